#include "core/ingest/trace/glogprefix.h"

namespace cs {
namespace {

bool digits(std::string_view s, size_t pos, size_t n, int64_t &out)
{
    if (pos + n > s.size())
        return false;
    int64_t v = 0;
    for (size_t i = 0; i < n; ++i) {
        const char c = s[pos + i];
        if (c < '0' || c > '9')
            return false;
        v = v * 10 + (c - '0');
    }
    out = v;
    return true;
}

} // namespace

std::optional<GlogPrefix> parseGlogPrefix(std::string_view line)
{
    GlogPrefix p;
    if (line.starts_with("[rank")) {
        const size_t close = line.find("]:");
        if (close == std::string_view::npos || close > 16)
            return std::nullopt;
        int32_t r = 0;
        for (size_t i = 5; i < close; ++i) {
            if (line[i] < '0' || line[i] > '9')
                return std::nullopt;
            r = r * 10 + (line[i] - '0');
        }
        p.rank = r;
        line.remove_prefix(close + 2);
    }
    // LEVEL MMDD hh:mm:ss.uuuuuu = 1 + 4 + 1 + 15 characters
    if (line.size() < 22)
        return std::nullopt;
    const char level = line[0];
    if (level != 'V' && level != 'I' && level != 'W' && level != 'E' && level != 'C')
        return std::nullopt;
    int64_t mmdd, hh, mm, ss, us;
    if (!digits(line, 1, 4, mmdd) || line[5] != ' ' || !digits(line, 6, 2, hh) || line[8] != ':'
        || !digits(line, 9, 2, mm) || line[11] != ':' || !digits(line, 12, 2, ss) || line[14] != '.'
        || !digits(line, 15, 6, us) || line[21] != ' ')
        return std::nullopt;
    p.level = level;
    const int64_t day = (mmdd / 100 - 1) * 31 + (mmdd % 100 - 1);
    p.timestampUs = (((day * 24 + hh) * 60 + mm) * 60 + ss) * 1000000 + us;

    size_t pos = 22;
    int64_t pid = 0;
    const size_t pidStart = pos;
    while (pos < line.size() && line[pos] >= '0' && line[pos] <= '9')
        pid = pid * 10 + (line[pos++] - '0');
    if (pos == pidStart || pos >= line.size() || line[pos] != ' ')
        return std::nullopt;
    p.pid = static_cast<int32_t>(pid);
    ++pos;
    // SRCPATH:LINENO] — anchor on the first "] " after a ":<digits>".
    const size_t close = line.find("] ", pos);
    if (close == std::string_view::npos)
        return std::nullopt;
    const size_t colon = line.rfind(':', close);
    if (colon == std::string_view::npos || colon < pos || colon + 1 == close)
        return std::nullopt;
    int64_t srcLine = 0;
    if (!digits(line, colon + 1, close - colon - 1, srcLine))
        return std::nullopt;
    p.source = line.substr(pos, colon - pos);
    p.sourceLine = static_cast<int32_t>(srcLine);
    p.rest = line.substr(close + 2);
    return p;
}

} // namespace cs
