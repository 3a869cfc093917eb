#pragma once

#include <span>

namespace cs::stats {

// Where the warm-up of a per-call time series ends, by MSER-5 (White 1997; the truncation
// rule that Hoad, Robinson & Davies 2010 found most reliable among ~40 published ones):
// average the series in batches of 5, then drop the first d batches that minimise
// MSER(d) = sum over the kept batch means of (Z_i - mean)^2 / (k - d)^2, d <= k/2. It needs no
// tuning constant and weighs both the bias of early calls and the variance left, which is
// what a steady-state median needs; compile calls (seconds against milliseconds) dominate
// the early batches, so they always fall in the cut. When the minimum lies at the limit k/2
// the series has not settled (`settled` false): the caller should ask for more calls.
struct Warmup {
    int warmupCount = 0; // calls to drop (a multiple of the batch size)
    int steadyCount = 0; // calls kept (the incomplete last batch included)
    double steadyMedian = 0; // median of the kept calls
    bool settled = false;
};
Warmup detectWarmup(std::span<const double> series, int batchSize = 5);

} // namespace cs::stats
