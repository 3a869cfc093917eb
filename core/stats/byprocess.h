#pragma once

#include "core/stats/intervals.h"

#include <span>
#include <vector>

namespace cs::stats {

// Statistics with the process as the unit of evidence. Calls of one process share its machine
// state (the vCPU it ran on, its caches, its allocator, what else ran then), so they are not
// independent draws: two processes of one mode can differ far more than the calls within either.
// An interval that pools every call as independent shrinks with the number of calls and says
// nothing of that spread. These intervals come from a two-level bootstrap: processes drawn with
// replacement, then calls within each drawn process, the statistic the pooled median of the
// drawn calls. With few processes they stay about as wide as the processes' medians lie apart;
// only more processes narrow them.
using ProcessSamples = std::vector<std::vector<double>>; // per process, its steady calls

struct ProcessBootstrapOptions {
    double confidence = 0.95;
    int resamples = 2000;
    // Calls drawn from one drawn process: all of them, up to this many (drawing fewer than a
    // process has widens the interval a little, never narrows it).
    int maxCallsPerProcess = 400;
};

// The pooled median of the processes' calls, with its interval: the bootstrap's, widened to the
// distribution-free interval of the process medians (all of them up to 8 processes), so that a
// few processes are never summed up tighter than they lie. Invalid with no calls.
struct ProcessMedian {
    double estimate = 0;
    Interval interval;
    int processes = 0;
};
ProcessMedian medianByProcess(const ProcessSamples &processes, const ProcessBootstrapOptions &options = {});

// b against a (a the baseline): b's median ÷ a's and a's median − b's, each with its interval
// (with up to 8 processes a side never narrower than the pairs of process medians span), and a
// two-sided p-value of "no difference" with the process as the unit: the larger of the
// bootstrap's (how often a resample puts the ratio on the other side of 1; at least 1 / resamples)
// and an exact permutation test of the process medians (the mean log median of a against b's,
// over every way of splitting the processes into groups of their sizes; 20,000 random splits
// where there are more). With few processes the permutation test bounds p from below: 3 against
// 3 processes cannot reach below 0.1, 5 against 5 below 0.008, however many calls each made.
// The verdicts do not come from p (they come from the saving's interval and every pair of
// processes agreeing): p says how strong the processes' evidence is, bounded by their number.
// The smallest two-sided p that permutation test can give with a and b processes: 1 / (a+b
// choose a), twice that for equal sizes (a split and its mirror are equally extreme); 1 with
// one process a side. Past 20,000 splits (random ones drawn) the test cannot go below 1 / 20,001
// either: a bound, not reached.
double smallestPermutationP(int a, int b);

struct ProcessComparison {
    RatioEstimate ratio; // median(b) / median(a)
    RatioEstimate speedup; // median(a) / median(b): > 1 when b is faster (for times)
    double saving = 0; // median(a) - median(b)
    Interval savingInterval;
    double pValue = 1; // max(bootstrapP, permutationP)
    double bootstrapP = 1, permutationP = 1;
    int resamples = 0;
    // median(a) / median(b) of every pair of processes (one of a, one of b) whose medians are
    // positive, set even where `valid` is not: their lowest and highest (the estimate is the
    // pooled speedup's where valid); the processes agree on a side of 1 only where both lie on it.
    RatioEstimate pairSpeedups;
    bool valid = false; // both sides have calls, every value positive
};
ProcessComparison compareByProcess(
    const ProcessSamples &a, const ProcessSamples &b, const ProcessBootstrapOptions &options = {});

// How far a mode's processes lie apart: (largest − smallest process median) ÷ smallest; 0 with
// fewer than two processes. And the typical spread within one: the median over processes of
// IQR ÷ median.
double betweenProcessSpread(std::span<const double> processMedians);
double withinProcessSpread(const ProcessSamples &processes);

} // namespace cs::stats
