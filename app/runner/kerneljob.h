#pragma once

#include "cudadriver.h"
#include "jsonwriter.h"
#include "kernelspec.h"

#include <ATen/ATen.h>

#include <string>
#include <vector>

namespace csr {

// How one kernel's measurement went. `fatal` means the process state is unusable (a GPU
// fault poisons the CUDA context): the runner stops and the app starts a new one.
struct KernelOutcome {
    bool ok = false;
    bool fatal = false;
    std::string error;
    std::vector<double> timesUs; // one per repeat
    int registers = -1, spills = -1;
    int64_t shared = -1;
};

// Allocates each pointer argument's storage on `device` (floating types random normal,
// integer and boolean types zero) and keeps it alive.
std::vector<at::Tensor> makeArgumentStorage(const KernelSpec &k, const at::Device &device);

// The GPU part (tritonlaunch.cpp; a stub when built without CUDA).
struct GpuMachine {
    bool ok = false;
    std::string error;
    double peakGBs = 0; // device-to-device copy bandwidth, read + write
    int64_t l2Bytes = 0;
    // For the compute roof: compute capability, SMs and the clock the driver reports (kHz).
    int ccMajor = 0, ccMinor = 0, smCount = 0, clockKHz = 0;
};
GpuMachine prepareGpu();
KernelOutcome runTritonKernel(const KernelSpec &k, const KernelJob &job);

// The CPU part (cpukernel.cpp): Inductor C++ kernels loaded from their compiled library.
KernelOutcome runCppKernel(const KernelSpec &k, const KernelJob &job);

// Runs every kernel of the job, writing one JSON object per line as it goes (machine, start,
// result or error, done), so the app knows which kernel was in flight if the runner dies.
int runKernelJob(const KernelJob &job, const CudaInfo &cuda);

} // namespace csr
