// Triton kernels launched from their cubins through the CUDA driver API, the way PyTorch's
// static launcher and AOTInductor do (FORMATS §6.4–6.5), timed with CUDA events and the L2
// cache flushed before every repeat.
#include "kerneljob.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <memory>

namespace csr {
namespace {

constexpr int64_t FlushBytes = 256ll << 20; // larger than any GPU's L2 (H200: 60 MiB)
constexpr int64_t PeakCopyBytes = 512ll << 20;

// A CUresult that leaves the context unusable (the kernel faulted): the runner must stop.
bool isSticky(CUresult rc)
{
    switch (rc) {
    case CUDA_ERROR_ILLEGAL_ADDRESS:
    case CUDA_ERROR_LAUNCH_FAILED:
    case CUDA_ERROR_LAUNCH_TIMEOUT:
    case CUDA_ERROR_ILLEGAL_INSTRUCTION:
    case CUDA_ERROR_MISALIGNED_ADDRESS:
    case CUDA_ERROR_INVALID_ADDRESS_SPACE:
    case CUDA_ERROR_INVALID_PC:
    case CUDA_ERROR_HARDWARE_STACK_ERROR:
    case CUDA_ERROR_ASSERT:
        return true;
    default:
        return false;
    }
}

struct Gpu {
    const DriverApi *d = nullptr;
    CUcontext context = nullptr;
    at::Tensor flush;
    std::string error;
};

Gpu &gpu()
{
    static Gpu g;
    return g;
}

struct CuError {
    CUresult rc;
    std::string what;
};

void check(CUresult rc, const char *what)
{
    if (rc != CUDA_SUCCESS)
        throw CuError { rc, std::string(what) + ": " + gpu().d->errorText(rc) };
}

class Events {
public:
    explicit Events(size_t n)
    {
        m_events.resize(n);
        for (CUevent &e : m_events)
            check(gpu().d->eventCreate(&e, CU_EVENT_DEFAULT), "cuEventCreate");
    }
    ~Events()
    {
        for (CUevent e : m_events)
            if (e)
                gpu().d->eventDestroy(e);
    }
    CUevent operator[](size_t i) const { return m_events[i]; }

private:
    std::vector<CUevent> m_events;
};

class Module {
public:
    explicit Module(const std::string &cubinPath)
    {
        std::ifstream in(cubinPath, std::ios::binary);
        if (!in)
            throw CuError { CUDA_ERROR_FILE_NOT_FOUND, "cannot read " + cubinPath };
        const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        check(gpu().d->moduleLoadData(&m_module, bytes.data()), "cuModuleLoadData");
    }
    ~Module()
    {
        if (m_module)
            gpu().d->moduleUnload(m_module);
    }
    CUmodule get() const { return m_module; }

private:
    CUmodule m_module = nullptr;
};

double timeCopy(const at::Tensor &src, at::Tensor &dst)
{
    const DriverApi &d = *gpu().d;
    Events ev(2);
    double best = 1e30;
    for (int i = 0; i < 5; ++i) {
        check(d.eventRecord(ev[0], nullptr), "cuEventRecord");
        check(d.memcpyDtoDAsync(reinterpret_cast<CUdeviceptr>(dst.data_ptr()),
                  reinterpret_cast<CUdeviceptr>(src.data_ptr()), static_cast<size_t>(src.nbytes()), nullptr),
            "cuMemcpyDtoDAsync");
        check(d.eventRecord(ev[1], nullptr), "cuEventRecord");
        check(d.eventSynchronize(ev[1]), "cuEventSynchronize");
        float ms = 0;
        check(d.eventElapsedTime(&ms, ev[0], ev[1]), "cuEventElapsedTime");
        best = std::min(best, static_cast<double>(ms));
    }
    return best;
}

} // namespace

GpuMachine prepareGpu()
{
    GpuMachine m;
    Gpu &g = gpu();
    g.d = cudaDriver(m.error);
    if (!g.d)
        return m;
    try {
        check(g.d->init(0), "cuInit");
        CUdevice dev;
        check(g.d->deviceGet(&dev, 0), "cuDeviceGet");
        check(g.d->primaryCtxRetain(&g.context, dev), "cuDevicePrimaryCtxRetain");
        check(g.d->ctxSetCurrent(g.context), "cuCtxSetCurrent");
        int l2 = 0;
        g.d->deviceGetAttribute(&l2, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, dev);
        m.l2Bytes = l2;
        g.d->deviceGetAttribute(&m.ccMajor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev);
        g.d->deviceGetAttribute(&m.ccMinor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev);
        g.d->deviceGetAttribute(&m.smCount, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev);
        g.d->deviceGetAttribute(&m.clockKHz, CU_DEVICE_ATTRIBUTE_CLOCK_RATE, dev);
        const auto bytes = at::TensorOptions().dtype(at::kByte).device(at::kCUDA, 0);
        g.flush = at::empty({ std::max<int64_t>(FlushBytes, 2ll * l2) }, bytes);
        const at::Tensor src = at::zeros({ PeakCopyBytes }, bytes);
        at::Tensor dst = at::empty({ PeakCopyBytes }, bytes);
        timeCopy(src, dst); // first touch
        m.peakGBs = 2.0 * static_cast<double>(PeakCopyBytes) / (timeCopy(src, dst) * 1e6);
        m.ok = true;
    } catch (const CuError &e) {
        m.error = e.what;
    } catch (const std::exception &e) {
        m.error = e.what();
    }
    return m;
}

KernelOutcome runTritonKernel(const KernelSpec &k, const KernelJob &job)
{
    KernelOutcome r;
    const DriverApi &d = *gpu().d;
    try {
        if (k.grid[0] == 0 || k.grid[1] == 0 || k.grid[2] == 0)
            throw CuError { CUDA_SUCCESS, "the grid is empty (a zero-size launch): nothing to time" };
        const Module module(k.binary);
        CUfunction fn = nullptr;
        check(d.moduleGetFunction(&fn, module.get(), k.function.c_str()), "cuModuleGetFunction");
        if (k.shared > 49152)
            check(d.funcSetAttribute(fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, static_cast<int>(k.shared)),
                "cuFuncSetAttribute(max dynamic shared memory)");
        int regs = 0, local = 0;
        d.funcGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn);
        d.funcGetAttribute(&local, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, fn);
        r.registers = regs;
        r.spills = local / 4;
        r.shared = k.shared;

        const at::Device device(at::kCUDA, 0);
        std::vector<at::Tensor> storage = makeArgumentStorage(k, device);
        const int64_t blocks = int64_t(k.grid[0]) * k.grid[1] * k.grid[2] * k.ctas;
        const auto bytes = at::TensorOptions().dtype(at::kByte).device(device);
        at::Tensor globalScratch, profileScratch;
        if (k.globalScratch > 0)
            globalScratch = at::zeros({ blocks * k.globalScratch + k.globalScratchAlign }, bytes);
        if (k.profileScratch > 0)
            profileScratch = at::zeros({ blocks * k.profileScratch + k.profileScratchAlign }, bytes);
        d.ctxSynchronize(); // LibTorch's fills done before the first launch

        // Parameter values, then pointers to them (cuLaunchKernel's kernelParams).
        std::vector<CUdeviceptr> ptrs;
        std::vector<int64_t> ints;
        std::vector<double> doubles;
        std::vector<float> floats;
        ptrs.reserve(k.args.size() + 2);
        ints.reserve(k.args.size());
        doubles.reserve(k.args.size());
        floats.reserve(k.args.size());
        std::vector<int32_t> ints32;
        ints32.reserve(k.args.size());
        std::vector<void *> params;
        size_t next = 0;
        for (const KernelArg &a : k.args) {
            switch (a.kind) {
            case KernelArg::Kind::Pointer:
                ptrs.push_back(reinterpret_cast<CUdeviceptr>(storage[next++].data_ptr()));
                params.push_back(&ptrs.back());
                break;
            case KernelArg::Kind::I32:
                ints32.push_back(static_cast<int32_t>(a.intValue));
                params.push_back(&ints32.back());
                break;
            case KernelArg::Kind::I64:
                ints.push_back(a.intValue);
                params.push_back(&ints.back());
                break;
            case KernelArg::Kind::F32:
                floats.push_back(static_cast<float>(a.floatValue));
                params.push_back(&floats.back());
                break;
            case KernelArg::Kind::F64:
                doubles.push_back(a.floatValue);
                params.push_back(&doubles.back());
                break;
            }
        }
        for (int i = 0; i < k.scratchPointers; ++i) {
            const at::Tensor &t = i == 0 ? globalScratch : profileScratch;
            ptrs.push_back(t.defined() ? reinterpret_cast<CUdeviceptr>(t.data_ptr()) : 0);
            params.push_back(&ptrs.back());
        }

        CUlaunchAttribute attrs[3] = {};
        unsigned nattrs = 0;
        if (k.ctas > 1) {
            attrs[nattrs].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
            attrs[nattrs].value.clusterDim.x = static_cast<unsigned>(k.ctas);
            attrs[nattrs].value.clusterDim.y = 1;
            attrs[nattrs++].value.clusterDim.z = 1;
        }
        if (k.pdl) {
            attrs[nattrs].id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
            attrs[nattrs++].value.programmaticStreamSerializationAllowed = 1;
        }
        if (k.cooperative) {
            attrs[nattrs].id = CU_LAUNCH_ATTRIBUTE_COOPERATIVE;
            attrs[nattrs++].value.cooperative = 1;
        }
        CUlaunchConfig config = {};
        config.gridDimX = static_cast<unsigned>(k.grid[0] * k.ctas);
        config.gridDimY = static_cast<unsigned>(k.grid[1]);
        config.gridDimZ = static_cast<unsigned>(k.grid[2]);
        config.blockDimX = static_cast<unsigned>(32 * k.warps);
        config.blockDimY = config.blockDimZ = 1;
        config.sharedMemBytes = static_cast<unsigned>(k.shared);
        config.attrs = attrs;
        config.numAttrs = nattrs;
        auto launch = [&] {
            if (nattrs == 0)
                check(d.launchKernel(fn, config.gridDimX, config.gridDimY, config.gridDimZ, config.blockDimX, 1, 1,
                          config.sharedMemBytes, nullptr, params.data(), nullptr),
                    "cuLaunchKernel");
            else
                check(d.launchKernelEx(&config, fn, params.data(), nullptr), "cuLaunchKernelEx");
        };

        if (std::getenv("CS_RUNNER_CHECK")) { // debugging aid: what each argument holds at launch
            for (size_t i = 0; i < storage.size(); ++i)
                std::fprintf(stderr, "%s arg %zu: %s [%lld] first %s\n", k.name.c_str(), i,
                    c10::toString(storage[i].scalar_type()), static_cast<long long>(storage[i].numel()),
                    storage[i].slice(0, 0, 4).cpu().to(at::kDouble).toString().c_str());
            for (size_t i = 0; i < params.size(); ++i)
                std::fprintf(stderr, "param %zu at %p\n", i, params[i]);
        }
        const CUdeviceptr flush = reinterpret_cast<CUdeviceptr>(gpu().flush.data_ptr());
        const size_t flushBytes = static_cast<size_t>(gpu().flush.nbytes());
        for (int i = 0; i < std::max(1, job.warmup); ++i)
            launch();
        check(d.ctxSynchronize(), "the kernel (warm-up)");
        const size_t n = static_cast<size_t>(job.repeat);
        Events start(n), end(n);
        for (size_t i = 0; i < n; ++i) {
            if (job.flush)
                check(d.memsetD8Async(flush, static_cast<unsigned char>(i), flushBytes, nullptr), "L2 flush");
            check(d.eventRecord(start[i], nullptr), "cuEventRecord");
            launch();
            check(d.eventRecord(end[i], nullptr), "cuEventRecord");
        }
        check(d.ctxSynchronize(), "the kernel");
        for (size_t i = 0; i < n; ++i) {
            float ms = 0;
            check(d.eventElapsedTime(&ms, start[i], end[i]), "cuEventElapsedTime");
            r.timesUs.push_back(static_cast<double>(ms) * 1e3);
        }
        r.ok = true;
    } catch (const CuError &e) {
        r.error = e.what;
        r.fatal = isSticky(e.rc);
    } catch (const std::exception &e) {
        r.error = e.what();
        r.fatal = true; // a LibTorch CUDA error here means the context is in doubt
    }
    return r;
}

} // namespace csr
