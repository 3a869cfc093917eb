#include "core/analysis/compiletimefinding.h"

#include "core/analysis/compileoverview.h"

#include <algorithm>

namespace cs {

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
