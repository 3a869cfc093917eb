// compilescope-runner: measures kernels for CompileScope in a process of its own.
// It prints exactly one JSON object on stdout per invocation; diagnostics go to stderr.
#include "aotijob.h"
#include "cudadriver.h"
#include "jobargs.h"
#include "jsonwriter.h"
#include "kerneljob.h"
#include "scratchdir.h"

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using namespace csr;

namespace {

constexpr const char *Usage = R"(usage: compilescope-runner COMMAND [ARGS]
  version                     versions of LibTorch, CUDA and the driver (JSON)
  devices                     the GPUs the CUDA driver sees (JSON)
  aoti --package P.pt2 [--model NAME] [--input DTYPE[dims][:FILL]]... [--warmup N] [--repeat N] [--seed S]
       [--profile-kernels RUNS] [--max-extract BYTES]
                              run an AOTInductor package and time it; with --profile-kernels,
                              per-kernel times from LibTorch's profiler over RUNS more runs.
                              Every entry name is checked first; only the compiled model is
                              extracted, into a private scratch folder (at most BYTES, 16 GiB)
  kernels JOBFILE             time each kernel of a kernel job file (Triton cubins on the GPU,
                              Inductor C++ kernels on the CPU); one JSON object per line
Exit codes: 0 ok, 2 bad arguments, 3 cannot run here (e.g. no GPU), 4 the job failed.
)";

void writeCuda(const CudaInfo &cuda, JsonWriter &out)
{
    out.key("cuda").beginObject();
    out.key("built").value(cuda.built);
    out.key("available").value(cuda.available);
    if (!cuda.available)
        out.key("reason").value(cuda.reason);
    out.key("driver_version").value(cuda.driverVersion);
    out.key("devices").beginArray();
    for (const auto &d : cuda.devices) {
        out.beginObject().key("index").value(d.index).key("name").value(d.name);
        out.key("compute_capability").value(std::to_string(d.ccMajor) + "." + std::to_string(d.ccMinor));
        out.key("total_memory").value(static_cast<int64_t>(d.totalMemory)).key("sm_count").value(d.smCount);
        out.endObject();
    }
    out.endArray().endObject();
}

int finish(const JsonWriter &out, int code)
{
    std::printf("%s\n", out.str().c_str());
    std::fflush(stdout);
    return code;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h")) {
        std::fputs(Usage, argc < 2 ? stderr : stdout);
        return argc < 2 ? ExitUsage : ExitOk;
    }
    const std::string command = argv[1];
    const std::vector<std::string> args(argv + 2, argv + argc);
    JsonWriter out;
    if (command == "aoti" || command == "kernels") {
        // What a runner (or CompileScope) killed mid-job left in the scratch folder goes now.
        std::string ignored;
        if (const std::string root = scratchRoot(ignored); !root.empty())
            removeStale(root);
    }
    if (command == "version" || command == "--version") {
        out.beginObject().key("runner").value(CS_RUNNER_VERSION).key("libtorch").value(libtorchVersion());
        writeCuda(queryCuda(), out);
        out.endObject();
        return finish(out, ExitOk);
    }
    if (command == "devices") {
        out.beginObject();
        writeCuda(queryCuda(), out);
        out.endObject();
        return finish(out, ExitOk);
    }
    if (command == "aoti") {
        std::string error;
        const auto job = parseAotiJob(args, error);
        if (!job) {
            out.beginObject().key("ok").value(false).key("error").value(error).endObject();
            return finish(out, ExitUsage);
        }
        const CudaInfo cuda = queryCuda();
        const int rc = runAotiJob(*job, cuda.available, out);
        return finish(out, rc);
    }
    if (command == "kernels") {
        std::string error;
        const auto job = args.size() == 1 ? readKernelJob(args[0], error) : std::nullopt;
        if (!job) {
            out.beginObject().key("event").value("error").key("error").value(
                args.size() == 1 ? error : std::string("kernels takes one job file"));
            out.key("fatal").value(true).endObject();
            return finish(out, ExitUsage);
        }
        return runKernelJob(*job, queryCuda());
    }
    out.beginObject().key("ok").value(false).key("error").value("unknown command '" + command + "'").endObject();
    finish(out, ExitUsage);
    std::fputs(Usage, stderr);
    return ExitUsage;
}
