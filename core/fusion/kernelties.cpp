#include "core/fusion/kernelties.h"

#include "core/graph/fxgraph.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::KernelTies)
};

// `extern_kernels.addmm`, `torch.ops.aten._scaled_dot_product_cudnn_attention.default` →
// `addmm`, `_scaled_dot_product_cudnn_attention`: what AOTInductor's `aoti_torch_cpu_addmm_out` contains.
QString opBase(const QString &kernel)
{
    QStringList parts = kernel.split(u'.');
    while (
        parts.size() > 1 && (parts.last() == QLatin1String("default") || parts.last().startsWith(QLatin1String("low"))))
        parts.removeLast();
    return parts.last();
}

bool sameExtern(const QString &irKernel, const QString &launched)
{
    return irKernel.isEmpty() || launched == irKernel
        || (launched.startsWith(QLatin1String("aoti_torch_")) && launched.contains(opBase(irKernel)));
}

// The buffers a final node's members write, less those that stay inside it (ir_pre_fusion),
// and the buffer each member's name says it writes.
QStringList ownBuffers(const FusionGraph &g, const FinalNode &f)
{
    static const QRegularExpression opName(QStringLiteral(R"(^op(\d+)$)"));
    static const QRegularExpression bufName(QStringLiteral(R"(^buf\d+$)"));
    QStringList out;
    auto add = [&out](const QString &b) {
        if (!out.contains(b))
            out << b;
    };
    for (int m : f.members) {
        const SchedNode &n = g.nodes[size_t(m)];
        for (const QString &b : n.writes)
            if (!f.internalBuffers.contains(b))
                add(b);
        if (const auto op = opName.match(n.name); op.hasMatch())
            add(QStringLiteral("buf") + op.captured(1));
        else if (bufName.match(n.name).hasMatch())
            add(n.name);
    }
    return out;
}

QStringList mutatedBuffers(const FusionGraph &g, const FinalNode &f)
{
    QStringList out;
    for (int m : f.members)
        for (const QString &b : g.nodes[size_t(m)].mutates)
            if (!out.contains(b))
                out << b;
    return out;
}

bool intersects(const QStringList &a, const QStringList &b)
{
    return std::any_of(a.begin(), a.end(), [&](const QString &x) { return b.contains(x); });
}

QString noLaunchByDesign(const FusionGraph &g, const FinalNode &f)
{
    if (f.members.size() != 1)
        return {};
    const SchedNode &n = g.nodes[size_t(f.members[0])];
    if (n.isNop())
        return Tr::tr("a no-op node (NopKernelSchedulerNode): Inductor generates no code for it");
    if (n.irClass == QLatin1String("MultiOutput"))
        return Tr::tr("an item of an extern kernel's result (MultiOutput): the extern call runs it");
    if (n.irClass.startsWith(QLatin1String("ReinterpretView")))
        return Tr::tr("a view of another buffer: no kernel computes it");
    return {};
}

class Tier {
public:
    Tier(const FusionGraph &g, LaunchSites &sites)
        : m_g(g)
        , m_sites(sites)
        , m_count(static_cast<int>(sites.launches.size()))
    {
        const size_t n = g.finals.size();
        m_out.launch.assign(n, -1);
        m_out.none.assign(n, false);
        for (size_t i = 0; i < n; ++i) {
            m_out.how << QString();
            m_out.why << QString();
        }
    }

    KernelTies run()
    {
        std::vector<size_t> open;
        for (size_t i = 0; i < m_g.finals.size(); ++i) {
            const FinalNode &f = m_g.finals[i];
            if (f.members.empty())
                continue;
            if (const QString why = noLaunchByDesign(m_g, f); !why.isEmpty()) {
                m_out.none[i] = true;
                m_out.why[i] = why;
                continue;
            }
            if (isItem(i) || !byEvidence(i))
                open.push_back(i);
        }
        for (size_t i : open)
            if (m_out.launch[i] < 0)
                byOrder(i);
        for (size_t i : open)
            if (m_out.launch[i] < 0)
                explain(i);
        return std::move(m_out);
    }

private:
    const SchedNode &first(size_t i) const { return m_g.nodes[size_t(m_g.finals[i].members[0])]; }

