#pragma once

#include "core/model/compileid.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace cs {

// Parses the one-line JSON envelope of a TORCH_TRACE header (FORMATS §2.2) with simdjson:
// the event name (the one non-reserved key), the compile-id keys, `rank`, `has_payload`,
// and where the event's value lies in the line. `str` records also yield their string.
struct Envelope {
    std::string_view event; // valid until the next parse() call
    std::string_view artifactName; // for `artifact` records
    std::string_view metadata; // raw JSON of the event's value (points into the input)
    std::string_view payloadMd5;
    std::string_view subgraphName; // `subgraph_name` (torch 2.15+ regional Inductor), unescaped as is
    std::string strValue; // for `str` records
    int64_t strId = -1;
    CompileId compileId;
    int32_t rank = -1;
    bool hasPayload = false;
    bool hasStack = false;
};

class EnvelopeParser {
public:
    EnvelopeParser();
    ~EnvelopeParser();

    // `padded` says that 64 bytes past the end of `json` may be read. Returns an empty string
    // on success, else what was wrong. Python's NaN/Infinity tokens are accepted.
    std::string parse(std::string_view json, bool padded, Envelope &out);
    // The same with simdjson alone, never the read from the line's two ends that parse() takes
    // for bulky records (envelopeparser.cpp): tests compare the two readings.
    std::string parseWhole(std::string_view json, bool padded, Envelope &out);

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace cs
