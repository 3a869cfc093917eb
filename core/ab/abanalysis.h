#pragma once

#include "core/ab/abresult.h"

namespace cs::ab {

// The statistics of an A/B, from what its processes recorded (core/stats does the numbers):
//  - per process and region, the warm-up is detected on the series of call times (MSER-5), or
//    fixed by --warmup N; it always covers the first compile and the parity calls. Calls that
//    raised or recompiled are kept out of the steady state (recompiles count as cost);
//  - a process that traced for --why is measured up to its first traced call (measuredCalls);
//  - the steady states of a mode's processes are pooled: their median, with the process as the
//    unit of its 95% interval and of the speedup's and saving's against eager (core/stats/
//    byprocess.h; the metric: GPU time when every call had CUDA events, else wall time);
//  - a difference is called only when the saving's interval excludes zero, lies beyond
//    settings.minEffect of eager's median, and every pair of processes (eager, mode) agrees,
//    so a between-process effect is never mistaken for a speedup;
//  - break-even = (warm-up cost beyond steady calls, this mode minus eager's) / saving per call,
//    with the interval from the saving's interval.
// Verdicts, by precedence: unavailable, failed, not_equivalent, no_calls, too_few_calls (fewer
// than 10 steady calls a side), slower, pays_off, no_significant_difference.
AbResult analyse(const AbRunSet &runs);

// "0/1" -> true (attempt 1 of frame 0); "0/0", "0/0_1" (a restart) -> false.
bool isRecompileId(const QString &compileId);

// The calls of a region a process measured: those before the process's first traced call (--why),
// in any region. The profiler stays attached after it (CUPTI on a GPU) and slows every later call
// of the process, whichever region makes it.
int measuredCalls(const ProbeProcess &process, const ProbeRegion &region);

} // namespace cs::ab
