#pragma once

#include "core/analysis/compilekind.h"
#include "core/analysis/directcompiles.h"
#include "core/analysis/exportattempts.h"
#include "core/analysis/graphbreak.h"
#include "core/analysis/kernelcounts.h"
#include "core/analysis/userfunction.h"
#include "core/model/compileid.h"
#include "core/model/tracelog.h"

#include <QString>
#include <QStringList>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace cs {

// One Dynamo compile (a compile id without its attempt): what was compiled, how it ended,
// and what it produced. Numbers come from PyTorch's own records (compilation_metrics,
// graph-break artifacts, the generated code).
struct CompileSummary {
    enum class Status { Ok, Failed, EmptyGraph, Missing };

    CompileId id; // without attempt; ids repeat after torch._dynamo.reset() in one process
    int lastAttempt = 0;
    QString function, file; // the frame Dynamo compiled (co_name, co_filename), as recorded
    int line = 0;
    // The function the user compiled when `function` is a wrapper around it (a decorator), and
    // the class of the module it belongs to; read from the guards of the frame's first compile.
    UserFunction user;
    Status status = Status::Missing; // until compilation_metrics says otherwise
    QString failType, failReason;
    QString metricsCompileId; // compilation_metrics' own `compile_id` ("0/1"), as written; empty when none
    int attempts = 1;
    bool hasMetrics = false; // a compilation_metrics record closed this compile
    int graphBreaks = 0; // dynamo_graph_break_reason records under this id
    // The kernels this id's generated codes define, sorted: a name defined by two graphs (forward
    // and backward, DDP's children) is two kernels, listed twice, so the list has
    // kernelCounts.distinctKernels entries.
    QStringList kernels;
    // Distinct kernels and launches of every generated code of this id (kernelcounts.h): the
    // counts the tree, summary, report and Kernels view show.
    KernelCounts kernelCounts;
    QStringList recompileReasons; // every reason of recompile_reasons, most recent cache entry first
    // PyTorch's own recompile_reason: the first of them (the most recent cache entry).
    QString recompileReason() const { return recompileReasons.value(0); }
    QStringList dynamicSources; // create_symbol sources that became symbolic here, e.g. L['x'].size()[0]
    QStringList dynamicValues; // the value each of those had in this compile (parallel list)
    QList<SourceFrame> stack; // dynamo_start: the user call stack, outermost first
    QString failFile; // fail_user_frame_filename / _lineno
    int failLine = 0;
    QStringList restartReasons; // compilation_metrics.restart_reasons
    double timeBeforeRestartS = 0; // compilation_metrics.dynamo_time_before_restart_s
    int guardCount = -1; // compilation_metrics.guard_count
    int shapeEnvGuardCount = -1; // compilation_metrics.shape_env_guard_count (guards on symbolic sizes)
    // compilation_metrics.cache_size: the frame's cache entries when this compile began (0 for a
    // first compile; >= 1 for a recompile); -1 when not recorded.
    int cacheSize = -1;
    // What this compile is (compilekind.h): first, a recompile, the frame compiled again with no
    // guard failure, or the recompile limit hit. Set once the whole log is read.
    CompileKind kind = CompileKind::First;
    bool isRecompile() const { return kind == CompileKind::Recompile; }
    // A failed compile; the recompile limit's is a limit event, not a failure.
    bool isFailure() const { return status == Status::Failed && kind != CompileKind::LimitHit; }
    // compilation_metrics.graph_node_count / graph_op_count / graph_input_count of the Dynamo
    // graph (len(graph.nodes), nodes whose op is a call, placeholders); -1 when not recorded.
    int graphNodeCount = -1, graphOpCount = -1, graphInputCount = -1;
    static constexpr uint32_t NoRecord = UINT32_MAX;
    uint32_t guardsRecord = NoRecord; // dynamo_cpp_guards_str (or older dynamo_guards)
    uint32_t provenanceRecord = NoRecord; // inductor_provenance_tracking_node_mappings
    struct Graph {
        QString stage; // dynamo, aot_forward, post_grad, ... (tracekinds.h)
        uint32_t record;
        // The region regional Inductor compiled it for (`subgraph_name`, torch 2.15+): one
        // compile id then holds a graph of each stage per region. Empty outside regions.
        QString subgraph;
    };
    std::vector<Graph> graphList; // every graph payload, in log order
    struct CacheEvent {
        QString cache; // fx_graph, aotautograd
        QString result; // hit, miss, bypass
        QString key; // the cache key looked up (empty where the record has none)
        QString detail; // cache_status_detailed: full_miss, ... (2.12+), or a bypass's reason
    };
    std::vector<CacheEvent> cacheEvents;
    // CUDA graphs as Inductor compiled this compile's graphs: the FX graph cache key's
    // `inductor_config[triton.cudagraphs]` (torch.compile's mode applied; compilation_metrics'
    // config snapshot does not see it). 1 on for some graph, 0 off, -1 no key recorded it.
    int cudagraphsAsCompiled = -1;
    double compileTimeS = -1; // from compilation_metrics; -1 when not recorded
    // bwd_compilation_metrics: Inductor's compile of the backward graph, made at the first
    // backward call and not part of compileTimeS; summed over its records, -1 when none.
    double backwardCompileTimeS = -1;
    // torch 2.12+: compilation_metrics.guard_latency_us, one evaluation of the guards this compile
    // installed, as Dynamo timed it right after building them (caches flushed first: a cold check);
    // -1 when not recorded.
    double guardLatencyUs = -1;
    // compilation_metrics.cudagraph_skip_reason: why Inductor ran this graph without CUDA graphs,
    // as PyTorch worded it (only a skip decided while the metrics were still open is there).
    QString cudagraphSkipReason;
    uint32_t metricsRecord = NoRecord; // its compilation_metrics (configs read on demand: configsnapshot.h)
    // Where the compile time went, exclusive (seconds; -1 when compilation_metrics has no
    // cumulative times): PyTorch's cumulative times nest (Dynamo ⊃ AOTAutograd ⊃ Inductor ⊃
    // code generation), so each phase is its time minus the next one's.
    struct Phases {
        double dynamo = -1, aotAutograd = -1, inductor = -1, codegen = -1;
        double tritonCompile = -1; // triton_compile_time_us, inside code generation
        bool known() const { return dynamo >= 0; }
    } phases;
    std::vector<uint32_t> records; // indices into the log's records

