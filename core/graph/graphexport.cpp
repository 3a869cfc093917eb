#include "core/graph/graphexport.h"

#include "core/graph/exportgraph.h"
#include "core/model/exportedprogram.h"
#include "core/util/countedtext.h"
#include "core/util/inerttext.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTextStream>

#include <algorithm>
#include <map>
#include <set>

namespace cs {
namespace {

// A DOT string: controls and invisible direction marks made visible escapes first (an escape
// sequence in a node name would reach the SVG raw, where XML forbids it), then DOT's quoting.
QString nodesText(size_t n)
{
    return countedText(QStringLiteral("%1 node(s)").arg(n), qint64(n));
}

QString quoted(QString s)
{
    s = InertText::escapeControls(s, true);
    s.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
        .replace(QLatin1Char('"'), QLatin1String("\\\""))
        .replace(QLatin1Char('\n'), QLatin1String("\\n")); // DOT's centred line break
    return QLatin1Char('"') + s + QLatin1Char('"');
}

QString fillOf(const QString &kind)
{
    if (kind == QLatin1String("triton"))
        return QStringLiteral("#cfe2ff");
    if (kind == QLatin1String("template"))
        return QStringLiteral("#ffd8a8");
    if (kind == QLatin1String("cpp"))
        return QStringLiteral("#d3f9d8");
    if (kind == QLatin1String("segment"))
        return QStringLiteral("#fff3bf");
    if (kind.isEmpty() || kind == QLatin1String("node") || kind == QLatin1String("untied"))
        return QStringLiteral("#ffffff");
    if (kind == QLatin1String("layer"))
        return QStringLiteral("#e5dbff");
    if (kind == QLatin1String("subgraph"))
        return QStringLiteral("#fff0f6");
    return QStringLiteral("#e9ecef");
}

// nslimit bounds dot's network-simplex passes (x coordinates and ranking): measured on
// gpt2_train's collapsed forward graph, 83 s without, 1.1 s with; mclimit bounds crossing
// minimisation.
QString dotHeader()
{
    return QStringLiteral("digraph G {\n  rankdir=TB; nodesep=0.15; ranksep=0.3; nslimit=1; nslimit1=1; mclimit=0.3;\n"
                          "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\", "
                          "fontsize=10];\n  edge [arrowsize=0.5, color=\"#868e96\"];\n");
}

// `aten.addmm.default` → `aten.addmm` (the overload dropped); `torch._C._nn.linear` → `linear`.
QString shortTarget(const QString &t)
{
    const QStringList parts = t.split(u'.');
    if (parts.size() >= 3 && (parts[0] == QLatin1String("aten") || parts[0] == QLatin1String("prims")))
        return parts[0] + u'.' + parts[1];
    return parts.last();
}

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Graph)
};

// Ops that compute nothing (a view, an alias, a tuple's item): between kernels they go with the
// kernel before; any other op is work of its own.
bool computesNothing(const FxNode &n)
{
    static const QStringList views { QStringLiteral("view"), QStringLiteral("_unsafe_view"), QStringLiteral("reshape"),
        QStringLiteral("permute"), QStringLiteral("t"), QStringLiteral("transpose"), QStringLiteral("expand"),
        QStringLiteral("squeeze"), QStringLiteral("unsqueeze"), QStringLiteral("slice"), QStringLiteral("select"),
        QStringLiteral("getitem"), QStringLiteral("alias"), QStringLiteral("detach"), QStringLiteral("as_strided"),
        QStringLiteral("reinterpret_tensor"), QStringLiteral("_reshape_alias") };
    if (n.op != FxNode::Op::CallFunction)
        return true;
    const QStringList parts = n.target.split(u'.');
    const QString op = parts.size() >= 3 && parts[0] == QLatin1String("aten") ? parts[1] : parts.last();
    return views.contains(op);
}

// The layer a unit runs in: its first operation's (FxNode::layer), empty when none names one.
QString unitLayer(const FxGraph &g, const CollapsedGraph::Unit &u)
{
    for (int m : u.members) {
        const FxNode &n = g.nodes[size_t(m)];
        if (n.op != FxNode::Op::Placeholder && n.op != FxNode::Op::Output && !n.parameter)
            return n.layer;
    }
    return {};
}

