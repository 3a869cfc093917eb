#pragma once

#include "core/model/artifacts.h"
#include "core/util/bytesource.h"
#include "core/util/result.h"

#include <memory>
#include <string_view>

namespace cs {

// Reads a torch.profiler chrome trace (FORMATS §8.3): the GPU kernel events with their grid,
// block, registers and shared memory, and the compiled regions. Malformed JSON is an Error
// naming the file (a chrome trace is one JSON document: there is no line to resume at).
class ChromeTraceReader {
public:
    static Result<std::shared_ptr<const ProfilerTrace>> read(const ByteSource &source);
    static bool probe(std::string_view head);
};

} // namespace cs
