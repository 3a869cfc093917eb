#include "core/diff/timediff.h"

#include <algorithm>
#include <cmath>

namespace cs::diff {

TimeDiff compareTimes(std::span<const double> a, std::span<const double> b, const TimeOptions &options)
{
    TimeDiff t;
    stats::CompareOptions o;
    o.confidence = options.confidence;
    o.minSamples = options.minSamples;
    o.noiseThreshold = options.noiseThreshold;
    o.minRelativeEffect = options.minRelativeEffect;
    t.comparison = stats::compareSamples(a, b, o);
    const stats::Comparison &c = t.comparison;
    t.medianA = c.a.median;
    t.medianB = c.b.median;
    t.delta = c.b.median - c.a.median;
    t.low = c.shift.interval.low;
    t.high = c.shift.interval.high;
    t.ratio = c.a.median > 0 ? c.b.median / c.a.median : 1;
    t.verdict = c.verdict;
    // A noisy machine drifts between two processes by about its own spread: a difference is
    // called only when its whole interval lies beyond the band of negligible effects, which is
    // minRelativeEffect of A's median, or half the larger relative IQR when a side is noisy.
    const double spread = c.noisyA || c.noisyB ? 0.5 * std::max(c.a.relativeIqr, c.b.relativeIqr) : 0;
    t.band = std::abs(c.a.median) * std::max(options.minRelativeEffect, spread);
    if (t.significant() && t.low < t.band && t.high > -t.band)
        t.verdict = stats::Verdict::NoSignificantDifference;
    t.pHolm = c.mannWhitney.valid ? c.mannWhitney.pValue : 1;
    if (a.empty())
        t.warnings << QStringLiteral("no_samples_a");
    else if (c.tooFewA)
        t.warnings << QStringLiteral("too_few_a");
    if (b.empty())
        t.warnings << QStringLiteral("no_samples_b");
    else if (c.tooFewB)
        t.warnings << QStringLiteral("too_few_b");
    if (c.noisyA && !a.empty())
        t.warnings << QStringLiteral("noisy_a");
    if (c.noisyB && !b.empty())
        t.warnings << QStringLiteral("noisy_b");
    return t;
}

void applyFamilyCorrection(const std::vector<TimeDiff *> &family, const TimeOptions &options)
{
    // Holm (1979): sort the m p-values ascending; the k-th (0-based) is multiplied by m - k,
    // and the adjusted values are made monotone. A call stands when its adjusted p < alpha.
    std::vector<TimeDiff *> tested;
    for (TimeDiff *t : family)
        if (t && t->verdict != stats::Verdict::TooFewSamples && t->comparison.mannWhitney.valid)
            tested.push_back(t);
    std::sort(tested.begin(), tested.end(), [](const TimeDiff *x, const TimeDiff *y) {
        return x->comparison.mannWhitney.pValue < y->comparison.mannWhitney.pValue;
    });
    const size_t m = tested.size();
    double running = 0;
    for (size_t k = 0; k < m; ++k) {
        TimeDiff &t = *tested[k];
        running = std::max(running, std::min(1.0, static_cast<double>(m - k) * t.comparison.mannWhitney.pValue));
        t.pHolm = running;
        if (t.significant() && t.pHolm >= options.familyAlpha)
            t.verdict = stats::Verdict::NoSignificantDifference;
    }
}

std::vector<double> sumSamples(const std::vector<std::pair<const std::vector<double> *, double>> &parts)
{
    if (parts.empty())
        return {};
    size_t n = SIZE_MAX;
    for (const auto &[samples, weight] : parts)
        n = std::min(n, samples ? samples->size() : 0);
    std::vector<double> out(n == SIZE_MAX ? 0 : n, 0.0);
    for (const auto &[samples, weight] : parts)
        for (size_t i = 0; i < out.size(); ++i)
            out[i] += weight * (*samples)[i];
    return out;
}

} // namespace cs::diff
