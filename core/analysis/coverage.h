#pragma once

#include "core/analysis/compileoverview.h"

#include <QList>
#include <QString>

#include <memory>
#include <vector>

namespace cs {

// How much of the program ran compiled: per frame, the operations Dynamo captured into graphs
// (compilation_metrics.graph_op_count) against frames that compiled empty graphs, were skipped
// or fell back to eager (failures, recompile-limit hits). The first thing a user should read:
// "nothing was compiled" must never have to be inferred.
struct FrameCoverage {
    int log = -1; // index of the rank's log
    int rank = -1;
    int frame = -1;
    QString function, file; // as the views name it (CompileSummary::displayFunction)
    int line = 0;
    int compiles = 0;
    QStringList compileIds; // "0/0", as the compile tree names them
    int opsCaptured = -1; // the largest graph_op_count among its compiles; -1 when none recorded
    int emptyCompiles = 0; // compiled a graph of no operation, or no graph (has_guarded_code false)
    int eagerCompiles = 0; // failed or hit the recompile limit: no compiled code for those calls
    int failedCompiles = 0; // of them, failed (the call raised the error, or ran eagerly where Dynamo suppressed it)
    bool libraryCode = false; // the frame is in an installed package (torch, transformers, ...)
    bool capturedSomething() const { return opsCaptured > 0; }
};

// A function (name, file, first line) whose every frame captured nothing, with the compile ids
// of those frames on every rank: the list under the headline, one line per function it counts.
struct EmptyFunction {
    QString function, file;
    int line = 0;
    int compiles = 0;
    QStringList compileIds; // "0/0", or "rank 1: 0/0" when the run has ranks
    bool libraryCode = false;
};

struct Coverage {
    QList<FrameCoverage> frames; // in log order
    QList<EmptyFunction> emptyFunctions; // the functions framesEmpty counts, in log order
    int ranks = 1; // logs with frames of their own
    int framesCompiled = 0; // functions with at least one compile (the frames_* counts are of functions)
    int framesWithOps = 0; // frames whose graphs hold at least one operation
    int framesEmpty = 0; // frames whose every compile captured nothing
    int framesEager = 0; // frames whose calls ran eagerly after a recompile limit hit
    int framesFailed = 0; // frames with a compile that failed
    long long opsCaptured = 0; // summed over frames (largest graph of each)
    bool known = false; // some compile recorded graph_op_count
    // Frames of PyTorch's own higher-order ops that Dynamo compiled (torch.cond compiles its
    // branches with backend eager when called outside torch.compile, as during torch.export):
    // not the user's code, so not counted above.
    int framesInternal = 0;
    int exports = 0, exportsFailed = 0; // torch.export calls in the traces (TORCH_DTRACE)
    // Inductor compiles no Dynamo frame started (AOTInductor packaging an exported program): they
    // compiled code all the same, and their time is compile time of the run.
    int directCompiles = 0, directFailed = 0, directAot = 0; // directAot: AOTInductor's own
    double directCompileS = 0;
    bool nothingCompiled() const { return known && framesCompiled > 0 && framesWithOps == 0; }
};

Coverage coverageOf(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews);

// One sentence for the top of explain, the summary, the report and the window.
QString coverageHeadline(const Coverage &c);

// The higher-order op whose own code a frame is ("cond" for torch/_higher_order_ops/cond.py),
// or empty: a compile of that frame is PyTorch tracing the op's branches, not a compile of the
// user's.
QString higherOrderOpOf(const QString &file);

// The installed package a file belongs to ("torch", "transformers"), or empty for user code.
QString libraryOf(const QString &file);

} // namespace cs
