#include "core/stats/significance.h"

#include "core/stats/descriptive.h"
#include "core/stats/distributions.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace cs::stats {

QString formatPValue(double p)
{
    if (!(p >= 0 && p <= 1))
        return QStringLiteral("—");
    if (p < 1e-6)
        return QStringLiteral("< 1e-6");
    return QString::number(p, 'g', 2);
}

QString pValueText(double p)
{
    const QString v = formatPValue(p);
    return v.startsWith(QLatin1Char('<')) ? QStringLiteral("p ") + v : QStringLiteral("p = ") + v;
}

TestResult mannWhitneyU(std::span<const double> a, std::span<const double> b)
{
    TestResult r;
    const int m = static_cast<int>(a.size()), n = static_cast<int>(b.size());
    if (m == 0 || n == 0)
        return r;
    // Mid-ranks of the pooled sample.
    std::vector<std::pair<double, int>> pooled; // value, 0 = a / 1 = b
    for (double x : a)
        pooled.push_back({ x, 0 });
    for (double y : b)
        pooled.push_back({ y, 1 });
    std::sort(pooled.begin(), pooled.end());
    const size_t N = pooled.size();
    double rankSumA = 0, tie = 0;
    for (size_t i = 0; i < N;) {
        size_t j = i;
        while (j < N && pooled[j].first == pooled[i].first)
            ++j;
        const double t = static_cast<double>(j - i);
        const double mid = (static_cast<double>(i + 1) + static_cast<double>(j)) / 2;
        for (size_t k = i; k < j; ++k)
            if (pooled[k].second == 0)
                rankSumA += mid;
        tie += t * t * t - t;
        i = j;
    }
    const double mn = static_cast<double>(m) * n;
    const double u1 = rankSumA - m * (m + 1.0) / 2;
    const double uMax = std::max(u1, mn - u1);
    r.statistic = u1;
    r.valid = true;
    if (tie == 0 && m <= 50 && n <= 50) {
        const std::vector<double> p = mannWhitneyDistribution(m, n);
        double upper = 0; // P(U >= uMax)
        for (size_t u = static_cast<size_t>(std::llround(uMax)); u < p.size(); ++u)
            upper += p[u];
        r.pValue = std::min(1.0, 2 * upper);
        r.exact = true;
        return r;
    }
    const double Nd = static_cast<double>(N);
    const double sd = std::sqrt(mn / 12.0 * ((Nd + 1) - tie / (Nd * (Nd - 1))));
    if (sd == 0) {
        r.pValue = 1;
        return r;
    }
    r.z = (uMax - mn / 2 - 0.5) / sd;
    r.pValue = std::min(1.0, 2 * normalSf(r.z));
    return r;
}

TestResult welchT(std::span<const double> a, std::span<const double> b)
{
    TestResult r;
    if (a.size() < 2 || b.size() < 2)
        return r;
    const Summary sa = summarize(a), sb = summarize(b);
    const double va = sa.stddev * sa.stddev / sa.n, vb = sb.stddev * sb.stddev / sb.n;
    if (va + vb == 0)
        return r;
    r.statistic = (sa.mean - sb.mean) / std::sqrt(va + vb);
    r.df = (va + vb) * (va + vb) / (va * va / (sa.n - 1) + vb * vb / (sb.n - 1));
    r.pValue = std::min(1.0, 2 * studentTCdf(-std::abs(r.statistic), r.df));
    r.valid = true;
    return r;
}

} // namespace cs::stats
