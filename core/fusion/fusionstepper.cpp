#include "core/fusion/fusionstepper.h"

#include <algorithm>

namespace cs {
namespace {

constexpr int SnapshotEvery = 64;

void apply(const FusionGraph &g, const FusionDecision &d, std::vector<int> &state)
{
    if (d.kind != FusionDecision::Kind::Fuse || d.result < 0)
        return;
    for (int m : g.fused[size_t(d.result)].members)
        state[size_t(m)] = d.result;
}

} // namespace

FusionStepper::FusionStepper(const FusionGraph &graph)
    : m_graph(graph)
    , m_finalOf(graph.nodes.size(), -1)
{
    std::vector<int> state(graph.nodes.size());
    for (size_t i = 0; i < state.size(); ++i)
        state[i] = static_cast<int>(i); // FusionGraph::fused starts with the pre-fusion nodes
    m_snapshots.push_back(state);
    for (size_t i = 0; i < graph.decisions.size(); ++i) {
        apply(graph, graph.decisions[i], state);
        if ((i + 1) % SnapshotEvery == 0)
            m_snapshots.push_back(state);
    }
    for (size_t f = 0; f < graph.finals.size(); ++f)
        for (int m : graph.finals[f].members)
            if (m_finalOf[size_t(m)] < 0)
                m_finalOf[size_t(m)] = static_cast<int>(f);
}

std::vector<int> FusionStepper::state(int k) const
{
    k = std::clamp(k, 0, positions() - 1);
    const size_t snap = std::min(m_snapshots.size() - 1, size_t(k / SnapshotEvery));
    std::vector<int> s = m_snapshots[snap];
    for (int i = static_cast<int>(snap) * SnapshotEvery; i < k; ++i)
        apply(m_graph, m_graph.decisions[size_t(i)], s);
    return s;
}

std::vector<int> FusionStepper::nodesAt(int k) const
{
    std::vector<int> out;
    std::vector<char> seen(m_graph.fused.size(), 0);
    for (int f : state(k))
        if (!seen[size_t(f)]) {
            seen[size_t(f)] = 1;
            out.push_back(f);
        }
    return out;
}

int FusionStepper::roundAt(int k) const
{
    if (k <= 0 || m_graph.decisions.empty())
        return m_graph.rounds.empty() ? -1 : 0;
    return m_graph.decisions[size_t(std::min(k, positions() - 1) - 1)].round;
}

int FusionStepper::nextRound(int k) const
{
    for (const FusionRound &r : m_graph.rounds)
        if (r.firstDecision > k)
            return r.firstDecision;
    return positions() - 1;
}

int FusionStepper::previousRound(int k) const
{
    int best = 0;
    for (const FusionRound &r : m_graph.rounds)
        if (r.firstDecision < k)
            best = r.firstDecision;
    return best;
}

bool FusionStepper::matches(int i, const DecisionFilter &f) const
{
    const FusionSelection s = f.node.isEmpty() ? FusionSelection() : select(f.node);
    return matches(i, f, s);
}

bool FusionStepper::matches(int i, const DecisionFilter &f, const FusionSelection &s) const
{
    const FusionDecision &d = m_graph.decisions[size_t(i)];
    if ((d.kind == FusionDecision::Kind::Fuse && !f.fuse) || (d.kind == FusionDecision::Kind::Reject && !f.reject)
        || (d.kind == FusionDecision::Kind::Benchmark && !f.benchmark))
        return false;
    if (!f.categories.isEmpty() && !f.categories.contains(d.category))
        return false;
    if (f.round >= 0 && d.round != f.round)
        return false;
    if (!f.node.isEmpty()) {
        auto touches = [&](int fused) {
            if (fused < 0)
                return false;
            for (int m : m_graph.fused[size_t(fused)].members)
                if (std::binary_search(s.nodes.begin(), s.nodes.end(), m))
                    return true;
            return false;
        };
        if (!touches(d.nodeA) && !touches(d.nodeB))
            return false;
    }
    return true;
}

std::vector<int> FusionStepper::decisions(const DecisionFilter &f) const
{
    std::vector<int> out;
    const FusionSelection sel = f.node.isEmpty() ? FusionSelection() : select(f.node);
    for (size_t i = 0; i < m_graph.decisions.size(); ++i)
        if (matches(static_cast<int>(i), f, sel))
            out.push_back(static_cast<int>(i));
    return out;
}

int FusionStepper::nextDecision(int k, const DecisionFilter &f) const
{
    const FusionSelection sel = f.node.isEmpty() ? FusionSelection() : select(f.node);
    for (int i = std::max(0, k); i < static_cast<int>(m_graph.decisions.size()); ++i)
        if (matches(i, f, sel))
            return i + 1;
    return -1;
}

int FusionStepper::previousDecision(int k, const DecisionFilter &f) const
{
    const FusionSelection sel = f.node.isEmpty() ? FusionSelection() : select(f.node);
    for (int i = std::min(k, static_cast<int>(m_graph.decisions.size())) - 2; i >= 0; --i)
        if (matches(i, f, sel))
            return i + 1;
    return -1;
}

const FinalNode *FusionStepper::finalOf(int node) const
{
    if (node < 0 || node >= static_cast<int>(m_finalOf.size()) || m_finalOf[size_t(node)] < 0)
        return nullptr;
    return &m_graph.finals[size_t(m_finalOf[size_t(node)])];
}

} // namespace cs
