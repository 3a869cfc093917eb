#include "cudadriver.h"

#include <cuda.h>
#include <dlfcn.h>

namespace csr {
namespace {

// Driver entry points, resolved from libcuda.so.1 at run time. Versioned symbols (_v2) are
// the ones cuda.h maps the plain names to.
struct Driver {
    decltype(&::cuInit) init = nullptr;
    decltype(&::cuDriverGetVersion) driverGetVersion = nullptr;
    decltype(&::cuDeviceGetCount) deviceGetCount = nullptr;
    decltype(&::cuDeviceGet) deviceGet = nullptr;
    decltype(&::cuDeviceGetName) deviceGetName = nullptr;
    decltype(&::cuDeviceGetAttribute) deviceGetAttribute = nullptr;
    decltype(&::cuDeviceTotalMem) deviceTotalMem = nullptr;
    decltype(&::cuGetErrorString) getErrorString = nullptr;

    bool load(std::string &reason)
    {
        void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
        if (!lib) {
            reason = "no NVIDIA driver: libcuda.so.1 cannot be loaded";
            return false;
        }
        auto sym = [&](auto &fn, const char *name) {
            fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(lib, name));
            return fn != nullptr;
        };
        if (!sym(init, "cuInit") || !sym(driverGetVersion, "cuDriverGetVersion")
            || !sym(deviceGetCount, "cuDeviceGetCount") || !sym(deviceGet, "cuDeviceGet")
            || !sym(deviceGetName, "cuDeviceGetName") || !sym(deviceGetAttribute, "cuDeviceGetAttribute")
            || !sym(deviceTotalMem, "cuDeviceTotalMem_v2") || !sym(getErrorString, "cuGetErrorString")) {
            reason = "the NVIDIA driver library lacks expected entry points (driver too old?)";
            return false;
        }
        return true;
    }
};

} // namespace

CudaInfo queryCuda()
{
    CudaInfo info;
    info.built = true;
    Driver d;
    if (!d.load(info.reason))
        return info;
    if (const CUresult rc = d.init(0); rc != CUDA_SUCCESS) {
        const char *msg = nullptr;
        d.getErrorString(rc, &msg);
        info.reason = std::string("cuInit failed: ") + (msg ? msg : "unknown error") + " (no usable GPU)";
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
