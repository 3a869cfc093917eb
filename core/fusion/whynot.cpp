#include "core/fusion/whynot.h"

#include "core/fusion/reasons.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <deque>
#include <map>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::WhyNot)
};

constexpr int PairWindow = 64; // config.max_fusion_buffer_group_pairwise_attempts
constexpr int LongDistance = 64; // Scheduler.are_long_distant_nodes

bool intersects(const std::vector<int> &a, const QSet<int> &b)
{
    for (int x : a)
        if (b.contains(x))
            return true;
    return false;
}

void addSettings(QStringList &out, const QStringList &more)
{
    for (const QString &s : more)
        if (!out.contains(s))
            out << s;
}

QString names(const FusionGraph &g, const std::vector<int> &nodes, int max = 4)
{
    QStringList n;
    for (int i : nodes) {
        if (n.size() == max) {
            n << QStringLiteral("…");
            break;
        }
        n << g.nodes[size_t(i)].name;
    }
    return n.join(QStringLiteral(", "));
}

// A shortest dependency path from a node of `from` to a node of `to` (producer → consumer),
// as pre-fusion nodes; empty when there is none.
std::vector<int> dependencyPath(const FusionGraph &g, const QSet<int> &from, const QSet<int> &to)
{
    std::vector<std::vector<int>> consumers(g.nodes.size());
    for (size_t i = 0; i < g.nodes.size(); ++i)
        for (int p : g.nodes[i].producers)
            consumers[size_t(p)].push_back(static_cast<int>(i));
    std::vector<int> parent(g.nodes.size(), -2);
    std::deque<int> queue;
    for (int f : from) {
        parent[size_t(f)] = -1;
        queue.push_back(f);
    }
    while (!queue.empty()) {
        const int n = queue.front();
        queue.pop_front();
        for (int c : consumers[size_t(n)]) {
            if (parent[size_t(c)] != -2)
                continue;
            parent[size_t(c)] = n;
            if (to.contains(c)) {
                std::vector<int> path { c };
                for (int p = n; p >= 0; p = parent[size_t(p)])
                    path.push_back(p);
                std::reverse(path.begin(), path.end());
                return path;
            }
            queue.push_back(c);
        }
    }
    return {};
}

QSet<QString> usedBuffers(const FusionGraph &g, const std::vector<int> &nodes)
{
    QSet<QString> used;
    for (int n : nodes) {
        for (const QString &b : g.nodes[size_t(n)].reads)
            used << b;
        for (const QString &b : g.nodes[size_t(n)].writes)
            used << b;
    }
    return used;
}

class Explainer {
public:
    Explainer(const FusionGraph &g, WhyNotAnswer &w)
        : m_g(g)
        , m_w(w)
        , m_a(w.selA.nodes.begin(), w.selA.nodes.end())
        , m_b(w.selB.nodes.begin(), w.selB.nodes.end())
    {
    }
    void run();

private:
    void fused();
    void recorded();
    void structure();
    std::vector<int> path() const;
    void describePath(const std::vector<int> &path);
    bool sameFinal() const;

    const FusionGraph &m_g;
    WhyNotAnswer &m_w;
    QSet<int> m_a, m_b;
    QStringList m_text;
};

bool Explainer::sameFinal() const
{
    const int f = m_g.finalOf(m_w.selA.nodes.front());
    if (f < 0)
        return false;
    const auto &members = m_g.finals[size_t(f)].members;
    const QSet<int> in(members.begin(), members.end());
    return in.contains(m_a) && in.contains(m_b);
}

