#include "core/fusion/fusionselect.h"

#include <QCoreApplication>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::FusionSelection)
};

void finish(FusionSelection &s)
{
    std::sort(s.nodes.begin(), s.nodes.end());
    s.nodes.erase(std::unique(s.nodes.begin(), s.nodes.end()), s.nodes.end());
}

} // namespace

FusionSelection selectInFusion(const FusionGraph &g, const QString &raw)
{
    const QString name = raw.trimmed();
    FusionSelection s;
    if (const int idx = g.nodeIndex.value(name, -1); idx >= 0) {
        s.nodes = { idx };
        s.kind = FusionSelection::Kind::SchedulerNode;
        s.how = Tr::tr("scheduler node %1").arg(name);
        return s;
    }
    // A fused node by its name (members in any order).
    const QStringList parts = name.split(u'_');
    if (parts.size() > 1) {
        std::vector<int> members;
        for (const QString &p : parts)
            if (const int idx = g.nodeIndex.value(p, -1); idx >= 0)
                members.push_back(idx);
        if (members.size() == size_t(parts.size())) {
            s.nodes = members;
            s.kind = FusionSelection::Kind::FusedNode;
            s.how = Tr::tr("fused node %1 (%2 scheduler nodes)").arg(name).arg(members.size());
            finish(s);
            return s;
        }
    }
    // A kernel: `<name>` or `<name>:<handle>`.
    const qsizetype colon = name.lastIndexOf(u':');
    const QString kernel = colon > 0 ? name.left(colon) : name;
    const int handle = colon > 0 ? name.mid(colon + 1).toInt() : -1;
    int hits = 0;
    for (const FinalNode &f : g.finals) {
        if (f.kernel.name != kernel || (handle >= 0 && f.kernel.handle != handle))
            continue;
        if (++hits == 1) {
            s.nodes = f.members;
            s.kind = FusionSelection::Kind::Kernel;
            s.how = Tr::tr("kernel %1, which runs %2").arg(name, f.name);
        }
    }
    if (hits > 0) {
        s.ambiguous = hits > 1;
        if (s.ambiguous)
            s.how += Tr::tr(" (the kernel runs %1 nodes; name one as <kernel>:<handle>)").arg(hits);
        finish(s);
        return s;
    }
    // A post-grad node: by origins, else by the kernels provenance names.
    for (size_t i = 0; i < g.nodes.size(); ++i)
        if (g.nodes[i].origins.contains(name))
            s.nodes.push_back(static_cast<int>(i));
    if (s.nodes.empty())
        for (const FinalNode &f : g.finals)
            if (f.kernel.postGrad.contains(name))
                s.nodes.insert(s.nodes.end(), f.members.begin(), f.members.end());
    if (!s.nodes.empty()) {
        s.kind = FusionSelection::Kind::PostGradNode;
        finish(s);
        QStringList names;
        for (int n : s.nodes)
            names << g.nodes[size_t(n)].name;
        s.how = Tr::tr("post-grad node %1, computed by %2").arg(name, names.join(QStringLiteral(", ")));
        return s;
    }
    if (const int w = g.writer.value(name, -1); w >= 0) {
        s.nodes = { w };
        s.kind = FusionSelection::Kind::Buffer;
        s.how = Tr::tr("buffer %1, written by %2").arg(name, g.nodes[size_t(w)].name);
    }
    return s;
}

} // namespace cs
