#pragma once

#include "core/profiling/runnerclient.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace cs {

// What the runner says about itself and the machine's GPUs.
struct RunnerInfo {
    QString runnerVersion, libtorchVersion;
    bool cudaBuilt = false, cudaAvailable = false;
    QString cudaReason; // why no GPU can be used, in plain words
    int driverVersion = 0;
    struct Gpu {
        QString name, computeCapability;
        qint64 totalMemory = 0;
        int smCount = 0;
    };
    QList<Gpu> gpus;
};
Result<RunnerInfo> queryRunnerInfo(const RunnerClient &client);

// Runs an AOTInductor package (`compilescope-runner aoti`). Inputs are runner specs such as
// `f32[4,8]:arange`.
struct AotiRequest {
    QString package;
    QStringList inputs;
    int warmup = 3, repeat = 20;
    int profileRuns = 0; // > 0: per-kernel times from LibTorch's profiler over that many more runs
};
struct TensorSummary {
    QString dtype;
    std::vector<qint64> shape;
    double sum = 0;
    std::vector<double> first;
};
struct AotiKernelTime {
    QString name, device;
    int calls = 0;
    double medianUs = 0, minUs = 0, maxUs = 0, totalUs = 0;
};
struct AotiResult {
    QString device;
    std::vector<TensorSummary> outputs;
    double medianUs = 0, minUs = 0, maxUs = 0;
    int repeat = 0;
    std::vector<AotiKernelTime> kernels; // with profileRuns
};
Result<AotiResult> runAotiPackage(const RunnerClient &client, const AotiRequest &request);

} // namespace cs
