#pragma once

#include "core/analysis/autotunedecisions.h"
#include "core/analysis/explain.h"
#include "core/graph/compileregions.h"
#include "core/graph/ddpsplits.h"
#include "core/graph/graphlayout.h"
#include "core/graph/passpipeline.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace cs {

// The facts of a diagnosis report, gathered once from the engine (explain, the compile
// overview, graphs, fusion, profiles) and rendered by every writer: the block document
// (reportdocument.h) for HTML, Markdown and PDF, and the JSON twin (REPORT_JSON.md). Plain
// values; every QString that came from a trace is untrusted text and stays plain text here.

// A named section a user can leave out (`report --sections`, the export dialog's boxes).
enum class ReportSection {
    FixFirst,
    Identity,
    Compiles,
    Breaks,
    Recompiles,
    Failures,
    Fusion,
    Kernels,
    Runtime, // what every call pays beyond its kernels: CUDA-graph coverage, guard cost (when the run has either)
    Graphs,
    Ranks, // the ranks of a multi-rank run (core/ranks, as `compilescope ranks`), when it has several
    Compare, // the comparison with run B (`--compare`), when given
    Ab, // the A/B verdicts (`--ab`), when given
};
QString reportSectionKey(ReportSection s); // stable: fix_first, identity, compiles, ...
QString reportSectionTitle(ReportSection s); // translated
std::vector<ReportSection> allReportSections();

// One thing to fix, most costly first: a summary of an explain finding with its evidence.
struct ReportFix {
    QString kind; // failure, limit_hit, recompiles, graph_break
    QString title; // translated sentence with the trace's names in it (plain text)
    QString detail; // the first reason / explanation (trace text)
    QString suggestion; // what to do
    double costS = -1; // compile time it cost, when known
    QString section; // the section with the evidence (reportSectionKey)
};

struct ReportVersion {
    QString name, value, source; // source: compilation_metrics, this build, profile run
};

struct ReportPhase {
    QString key; // dynamo, aot_autograd, inductor, codegen
    double seconds = 0; // exclusive: the phase without the phases nested in it
};

struct ReportCompile {
    QString id; // as summary --json: "0/1"; rank prefix in multi-rank runs
    int rank = -1;
    QString function, file;
    int line = 0;
    QString status; // ok, failed, empty, missing (CompileSummary::statusName)
    QString statusText; // the same in the report's language
    bool limitHit = false; // a recompile-limit hit: listed, compiled nothing (its status is not an outcome)
    int attempts = 1;
    int graphBreaks = 0;
    KernelCounts counts; // distinct kernels and launches of its generated code (kernelcounts.h)
    double compileTimeS = -1; // entire_frame_compile_time_s
    double backwardS = -1; // bwd_compilation_metrics: its backward, compiled at the first backward call
    std::vector<ReportPhase> phases; // empty when the metrics have no phase times
    double tritonCompileS = -1; // triton_compile_time_us, inside code generation
    double startS = -1; // from the run's first compile start
    QString recompileReason;
    QStringList cache; // "fx_graph: hit"
};

struct ReportOverview {
    int compiles = 0, ok = 0, failed = 0, empty = 0, missing = 0;
    int limitHits = 0; // compile ids of a recompile limit hit: no compile, not counted in `compiles`
    int graphBreaks = 0, recompiles = 0, diagnostics = 0;
    KernelCounts counts; // the compiles' counts added up
    qint64 records = 0;
    double compileTimeS = 0; // sum of compile_time_s, as summary --json totals
    double backwardCompileTimeS = 0; // sum of the backwards' (bwd_compilation_metrics), not in compileTimeS
    std::vector<ReportPhase> phases; // summed over compiles
    double tritonCompileS = 0;
    // Warm-up: wall time from the first compile's start to the last compile's end (backward compiles
    // included), and the share of it spent compiling (compile_time_s and the backwards' summed,
    // `warmupBackwardS` of it the backwards'); -1 when the metrics lack times. Ranks
    // compile side by side: in a run of several logs it is the log that compiled longest
    // (`warmupRank`, -1 in a run of one log), never every rank's compile time against one span.
    double warmupWallS = -1;
    double warmupCompileS = 0;
    double warmupBackwardS = 0;
    int warmupRank = -1;
    std::vector<ReportCompile> list; // log order
    // Inductor compiles no Dynamo frame started (AOTInductor packaging exported programs): their
    // time is not in compileTimeS (directcompiles.h).
    struct Direct {
        QString api, where, device; // where: file:line of the user's call
        double seconds = -1;
        QString failType;
    };
    std::vector<Direct> direct;
    double directCompileS = 0;
};

struct ReportFusionGraph {
    QString id, compileId, part, source; // source: ir_post_fusion, replay, provenance, output_code
    // fusionGroups: scheduler nodes after fusion; `kernels` of them launch a generated kernel,
    // `externs` are extern calls or no-ops (kernels + externs = fusionGroups).
    int nodesBefore = 0, fusionGroups = 0, kernels = 0, externs = 0, fuses = 0, rejects = 0;
    bool hasDecisions = false;
    qint64 savedTraffic = 0;
    struct Blocked {
        QString category, title; // category id; translated title
        int lines = 0, pairs = 0;
        QStringList settings;
    };
    std::vector<Blocked> blocked; // most lines first
    struct Apart {
        QString node, kernel; // scheduler node (trace names) and its kernel
        QString numel; // size of its iteration space, as logged
        int rejects = 0; // rejection lines naming it
        QString reason; // the most frequent category's title, or why no line names it
        QString example; // one rejection line's reason (trace text)
    };
    std::vector<Apart> apart; // largest nodes that stayed one kernel alone
};

