#pragma once

#include "core/analysis/graphbreak.h"
#include "core/model/compileid.h"
#include "core/model/tracelog.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace cs {

// One Dynamo compile (a compile id without its attempt): what was compiled, how it ended,
// and what it produced. Numbers come from PyTorch's own records (compilation_metrics,
// graph-break artifacts, the generated code).
struct CompileSummary {
    enum class Status { Ok, Failed, EmptyGraph, Missing };

    CompileId id; // without attempt; ids repeat after torch._dynamo.reset() in one process
    int lastAttempt = 0;
    QString function, file;
    int line = 0;
    Status status = Status::Missing; // until compilation_metrics says otherwise
    QString failType, failReason, recompileReason;
    int attempts = 1;
    bool hasMetrics = false; // a compilation_metrics record closed this compile
    int graphBreaks = 0; // dynamo_graph_break_reason records under this id
    int graphs = 0; // graph payloads (Dynamo, AOT, post-grad)
    QStringList kernels; // defined in this id's generated code, sorted
    double compileTimeS = -1; // from compilation_metrics; -1 when not recorded
    std::vector<uint32_t> records; // indices into the log's records

    static QString statusName(Status s); // stable, for JSON: ok, failed, empty, missing
};

struct FrameSummary {
    int frame = -1; // frame id; -1 for records outside any Dynamo compile
    QString function, file;
    int line = 0;
    std::vector<size_t> compiles; // indices into CompileOverview::compiles
};

// One graph-break record and the compile it belongs to.
struct GraphBreakRecord {
    size_t compile = 0; // index into CompileOverview::compiles
    uint32_t record = 0; // index into the log's records
    GraphBreakInfo info;
};

struct CompileOverview {
    std::vector<FrameSummary> frames;
    std::vector<CompileSummary> compiles;
    std::vector<GraphBreakRecord> graphBreaks;
    size_t recordsOutsideCompiles = 0;
    int totalGraphBreaks = 0;
    int totalRecompiles = 0;
    int totalFailures = 0;
};

// Builds the overview from an indexed log. Decodes only the few small metadata objects it
// needs (compilation_metrics, dynamo_start) and the generated-code payloads.
std::shared_ptr<const CompileOverview> buildCompileOverview(const TraceLog &log);

} // namespace cs
