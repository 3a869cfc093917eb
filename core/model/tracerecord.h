#pragma once

#include "core/model/compileid.h"

#include <cstdint>

namespace cs {

// One record of a TORCH_TRACE log, as indexed: where its header and payload are in the
// file, and the small facts from its JSON envelope. Payloads and metadata stay byte ranges
// into the file and are decoded on demand.
struct TraceRecord {
    uint64_t offset = 0; // header line start
    uint64_t metadataBegin = 0, metadataEnd = 0; // the event's JSON value within the envelope
    uint64_t payloadBegin = 0, payloadEnd = 0; // TAB-prefixed lines, end exclusive; empty if none
    uint32_t line = 0; // 1-based line of the header
    uint32_t event = 0; // interned event name (StringPool id)
    uint32_t artifact = UINT32_MAX; // interned artifact name for `artifact` records
    uint32_t payloadLines = 0;
    int64_t timestampUs = 0; // microseconds since the start of the header's year (no year in the log)
    int32_t rank = -1;
    int64_t pid = 0; // glog's process field (a thread id in some PyTorch builds)
    CompileId compileId;
    bool hasPayload = false;
    bool hasStack = false; // a `stack` key instead of compile ids (AOTI/export compiles)
    char payloadMd5[33] = {}; // as written in `has_payload`
    // torch 2.15+: `subgraph_name`, the region regional Inductor was compiling when it wrote the
    // record (`__marked_inductor_submod0`): interned in TraceLog::names; None outside one.
    uint32_t subgraph = UINT32_MAX;
};

} // namespace cs
