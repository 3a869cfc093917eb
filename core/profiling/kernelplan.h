#pragma once

#include "core/analysis/kernelcounts.h"
#include "core/profiling/autotunechoice.h"
#include "core/profiling/kernelcache.h"

#include <QHash>
#include <QList>
#include <QString>

#include <cstdint>
#include <string>

namespace cs {

struct LoadedRun;

// One argument of a planned launch. Pointers carry the storage to allocate; scalars a value.
struct PlanArg {
    enum class Kind { Pointer, I32, I64, F32, F64 };
    Kind kind = Kind::Pointer;
    QString name; // the kernel's parameter name (in_ptr0, xnumel, ...)
    QString dtype; // pointers: fp32, fp16, bf16, i64, i1, ...
    int64_t bytes = 0;
    int64_t intValue = 0;
    double floatValue = 0;
};

// Which compiled variant of a Triton kernel a plan launches (AUTOTUNE-NOTES.md).
enum class VariantChoice {
    Only, // the kernel has one distinct compiled variant: the one the run used
    Recorded, // the variant Inductor's autotune record (.best_config) names: the one the run used
    Candidate, // another variant autotuning compiled and did not choose (planned, shown on request)
    Unresolved, // one of several variants, and no record says which one the run used
};

// Everything needed to launch one generated kernel alone, or why it cannot be.
struct KernelPlan {
    QString id; // unique in a plan list: "<compile id>:<kernel>"
    QString name, kind; // kind: triton, cpp, aoti (a whole AOTInductor package)
    QString heuristic; // pointwise, reduction, persistent_reduction, template, ...
    QString compileId; // f/c of the graph, or the debug folder's graph name
    QString wrapper; // where the generated code came from (trace record, file)
    int wrapperLine = 0; // the kernel's definition line in it
    QString binary, function; // cubin or .so, entry symbol
    int grid[3] = { 1, 1, 1 };
    int warps = 4, ctas = 1, stages = 0;
    int64_t shared = 0;
    int64_t globalScratch = 0, globalScratchAlign = 1, profileScratch = 0, profileScratchAlign = 1;
    int scratchPointers = 0;
    bool pdl = false, cooperative = false;
    QList<PlanArg> args;
    QStringList inputs; // aoti: the package's inputs as runner specs
    int64_t bytesMoved = 0; // each distinct tensor argument once, whole
    // Inductor's own estimates in the kernel's inductor_meta (`kernel_num_gb`: inputs and outputs,
    // in-place buffers twice, sliced ones by the slice; `kernel_flop`: templates' 2·M·N·K and the
    // like); -1 when the code carries none.
    int64_t inductorBytes = -1;
    double inductorFlops = -1;
    // The bytes a launch moves, for bandwidth: Inductor's estimate where it made one, else ours.
    int64_t bandwidthBytes() const { return inductorBytes > 0 ? inductorBytes : bytesMoved; }
    QString config; // "XBLOCK=128 num_warps=4 num_stages=1"
    QString tritonVersion; // Triton kernels: the Triton that compiled the cubin
    int launches = 0; // how often call() launches it (the first launch's arguments are used)
    QString source; // the kernel's definition in the generated code (Triton or C++)
    QStringList sourceNodes; // the graph nodes it computes (`Topologically Sorted Source Nodes`)
    QString module; // Triton: the kernel module file (c<hash>.py) the cubin was compiled from
    // Autotuning: which variant this is, of how many distinct ones, and how the choice is known.
    VariantChoice choice = VariantChoice::Only;
    int variants = 1;
    QString record; // the .best_config that names the choice (empty: none)
    bool foundByCoordesc = false; // the record's choice came from coordinate descent
    int64_t tuningMs = -1; // the record's time_taken_ms: how long tuning took, not the kernel's time
    // Inductor's own benchmark of this kernel's config while autotuning, in µs, when the trace
    // recorded it (max-autotune templates: the winning choice, before any epilogue was fused).
    double inductorUs = -1;
    QStringList alsoIn; // other compile ids whose code launches exactly this plan (measured once)
    // Which graph of the compile launches it: its part and AOT compilation as the graph catalog
    // names them ("forward", "submod_0 backward"); empty when the code is not placed in a trace's
    // graph (a debug folder's, a loose file). `rank`: the trace's rank in multi-rank runs, else -1.
    QString graph;
    int rank = -1;
    // "rank 1: 4/0 submod_0 forward": the rank, compile id and graph, as sameIn names places.
    QString place() const;
    // Every other graph whose code launches exactly this plan (another graph of the compile, a
    // rank with the same code, another compile id): "rank 1: 4/0 submod_0 forward". One row
    // stands for them all and is measured once.
    QStringList sameIn;
    QString package; // a kernel of an AOTInductor package: the package, which runs it (and times it) whole
    QString problem; // non-empty: cannot be launched alone, and why
    bool launchable() const { return problem.isEmpty(); }
    bool isCandidate() const { return choice == VariantChoice::Candidate; }
    static QString choiceName(VariantChoice c); // only, recorded, candidate, unresolved (stable, for JSON)
};

// Inductor's generated wrapper code of one graph, with where it came from.
struct WrapperSource {
    QString compileId;
    QString origin;
    std::string text;
    QString graph; // KernelPlan::graph
    int rank = -1; // KernelPlan::rank
    QStringList alsoIn; // the other compile ids with exactly this code (KernelPlan::alsoIn)
    QStringList sameIn; // the other graphs with exactly this code, named as KernelPlan::sameIn
    QList<TemplateChoice> templateChoices; // the compile's template autotuning records
};

// Every generated wrapper of a run: inductor_output_code records of the traces (by compile
// id and graph), the debug folders' output_code.py, loose output code files. Identical texts
// once, knowing the other graphs that had them (sameIn).
QList<WrapperSource> wrapperSources(const LoadedRun &run);

// Plans each kernel defined in the wrappers (Triton and C++; extern kernels are not ours to
// time): the variant the run used, and the other autotune candidates as `Candidate` plans
// (callers show and measure those only on request). Identical launch plans are one plan.
// `cache` is searched for cubins, autotune records and compiled C++ libraries; the kernel
// paths the code names are added to it when they exist here.
QList<KernelPlan> planKernels(const QList<WrapperSource> &wrappers, KernelCache &cache);

// The plans without autotune candidates (what runs by default).
QList<KernelPlan> withoutCandidates(QList<KernelPlan> plans);

// One plan per AOTInductor package of the run: run whole through LibTorch's package loader,
// its kernels timed by LibTorch's profiler. After it, one plan per kernel of the package's
// generated code (Pt2Archive::aotiModels), with its code: not launchable alone (`package` names
// the package that runs it), shown with the package's measurement of it.
QList<KernelPlan> planAotiPackages(const LoadedRun &run);

} // namespace cs
