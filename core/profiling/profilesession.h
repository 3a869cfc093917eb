#pragma once

#include "core/model/profile.h"
#include "core/profiling/kernelplan.h"
#include "core/profiling/runnerclient.h"
#include "core/util/result.h"

#include <QList>
#include <QString>

#include <functional>

namespace cs {

struct ProfileOptions {
    int warmup = 10;
    int repeat = 100;
    bool flush = true; // flush the L2 (GPU) or the caches (CPU) before each repeat
    int kernelTimeoutMs = 60000; // a kernel silent for longer is treated as hung
};

// Writes the runner's kernel job file (format in app/runner/kernelspec.cpp).
QByteArray kernelJobText(const QList<KernelPlan> &plans, const ProfileOptions &options);

// Measures `plans` with the runner, one kernel after the other. A kernel that faults or hangs
// takes down only that runner: it is recorded as a failure and a new runner continues with
// the next kernel. Plans that cannot be launched are recorded as failures with their reason.
// `progress(done, total, kernel)` may return false to cancel (the results so far are kept).
class ProfileSession {
public:
    using Progress = std::function<bool(int done, int total, const QString &kernel)>;
    ProfileSession(RunnerClient client, ProfileOptions options);
    Result<ProfileRun> run(const QList<KernelPlan> &plans, const QString &tracePath, const Progress &progress = {});
    int runnerStarts() const { return m_starts; }

private:
    void runPackage(const KernelPlan &p, ProfileRun &run);
    RunnerClient m_client;
    ProfileOptions m_options;
    int m_starts = 0;
};

} // namespace cs
