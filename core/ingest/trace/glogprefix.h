#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace cs {

// The glog-style prefix that starts every TORCH_TRACE header and TORCH_LOGS line:
//   [rank<N>]:LEVEL MMDD hh:mm:ss.uuuuuu PID SRCPATH:LINENO] REST
// Pure and allocation-free: the tokenizer calls it once per line. Numbers are parsed with
// checked arithmetic: a field too long for its type makes the line no prefix (never a wrapped value).
struct GlogPrefix {
    char level = 0; // V I W E C
    int64_t timestampUs = 0; // since the start of the (unknown) year
    int64_t pid = 0; // the process field; some PyTorch builds log a 64-bit thread id there
    int32_t rank = -1; // from an optional `[rank<N>]:` lead
    std::string_view source; // emitting file, e.g. torch/_dynamo/utils.py
    int32_t sourceLine = 0;
    std::string_view rest; // everything after "] "
};

std::optional<GlogPrefix> parseGlogPrefix(std::string_view line);

} // namespace cs
