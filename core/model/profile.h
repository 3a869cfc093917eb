#pragma once

#include <QDateTime>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace cs {

// Where a profile was measured: one row per distinct machine/software combination.
struct MachineInfo {
    QString hostname, cpu, gpu, driver, cuda, torch, triton;
};

// One kernel's measurement in a profile run. Times in microseconds.
struct KernelResult {
    QString kernel;
    QString compileId;
    QString kind; // triton, cpp, aoti
    QString config; // launch config, e.g. "XBLOCK=1024 num_warps=4"
    double medianUs = 0, minUs = 0, maxUs = 0;
    double spread = 0; // (max - min) / median
    int repeats = 0;
    std::optional<int64_t> bytes;
    std::optional<double> bandwidthGBs;
    std::optional<int> registers, spills, sharedMem;
};

struct KernelFailure {
    QString kernel;
    QString compileId;
    QString reason;
};

// A profile run: when, of which trace, with which settings, and what came out.
struct ProfileRun {
    int64_t id = 0; // set by the store
    QDateTime startedAt, finishedAt;
    MachineInfo machine;
    QString tracePath;
    QString settings; // JSON text
    std::vector<KernelResult> results;
    std::vector<KernelFailure> failures;
};

} // namespace cs
