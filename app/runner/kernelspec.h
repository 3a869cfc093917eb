#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace csr {

// One kernel argument as the launch passes it. Tensors are made by LibTorch: floating types
// random normal, integer and boolean types zero (always a valid index).
struct KernelArg {
    enum class Kind { Pointer, I32, I64, F32, F64 };
    Kind kind = Kind::Pointer;
    std::string dtype; // pointers: fp32, fp16, bf16, fp64, i64, i32, i16, i8, u8, i1
    int64_t bytes = 0; // pointers: storage to allocate
    int64_t intValue = 0;
    double floatValue = 0;
};

// One kernel to measure, a line of a kernel job file (FORMAT in kernelspec.cpp).
struct KernelSpec {
    std::string id; // the app's key, echoed back
    std::string kind; // triton, cpp
    std::string name;
    std::string binary; // triton: the .cubin; cpp: the compiled library (.so)
    std::string function; // the entry symbol
    int grid[3] = { 1, 1, 1 };
    int warps = 4, ctas = 1;
    int64_t shared = 0;
    int64_t globalScratch = 0, globalScratchAlign = 1;
    int64_t profileScratch = 0, profileScratchAlign = 1;
    int scratchPointers = 2; // trailing scratch pointers in the entry (Triton ≥ 3.5: 2)
    bool pdl = false, cooperative = false;
    std::vector<KernelArg> args;
    int64_t bytesMoved = 0;
};

struct KernelJob {
    int warmup = 10;
    int repeat = 100;
    bool flush = true; // flush the caches between repeats
    uint64_t seed = 0;
    std::vector<KernelSpec> kernels;
};

// Reads a job file; errors name the line.
std::optional<KernelJob> readKernelJob(const std::string &path, std::string &error);

} // namespace csr