// Level 2's segments of `units`, [start, end) each: one per layer where the graph's operations
// name their layers (a post-grad graph loaded with its modules) and the runs of one layer are
// no more than `maxUnits` (a layer of more units cut in equal parts, as long as the segments
// stay within `maxUnits`; units before the first layer go with it); else runs of equal size.
std::vector<std::pair<size_t, size_t>> segmentRanges(
    const FxGraph &g, const std::vector<CollapsedGraph::Unit> &units, size_t maxUnits)
{
    std::vector<std::pair<size_t, size_t>> runs;
    QString current;
    for (size_t u = 0; u < units.size(); ++u) {
        const QString layer = unitLayer(g, units[u]);
        if (runs.empty() || (!layer.isEmpty() && !current.isEmpty() && layer != current))
            runs.emplace_back(u, u);
        if (!layer.isEmpty())
            current = layer;
        runs.back().second = u + 1;
    }
    std::vector<std::pair<size_t, size_t>> out;
    const auto equalRuns = [&] {
        out.clear();
        const size_t per = (units.size() + maxUnits - 1) / maxUnits;
        for (size_t start = 0; start < units.size(); start += per)
            out.emplace_back(start, std::min(units.size(), start + per));
        return out;
    };
    if (current.isEmpty() || runs.size() < 2 || runs.size() > maxUnits)
        return equalRuns();
    for (const auto &[start, end] : runs) {
        const size_t parts = (end - start + maxUnits - 1) / maxUnits, per = (end - start + parts - 1) / parts;
        for (size_t s = start; s < end; s += per)
            out.emplace_back(s, std::min(end, s + per));
    }
    // Long layers cut into more segments than one layout takes: equal runs after all.
    return out.size() > maxUnits ? equalRuns() : out;
}

} // namespace

std::pair<QString, QString> moduleRange(const FxGraph &g, const std::vector<int> &members)
{
    QString first, last;
    for (int m : members) {
        const FxNode &n = g.nodes[size_t(m)];
        if (n.module.isEmpty() || n.op == FxNode::Op::Placeholder || n.op == FxNode::Op::Output || n.parameter)
            continue;
        if (first.isEmpty())
            first = n.module;
        last = n.module;
    }
    return { first, last };
}

GroupBy defaultGrouping(const FxGraph &g)
{
    if (!g.groups.empty())
        return GroupBy::Kernel;
    for (const FxNode &n : g.nodes)
        if (!n.layer.isEmpty())
            return GroupBy::Layer;
    return GroupBy::Statement;
}

QString groupByName(GroupBy by)
{
    return by == GroupBy::Kernel ? QStringLiteral("kernel")
        : by == GroupBy::Layer   ? QStringLiteral("layer")
                                 : QStringLiteral("statement");
}

