#include "core/analysis/kernelcounts.h"

#include "core/analysis/outputcode.h"

#include <QCoreApplication>
#include <QSet>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::KernelWords)
};

int plus(int a, int b)
{
    return a < 0 ? b : b < 0 ? a : a + b;
}

} // namespace

KernelCounts &KernelCounts::operator+=(const KernelCounts &o)
{
    distinctKernels += o.distinctKernels;
    launches += o.launches;
    externLaunches += o.externLaunches;
    fusionGroups = plus(fusionGroups, o.fusionGroups);
    graphNodes = plus(graphNodes, o.graphNodes);
    outputCodes += o.outputCodes;
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
    for (const KernelLaunch &l : code.launches)
        c.externLaunches += l.external ? 1 : 0;
    return c;
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
