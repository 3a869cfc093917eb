#pragma once

#include "core/model/outputcode.h"

#include <QString>

#include <string_view>

namespace cs {

// The one vocabulary for what Inductor made of a graph. Every count the tool shows about
// kernels is one of these, under these words, from this struct (README "Kernel counts"):
// - distinct kernels: the generated kernels (Triton, C++) a graph's output code defines,
//   each once however often it runs;
// - launches: the kernel calls in the output code's `call()`, counted per call of the graph:
//   every call site of a generated kernel plus every extern call (extern_kernels.mm, aten
//   fallbacks such as attention), which run library kernels; `externLaunches` of them;
// - fusion groups: Inductor's scheduler nodes after fusion (its fusion record: TORCH_LOGS=fusion
//   or a TORCH_COMPILE_DEBUG folder); each becomes one launch of a generated kernel, an extern
//   call, or nothing (a view, an alias); unknown (-1) without a fusion record;
// - graph nodes: the FX nodes of the graph (placeholders and output included).
// A compile's counts add up its graphs' (forward and backward, every AOT compilation).
struct KernelCounts {
    int distinctKernels = 0;
    int launches = 0;
    int externLaunches = 0; // of `launches`: extern calls (library kernels), not generated kernels
    int fusionGroups = -1; // -1: no fusion record
    int graphNodes = -1; // -1: the graph was not read
    int outputCodes = 0; // how many generated codes were counted (0: nothing was generated)
    // Of `launches`: those in a branch of a torch.cond or while_loop (KernelLaunch::branch), which
    // not every call runs. A call then runs between launchesMin and launchesMax of them, by the
    // branches taken (launchesMax -1: a loop, no bound); without branches both are `launches`.
    int branchLaunches = 0;
    // Of `launches`: those inside graph partitions (KernelLaunch::partition), the part of the
    // code a CUDA-graph tree can record; `partitions` counts the partition functions.
    int partitionLaunches = 0;
    int partitions = 0;
    int launchesMin = 0;
    int launchesMax = 0;

    int generatedLaunches() const { return launches - externLaunches; }
    // Launches a call runs, least and most (-1: no bound); `launches` where no branch decides.
    int perCallMin() const { return branchLaunches > 0 ? launchesMin : launches; }
    int perCallMax() const { return branchLaunches > 0 ? launchesMax : launches; }
    KernelCounts &operator+=(const KernelCounts &o);
};

// How many launches a call runs: "5", "3 to 5" (by the torch.cond branches taken), "at least 2"
// (a while_loop).
QString launchesRange(const KernelCounts &c);

// "; 4 of them in torch.cond / while_loop branches: 3 to 4 run per call" (empty without
// branches): what `launches` means when not every call runs every launch.
QString branchLaunchesText(const KernelCounts &c);

// A launch's branch (KernelLaunch::branch) as its sub-graph names: "true_graph_0/false_graph_0".
QString branchNames(const QString &branch);

// Distinct kernels and launches of one generated code (Python wrapper or AOTInductor C++).
KernelCounts countKernels(const OutputCode &code);
KernelCounts countKernels(std::string_view outputCode);

// The definitions above in the user's language, for help texts and tooltips; one per word.
struct KernelWords {
    static QString distinctKernels();
    static QString launches();
    static QString fusionGroups();
    static QString graphNodes();
    static QString all(); // the four, one paragraph each
};

} // namespace cs
