#pragma once

#include <string_view>

namespace cs {

// ASCII white space (what a regular expression's \s is without Unicode properties).
inline bool isAsciiBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

inline std::string_view asciiLeftTrimmed(std::string_view v)
{
    while (!v.empty() && isAsciiBlank(v.front()))
        v.remove_prefix(1);
    return v;
}

inline std::string_view asciiRightTrimmed(std::string_view v)
{
    while (!v.empty() && isAsciiBlank(v.back()))
        v.remove_suffix(1);
    return v;
}

inline std::string_view asciiTrimmed(std::string_view v)
{
    return asciiRightTrimmed(asciiLeftTrimmed(v));
}

// Calls `fn(line, lineNumber)` for each line of `text`: 1-based numbers, '\n' ends a line, a
// trailing '\r' is dropped. With `wholeLinesOnly`, a last line without its '\n' (a head cut by
// a read limit) is left out. Returns the number of lines passed to `fn`.
template <typename Fn> int forEachLine(std::string_view text, Fn &&fn, bool wholeLinesOnly = false)
{
    size_t pos = 0;
    int number = 0;
    while (pos < text.size()) {
        size_t nl = text.find('\n', pos);
        if (nl == std::string_view::npos) {
            if (wholeLinesOnly)
                break;
            nl = text.size();
        }
        std::string_view line = text.substr(pos, nl - pos);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        fn(line, ++number);
        pos = nl + 1;
    }
    return number;
}

} // namespace cs
