#pragma once

#include "core/ingest/debugdir/schedulerir.h"
#include "core/model/diagnostic.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace cs {

// A scheduler node before fusion: from ir_pre_fusion (dependencies, layouts) and the first
// round's candidate line (origins, ranges, source line), whichever the run recorded.
struct SchedNode {
    QString name; // op12, as Inductor wrote it
    QString nodeClass; // SchedulerNode, ExternKernelSchedulerNode, NopKernelSchedulerNode, ...
    QString irClass; // ComputedBuffer, ExternKernelOut, TemplateBuffer, ...
    QString data; // Pointwise, Reduction, WelfordReduction, ... (candidate line)
    QString ranges, reductionType; // candidate line
    QStringList origins; // post-grad nodes it computes
    QString file, code; // first frame of its stack trace
    int fileLine = 0;
    QString device, numel, rnumel, kernel; // IR: group.device, group.iteration, extern kernel
    QStringList writes, reads; // buffer names (reads: met and unmet dependencies)
    QStringList mutates; // buffers it writes in place (`.mutations`), e.g. an index_put target
    std::vector<int> producers; // nodes whose buffers it reads (unmet dependencies)
    int ir = -1; // index into FusionGraph::pre->nodes
    bool isExtern() const { return nodeClass == QLatin1String("ExternKernelSchedulerNode"); }
    bool isNop() const { return nodeClass == QLatin1String("NopKernelSchedulerNode"); }
    bool isTemplate() const { return irClass.contains(QLatin1String("TemplateBuffer")); }
    bool isReduction() const;
};

// A node at some point of the replay: a pre-fusion node, or the fusion of two earlier ones.
// FusionGraph::fused starts with one entry per pre-fusion node (same index).
struct FusedNode {
    QString name; // Inductor's name: the members' names joined by '_'
    std::vector<int> members; // pre-fusion nodes, in Inductor's order
    int left = -1, right = -1; // the two nodes it was made of (-1 for a pre-fusion node)
    int decision = -1; // the fuse decision that made it
};

// One logged decision, in the order Inductor wrote it.
struct FusionDecision {
    enum class Kind : uint8_t { Fuse, Reject, Benchmark };
    Kind kind = Kind::Reject;
    int round = -1; // index into FusionGraph::rounds
    bool scan = false; // logged while pairs were enumerated (before `found N possible fusions`)
    QString a, b; // as written (benchmark lines: buffer-name sets)
    int nodeA = -1, nodeB = -1; // the FusedNode each name meant at that moment (-1: unknown)
    QString category; // reason category (reasons.h); fuse decisions: empty
    QString text; // reason, or the benchmark line without colour codes
    std::vector<std::pair<QString, QString>> values; // named values inside the reason (numel1, rnumel2, tiling1, ...)
    QString tag; // 2023 logs: the check's tag (`vert:2`), which names no nodes
    double ratio = 0; // benchmark: speedup or slowdown factor
    bool speedup = false;
    int line = 0; // in FusionGraph::logPath
    int result = -1; // fuse: the FusedNode it made
    static QString kindName(Kind k);
    // A benchmark verdict against fusion whose fused kernel failed to compile or run: Inductor
    // logs an infinite slowdown ("infx"), whether or not the number was read as one.
    bool benchmarkFailed() const;
};

// A loop-ordering or other line of the fusion logger that is no decision.
struct FusionNote {
    int round = -1, line = 0;
    QString a, b;
    int shared = -1; // `A and B has N shared data`: the only shared-data score Inductor prints
    QString text;
};

struct FusionRound {
    enum class Kind : uint8_t { Round, LoopReorder };
    Kind kind = Kind::Round;
    int index = 0; // 1..10 as logged; 0 for the loop-reordering pass after the rounds
    int sequence = 0; // 0: the graph's rounds; 1..: nested sequences (grouped nodes fused again)
    int loggedBefore = -1, loggedAfter = -1; // `attempting fusion (i/10): N nodes`, `fused N nodes into M nodes`
    int before = 0, after = 0; // the replay's own count
    int found = -1; // `found N possible fusions`
    int candidates = 0; // nodes listed by `fuse_nodes_once, candidates:`
    int firstDecision = 0, endDecision = 0; // [first, end) in FusionGraph::decisions
    int fuses = 0, rejects = 0;
    int line = 0;
    bool complete = false; // its closing line was seen
};

