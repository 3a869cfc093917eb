#include "core/diff/fusiondiff.h"

#include "core/diff/graphdiff.h"
#include "core/fusion/fusionbuilder.h"
#include "core/fusion/reasons.h"
#include "core/fusion/whynot.h"
#include "core/graph/graphcatalog.h"
#include "core/ingest/runloader.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>

#include <map>

namespace cs::diff {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Diff)
};

// One run's side of a graph: its post-grad graph and fusion, with each shared node's place.
struct Side {
    const FusionGraph *fusion = nullptr;
    FxGraph graph;
    std::vector<QString> keys; // occurrence keys of graph.nodes
    QHash<QString, QString> shown; // occurrence key -> "target @ file:line"
    QHash<QString, int> finalOf; // occurrence key -> the final node computing it (the first)
    QHash<QString, int> schedOf; // occurrence key -> the pre-fusion scheduler node computing it
    std::vector<QStringList> finalKeys; // per final node, its keys in order

    bool build(const FusionGraph &f, FxGraph g)
    {
        fusion = &f;
        graph = std::move(g);
        keys = occurrenceKeys(graph);
        QHash<QString, QString> keyOfName;
        for (size_t i = 0; i < graph.nodes.size(); ++i) {
            keyOfName.insert(graph.nodes[i].name, keys[i]);
            shown.insert(keys[i], nodeKey(graph.nodes[i]));
        }
        finalKeys.resize(f.finals.size());
        for (size_t fi = 0; fi < f.finals.size(); ++fi)
            for (int m : f.finals[fi].members)
                for (const QString &origin : f.nodes[static_cast<size_t>(m)].origins) {
                    const QString k = keyOfName.value(origin);
                    if (k.isEmpty() || finalOf.contains(k))
                        continue;
                    finalOf.insert(k, static_cast<int>(fi));
                    schedOf.insert(k, m);
                    finalKeys[fi] << k;
                }
        return !finalOf.isEmpty();
    }
    QString finalName(int f) const { return fusion->finals[static_cast<size_t>(f)].name; }
    QString kernelName(int f) const { return fusion->finals[static_cast<size_t>(f)].kernel.name; }
};

const FusionGraph *fusionFor(const FusionRun &run, const QString &postGrad)
{
    for (const FusionGraph &g : run.graphs)
        if (!postGrad.isEmpty() && g.postGradGraph == postGrad && g.hasDecisions())
            return &g;
    return nullptr;
}

std::optional<FxGraph> postGrad(const LoadedRun &run, const QList<GraphEntry> &entries, const QString &id)
{
    for (const GraphEntry &e : entries)
        if (e.id == id)
            if (auto g = loadGraph(run, e))
                return std::move(g.value());
    return std::nullopt;
}

// What the run's record says about the scheduler nodes computing keys `k1` and `k2`.
FusionVerdict verdictOf(const Side &s, const QString &k1, const QString &k2)
{
    FusionVerdict v;
    const FusionGraph &f = *s.fusion;
    v.nodeA = f.nodes[static_cast<size_t>(s.schedOf.value(k1))].name;
    v.nodeB = f.nodes[static_cast<size_t>(s.schedOf.value(k2))].name;
    v.log = f.logPath;
    const WhyNotAnswer w = whyNotFused(f, v.nodeA, v.nodeB);
    v.verdict = WhyNotAnswer::verdictName(w.verdict);
    v.structural = w.structural;
    v.settings = w.settings;
    v.answer = w.answer;
    const FusionDecision *d = nullptr;
    if (w.verdict == WhyNotAnswer::Verdict::Fused && w.fusedBy >= 0)
        d = &f.decisions[static_cast<size_t>(w.fusedBy)];
    else // the last rejection of the pair is the record's final word on it
        for (int i : w.decisions)
            if (f.decisions[static_cast<size_t>(i)].kind == FusionDecision::Kind::Reject)
                d = &f.decisions[static_cast<size_t>(i)];
    if (d) {
        v.line = d->line;
        if (d->kind == FusionDecision::Kind::Fuse) {
            v.decision = QStringLiteral("fusing %1 with %2").arg(d->a, d->b);
        } else {
            v.decision = QStringLiteral("cannot fuse %1 with %2: %3").arg(d->a, d->b, d->text);
            v.reason = d->text;
            v.category = d->category;
        }
    }
    return v;
}

