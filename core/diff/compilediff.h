#pragma once

#include "core/diff/compilematch.h"
#include "core/diff/factloss.h"
#include "core/diff/rundiff.h"

#include <vector>

namespace cs::diff {

// The compile pairs: status, attempts, graph breaks, kernels, Dynamo graph size, guards and
// compile time per phase on each side; which guards appeared or disappeared. What a side's
// records held but could not be read is added to `lossA` / `lossB` when given.
QList<CompilePair> diffCompiles(const LoadedRun *a, const std::vector<SideCompile> &compilesA, const LoadedRun *b,
    const std::vector<SideCompile> &compilesB, const std::vector<CompileMatch> &matches, FactLoss *lossA = nullptr,
    FactLoss *lossB = nullptr);

// Graph breaks by reason and user location (then by reason and the user's source line, when
// an edit moved it); recompiles per function with the guard failures behind them; compile
// failures (recompile-limit hits included); restarts of analysis.
QList<BreakChange> diffBreaks(const Explanation &a, const Explanation &b);
QList<RecompileChange> diffRecompiles(const Explanation &a, const Explanation &b);
QList<FailureChange> diffFailures(const Explanation &a, const Explanation &b);
QList<RestartChange> diffRestarts(const Explanation &a, const Explanation &b);

// "tensor_size x[0]: expected 8, actual 16", and the key that identifies the failure across
// runs (category, subject and dimension: the values differ with every shape).
QString failureText(const GuardFailure &f);
QString failureKey(const GuardFailure &f);

} // namespace cs::diff
