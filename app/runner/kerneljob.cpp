#include "kerneljob.h"

#include "aotijob.h"

#include <algorithm>
#include <cstdio>
#include <numeric>

namespace csr {
namespace {

at::ScalarType scalarTypeOf(const std::string &d)
{
    if (d == "fp16")
        return at::kHalf;
    if (d == "bf16")
        return at::kBFloat16;
    if (d == "fp64")
        return at::kDouble;
    if (d == "i64" || d == "u64")
        return at::kLong;
    if (d == "i32" || d == "u32")
        return at::kInt;
    if (d == "i16" || d == "u16")
        return at::kShort;
    if (d == "i8")
        return at::kChar;
    if (d == "u8")
        return at::kByte;
    if (d == "i1")
        return at::kBool;
    if (d.rfind("fp8", 0) == 0)
        return at::kByte; // fp8 variants: bytes of zero are valid values
    return at::kFloat;
}

void emit(const JsonWriter &w)
{
    std::printf("%s\n", w.str().c_str());
    std::fflush(stdout);
}

void emitResult(const KernelSpec &k, const KernelOutcome &r, double peakGBs)
{
    std::vector<double> t = r.timesUs;
    std::sort(t.begin(), t.end());
    const double median = t.size() % 2 ? t[t.size() / 2] : (t[t.size() / 2 - 1] + t[t.size() / 2]) / 2;
    const double mean = std::accumulate(t.begin(), t.end(), 0.0) / static_cast<double>(t.size());
    JsonWriter w;
    w.beginObject().key("event").value("result").key("id").value(k.id);
    w.key("median_us").value(median).key("min_us").value(t.front()).key("max_us").value(t.back());
    w.key("mean_us").value(mean).key("repeats").value(static_cast<int64_t>(t.size()));
    // Every repeat in measurement order: `diff` tests the difference of two runs on them.
    w.key("times_us").beginArray();
    for (double v : r.timesUs)
        w.value(v);
    w.endArray();
    if (r.registers >= 0)
        w.key("registers").value(r.registers).key("spills").value(r.spills);
    if (r.shared >= 0)
        w.key("shared").value(r.shared);
    if (k.bytesMoved > 0) {
        const double gbs = static_cast<double>(k.bytesMoved) / (median * 1e3);
        w.key("bytes").value(k.bytesMoved).key("gbs").value(gbs);
        if (peakGBs > 0)
            w.key("peak_fraction").value(gbs / peakGBs);
    }
    w.endObject();
    emit(w);
}

} // namespace

std::vector<at::Tensor> makeArgumentStorage(const KernelSpec &k, const at::Device &device)
{
    std::vector<at::Tensor> storage;
    for (const KernelArg &a : k.args) {
        if (a.kind != KernelArg::Kind::Pointer)
            continue;
        const at::ScalarType type = scalarTypeOf(a.dtype);
        const int64_t elements = std::max<int64_t>(1, (a.bytes + at::elementSize(type) - 1) / at::elementSize(type));
        const auto options = at::TensorOptions().dtype(type).device(device);
        storage.push_back(at::isFloatingType(type) ? at::randn({ elements }, options) : at::zeros({ elements }, options));
    }
    return storage;
}

int runKernelJob(const KernelJob &job, const CudaInfo &cuda)
{
    at::manual_seed(job.seed);
    const bool needsGpu
        = std::any_of(job.kernels.begin(), job.kernels.end(), [](const KernelSpec &k) { return k.kind == "triton"; });
    GpuMachine gpu;
    if (needsGpu && cuda.available)
        gpu = prepareGpu();
    else
        gpu.error = cuda.available ? "" : cuda.reason;
    {
        JsonWriter w;
        w.beginObject().key("event").value("machine").key("libtorch").value(libtorchVersion());
        w.key("gpu").value(cuda.devices.empty() ? std::string() : cuda.devices.front().name);
        w.key("driver_version").value(cuda.driverVersion);
#ifdef CS_RUNNER_CUDA
        w.key("cuda").value(std::to_string(CUDA_VERSION / 1000) + "." + std::to_string(CUDA_VERSION % 1000 / 10));
#endif
        if (gpu.ok) {
            w.key("peak_gbs").value(gpu.peakGBs).key("l2_bytes").value(gpu.l2Bytes);
            w.key("compute_capability").value(std::to_string(gpu.ccMajor) + "." + std::to_string(gpu.ccMinor));
            w.key("sm_count").value(gpu.smCount).key("clock_khz").value(gpu.clockKHz);
        } else if (needsGpu)
            w.key("gpu_error").value(gpu.error);
        w.endObject();
        emit(w);
    }
    for (const KernelSpec &k : job.kernels) {
        JsonWriter start;
        start.beginObject().key("event").value("start").key("id").value(k.id).endObject();
        emit(start);
        KernelOutcome r;
        if (k.kind == "cpp")
            r = runCppKernel(k, job);
        else if (!gpu.ok)
            r.error = "no GPU to run a Triton kernel on: " + gpu.error;
        else
            r = runTritonKernel(k, job);
        if (r.ok && !r.timesUs.empty()) {
            emitResult(k, r, k.kind == "triton" ? gpu.peakGBs : 0);
            continue;
        }
        JsonWriter w;
        w.beginObject().key("event").value("error").key("id").value(k.id).key("error").value(r.error);
        w.key("fatal").value(r.fatal).endObject();
        emit(w);
        if (r.fatal)
            return ExitKernelFailed;
    }
    JsonWriter done;
    done.beginObject().key("event").value("done").endObject();
    emit(done);
    return ExitOk;
}

} // namespace csr
