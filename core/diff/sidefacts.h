#pragma once

#include "core/diff/rundiff.h"

#include <QList>

namespace cs::diff {

// An autotuning decision recorded in a trace: the `<op>_template_autotuning` span's end event
// with its choice statistics (FORMATS §2.13).
struct AutotuneDecision {
    QString compileId, op, shapes, dtypes, strides;
    QString best, config;
    double bestMs = -1;
    int choices = 0;
};
QList<AutotuneDecision> autotuneDecisions(const LoadedRun &run);

// Decisions paired by op, shapes, dtypes and strides, in order.
QList<AutotuneChange> diffAutotune(const QList<AutotuneDecision> &a, const QList<AutotuneDecision> &b);

// The stack versions of both sides side by side: torch, Triton, CUDA, driver, GPU, Python,
// each from the first source that has it (the run's manifest, the traces' compilation_metrics,
// profiler traces, the profile database).
QList<VersionRow> compareVersions(const DiffInput &a, const DiffInput &b);

// Where each rank of a multi-rank run diverges from the lowest rank: compile ids, graphs,
// guards, cache results, outcomes and the order of collectives.
QList<RankDivergence> compareRanks(const LoadedRun &run);

} // namespace cs::diff
