#include "core/stats/verdict.h"

#include <cmath>

namespace cs::stats {

Comparison compareSamples(std::span<const double> a, std::span<const double> b, const CompareOptions &o)
{
    Comparison c;
    c.a = summarize(a);
    c.b = summarize(b);
    c.medianA = medianInterval(a, o.confidence);
    c.medianB = medianInterval(b, o.confidence);
    c.shift = hodgesLehmannShift(a, b, o.confidence);
    c.ratio = scaleRatio(a, b, o.confidence);
    c.mannWhitney = mannWhitneyU(a, b);
    c.welch = welchT(a, b);
    c.noisyA = c.a.noisy(o.noiseThreshold);
    c.noisyB = c.b.noisy(o.noiseThreshold);
    c.tooFewA = c.a.n < o.minSamples;
    c.tooFewB = c.b.n < o.minSamples;
    if (c.tooFewA || c.tooFewB || c.a.n == 0 || c.b.n == 0) {
        c.verdict = Verdict::TooFewSamples;
        return c;
    }
    const Interval &i = c.shift.interval;
    const double negligible = o.minRelativeEffect * std::abs(c.a.median);
    if (!i.excludesZero() || (negligible > 0 && i.low >= -negligible && i.high <= negligible))
        c.verdict = Verdict::NoSignificantDifference;
    else
        c.verdict = i.high < 0 ? Verdict::Faster : Verdict::Slower;
    return c;
}

const char *verdictName(Verdict v)
{
    switch (v) {
    case Verdict::Faster:
        return "faster";
    case Verdict::Slower:
        return "slower";
    case Verdict::NoSignificantDifference:
        return "no_significant_difference";
    case Verdict::TooFewSamples:
        return "too_few_samples";
    }
    return "";
}

} // namespace cs::stats
