#pragma once

#include <vector>

namespace cs::stats {

// The distributions the tests and intervals need, written out (no external library):
// accurate to about 1e-12 relative in the ranges used here (checked against scipy in
// tst_stats).
double normalCdf(double z);
double normalSf(double z); // 1 - cdf, without cancellation in the upper tail
double normalQuantile(double p); // inverse cdf, p in (0, 1)

// Regularized incomplete beta I_x(a, b).
double incompleteBeta(double a, double b, double x);
double studentTCdf(double t, double df);
double studentTQuantile(double p, double df);

// P(X <= k) for X ~ Binomial(n, p).
double binomialCdf(int k, int n, double p);

// The exact null distribution of the Mann-Whitney U statistic for samples of sizes m and n
// without ties: element u is P(U = u), u = 0 .. m*n.
std::vector<double> mannWhitneyDistribution(int m, int n);

} // namespace cs::stats
