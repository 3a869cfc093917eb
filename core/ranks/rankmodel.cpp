#include "core/ranks/rankmodel.h"

#include <algorithm>

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
    double ns = -1;
    for (const RuntimeEstimate &e : runtime)
        if (e.estimated())
            ns = std::max(ns, 0.0) + e.totalNs;
    return ns;
}

bool RankRun::truncated() const
{
    // The trace reader says "truncated log", the decompressor "the log is truncated".
    for (const Diagnostic &d : problems)
        if (d.message.contains(QLatin1String("truncated")))
            return true;
    return false;
}

QString RankRun::damageCaveat() const
{
    if (problems.isEmpty())
        return {};
    const QString who = rank >= 0 ? QStringLiteral("rank %1").arg(rank) : label;
    for (const Diagnostic &d : problems)
        if (d.message.contains(QLatin1String("truncated")))
            return QStringLiteral("%1's log is truncated at line %2: what is missing there may be the damage, not a "
                                  "divergence")
                .arg(who)
                .arg(d.line);
    const Diagnostic &d = problems.first();
    return QStringLiteral("%1's log is damaged (line %2: %3): what differs there may be the damage, not a divergence")
        .arg(who)
        .arg(d.line)
        .arg(d.message);
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

QString rankNumbersText(const QList<int> &ranks)
{
    QStringList s;
    for (int r : ranks)
        s << QString::number(r);
    return s.join(QStringLiteral(", "));
}

QString rankRangesText(const QList<std::pair<int, int>> &ranges)
{
    QStringList s;
    for (const auto &[first, last] : ranges)
        s << (first == last ? QString::number(first) : QStringLiteral("%1–%2").arg(first).arg(last));
    return s.join(QStringLiteral(", "));
}

QString ranksText(const QList<int> &ranks)
{
    return (ranks.size() == 1 ? QStringLiteral("rank ") : QStringLiteral("ranks ")) + rankNumbersText(ranks);
}

} // namespace cs::ranks
