#pragma once

#include "core/model/tracelog.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace cs {

// A large log is indexed in parts on several cores (tracereader.cpp readInParts): these cut it at
// record boundaries and join the parts' logs into the log one pass would have made.

// The start of the first record header at or after `pos` (a line with a glog prefix and a JSON
// object: never a payload line, NUL bytes or garbage, whose runs stay whole); `end` when none.
uint64_t recordStartFrom(const char *data, uint64_t pos, uint64_t end);

// The parts' logs, in file order, as one log: each part's records and diagnostics after the lines
// of the parts before it (`lines[i]`: part i's lines), names and strings merged. The first part's
// log becomes the joined one (its records stay in place). The records are copied on up to
// `threads` cores (the read's own share of them).
std::shared_ptr<TraceLog> joinParts(
    std::vector<std::shared_ptr<TraceLog>> parts, const std::vector<uint64_t> &lines, unsigned threads);

} // namespace cs
