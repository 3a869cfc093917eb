#pragma once

#include "core/model/diagnostic.h"

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace cs {

// A scheduler node as a fusion round lists it (`fuse_nodes_once, candidates:`), e.g.
// `SchedulerNode(name='op0'), WelfordReduction(['[1024]', 'welford_reduce', 'origins=...'])`.
struct FusionCandidate {
    QString nodeClass; // SchedulerNode, ExternKernelSchedulerNode, FusedSchedulerNode, ...
    QString name; // op0, op0_op1 (fused), buf3 (older logs)
    QString data; // Pointwise, Reduction, WelfordReduction, ... (empty for extern/template)
    QString ranges; // "[32, 128, 1024]" (pointwise size) or "[1024]" (reduction size)
    QString reductionType; // sum, max, welford_reduce, ... (reductions)
    QStringList origins; // post-grad nodes (`origins=OrderedSet([...])`, older `origins={...}`)
    QString file; // first frame of the node's stack trace
    int fileLine = 0;
    QString code; // that frame's source line
};

// One line of Inductor's fusion record (FUSION_FORMAT.md beside the reader), classified.
struct FusionLine {
    enum class Kind : uint8_t {
        RoundStart, // ===== attempting fusion (i/10): n nodes =====
        Candidates, // fuse_nodes_once, candidates:
        Candidate, //   <node>            (candidate holds it)
        Reject, // cannot fuse A with B: reason
        RejectUnnamed, // cannot fuse (tag): reason        (2023 logs name no nodes)
        Found, // found n possible fusions
        Fuse, // fusing A with B
        RoundEnd, // completed fusion round (i/10): fused n nodes into m nodes
        Complete, // ===== fusion complete (i iterations) =====
        Benchmark, // can fuse / cannot fuse (benchmark): fusing A with B cause Rx speedup|slowdown
        SharedData, // A and B has n shared data                      (loop_ordering)
        LoopOrder, // other loop-ordering lines (Reorder loops for ...)
        Note, // other text of the fusion logger (combo kernels, compile exceptions)
        IrPre, // BEFORE FUSION + the IR   (TORCH_LOGS=ir_pre_fusion; text holds the IR)
        IrPost, // AFTER FUSION + the IR    (TORCH_LOGS=ir_post_fusion)
        OutputCode, // Output code: (tag: the AOT ID, `0_forward`; code: the whole module)
        DebugTrace, // <graph> debug trace: <dir>  (tag: graph name, text: dir)
    };
    Kind kind = Kind::Note;
    int line = 0; // 1-based
    int stream = 0; // index into FusionLog::streams
    QString compileId; // as written (`1/0_1`), empty when the line has none
    int round = -1, n = -1, m = -1; // round index (1-based), node counts, found count
    QString a, b; // node names as written; benchmark: buffer (or node) name sets
    QString text; // reason, note, IR text, debug folder
    QString tag; // `vert:2` (2023), AOT ID, graph name
    double ratio = 0; // benchmark ratio (ANSI colours removed)
    bool speedup = false; // benchmark verdict
    FusionCandidate candidate;
    std::string code; // OutputCode: the logged module
};

// The fusion record found in one text file: TORCH_LOGS stderr (glog prefix), or older logs
// (`[2023-10-03 21:50:24,084] [0/0] torch._inductor.scheduler.__schedule: [DEBUG] ...`,
// `DEBUG:torch._inductor...:`). A stream is one process (rank, pid): interleaved processes
// are kept apart. Lines of other loggers are skipped.
struct FusionLog {
    QString path;
    struct Stream {
        int rank = -1;
        int pid = 0;
    };
    std::vector<Stream> streams;
    std::vector<FusionLine> lines;
    int otherLines = 0; // lines that are not part of the fusion record
    std::vector<Diagnostic> diagnostics;
    bool hasDecisions() const;
};

} // namespace cs
