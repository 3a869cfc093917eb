#pragma once

#include "core/model/tracelog.h"
#include "core/util/decompress.h"
#include "core/util/result.h"

#include <atomic>
#include <functional>
#include <memory>
#include <string_view>

namespace cs {

struct TraceReadOptions {
    // MD5 of each payload against `has_payload`. MD5 runs at about 0.6 GB/s, the index at
    // over 4 GB/s, so Auto verifies files up to autoVerifyLimit and notes when it skipped.
    enum class Checksums { Auto, Always, Never };
    Checksums checksums = Checksums::Auto;
    uint64_t autoVerifyLimit = 256ull << 20;
    // Called every `progressStep` bytes with (bytes done, bytes total), one call at a time (a log
    // read in parts: from the core reading its first part, whose share stands for the whole); may
    // be empty.
    std::function<void(uint64_t, uint64_t)> progress;
    uint64_t progressStep = 8ull << 20;
    const std::atomic<bool> *cancel = nullptr;
    // How far compressed inputs (and .pt2 entries) may expand.
    DecodeLimits limits;
    // How many trace logs (ranks) loadRun reads at once: 0 one per core, 1 one at a time.
    // `progress` then reports the bytes of all of them together.
    unsigned parallelLogs = 0;
    // How many parts a large log (32 MiB and more) is indexed in at once, split at record
    // boundaries: 0 one per core, 1 one pass. loadRun shares the cores among the logs it reads.
    unsigned indexThreads = 0;
    uint64_t partMinBytes = 32ull << 20; // smaller logs are indexed in one pass
};

// Indexes a TORCH_TRACE structured log (FORMAT.md beside this file). One pass over the
// mapped bytes finds record boundaries; each header's JSON envelope is parsed with simdjson;
// payloads stay byte ranges. Malformed input never aborts: corrupt envelopes, checksum
// mismatches, orphan payload lines, garbage, runs of NUL bytes, a log cut off mid-record, a
// damaged or capped compressed stream and a file that changed while it was read become
// Diagnostics with file and line, and everything else loads. Only an unreadable file is an
// Error, or a cancelled read.
class TraceReader {
public:
    static Result<std::shared_ptr<const TraceLog>> read(const QString &path, const TraceReadOptions &options = {});
    static Result<std::shared_ptr<const TraceLog>> read(
        std::shared_ptr<const ByteSource> source, const TraceReadOptions &options = {});
    // Continues `previous` (which indexed `source`'s bytes before `from`, a record boundary
    // `linesBefore` lines into the file) over [from, end): what a log that is still being
    // written adds. The result has `previous`'s records, strings and diagnostics, then the new
    // ones; `source` must hold the same bytes before `from` (core/ingest/follow).
    static Result<std::shared_ptr<const TraceLog>> readMore(const TraceLog &previous,
        std::shared_ptr<const ByteSource> source, uint64_t from, uint64_t end, uint64_t linesBefore,
        const TraceReadOptions &options = {});
    // Whether the first bytes of a file look like a TORCH_TRACE log: records (a glog prefix and
    // a JSON object) anywhere in them, and no fewer than other glog-prefixed lines.
    static bool probe(std::string_view head);
};

} // namespace cs
