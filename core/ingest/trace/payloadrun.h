#pragma once

#include <cstdint>

namespace cs {

// A run of payload lines (each led by a TAB) found in one pass over its bytes, 16 at a time:
// most of a big trace is payload, and looking for each line's end on its own (a memchr per
// line) was the indexer's largest cost.
struct PayloadRun {
    uint64_t lineEnd = 0; // the '\n' that ends the run's last line, or the end of the data
    uint64_t lines = 0; // the lines of the run
    bool plain = false; // false: a NUL byte lies in it, to be read line by line
};

// From `pos`, the start of a payload line (data[pos] is a TAB), to the first line that does not
// start with a TAB, within [pos, end).
PayloadRun scanPayloadRun(const char *data, uint64_t pos, uint64_t end);

} // namespace cs
