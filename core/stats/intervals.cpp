#include "core/stats/intervals.h"

#include "core/stats/descriptive.h"
#include "core/stats/distributions.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

namespace cs::stats {
namespace {

constexpr size_t MaxPerSample = 2000; // 4 million pairwise differences at most
constexpr int ExactLimit = 50;

std::vector<double> reduced(std::span<const double> samples)
{
    std::vector<double> s = sorted(samples);
    if (s.size() <= MaxPerSample)
        return s;
    std::vector<double> out(MaxPerSample);
    for (size_t i = 0; i < MaxPerSample; ++i)
        out[i] = quantileSorted(s, static_cast<double>(i) / (MaxPerSample - 1));
    return out;
}

bool hasTies(const std::vector<double> &a, const std::vector<double> &b)
{
    std::vector<double> all(a);
    all.insert(all.end(), b.begin(), b.end());
    std::sort(all.begin(), all.end());
    return std::adjacent_find(all.begin(), all.end()) != all.end();
}

double tieTerm(const std::vector<double> &a, const std::vector<double> &b)
{
    std::map<double, int> counts;
    for (double x : a)
        ++counts[x];
    for (double x : b)
        ++counts[x];
    double t = 0;
    for (const auto &[v, c] : counts)
        t += static_cast<double>(c) * c * c - c;
    return t;
}

} // namespace

Interval medianInterval(std::span<const double> samples, double confidence)
{
    Interval r;
    const std::vector<double> s = sorted(samples);
    const int n = static_cast<int>(s.size());
    if (n == 0)
        return r;
    const double half = (1 - confidence) / 2;
    // Largest i with F(i) <= alpha/2, F the Binomial(n, 1/2) cdf; then j = i + 1.
    double cdf = 0;
    int i = -1;
    while (i + 1 < n / 2) {
        const int k = i + 1;
        const double pmf
            = std::exp(std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0) - n * std::log(2.0));
        if (cdf + pmf > half)
            break;
        cdf += pmf;
        i = k;
    }
    const int j = i + 1; // 1-based rank of the lower bound
    if (i < 0) { // even [min, max] falls short of the requested confidence
        r.low = s.front();
        r.high = s.back();
        r.coverage = 1 - 2 * std::pow(0.5, n);
        r.valid = false;
        return r;
    }
    r.low = s[static_cast<size_t>(j - 1)];
    r.high = s[static_cast<size_t>(n - j)];
    r.coverage = 1 - 2 * cdf;
    r.valid = true;
    return r;
}

ShiftEstimate hodgesLehmannShift(std::span<const double> aIn, std::span<const double> bIn, double confidence)
{
    ShiftEstimate r;
    const std::vector<double> a = reduced(aIn), b = reduced(bIn);
    const int m = static_cast<int>(a.size()), n = static_cast<int>(b.size());
    if (m == 0 || n == 0)
        return r;
    std::vector<double> d;
    d.reserve(static_cast<size_t>(m) * n);
    for (double y : b)
        for (double x : a)
            d.push_back(y - x);
    std::sort(d.begin(), d.end());
    const long long mn = static_cast<long long>(m) * n;
    r.estimate = quantileSorted(d, 0.5);
    const double alpha = 1 - confidence;
    long long k = 0; // 1-based rank of the lower bound; the upper is mn + 1 - k
    double coverage = confidence;
    r.exact = !hasTies(a, b) && m <= ExactLimit && n <= ExactLimit && a.size() == aIn.size() && b.size() == bIn.size();
    if (r.exact) {
        const std::vector<double> p = mannWhitneyDistribution(m, n);
        double cdf = 0;
        long long q = 0; // smallest q with P(U <= q) >= alpha/2
        for (; q <= mn; ++q) {
            cdf += p[static_cast<size_t>(q)];
            if (cdf >= alpha / 2)
                break;
        }
        k = std::max(1LL, q);
        double below = 0; // P(U <= k-1)
        for (long long u = 0; u < k; ++u)
            below += p[static_cast<size_t>(u)];
        coverage = 1 - 2 * below;
    } else {
        const double N = m + n;
        const double var = mn / 12.0 * ((N + 1) - tieTerm(a, b) / (N * (N - 1)));
        k = std::llround(mn / 2.0 - normalQuantile(1 - alpha / 2) * std::sqrt(std::max(0.0, var)));
        k = std::max(1LL, k);
    }
    k = std::min(k, (mn + 1) / 2);
    r.interval.low = d[static_cast<size_t>(k - 1)];
    r.interval.high = d[static_cast<size_t>(mn - k)];
    r.interval.coverage = coverage;
    r.interval.valid = coverage >= confidence - 1e-12;
    return r;
}

RatioEstimate scaleRatio(std::span<const double> a, std::span<const double> b, double confidence)
{
    RatioEstimate r;
    std::vector<double> la, lb;
    for (double x : a) {
        if (!(x > 0))
            return r;
        la.push_back(std::log(x));
    }
    for (double x : b) {
        if (!(x > 0))
            return r;
        lb.push_back(std::log(x));
    }
    const ShiftEstimate s = hodgesLehmannShift(la, lb, confidence);
    r.estimate = std::exp(s.estimate);
    r.interval = s.interval;
    r.interval.low = std::exp(s.interval.low);
    r.interval.high = std::exp(s.interval.high);
    return r;
}

RatioEstimate speedup(std::span<const double> baseline, std::span<const double> candidate, double confidence)
{
    RatioEstimate r = scaleRatio(baseline, candidate, confidence);
    if (r.estimate > 0) {
        r.estimate = 1 / r.estimate;
        const double low = 1 / r.interval.high, high = 1 / r.interval.low;
        r.interval.low = low;
        r.interval.high = high;
    }
    return r;
}

Interval welchInterval(std::span<const double> a, std::span<const double> b, double confidence)
{
    Interval r;
    if (a.size() < 2 || b.size() < 2)
        return r;
    const Summary sa = summarize(a), sb = summarize(b);
    const double va = sa.stddev * sa.stddev / sa.n, vb = sb.stddev * sb.stddev / sb.n;
    const double se = std::sqrt(va + vb);
    const double diff = sb.mean - sa.mean;
    if (se == 0) {
        r.low = r.high = diff;
        r.coverage = confidence;
        r.valid = true;
        return r;
    }
    const double df = (va + vb) * (va + vb) / (va * va / (sa.n - 1) + vb * vb / (sb.n - 1));
    const double t = studentTQuantile(1 - (1 - confidence) / 2, df);
    r.low = diff - t * se;
    r.high = diff + t * se;
    r.coverage = confidence;
    r.valid = true;
    return r;
}

} // namespace cs::stats
