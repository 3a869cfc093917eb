#include "cudadriver.h"

namespace csr {

CudaInfo queryCuda()
{
    CudaInfo info;
    info.reason = "this runner was built without the CUDA Toolkit";
    return info;
}

} // namespace csr
