#include "core/report/summaryjson.h"

#include "core/analysis/coverage.h"
#include "core/graph/compileregions.h"
#include "core/graph/ddpsplits.h"
#include "core/report/artifactjson.h"
#include "core/report/cudagraphreport.h"
#include "core/report/directcompilesummary.h"
#include "core/report/exportsummary.h"
#include "core/run/runmanifest.h"
#include "core/util/jsonvalue.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cs {
namespace {

QJsonValue rankValue(int rank)
{
    return rank >= 0 ? QJsonValue(rank) : QJsonValue(QJsonValue::Null);
}
QJsonValue idPart(int v)
{
    return v >= 0 ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

QJsonArray stackJson(const QList<SourceFrame> &stack)
{
    QJsonArray out;
    for (const SourceFrame &f : stack) {
        QJsonObject o;
        o[QStringLiteral("file")] = f.file;
        o[QStringLiteral("line")] = f.line;
        o[QStringLiteral("function")] = f.function;
        o[QStringLiteral("source")] = f.source.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(f.source);
        out.append(o);
    }
    return out;
}

// The recorded run folder's manifest (MANIFEST_JSON.md), in brief; null when no input is one.
QJsonValue recordingJson(const LoadedRun &run)
{
    const run::InputsManifest m = run::manifestOfInputs(run.inputs);
    if (!m.manifest && m.problem.isEmpty())
        return QJsonValue::Null;
    QJsonObject o;
    o[QStringLiteral("problem")] = orNull(m.problem);
    if (!m.manifest)
        return o;
    const run::RunManifest &r = *m.manifest;
    o[QStringLiteral("folder")] = m.folder;
    o[QStringLiteral("kind")] = r.kind;
    o[QStringLiteral("command")] = QJsonArray::fromStringList(r.command);
    o[QStringLiteral("working_dir")] = orNull(r.workingDir);
    o[QStringLiteral("start")] = r.start.isValid() ? QJsonValue(r.start.toString(Qt::ISODateWithMs)) : QJsonValue();
    o[QStringLiteral("end")] = r.end.isValid() ? QJsonValue(r.end.toString(Qt::ISODateWithMs)) : QJsonValue();
    o[QStringLiteral("outcome")] = r.exit ? run::exitKindName(r.exit->kind) : QStringLiteral("running");
    o[QStringLiteral("exit_code")]
        = r.exit && r.exit->kind == run::ExitKind::Exited ? QJsonValue(r.exit->exitCode) : QJsonValue();
    o[QStringLiteral("line")] = run::manifestLine(r);
    o[QStringLiteral("torch")] = orNull(r.stack.torch);
    return o;
}

QJsonObject compileJson(const CompileSummary &c, const TraceLog &log, int rank)
{
    QJsonObject o;
    o[QStringLiteral("id")] = c.id.toString();
    o[QStringLiteral("rank")] = rankValue(rank);
    o[QStringLiteral("frame_id")] = idPart(c.id.frame);
    o[QStringLiteral("frame_compile_id")] = idPart(c.id.frameCompile);
    o[QStringLiteral("compiled_autograd_id")] = idPart(c.id.compiledAutograd);
    o[QStringLiteral("attempt")] = c.lastAttempt;
    o[QStringLiteral("function")] = orNull(c.function);
    o[QStringLiteral("file")] = orNull(c.file);
    o[QStringLiteral("line")] = c.line > 0 ? QJsonValue(c.line) : QJsonValue(QJsonValue::Null);
    o[QStringLiteral("display_function")] = orNull(c.displayFunction());
    o[QStringLiteral("module_class")] = orNull(c.user.moduleClass);
    QJsonValue wrapped(QJsonValue::Null);
    if (c.user.isWrapped())
        wrapped = QJsonObject { { QStringLiteral("function"), c.user.function },
            { QStringLiteral("file"), orNull(c.user.file) },
            { QStringLiteral("line"), c.user.line > 0 ? QJsonValue(c.user.line) : QJsonValue(QJsonValue::Null) } };
    o[QStringLiteral("wraps")] = wrapped;
    o[QStringLiteral("status")] = CompileSummary::statusName(c.status);
    // PyTorch's meaning (compilekind.h): first, after_reset, recompile, compiled_again, recompile_limit.
    o[QStringLiteral("kind")] = compileKindName(c.kind);
    o[QStringLiteral("cache_size")] = c.cacheSize >= 0 ? QJsonValue(c.cacheSize) : QJsonValue(QJsonValue::Null);
    o[QStringLiteral("fail_type")] = orNull(c.failType);
    o[QStringLiteral("fail_reason")] = orNull(c.failReason);
    o[QStringLiteral("recompile_reason")] = orNull(c.recompileReason());
    o[QStringLiteral("graph_breaks")] = c.graphBreaks;
    o[QStringLiteral("kernels")] = QJsonArray::fromStringList(c.kernels);
    o[QStringLiteral("kernel_counts")] = kernelCountsJson(c.kernelCounts);
    o[QStringLiteral("compile_time_s")]
        = c.compileTimeS >= 0 ? QJsonValue(c.compileTimeS) : QJsonValue(QJsonValue::Null);
    o[QStringLiteral("backward_compile_time_s")]
        = c.backwardCompileTimeS >= 0 ? QJsonValue(c.backwardCompileTimeS) : QJsonValue(QJsonValue::Null);
    o[QStringLiteral("stack")] = stackJson(c.stack);
    QJsonObject failFrame;
    if (!c.failFile.isEmpty()) {
        failFrame[QStringLiteral("file")] = c.failFile;
        failFrame[QStringLiteral("line")] = c.failLine;
    }
    o[QStringLiteral("fail_user_frame")] = c.failFile.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(failFrame);
    o[QStringLiteral("restart_reasons")] = QJsonArray::fromStringList(c.restartReasons);
    o[QStringLiteral("attempts")] = c.attempts;
    o[QStringLiteral("guard_count")] = c.guardCount >= 0 ? QJsonValue(c.guardCount) : QJsonValue(QJsonValue::Null);
    o[QStringLiteral("guard_latency_us")]
        = c.guardLatencyUs >= 0 ? QJsonValue(c.guardLatencyUs) : QJsonValue(QJsonValue::Null);
    o[QStringLiteral("cudagraph_skip_reason")] = orNull(c.cudagraphSkipReason);
    QJsonValue phases(QJsonValue::Null);
    if (c.phases.known()) {
        const auto secs = [](double v) { return v >= 0 ? QJsonValue(v) : QJsonValue(QJsonValue::Null); };
        phases = QJsonObject { { QStringLiteral("dynamo_s"), secs(c.phases.dynamo) },
            { QStringLiteral("aot_autograd_s"), secs(c.phases.aotAutograd) },
            { QStringLiteral("inductor_s"), secs(c.phases.inductor) },
            { QStringLiteral("code_gen_s"), secs(c.phases.codegen) },
            { QStringLiteral("triton_compile_s"), secs(c.phases.tritonCompile) } };
    }
    o[QStringLiteral("phases")] = phases;
    QJsonArray graphs, cache;
    for (const auto &g : c.graphList) {
        QJsonObject go;
        go[QStringLiteral("stage")] = g.stage;
        go[QStringLiteral("line")] = static_cast<qint64>(log.records[g.record].line);
        go[QStringLiteral("subgraph")] = orNull(g.subgraph);
        graphs.append(go);
    }
    for (const auto &e : c.cacheEvents) {
        QJsonObject co;
        co[QStringLiteral("cache")] = e.cache;
        co[QStringLiteral("result")] = e.result;
        co[QStringLiteral("key")] = orNull(e.key);
        co[QStringLiteral("detail")] = orNull(e.detail);
        cache.append(co);
    }
    o[QStringLiteral("graphs")] = graphs;
    o[QStringLiteral("cache")] = cache;
    o[QStringLiteral("has_guards")] = c.guardsRecord != CompileSummary::NoRecord;
    o[QStringLiteral("has_provenance")] = c.provenanceRecord != CompileSummary::NoRecord;
    return o;
}

QJsonObject diagnosticJson(const Diagnostic &d)
{
    static const char *const severities[] = { "note", "warning", "error" };
    QJsonObject o;
    o[QStringLiteral("file")] = d.file;
    o[QStringLiteral("line")] = d.line > 0 ? QJsonValue(static_cast<qint64>(d.line)) : QJsonValue(QJsonValue::Null);
    o[QStringLiteral("severity")] = QString::fromLatin1(severities[static_cast<int>(d.severity)]);
    o[QStringLiteral("message")] = d.message;
    return o;
}

} // namespace

QJsonObject kernelCountsJson(const KernelCounts &c)
{
    auto known = [](int n) { return n >= 0 ? QJsonValue(n) : QJsonValue(QJsonValue::Null); };
    return { { QStringLiteral("distinct_kernels"), c.distinctKernels }, { QStringLiteral("launches"), c.launches },
        { QStringLiteral("extern_launches"), c.externLaunches },
        { QStringLiteral("branch_launches"), c.branchLaunches }, { QStringLiteral("launches_min"), c.perCallMin() },
        { QStringLiteral("launches_max"), known(c.perCallMax()) },
        { QStringLiteral("fusion_groups"), known(c.fusionGroups) },
        { QStringLiteral("graph_nodes"), known(c.graphNodes) } };
}

KernelCounts runKernelCounts(const LoadedRun &run)
{
    KernelCounts c;
    for (const auto &ov : run.overviews)
        for (const CompileSummary &cs : ov->compiles)
            c += cs.kernelCounts;
    if (c.outputCodes > 0)
        return c;
    for (const DebugRun &d : run.debugRuns)
        for (const DebugGraph &g : d.graphs)
            if (!g.outputCode.path.isEmpty())
                c += countKernels(g.outputCode);
    for (const OutputCode &o : run.outputCodes)
        c += countKernels(o);
    for (const Pt2Archive &a : run.archives) // AOTInductor packages: each model's generated code
        for (const AotiModel &m : a.aotiModels)
            c += countKernels(m.code);
    return c;
}

QJsonObject coverageCountsJson(const Coverage &c, const QString &input)
{
    return { { QStringLiteral("headline"), input.isEmpty() ? coverageHeadline(c) : input },
        { QStringLiteral("known"), c.known }, { QStringLiteral("nothing_compiled"), c.nothingCompiled() },
        { QStringLiteral("frames_compiled"), c.framesCompiled }, { QStringLiteral("frames_with_ops"), c.framesWithOps },
        { QStringLiteral("frames_empty"), c.framesEmpty }, { QStringLiteral("frames_eager"), c.framesEager },
        { QStringLiteral("frames_failed"), c.framesFailed },
        { QStringLiteral("ops_captured"), static_cast<double>(c.opsCaptured) } };
}

QByteArray formatSummaryJson(const LoadedRun &run)
{
    QJsonArray logs, compiles, breaks, recompiles, diagnostics;
    int failures = 0, kernels = 0, limitHits = 0, compiledAgain = 0, compileCount = 0;
    double compileTime = 0, backwardTime = 0;
    qint64 records = 0;
    for (size_t li = 0; li < run.logs.size(); ++li) {
        const TraceLog &log = *run.logs[li];
        const CompileOverview &ov = *run.overviews[li];
        records += static_cast<qint64>(log.records.size());
        QJsonObject lo;
        lo[QStringLiteral("file")] = log.source->path();
        lo[QStringLiteral("rank")] = rankValue(log.rank);
        lo[QStringLiteral("records")] = static_cast<qint64>(log.records.size());
        lo[QStringLiteral("bytes")] = static_cast<qint64>(log.source->size());
        QJsonObject kinds;
        for (const auto &[kind, count] : ov.recordKinds)
            kinds[QString::fromStdString(kind)] = count;
        lo[QStringLiteral("record_kinds")] = kinds;
        lo[QStringLiteral("unknown_kinds")] = QJsonArray::fromStringList(ov.unknownKinds);
        lo[QStringLiteral("unread_records")] = QJsonArray::fromStringList(ov.unreadRecords);
        lo[QStringLiteral("doubtful_records")] = QJsonArray::fromStringList(ov.doubtfulRecords);
        QJsonObject noCompile;
        for (const auto &[kind, count] : ov.recordsUnderNoCompile)
            noCompile[QString::fromStdString(kind)] = count;
        lo[QStringLiteral("records_under_no_compile")] = noCompile;
        lo[QStringLiteral("torch_version")] = orNull(ov.torchVersion);
        lo[QStringLiteral("torch_commit")] = orNull(ov.torchCommit);
        lo[QStringLiteral("newer_torch")] = ov.newerTorch();
        lo[QStringLiteral("checksum_mismatches")] = static_cast<qint64>(log.checksumMismatches);
        logs.append(lo);
        failures += ov.totalFailures;
        limitHits += ov.totalLimitHits;
        compileCount += ov.compileCount();
        compiledAgain += ov.totalCompiledAgain;
        for (const CompileSummary &c : ov.compiles) {
            compiles.append(compileJson(c, log, log.rank));
            kernels += static_cast<int>(c.kernels.size());
            if (c.compileTimeS > 0)
                compileTime += c.compileTimeS;
            if (c.backwardCompileTimeS > 0)
                backwardTime += c.backwardCompileTimeS;
            if (c.isRecompile()) {
                QJsonObject r;
                r[QStringLiteral("id")] = c.id.toString();
                r[QStringLiteral("rank")] = rankValue(log.rank);
                r[QStringLiteral("function")] = orNull(c.displayFunction()); // as compiles[].display_function
                r[QStringLiteral("reason")] = orNull(c.recompileReason());
                recompiles.append(r);
            }
        }
        for (const GraphBreakRecord &g : ov.graphBreaks) {
            QJsonObject b;
            b[QStringLiteral("id")] = ov.compiles[g.compile].id.toString();
            b[QStringLiteral("rank")] = rankValue(log.rank);
            b[QStringLiteral("reason")] = orNull(g.info.reason);
            b[QStringLiteral("file")] = orNull(g.info.file);
            b[QStringLiteral("line")] = g.info.line > 0 ? QJsonValue(g.info.line) : QJsonValue(QJsonValue::Null);
            b[QStringLiteral("explanation")] = orNull(g.info.explanation);
            b[QStringLiteral("hints")] = QJsonArray::fromStringList(g.info.hints);
            b[QStringLiteral("url")] = orNull(g.info.url);
            b[QStringLiteral("type_id")] = orNull(g.info.typeId);
            b[QStringLiteral("hint_classes")] = QJsonArray::fromStringList(g.info.hintClasses);
            b[QStringLiteral("inferred")] = g.inferred;
            breaks.append(b);
        }
        for (const Diagnostic &d : log.diagnostics)
            diagnostics.append(diagnosticJson(d));
    }
    for (const Diagnostic &d : run.notes)
        diagnostics.append(diagnosticJson(d));
    QJsonObject totals;
    // A recompile-limit hit is listed in compiles[] (kind recompile_limit) but compiled nothing.
    totals[QStringLiteral("compiles")] = compileCount;
    totals[QStringLiteral("graph_breaks")] = breaks.size();
    totals[QStringLiteral("recompiles")] = recompiles.size();
    totals[QStringLiteral("failures")] = failures;
    totals[QStringLiteral("recompile_limit_hits")] = limitHits;
    totals[QStringLiteral("compiled_again")] = compiledAgain;
    const KernelCounts counts = runKernelCounts(run);
    // Without compiles (AOTInductor packages, output_code.py files): their distinct kernels, so
    // `kernels` never says 0 beside kernel_counts' distinct kernels.
    totals[QStringLiteral("kernels")] = compiles.isEmpty() ? counts.distinctKernels : kernels;
    totals[QStringLiteral("kernel_counts")] = kernelCountsJson(counts);
    totals[QStringLiteral("diagnostics")] = diagnostics.size();
    totals[QStringLiteral("records")] = records;
    totals[QStringLiteral("compile_time_s")] = compileTime;
    totals[QStringLiteral("backward_compile_time_s")] = backwardTime;
    totals[QStringLiteral("direct_compile_time_s")] = directCompileSeconds(run);
    QJsonObject root;
    root[QStringLiteral("schema")] = QStringLiteral("compilescope.summary/1");
    root[QStringLiteral("recording")] = recordingJson(run);
    root[QStringLiteral("logs")] = logs;
    root[QStringLiteral("compiles")] = compiles;
    root[QStringLiteral("graph_breaks")] = breaks;
    root[QStringLiteral("recompiles")] = recompiles;
    root[QStringLiteral("diagnostics")] = diagnostics;
    root[QStringLiteral("totals")] = totals;
    root[QStringLiteral("cudagraphs")] = cudaGraphCoverageJson(runCudaGraphCoverage(run));
    // .pt2 archives or profiler traces only: what they are, not "nothing compiled"
    const QString inputs = archivesHeadline(run).isEmpty() ? profilesHeadline(run) : archivesHeadline(run);
    root[QStringLiteral("coverage")] = coverageCountsJson(coverageOf(run.logs, run.overviews), inputs);
    root[QStringLiteral("ddp_splits")] = ddpSplitsJson(runDdpSplits(run));
    root[QStringLiteral("regions")] = compileRegionsJson(runCompileRegions(run));
    root[QStringLiteral("exports")] = exportsJson(run);
    root[QStringLiteral("direct_compiles")] = directCompilesJson(run);
    addArtifactSections(run, root);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace cs
