#include "viewers/compare/compareheadline.h"

#include <QCoreApplication>
#include <QStringList>

namespace cs::viewers {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::viewers::CompareHeadline)
};

QString arrow(int a, int b) // -1: a side that could not be read
{
    const auto one = [](int n) { return n < 0 ? QStringLiteral("?") : QString::number(n); };
    return QStringLiteral("%1 → %2").arg(one(a), one(b));
}

} // namespace

QString compareHeadline(const diff::RunDiff &d)
{
    using diff::Change;
    if (d.sideUnread())
        return Tr::tr("Not compared: a side could not be read.");
    if (!d.changed())
        return Tr::tr("No change found.");
    QStringList parts;
    const diff::FindingTotals t = diff::findingTotals(d);
    const diff::DiffCounts c = d.counts();
    if (t.failuresA != t.failuresB)
        parts << Tr::tr("failures %1").arg(arrow(t.failuresA, t.failuresB));
    if (t.breaksA != t.breaksB)
        parts << Tr::tr("graph breaks %1").arg(arrow(t.breaksA, t.breaksB));
    else if (c.breaksFixed + c.breaksNew > 0) // as many, elsewhere
        parts << Tr::tr("graph breaks: %1 fixed, %2 new").arg(c.breaksFixed).arg(c.breaksNew);
    if (t.recompilesA != t.recompilesB)
        parts << Tr::tr("recompiles %1").arg(arrow(t.recompilesA, t.recompilesB));
    else if (c.recompilesChanged > 0)
        parts << Tr::tr("recompiles %1, other guards failed").arg(t.recompilesA);
    if (t.compilesA != t.compilesB)
        parts << Tr::tr("compiles %1").arg(arrow(t.compilesA, t.compilesB));
    else if (c.compilesChanged > 0)
        parts << Tr::tr("%n compile(s) changed", nullptr, c.compilesChanged);
    if (c.graphsChanged > 0)
        parts << Tr::tr("%n graph(s) changed", nullptr, c.graphsChanged);
    if (t.kernelsA != t.kernelsB)
        parts << Tr::tr("kernels %1").arg(arrow(t.kernelsA, t.kernelsB));
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
