#include "core/stats/warmup.h"

#include "core/stats/descriptive.h"

#include <limits>
#include <vector>

namespace cs::stats {

Warmup detectWarmup(std::span<const double> series, int batchSize)
{
    Warmup w;
    const int n = static_cast<int>(series.size());
    batchSize = std::max(1, batchSize);
    const int k = n / batchSize;
    if (k < 4) { // too short to tell a trend from noise: keep everything
        w.steadyCount = n;
        w.steadyMedian = n > 0 ? median(series) : 0;
        return w;
    }
    std::vector<double> z(static_cast<size_t>(k));
    for (int i = 0; i < k; ++i) {
        double s = 0;
        for (int j = 0; j < batchSize; ++j)
            s += series[static_cast<size_t>(i * batchSize + j)];
        z[static_cast<size_t>(i)] = s / batchSize;
    }
    // Suffix sums give every MSER(d) in one pass.
    std::vector<double> sum(static_cast<size_t>(k) + 1, 0.0), sq(static_cast<size_t>(k) + 1, 0.0);
    for (int i = k - 1; i >= 0; --i) {
        sum[static_cast<size_t>(i)] = sum[static_cast<size_t>(i) + 1] + z[static_cast<size_t>(i)];
        sq[static_cast<size_t>(i)]
            = sq[static_cast<size_t>(i) + 1] + z[static_cast<size_t>(i)] * z[static_cast<size_t>(i)];
    }
    int best = 0;
    double bestValue = std::numeric_limits<double>::infinity();
    for (int d = 0; d <= k / 2; ++d) {
        const double cnt = k - d;
        const double mean = sum[static_cast<size_t>(d)] / cnt;
        const double sse = std::max(0.0, sq[static_cast<size_t>(d)] - cnt * mean * mean);
        const double v = sse / (cnt * cnt);
        if (v < bestValue * (1 - 1e-12)) {
            bestValue = v;
            best = d;
        }
    }
    w.warmupCount = best * batchSize;
    w.steadyCount = n - w.warmupCount;
    w.steadyMedian = median(series.subspan(static_cast<size_t>(w.warmupCount)));
    w.settled = best < k / 2;
    return w;
}

} // namespace cs::stats
