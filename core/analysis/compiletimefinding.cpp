#include "core/analysis/compiletimefinding.h"

#include "core/analysis/compileoverview.h"

#include <algorithm>

namespace cs {

QString rankedCompileId(const QString &id, int rank, bool multiRank)
{
    return multiRank && rank >= 0 ? QStringLiteral("rank %1: %2").arg(rank).arg(id) : id;
}

double compileTimeWithBackwardS(const CompileSummary &c)
{
    return std::max(0.0, c.compileTimeS) + std::max(0.0, c.backwardCompileTimeS);
}

double logCompileTimeS(const std::vector<CompileSummary> &compiles)
{
    double total = 0;
    for (const CompileSummary &c : compiles)
        total += compileTimeWithBackwardS(c);
    return total;
}

} // namespace cs