CollapsedGraph collapseGraph(const FxGraph &g, int maxUnits, const QSet<int> &expanded, GroupBy by)
{
    const bool byKernel = by == GroupBy::Kernel && !g.groups.empty();
    if (maxUnits == CollapsedGraph::DefaultMaxUnits && byKernel)
        maxUnits = CollapsedGraph::KernelGraphMaxUnits;
    using Unit = CollapsedGraph::Unit;
    // Level 1: a fusion group is one unit; other nodes form runs from one source statement.
    std::vector<Unit> level1;
    std::vector<int> groupUnit(g.groups.size(), -1);
    // An exported program's sub-graphs by name, found once (a program may hold thousands).
    QHash<QString, const ExportSubgraph *> subgraphs;
    if (g.exported)
        for (const ExportSubgraph &s : g.exported->subgraphs)
            if (!subgraphs.contains(s.name))
                subgraphs.insert(s.name, &s);
    QString lastKey;
    int lastUnit = -1, lastKernelUnit = -1;
    for (size_t i = 0; i < g.nodes.size(); ++i) {
        const FxNode &n = g.nodes[i];
        if (byKernel && n.group >= 0) {
            int &u = groupUnit[n.group];
            if (u < 0) {
                const FusionGroup &grp = g.groups[n.group];
                u = static_cast<int>(level1.size());
                level1.push_back(
                    { QStringLiteral("%1\n%2").arg(grp.kernel, nodesText(grp.members.size())), grp.kind, {} });
            }
            level1[u].members.push_back(static_cast<int>(i));
            lastUnit = -1;
            lastKernelUnit = u;
            continue;
        }
        if (n.op == FxNode::Op::Placeholder || n.op == FxNode::Op::Output || n.parameter)
            continue; // drawn beside each box that uses them (collapsedDot), not as boxes
        // A higher-order op's sub-graph (torch.cond's branch) is a box of its own, opened as its
        // own graph.
        if (const ExportSubgraph *sub = n.op == FxNode::Op::GetAttr ? subgraphs.value(n.target) : nullptr) {
            level1.push_back(
                { QStringLiteral("%1\n%2").arg(n.name,
                      Tr::tr("sub-graph of %1 · %n node(s)", nullptr, static_cast<int>(sub->graph->nodes.size()))
                          .arg(sub->call)),
                    QStringLiteral("subgraph"), { static_cast<int>(i) } });
            lastUnit = -1;
            continue;
        }
        // Views and the like between kernels go with the kernel before. In an exported program
        // tied to its package's kernels by the wrapper's comments only, an op no kernel names is
        // computed by a kernel that could not be tied: it is a box of its own, never folded into
        // another kernel's box.
        const bool untiedWork = g.exported && !computesNothing(n);
        if (lastKernelUnit >= 0 && !untiedWork) {
            level1[lastKernelUnit].members.push_back(static_cast<int>(i));
            continue;
        }
        if (untiedWork && byKernel) {
            level1.push_back({ QStringLiteral("%1\n%2").arg(n.name, Tr::tr("not tied to a kernel")),
                QStringLiteral("untied"), { static_cast<int>(i) } });
            lastUnit = -1;
            lastKernelUnit = -1;
            continue;
        }
        // Dynamo graphs group by layer (module path up to its index), others by source statement.
        const bool byLayer = by == GroupBy::Layer && !n.layer.isEmpty();
        const QString key = byLayer ? n.layer : n.file + QLatin1Char(':') + QString::number(n.line);
        if (lastUnit < 0 || key != lastKey) {
            lastUnit = static_cast<int>(level1.size());
            QString label = n.name + QLatin1Char('\n') + shortTarget(n.target);
            if (byLayer)
                label = n.layer;
            else if (!n.file.isEmpty())
                label = QStringLiteral("%1:%2\n%3").arg(QFileInfo(n.file).fileName()).arg(n.line).arg(n.code.left(48));
            level1.push_back({ label, byLayer ? QStringLiteral("layer") : QString(), {} });
        }
        level1[lastUnit].members.push_back(static_cast<int>(i));
        lastKey = key;
    }
    for (Unit &u : level1)
        if (u.kind == QLatin1String("layer"))
            u.label += u'\n' + nodesText(u.members.size());
    CollapsedGraph c;
    auto emitUnit = [&](const Unit &u) {
        if (u.members.size() > 1 && expanded.contains(u.key())) {
            for (int m : u.members) {
                const FxNode &n = g.nodes[m];
                c.units.push_back({ n.name + QLatin1Char('\n') + shortTarget(n.target),
                    n.group >= 0 ? g.groups[n.group].kind
                                 : (n.op == FxNode::Op::Placeholder ? QStringLiteral("input") : QStringLiteral("node")),
                    { m }, u.key(), u.label.section(u'\n', 0, 0) });
            }
            return;
        }
        c.units.push_back(u);
    };
    // Level 2, for big graphs: consecutive units (graph order) merged into segments so that no
    // more than `maxUnits` boxes go to one layout; each segment expands back in the view.
    if (static_cast<int>(level1.size()) > maxUnits) {
        for (const auto &[start, end] : segmentRanges(g, level1, size_t(maxUnits))) {
            Unit seg { {}, QStringLiteral("segment"), {} };
            for (size_t u = start; u < end; ++u)
                seg.members.insert(seg.members.end(), level1[u].members.begin(), level1[u].members.end());
            std::sort(seg.members.begin(), seg.members.end());
            if (expanded.contains(seg.key())) {
                for (size_t u = start; u < end; ++u)
                    emitUnit(level1[u]);
                continue;
            }
            seg.label = QStringLiteral("%1 … %2\n%3")
                            .arg(g.nodes[seg.members.front()].name, g.nodes[seg.members.back()].name,
                                nodesText(seg.members.size()));
            // The layers it runs in, last (the first line names the segment: the view keys on it).
            if (const auto [first, last] = moduleRange(g, seg.members); !first.isEmpty()) {
                const QString a = layerOfModule(first), b = layerOfModule(last);
                seg.label += u'\n' + (a == b ? a : QStringLiteral("%1 … %2").arg(a, b));
            }
            c.units.push_back(std::move(seg));
        }
        c.segmented = true;
    } else {
        for (const Unit &u : level1)
            emitUnit(u);
    }
    c.unitOf.assign(g.nodes.size(), -1);
    for (size_t u = 0; u < c.units.size(); ++u)
        for (int m : c.units[u].members)
            c.unitOf[m] = static_cast<int>(u);
    QSet<qint64> seen;
    for (const auto &[from, to] : g.edges) {
        const int uf = c.unitOf[from], ut = c.unitOf[to];
        if (uf < 0 || ut < 0 || uf == ut)
            continue;
        const qint64 key = (qint64(uf) << 32) | ut;
        if (!seen.contains(key)) {
            seen << key;
            c.edges.emplace_back(uf, ut);
        }
    }
    return c;
}

