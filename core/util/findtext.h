#pragma once

#include <cstring>
#include <string_view>

namespace cs {

// Where `needle` first occurs in `hay` at or after `from` (npos if nowhere): glibc's memmem
// (two-way, vectorised) instead of string_view::find, which stops at every byte equal to the
// needle's first one: the difference on big payloads (generated code, guards, cache keys) where
// that byte is a common letter.
inline size_t findText(std::string_view hay, std::string_view needle, size_t from = 0)
{
    if (from > hay.size())
        return std::string_view::npos;
    if (needle.empty())
        return from;
    const void *at = memmem(hay.data() + from, hay.size() - from, needle.data(), needle.size());
    return at ? static_cast<size_t>(static_cast<const char *>(at) - hay.data()) : std::string_view::npos;
}

inline bool holdsText(std::string_view hay, std::string_view needle)
{
    return findText(hay, needle) != std::string_view::npos;
}

} // namespace cs
