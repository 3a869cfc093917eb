#include "cudadriver.h"

#include <dlfcn.h>

#include <string>

namespace csr {

std::string DriverApi::errorText(CUresult rc) const
{
    const char *msg = nullptr;
    if (getErrorString)
        getErrorString(rc, &msg);
    return msg ? msg : "CUDA error " + std::to_string(static_cast<int>(rc));
}

const DriverApi *cudaDriver(std::string &reason)
{
    static DriverApi api;
    static std::string failure;
    static const bool loaded = [] {
        void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
        if (!lib) {
            failure = "no NVIDIA driver: libcuda.so.1 cannot be loaded";
            return false;
        }
        bool ok = true;
        auto sym = [&](auto &fn, const char *name) {
            fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(lib, name));
            ok = ok && fn != nullptr;
        };
        sym(api.init, "cuInit");
        sym(api.driverGetVersion, "cuDriverGetVersion");
        sym(api.deviceGetCount, "cuDeviceGetCount");
        sym(api.deviceGet, "cuDeviceGet");
        sym(api.deviceGetName, "cuDeviceGetName");
        sym(api.deviceGetAttribute, "cuDeviceGetAttribute");
        sym(api.deviceTotalMem, "cuDeviceTotalMem_v2");
        sym(api.getErrorString, "cuGetErrorString");
        sym(api.ctxGetCurrent, "cuCtxGetCurrent");
        sym(api.ctxSetCurrent, "cuCtxSetCurrent");
        sym(api.ctxSynchronize, "cuCtxSynchronize");
        sym(api.primaryCtxRetain, "cuDevicePrimaryCtxRetain");
        sym(api.moduleLoadData, "cuModuleLoadData");
        sym(api.moduleUnload, "cuModuleUnload");
        sym(api.moduleGetFunction, "cuModuleGetFunction");
        sym(api.funcGetAttribute, "cuFuncGetAttribute");
        sym(api.funcSetAttribute, "cuFuncSetAttribute");
        sym(api.launchKernel, "cuLaunchKernel");
        sym(api.launchKernelEx, "cuLaunchKernelEx");
        sym(api.eventCreate, "cuEventCreate");
        sym(api.eventDestroy, "cuEventDestroy_v2");
        sym(api.eventRecord, "cuEventRecord");
        sym(api.eventSynchronize, "cuEventSynchronize");
        // _v2 from CUDA 12.8 on; older drivers have only the first version (same signature).
        api.eventElapsedTime = reinterpret_cast<decltype(api.eventElapsedTime)>(dlsym(lib, "cuEventElapsedTime_v2"));
        if (!api.eventElapsedTime)
            sym(api.eventElapsedTime, "cuEventElapsedTime");
        sym(api.memsetD8Async, "cuMemsetD8Async");
        sym(api.memcpyDtoDAsync, "cuMemcpyDtoDAsync_v2");
        if (!ok)
            failure = "the NVIDIA driver library lacks expected entry points (driver too old?)";
        return ok;
    }();
    if (!loaded)
        reason = failure;
    return loaded ? &api : nullptr;
}

CudaInfo queryCuda()
{
    CudaInfo info;
    info.built = true;
    const DriverApi *api = cudaDriver(info.reason);
    if (!api)
        return info;
    const DriverApi &d = *api;
    if (const CUresult rc = d.init(0); rc != CUDA_SUCCESS) {
        info.reason = "cuInit failed: " + d.errorText(rc) + " (no usable GPU)";
        return info;
    }
    d.driverGetVersion(&info.driverVersion);
    int count = 0;
    d.deviceGetCount(&count);
    for (int i = 0; i < count; ++i) {
        CUdevice dev;
        if (d.deviceGet(&dev, i) != CUDA_SUCCESS)
            continue;
        CudaDevice out;
        out.index = i;
        char name[256] = {};
        d.deviceGetName(name, sizeof name, dev);
        out.name = name;
        d.deviceGetAttribute(&out.ccMajor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev);
        d.deviceGetAttribute(&out.ccMinor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev);
        d.deviceGetAttribute(&out.smCount, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev);
        size_t mem = 0;
        d.deviceTotalMem(&mem, dev);
        out.totalMemory = mem;
        info.devices.push_back(out);
    }
    info.available = !info.devices.empty();
    if (!info.available)
        info.reason = "the NVIDIA driver reports no GPU";
    return info;
}

} // namespace csr
