#pragma once

#include <span>

namespace cs::stats {

struct Interval {
    double low = 0, high = 0;
    double coverage = 0; // achieved confidence (order-statistic methods are discrete)
    bool valid = false; // false: the samples cannot give the requested confidence (too few)
    bool excludesZero() const { return valid && (low > 0 || high < 0); }
    bool contains(double x) const { return low <= x && x <= high; }
};

// 95% (or `confidence`) interval of the population median from order statistics: the
// distribution-free binomial method. [X(j), X(n+1-j)] with the largest j whose coverage
// 1 - 2 P(B <= j-1), B ~ Binomial(n, 1/2), is at least `confidence`. Needs n >= 6 for 95%;
// below that the interval is [min, max] with its lower coverage and valid = false.
Interval medianInterval(std::span<const double> samples, double confidence = 0.95);

// Hodges-Lehmann estimate of the shift of b relative to a: the median of all differences
// b_j - a_i, with the interval dual to the Mann-Whitney test: order statistics of those
// differences, ranks from the exact U distribution (no ties, both n <= 50, as R's
// wilcox.test), else from the normal approximation with the tie-corrected variance.
// Samples above 2000 values are reduced to 2000 evenly spaced order statistics first.
struct ShiftEstimate {
    double estimate = 0;
    Interval interval;
    bool exact = false;
};
ShiftEstimate hodgesLehmannShift(std::span<const double> a, std::span<const double> b, double confidence = 0.95);

// Ratio of typical values b / a (positive samples, e.g. times): the Hodges-Lehmann shift of
// log b against log a, exponentiated, so the interval stays a ratio interval. A speedup of b
// over a is 1 / ratio (speedup() does the inversion). Invalid when a sample holds a value <= 0.
struct RatioEstimate {
    double estimate = 0;
    Interval interval;
};
RatioEstimate scaleRatio(std::span<const double> a, std::span<const double> b, double confidence = 0.95);
RatioEstimate speedup(std::span<const double> baseline, std::span<const double> candidate, double confidence = 0.95);

// Welch's interval for the difference of means, mean(b) - mean(a).
Interval welchInterval(std::span<const double> a, std::span<const double> b, double confidence = 0.95);

} // namespace cs::stats
