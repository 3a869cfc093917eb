#pragma once

#include "core/model/profile.h"
#include "core/profiling/kernelplan.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace cs {

// `compilescope profile` output: the plans (what would be launched, or why not) and, when
// measured, each kernel's times. JSON schema: core/report/PROFILE_JSON.md.
QString formatProfileText(const QList<KernelPlan> &plans, const ProfileRun *run);
QByteArray formatProfileJson(const QList<KernelPlan> &plans, const ProfileRun *run, int64_t runId);

} // namespace cs
