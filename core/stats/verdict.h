#pragma once

#include "core/stats/descriptive.h"
#include "core/stats/intervals.h"
#include "core/stats/significance.h"

#include <span>

namespace cs::stats {

struct CompareOptions {
    double confidence = 0.95;
    int minSamples = 10; // per side; fewer: no call is made
    double noiseThreshold = 0.10; // IQR / median above this flags a side as noisy
    // Differences whose whole interval lies within this fraction of a's median are called
    // "no significant difference" even when the interval excludes zero (0: off).
    double minRelativeEffect = 0.0;
};

enum class Verdict {
    Faster, // b is smaller than a (for times: b is faster)
    Slower, // b is larger than a
    NoSignificantDifference, // the interval of the shift holds zero (or only negligible shifts)
    TooFewSamples, // a side has fewer than minSamples values: numbers given, no call made
};

// Two samples of the same measure (e.g. a kernel's time in run A and run B). A difference is
// called only when the Hodges-Lehmann interval of the shift b - a excludes zero; Mann-Whitney
// and Welch p-values are given beside it. Noisy sides are flagged, never hidden.
struct Comparison {
    Summary a, b;
    ShiftEstimate shift; // b - a
    RatioEstimate ratio; // b / a (invalid unless both samples are positive)
    TestResult mannWhitney, welch;
    Interval medianA, medianB;
    bool noisyA = false, noisyB = false, tooFewA = false, tooFewB = false;
    Verdict verdict = Verdict::TooFewSamples;
    bool significant() const { return verdict == Verdict::Faster || verdict == Verdict::Slower; }
};
Comparison compareSamples(std::span<const double> a, std::span<const double> b, const CompareOptions &options = {});

const char *verdictName(Verdict v); // "faster", "slower", "no_significant_difference", "too_few_samples"

} // namespace cs::stats