    static QString statusName(Status s); // stable, for JSON: ok, failed, empty, missing
    static QString statusText(Status s); // the same in the reader's language, for text and views

    // What to call this compile's function in every view: `LlamaForCausalLM.forward` for a
    // wrapped or module method, else the recorded name.
    QString displayFunction() const;
    QString displayFile() const { return user.isWrapped() ? user.file : file; }
    int displayLine() const { return user.isWrapped() ? user.line : line; }
    // "wrapper (generic.py:937)" when the compiled frame is a wrapper, else empty.
    QString wrapperLabel() const;
};

struct FrameSummary {
    int frame = -1; // frame id; -1 for records outside any Dynamo compile
    QString function, file; // as recorded
    int line = 0;
    QString displayFunction, displayFile, wrapperLabel; // as CompileSummary names them
    int displayLine = 0;
    bool wrapsSeveral
        = false; // a decorator's wrapper whose compiles wrap different functions: each compile names its own
    std::vector<size_t> compiles; // indices into CompileOverview::compiles
};

// One graph-break record and the compile it belongs to.
struct GraphBreakRecord {
    size_t compile = 0; // index into CompileOverview::compiles
    uint32_t record = 0; // index into the log's records (an inferred break: the resume function's first record)
    GraphBreakInfo info;
    bool inferred = false; // no graph-break record: known from the resume function (inferredbreaks.h)
};

struct CompileOverview {
    std::vector<FrameSummary> frames;
    std::vector<CompileSummary> compiles;
    std::vector<GraphBreakRecord> graphBreaks;
    size_t recordsOutsideCompiles = 0;
    // Records under compile ids that no Dynamo compile started (torch.export's own, another tool's,
    // a log cut from a longer one), by kind: counted outside compiles, said in summary.
    std::map<std::string, int> recordsUnderNoCompile;
    std::map<std::string, int> recordKinds; // kind -> count, every record of the log
    QStringList unknownKinds; // kinds FORMATS.md does not describe (kept as raw records)
    // Records of a known kind whose JSON could not be read ("line 531: compilation_metrics of 0/0
    // (its JSON could not be read)"): their facts are missing, said in summary, never dropped unseen.
    QStringList unreadRecords;
    // Records whose content contradicts where they stand ("line 11042: compilation_metrics of 0/2
    // says compile_id 0/1"): a copied or edited log; their facts are kept where the envelope puts them.
    QStringList doubtfulRecords;
    // The torch that wrote the log: the torch_version artifact (2.12+), else the first
    // compilation_metrics' pytorch_version; empty when neither is there.
    QString torchVersion, torchCommit;
    // The source files the run's records name whole (each frame's file, its call stack's): what
    // mends a guard location PyTorch clipped (restoreClippedPaths), in recompile reasons and dumps.
    QStringList sourceFiles;
    // Whether that torch is newer than the newest this reader knows (KnownTorch): its records and
    // fields may hold facts that are not read.
    bool newerTorch() const;
    static constexpr int KnownTorchMinor = 15; // torch 2.4 to 2.15 are read
    int totalGraphBreaks = 0;
    int totalRecompiles = 0; // CompileKind::Recompile: a cached entry's guard failed
    int totalCompiledAgain = 0; // CompileKind::CompiledAgain
    int totalLimitHits = 0; // CompileKind::LimitHit (not counted as failures)
    int totalFailures = 0; // failed compiles, limit hits left out
    // Compiles that compiled (or tried to): a recompile-limit hit is listed in `compiles` but
    // compiled nothing. The one count summary, fleet facts and the report give.
    int compileCount() const { return static_cast<int>(compiles.size()) - totalLimitHits; }
    std::vector<ExportAttempt> exports; // torch.export calls (TORCH_DTRACE), exportattempts.h
    std::vector<DirectCompile> directCompiles; // Inductor compiles no Dynamo frame started (AOTInductor)
};

// Builds the overview from an indexed log. Decodes only the few small metadata objects it
// needs (compilation_metrics, dynamo_start) and the generated-code payloads.
std::shared_ptr<const CompileOverview> buildCompileOverview(const TraceLog &log);

} // namespace cs