QString describe(const FusionVerdict &v)
{
    const QString where
        = v.line > 0 ? QStringLiteral(" (%1:%2)").arg(QFileInfo(v.log).fileName()).arg(v.line) : QString();
    if (v.verdict == QLatin1String("fused"))
        return Tr::tr("fused: %1%2").arg(v.decision, where);
    if (v.verdict == QLatin1String("rejected")) {
        const ReasonCategory &c = FusionReasons::category(v.category);
        return Tr::tr("rejected: %1 [%2]%3").arg(v.reason, c.title, where);
    }
    if (v.verdict == QLatin1String("never_scored"))
        return Tr::tr("never scored: %1").arg(v.structural.isEmpty() ? QStringLiteral("—") : v.structural.first());
    if (v.verdict == QLatin1String("overlap"))
        return Tr::tr("%1 and %2 share scheduler nodes").arg(v.nodeA, v.nodeB);
    return Tr::tr("not fused, and no line says why (lost to a higher-scored fusion, or refused silently)");
}

// Final nodes of `from` whose shared nodes `to` computes in several final nodes.
void spreads(const Side &from, const Side &to, bool fromIsA, QList<FusionChange> &out)
{
    for (size_t f = 0; f < from.finalKeys.size(); ++f) {
        std::map<int, QStringList> targets; // final node of `to` -> shared keys
        for (const QString &k : from.finalKeys[f])
            if (const auto it = to.finalOf.constFind(k); it != to.finalOf.cend())
                targets[*it] << k;
        if (targets.size() < 2)
            continue;
        FusionChange c;
        c.kind = fromIsA ? FusionChange::Kind::Split : FusionChange::Kind::Merged;
        (fromIsA ? c.groupsA : c.groupsB) << from.finalName(static_cast<int>(f));
        (fromIsA ? c.kernelsA : c.kernelsB) << from.kernelName(static_cast<int>(f));
        QStringList &groups = fromIsA ? c.groupsB : c.groupsA, &kernels = fromIsA ? c.kernelsB : c.kernelsA;
        for (const auto &[t, keys] : targets) {
            groups << to.finalName(t);
            if (const QString k = to.kernelName(t); !kernels.contains(k))
                kernels << k;
            for (const QString &key : keys)
                c.nodes << from.shown.value(key);
        }
        // The pair concerned: the first nodes of the first two groups the other run made.
        const QString k1 = targets.begin()->second.first(), k2 = std::next(targets.begin())->second.first();
        const Side &a = fromIsA ? from : to, &b = fromIsA ? to : from;
        c.decisionA = verdictOf(a, k1, k2);
        c.decisionB = verdictOf(b, k1, k2);
        c.decision = Tr::tr("A %1; B %2").arg(describe(*c.decisionA), describe(*c.decisionB));
        out << c;
    }
}

} // namespace

void explainFusion(const LoadedRun &a, const LoadedRun &b, QList<GraphDiff> &graphs)
{
    if (a.fusionLogs.empty() || b.fusionLogs.empty())
        return;
    const FusionRun fa = buildFusionRun(a), fb = buildFusionRun(b);
    const QList<GraphEntry> entriesA = listGraphs(a, false), entriesB = listGraphs(b, false);
    for (GraphDiff &g : graphs) {
        if (g.stage != QLatin1String("post_grad") || g.idA.isEmpty() || g.idB.isEmpty())
            continue;
        const FusionGraph *x = fusionFor(fa, g.idA), *y = fusionFor(fb, g.idB);
        if (!x || !y)
            continue;
        auto ga = postGrad(a, entriesA, g.idA);
        auto gb = postGrad(b, entriesB, g.idB);
        Side sa, sb;
        if (!ga || !gb || !sa.build(*x, std::move(*ga)) || !sb.build(*y, std::move(*gb)))
            continue;
        QList<FusionChange> changes;
        spreads(sa, sb, true, changes);
        spreads(sb, sa, false, changes);
        g.fusion = changes;
        if (!changes.isEmpty())
            g.change = Change::Changed;
    }
}

} // namespace cs::diff
