#pragma once

#include "core/analysis/explain.h"
#include "viewers/widgets/explorerpane.h"

namespace cs::viewers {

// The details pane of each finding, as escaped HTML plus plain text (for Copy as Text),
// and the source location to show beside it.
ExplorerPane::Details describeBreak(const BreakGroup &b);
ExplorerPane::Details describeRecompiles(const FunctionRecompiles &f, const RecompileStep *step);
ExplorerPane::Details describeFailure(const CompileFailure &f);
ExplorerPane::Details describeRestart(const CompileRestart &r);

} // namespace cs::viewers
