#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace csr {

// An input tensor to make for a job: `f32[4,8]:randn` (dtype, shape, fill). Fills: randn
// (seeded), rand, ones, zeros, arange. Dtypes: f16 bf16 f32 f64 i8 i16 i32 i64 u8 bool.
struct InputSpec {
    std::string dtype;
    std::vector<int64_t> shape;
    std::string fill = "randn";
};
std::optional<InputSpec> parseInputSpec(const std::string &text, std::string &error);

// `aoti` job: run an AOTInductor package (checked, and only its compiled model extracted).
struct AotiJob {
    std::string package;
    std::string model = "model";
    std::vector<InputSpec> inputs;
    int warmup = 3;
    int repeat = 20;
    int profileRuns = 0; // > 0: that many more runs under LibTorch's profiler, per-kernel times
    uint64_t seed = 0;
    uint64_t maxExtractBytes = 16ull << 30; // --max-extract BYTES: what may be written to the scratch folder
};

// Parses `--name value` pairs after the job kind. Unknown flags are an error.
std::optional<AotiJob> parseAotiJob(const std::vector<std::string> &args, std::string &error);

} // namespace csr
