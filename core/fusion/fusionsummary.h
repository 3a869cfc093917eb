#pragma once

#include "core/fusion/fusionmodel.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace cs {

// A graph's decisions summarised: what blocked fusion and how often, the values inside the
// reasons, the memory traffic fusion saved, and the nodes that stayed alone.
struct FusionSummary {
    int nodesBefore = 0, nodesAfter = 0;
    int fuses = 0, rejects = 0, benchmarks = 0;
    int unnamedRejects = 0; // older logs' `cannot fuse (vert:2)` lines name no nodes
    struct Blocked {
        QString category, title;
        int lines = 0; // rejection lines
        int pairs = 0; // distinct pairs of nodes (as they were at the time)
        QStringList settings;
    };
    std::vector<Blocked> blocked; // most lines first
    struct Values {
        QString category, reason; // the reason's words without its values
        QString values; // `numel1=4096, numel2=4194304, rnumel1=1, rnumel2=1`
        int count = 0;
    };
    std::vector<Values> values; // most frequent first
    struct Saved {
        int final = -1; // index into FusionGraph::finals
        int64_t internalBytes = 0, traffic = 0;
    };
    std::vector<Saved> saved; // per fused kernel, most traffic first
    int64_t internalBytes = 0, savedTraffic = 0;
    int unknownBytes = 0; // fused nodes whose buffer sizes are symbolic
    std::vector<int> alone; // final nodes of one scheduler node that run a generated kernel
    std::vector<int> externs; // extern, template-as-library and no-op final nodes
};

FusionSummary summarizeFusion(const FusionGraph &graph);

} // namespace cs
