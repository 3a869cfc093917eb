#pragma once

#include "core/report/doc/reportdata.h"

namespace cs {

namespace diff {
struct RunDiff;
}
namespace ab {
struct AbResult;
}
namespace ranks {
struct RankAnalysis;
}

// The comparison section from the diff engine's result, as `compilescope diff` finds it: what
// changed in compilation (graph breaks, recompiles, failures, compile time per phase, stack
// versions), graphs and fusion groups split or merged, the times that differ significantly
// (with their interval and test), kernels only in one run. Trace text stays plain.
ReportExtra compareExtra(const diff::RunDiff &d);

// The A/B section from the A/B engine's result, as `compilescope ab` finds it: per compiled
// region and mode the verdict, steady median and speedup with their intervals, compile cost,
// warm-up, break-even, recompiles, parity; peak memory per mode.
ReportExtra abExtra(const ab::AbResult &r);

// The Ranks section of a multi-rank run, as `compilescope ranks` finds it: the groups of ranks
// that did the same, the first divergence and its cause, the likely hang (the first collective
// that differs), stragglers, and the compile ids that differ across ranks.
ReportExtra ranksExtra(const ranks::RankAnalysis &a);

// The Run-time cost section: CUDA-graph coverage per compiled region and the guard cost of the
// costliest compiles, with the levers, as explain finds them (its JSON: explain's `cudagraphs`
// and `guard_cost`). Worth a section only where some region compiled for CUDA graphs or some
// compile's guards are costly enough for explain to say so (guardCostMatters): hasRuntimeFacts.
struct Explanation;
bool hasRuntimeFacts(const Explanation &e);
ReportExtra runtimeExtra(const Explanation &e);

// The section of an input that could not be read: `why` names it.
ReportExtra unreadableExtra(ReportSection section, const QString &why);

} // namespace cs
