#include "aotijob.h"

#include "aotipackage.h"
#include "scratchdir.h"

#include <ATen/ATen.h>
#include <ATen/Context.h>
#include <ATen/DeviceAccelerator.h>
#include <torch/csrc/autograd/profiler_kineto.h>
#include <torch/csrc/inductor/aoti_runner/model_container_runner.h>
#include <torch/headeronly/version.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <set>

namespace csr {
namespace {

at::ScalarType scalarType(const std::string &d)
{
    if (d == "f16")
        return at::kHalf;
    if (d == "bf16")
        return at::kBFloat16;
    if (d == "f64")
        return at::kDouble;
    if (d == "i8")
        return at::kChar;
    if (d == "i16")
        return at::kShort;
    if (d == "i32")
        return at::kInt;
    if (d == "i64")
        return at::kLong;
    if (d == "u8")
        return at::kByte;
    if (d == "bool")
        return at::kBool;
    return at::kFloat;
}

at::Tensor makeInput(const InputSpec &spec, const at::Device &device)
{
    const auto opts = at::TensorOptions().dtype(scalarType(spec.dtype)).device(device);
    const at::IntArrayRef shape(spec.shape);
    if (spec.fill == "ones")
        return at::ones(shape, opts);
    if (spec.fill == "zeros")
        return at::zeros(shape, opts);
    if (spec.fill == "arange") {
        int64_t numel = 1;
        for (auto d : spec.shape)
            numel *= d;
        return at::arange(numel, at::TensorOptions().dtype(at::kDouble)).reshape(shape).to(opts);
    }
    const auto fopts = at::TensorOptions().dtype(at::kFloat).device(device);
    at::Tensor t = spec.fill == "rand" ? at::rand(shape, fopts) : at::randn(shape, fopts);
    return t.to(opts);
}

void synchronize(const at::Device &device)
{
    if (device.is_cuda())
        at::accelerator::synchronizeDevice(device.index());
}

void describeOutputs(const std::vector<at::Tensor> &outputs, JsonWriter &out)
{
    out.key("outputs").beginArray();
    for (const at::Tensor &t : outputs) {
        out.beginObject();
        out.key("dtype").value(std::string(c10::toString(t.scalar_type())));
        out.key("shape").beginArray();
        for (auto d : t.sizes())
            out.value(static_cast<int64_t>(d));
        out.endArray();
        const at::Tensor cpu = t.detach().to(at::kCPU).to(at::kDouble).contiguous();
        out.key("sum").value(cpu.sum().item<double>());
        out.key("first").beginArray();
        const double *p = cpu.data_ptr<double>();
        for (int64_t i = 0; i < std::min<int64_t>(cpu.numel(), 8); ++i)
            out.value(p[i]);
        out.endArray();
        out.endObject();
    }
    out.endArray();
}

// Runs the model `runs` times under LibTorch's Kineto profiler and writes each generated
// kernel's times: GPU kernels (CUDA activity), and on the CPU the kernels AOTInductor wraps in
// record functions (packages built with cpp.enable_kernel_profile).
void profileKernels(torch::inductor::AOTIModelContainerRunner &model, std::vector<at::Tensor> &inputs,
    const at::Device &device, int runs, JsonWriter &out)
{
    namespace prof = torch::autograd::profiler;
    using torch::profiler::impl::ActivityType;
    const prof::ProfilerConfig config(prof::ProfilerState::KINETO, false, false);
    std::set<ActivityType> activities { ActivityType::CPU };
    if (device.is_cuda())
        activities.insert(ActivityType::CUDA);
    prof::prepareProfiler(config, activities);
    prof::enableProfiler(config, activities);
    for (int i = 0; i < runs; ++i)
        model.run(inputs);
    synchronize(device);
    const std::unique_ptr<prof::ProfilerResult> result = prof::disableProfiler();
    std::map<std::string, std::pair<std::string, std::vector<double>>> kernels; // name → device, µs
    for (const auto &e : result->events()) {
        const std::string name = e.name();
        const bool gpu = e.deviceType() == c10::DeviceType::CUDA;
        // CPU kernels are recorded as graph_<id>_cpp_fused_...; GPU ones by their entry name.
        const bool generated = name.find("cpp_fused") != std::string::npos || name.rfind("triton_", 0) == 0;
        if (!gpu && !generated)
            continue;
        auto &k = kernels[name];
        k.first = gpu ? "cuda" : "cpu";
        k.second.push_back(static_cast<double>(e.durationNs()) / 1e3);
    }
    out.key("kernels").beginArray();
    for (auto &[name, k] : kernels) {
        std::vector<double> &t = k.second;
        std::sort(t.begin(), t.end());
        double total = 0;
        for (double v : t)
            total += v;
        out.beginObject().key("name").value(name).key("device").value(k.first);
        out.key("calls").value(static_cast<int64_t>(t.size())).key("total_us").value(total);
        out.key("median_us").value(t[t.size() / 2]).key("min_us").value(t.front()).key("max_us").value(t.back());
        out.endObject();
    }
    out.endArray();
    out.key("profiled_runs").value(runs);
}

} // namespace

const char *libtorchVersion()
{
    return TORCH_VERSION;
}

int runAotiJob(const AotiJob &job, bool cudaAvailable, JsonWriter &out)
{
    out.beginObject().key("job").value("aoti").key("package").value(job.package);
    auto fail = [&out](const std::string &message, int code) {
        out.key("ok").value(false).key("error").value(message);
        out.endObject();
        return code;
    };
    // Never LibTorch's package loader: it extracts unchecked entry names and may compile.
    ScratchDir scratch("aoti");
    if (!scratch.ok())
        return fail(scratch.error(), ExitCannotRun);
    ExtractedModel model;
    std::string error;
    if (!extractModel(job.package, job.model, scratch.path(), job.maxExtractBytes, model, error))
        return fail(error, ExitKernelFailed);
    const auto key = model.metadata.find("AOTI_DEVICE_KEY");
    const std::string deviceKey = key == model.metadata.end() ? "cpu" : key->second;
    out.key("device").value(deviceKey);
    if (deviceKey == "cuda" && !cudaAvailable)
        return fail("this package runs on a CUDA GPU, and this machine has none", ExitCannotRun);
    try {
        auto &registry = torch::inductor::getAOTIModelRunnerRegistry();
        const auto create = registry.find(deviceKey);
        if (create == registry.end())
            return fail("this runner cannot run packages for device '" + deviceKey + "'", ExitCannotRun);
        const at::Device device(deviceKey == "cuda" ? at::kCUDA : at::kCPU, deviceKey == "cuda" ? 0 : -1);
        at::manual_seed(job.seed);
        std::vector<at::Tensor> inputs;
        for (const auto &spec : job.inputs)
            inputs.push_back(makeInput(spec, device));

        const auto runner = create->second(model.so, 1, device.str(), model.binDir, /*run_single_threaded=*/false);
        if (!model.blob.empty())
            runner->update_constant_buffer_from_blob(model.blob);
        std::vector<at::Tensor> outputs;
        for (int i = 0; i < job.warmup; ++i)
            outputs = runner->run(inputs);
        synchronize(device);
        std::vector<double> times;
        times.reserve(static_cast<size_t>(job.repeat));
        for (int i = 0; i < job.repeat; ++i) {
            const auto t0 = std::chrono::steady_clock::now();
            outputs = runner->run(inputs);
            synchronize(device);
            times.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
        }
        std::sort(times.begin(), times.end());
        out.key("ok").value(true);
        describeOutputs(outputs, out);
        out.key("timing").beginObject();
        out.key("warmup").value(job.warmup).key("repeat").value(job.repeat);
        out.key("median_us").value(times[times.size() / 2]);
        out.key("min_us").value(times.front()).key("max_us").value(times.back());
        out.endObject();
        if (job.profileRuns > 0)
            profileKernels(*runner, inputs, device, job.profileRuns, out);
        out.key("extracted_bytes").value(static_cast<int64_t>(model.bytes));
        out.endObject();
        return ExitOk;
    } catch (const std::exception &e) {
        std::string msg = e.what();
        if (const auto nl = msg.find("\nException raised from"); nl != std::string::npos)
            msg.resize(nl); // drop LibTorch's C++ backtrace
        return fail(msg, ExitKernelFailed);
    }
}

} // namespace csr
