#pragma once

#include "core/analysis/autotunedecisions.h"
#include "core/diff/rundiff.h"

#include <QList>

namespace cs::diff {

// Every autotuning choice of each run (the explorer's: max-autotune templates from the trace and
// stderr, heuristic configs and coordinate descent from TORCH_LOGS), paired in order by kind, op,
// kernel (pointwise/reduction ones), input sizes, dtypes and strides. Changed: another winner
// (by its config: candidates are numbered per process) or another number of choices.
QList<AutotuneChange> diffAutotune(const AutotuneExplorer &a, const AutotuneExplorer &b);

// The stack versions of both sides side by side: torch, Triton, CUDA, driver, GPU, Python,
// each from the first source that has it (the run's manifest, the traces' compilation_metrics,
// profiler traces, the profile database).
QList<VersionRow> compareVersions(const DiffInput &a, const DiffInput &b);

// Where each rank of a multi-rank run diverges from the lowest rank: compile ids, graphs,
// guards, cache results, outcomes and the order of collectives.
QList<RankDivergence> compareRanks(const LoadedRun &run);

} // namespace cs::diff
