#include "core/report/fusionjson.h"

#include "core/fusion/fusionsummary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace cs {
namespace {

using J = QJsonObject;

QJsonValue str(const QString &s)
{
    return s.isEmpty() ? QJsonValue() : QJsonValue(s);
}

QJsonValue num(int v)
{
    return v < 0 ? QJsonValue() : QJsonValue(v);
}

template <typename T> QJsonValue opt(const std::optional<T> &v)
{
    return v ? QJsonValue(static_cast<double>(*v)) : QJsonValue();
}

QJsonArray strings(const QStringList &l)
{
    return QJsonArray::fromStringList(l);
}

QJsonArray diagnostics(const std::vector<Diagnostic> &list)
{
    QJsonArray a;
    for (const Diagnostic &d : list)
        a.append(J { { QStringLiteral("severity"),
                         d.severity == Diagnostic::Severity::Note        ? QStringLiteral("note")
                             : d.severity == Diagnostic::Severity::Error ? QStringLiteral("error")
                                                                         : QStringLiteral("warning") },
            { QStringLiteral("file"), d.file }, { QStringLiteral("line"), static_cast<double>(d.line) },
            { QStringLiteral("message"), d.message } });
    return a;
}

QString nodeName(const FusionGraph &g, int fused)
{
    return fused >= 0 ? g.fused[size_t(fused)].name : QString();
}

QJsonObject decision(const FusionGraph &g, const FusionDecision &d, int index)
{
    J o { { QStringLiteral("i"), index }, { QStringLiteral("round"), d.round },
        { QStringLiteral("kind"), FusionDecision::kindName(d.kind) },
        { QStringLiteral("phase"), d.scan ? QStringLiteral("scan") : QStringLiteral("apply") },
        { QStringLiteral("a"), d.a }, { QStringLiteral("b"), d.b }, { QStringLiteral("line"), d.line } };
    if (d.nodeA < 0 || nodeName(g, d.nodeA) != d.a)
        o.insert(QStringLiteral("node_a"), str(nodeName(g, d.nodeA)));
    if (d.nodeB < 0 || nodeName(g, d.nodeB) != d.b)
        o.insert(QStringLiteral("node_b"), str(nodeName(g, d.nodeB)));
    if (d.kind == FusionDecision::Kind::Fuse) {
        o.insert(QStringLiteral("result"), str(nodeName(g, d.result)));
        return o;
    }
    o.insert(QStringLiteral("category"), str(d.category));
    o.insert(QStringLiteral("text"), d.text);
    if (!d.tag.isEmpty())
        o.insert(QStringLiteral("tag"), d.tag);
    if (!d.values.empty()) {
        J v;
        for (const auto &[name, value] : d.values)
            v.insert(name, value);
        o.insert(QStringLiteral("values"), v);
    }
    if (d.kind == FusionDecision::Kind::Benchmark) {
        o.insert(QStringLiteral("verdict"),
            d.speedup                 ? QStringLiteral("speedup")
                : d.benchmarkFailed() ? QStringLiteral("failed") // "inf× slowdown": the fused kernel failed
                                      : QStringLiteral("slowdown"));
        o.insert(QStringLiteral("ratio"), std::isfinite(d.ratio) ? QJsonValue(d.ratio) : QJsonValue(QJsonValue::Null));
    }
    return o;
}

QJsonArray memberNames(const FusionGraph &g, const std::vector<int> &members)
{
    QJsonArray a;
    for (int m : members)
        a.append(g.nodes[size_t(m)].name);
    return a;
}

QJsonObject kernel(const FusionKernel &k)
{
    return J { { QStringLiteral("name"), str(k.name) }, { QStringLiteral("kind"), str(k.kind) },
        { QStringLiteral("handle"), num(k.handle) },
        { QStringLiteral("launch_line"), num(k.launchLine ? k.launchLine : -1) },
        { QStringLiteral("definition_line"), num(k.definitionLine ? k.definitionLine : -1) },
        { QStringLiteral("wrapper"), str(k.wrapper) }, { QStringLiteral("matched_by"), str(k.how) },
        { QStringLiteral("post_grad"), strings(k.postGrad) },
        { QStringLiteral("provenance_agrees"), k.provenance < 0 ? QJsonValue() : QJsonValue(k.provenance == 1) },
        { QStringLiteral("checked_by"), str(k.checkedBy) }, { QStringLiteral("plan_id"), str(k.planId) },
        { QStringLiteral("time_us"), opt(k.timeUs) }, { QStringLiteral("untied"), str(k.untied) } };
}

QJsonObject summary(const FusionGraph &g)
{
    const FusionSummary s = summarizeFusion(g);
    QJsonArray blocked, values, saved, alone, externs;
    for (const auto &b : s.blocked)
        blocked.append(J { { QStringLiteral("category"), b.category }, { QStringLiteral("title"), b.title },
            { QStringLiteral("lines"), b.lines }, { QStringLiteral("pairs"), b.pairs },
            { QStringLiteral("settings"), strings(b.settings) } });
    for (const auto &v : s.values)
        values.append(J { { QStringLiteral("category"), v.category }, { QStringLiteral("reason"), v.reason },
            { QStringLiteral("values"), v.values }, { QStringLiteral("count"), v.count } });
    for (const auto &x : s.saved)
        saved.append(J { { QStringLiteral("node"), g.finals[size_t(x.final)].name },
            { QStringLiteral("kernel"), str(g.finals[size_t(x.final)].kernel.name) },
            { QStringLiteral("internal_bytes"), static_cast<double>(x.internalBytes) },
            { QStringLiteral("saved_traffic_bytes"), static_cast<double>(x.traffic) } });
    for (int i : s.alone)
        alone.append(g.finals[size_t(i)].name);
    for (int i : s.externs)
        externs.append(g.finals[size_t(i)].name);
    return J { { QStringLiteral("nodes_before"), s.nodesBefore }, { QStringLiteral("nodes_after"), s.nodesAfter },
        { QStringLiteral("fusion_groups"), s.nodesAfter }, { QStringLiteral("fuses"), s.fuses },
        { QStringLiteral("rejects"), s.rejects }, { QStringLiteral("benchmarks"), s.benchmarks },
        { QStringLiteral("unnamed_rejects"), s.unnamedRejects }, { QStringLiteral("blocked"), blocked },
        { QStringLiteral("values"), values },
        { QStringLiteral("internal_bytes"), static_cast<double>(s.internalBytes) },
        { QStringLiteral("saved_traffic_bytes"), static_cast<double>(s.savedTraffic) },
        { QStringLiteral("unknown_bytes_nodes"), s.unknownBytes }, { QStringLiteral("saved_per_kernel"), saved },
        { QStringLiteral("alone"), alone }, { QStringLiteral("extern"), externs } };
}

QJsonObject graphJson(const FusionGraph &g)
{
    QJsonArray nodes, rounds, decisions, notes, finals;
    for (const SchedNode &n : g.nodes)
        nodes.append(J { { QStringLiteral("name"), n.name }, { QStringLiteral("class"), str(n.nodeClass) },
            { QStringLiteral("ir_class"), str(n.irClass) }, { QStringLiteral("data"), str(n.data) },
            { QStringLiteral("ranges"), str(n.ranges) }, { QStringLiteral("reduction"), str(n.reductionType) },
            { QStringLiteral("device"), str(n.device) }, { QStringLiteral("numel"), str(n.numel) },
            { QStringLiteral("rnumel"), str(n.rnumel) }, { QStringLiteral("kernel"), str(n.kernel) },
            { QStringLiteral("origins"), strings(n.origins) }, { QStringLiteral("writes"), strings(n.writes) },
            { QStringLiteral("reads"), strings(n.reads) },
            { QStringLiteral("source"),
                n.file.isEmpty() ? QJsonValue()
                                 : QJsonValue(J { { QStringLiteral("file"), n.file },
                                     { QStringLiteral("line"), n.fileLine }, { QStringLiteral("code"), n.code } }) } });
    for (const FusionRound &r : g.rounds)
        rounds.append(J { { QStringLiteral("index"), r.index },
            { QStringLiteral("kind"),
                r.kind == FusionRound::Kind::Round ? QStringLiteral("round") : QStringLiteral("loop_reorder") },
            { QStringLiteral("sequence"), r.sequence }, { QStringLiteral("nodes_before"), r.before },
            { QStringLiteral("nodes_after"), r.after }, { QStringLiteral("logged_before"), num(r.loggedBefore) },
            { QStringLiteral("logged_after"), num(r.loggedAfter) }, { QStringLiteral("found"), num(r.found) },
            { QStringLiteral("candidates"), r.candidates }, { QStringLiteral("fuses"), r.fuses },
            { QStringLiteral("rejects"), r.rejects },
            { QStringLiteral("decisions"), QJsonArray { r.firstDecision, r.endDecision } },
            { QStringLiteral("line"), r.line }, { QStringLiteral("complete"), r.complete } });
    for (size_t i = 0; i < g.decisions.size(); ++i)
        decisions.append(decision(g, g.decisions[i], static_cast<int>(i)));
    for (const FusionNote &n : g.notes)
        notes.append(J { { QStringLiteral("round"), n.round }, { QStringLiteral("line"), n.line },
            { QStringLiteral("a"), str(n.a) }, { QStringLiteral("b"), str(n.b) },
            { QStringLiteral("shared_data"), num(n.shared) }, { QStringLiteral("text"), str(n.text) } });
    for (const FinalNode &f : g.finals)
        finals.append(J { { QStringLiteral("name"), f.name }, { QStringLiteral("class"), str(f.nodeClass) },
            { QStringLiteral("members"), memberNames(g, f.members) }, { QStringLiteral("kernel"), kernel(f.kernel) },
            { QStringLiteral("internal_buffers"), strings(f.internalBuffers) },
            { QStringLiteral("internal_bytes"), opt(f.internalBytes) },
            { QStringLiteral("saved_traffic_bytes"), opt(f.savedTraffic) },
            { QStringLiteral("replay_agrees"), f.replayAgrees } });
    return J { { QStringLiteral("id"), g.id }, { QStringLiteral("compile_id"), str(g.compileId) },
        { QStringLiteral("part"), str(g.part) }, { QStringLiteral("aot_id"), str(g.aotId) },
        { QStringLiteral("debug_folder"), str(g.debugFolder) },
        { QStringLiteral("post_grad_graph"), str(g.postGradGraph) },
        { QStringLiteral("attribution"),
            J { { QStringLiteral("confidence"), FusionGraph::attributionName(g.attribution) },
                { QStringLiteral("evidence"), strings(g.evidence) } } },
        { QStringLiteral("log"),
            g.logPath.isEmpty()
                ? QJsonValue()
                : QJsonValue(J { { QStringLiteral("path"), g.logPath }, { QStringLiteral("first_line"), g.firstLine },
                    { QStringLiteral("last_line"), g.lastLine } }) },
        { QStringLiteral("ir_pre"), str(g.prePath) }, { QStringLiteral("ir_post"), str(g.postPath) },
        { QStringLiteral("final_source"), str(g.finalSource) }, { QStringLiteral("has_decisions"), g.hasDecisions() },
        { QStringLiteral("nodes"), nodes }, { QStringLiteral("rounds"), rounds },
        { QStringLiteral("decisions"), decisions }, { QStringLiteral("notes"), notes },
        { QStringLiteral("final_nodes"), finals }, { QStringLiteral("summary"), summary(g) },
        { QStringLiteral("diagnostics"), diagnostics(g.diagnostics) } };
}

} // namespace

