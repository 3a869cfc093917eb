#pragma once

#include "core/fusion/fusionmodel.h"
#include "core/graph/fxgraph.h"
#include "core/profiling/kernelplan.h"

#include <QList>

namespace cs {

// A graph's final nodes in the engine's other models, for views that select across them:
// the post-grad graph's fusion group (core/graph: the boxes of the graph view) and the
// profiler's kernel plan (core/profiling: code, launch, measured times).

// The FusionGroup of `graph` (its post-grad FxGraph) that runs the final node: same kernel,
// most post-grad nodes in common with the kernel's provenance list or the members' origins.
// -1 when none (extern calls the graph does not group, a graph from another compile).
int fusionGroupOf(const FxGraph &graph, const FusionGraph &fusion, const FinalNode &node);

// The plan of the final node's kernel among `plans` (planKernels): by id
// (`<compile id>:<kernel>`), else by kernel name within the graph's compile or debug folder.
const KernelPlan *planOf(const QList<KernelPlan> &plans, const FusionGraph &fusion, const FinalNode &node);

} // namespace cs
