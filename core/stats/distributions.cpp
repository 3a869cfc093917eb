#include "core/stats/distributions.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cs::stats {
namespace {

constexpr double Sqrt2 = 1.41421356237309504880;
constexpr double Sqrt2Pi = 2.50662827463100050242;

// Continued fraction of the incomplete beta function (modified Lentz).
double betaFraction(double a, double b, double x)
{
    constexpr double Tiny = 1e-300, Eps = 1e-15;
    const double qab = a + b, qap = a + 1, qam = a - 1;
    double c = 1, d = 1 - qab * x / qap;
    if (std::abs(d) < Tiny)
        d = Tiny;
    d = 1 / d;
    double h = d;
    for (int m = 1; m <= 1000; ++m) {
        const double m2 = 2.0 * m;
        double aa = m * (b - m) * x / ((qam + m2) * (a + m2));
        d = 1 + aa * d;
        d = std::abs(d) < Tiny ? Tiny : d;
        c = 1 + aa / c;
        c = std::abs(c) < Tiny ? Tiny : c;
        d = 1 / d;
        h *= d * c;
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
        d = 1 + aa * d;
        d = std::abs(d) < Tiny ? Tiny : d;
        c = 1 + aa / c;
        c = std::abs(c) < Tiny ? Tiny : c;
        d = 1 / d;
        const double del = d * c;
        h *= del;
        if (std::abs(del - 1) < Eps)
            break;
    }
    return h;
}

} // namespace

double normalCdf(double z)
{
    return 0.5 * std::erfc(-z / Sqrt2);
}

double normalSf(double z)
{
    return 0.5 * std::erfc(z / Sqrt2);
}

double normalQuantile(double p)
{
    if (p <= 0)
        return -std::numeric_limits<double>::infinity();
    if (p >= 1)
        return std::numeric_limits<double>::infinity();
    if (p > 0.5) // 1 - p is exact here (Sterbenz); the lower tail keeps the precision of small tails
        return -normalQuantile(1 - p);
    // A rational first guess (Acklam), then one Halley step on erfc: full double precision.
    static const double a[] = { -3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
        1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00 };
    static const double b[] = { -5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
        6.680131188771972e+01, -1.328068155288572e+01 };
    static const double c[] = { -7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
        -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00 };
    static const double d[]
        = { 7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00 };
    constexpr double Low = 0.02425;
    double x;
    if (p < Low) {
        const double q = std::sqrt(-2 * std::log(p));
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
            / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    } else if (p <= 1 - Low) {
        const double q = p - 0.5, r = q * q;
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
            / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    } else {
        const double q = std::sqrt(-2 * std::log(1 - p));
        x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
            / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    const double e = normalCdf(x) - p;
    const double u = e * Sqrt2Pi * std::exp(x * x / 2);
    return x - u / (1 + x * u / 2);
}

double incompleteBeta(double a, double b, double x)
{
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const double front
        = std::exp(std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log1p(-x));
    if (x < (a + 1) / (a + b + 2))
        return front * betaFraction(a, b, x) / a;
    return 1 - front * betaFraction(b, a, 1 - x) / b;
}

double studentTCdf(double t, double df)
{
    if (std::isinf(df))
        return normalCdf(t);
    const double x = df / (df + t * t);
    const double tail = 0.5 * incompleteBeta(df / 2, 0.5, x);
    return t > 0 ? 1 - tail : tail;
}

double studentTQuantile(double p, double df)
{
    if (p <= 0 || p >= 1)
        return p <= 0 ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    double lo = -1, hi = 1;
    while (studentTCdf(lo, df) > p)
        lo *= 2;
    while (studentTCdf(hi, df) < p)
        hi *= 2;
    for (int i = 0; i < 200 && hi - lo > 1e-14 * std::max(1.0, std::abs(hi)); ++i) {
        const double mid = (lo + hi) / 2;
        (studentTCdf(mid, df) < p ? lo : hi) = mid;
    }
    return (lo + hi) / 2;
}

double binomialCdf(int k, int n, double p)
{
    if (k < 0)
        return 0;
    if (k >= n)
        return 1;
    double sum = 0;
    const double lp = std::log(p), lq = std::log1p(-p);
    for (int i = 0; i <= k; ++i)
        sum += std::exp(std::lgamma(n + 1.0) - std::lgamma(i + 1.0) - std::lgamma(n - i + 1.0) + i * lp + (n - i) * lq);
    return std::min(1.0, sum);
}

std::vector<double> mannWhitneyDistribution(int m, int n)
{
    // p(i, j, u) = i/(i+j) p(i-1, j, u-j) + j/(i+j) p(i, j-1, u): the largest of the i+j values
    // is an X (it beats all j Ys) or a Y. Convex combinations only, so no cancellation.
    if (m <= 0 || n <= 0)
        return { 1.0 };
    std::vector<std::vector<double>> prev(n + 1), cur(n + 1);
    for (int j = 0; j <= n; ++j)
        prev[j] = { 1.0 }; // i = 0
    for (int i = 1; i <= m; ++i) {
        cur[0] = { 1.0 };
        for (int j = 1; j <= n; ++j) {
            std::vector<double> p(static_cast<size_t>(i) * j + 1, 0.0);
            const double wx = static_cast<double>(i) / (i + j), wy = static_cast<double>(j) / (i + j);
            const std::vector<double> &fromX = prev[j]; // (i-1, j), shifted by j
            const std::vector<double> &fromY = cur[j - 1]; // (i, j-1)
            for (size_t u = 0; u < fromX.size(); ++u)
                p[u + j] += wx * fromX[u];
            for (size_t u = 0; u < fromY.size(); ++u)
                p[u] += wy * fromY[u];
            cur[j] = std::move(p);
        }
        std::swap(prev, cur);
    }
    return prev[n];
}

} // namespace cs::stats
