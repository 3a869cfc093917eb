#include "core/ingest/trace/traceparts.h"

#include "core/ingest/trace/glogprefix.h"

#include "core/util/parallel.h"

#include <cstring>

namespace cs {

uint64_t recordStartFrom(const char *data, uint64_t pos, uint64_t end)
{
    while (pos < end) {
        const void *nl = std::memchr(data + pos, '\n', end - pos);
        const uint64_t lineEnd = nl ? static_cast<uint64_t>(static_cast<const char *>(nl) - data) : end;
        if (pos > 0 && data[pos - 1] == '\n' && data[pos] != '\t' && data[pos] != '\0') {
            const auto prefix = parseGlogPrefix(std::string_view(data + pos, lineEnd - pos));
            if (prefix && !prefix->rest.empty() && prefix->rest.front() == '{')
                return pos;
        }
        pos = lineEnd + 1;
    }
    return end;
}

std::shared_ptr<TraceLog> joinParts(
    std::vector<std::shared_ptr<TraceLog>> parts, const std::vector<uint64_t> &lines, unsigned threads)
{
    std::shared_ptr<TraceLog> into = std::move(parts.front());
    const size_t n = parts.size();
    // Where each part's records go, and its names as the joined log's ids: made in order.
    std::vector<size_t> firstRecord(n, into->records.size());
    std::vector<uint64_t> linesBefore(n, 0);
    std::vector<std::vector<uint32_t>> nameOf(n);
    for (size_t p = 1; p < n; ++p) {
        const TraceLog &part = *parts[p];
        firstRecord[p] = firstRecord[p - 1] + (p == 1 ? 0 : parts[p - 1]->records.size());
        linesBefore[p] = linesBefore[p - 1] + lines[p - 1];
        nameOf[p].resize(part.names.size());
        for (size_t i = 0; i < nameOf[p].size(); ++i)
            nameOf[p][i] = into->names.intern(part.names.view(static_cast<uint32_t>(i)));
    }
    const size_t total = firstRecord[n - 1] + (n > 1 ? parts[n - 1]->records.size() : 0);
    into->records.resize(total);
    // The records copied on every core: on a large log they are a few hundred thousand.
    parallelFor(
        n - 1,
        [&](size_t k) {
            const size_t p = k + 1;
            const auto remap = [&](uint32_t id) { return id == StringPool::None ? id : nameOf[p][id]; };
            TraceRecord *out = into->records.data() + firstRecord[p];
            for (const TraceRecord &from : parts[p]->records) {
                TraceRecord r = from;
                r.line = static_cast<uint32_t>(r.line + linesBefore[p]);
                r.event = remap(r.event);
                r.artifact = remap(r.artifact);
                r.subgraph = remap(r.subgraph);
                *out++ = r;
            }
        },
        threads);
    for (size_t p = 1; p < n; ++p) {
        TraceLog &part = *parts[p];
        if (part.strings.size() > into->strings.size())
            into->strings.resize(part.strings.size());
        for (size_t i = 0; i < part.strings.size(); ++i)
            if (!part.strings[i].empty())
                into->strings[i] = std::move(part.strings[i]);
        for (Diagnostic &d : part.diagnostics) {
            if (d.line > 0)
                d.line += static_cast<int64_t>(linesBefore[p]);
            into->diagnostics.push_back(std::move(d));
        }
        into->corruptLines += part.corruptLines;
        into->skippedLines += part.skippedLines;
        if (part.firstSkippedLine > 0 && into->firstSkippedLine == 0)
            into->firstSkippedLine = part.firstSkippedLine + linesBefore[p];
    }
    return into;
}

} // namespace cs
