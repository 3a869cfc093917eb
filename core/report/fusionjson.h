#pragma once

#include "core/fusion/fusionmodel.h"
#include "core/fusion/whynot.h"

#include <QByteArray>

namespace cs {

// `compilescope fusion --json`: every graph (or one) with its rounds, its decisions in order,
// its final nodes and kernels, and the summary. Schema: core/report/FUSION_JSON.md.
QByteArray formatFusionJson(const FusionRun &run, const FusionGraph *only = nullptr);
// `compilescope fusion --why A B --json` (schema `compilescope.fusion-why/1`).
QByteArray formatWhyNotJson(const FusionGraph &graph, const WhyNotAnswer &answer);

} // namespace cs
