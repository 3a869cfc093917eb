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

std::optional<std::string_view> TraceLog::payloadLine(const TraceRecord &r) const
{
    if (!r.hasPayload || r.payloadLines != 1 || r.payloadEnd <= r.payloadBegin)
        return std::nullopt;
    std::optional<std::string_view> out;
    forEachPayloadLine(source->slice(r.payloadBegin, r.payloadEnd), [&](std::string_view line) { out = line; });
    return out;
}

bool TraceLog::readableAfter(std::string_view view, size_t padding) const
{
    const std::string_view all = source->view();
    if (source->volatileBytes() || view.data() < all.data() || view.data() > all.data() + all.size())
        return false;
    // Within the log's own bytes: never a buffer's spare room, which a follower may be writing.
    return static_cast<size_t>(view.data() - all.data()) + view.size() + padding <= all.size();
}

PayloadText::PayloadText(const TraceLog &log, const TraceRecord &r)
    : m_log(log)
{
    if (const auto line = log.payloadLine(r)) {
        m_view = *line;
    } else {
        m_copy = log.payload(r);
        m_view = m_copy;
    }
}

std::string_view TraceLog::stringAt(int64_t id) const
{
    if (id < 0 || static_cast<size_t>(id) >= strings.size())
        return {};
    return strings[static_cast<size_t>(id)];
}

} // namespace cs
