#pragma once

#include <span>
#include <vector>

namespace cs::stats {

// Quantile of sorted samples by linear interpolation between order statistics (Hyndman &
// Fan type 7: numpy's and R's default), q in [0, 1]. NaN for no samples.
double quantileSorted(std::span<const double> sorted, double q);
double quantile(std::span<const double> samples, double q);
double median(std::span<const double> samples);

// One sample described. Quantiles are type 7. `relativeIqr` is IQR / |median| (infinite
// when the median is 0 and the IQR is not).
struct Summary {
    int n = 0;
    double min = 0, max = 0, mean = 0, stddev = 0; // stddev: sample (n - 1)
    double median = 0, q1 = 0, q3 = 0, iqr = 0, relativeIqr = 0;
    bool noisy(double threshold = 0.10) const { return relativeIqr > threshold; }
};
Summary summarize(std::span<const double> samples);

std::vector<double> sorted(std::span<const double> samples);

} // namespace cs::stats
