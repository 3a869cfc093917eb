#pragma once

#include "core/diff/rundiff.h"

namespace cs {
struct LoadedRun;
}

namespace cs::diff {

// Where both runs recorded their fusion (TORCH_LOGS fusion, as `record` does): each pair of
// post-grad graphs has its fusion groups compared as Inductor's final scheduler nodes over the
// nodes both share (a C++ kernel can run several final nodes, so kernels alone can hide a
// split), and for each group that split or merged, each run's record about the pair of nodes
// concerned (core/fusion's why-not): fused by which decision, rejected with which reason, or
// never scored and why. Those changes replace the graph's kernel-level ones, and make the graph
// changed. Does nothing when a side has no fusion record (the kernel-level changes stay).
void explainFusion(const LoadedRun &a, const LoadedRun &b, QList<GraphDiff> &graphs);

} // namespace cs::diff