void Explainer::fused()
{
    m_w.verdict = WhyNotAnswer::Verdict::Fused;
    for (size_t i = 0; i < m_g.decisions.size(); ++i) {
        const FusionDecision &d = m_g.decisions[i];
        if (d.kind != FusionDecision::Kind::Fuse || d.result < 0)
            continue;
        const auto &members = m_g.fused[size_t(d.result)].members;
        if (intersects(members, m_a) && intersects(members, m_b)) {
            m_w.fusedBy = static_cast<int>(i);
            break;
        }
    }
    const FinalNode &f = m_g.finals[size_t(m_w.finalA)];
    m_text << Tr::tr("%1 and %2 are one kernel: %3 runs %4.")
                  .arg(m_w.a, m_w.b, f.kernel.name.isEmpty() ? Tr::tr("(kernel unknown)") : f.kernel.name, f.name);
    if (m_w.fusedBy >= 0) {
        const FusionDecision &d = m_g.decisions[size_t(m_w.fusedBy)];
        m_text << Tr::tr("They came together at line %1: `fusing %2 with %3`.").arg(d.line).arg(d.a, d.b);
    }
}

void Explainer::recorded()
{
    std::map<QString, std::pair<int, int>> reasons; // text → count, first line
    bool scanOnly = true;
    for (int i : m_w.decisions) {
        const FusionDecision &d = m_g.decisions[size_t(i)];
        scanOnly = scanOnly && d.scan;
        const QString key = d.kind == FusionDecision::Kind::Benchmark ? d.text : d.category + u'|' + d.text;
        auto &r = reasons[key];
        if (r.first++ == 0)
            r.second = d.line;
        if (!d.category.isEmpty())
            addSettings(m_w.settings, FusionReasons::category(d.category).settings);
    }
    m_w.verdict = WhyNotAnswer::Verdict::Rejected;
    m_text << Tr::tr("Inductor recorded %n decision(s) about their nodes:", nullptr, int(m_w.decisions.size()));
    for (const auto &[key, r] : reasons) {
        const QString text = key.section(u'|', -1);
        const QString cat = key.contains(u'|') ? FusionReasons::category(key.section(u'|', 0, 0)).title : QString();
        m_text << Tr::tr("  %1%2 — %n time(s), first at line %3", nullptr, r.first)
                      .arg(cat.isEmpty() ? QString() : cat + QStringLiteral(": "), text)
                      .arg(r.second);
    }
    if (scanOnly)
        m_text << Tr::tr(
            "All of them were logged while candidate pairs were enumerated, before any fusion of the round.");
    describePath(path());
    if (!m_w.structural.isEmpty()) {
        m_text << Tr::tr("What the IR shows:");
        for (const QString &s : m_w.structural)
            m_text << QStringLiteral("  - ") + s;
    }
}

std::vector<int> Explainer::path() const
{
    std::vector<int> p = dependencyPath(m_g, m_a, m_b);
    return p.empty() ? dependencyPath(m_g, m_b, m_a) : p;
}

void Explainer::describePath(const std::vector<int> &path)
{
    if (path.size() <= 2)
        return;
    const std::vector<int> middle(path.begin() + 1, path.end() - 1);
    m_w.structural << Tr::tr("a dependency path runs between them through %1 (%2): a fused kernel would have to "
                             "contain it too (`intermediate nodes between node1 & node2`)")
                          .arg(names(m_g, middle), names(m_g, path, 8));
    for (int n : middle)
        if (m_g.nodes[size_t(n)].isExtern()) {
            m_w.structural << Tr::tr("%1 on that path is an extern kernel (%2), which is never fused: the path cannot "
                                     "become one kernel")
                                  .arg(m_g.nodes[size_t(n)].name, m_g.nodes[size_t(n)].kernel);
            addSettings(m_w.settings, FusionReasons::category(QStringLiteral("extern")).settings);
            return;
        }
    addSettings(m_w.settings, FusionReasons::category(QStringLiteral("dependency")).settings);
}

