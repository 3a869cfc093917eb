#include "core/model/tracelog.h"

namespace cs {

std::string TraceLog::kindName(const TraceRecord &r) const
{
    if (r.artifact != UINT32_MAX)
        return "artifact:" + std::string(names.view(r.artifact));
    return std::string(names.view(r.event));
}

std::string_view TraceLog::metadata(const TraceRecord &r) const
{
    return source->slice(r.metadataBegin, r.metadataEnd);
}

std::string TraceLog::payload(const TraceRecord &r) const
{
    std::string out;
    if (!r.hasPayload || r.payloadEnd <= r.payloadBegin)
        return out;
    out.reserve(r.payloadEnd - r.payloadBegin);
    bool first = true;
    forEachPayloadLine(source->slice(r.payloadBegin, r.payloadEnd), [&](std::string_view line) {
        if (!first)
            out.push_back('\n');
        out.append(line);
        first = false;
    });
    return out;
}

std::string_view TraceLog::stringAt(int64_t id) const
{
    if (id < 0 || static_cast<size_t>(id) >= strings.size())
        return {};
    return strings[static_cast<size_t>(id)];
}

} // namespace cs
