#pragma once

#include "core/diff/kernelmatch.h"

#include <vector>

namespace cs::diff {

// Ties each result of `profile` to the kernel it measured: the same code hash in the same
// compile id, or (rows saved before schema 2, without a hash) the same compile id and name in
// the order the profile planned them, which is the order of the generated code. A result no
// kernel claims (an autotune candidate, an AOTInductor kernel, a side without its traces)
// becomes a kernel of its own. Returns each kernel's result, or null.
std::vector<const KernelResult *> attachResults(const ProfileRun &profile, std::vector<SideKernel> &kernels);

struct MeasuredSide {
    const std::vector<SideKernel> *kernels = nullptr;
    std::vector<const KernelResult *> results;
};

// Per kernel pair, per graph and per step (every graph once): the times of A and B compared
// from the results' samples. Writes RunDiff::kernels' `time` and RunDiff::profile. The family
// correction is left to the caller, who knows every comparison of the diff.
void compareProfiles(const MeasuredSide &a, const MeasuredSide &b, const std::vector<KernelMatch> &matches,
    const std::vector<CompileMatch> &compiles, const TimeOptions &options, RunDiff &out);

} // namespace cs::diff
