#include "viewers/compare/compareheadline.h"

#include <QCoreApplication>
#include <QStringList>

namespace cs::viewers {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::viewers::CompareHeadline)
};

QString arrow(int a, int b)
{
    return QStringLiteral("%1 → %2").arg(a).arg(b);
}

} // namespace

QString compareHeadline(const diff::RunDiff &d)
{
    using diff::Change;
    if (!d.changed())
        return Tr::tr("No change found.");
    QStringList parts;
    int failuresA = 0, failuresB = 0;
    for (const diff::FailureChange &f : d.failures) {
        failuresA += f.change != Change::OnlyInB;
        failuresB += f.change != Change::OnlyInA;
    }
    if (failuresA != failuresB)
        parts << Tr::tr("failures %1").arg(arrow(failuresA, failuresB));
    int breaksA = 0, breaksB = 0;
    for (const diff::BreakChange &b : d.breaks) {
        breaksA += b.countA;
        breaksB += b.countB;
    }
    const diff::DiffCounts c = d.counts();
    if (breaksA != breaksB)
        parts << Tr::tr("graph breaks %1").arg(arrow(breaksA, breaksB));
    else if (c.breaksFixed + c.breaksNew > 0) // as many, elsewhere
        parts << Tr::tr("graph breaks: %1 fixed, %2 new").arg(c.breaksFixed).arg(c.breaksNew);
    int recompilesA = 0, recompilesB = 0;
    for (const diff::RecompileChange &r : d.recompiles) {
        recompilesA += r.recompilesA;
        recompilesB += r.recompilesB;
    }
    if (recompilesA != recompilesB)
        parts << Tr::tr("recompiles %1").arg(arrow(recompilesA, recompilesB));
    else if (c.recompilesChanged > 0)
        parts << Tr::tr("recompiles %1, other guards failed").arg(recompilesA);
    int compilesA = 0, compilesB = 0;
    for (const diff::CompilePair &p : d.compiles) {
        compilesA += p.a.has_value();
        compilesB += p.b.has_value();
    }
    if (compilesA != compilesB)
        parts << Tr::tr("compiles %1").arg(arrow(compilesA, compilesB));
    else if (c.compilesChanged > 0)
        parts << Tr::tr("%n compile(s) changed", nullptr, c.compilesChanged);
    if (c.graphsChanged > 0)
        parts << Tr::tr("%n graph(s) changed", nullptr, c.graphsChanged);
    int kernelsA = 0, kernelsB = 0;
    for (const diff::KernelPair &k : d.kernels) {
        if ((k.a && k.a->autotuneCandidate) || (k.b && k.b->autotuneCandidate))
            continue;
        kernelsA += k.a.has_value();
        kernelsB += k.b.has_value();
    }
    if (kernelsA != kernelsB)
        parts << Tr::tr("kernels %1").arg(arrow(kernelsA, kernelsB));
    if (c.kernelsChanged > 0)
        parts << Tr::tr("%n kernel(s) with other code", nullptr, c.kernelsChanged);
    if (c.faster > 0)
        parts << Tr::tr("%n faster", nullptr, c.faster);
    if (c.slower > 0)
        parts << Tr::tr("%n slower", nullptr, c.slower);
    if (c.guardsChanged > 0 && parts.isEmpty())
        parts << Tr::tr("guards of %n compile(s) changed", nullptr, c.guardsChanged);
    if (parts.isEmpty())
        return Tr::tr("The runs differ.");
    return Tr::tr("The runs differ: %1.").arg(parts.join(QStringLiteral("; ")));
}

} // namespace cs::viewers
