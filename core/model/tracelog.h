#pragma once

#include "core/model/diagnostic.h"
#include "core/model/tracerecord.h"
#include "core/util/bytesource.h"
#include "core/util/stringpool.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace cs {

// Calls `fn(line)` for each payload line in `raw` (TAB-prefixed lines of a record), with the
// TAB and any CR removed (FORMATS §2.1).
template <typename Fn> void forEachPayloadLine(std::string_view raw, Fn &&fn)
{
    size_t pos = 0;
    while (pos < raw.size()) {
        size_t nl = raw.find('\n', pos);
        if (nl == std::string_view::npos)
            nl = raw.size();
        std::string_view line = raw.substr(pos, nl - pos);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (!line.empty() && line.front() == '\t')
            fn(line.substr(1));
        pos = nl + 1;
    }
}

// An indexed TORCH_TRACE log of one process (one rank): its records, its string table (the
// `str` records), and what was wrong with it. Immutable once built by the trace reader.
struct TraceLog {
    std::shared_ptr<const ByteSource> source;
    std::vector<TraceRecord> records;
    std::vector<std::string> strings; // `str` table, indexed by id; gaps are empty
    StringPool names; // event and artifact names
    std::vector<Diagnostic> diagnostics;
    int32_t rank = -1;
    uint64_t corruptLines = 0;
    uint64_t checksumMismatches = 0;
    // Lines skipped inside the log: corrupt envelopes (corruptLines) and lines that are not
    // trace records; the first such line (1-based; 0: none).
    uint64_t skippedLines = 0;
    uint64_t firstSkippedLine = 0;

    std::string_view eventName(const TraceRecord &r) const { return names.view(r.event); }
    std::string_view artifactName(const TraceRecord &r) const { return names.view(r.artifact); }
    std::string_view subgraphName(const TraceRecord &r) const { return names.view(r.subgraph); }
    // "artifact:<name>" for artifacts, else the event name.
    std::string kindName(const TraceRecord &r) const;
    std::string_view metadata(const TraceRecord &r) const;
    // The payload with each line's leading TAB removed, joined with '\n' (FORMATS §2.1).
    std::string payload(const TraceRecord &r) const;
    std::string_view stringAt(int64_t id) const;
};

} // namespace cs
