#pragma once

#include "core/ingest/torchlogs/fusionlog.h"

#include <vector>

namespace cs {

// One graph's share of a fusion log: its decision lines and the lines around them that name
// it. Lines are apart by process (stream) and compile id; within those, a graph starts at
// its `BEFORE FUSION` IR or at a first round after the previous graph's `AFTER FUSION`,
// `Output code:` or `debug trace:` line, or after its rounds and loop-reordering pass. A
// first round whose candidates are the members of a grouped node of the graph is a nested
// sequence of the same graph (GroupedSchedulerNode.unpack fuses them again).
struct FusionSegment {
    const FusionLog *log = nullptr;
    int stream = 0;
    QString compileId;
    std::vector<const FusionLine *> lines; // decisions, candidates, rounds, notes
    const FusionLine *irPre = nullptr, *irPost = nullptr, *outputCode = nullptr, *debugTrace = nullptr;
    int sequences = 0; // round sequences (1 + nested ones)
    int firstLine = 0, lastLine = 0;
    int nth = 0; // 0-based position among the segments of the same stream and compile id
    bool hasDecisions() const { return !lines.empty(); }
};

std::vector<FusionSegment> segmentFusionLog(const FusionLog &log);

} // namespace cs