QByteArray formatFusionJson(const FusionRun &run, const FusionGraph *only)
{
    QJsonArray graphs;
    for (const FusionGraph &g : run.graphs)
        if (!only || &g == only)
            graphs.append(graphJson(g));
    J root { { QStringLiteral("schema"), QStringLiteral("compilescope.fusion/1") },
        { QStringLiteral("graphs"), graphs }, { QStringLiteral("diagnostics"), diagnostics(run.diagnostics) } };
    if (!run.missing.isEmpty())
        root.insert(QStringLiteral("missing"), run.missing);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QByteArray formatWhyNotJson(const FusionGraph &g, const WhyNotAnswer &w)
{
    auto side = [&](const QString &name, const FusionSelection &s, int final) {
        return J { { QStringLiteral("name"), name }, { QStringLiteral("how"), s.how },
            { QStringLiteral("nodes"), memberNames(g, s.nodes) },
            { QStringLiteral("final_node"), final >= 0 ? QJsonValue(g.finals[size_t(final)].name) : QJsonValue() },
            { QStringLiteral("kernel"), final >= 0 ? str(g.finals[size_t(final)].kernel.name) : QJsonValue() } };
    };
    QJsonArray decisions;
    for (int i : w.decisions)
        decisions.append(decision(g, g.decisions[size_t(i)], i));
    J root { { QStringLiteral("schema"), QStringLiteral("compilescope.fusion-why/1") },
        { QStringLiteral("graph"), g.id } };
    if (!w.error.isEmpty()) {
        root.insert(QStringLiteral("error"), w.error);
        return QJsonDocument(root).toJson(QJsonDocument::Indented);
    }
    root.insert(QStringLiteral("a"), side(w.a, w.selA, w.finalA));
    root.insert(QStringLiteral("b"), side(w.b, w.selB, w.finalB));
    root.insert(QStringLiteral("verdict"), WhyNotAnswer::verdictName(w.verdict));
    root.insert(QStringLiteral("fused_by"),
        w.fusedBy >= 0 ? QJsonValue(decision(g, g.decisions[size_t(w.fusedBy)], w.fusedBy)) : QJsonValue());
    root.insert(QStringLiteral("decisions"), decisions);
    root.insert(QStringLiteral("structural"), strings(w.structural));
    root.insert(QStringLiteral("settings"), strings(w.settings));
    root.insert(QStringLiteral("answer"), w.answer);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace cs
