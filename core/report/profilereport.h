#pragma once

#include "core/analysis/autotunedecisions.h"
#include "core/model/profile.h"
#include "core/profiling/kernelplan.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace cs {

// `compilescope profile` output: the plans (what would be launched, or why not) and, when
// measured, each kernel's times. JSON schema: core/report/PROFILE_JSON.md.
QString formatProfileText(const QList<KernelPlan> &plans, const ProfileRun *run);
// With `autotune`, the run's autotuning choices as `autotune --json` writes them, each plan naming
// the ones that made it.
QByteArray formatProfileJson(
    const QList<KernelPlan> &plans, const ProfileRun *run, int64_t runId, const AutotuneExplorer *autotune = nullptr);

} // namespace cs
