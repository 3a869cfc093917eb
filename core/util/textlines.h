#pragma once

#include <string_view>

namespace cs {

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
