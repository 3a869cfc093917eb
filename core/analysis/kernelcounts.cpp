#include "core/analysis/kernelcounts.h"

#include "core/analysis/outputcode.h"

#include <QCoreApplication>
#include <QSet>
#include <QStringList>

#include <algorithm>
#include <map>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::KernelWords)
};

int plus(int a, int b)
{
    return a < 0 ? b : b < 0 ? a : a + b;
}

// Launches per call of one block of code, by the branches taken: its own launches, plus for each
// conditional the least and most of its sides (a side with no launch: none), plus loops (no
// upper bound). `paths` are the branch paths below this block, one per launch ("" = the block's own).
struct PerCall {
    int min = 0;
    int max = 0; // -1: unbounded
};

PerCall perCall(const QStringList &paths)
{
    PerCall out;
    // conditional -> side -> the paths below that side
    std::map<QString, std::map<QString, QStringList>> below;
    for (const QString &p : paths) {
        if (p.isEmpty()) {
            ++out.min;
            if (out.max >= 0)
                ++out.max;
            continue;
        }
        const QString head = p.section(u'/', 0, 0);
        const QString rest = p.section(u'/', 1);
        below[head.section(u':', 0, 0)][head.section(u':', 1)] << rest;
    }
    for (const auto &[id, sides] : below) {
        const bool loop = id.startsWith(u'l') || id.startsWith(u'w');
        const bool once = id.startsWith(u'w'); // a loop's condition runs at least once
        int lo = -2, hi = 0;
        for (const auto &[side, rest] : sides) {
            const PerCall c = perCall(rest);
            lo = lo == -2 ? c.min : std::min(lo, c.min);
            hi = (hi < 0 || c.max < 0) ? -1 : std::max(hi, c.max);
        }
        // A conditional seen with one side only: the other side launches nothing.
        if ((loop && !once) || (!loop && sides.size() < 2))
            lo = 0;
        if (loop)
            hi = -1;
        out.min += lo;
        out.max = (out.max < 0 || hi < 0) ? -1 : out.max + hi;
    }
    return out;
}

} // namespace

KernelCounts &KernelCounts::operator+=(const KernelCounts &o)
{
    // Per-call ranges add up (a side without branches counts its launches): read before the sums.
    const int min = perCallMin() + o.perCallMin();
    const int max = (perCallMax() < 0 || o.perCallMax() < 0) ? -1 : perCallMax() + o.perCallMax();
    distinctKernels += o.distinctKernels;
    launches += o.launches;
    externLaunches += o.externLaunches;
    fusionGroups = plus(fusionGroups, o.fusionGroups);
    graphNodes = plus(graphNodes, o.graphNodes);
    outputCodes += o.outputCodes;
    branchLaunches += o.branchLaunches;
    partitionLaunches += o.partitionLaunches;
    partitions += o.partitions;
    launchesMin = min;
    launchesMax = max;
    return *this;
}

KernelCounts countKernels(const OutputCode &code)
{
    KernelCounts c;
    c.outputCodes = 1;
    QSet<QString> names;
    for (const KernelDef &k : code.kernels)
        names.insert(k.name);
    c.distinctKernels = static_cast<int>(names.size());
    c.launches = static_cast<int>(code.launches.size());
    c.partitions = code.partitions;
    QStringList paths;
    for (const KernelLaunch &l : code.launches) {
        c.externLaunches += l.external ? 1 : 0;
        c.branchLaunches += l.branch.isEmpty() ? 0 : 1;
        c.partitionLaunches += l.partition >= 0 ? 1 : 0;
        paths << l.branch;
    }
    const PerCall pc = c.branchLaunches > 0 ? perCall(paths) : PerCall { c.launches, c.launches };
    c.launchesMin = pc.min;
    c.launchesMax = pc.max;
    return c;
}

QString branchNames(const QString &branch)
{
    QStringList names;
    for (const QString &segment : branch.split(u'/', Qt::SkipEmptyParts))
        names << segment.section(u':', 1);
    return names.join(u'/');
}

QString launchesRange(const KernelCounts &c)
{
    if (c.perCallMin() == c.perCallMax())
        return QString::number(c.perCallMin());
    if (c.launchesMax < 0)
        return Tr::tr("at least %1").arg(c.launchesMin);
    return Tr::tr("%1 to %2").arg(c.launchesMin).arg(c.launchesMax);
}

QString branchLaunchesText(const KernelCounts &c)
{
    if (c.branchLaunches == 0)
        return {};
    if (c.launchesMin == c.launchesMax)
        return Tr::tr("; %n of them in torch.cond branches: %1 run per call, whichever branch is taken", nullptr,
            c.branchLaunches)
            .arg(c.launchesMin);
    if (c.launchesMax < 0)
        return Tr::tr("; %n of them in torch.cond / while_loop branches: at least %1 run per call, more as a loop "
                      "repeats",
            nullptr, c.branchLaunches)
            .arg(c.launchesMin);
    return Tr::tr(
        "; %n of them in torch.cond branches: %1 to %2 run per call, by the branch taken", nullptr, c.branchLaunches)
        .arg(c.launchesMin)
        .arg(c.launchesMax);
}

KernelCounts countKernels(std::string_view outputCode)
{
    return countKernels(parseOutputCode(outputCode));
}

QString KernelWords::distinctKernels()
{
    return Tr::tr("Distinct kernels: the kernels Inductor generated (Triton, C++), each counted once however "
                  "often it runs. A compile's count adds up its graphs (forward and backward).");
}

QString KernelWords::launches()
{
    return Tr::tr("Launches: the kernel calls in the generated code's call(), per call of the graph: every call "
                  "of a generated kernel and every extern call (a library kernel such as mm or attention).");
}

QString KernelWords::fusionGroups()
{
    return Tr::tr("Fusion groups: Inductor's scheduler nodes after fusion (its fusion record). Each becomes one "
                  "launch of a generated kernel, an extern call, or nothing (a view).");
}

QString KernelWords::graphNodes()
{
    return Tr::tr("Graph nodes: the nodes of an FX graph, inputs and output included.");
}

QString KernelWords::all()
{
    return distinctKernels() + QStringLiteral("\n\n") + launches() + QStringLiteral("\n\n") + fusionGroups()
        + QStringLiteral("\n\n") + graphNodes();
}

} // namespace cs
