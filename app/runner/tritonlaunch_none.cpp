#include "kerneljob.h"

namespace csr {

GpuMachine prepareGpu()
{
    GpuMachine m;
    m.error = "this runner was built without the CUDA Toolkit";
    return m;
}

KernelOutcome runTritonKernel(const KernelSpec &, const KernelJob &)
{
    KernelOutcome r;
    r.error = "this runner was built without the CUDA Toolkit";
    return r;
}

} // namespace csr
