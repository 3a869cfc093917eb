#include "core/fusion/replay.h"

#include "core/fusion/prefusion.h"
#include "core/fusion/reasons.h"

#include <QSet>

namespace cs {
namespace {

using Kind = FusionLine::Kind;

class Replay {
public:
    explicit Replay(FusionGraph &g)
        : m_g(g)
    {
        for (size_t i = 0; i < g.nodes.size(); ++i)
            addSingleton(static_cast<int>(i));
    }
    void line(const FusionLine &l);
    ReplayResult finish();

private:
    void addSingleton(int node);
    int resolve(const QString &name) const;
    int merge(int a, int b, int decision, const QString &name = {});
    int mergeNamed(const QString &name);
    void unpack(int grouped);
    void endListing();
    void closeRound(int line);
    FusionRound &round() { return m_g.rounds.back(); }
    bool roundOpen() const { return !m_g.rounds.empty() && !m_g.rounds.back().complete; }
    void warn(int line, const QString &message);
    FusionDecision &decide(FusionDecision::Kind kind, const FusionLine &l);

    FusionGraph &m_g;
    std::vector<int> m_groupOf; // pre-fusion node → its current fused node
    QHash<QString, int> m_byName; // current fused nodes by name
    QSet<int> m_scope; // the nodes the current sequence works on
    QSet<int> m_grouped; // GroupedSchedulerNodes (their members are fused again later)
    std::vector<const FusionLine *> m_listed; // the candidate list being read
    bool m_listing = false, m_afterFound = false, m_sequenceDone = true;
    int m_sequence = -1;
};

void Replay::warn(int line, const QString &message)
{
    if (m_g.diagnostics.size() < 500)
        m_g.diagnostics.push_back({ Diagnostic::Severity::Warning, m_g.logPath, line, -1, message, {} });
}

void Replay::addSingleton(int node)
{
    FusedNode f;
    f.name = m_g.nodes[size_t(node)].name;
    f.members = { node };
    m_g.fused.push_back(f);
    m_groupOf.push_back(static_cast<int>(m_g.fused.size() - 1));
    m_byName.insert(f.name, static_cast<int>(m_g.fused.size() - 1));
    m_scope << static_cast<int>(m_g.fused.size() - 1);
}

// A name as the log wrote it → the current node; names whose members appear in another
// order (`op4_op5_op0`) resolve by their member set.
int Replay::resolve(const QString &name) const
{
    if (const auto it = m_byName.constFind(name); it != m_byName.cend())
        return *it;
    const QStringList parts = name.split(u'_');
    const int first = m_g.nodeIndex.value(parts.value(0), -1);
    if (first < 0)
        return -1;
    const int grp = m_groupOf[size_t(first)];
    if (m_g.fused[size_t(grp)].members.size() != size_t(parts.size()))
        return -1;
    for (const QString &p : parts) {
        const int n = m_g.nodeIndex.value(p, -1);
        if (n < 0 || m_groupOf[size_t(n)] != grp)
            return -1;
    }
    return grp;
}

int Replay::merge(int a, int b, int decision, const QString &name)
{
    FusedNode f;
    f.name = name.isEmpty() ? m_g.fused[size_t(a)].name + u'_' + m_g.fused[size_t(b)].name : name;
    f.members = m_g.fused[size_t(a)].members;
    f.members.insert(f.members.end(), m_g.fused[size_t(b)].members.begin(), m_g.fused[size_t(b)].members.end());
    f.left = a;
    f.right = b;
    f.decision = decision;
    const int idx = static_cast<int>(m_g.fused.size());
    m_g.fused.push_back(f);
    for (int m : m_g.fused[size_t(idx)].members)
        m_groupOf[size_t(m)] = idx;
    m_byName.remove(m_g.fused[size_t(a)].name);
    m_byName.remove(m_g.fused[size_t(b)].name);
    m_byName.insert(m_g.fused[size_t(idx)].name, idx);
    m_scope.remove(a);
    m_scope.remove(b);
    m_scope << idx;
    return idx;
}

// The log names a node the replay does not have: make it from its members' current nodes
// (no decision; the lines that made it are missing). Names of no pre-fusion node are skipped:
// nodes are only ever added before the first merge, so FusionGraph::fused keeps one entry
// per pre-fusion node at its start.
int Replay::mergeNamed(const QString &name)
{
    int result = -1;
    for (const QString &p : name.split(u'_')) {
        const int n = m_g.nodeIndex.value(p, -1);
        if (n < 0)
            continue;
        const int grp = m_groupOf[size_t(n)];
        if (result < 0)
            result = grp;
        else if (grp != result)
            result = merge(result, grp, -1);
    }
    if (result >= 0 && m_g.fused[size_t(result)].name != name) {
        m_byName.remove(m_g.fused[size_t(result)].name);
        m_g.fused[size_t(result)].name = name;
        m_byName.insert(name, result);
    }
    return result;
}

// GroupedSchedulerNode.unpack: its members are nodes of their own again.
void Replay::unpack(int grouped)
{
    m_grouped.remove(grouped);
    m_byName.remove(m_g.fused[size_t(grouped)].name);
    m_scope.remove(grouped);
    for (int m : m_g.fused[size_t(grouped)].members) {
        m_groupOf[size_t(m)] = m; // FusionGraph::fused starts with the pre-fusion nodes
        m_byName.insert(m_g.fused[size_t(m)].name, m);
        m_scope << m;
    }
}

FusionDecision &Replay::decide(FusionDecision::Kind kind, const FusionLine &l)
{
    FusionDecision d;
    d.kind = kind;
    d.round = static_cast<int>(m_g.rounds.size()) - 1;
    d.scan = !m_afterFound;
    d.a = l.a;
    d.b = l.b;
    d.line = l.line;
    const int roundIndex = d.round;
    m_g.decisions.push_back(std::move(d));
    if (roundIndex >= 0) {
        round().endDecision = static_cast<int>(m_g.decisions.size());
        (kind == FusionDecision::Kind::Fuse ? round().fuses : round().rejects) += 1;
    }
    return m_g.decisions.back();
}

void Replay::endListing()
{
    m_listing = false;
    const bool first = m_g.rounds.size() == 1 && m_sequence <= 0;
    if (m_sequence > 0) // a nested sequence fuses the members of a grouped node again: unpack it
        for (const FusionLine *l : m_listed)
            for (const QString &part : l->candidate.name.split(u'_'))
                if (const int n = m_g.nodeIndex.value(part, -1); n >= 0 && m_grouped.contains(m_groupOf[size_t(n)]))
                    unpack(m_groupOf[size_t(n)]);
    if (first && m_g.fused.size() == m_g.nodes.size()) // no IR: the first list is the graph
        for (const FusionLine *l : m_listed)
            for (const QString &part : l->candidate.name.split(u'_'))
                if (!m_g.nodeIndex.contains(part)) {
                    FusionCandidate c;
                    c.name = part;
                    addSingleton(addCandidateNode(m_g, part == l->candidate.name ? l->candidate : c));
                }
    QSet<int> listed;
    QStringList lost;
    for (const FusionLine *l : m_listed) {
        const FusionCandidate &c = l->candidate;
        int idx = resolve(c.name);
        if (idx < 0) {
            // Foreach and grouped nodes are made before the first round; other unknown names
            // mean that lines are missing.
            const bool made = first
                && (c.nodeClass.startsWith(QLatin1String("Foreach"))
                    || c.nodeClass.startsWith(QLatin1String("Grouped")));
            if (!made)
                lost << c.name;
            idx = mergeNamed(c.name);
            if (made && c.nodeClass.startsWith(QLatin1String("Grouped")) && idx >= 0)
                m_grouped << idx;
        }
        if (idx < 0)
            continue;
        listed << idx;
        if (m_g.fused[size_t(idx)].members.size() == 1)
            mergeCandidate(m_g.nodes[size_t(m_g.fused[size_t(idx)].members[0])], c);
    }
    const int line = m_listed.empty() ? 0 : m_listed.front()->line;
    if (!lost.isEmpty())
        warn(line,
            QStringLiteral("the candidates name %1 node(s) the replay does not have (%2): lines are missing "
                           "before this point; the replay follows the candidate list")
                .arg(lost.size())
                .arg(lost.mid(0, 3).join(QStringLiteral(", "))));
    if (m_sequence <= 0 && listed.size() != m_scope.size() && lost.isEmpty())
        warn(line,
            QStringLiteral("the candidates list %1 nodes; the replay has %2").arg(listed.size()).arg(m_scope.size()));
    m_scope = listed;
    FusionRound &r = round();
    r.candidates = static_cast<int>(listed.size());
    r.before = r.candidates;
    if (r.loggedBefore >= 0 && r.loggedBefore != r.before)
        warn(r.line,
            QStringLiteral("round %1 starts with %2 nodes in the log and %3 in the replay")
                .arg(r.index)
                .arg(r.loggedBefore)
                .arg(r.before));
    m_listed.clear();
}

void Replay::closeRound(int line)
{
    if (!roundOpen())
        return;
    FusionRound &r = round();
    r.after = static_cast<int>(m_scope.size());
    if (r.kind == FusionRound::Kind::LoopReorder && r.found >= 0) {
        r.complete = true;
        return;
    }
    warn(line,
        r.kind == FusionRound::Kind::Round
            ? QStringLiteral("round %1 (line %2) has no closing line: the log is truncated or interleaved here")
                  .arg(r.index)
                  .arg(r.line)
            : QStringLiteral("the loop-reordering pass (line %1) has no `found N possible fusions`: the log is "
                             "truncated or interleaved here")
                  .arg(r.line));
    r.complete = true;
}

void Replay::line(const FusionLine &l)
{
    if (m_listing && l.kind != Kind::Candidate)
        endListing();
    switch (l.kind) {
    case Kind::RoundStart: {
        closeRound(l.line);
        if (l.round == 1 || m_sequenceDone) {
            ++m_sequence;
            m_sequenceDone = false;
        }
        FusionRound r;
        r.index = l.round;
        r.sequence = m_sequence;
        r.loggedBefore = l.n;
        r.line = l.line;
        r.before = static_cast<int>(m_scope.size());
        r.firstDecision = r.endDecision = static_cast<int>(m_g.decisions.size());
        m_g.rounds.push_back(r);
        m_afterFound = false;
        break;
    }
    case Kind::Candidates:
        if (!roundOpen() || round().found >= 0) {
            closeRound(l.line);
            FusionRound r;
            r.kind = FusionRound::Kind::LoopReorder;
            r.sequence = std::max(0, m_sequence);
            r.line = l.line;
            r.before = static_cast<int>(m_scope.size());
            r.firstDecision = r.endDecision = static_cast<int>(m_g.decisions.size());
            m_g.rounds.push_back(r);
            m_sequenceDone = true;
        }
        m_afterFound = false;
        m_listing = true;
        break;
    case Kind::Candidate:
        if (m_listing)
            m_listed.push_back(&l);
        break;
    case Kind::Found:
        if (roundOpen())
            round().found = l.n;
        m_afterFound = true;
        break;
    case Kind::Fuse: {
        const int a = resolve(l.a), b = resolve(l.b);
        FusionDecision &d = decide(FusionDecision::Kind::Fuse, l);
        const int di = static_cast<int>(m_g.decisions.size() - 1);
        d.nodeA = a;
        d.nodeB = b;
        if (a >= 0 && b >= 0 && a != b) {
            m_g.decisions[size_t(di)].result = merge(a, b, di);
        } else {
            warn(l.line,
                QStringLiteral("`fusing %1 with %2`: %3 is not a node at this point of the replay (the log "
                               "is truncated, interleaved or from another graph); continuing with its members")
                    .arg(l.a, l.b, a < 0 ? l.a : l.b));
            const int x = a >= 0 ? a : mergeNamed(l.a);
            const int y = b >= 0 ? b : mergeNamed(l.b);
            if (x >= 0 && y >= 0 && x != y)
                m_g.decisions[size_t(di)].result = merge(x, y, di);
        }
        break;
    }
    case Kind::Reject:
    case Kind::RejectUnnamed: {
        FusionDecision &d = decide(FusionDecision::Kind::Reject, l);
        d.nodeA = l.kind == Kind::Reject ? resolve(l.a) : -1;
        d.nodeB = l.kind == Kind::Reject ? resolve(l.b) : -1;
        d.text = l.text;
        d.tag = l.tag;
        d.category = FusionReasons::categorize(l.text).id;
        d.values = FusionReasons::values(l.text);
        break;
    }
    case Kind::Benchmark: {
        FusionDecision &d = decide(FusionDecision::Kind::Benchmark, l);
        d.text = l.text;
        d.ratio = l.ratio;
        d.speedup = l.speedup;
        // An infinite slowdown is a fused kernel that failed to compile or run, not a slow one.
        d.category = l.speedup    ? QString()
            : d.benchmarkFailed() ? QStringLiteral("benchmark_failed")
                                  : QStringLiteral("benchmark");
        auto nodeOf = [&](const QString &names) { // buffer names (or node names) → one current node
            int grp = -1;
            for (const QString &n : names.split(u',', Qt::SkipEmptyParts)) {
                int pre = m_g.writer.value(n, m_g.nodeIndex.value(n, -1));
                const int g = pre >= 0 ? m_groupOf[size_t(pre)] : -1;
                if (g < 0 || (grp >= 0 && g != grp))
                    return -1;
                grp = g;
            }
            return grp;
        };
        d.nodeA = nodeOf(l.a);
        d.nodeB = nodeOf(l.b);
        break;
    }
    case Kind::Complete:
        if (roundOpen())
            closeRound(l.line);
        m_sequenceDone = true;
        break;
    case Kind::RoundEnd: {
        if (!roundOpen() || round().kind != FusionRound::Kind::Round) {
            warn(l.line, QStringLiteral("`completed fusion round (%1/10)` without its start").arg(l.round));
            break;
        }
        FusionRound &r = round();
        r.loggedAfter = l.m;
        r.after = static_cast<int>(m_scope.size());
        r.complete = true;
        if (l.n != r.before || l.m != r.after)
            warn(l.line,
                QStringLiteral("round %1: the log fused %2 nodes into %3, the replay %4 into %5")
                    .arg(r.index)
                    .arg(l.n)
                    .arg(l.m)
                    .arg(r.before)
                    .arg(r.after));
        if (r.index >= 10)
            m_sequenceDone = true; // no `fusion complete` after the last round
        break;
    }
    case Kind::SharedData:
    case Kind::LoopOrder:
    case Kind::Note: {
        FusionNote n;
        n.round = static_cast<int>(m_g.rounds.size()) - 1;
        n.line = l.line;
        n.a = l.a;
        n.b = l.b;
        n.shared = l.kind == Kind::SharedData ? l.n : -1;
        n.text = l.text;
        m_g.notes.push_back(n);
        break;
    }
    default:
        break;
    }
}

ReplayResult Replay::finish()
{
    ReplayResult result;
    if (m_listing)
        endListing();
    if (roundOpen()) {
        FusionRound &r = round();
        r.after = static_cast<int>(m_scope.size());
        if (r.kind == FusionRound::Kind::LoopReorder && r.found >= 0) {
            r.complete = true;
        } else {
            result.complete = false;
            warn(m_g.lastLine,
                QStringLiteral("the fusion log ends inside %1 (line %2): it is truncated; the "
                               "decisions up to there are shown")
                    .arg(r.kind == FusionRound::Kind::Round ? QStringLiteral("round %1").arg(r.index)
                                                            : QStringLiteral("the loop-reordering pass"))
                    .arg(r.line));
        }
    }
    for (auto it = m_byName.cbegin(); it != m_byName.cend(); ++it)
        result.end.push_back(*it);
    std::sort(result.end.begin(), result.end.end());
    return result;
}

} // namespace

ReplayResult replayFusion(FusionGraph &graph, const std::vector<const FusionLine *> &lines)
{
    Replay replay(graph);
    for (const FusionLine *l : lines)
        replay.line(*l);
    return replay.finish();
}

} // namespace cs
