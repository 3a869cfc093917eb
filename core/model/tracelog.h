#pragma once

#include "core/model/diagnostic.h"
#include "core/model/tracerecord.h"
#include "core/util/bytesource.h"
#include "core/util/stringpool.h"

#include <memory>
#include <optional>
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
    // A one-line payload (every JSON payload PyTorch writes) as a view of the log's bytes, without
    // the copy payload() makes; nullopt for a payload of several lines or none.
    std::optional<std::string_view> payloadLine(const TraceRecord &r) const;
    // Whether `padding` bytes of the log follow a view of its bytes (a parser that reads ahead of
    // what it was given may then skip its own padded copy): never for bytes that may change under
    // the reader (a mapped file that shrinks), nor past the log's end.
    bool readableAfter(std::string_view view, size_t padding) const;
    std::string_view stringAt(int64_t id) const;
};

// A record's payload text: a view of the log's bytes for a one-line payload, else a copy held
// here; readAhead() says whether a parser may read past its end in place.
class PayloadText {
public:
    PayloadText(const TraceLog &log, const TraceRecord &r);
    PayloadText(const PayloadText &) = delete; // the view may point into the copy
    PayloadText &operator=(const PayloadText &) = delete;
    std::string_view view() const { return m_view; }
    bool readAhead(size_t padding) const { return m_copy.empty() && m_log.readableAfter(m_view, padding); }

private:
    const TraceLog &m_log;
    std::string m_copy;
    std::string_view m_view;
};

} // namespace cs
