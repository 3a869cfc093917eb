#include "core/stats/descriptive.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace cs::stats {

std::vector<double> sorted(std::span<const double> samples)
{
    std::vector<double> v(samples.begin(), samples.end());
    std::sort(v.begin(), v.end());
    return v;
}

double quantileSorted(std::span<const double> s, double q)
{
    if (s.empty())
        return std::numeric_limits<double>::quiet_NaN();
    const double h = (static_cast<double>(s.size()) - 1.0) * std::clamp(q, 0.0, 1.0);
    const size_t lo = static_cast<size_t>(std::floor(h));
    const size_t hi = std::min(lo + 1, s.size() - 1);
    return s[lo] + (h - static_cast<double>(lo)) * (s[hi] - s[lo]);
}

double quantile(std::span<const double> samples, double q)
{
    const std::vector<double> s = sorted(samples);
    return quantileSorted(s, q);
}

double median(std::span<const double> samples)
{
    return quantile(samples, 0.5);
}

Summary summarize(std::span<const double> samples)
{
    Summary r;
    r.n = static_cast<int>(samples.size());
    if (samples.empty())
        return r;
    const std::vector<double> s = sorted(samples);
    r.min = s.front();
    r.max = s.back();
    r.mean = std::accumulate(s.begin(), s.end(), 0.0) / r.n;
    double ss = 0;
    for (double x : s)
        ss += (x - r.mean) * (x - r.mean);
    r.stddev = r.n > 1 ? std::sqrt(ss / (r.n - 1)) : 0.0;
    r.median = quantileSorted(s, 0.5);
    r.q1 = quantileSorted(s, 0.25);
    r.q3 = quantileSorted(s, 0.75);
    r.iqr = r.q3 - r.q1;
    r.relativeIqr = r.median != 0 ? r.iqr / std::abs(r.median)
        : r.iqr == 0              ? 0.0
                                  : std::numeric_limits<double>::infinity();
    return r;
}

} // namespace cs::stats
