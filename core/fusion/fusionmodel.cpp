#include "core/fusion/fusionmodel.h"

#include <cmath>

namespace cs {

QString FusionDecision::kindName(Kind k)
{
    switch (k) {
    case Kind::Fuse:
        return QStringLiteral("fuse");
    case Kind::Reject:
        return QStringLiteral("reject");
    case Kind::Benchmark:
        return QStringLiteral("benchmark");
    }
    return {};
}

bool FusionDecision::benchmarkFailed() const
{
    return kind == Kind::Benchmark && !speedup && (!std::isfinite(ratio) || text.contains(QLatin1String("infx")));
}

int FusionGraph::fuseCount() const
{
    int n = 0;
    for (const FusionDecision &d : decisions)
        n += d.kind == FusionDecision::Kind::Fuse ? 1 : 0;
    return n;
}

int FusionGraph::finalOf(int node) const
{
    for (size_t i = 0; i < finals.size(); ++i)
        for (int m : finals[i].members)
            if (m == node)
                return static_cast<int>(i);
    return -1;
}

QString FusionGraph::attributionName(Attribution a)
{
    switch (a) {
    case Attribution::Named:
        return QStringLiteral("named");
    case Attribution::Matched:
        return QStringLiteral("matched");
    case Attribution::Ordered:
        return QStringLiteral("ordered");
    case Attribution::Ambiguous:
        return QStringLiteral("ambiguous");
    case Attribution::Unattributed:
        break;
    }
    return QStringLiteral("unattributed");
}

const FusionGraph *FusionRun::find(const QString &given) const
{
    // `graph --list` names a post-grad graph 0/0:post_grad:forward; fusion, whose graphs are all
    // post-grad, 0/0:forward: both are taken.
    QString id = given;
    id.replace(QLatin1String(":post_grad:"), QLatin1String(":"));
    const FusionGraph *prefixed = nullptr;
    int count = 0;
    for (const FusionGraph &g : graphs) {
        if (g.id == id)
            return &g;
        if (g.id.startsWith(id)) {
            prefixed = &g;
            ++count;
        }
    }
    return count == 1 ? prefixed : nullptr;
}

} // namespace cs
