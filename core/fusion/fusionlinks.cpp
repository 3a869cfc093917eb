#include "core/fusion/fusionlinks.h"

#include "core/analysis/outputcode.h"
#include "core/fusion/fusionsources.h"

#include <QSet>

namespace cs {

int fusionGroupOf(const FxGraph &graph, const FusionGraph &fusion, const FinalNode &node)
{
    if (node.kernel.name.isEmpty())
        return -1;
    QSet<QString> wanted(node.kernel.postGrad.begin(), node.kernel.postGrad.end());
    for (int m : node.members)
        for (const QString &o : fusion.nodes[size_t(m)].origins)
            wanted << o;
    int best = -1, bestShared = -1;
    for (size_t i = 0; i < graph.groups.size(); ++i) {
        const FusionGroup &g = graph.groups[i];
        if (g.kernel != node.kernel.name)
            continue;
        int shared = 0;
        for (int n : g.members)
            shared += wanted.contains(graph.nodes[size_t(n)].name) ? 1 : 0;
        if (shared > bestShared) {
            best = static_cast<int>(i);
            bestShared = shared;
        }
    }
    return best;
}

const KernelPlan *planOf(const QList<KernelPlan> &plans, const FusionGraph &fusion, const FinalNode &node)
{
    if (node.kernel.name.isEmpty())
        return nullptr;
    auto otherCode = [&](const KernelPlan &p) {
        return !node.kernel.codeHash.isEmpty() && !p.source.isEmpty()
            && kernelCodeHash(p.source, p.name) != node.kernel.codeHash;
    };
    for (const KernelPlan &p : plans)
        if (!node.kernel.planId.isEmpty() && p.id == node.kernel.planId && !otherCode(p))
            return &p;
    // By name within the compile id; where several graphs of it define a kernel of that name
    // (forward and backward, DDPOptimizer's children), the one with this node's code.
    const KernelPlan *first = nullptr;
    int named = 0;
    for (const KernelPlan &p : plans) {
        if (p.name != node.kernel.name || p.choice == VariantChoice::Candidate
            || (p.compileId != fusion.debugFolder
                && (fusion.compileId.isEmpty() || p.compileId != compileKey(fusion.compileId))))
            continue;
        if (otherCode(p))
            continue; // another graph's kernel of the same name
        if (!node.kernel.codeHash.isEmpty() && !p.source.isEmpty())
            return &p;
        first = first ? first : &p;
        ++named;
    }
    return named == 1 ? first : nullptr;
}

} // namespace cs
