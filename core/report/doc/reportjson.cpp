#include "core/report/doc/reportwriters.h"

#include "core/report/autotunetext.h"
#include "core/report/explainreport.h"
#include "core/report/passreport.h"
#include "core/report/summaryjson.h"
#include "core/util/jsonvalue.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cs {
namespace {

QJsonValue seconds(double s)
{
    return s >= 0 ? QJsonValue(s) : QJsonValue();
}

QJsonObject phases(const std::vector<ReportPhase> &list)
{
    QJsonObject o;
    for (const ReportPhase &p : list)
        o[p.key] = p.seconds >= 0 ? QJsonValue(p.seconds) : QJsonValue(); // null: the phase did not run
    return o;
}

QJsonObject overviewJson(const ReportOverview &ov)
{
    QJsonArray compiles;
    for (const ReportCompile &c : ov.list) {
        QJsonObject o;
        o[QStringLiteral("id")] = c.id;
        o[QStringLiteral("rank")] = c.rank >= 0 ? QJsonValue(c.rank) : QJsonValue();
        o[QStringLiteral("function")] = orNull(c.function);
        o[QStringLiteral("file")] = orNull(c.file);
        o[QStringLiteral("line")] = c.line > 0 ? QJsonValue(c.line) : QJsonValue();
        o[QStringLiteral("status")] = c.status;
        o[QStringLiteral("attempts")] = c.attempts;
        o[QStringLiteral("graph_breaks")] = c.graphBreaks;
        o[QStringLiteral("kernels")] = c.counts.distinctKernels; // kept: the same as kernel_counts.distinct_kernels
        o[QStringLiteral("kernel_counts")] = kernelCountsJson(c.counts);
        o[QStringLiteral("compile_time_s")] = seconds(c.compileTimeS);
        o[QStringLiteral("backward_compile_time_s")] = seconds(c.backwardS);
        o[QStringLiteral("phases_s")] = c.phases.empty() ? QJsonValue() : QJsonValue(phases(c.phases));
        o[QStringLiteral("triton_compile_s")] = seconds(c.tritonCompileS);
        o[QStringLiteral("start_s")] = seconds(c.startS);
        o[QStringLiteral("recompile_reason")] = orNull(c.recompileReason);
        o[QStringLiteral("cache")] = QJsonArray::fromStringList(c.cache);
        compiles.append(o);
    }
    QJsonObject totals;
    totals[QStringLiteral("compiles")] = ov.compiles;
    totals[QStringLiteral("ok")] = ov.ok;
    totals[QStringLiteral("failed")] = ov.failed;
    totals[QStringLiteral("empty")] = ov.empty;
    totals[QStringLiteral("missing")] = ov.missing;
    totals[QStringLiteral("graph_breaks")] = ov.graphBreaks;
    totals[QStringLiteral("recompiles")] = ov.recompiles;
    totals[QStringLiteral("kernels")] = ov.counts.distinctKernels;
    totals[QStringLiteral("kernel_counts")] = kernelCountsJson(ov.counts);
    totals[QStringLiteral("diagnostics")] = ov.diagnostics;
    totals[QStringLiteral("records")] = ov.records;
    totals[QStringLiteral("compile_time_s")] = ov.compileTimeS;
    totals[QStringLiteral("backward_compile_time_s")] = ov.backwardCompileTimeS;
    totals[QStringLiteral("direct_compiles")] = static_cast<int>(ov.direct.size());
    totals[QStringLiteral("direct_compile_time_s")] = ov.directCompileS;
    totals[QStringLiteral("triton_compile_s")] = ov.tritonCompileS;
    totals[QStringLiteral("warmup_wall_s")] = seconds(ov.warmupWallS);
    totals[QStringLiteral("warmup_compile_s")] = seconds(ov.warmupWallS > 0 ? ov.warmupCompileS : -1);
    totals[QStringLiteral("warmup_backward_s")] = seconds(ov.warmupWallS > 0 ? ov.warmupBackwardS : -1);
    totals[QStringLiteral("warmup_rank")] = ov.warmupRank >= 0 ? QJsonValue(ov.warmupRank) : QJsonValue();
    return { { QStringLiteral("totals"), totals }, { QStringLiteral("phases_s"), phases(ov.phases) },
        { QStringLiteral("compiles"), compiles } };
}

QJsonArray fusionJson(const std::vector<ReportFusionGraph> &graphs)
{
    QJsonArray out;
    for (const ReportFusionGraph &g : graphs) {
        QJsonArray blocked, apart;
        for (const ReportFusionGraph::Blocked &b : g.blocked)
            blocked.append(QJsonObject { { QStringLiteral("category"), b.category },
                { QStringLiteral("lines"), b.lines }, { QStringLiteral("pairs"), b.pairs },
                { QStringLiteral("settings"), QJsonArray::fromStringList(b.settings) } });
        for (const ReportFusionGraph::Apart &a : g.apart)
            apart.append(QJsonObject { { QStringLiteral("node"), a.node },
                { QStringLiteral("kernel"), orNull(a.kernel) }, { QStringLiteral("numel"), orNull(a.numel) },
                { QStringLiteral("rejects"), a.rejects }, { QStringLiteral("example"), orNull(a.example) } });
        out.append(QJsonObject { { QStringLiteral("id"), g.id }, { QStringLiteral("compile_id"), orNull(g.compileId) },
            { QStringLiteral("part"), orNull(g.part) }, { QStringLiteral("final_source"), orNull(g.source) },
            { QStringLiteral("nodes_before"), g.nodesBefore }, { QStringLiteral("fusion_groups"), g.fusionGroups },
            { QStringLiteral("kernels"), g.kernels }, { QStringLiteral("externs"), g.externs },
            { QStringLiteral("has_decisions"), g.hasDecisions }, { QStringLiteral("fuses"), g.fuses },
            { QStringLiteral("rejects"), g.rejects }, { QStringLiteral("saved_traffic_bytes"), g.savedTraffic },
            { QStringLiteral("blocked"), blocked }, { QStringLiteral("apart"), apart } });
    }
    return out;
}

QJsonValue profileJson(const std::optional<ReportProfile> &p)
{
    if (!p)
        return QJsonValue();
    QJsonArray kernels, failures;
    for (const ReportKernel &k : p->kernels) {
        QJsonArray history;
        for (const ReportKernel::Point &pt : k.history)
            history.append(QJsonObject { { QStringLiteral("run_id"), pt.runId },
                { QStringLiteral("at"), pt.at.toString(Qt::ISODate) }, { QStringLiteral("median_us"), pt.medianUs },
                { QStringLiteral("min_us"), pt.minUs } });
        kernels.append(QJsonObject { { QStringLiteral("kernel"), k.kernel },
            { QStringLiteral("compile_id"), k.compileId }, { QStringLiteral("kind"), k.kind },
            { QStringLiteral("config"), orNull(k.config) }, { QStringLiteral("median_us"), k.medianUs },
            { QStringLiteral("min_us"), k.minUs }, { QStringLiteral("max_us"), k.maxUs },
            { QStringLiteral("spread"), k.spread }, { QStringLiteral("repeats"), k.repeats },
            { QStringLiteral("bytes"), k.bytes ? QJsonValue(*k.bytes) : QJsonValue() },
            { QStringLiteral("bandwidth_gbs"), k.bandwidthGBs ? QJsonValue(*k.bandwidthGBs) : QJsonValue() },
            { QStringLiteral("history"), history } });
    }
    for (const auto &[kernel, reason] : p->failures)
        failures.append(QJsonObject { { QStringLiteral("kernel"), kernel }, { QStringLiteral("reason"), reason } });
    return QJsonObject { { QStringLiteral("db"), p->db }, { QStringLiteral("run_id"), p->runId },
        { QStringLiteral("started_at"), p->startedAt.toString(Qt::ISODate) }, { QStringLiteral("gpu"), orNull(p->gpu) },
        { QStringLiteral("cpu"), orNull(p->cpu) }, { QStringLiteral("driver"), orNull(p->driver) },
        { QStringLiteral("torch"), orNull(p->torch) }, { QStringLiteral("total_median_us"), p->totalMedianUs },
        { QStringLiteral("results"), kernels }, { QStringLiteral("failures"), failures } };
}

QJsonArray tableJson(const std::vector<ReportTable> &tables)
{
    QJsonArray out;
    for (const ReportTable &t : tables) {
        QJsonArray rows;
        for (const QStringList &r : t.rows)
            rows.append(QJsonArray::fromStringList(r));
        out.append(QJsonObject { { QStringLiteral("caption"), orNull(t.caption) },
            { QStringLiteral("header"), QJsonArray::fromStringList(t.header) }, { QStringLiteral("rows"), rows },
            { QStringLiteral("omitted_rows"), t.omittedRows } });
    }
    return out;
}

} // namespace

