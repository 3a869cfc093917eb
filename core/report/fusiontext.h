#pragma once

#include "core/fusion/fusionmodel.h"
#include "core/fusion/whynot.h"

#include <QString>

namespace cs {

// `compilescope fusion` as text: per graph its attribution, rounds, what blocked fusion, the
// traffic fusion saved, the nodes that stayed alone and the final nodes with their kernels.
// `detail` adds every decision in order (one graph chosen with --graph).
QString formatFusionText(const FusionRun &run, const FusionGraph *only = nullptr, bool detail = false);
QString formatWhyNotText(const FusionGraph &graph, const WhyNotAnswer &answer);
// 1.5 GB, 320 MB, 12 kB, 96 B (decimal units).
QString formatBytes(int64_t bytes);

} // namespace cs
