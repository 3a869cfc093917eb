#pragma once

#include "core/report/doc/reportdata.h"

namespace cs {

namespace diff {
struct RunDiff;
}
namespace ab {
struct AbResult;
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

// The section of an input that could not be read: `why` names it.
ReportExtra unreadableExtra(ReportSection section, const QString &why);

} // namespace cs
