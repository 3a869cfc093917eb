#include "core/ingest/trace/glogprefix.h"

#include <cstdint>
#include <limits>

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

// A non-negative decimal field, with checked arithmetic: a value beyond the type's range is
// no number (a corrupt field), never a wrapped one.
template <typename T> bool numberField(std::string_view s, T &out)
{
    constexpr T Max = std::numeric_limits<T>::max();
    if (s.empty())
        return false;
    T v = 0;
    for (const char c : s) {
        const T d = static_cast<T>(c - '0');
        if (c < '0' || c > '9' || v > (Max - d) / 10)
            return false;
        v = static_cast<T>(v * 10 + d);
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
        if (!numberField(line.substr(5, close - 5), p.rank))
            return std::nullopt;
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
    const size_t pidEnd = line.find(' ', pos);
    if (pidEnd == std::string_view::npos || !numberField(line.substr(pos, pidEnd - pos), p.pid))
        return std::nullopt;
    pos = pidEnd + 1;
    // SRCPATH:LINENO] — anchor on the first "] " after a ":<digits>".
    const size_t close = line.find("] ", pos);
    if (close == std::string_view::npos)
        return std::nullopt;
    const size_t colon = line.rfind(':', close);
    if (colon == std::string_view::npos || colon < pos || colon + 1 == close)
        return std::nullopt;
    if (!numberField(line.substr(colon + 1, close - colon - 1), p.sourceLine))
        return std::nullopt;
    p.source = line.substr(pos, colon - pos);
    p.rest = line.substr(close + 2);
    return p;
}

} // namespace cs