void Explainer::structure()
{
    const std::vector<int> all = [&] {
        std::vector<int> v = m_w.selA.nodes;
        v.insert(v.end(), m_w.selB.nodes.begin(), m_w.selB.nodes.end());
        return v;
    }();
    bool never = false;
    for (int n : all) {
        const SchedNode &s = m_g.nodes[size_t(n)];
        if ((s.isExtern() || s.isNop()) && !s.isTemplate()) {
            m_w.structural << Tr::tr("%1 is %2%3: the scheduler leaves extern kernels and no-ops out of the pairs it "
                                     "tries, so it never scored this pair")
                                  .arg(s.name, s.isNop() ? Tr::tr("a no-op") : Tr::tr("an extern kernel"),
                                      s.kernel.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(s.kernel));
            addSettings(m_w.settings, FusionReasons::category(QStringLiteral("extern")).settings);
            never = true;
            break;
        }
        if (s.isTemplate()) {
            m_w.structural << Tr::tr("%1 is a template (%2): it takes only certain epilogues and prologues")
                                  .arg(s.name, s.irClass);
            addSettings(m_w.settings, FusionReasons::category(QStringLiteral("template")).settings);
        }
    }
    QSet<QString> devices;
    for (int n : all)
        if (!m_g.nodes[size_t(n)].device.isEmpty())
            devices << m_g.nodes[size_t(n)].device;
    if (devices.size() > 1)
        m_w.structural << Tr::tr("they run on different devices (%1)")
                              .arg(QStringList(devices.values()).join(QStringLiteral(", ")));
    const std::vector<int> path = this->path();
    describePath(path);
    const QSet<QString> shared = usedBuffers(m_g, m_w.selA.nodes) & usedBuffers(m_g, m_w.selB.nodes);
    if (shared.isEmpty()) {
        m_w.structural << Tr::tr("they use no common buffer: the scheduler tries only pairs that read or write a "
                                 "common buffer, so it never scored this pair and wrote no line");
        addSettings(m_w.settings, { QStringLiteral("aggressive_fusion") });
        never = true;
    } else {
        // Pairs are tried per buffer among its users, each with the next 64 in order.
        bool inWindow = false;
        for (const QString &buf : shared) {
            std::vector<int> users;
            for (size_t i = 0; i < m_g.nodes.size(); ++i)
                if (m_g.nodes[i].reads.contains(buf) || m_g.nodes[i].writes.contains(buf))
                    users.push_back(static_cast<int>(i));
            for (size_t i = 0; i < users.size() && !inWindow; ++i)
                for (size_t j = i + 1; j < users.size() && j <= i + PairWindow && !inWindow; ++j)
                    inWindow = (m_a.contains(users[i]) && m_b.contains(users[j]))
                        || (m_b.contains(users[i]) && m_a.contains(users[j]));
        }
        if (!inWindow) {
            m_w.structural << Tr::tr("they share %1, but more than %2 other users of it lie between them: outside the "
                                     "scheduler's window of pairwise attempts, so never scored")
                                  .arg(QStringList(shared.values()).join(QStringLiteral(", ")))
                                  .arg(PairWindow);
            addSettings(m_w.settings, { QStringLiteral("max_fusion_buffer_group_pairwise_attempts") });
            never = true;
        }
    }
    const int distance = std::abs(*std::min_element(m_w.selA.nodes.begin(), m_w.selA.nodes.end())
        - *std::min_element(m_w.selB.nodes.begin(), m_w.selB.nodes.end()));
    if (path.empty() && distance > LongDistance)
        m_w.structural << Tr::tr("they are %1 nodes apart: a horizontal fusion that far is refused (`Nodes are too far "
                                 "away`)")
                              .arg(distance);
    if (never) {
        m_w.verdict = WhyNotAnswer::Verdict::NeverScored;
        m_text << Tr::tr("No line names them, and none could have:");
    } else {
        m_w.verdict = WhyNotAnswer::Verdict::CannotTell;
        m_text << Tr::tr(
            "They share %1, so the scheduler could score them, yet no line names them. Either the fusion "
            "was legal and lost to a higher-scored fusion that took one of them first (Inductor never logs "
            "its scores), or a check refused it without writing a line (stream boundaries, some epilogue "
            "and mutation checks, the CPU backend's own checks). The record cannot tell which.")
                      .arg(QStringList(shared.values()).join(QStringLiteral(", ")));
        if (!m_w.structural.isEmpty())
            m_text << Tr::tr("What the IR shows:");
    }
    for (const QString &s : m_w.structural)
        m_text << QStringLiteral("  - ") + s;
}

