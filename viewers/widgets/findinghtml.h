#pragma once

#include "core/analysis/explain.h"
#include "core/model/textlog.h"
#include "viewers/widgets/explorerpane.h"

namespace cs::viewers {

// The details pane of each finding, as escaped HTML plus plain text (for Copy as Text),
// and the source location to show beside it.
ExplorerPane::Details describeBreak(const BreakGroup &b);
ExplorerPane::Details describeRecompiles(const FunctionRecompiles &f, const RecompileStep *step);
ExplorerPane::Details describeFailure(const CompileFailure &f);
ExplorerPane::Details describeRestart(const CompileRestart &r);
// A compiled region's CUDA graphs: its state, why not captured whole, what to change.
ExplorerPane::Details describeCudaGraphRegion(const CudaGraphRegion &r);
// A TORCH_LOGS message: `kind` as the Messages view names it.
ExplorerPane::Details describeMessage(const QString &kind, const TextLog &log, const LogMessage &m, bool autotune);

} // namespace cs::viewers
