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
    // Since schema 2: what identifies the kernel across runs, and every repeat's time.
    QString planId; // "<compile id>:<kernel>[#n][@candidate]", unique within its profile run
    QString codeHash; // of the kernel's source with its own name taken out (kernelCodeHash)
    std::optional<int> launches; // launches per call of its graph
    std::vector<double> samplesUs; // one per repeat, in measurement order; empty before schema 2
};

struct KernelFailure {
    QString kernel;
    QString compileId;
    QString reason;
    QString planId; // the plan that failed (KernelPlan::id); empty in older profiles
};

// A profile run: when, of which trace, with which settings, and what came out.
struct ProfileRun {
    int64_t id = 0; // set by the store
    QDateTime startedAt, finishedAt;
    MachineInfo machine;
    QString tracePath;
    QString settings; // JSON text
    // Since schema 2: which run was measured, so that profile runs of many runs stay comparable.
    QString runIdentity; // digest of the traces' compile ids and generated code (diff::runIdentity)
    QString label; // a name the user gave the run, or the trace folder's name
    QString stack; // JSON: the torch/triton/cuda the traces were compiled with
    std::vector<KernelResult> results;
    std::vector<KernelFailure> failures;
};

} // namespace cs
