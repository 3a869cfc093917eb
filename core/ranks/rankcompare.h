#pragma once

#include "core/ingest/runloader.h"
#include "core/ranks/rankmodel.h"

#include <atomic>

namespace cs::ranks {

// The rank model of a loaded run: each trace log is a rank (read in parallel, `threads` at
// once, 0 one per core), then compared (compareRanks). A run with one log has one rank and
// agrees with itself; a note says there was nothing to compare.
// `cancel` (may be null) stops the reading at the next compile; the result is then incomplete.
RankAnalysis analyseRanks(const LoadedRun &run, unsigned threads = 0, const std::atomic<bool> *cancel = nullptr);

// Groups the ranks by their sequences of compile signatures, merges their compile ids into one
// matrix, finds the first divergence and its cause, the first collective whose sequence
// differs, and the stragglers. `ranks` in rank order.
RankAnalysis compareRanks(QList<RankRun> ranks);

} // namespace cs::ranks
