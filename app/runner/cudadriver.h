#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace csr {

struct CudaDevice {
    int index = 0;
    std::string name;
    int ccMajor = 0, ccMinor = 0;
    uint64_t totalMemory = 0;
    int smCount = 0;
};

// What the CUDA driver says about this machine. The driver library is opened at run time,
// so a machine with no GPU or no driver gets `available == false` and a plain reason.
struct CudaInfo {
    bool built = false; // runner built with its CUDA part
    bool available = false;
    std::string reason; // why not available
    int driverVersion = 0; // e.g. 13000
    std::vector<CudaDevice> devices;
};

CudaInfo queryCuda();

#ifdef CS_RUNNER_CUDA
} // namespace csr
#include <cuda.h>
namespace csr {

// The driver entry points the runner uses, resolved from libcuda.so.1 at run time (dlopen).
// Versioned symbols (_v2) are the ones cuda.h maps the plain names to.
struct DriverApi {
    decltype(&::cuInit) init = nullptr;
    decltype(&::cuDriverGetVersion) driverGetVersion = nullptr;
    decltype(&::cuDeviceGetCount) deviceGetCount = nullptr;
    decltype(&::cuDeviceGet) deviceGet = nullptr;
    decltype(&::cuDeviceGetName) deviceGetName = nullptr;
    decltype(&::cuDeviceGetAttribute) deviceGetAttribute = nullptr;
    decltype(&::cuDeviceTotalMem) deviceTotalMem = nullptr;
    decltype(&::cuGetErrorString) getErrorString = nullptr;
    decltype(&::cuCtxGetCurrent) ctxGetCurrent = nullptr;
    decltype(&::cuCtxSetCurrent) ctxSetCurrent = nullptr;
    decltype(&::cuCtxSynchronize) ctxSynchronize = nullptr;
    decltype(&::cuDevicePrimaryCtxRetain) primaryCtxRetain = nullptr;
    decltype(&::cuModuleLoadData) moduleLoadData = nullptr;
    decltype(&::cuModuleUnload) moduleUnload = nullptr;
    decltype(&::cuModuleGetFunction) moduleGetFunction = nullptr;
    decltype(&::cuFuncGetAttribute) funcGetAttribute = nullptr;
    decltype(&::cuFuncSetAttribute) funcSetAttribute = nullptr;
    decltype(&::cuLaunchKernel) launchKernel = nullptr;
    decltype(&::cuLaunchKernelEx) launchKernelEx = nullptr;
    decltype(&::cuEventCreate) eventCreate = nullptr;
    decltype(&::cuEventDestroy) eventDestroy = nullptr;
    decltype(&::cuEventRecord) eventRecord = nullptr;
    decltype(&::cuEventSynchronize) eventSynchronize = nullptr;
    decltype(&::cuEventElapsedTime) eventElapsedTime = nullptr;
    decltype(&::cuMemsetD8Async) memsetD8Async = nullptr;
    decltype(&::cuMemcpyDtoDAsync) memcpyDtoDAsync = nullptr;

    // Text of a driver error code, e.g. "an illegal memory access was encountered".
    std::string errorText(CUresult rc) const;
};

// The loaded driver, or nullptr with `reason` saying why not (no libcuda, too old).
const DriverApi *cudaDriver(std::string &reason);
#endif

} // namespace csr