QByteArray graphJson(const FxGraph &g, const QString &id)
{
    QJsonArray nodes, edges, groups;
    for (const FxNode &n : g.nodes) {
        QJsonObject o { { QStringLiteral("name"), n.name }, { QStringLiteral("op"), FxNode::opName(n.op) },
            { QStringLiteral("target"), n.target },
            { QStringLiteral("group"), n.group >= 0 ? QJsonValue(g.groups[n.group].kernel) : QJsonValue() } };
        if (!n.dtype.isEmpty()) {
            o[QStringLiteral("dtype")] = n.dtype;
            o[QStringLiteral("shape")] = n.shape;
            o[QStringLiteral("stride")] = n.stride;
        }
        if (!n.file.isEmpty()) {
            o[QStringLiteral("file")] = n.file;
            o[QStringLiteral("line")] = n.line;
        }
        if (g.exported) { // exported programs (GRAPH_JSON.md)
            o[QStringLiteral("role")] = n.role.isEmpty() ? QJsonValue() : QJsonValue(n.role);
            o[QStringLiteral("module")] = n.module.isEmpty() ? QJsonValue() : QJsonValue(n.module);
            o[QStringLiteral("args")] = n.args;
            if (!n.device.isEmpty())
                o[QStringLiteral("device")] = n.device;
        }
        nodes.append(o);
    }
    for (const auto &[from, to] : g.edges)
        edges.append(QJsonArray { g.nodes[from].name, g.nodes[to].name });
    for (const FusionGroup &grp : g.groups) {
        QJsonArray members;
        for (int m : grp.members)
            members.append(g.nodes[m].name);
        groups.append(QJsonObject { { QStringLiteral("kernel"), grp.kernel }, { QStringLiteral("kind"), grp.kind },
            { QStringLiteral("members"), members } });
    }
    QJsonObject doc { { QStringLiteral("schema"), QStringLiteral("compilescope.graph/1") },
        { QStringLiteral("graph"), id }, { QStringLiteral("group_source"), g.groupSource },
        { QStringLiteral("nodes"), nodes }, { QStringLiteral("edges"), edges }, { QStringLiteral("groups"), groups } };
    if (g.exported)
        doc[QStringLiteral("export")] = exportJson(*g.exported);
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

QString graphDot(const FxGraph &g, bool collapsed, int maxUnits, GroupBy by)
{
    QString out;
    QTextStream s(&out);
    if (!collapsed) {
        s << dotHeader();
        for (size_t i = 0; i < g.nodes.size(); ++i) {
            const FxNode &n = g.nodes[i];
            const QString fill = n.group >= 0 ? fillOf(g.groups[n.group].kind) : QStringLiteral("#ffffff");
            s << "  n" << i << " [label=" << quoted(n.name + QLatin1Char('\n') + shortTarget(n.target))
              << ", fillcolor=\"" << fill << "\"" << (n.op == FxNode::Op::Placeholder ? ", shape=ellipse" : "")
              << "];\n";
        }
        for (const auto &[from, to] : g.edges)
            s << "  n" << from << " -> n" << to << ";\n";
        s << "}\n";
        return out;
    }
    return collapsedDot(g, collapseGraph(g, maxUnits, {}, by));
}

QString collapsedDot(const FxGraph &g, const CollapsedGraph &c)
{
    QString out;
    QTextStream s(&out);
    s << dotHeader();
    // Inputs and the output: a small ellipse beside each box that reads or produces them, so
    // 150 parameters or 300 saved activations do not stretch edges across the whole graph; a
    // box reading more than two inputs gets one ellipse that counts them.
    std::map<int, QStringList> inputsOf; // unit → input names
    std::set<int> feedsOutput; // ordered: the same graph gives the same drawing in every process
    for (const auto &[from, to] : g.edges) {
        const bool input = g.nodes[from].op == FxNode::Op::Placeholder || g.nodes[from].parameter;
        if (input && c.unitOf[to] >= 0 && !inputsOf[c.unitOf[to]].contains(g.nodes[from].name))
            inputsOf[c.unitOf[to]] << g.nodes[from].name;
        if (g.nodes[to].op == FxNode::Op::Output && c.unitOf[from] >= 0)
            feedsOutput.insert(c.unitOf[from]);
    }
    for (const auto &[unit, names] : inputsOf) {
        const QString label = names.size() > 2 ? QStringLiteral("%1 inputs").arg(names.size()) : names.join(u'\n');
        s << "  i" << unit << " [label=" << quoted(label)
          << ", shape=ellipse, style=filled, fillcolor=\"#f1f3f5\", fontsize=7, height=0.2];\n  i" << unit << " -> u"
          << unit << ";\n";
    }
    for (int unit : feedsOutput)
        s << "  o" << unit
          << " [label=\"output\", shape=ellipse, style=filled, fillcolor=\"#f1f3f5\", fontsize=7, "
             "height=0.2];\n  u"
          << unit << " -> o" << unit << ";\n";
    for (size_t u = 0; u < c.units.size(); ++u)
        s << "  u" << u << " [label=" << quoted(c.units[u].label) << ", fillcolor=\"" << fillOf(c.units[u].kind) << "\""
          << (c.units[u].kind == QLatin1String("input") ? ", shape=ellipse, fontsize=8" : "") << "];\n";
    // A unit that feeds many others (inputs, a mask, a shared constant) is drawn once per use:
    // edges from it to every layer make `dot` explode (issue 5 measured 10 minutes for 500 nodes).
    std::vector<int> fanOut(c.units.size(), 0);
    for (const auto &[from, to] : c.edges)
        ++fanOut[from];
    for (const auto &[from, to] : c.edges) {
        if (fanOut[from] > CollapsedGraph::HubFanOut) {
            s << "  h" << from << "_" << to << " [label=" << quoted(c.units[from].label.section(u'\n', 0, 0))
              << ", shape=ellipse, style=\"dashed,filled\", fillcolor=\"" << fillOf(c.units[from].kind)
              << "\", fontsize=8];\n  h" << from << "_" << to << " -> u" << to << ";\n";
            continue;
        }
        s << "  u" << from << " -> u" << to << ";\n";
    }
    s << "}\n";
    return out;
}

Result<QByteArray> runDot(const QString &dot, const QString &format, int timeoutMs)
{
    const QString exe = QStandardPaths::findExecutable(QStringLiteral("dot"));
    if (exe.isEmpty())
        return Error { QStringLiteral("Graphviz `dot` is not installed (Debian package graphviz)") };
    QProcess p;
    p.start(exe, { QStringLiteral("-T") + format });
    if (!p.waitForStarted(10000))
        return Error { QStringLiteral("cannot start Graphviz dot: %1").arg(p.errorString()) };
    p.write(dot.toUtf8());
    p.closeWriteChannel();
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(2000);
        return Error {
            QStringLiteral("Graphviz dot took longer than %1 s and was stopped; try --collapsed").arg(timeoutMs / 1000)
        };
    }
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return Error {
            QStringLiteral("Graphviz dot failed: %1").arg(QString::fromUtf8(p.readAllStandardError()).left(400))
        };
    return p.readAllStandardOutput();
}

} // namespace cs