// The kernel a final node became, as the generated code and provenance name it.
struct FusionKernel {
    QString name; // triton_per_fused_..._0, cpp_fused_..._1, extern_kernels.addmm, ...
    QString kind; // triton, template, cpp, extern, none (nop / view: no launch)
    int handle = -1; // `# [Provenance debug handles] <kernel>:<handle>`
    int launchLine = 0, definitionLine = 0; // in `wrapper`
    QString wrapper; // where the generated code came from
    QString how; // fused_node_list, buffers, buffers_shared_launch, source_nodes, cpp_group, order
    QString untied; // no launch: why (runs none by design, or what the code shows of its buffers)
    QStringList postGrad; // provenance `cppCodeToPost`, else the code's source-node mapping
    int provenance = -1; // 1: provenance names this kernel for every origin of the node, 0: not for all, -1: unknown
    QString checkedBy; // provenance (cppCodeToPost), or code (the wrapper's source-node mapping)
    std::optional<double> timeUs; // measured median (profile results in SQLite)
    QString planId; // "<compile id>:<kernel>", the kernel plan's id; the measured plan's once timed
    // kernelCodeHash of its definition in `wrapper`: which kernel it is where several graphs of one
    // compile id (forward and backward, DDPOptimizer's children) define kernels of the same name.
    QString codeHash;
};

// A node after fusion (ir_post_fusion, else the replay's end state).
struct FinalNode {
    QString name; // Inductor's name
    QString nodeClass;
    std::vector<int> members; // pre-fusion nodes
    FusionKernel kernel;
    QStringList internalBuffers; // written and read only inside this node: never stored
    std::optional<int64_t> internalBytes; // their bytes, from the layouts (empty: symbolic sizes)
    std::optional<int64_t> savedTraffic; // one write and each member's read of them
    bool replayAgrees = true; // the replay ends with the same members
};

// One graph's fusion: pre-fusion nodes, rounds and decisions, final nodes and kernels.
struct FusionGraph {
    QString id; // `1/0:forward` (no attempt), `0/0:inference`, `aot:1`, `#2` on repeats
    QString compileId; // as logged (`1/0_1`); empty for AOTInductor / export compiles
    QString part; // forward, backward, inference; empty when unknown
    QString aotId; // `0` from `# AOT ID: ['0_forward']`
    // Its AOT compilation in a compile of several (DDPOptimizer's `submod_1`, `aot1`), as the graph
    // catalog names it; part of the id (`4/0:submod_1:backward`).
    QString unitLabel;
    QString debugFolder; // TORCH_COMPILE_DEBUG graph folder
    QString postGradGraph; // the catalog id of its post-grad graph, when the trace has it
    enum class Attribution { Named, Matched, Ordered, Ambiguous, Unattributed };
    Attribution attribution = Attribution::Unattributed;
    QStringList evidence; // why the decisions belong to this graph
    QString logPath; // the text log holding the decisions
    int firstLine = 0, lastLine = 0;
    QString prePath, postPath; // where the IR came from (file, or log:line)
    QString finalSource; // ir_post_fusion, replay, provenance, output_code
    std::shared_ptr<const SchedulerIr> pre, post;
    std::vector<SchedNode> nodes;
    std::vector<FusedNode> fused;
    std::vector<FusionDecision> decisions;
    std::vector<FusionNote> notes;
    std::vector<FusionRound> rounds;
    std::vector<FinalNode> finals;
    QHash<QString, int> nodeIndex; // pre-fusion name → index
    QHash<QString, int> writer; // buffer → pre-fusion node
    std::vector<Diagnostic> diagnostics;

    bool hasDecisions() const { return !rounds.empty(); }
    int fuseCount() const;
    int finalOf(int node) const; // the final node holding a pre-fusion node, -1 when none
    static QString attributionName(Attribution a);
};

// Every graph of a run with what its records say about fusion.
struct FusionRun {
    std::vector<FusionGraph> graphs;
    std::vector<Diagnostic> diagnostics;
    QString missing; // no fusion log at all: which setting records one
    // A graph by id, as fusion names it (0/0:forward) or as `graph --list` does
    // (0/0:post_grad:forward), or by a prefix only one graph has.
    const FusionGraph *find(const QString &id) const;
};

} // namespace cs
