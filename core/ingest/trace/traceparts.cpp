#include "core/ingest/trace/traceparts.h"

#include "core/ingest/trace/glogprefix.h"

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

void appendPart(TraceLog &into, TraceLog &part, uint64_t lines)
{
    std::vector<uint32_t> nameOf(part.names.size());
    for (size_t i = 0; i < nameOf.size(); ++i)
        nameOf[i] = into.names.intern(part.names.view(static_cast<uint32_t>(i)));
    const auto remap = [&](uint32_t id) { return id == StringPool::None ? id : nameOf[id]; };
    into.records.reserve(into.records.size() + part.records.size());
    for (TraceRecord r : part.records) {
        r.line = static_cast<uint32_t>(r.line + lines);
        r.event = remap(r.event);
        r.artifact = remap(r.artifact);
        r.subgraph = remap(r.subgraph);
        into.records.push_back(r);
    }
    if (part.strings.size() > into.strings.size())
        into.strings.resize(part.strings.size());
    for (size_t i = 0; i < part.strings.size(); ++i)
        if (!part.strings[i].empty())
            into.strings[i] = std::move(part.strings[i]);
    for (Diagnostic &d : part.diagnostics) {
        if (d.line > 0)
            d.line += static_cast<int64_t>(lines);
        into.diagnostics.push_back(std::move(d));
    }
    into.corruptLines += part.corruptLines;
    into.skippedLines += part.skippedLines;
    if (part.firstSkippedLine > 0 && into.firstSkippedLine == 0)
        into.firstSkippedLine = part.firstSkippedLine + lines;
}

} // namespace cs
