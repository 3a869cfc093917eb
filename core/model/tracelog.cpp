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
    const std::string_view raw = source->slice(r.payloadBegin, r.payloadEnd);
    out.reserve(raw.size());
    size_t pos = 0;
    bool first = true;
    while (pos < raw.size()) {
        size_t nl = raw.find('\n', pos);
        if (nl == std::string_view::npos)
            nl = raw.size();
        std::string_view line = raw.substr(pos, nl - pos);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (!line.empty() && line.front() == '\t') {
            if (!first)
                out.push_back('\n');
            out.append(line.substr(1));
            first = false;
        }
        pos = nl + 1;
    }
    return out;
}

std::string_view TraceLog::stringAt(int64_t id) const
{
    if (id < 0 || static_cast<size_t>(id) >= strings.size())
        return {};
    return strings[static_cast<size_t>(id)];
}

} // namespace cs
