#pragma once

#include "core/fusion/fusionmodel.h"

namespace cs {

struct LoadedRun;

// Everything a loaded run recorded about fusion, per graph (FUSION.md beside this file):
// each graph's share of the fusion logs (segments.h) replayed on its pre-fusion IR, its
// final nodes (ir_post_fusion.txt) tied to their kernels (generated code + provenance), and
// how sure it is that the decisions belong to the graph. Graphs without a fusion log still
// appear with what their IR, generated code or provenance shows. Never fails: problems are
// diagnostics on the graph (file and line) or the run.
FusionRun buildFusionRun(const LoadedRun &run);

} // namespace cs
