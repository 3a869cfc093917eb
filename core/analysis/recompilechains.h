#pragma once

#include "core/analysis/explain.h"

namespace cs {

// The functions of a run that recompiled, one entry per function and rank, each step with the
// guard that failed (the cause: an older entry's failure where the compile made that one
// dynamic), what changed, the change to make and what it saves; most steps first, then most
// saved (Explanation::recompiles).
void collectRecompiles(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews, Explanation &out);

// A long compile whose time a recompile finding counts as saved is that finding's: it leaves
// Explanation::longCompiles, so no second of compile time is weighed twice (matched by compile
// id: a multi-rank long compile stands for every rank).
void dropLongCompilesOfRecompiles(
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews, Explanation &out);

} // namespace cs
