#include "core/fusion/prefusion.h"

#include <QSet>

#include <algorithm>

namespace cs {
namespace {

void addUnique(QStringList &list, const QString &s)
{
    if (!s.isEmpty() && !list.contains(s))
        list << s;
}

Diagnostic note(const QString &file, int line, const QString &message)
{
    return { Diagnostic::Severity::Warning, file, line, -1, message, {} };
}

// Buffers that only this final node's members use, with their bytes.
void internalBuffers(FusionGraph &g, FinalNode &f)
{
    if (!g.pre || f.members.size() < 2)
        return;
    QSet<QString> inside;
    for (int m : f.members)
        inside << g.nodes[size_t(m)].name;
    int64_t bytes = 0, traffic = 0;
    bool known = true;
    for (int m : f.members) {
        const SchedNode &n = g.nodes[size_t(m)];
        if (n.ir < 0)
            continue;
        for (const IrBuffer &b : g.pre->nodes[size_t(n.ir)].outputs) {
            int readers = 0;
            bool internal = !b.users.empty();
            for (const IrUser &u : b.users) {
                if (u.isWeak)
                    continue;
                if (!inside.contains(u.node)) {
                    internal = false;
                    break;
                }
                ++readers;
            }
            if (!internal || readers == 0)
                continue;
            f.internalBuffers << b.name;
            if (const auto size = b.layout.bytes()) {
                bytes += *size;
                traffic += *size * (1 + readers);
            } else {
                known = false;
            }
        }
    }
    if (f.internalBuffers.isEmpty() || known) {
        f.internalBytes = bytes;
        f.savedTraffic = traffic;
    }
}

} // namespace

bool SchedNode::isReduction() const
{
    if (!rnumel.isEmpty())
        return rnumel != QLatin1String("1");
    return data.contains(QLatin1String("Reduction"));
}

void nodesFromIr(FusionGraph &g)
{
    if (!g.pre)
        return;
    for (size_t i = 0; i < g.pre->nodes.size(); ++i) {
        const IrNode &ir = g.pre->nodes[i];
        SchedNode n;
        n.name = ir.name;
        n.nodeClass = ir.nodeClass;
        n.irClass = ir.irClass;
        n.device = ir.device;
        n.numel = ir.numel;
        n.rnumel = ir.rnumel;
        n.kernel = ir.kernel;
        n.ir = static_cast<int>(i);
        for (const IrDep &d : ir.writes)
            addUnique(n.writes, d.buffer);
        for (const IrBuffer &b : ir.outputs) {
            addUnique(n.writes, b.name);
            for (const QString &m : b.mutations)
                addUnique(n.mutates, m);
        }
        for (const auto *deps : { &ir.unmet, &ir.met })
            for (const IrDep &d : *deps)
                if (d.kind != IrDep::Kind::Weak)
                    addUnique(n.reads, d.buffer);
        if (g.nodeIndex.contains(n.name)) {
            g.diagnostics.push_back(note(g.pre->path, ir.line, QStringLiteral("node %1 appears twice").arg(n.name)));
            continue;
        }
        g.nodeIndex.insert(n.name, static_cast<int>(g.nodes.size()));
        g.nodes.push_back(std::move(n));
    }
}

int addCandidateNode(FusionGraph &g, const FusionCandidate &c)
{
    SchedNode n;
    n.name = c.name;
    n.nodeClass = c.nodeClass;
    mergeCandidate(n, c);
    g.nodeIndex.insert(n.name, static_cast<int>(g.nodes.size()));
    g.nodes.push_back(std::move(n));
    return static_cast<int>(g.nodes.size() - 1);
}

void mergeCandidate(SchedNode &n, const FusionCandidate &c)
{
    if (n.nodeClass.isEmpty())
        n.nodeClass = c.nodeClass;
    if (!c.data.isEmpty())
        n.data = c.data;
    if (!c.ranges.isEmpty())
        n.ranges = c.ranges;
    if (!c.reductionType.isEmpty())
        n.reductionType = c.reductionType;
    if (!c.origins.isEmpty())
        n.origins = c.origins;
    if (!c.file.isEmpty()) {
        n.file = c.file;
        n.fileLine = c.fileLine;
        n.code = c.code;
    }
}

void linkProducers(FusionGraph &g)
{
    g.writer.clear();
    for (size_t i = 0; i < g.nodes.size(); ++i)
        for (const QString &b : g.nodes[i].writes)
            if (!g.writer.contains(b))
                g.writer.insert(b, static_cast<int>(i));
    for (size_t i = 0; i < g.nodes.size(); ++i) {
        SchedNode &n = g.nodes[i];
        n.producers.clear();
        for (const QString &b : n.reads) {
            const int p = g.writer.value(b, -1);
            if (p >= 0 && p != static_cast<int>(i)
                && std::find(n.producers.begin(), n.producers.end(), p) == n.producers.end())
                n.producers.push_back(p);
        }
    }
}

void buildFinals(FusionGraph &g, const std::vector<int> &replayEnd)
{
    g.finals.clear();
    if (g.post) {
        g.finalSource = QStringLiteral("ir_post_fusion");
        for (const IrNode &ir : g.post->nodes) {
            FinalNode f;
            f.name = ir.name;
            f.nodeClass = ir.nodeClass;
            for (const QString &m : ir.memberNames()) {
                const int idx = g.nodeIndex.value(m, -1);
                if (idx < 0) {
                    g.diagnostics.push_back(note(g.post->path, ir.line,
                        QStringLiteral("node %1 after fusion is not among the nodes before fusion").arg(m)));
                    continue;
                }
                f.members.push_back(idx);
            }
            g.finals.push_back(std::move(f));
        }
    } else {
        g.finalSource = QStringLiteral("replay");
        std::vector<int> order = replayEnd;
        std::sort(order.begin(), order.end(), [&](int a, int b) {
            return *std::min_element(g.fused[size_t(a)].members.begin(), g.fused[size_t(a)].members.end())
                < *std::min_element(g.fused[size_t(b)].members.begin(), g.fused[size_t(b)].members.end());
        });
        for (int idx : order) {
            const FusedNode &fn = g.fused[size_t(idx)];
            FinalNode f;
            f.name = fn.name;
            f.members = fn.members;
            f.nodeClass = fn.members.size() > 1 ? QStringLiteral("FusedSchedulerNode")
                                                : g.nodes[size_t(fn.members[0])].nodeClass;
            g.finals.push_back(std::move(f));
        }
    }
    if (g.post && g.hasDecisions()) { // does the replay end where Inductor did?
        std::vector<int> groupOf(g.nodes.size(), -1);
        for (int idx : replayEnd)
            for (int m : g.fused[size_t(idx)].members)
                groupOf[size_t(m)] = idx;
        for (size_t i = 0; i < g.finals.size(); ++i) {
            FinalNode &f = g.finals[i];
            if (f.members.empty())
                continue;
            const int grp = groupOf[size_t(f.members[0])];
            std::vector<int> a = f.members, b = grp >= 0 ? g.fused[size_t(grp)].members : std::vector<int>();
            std::sort(a.begin(), a.end());
            std::sort(b.begin(), b.end());
            f.replayAgrees = a == b;
            if (!f.replayAgrees)
                g.diagnostics.push_back(note(g.post->path, g.post->nodes[i].line,
                    QStringLiteral("%1 after fusion differs from the replay's %2")
                        .arg(f.name, grp >= 0 ? g.fused[size_t(grp)].name : QStringLiteral("(nothing)"))));
        }
    }
    for (FinalNode &f : g.finals)
        internalBuffers(g, f);
}

} // namespace cs