struct ReportKernel {
    QString kernel, compileId, kind, config;
    double medianUs = 0, minUs = 0, maxUs = 0, spread = 0;
    int repeats = 0;
    std::optional<qint64> bytes;
    std::optional<double> bandwidthGBs;
    struct Point {
        qint64 runId = 0;
        QDateTime at;
        double medianUs = 0, minUs = 0;
    };
    std::vector<Point> history; // oldest first, this run included
};

struct ReportProfile {
    QString db;
    qint64 runId = 0;
    QDateTime startedAt;
    QString gpu, cpu, driver, torch;
    std::vector<ReportKernel> kernels; // most time first
    std::vector<std::pair<QString, QString>> failures; // kernel, reason
    double totalMedianUs = 0;
};

struct ReportGraph {
    QString id, stage, compileId;
    int nodes = 0, kernels = 0, boxes = 0; // kernels: node groups (FxGraph::groups)
    KernelCounts counts; // post-grad graphs: distinct kernels and launches of their code (outputCodes 0: none)
    QString groupedBy; // kernel, layer, statement
    bool segmented = false;
    GraphLayout layout; // laid out by Graphviz; empty when `error` says why
    QString error;
};

// An exported program among the inputs: a `.pt2` (torch.export.save, or the program an
// AOTInductor package carries) or a torch.export call in a trace (TORCH_DTRACE), with what it
// takes and gives and which dimensions stayed dynamic (core/report/exportsummary.h).
struct ReportProgram {
    QString name; // its graph id (`export:model`, `export:1`); `export 2` for a failed export
    QString source; // the file; for a trace export, with the record's line
    QString kind; // exported_program, aotinductor, trace
    bool exported = true;
    QString failure; // why a trace export produced no program
    int nodes = 0, stateInputs = 0;
    QString inputs, outputs, dynamicDims; // as the summary says them (`none` when empty)
    QStringList ranges; // every range constraint, `s77: [3, 64]`
    QStringList guards, problems; // trace exports: guards added, problems met, each with its place
};

// One model of an AOTInductor package (Pt2Archive::aotiModels): the code compiled ahead of time,
// with or without the program it was compiled from.
struct ReportPackage {
    QString file, model;
    bool hasProgram = false;
    int kernels = 0, launches = 0, externLaunches = 0;
    QString branchLaunches; // kernelcounts.h branchLaunchesText: launches only some calls run
    QString launchesPerCall; // kernelcounts.h launchesRange: "5", "3 to 5"
    QStringList kernelNames, externCalls, files; // files: names inside the package
    std::vector<QStringList> constants; // name, kind, dtype, shape, bytes
};

// A table of a section fed from another room of the engine (the comparison, the A/B verdicts):
// the report shows it as it is, with its text treated as untrusted like the rest.
struct ReportTable {
    QString caption;
    QStringList header;
    std::vector<QStringList> rows;
    std::vector<bool> numeric; // per column: right-aligned
    std::vector<bool> detail; // per column: a sentence kept whole (up to a detail's length), not cut as a cell
    int omittedRows = 0; // rows cut to keep the report short
};

// The comparison (core/diff, as `compilescope diff`) or the A/B verdicts (core/ab, as
// `compilescope ab`), made into a section: a summary, warnings, tables most useful first, and
// the room's own JSON for the JSON twin (`diff --json` / `ab --json` without the call series).
struct ReportExtra {
    QString key; // ranks, compare, ab (reportSectionKey of its section)
    QString title, summary;
    QStringList notes; // warnings: a side that could not be read, other stack versions, a tripped gate
    std::vector<ReportTable> tables;
    QByteArray json; // empty when the input could not be read
};

struct ReportData {
    QString title; // "CompileScope report: <input>"
    QStringList inputs;
    QDateTime generatedAt;
    QString language; // the report's language (en, de, zh_CN)
    std::vector<ReportSection> sections; // the sections asked for, in report order
    std::vector<ReportFix> fixes;
    std::vector<ReportVersion> versions;
    ReportOverview overview;
    Explanation explanation;
    std::vector<ReportFusionGraph> fusion;
    QString fusionMissing; // why fusion decisions are missing (which setting records them)
    std::optional<ReportProfile> profile;
    QStringList kernelNames; // generated kernels when no profile is given
    AutotuneExplorer autotune; // every autotuning choice, with its candidates (Kernels section)
    std::vector<ReportGraph> graphs;
    std::vector<DdpSplitInfo> ddpSplits; // DDPOptimizer's splits (children, buckets, reason)
    CompileRegions regions; // blocks compiled once and reused, piecewise compiles (Graphs section)
    QList<PassStage> passes; // Inductor's pass stages, places and spans only (Graphs section)
    std::vector<ReportProgram> programs; // exported programs in the inputs, in input order
    std::vector<ReportPackage> packages; // AOTInductor packages' models, in input order
    // A run of packages or exported programs only (no trace): what it is, said in place of the
    // coverage headline ("nothing was compiled" would be wrong for compiled kernels), and why
    // the graphs section has no graph. Empty otherwise.
    QString coverage, noGraphs;
    std::vector<ReportExtra> extras;
    QStringList notes; // what the report could not do (a graph layout that failed, a DB that did not open)
    QStringList unreadable; // inputs named for the comparison or the A/B that could not be read
    QStringList readFiles; // files read beside the run's own (run B's traces): `-o` may name none of them
    const ReportExtra *extra(ReportSection s) const; // the comparison or A/B section, when made
    bool has(ReportSection s) const;
    bool hasKey(const QString &sectionKey) const; // a section of this reportSectionKey is in the report
};

} // namespace cs