QByteArray reportJson(const ReportData &d)
{
    QJsonObject root;
    root[QStringLiteral("schema")] = QStringLiteral("compilescope.report/1");
    root[QStringLiteral("generated_at")] = d.generatedAt.toString(Qt::ISODate);
    root[QStringLiteral("inputs")] = QJsonArray::fromStringList(d.inputs);
    QJsonArray sections;
    for (ReportSection s : d.sections)
        sections.append(reportSectionKey(s));
    root[QStringLiteral("sections")] = sections;
    QJsonArray fixes;
    for (const ReportFix &f : d.fixes)
        fixes.append(QJsonObject { { QStringLiteral("kind"), f.kind }, { QStringLiteral("title"), f.title },
            { QStringLiteral("detail"), orNull(f.detail) }, { QStringLiteral("suggestion"), orNull(f.suggestion) },
            { QStringLiteral("cost_s"), seconds(f.costS) },
            { QStringLiteral("section"), orNull(d.hasKey(f.section) ? f.section : QString()) } });
    root[QStringLiteral("fix_first")] = fixes;
    QJsonArray versions;
    for (const ReportVersion &v : d.versions)
        versions.append(QJsonObject { { QStringLiteral("name"), v.name }, { QStringLiteral("version"), v.value },
            { QStringLiteral("source"), v.source } });
    root[QStringLiteral("versions")] = versions;
    root[QStringLiteral("overview")] = overviewJson(d.overview);
    // The explanation exactly as `explain --json` writes it.
    root[QStringLiteral("explain")] = QJsonDocument::fromJson(formatExplainJson(d.explanation)).object();
    root[QStringLiteral("fusion")] = QJsonObject { { QStringLiteral("missing"), orNull(d.fusionMissing) },
        { QStringLiteral("graphs"), fusionJson(d.fusion) } };
    root[QStringLiteral("profile")] = profileJson(d.profile);
    root[QStringLiteral("kernels")] = QJsonArray::fromStringList(d.kernelNames);
    // Every autotuning choice, as `autotune --json` writes its decisions (AUTOTUNE_JSON.md).
    root[QStringLiteral("autotune")] = autotuneDecisionsJson(d.autotune);
    QJsonArray packages;
    for (const ReportPackage &p : d.packages) {
        QJsonArray constants;
        for (const QStringList &c : p.constants)
            constants.append(QJsonObject { { QStringLiteral("name"), c.value(0) }, { QStringLiteral("kind"), c.value(1) },
                { QStringLiteral("dtype"), c.value(2) }, { QStringLiteral("shape"), c.value(3) },
                { QStringLiteral("bytes"), c.value(4).isEmpty() ? QJsonValue() : QJsonValue(c.value(4).toLongLong()) } });
        packages.append(QJsonObject { { QStringLiteral("file"), p.file }, { QStringLiteral("model"), p.model },
            { QStringLiteral("has_program"), p.hasProgram }, { QStringLiteral("kernels"), QJsonArray::fromStringList(p.kernelNames) },
            { QStringLiteral("launches"), p.launches }, { QStringLiteral("extern_launches"), p.externLaunches },
            { QStringLiteral("extern_calls"), QJsonArray::fromStringList(p.externCalls) },
            { QStringLiteral("files"), QJsonArray::fromStringList(p.files) }, { QStringLiteral("constants"), constants } });
    }
    root[QStringLiteral("aoti_packages")] = packages;
    if (!d.coverage.isEmpty())
        root[QStringLiteral("inputs_are")] = d.coverage;
    QJsonArray graphs;
    for (const ReportGraph &g : d.graphs)
        graphs.append(QJsonObject { { QStringLiteral("id"), g.id }, { QStringLiteral("stage"), g.stage },
            { QStringLiteral("compile_id"), orNull(g.compileId) }, { QStringLiteral("nodes"), g.nodes },
            { QStringLiteral("kernels"), g.kernels }, { QStringLiteral("node_groups"), g.kernels },
            { QStringLiteral("kernel_counts"),
                g.counts.outputCodes > 0 ? QJsonValue(kernelCountsJson(g.counts)) : QJsonValue() },
            { QStringLiteral("boxes"), g.boxes }, { QStringLiteral("grouped_by"), orNull(g.groupedBy) },
            { QStringLiteral("segmented"), g.segmented }, { QStringLiteral("drawn"), g.error.isEmpty() },
            { QStringLiteral("error"), orNull(g.error) } });
    root[QStringLiteral("graphs")] = graphs;
    root[QStringLiteral("ddp_splits")] = ddpSplitsJson(d.ddpSplits);
    root[QStringLiteral("regions")] = compileRegionsJson(d.regions);
    root[QStringLiteral("passes")] = passStagesJson(d.passes);
    QJsonArray programs;
    for (const ReportProgram &p : d.programs)
        programs.append(QJsonObject { { QStringLiteral("name"), p.name }, { QStringLiteral("source"), p.source },
            { QStringLiteral("kind"), p.kind }, { QStringLiteral("exported"), p.exported },
            { QStringLiteral("failure"), orNull(p.failure) },
            { QStringLiteral("nodes"), p.exported ? QJsonValue(p.nodes) : QJsonValue() },
            { QStringLiteral("state_inputs"), p.stateInputs }, { QStringLiteral("inputs"), orNull(p.inputs) },
            { QStringLiteral("outputs"), orNull(p.outputs) }, { QStringLiteral("dynamic_dims"), orNull(p.dynamicDims) },
            { QStringLiteral("range_constraints"), QJsonArray::fromStringList(p.ranges) },
            { QStringLiteral("guards"), QJsonArray::fromStringList(p.guards) },
            { QStringLiteral("problems"), QJsonArray::fromStringList(p.problems) } });
    root[QStringLiteral("programs")] = programs;
    QJsonArray extras;
    for (const ReportExtra &e : d.extras)
        extras.append(QJsonObject { { QStringLiteral("key"), e.key }, { QStringLiteral("title"), e.title },
            { QStringLiteral("summary"), orNull(e.summary) },
            { QStringLiteral("notes"), QJsonArray::fromStringList(e.notes) },
            { QStringLiteral("tables"), tableJson(e.tables) } });
    root[QStringLiteral("extras")] = extras;
    // The rooms' own documents, as `diff --json` and `ab --json` write them.
    auto room = [&d](ReportSection s) {
        const ReportExtra *e = d.extra(s);
        return e && !e->json.isEmpty() ? QJsonValue(QJsonDocument::fromJson(e->json).object()) : QJsonValue();
    };
    root[QStringLiteral("runtime")] = room(ReportSection::Runtime);
    root[QStringLiteral("ranks")] = room(ReportSection::Ranks);
    root[QStringLiteral("compare")] = room(ReportSection::Compare);
    root[QStringLiteral("ab")] = room(ReportSection::Ab);
    root[QStringLiteral("unreadable")] = QJsonArray::fromStringList(d.unreadable);
    root[QStringLiteral("notes")] = QJsonArray::fromStringList(d.notes);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace cs