void Explainer::run()
{
    if (m_a.intersects(m_b)) {
        m_w.verdict = WhyNotAnswer::Verdict::Overlap;
        m_w.answer = Tr::tr("%1 and %2 name common scheduler nodes.").arg(m_w.a, m_w.b);
        return;
    }
    m_w.finalA = m_g.finalOf(m_w.selA.nodes.front());
    m_w.finalB = m_g.finalOf(m_w.selB.nodes.front());
    if (sameFinal()) {
        fused();
    } else {
        for (size_t i = 0; i < m_g.decisions.size(); ++i) {
            const FusionDecision &d = m_g.decisions[i];
            if (d.nodeA < 0 || d.nodeB < 0)
                continue;
            const auto &ma = m_g.fused[size_t(d.nodeA)].members, &mb = m_g.fused[size_t(d.nodeB)].members;
            if ((intersects(ma, m_a) && intersects(mb, m_b)) || (intersects(ma, m_b) && intersects(mb, m_a)))
                m_w.decisions.push_back(static_cast<int>(i));
        }
        if (!m_w.decisions.empty())
            recorded();
        else
            structure();
        if (m_w.finalA >= 0 && m_w.finalB >= 0)
            m_text << Tr::tr("Now: %1 is in %2 (%3), %4 in %5 (%6).")
                          .arg(m_w.a, m_g.finals[size_t(m_w.finalA)].name,
                              m_g.finals[size_t(m_w.finalA)].kernel.name.isEmpty()
                                  ? Tr::tr("no kernel known")
                                  : m_g.finals[size_t(m_w.finalA)].kernel.name,
                              m_w.b, m_g.finals[size_t(m_w.finalB)].name,
                              m_g.finals[size_t(m_w.finalB)].kernel.name.isEmpty()
                                  ? Tr::tr("no kernel known")
                                  : m_g.finals[size_t(m_w.finalB)].kernel.name);
    }
    if (!m_g.hasDecisions())
        m_text << Tr::tr("This graph has no fusion log (TORCH_LOGS=fusion records the decisions).");
    int unnamed = 0;
    for (const FusionDecision &d : m_g.decisions)
        unnamed += d.kind == FusionDecision::Kind::Reject && d.a.isEmpty() ? 1 : 0;
    if (unnamed > 0)
        m_text << Tr::tr(
            "%n rejection(s) in this log name no nodes (older PyTorch); one may be about this pair.", nullptr, unnamed);
    if (!m_w.settings.isEmpty())
        m_text << Tr::tr("Settings that change the outcome: %1.").arg(m_w.settings.join(QStringLiteral(", ")));
    m_w.answer = m_text.join(u'\n');
}

} // namespace

QString WhyNotAnswer::verdictName(Verdict v)
{
    switch (v) {
    case Verdict::Fused:
        return QStringLiteral("fused");
    case Verdict::Rejected:
        return QStringLiteral("rejected");
    case Verdict::NeverScored:
        return QStringLiteral("never_scored");
    case Verdict::CannotTell:
        return QStringLiteral("cannot_tell");
    case Verdict::Overlap:
        return QStringLiteral("overlap");
    }
    return {};
}

WhyNotAnswer whyNotFused(const FusionGraph &g, const QString &a, const QString &b)
{
    WhyNotAnswer w;
    w.a = a;
    w.b = b;
    w.selA = selectInFusion(g, a);
    w.selB = selectInFusion(g, b);
    for (const auto &[sel, name] : { std::pair { &w.selA, a }, std::pair { &w.selB, b } })
        if (sel->empty()) {
            w.error = Tr::tr("%1 names no scheduler node, fused node, kernel, post-grad node or buffer of graph %2")
                          .arg(name, g.id);
            return w;
        }
    Explainer(g, w).run();
    return w;
}

} // namespace cs
