#include "core/diff/graphdiff.h"

#include "core/graph/graphcatalog.h"

#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <array>
#include <atomic>
#include <map>
#include <thread>

namespace cs::diff {
namespace {

QString groupLabel(const FxGraph &g, int group)
{
    return group >= 0 && group < static_cast<int>(g.groups.size()) ? g.groups[static_cast<size_t>(group)].kernel
                                                                   : QString();
}

// Groups of `from` whose shared nodes went to several groups of `to`.
void spreads(const FxGraph &from, const FxGraph &to, const std::vector<QString> &keysFrom,
    const QHash<QString, int> &indexTo, bool fromIsA, QList<FusionChange> &out)
{
    std::map<int, std::map<int, QStringList>> targets; // group of `from` -> group of `to` -> nodes
    for (size_t i = 0; i < from.nodes.size(); ++i) {
        const int g = from.nodes[i].group;
        const auto it = indexTo.constFind(keysFrom[i]);
        if (g < 0 || it == indexTo.cend())
            continue;
        const int h = to.nodes[static_cast<size_t>(*it)].group;
        if (h >= 0)
            targets[g][h] << nodeKey(from.nodes[i]);
    }
    for (const auto &[g, hs] : targets) {
        if (hs.size() < 2)
            continue;
        FusionChange c;
        c.kind = fromIsA ? FusionChange::Kind::Split : FusionChange::Kind::Merged;
        QStringList &mine = fromIsA ? c.kernelsA : c.kernelsB;
        QStringList &theirs = fromIsA ? c.kernelsB : c.kernelsA;
        mine << groupLabel(from, g);
        for (const auto &[h, nodes] : hs) {
            theirs << groupLabel(to, h);
            for (const QString &n : nodes)
                if (!c.nodes.contains(n))
                    c.nodes << n;
        }
        out << c;
    }
}

struct GraphRef {
    const GraphEntry *entry = nullptr;
    QString key; // stage:part#order
};

QHash<qint64, QList<GraphRef>> graphsByCompile(const QList<GraphEntry> &entries)
{
    QHash<qint64, QList<GraphRef>> out;
    QHash<QString, int> seen;
    for (const GraphEntry &e : entries) {
        if (e.compile < 0 || !e.file.isEmpty())
            continue;
        const qint64 c = (qint64(e.log) << 32) | e.compile;
        const QString base = e.stage + u':' + e.part;
        const int order = seen[QString::number(c) + u'|' + base]++;
        out[c] << GraphRef { &e, base + u'#' + QString::number(order) };
    }
    return out;
}

} // namespace

QString nodeKey(const FxNode &n)
{
    const QString what = n.op == FxNode::Op::Placeholder ? QStringLiteral("input ") + n.name
        : n.op == FxNode::Op::Output                     ? QStringLiteral("output")
        : n.target.isEmpty()                             ? FxNode::opName(n.op)
                                                         : n.target;
    return n.file.isEmpty() ? what : QStringLiteral("%1 @ %2:%3").arg(what, QFileInfo(n.file).fileName()).arg(n.line);
}

std::vector<QString> occurrenceKeys(const FxGraph &g)
{
    QHash<QString, int> seen;
    std::vector<QString> out;
    out.reserve(g.nodes.size());
    for (const FxNode &n : g.nodes) {
        const QString k = nodeKey(n);
        out.push_back(k + QStringLiteral(" #%1").arg(seen[k]++));
    }
    return out;
}

void compareGraphs(const FxGraph &a, const FxGraph &b, GraphDiff &out)
{
    out.detailed = true;
    out.nodesA = static_cast<int>(a.nodes.size());
    out.nodesB = static_cast<int>(b.nodes.size());
    out.edgesA = static_cast<int>(a.edges.size());
    out.edgesB = static_cast<int>(b.edges.size());
    out.kernelsA = static_cast<int>(a.groups.size());
    out.kernelsB = static_cast<int>(b.groups.size());
    const std::vector<QString> keysA = occurrenceKeys(a), keysB = occurrenceKeys(b);
    QHash<QString, int> indexA, indexB;
    for (size_t i = 0; i < keysA.size(); ++i)
        indexA.insert(keysA[i], static_cast<int>(i));
    for (size_t j = 0; j < keysB.size(); ++j)
        indexB.insert(keysB[j], static_cast<int>(j));
    for (size_t i = 0; i < keysA.size(); ++i)
        if (!indexB.contains(keysA[i]))
            out.nodesRemoved << nodeKey(a.nodes[i]);
    for (size_t j = 0; j < keysB.size(); ++j)
        if (!indexA.contains(keysB[j]))
            out.nodesAdded << nodeKey(b.nodes[j]);
    if (!a.groups.empty() && !b.groups.empty()) {
        spreads(a, b, keysA, indexB, true, out.fusion);
        spreads(b, a, keysB, indexA, false, out.fusion);
    }
    const bool same = out.nodesAdded.isEmpty() && out.nodesRemoved.isEmpty() && out.fusion.isEmpty()
        && out.edgesA == out.edgesB && out.kernelsA == out.kernelsB;
    out.change = same ? Change::Unchanged : Change::Changed;
}

QList<GraphDiff> diffGraphs(const LoadedRun &a, const std::vector<SideCompile> &compilesA, const LoadedRun &b,
    const std::vector<SideCompile> &compilesB, const std::vector<CompileMatch> &matches, qint64 byteBudget)
{
    const QList<GraphEntry> entriesA = listGraphs(a, false), entriesB = listGraphs(b, false);
    const auto byCompileA = graphsByCompile(entriesA), byCompileB = graphsByCompile(entriesB);
    std::vector<GraphDiff> out;
    qint64 budget = byteBudget, sizeBudget = byteBudget / 8;
    auto payloadSize = [](const LoadedRun &run, const GraphEntry &e) {
        const TraceRecord &r = run.logs[static_cast<size_t>(e.log)]->records[e.record];
        return static_cast<qint64>(r.payloadEnd - r.payloadBegin);
    };
    auto md5 = [](const LoadedRun &run, const GraphEntry &e) {
        const TraceRecord &r = run.logs[static_cast<size_t>(e.log)]->records[e.record];
        return r.hasPayload ? QByteArray(r.payloadMd5, 32) : QByteArray();
    };
    // First the pairs and what each needs read (within the byte budgets, in order), then the
    // reading and comparing, graph pairs in parallel: parsing the graphs is most of the work.
    struct Compare {
        size_t diff;
        const GraphEntry *a, *b;
    };
    struct Size {
        const GraphEntry *entry; // of run A; the same bytes in both runs
        std::array<int, 3> counts { 0, 0, 0 }; // nodes, edges, kernels
    };
    std::vector<Compare> compares;
    std::vector<Size> sizeJobs;
    QHash<QByteArray, size_t> sizeOf; // payload MD5 + stage -> index into sizeJobs
    std::vector<std::pair<size_t, size_t>> sized; // diff -> sizeJobs index
    QHash<QByteArray, size_t> comparedAs; // MD5 of A's payload + B's -> the diff comparing them
    std::vector<std::pair<size_t, size_t>> copies; // diff -> the diff that compared the same payloads
    for (size_t pi = 0; pi < matches.size(); ++pi) {
        const CompileMatch &m = matches[pi];
        if (m.a < 0 || m.b < 0)
            continue;
        const CompileRef ra = compilesA[static_cast<size_t>(m.a)].ref, rb = compilesB[static_cast<size_t>(m.b)].ref;
        const QList<GraphRef> ga = byCompileA.value((qint64(ra.log) << 32) | ra.compile);
        const QList<GraphRef> gb = byCompileB.value((qint64(rb.log) << 32) | rb.compile);
        auto base = [&](const GraphEntry *ea, const GraphEntry *eb) {
            GraphDiff d;
            d.compilePair = static_cast<int>(pi);
            const GraphEntry &e = ea ? *ea : *eb;
            d.stage = e.stage;
            d.part = e.part;
            d.idA = ea ? ea->id : QString();
            d.idB = eb ? eb->id : QString();
            return d;
        };
        for (const GraphRef &x : ga) {
            const GraphRef *y = nullptr;
            for (const GraphRef &cand : gb)
                if (cand.key == x.key)
                    y = &cand;
            GraphDiff d = base(x.entry, y ? y->entry : nullptr);
            if (!y) {
                d.change = Change::OnlyInA;
                out.push_back(std::move(d));
                continue;
            }
            const QByteArray hashA = md5(a, *x.entry);
            d.identical = !hashA.isEmpty() && hashA == md5(b, *y->entry);
            if (d.identical) { // the same bytes: only the sizes, read once per distinct payload
                d.change = Change::Unchanged;
                const QByteArray key = hashA + x.entry->stage.toUtf8();
                auto known = sizeOf.constFind(key);
                const qint64 cost = payloadSize(a, *x.entry);
                if (known == sizeOf.cend() && sizeBudget >= cost) {
                    sizeBudget -= cost;
                    known = sizeOf.insert(key, sizeJobs.size());
                    sizeJobs.push_back({ x.entry });
                }
                if (known != sizeOf.cend())
                    sized.emplace_back(out.size(), *known);
                out.push_back(std::move(d));
                continue;
            }
            // A pair of payloads compared once: logs that repeat a graph repeat its pair too.
            const QByteArray hashB = md5(b, *y->entry);
            const QByteArray pairKey = hashA.isEmpty() || hashB.isEmpty() ? QByteArray() : hashA + hashB;
            if (const auto seen = comparedAs.constFind(pairKey); !pairKey.isEmpty() && seen != comparedAs.cend()) {
                copies.emplace_back(out.size(), *seen);
            } else if (const qint64 cost = payloadSize(a, *x.entry) + payloadSize(b, *y->entry); budget >= cost) {
                budget -= cost;
                if (!pairKey.isEmpty())
                    comparedAs.insert(pairKey, out.size());
                compares.push_back({ out.size(), x.entry, y->entry });
            }
            d.change = Change::Changed; // unless the comparison finds otherwise
            out.push_back(std::move(d));
        }
        for (const GraphRef &y : gb) {
            bool paired = false;
            for (const GraphRef &x : ga)
                paired = paired || x.key == y.key;
            if (!paired) {
                GraphDiff d = base(nullptr, y.entry);
                d.change = Change::OnlyInB;
                out.push_back(std::move(d));
            }
        }
    }
    const size_t jobs = compares.size() + sizeJobs.size();
    std::atomic<size_t> next { 0 };
    auto work = [&] {
        for (size_t j = next++; j < jobs; j = next++) {
            if (j < compares.size()) {
                const Compare &c = compares[j];
                const auto graphA = loadGraph(a, *c.a);
                const auto graphB = loadGraph(b, *c.b);
                if (graphA && graphB)
                    compareGraphs(graphA.value(), graphB.value(), out[c.diff]);
            } else {
                Size &s = sizeJobs[j - compares.size()];
                if (const auto g = loadGraph(a, *s.entry))
                    s.counts = { static_cast<int>(g.value().nodes.size()), static_cast<int>(g.value().edges.size()),
                        static_cast<int>(g.value().groups.size()) };
            }
        }
    };
    const size_t threads = std::min<size_t>({ jobs, std::max(1u, std::thread::hardware_concurrency()), 8 });
    std::vector<std::thread> pool;
    for (size_t t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread &t : pool)
        t.join();
    for (const auto &[diff, from] : copies) {
        GraphDiff &d = out[diff];
        const GraphDiff &f = out[from];
        d.change = f.change;
        d.detailed = f.detailed;
        d.nodesA = f.nodesA;
        d.nodesB = f.nodesB;
        d.edgesA = f.edgesA;
        d.edgesB = f.edgesB;
        d.kernelsA = f.kernelsA;
        d.kernelsB = f.kernelsB;
        d.nodesAdded = f.nodesAdded;
        d.nodesRemoved = f.nodesRemoved;
        d.fusion = f.fusion;
    }
    for (const auto &[diff, job] : sized) {
        const std::array<int, 3> &c = sizeJobs[job].counts;
        out[diff].nodesA = out[diff].nodesB = c[0];
        out[diff].edgesA = out[diff].edgesB = c[1];
        out[diff].kernelsA = out[diff].kernelsB = c[2];
    }
    return QList<GraphDiff>(std::make_move_iterator(out.begin()), std::make_move_iterator(out.end()));
}

} // namespace cs::diff
