#pragma once

#include "core/diff/timediff.h"
#include "core/util/result.h"

#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace cs::diff {

// A torch.profiler chrome trace (FORMATS §8.3) summed up for a comparison: steps, kernel
// launches, time on the GPU and on the CPU, the operators that took it, and peak memory.
struct TraceSummary {
    QString path;
    QString device; // deviceProperties[0].name; empty on CPU-only traces
    bool compiled = false; // has "Torch-Compiled Region" spans
    // Step durations (µs): ProfilerStep#N spans when the profile used a schedule; otherwise
    // the iterations of a repeating sequence of top-level operators (stepsInferred), if any.
    std::vector<double> stepsUs;
    bool stepsInferred = false;
    double wallUs = 0; // first event to last
    int kernels = 0, launches = 0; // GPU kernels run; launch calls on the CPU (runtime and driver API)
    double gpuKernelUs = 0; // sum of kernel durations
    double gpuBusyUs = 0; // union of kernel, memcpy and memset intervals
    double cpuUs = 0; // top-level CPU operator time, every thread
    struct Op {
        QString name;
        int calls = 0;
        double totalUs = 0, selfUs = 0; // with and without nested operators
    };
    QList<Op> ops; // by self time, largest first
    // Host syncs inside the steps: the host blocked in the runtime until the device caught up
    // (cudaStreamSynchronize under a tensor's .item(), a blocking copy, an explicit synchronize;
    // the HIP and driver API names alike). The time blocked, and how long the device then sat
    // idle until its next kernel or copy started (up to the step's end): after a sync the device
    // has nothing queued until the host launches again.
    int hostSyncs = 0;
    double hostSyncUs = 0, idleAfterSyncUs = 0;
    std::optional<double> peakMemoryBytes; // most allocated at once ([memory] events, profile_memory=True)
    QString peakMemoryDevice; // "cuda:0", "cpu"
    int steps() const { return static_cast<int>(stepsUs.size()); }
};

// Reads a chrome trace file (plain, .gz, .zst). Malformed JSON is an Error naming the file.
Result<TraceSummary> summarizeTrace(const QString &path);

// Two traces compared: per step when both have steps, else whole traces.
struct TraceDiff {
    TraceSummary a, b;
    bool perStep = false;
    std::optional<TimeDiff> stepTime;
    struct OpDelta {
        QString name;
        int callsA = 0, callsB = 0;
        double selfA = 0, selfB = 0; // µs per step when perStep, else in the whole trace
    };
    QList<OpDelta> ops; // the operators that take the most time in either trace
};

TraceDiff diffTraces(const TraceSummary &a, const TraceSummary &b, const TimeOptions &options, int topOps = 15);

} // namespace cs::diff