    QSet<QString> names(size_t i) const
    {
        QSet<QString> out;
        for (int m : m_g.finals[i].members)
            out << m_g.nodes[size_t(m)].name;
        return out;
    }

    bool listed(const LaunchSite &l, size_t i) const
    {
        return QSet<QString>(l.fusedNodes.begin(), l.fusedNodes.end()) == names(i);
    }

    // A launch of the node's kind (for ties by order): not an extern call for a generated
    // node, the same extern kernel for an extern node.
    bool fits(const LaunchSite &l, size_t i) const
    {
        if (!l.fusedNodes.isEmpty())
            return listed(l, i);
        const SchedNode &n = first(i);
        if (n.isExtern() != l.external && !n.isTemplate())
            return false;
        return !n.isExtern() || sameExtern(n.kernel, l.kernel);
    }

    void tie(size_t i, int launch, const QString &how)
    {
        LaunchSite &l = m_sites.launches[size_t(launch)];
        m_out.launch[i] = launch;
        m_out.how[i] = l.used && how == QLatin1String("buffers") ? QStringLiteral("buffers_shared_launch") : how;
        l.used = true;
    }

    bool byEvidence(size_t i)
    {
        const FinalNode &f = m_g.finals[i];
        for (int k = 0; k < m_count; ++k)
            if (!m_sites.launches[size_t(k)].fusedNodes.isEmpty() && listed(m_sites.launches[size_t(k)], i)) {
                tie(i, k, QStringLiteral("fused_node_list"));
                return true;
            }
        const QStringList own = ownBuffers(m_g, f);
        for (int k = 0; k < m_count; ++k) {
            const LaunchSite &l = m_sites.launches[size_t(k)];
            if (l.fusedNodes.isEmpty() && l.writtenKnown && intersects(l.written, own)) {
                tie(i, k, QStringLiteral("buffers"));
                return true;
            }
        }
        // A buffer it mutates was written first by its producer: a later launch writing it again.
        if (const QStringList mutated = mutatedBuffers(m_g, f); !mutated.isEmpty())
            for (int k = 0; k < m_count; ++k) {
                const LaunchSite &l = m_sites.launches[size_t(k)];
                if (l.fusedNodes.isEmpty() && l.writtenKnown && !l.used && intersects(l.written, mutated)) {
                    tie(i, k, QStringLiteral("buffers"));
                    return true;
                }
            }
        // Launches whose writes the code does not say (a kernel defined elsewhere): one that
        // takes the node's buffers, not yet used.
        for (int k = 0; k < m_count; ++k) {
            const LaunchSite &l = m_sites.launches[size_t(k)];
            if (!l.writtenKnown && (!l.used || launchKind(l) == QLatin1String("cpp")) && fits(l, i)
                && std::any_of(own.begin(), own.end(), [&](const QString &b) { return l.hasArg(b); })) {
                tie(i, k, QStringLiteral("buffers"));
                return true;
            }
        }
        return false;
    }

    // The launches of the nearest tied final nodes before and after i (-1 / m_count).
    std::pair<int, int> gap(size_t i) const
    {
        int lo = -1, hi = m_count;
        for (size_t j = i; j-- > 0;)
            if (m_out.launch[j] >= 0) {
                lo = m_out.launch[j];
                break;
            }
        for (size_t j = i + 1; j < m_out.launch.size(); ++j)
            if (m_out.launch[j] >= 0) {
                hi = m_out.launch[j];
                break;
            }
        if (hi < lo)
            hi = m_count; // the neighbours run out of order: only the lower bound holds
        return { lo, hi };
    }

    // An item of an extern call's result (`buf18 = buf16[1]`, a MultiOutput node, which is
    // never fused): no launch of its own, even where a later launch writes it in place.
    bool isItem(size_t i)
    {
        if (m_g.finals[i].members.size() != 1)
            return false;
        for (const QString &b : ownBuffers(m_g, m_g.finals[i]))
            if (m_sites.items.contains(b)) {
                m_items.insert(i, b);
                return true;
            }
        return false;
    }

