#pragma once

#include "core/graph/fxgraph.h"
#include "core/util/result.h"

#include <QByteArray>
#include <QSet>
#include <QString>

#include <utility>
#include <vector>

namespace cs {

// The collapsed view of a graph: fusion groups (kernels) and runs of nodes from one source
// statement become units; a big graph's units are merged into at most `maxUnits` segments of
// consecutive units (one per layer where its nodes name their layers), so no layout call sees
// more than that many boxes.
struct CollapsedGraph {
    struct Unit {
        QString label;
        QString kind; // triton, template, cpp, extern, input, segment, node, untied (work no kernel names), or empty
        std::vector<int> members; // node indices, graph order
        int cluster = -1; // the expanded box it came from (its key), drawn as a frame around its parts
        QString clusterLabel;
        int key() const { return members.empty() ? -1 : members.front(); } // stable across expansions
    };
    std::vector<Unit> units;
    std::vector<int> unitOf; // node index → unit
    std::vector<std::pair<int, int>> edges; // between units, each once
    bool segmented = false;
    static constexpr int HubFanOut = 6; // a unit feeding more units is drawn once per use
    // Boxes per layout: 100, or 250 in graphs with kernels (their boxes are mostly kernels,
    // whose edges are local; measured < 1 s for gpt2 48-layer post-grad graphs, where 200
    // boxes of a joint graph's statements can take 3–6 s in `dot`).
    static constexpr int DefaultMaxUnits = 100;
    static constexpr int KernelGraphMaxUnits = 250;
};
// What the boxes of the collapsed view are: kernels (fusion groups, when the graph has them),
// layers (module path up to its index, Dynamo graphs), or source statements.
enum class GroupBy { Kernel, Layer, Statement };
// The modules (FxNode::module) the operations of `members` (graph order) run in: the first and the
// last, empty when none is known.
std::pair<QString, QString> moduleRange(const FxGraph &g, const std::vector<int> &members);
GroupBy defaultGrouping(const FxGraph &g);
QString groupByName(GroupBy by);

// `expanded` holds the keys of units the user opened: a segment shows its units, a group or
// statement run its nodes.
CollapsedGraph collapseGraph(const FxGraph &g, int maxUnits = CollapsedGraph::DefaultMaxUnits,
    const QSet<int> &expanded = {}, GroupBy by = GroupBy::Kernel);

// `compilescope graph --format json` (schema in core/graph/GRAPH_JSON.md).
QByteArray graphJson(const FxGraph &g, const QString &id);

// DOT for Graphviz. Collapsed: one box per fusion group (the kernel and its node count), or,
// in graphs without kernels, per run of nodes from one source statement; placeholders with
// several users are drawn once per use, so a shared input does not tie every layer together.
QString graphDot(const FxGraph &g, bool collapsed, int maxUnits = CollapsedGraph::DefaultMaxUnits,
    GroupBy by = GroupBy::Kernel);
QString collapsedDot(const FxGraph &g, const CollapsedGraph &c);

// Runs Graphviz's `dot` in its own process (a crash or hang cannot take the caller down),
// stopped after `timeoutMs`. `format`: svg, png, plain, ...
Result<QByteArray> runDot(const QString &dot, const QString &format, int timeoutMs = 60000);

} // namespace cs
