#pragma once

#include <QString>

#include <span>

namespace cs::stats {

struct TestResult {
    double statistic = 0; // U of the first sample, or Welch's t
    double pValue = 1; // two-sided
    bool exact = false; // Mann-Whitney: exact distribution, else normal approximation
    double z = 0; // Mann-Whitney normal approximation: the continuity-corrected z
    double df = 0; // Welch: Welch-Satterthwaite degrees of freedom
    bool valid = false; // false: too few samples (or zero variance for Welch)
};

// Mann-Whitney U (Wilcoxon rank-sum), two-sided. U counts pairs a_i > b_j, ties as 1/2.
// Exact when there are no ties and both samples have at most 50 values (R's rule); otherwise
// the normal approximation with the tie correction of the variance and a continuity
// correction of 1/2 (scipy's "asymptotic" method).
TestResult mannWhitneyU(std::span<const double> a, std::span<const double> b);

// Welch's unequal-variance t test of mean(a) - mean(b), two-sided.
TestResult welchT(std::span<const double> a, std::span<const double> b);

// A p-value for people: two significant digits ("0.032", "4.1e-05"), and "< 1e-6" below 1e-6,
// where the normal approximation's tail (and double precision, which reaches 0) says no more
// than "very small". "—" for a value that is no probability.
QString formatPValue(double p);
// "p = 0.032", "p < 1e-6": the same in a sentence.
QString pValueText(double p);

} // namespace cs::stats
