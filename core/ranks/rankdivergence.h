#pragma once

#include "core/ranks/rankmodel.h"

#include <optional>

namespace cs::ranks {

// The first point where groups of ranks part, with its cause and evidence (compareRanks calls
// it once the ranks are grouped and the matrix is built).
std::optional<Divergence> firstDivergence(const RankAnalysis &a);

} // namespace cs::ranks