    void byOrder(size_t i)
    {
        if (m_items.contains(i))
            return;
        // The origins the code lists above a launch (`# Topologically Sorted Source Nodes:`):
        // post-grad node names are unique in a graph, though the list can name a node's
        // pre-pass name (`full_24` for `full_default_24`). The unused launch naming most of
        // them, at least half.
        QStringList origins;
        for (int m : m_g.finals[i].members)
            origins << m_g.nodes[size_t(m)].origins;
        const QSet<QString> originSet(origins.begin(), origins.end());
        int best = -1;
        qsizetype bestShared = 0;
        for (int k = 0; k < m_count && !originSet.isEmpty(); ++k) {
            const LaunchSite &l = m_sites.launches[size_t(k)];
            if (l.used || l.sourceNodes.isEmpty() || !fits(l, i))
                continue;
            const qsizetype shared
                = QSet<QString>(l.sourceNodes.begin(), l.sourceNodes.end()).intersect(originSet).size();
            if (shared * 2 >= originSet.size() && shared > bestShared) {
                best = k;
                bestShared = shared;
            }
        }
        if (best >= 0) {
            tie(i, best, QStringLiteral("source_nodes"));
            return;
        }
        const auto [lo, hi] = gap(i);
        for (int k = lo + 1; k < hi; ++k)
            if (!m_sites.launches[size_t(k)].used && fits(m_sites.launches[size_t(k)], i)) {
                tie(i, k, QStringLiteral("order"));
                return;
            }
        // Buffers no launch names stayed local to a C++ function (the C++ backend groups
        // consecutive nodes into one, and a buffer consumed inside it is never stored): the
        // function that runs its consumer, the next tied node's.
        if (hi < m_count && !first(i).isExtern() && launchKind(m_sites.launches[size_t(hi)]) == QLatin1String("cpp")
            && !namedAnywhere(ownBuffers(m_g, m_g.finals[i])))
            tie(i, hi, QStringLiteral("cpp_group"));
    }

    bool namedAnywhere(const QStringList &buffers) const
    {
        return std::any_of(m_sites.launches.begin(), m_sites.launches.end(), [&](const LaunchSite &l) {
            return std::any_of(buffers.begin(), buffers.end(), [&](const QString &b) { return l.hasArg(b); });
        });
    }

    void explain(size_t i)
    {
        const QStringList own = ownBuffers(m_g, m_g.finals[i]);
        const QString list = own.join(QStringLiteral(", "));
        if (const auto item = m_items.constFind(i); item != m_items.constEnd()) {
            const QString source = m_sites.items.value(*item);
            m_out.none[i] = true;
            m_out.why[i] = Tr::tr("an item of %1 (MultiOutput): the call that returns %1 runs it; it has no launch of "
                                  "its own")
                               .arg(source);
            for (const LaunchSite &l : m_sites.launches)
                if (l.written.contains(source)) {
                    m_out.why[i] = Tr::tr("an item of %1 (MultiOutput), which %2 at line %3 returns: that call runs "
                                          "it; it has no launch of its own")
                                       .arg(source, l.kernel)
                                       .arg(l.line);
                    break;
                }
            return;
        }
        if (m_count == 0) {
            m_out.why[i] = Tr::tr("the generated code launches nothing");
            return;
        }
        const bool read = namedAnywhere(own);
        const SchedNode &n = first(i);
        if (n.isExtern())
            m_out.why[i] = Tr::tr("an extern kernel: no call in the generated code writes its buffers (%1), and no "
                                  "call of its kind is left between its neighbours' launches")
                               .arg(list);
        else if (read)
            m_out.why[i] = Tr::tr("no launch writes its buffers (%1), which launches only read (it writes in place "
                                  "into another buffer), and no launch is left between its neighbours' launches")
                               .arg(list);
        else
            m_out.why[i] = Tr::tr("its buffers (%1) appear nowhere in the generated code (Inductor removed them, or it "
                                  "writes in place into another buffer), no launch lists its origins, and no launch is "
                                  "left between its neighbours' launches")
                               .arg(list);
    }

    const FusionGraph &m_g;
    LaunchSites &m_sites;
    const int m_count;
    KernelTies m_out;
    QHash<size_t, QString> m_items; // final node → its buffer that is an item of another's result
};

} // namespace

QString launchKind(const LaunchSite &l)
{
    return l.external ? QStringLiteral("extern") : FxGraph::kindOfKernel(l.kernel);
}

KernelTies tieFinals(const FusionGraph &graph, LaunchSites &sites)
{
    return Tier(graph, sites).run();
}

} // namespace cs
