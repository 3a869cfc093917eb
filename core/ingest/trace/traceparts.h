#pragma once

#include "core/model/tracelog.h"

#include <cstdint>

namespace cs {

// A large log is indexed in parts on several cores (tracereader.cpp readInParts): these cut it at
// record boundaries and join the parts' logs into the log one pass would have made.

// The start of the first record header at or after `pos` (a line with a glog prefix and a JSON
// object: never a payload line, NUL bytes or garbage, whose runs stay whole); `end` when none.
uint64_t recordStartFrom(const char *data, uint64_t pos, uint64_t end);

// Adds a later part's log to `into`: its records and diagnostics after `lines` lines, its names
// and strings merged.
void appendPart(TraceLog &into, TraceLog &part, uint64_t lines);

} // namespace cs
