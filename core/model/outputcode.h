#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace cs {

// A kernel defined in Inductor's generated code (FORMATS §5.2–5.3).
struct KernelDef {
    QString name;
    QString kind; // triton, cpp_pybinding, cpp, cuda, ...
    QString heuristic; // pointwise, reduction, persistent_reduction, template, ... (Triton)
    QString kernelPath; // `# kernel path:` (the standalone module in the cache)
    QStringList sourceNodes; // `Topologically Sorted Source Nodes: [...]`
    QStringList atenOps; // `Original ATen: [...]`
    int line = 0; // 1-based line of the definition
    int endLine = 0; // last line of its source string (the kernel's Triton/C++ source is line+1..endLine-1)
};

// A launch in `call()`: a Triton `<kernel>.run(...)`, a C++ kernel call, or an extern kernel.
struct KernelLaunch {
    QString kernel;
    int line = 0;
    bool external = false; // extern_kernels.*, aten.*, torch.ops.*
    // The branch of a torch.cond / while_loop it stands in, when not every call runs it: its
    // sub-graphs outermost first, '/'-separated, each `c<N>:<name>` (side <name> of conditional
    // N: sides of one N are alternatives), `w<N>:<name>` (a loop's condition: once or more) or
    // `l<N>:<name>` (a loop's body: any number of times); empty: every call.
    QString branch;
    // The graph partition it is in (torch 2.8+ graph partitioning, on by default from 2.10): the
    // N of the wrapper's top-level `def partition_N(args)`, whose launches a CUDA-graph tree may
    // record as one graph; -1: in `call()` (Runner.call with partitions), which always runs eagerly.
    int partition = -1;
};

// An Inductor `output_code.py` (or the same text inside a trace or TORCH_LOGS), parsed as
// text: the tool never runs it.
struct OutputCode {
    QString path;
    QString aotId; // from `# AOT ID: ['0_forward']`
    QList<KernelDef> kernels;
    QList<KernelLaunch> launches;
    int partitions = 0; // `def partition_N(` functions (0: the code is not partitioned)
    int lines = 0;
};

} // namespace cs
