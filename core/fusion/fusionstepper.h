#pragma once

#include "core/fusion/fusionmodel.h"
#include "core/fusion/fusionselect.h"

#include <QStringList>

#include <vector>

namespace cs {

// Which decisions a list shows: kinds, reason categories, a round, and a name (a node,
// kernel or post-grad node, fusionselect.h) that one side of the decision must touch.
struct DecisionFilter {
    bool fuse = true, reject = true, benchmark = true;
    QStringList categories; // empty: any
    int round = -1; // index into FusionGraph::rounds; -1: any
    QString node; // empty: any
};

// Stepping through one graph's decisions for a view. Position k means "after the first k
// decisions" (0: the nodes before fusion; decisions().size(): the end of the log). The
// graph must outlive the stepper. State queries replay from the nearest snapshot (one per
// 64 decisions), so any position costs at most 64 merges.
class FusionStepper {
public:
    explicit FusionStepper(const FusionGraph &graph);

    const FusionGraph &graph() const { return m_graph; }
    int positions() const { return static_cast<int>(m_graph.decisions.size()) + 1; }

    // The fused node (index into graph().fused) holding each pre-fusion node at position k.
    std::vector<int> state(int k) const;
    // The distinct fused nodes at position k, ordered by their first pre-fusion member.
    std::vector<int> nodesAt(int k) const;
    // The round the decision before position k belongs to (-1 before the first round).
    int roundAt(int k) const;
    // The position at the start of the next / previous round (k itself when there is none).
    int nextRound(int k) const;
    int previousRound(int k) const;
    // The next / previous position whose last decision matches `filter`, or -1.
    int nextDecision(int k, const DecisionFilter &filter) const;
    int previousDecision(int k, const DecisionFilter &filter) const;

    bool matches(int decision, const DecisionFilter &filter) const;
    std::vector<int> decisions(const DecisionFilter &filter) const;
    FusionSelection select(const QString &name) const { return selectInFusion(m_graph, name); }
    // The final node and kernel of a pre-fusion node (nullptr when unknown).
    const FinalNode *finalOf(int node) const;

private:
    bool matches(int decision, const DecisionFilter &filter, const FusionSelection &node) const;

    const FusionGraph &m_graph;
    std::vector<std::vector<int>> m_snapshots; // state at positions 0, 64, 128, ...
    std::vector<int> m_finalOf;
};

} // namespace cs
