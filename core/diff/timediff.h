#pragma once

#include "core/model/profile.h"
#include "core/stats/verdict.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <span>
#include <vector>

namespace cs::diff {

struct TimeOptions {
    double confidence = 0.95;
    int minSamples = 10; // per side: fewer, no call is made
    double noiseThreshold = 0.10; // IQR / median above this flags a side as noisy
    // Differences whose interval lies within this fraction of A's median are not called: two
    // processes of the same kernel differ by about this much (clocks, placement).
    double minRelativeEffect = 0.02;
    double familyAlpha = 0.05; // Holm's correction across the comparisons of one diff
};

// Two samples of one time (a kernel, a graph, a step), A against B, in microseconds. The
// difference of medians is given with the 95% interval of the shift (Hodges-Lehmann, from
// the Mann-Whitney test); a side with too few samples or a noisy side is flagged. A
// difference is called faster or slower only when the whole interval lies beyond the band of
// negligible effects (minRelativeEffect of A's median; on a noisy side, half the larger
// relative IQR: two processes on a busy machine drift by about that much) and Mann-Whitney's
// p-value passes Holm's correction over every time compared in the same diff (so twenty
// kernels of an unchanged run do not produce a false finding).
struct TimeDiff {
    stats::Comparison comparison;
    double medianA = 0, medianB = 0; // µs
    double delta = 0, low = 0, high = 0; // median B - median A, and the shift's interval
    double ratio = 1; // B / A
    double band = 0; // µs: differences within ±band are not called (see compareTimes)
    double pHolm = 1; // Mann-Whitney p-value after Holm's correction (1 before apply())
    stats::Verdict verdict = stats::Verdict::TooFewSamples;
    QStringList warnings; // stable keys: too_few_a, too_few_b, noisy_a, noisy_b, no_samples_a, no_samples_b
    bool significant() const { return verdict == stats::Verdict::Faster || verdict == stats::Verdict::Slower; }
};

// Compares, without the family correction yet (verdict from the interval alone).
TimeDiff compareTimes(std::span<const double> a, std::span<const double> b, const TimeOptions &options);

// Holm's step-down correction over every comparison of one diff: a comparison keeps its call
// only when its corrected p-value is below options.familyAlpha.
void applyFamilyCorrection(const std::vector<TimeDiff *> &family, const TimeOptions &options);

// A graph's GPU time per call: its kernels' samples, each scaled by how often the graph
// launches it, summed repeat by repeat.
struct GraphTime {
    QString compileA, compileB, graph; // compile ids; graph: forward, backward, ...
    int kernelsA = 0, kernelsB = 0; // kernels measured
    TimeDiff time;
};

// What the profile database says about the two runs' kernel times.
struct ProfileDiff {
    bool present = false; // both sides have a profile run
    QString sourceA, sourceB; // "FILE#RUN"
    MachineInfo machineA, machineB;
    int kernelsA = 0, kernelsB = 0; // measured
    QList<GraphTime> graphs;
    bool hasTotal = false;
    TimeDiff total; // all graphs once: the kernel time of one step
    QStringList notes; // why something could not be compared
};

// Sums samples repeat by repeat (each weighted), over the shortest sample; empty when any
// sample is empty.
std::vector<double> sumSamples(const std::vector<std::pair<const std::vector<double> *, double>> &parts);

} // namespace cs::diff
