#pragma once

#include "core/model/diagnostic.h"
#include "core/util/bytesource.h"

#include <vector>

namespace cs {

// What a ByteSource found wrong while reading (a compressed stream cut short or corrupt, a
// failed checksum, a decompression bomb stopped at its cap, a file that changed while it was
// read) as Diagnostics naming the file. `lastLine` is the last line read: they point at the
// end of the data that did load. Checks the file for a change once more, now.
void appendSourceProblems(const ByteSource &source, int64_t lastLine, std::vector<Diagnostic> &out);

} // namespace cs
