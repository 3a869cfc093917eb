#pragma once

#include "core/model/profile.h"
#include "core/profiling/kernelplan.h"

#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace cs {

// The local GPU's limits a profile run measured or derived (ROOFLINE.md beside this file).
struct GpuPeaks {
    double copyGBs = 0; // device-to-device copy, read + write, measured by the runner: the memory roof
    QString computeCapability; // "9.0"
    int smCount = 0;
    double clockGHz = 0; // the clock the driver reports: the maximum boost, so the peaks are upper bounds
    // Dense FLOP/s at that clock, from the architecture's per-SM rate; 0 where not known.
    double tensor16Flops = 0; // fp16/bf16 on tensor cores (tf32: half, fp8: twice)
    double fp32Flops = 0; // fp32 on the CUDA cores
    bool known() const { return copyGBs > 0; }
};
// From a profile run's settings (peak_gbs, compute_capability, sm_count, clock_khz) and the GPU's
// name (a GeForce card runs fp16 with fp32 accumulation, Inductor's, at half its tensor rate).
GpuPeaks gpuPeaks(const QString &settingsJson, const QString &gpuName = {});

// One measured kernel against the roofs.
struct RooflinePoint {
    const KernelResult *result = nullptr;
    const KernelPlan *plan = nullptr; // null when the result's plan is not among the plans
    double bytes = 0, flops = 0; // per launch
    QString bytesFrom; // "inductor" (kernel_num_gb) or "arguments" (each tensor argument once, whole)
    QString flopsAs; // the roof the flops meet: fp16/bf16 tensor, tf32 tensor, fp8 tensor, fp32; empty: none
    double gbs = 0, tflops = 0, intensity = 0; // achieved at the median; FLOP per byte
    // Unknown: a kernel with tl.dot whose FLOPs Inductor did not count (a run compiled without
    // TORCHINDUCTOR_BENCHMARK_KERNEL=1): only its memory floor is known.
    enum class Bound { Memory, Compute, Unknown } bound = Bound::Memory;
    double floorUs = 0; // the time at the bound: bytes at the copy rate, or flops at the peak
    double fraction = 0; // floorUs / median: 1 = at the roof
    double savableUs = 0; // median − floor, per launch
    // The floor is under SmallFloorUs and the kernel itself short (under SmallMedianUs): launch and
    // tail latency, not a roof, set its time.
    bool latencyBound = false;
    static constexpr double SmallFloorUs = 2.0, SmallMedianUs = 10.0;
    // Ascending: the kernels furthest from their bound first, the latency-bound ones after them.
    double sortKey() const { return latencyBound ? 10 + fraction : fraction; }
};

struct Roofline {
    GpuPeaks peaks;
    // The kernels furthest from their bound first; the latency-bound ones after the others.
    std::vector<RooflinePoint> points;
    int unmeasurable = 0; // measured Triton kernels with no byte count
};

// One measured kernel against the roofs; nothing for a C++ kernel, an unused autotune candidate, or
// a launch with no byte count. `plan` may be null (its plan is not among those planned).
std::optional<RooflinePoint> placeKernel(const KernelResult &r, const KernelPlan *plan, const GpuPeaks &peaks);

// Every measured Triton kernel of the run (not the candidates autotuning did not choose) placed
// against the memory roof (the measured copy rate) and, where Inductor counted its FLOPs, the
// compute roof of its input dtype.
Roofline computeRoofline(const QList<KernelPlan> &plans, const ProfileRun &run);

} // namespace cs
