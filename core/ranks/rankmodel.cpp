#include "core/ranks/rankmodel.h"

namespace cs::ranks {

QString InputTensor::text() const
{
    return QStringLiteral("%1: %2%3 %4").arg(source, dtype, size, device).trimmed();
}

double RankCompile::compileSeconds() const
{
    if (times.totalS < 0)
        return times.backwardS;
    return times.totalS + std::max(0.0, times.backwardS);
}

double RankCompile::runtimeNs() const
{
    if (runtime.isEmpty())
        return -1;
    double ns = 0;
    for (const RuntimeEstimate &e : runtime)
        ns += e.totalNs;
    return ns;
}

QString RankCompile::cacheText() const
{
    QStringList parts;
    for (const CacheLookup &l : cache)
        parts << l.cache + u' ' + l.result;
    return parts.join(QStringLiteral(", "));
}

int RankRun::indexOf(const QString &compileId) const
{
    if (!index.isEmpty())
        return index.value(compileId, -1);
    for (qsizetype i = 0; i < compiles.size(); ++i)
        if (compiles[i].id == compileId)
            return static_cast<int>(i);
    return -1;
}

double RankRun::compileSeconds() const
{
    double s = 0;
    for (const RankCompile &c : compiles)
        s += std::max(0.0, c.compileSeconds());
    return s;
}

QList<int> RankAnalysis::rankNumbers(const QList<int> &members) const
{
    QList<int> out;
    for (int m : members)
        out << ranks[m].rank;
    return out;
}

QString Divergence::causeName(Cause c)
{
    switch (c) {
    case Cause::Recompile:
        return QStringLiteral("recompile");
    case Cause::ExtraCompile:
        return QStringLiteral("extra_compile");
    case Cause::Missing:
        return QStringLiteral("missing");
    case Cause::Order:
        return QStringLiteral("order");
    case Cause::Status:
        return QStringLiteral("status");
    case Cause::Cache:
        return QStringLiteral("cache");
    case Cause::GraphBreak:
        return QStringLiteral("graph_break");
    case Cause::Collectives:
        return QStringLiteral("collectives");
    case Cause::Inputs:
        return QStringLiteral("inputs");
    case Cause::Graph:
        return QStringLiteral("graph");
    case Cause::Guards:
        return QStringLiteral("guards");
    case Cause::Other:
        break;
    }
    return QStringLiteral("other");
}

} // namespace cs::ranks
