#pragma once

#include <string>
#include <string_view>

namespace cs {

// Python's json module writes the non-standard tokens NaN, Infinity and -Infinity.
// Returns a copy of `json` where each such token outside strings is replaced by a standard
// number of the same length (NaN -> 0.0, Infinity -> 1.0e308 + space), so byte offsets into
// the copy equal offsets into the original. `changed` tells whether anything was replaced.
std::string replaceNonFiniteTokens(std::string_view json, bool &changed);

} // namespace cs
