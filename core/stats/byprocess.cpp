#include "core/stats/byprocess.h"

#include "core/stats/descriptive.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <random>

namespace cs::stats {
namespace {

// One fixed seed: the same A/B folder gives the same intervals in every report and every view.
constexpr std::uint64_t Seed = 0x5eed'ab42'0001ULL;

struct Resampler {
    const ProcessSamples &processes;
    const ProcessBootstrapOptions &options;
    std::mt19937_64 &rng;
    std::vector<double> pool;

    // The pooled median of one two-level resample.
    double draw()
    {
        pool.clear();
        const size_t k = processes.size();
        std::uniform_int_distribution<size_t> pickProcess(0, k - 1);
        for (size_t i = 0; i < k; ++i) {
            const std::vector<double> &calls = processes[pickProcess(rng)];
            if (calls.empty())
                continue;
            const size_t m = std::min(calls.size(), size_t(std::max(1, options.maxCallsPerProcess)));
            std::uniform_int_distribution<size_t> pickCall(0, calls.size() - 1);
            for (size_t j = 0; j < m; ++j)
                pool.push_back(calls[pickCall(rng)]);
        }
        if (pool.empty())
            return std::nan("");
        // In place, no copy and no full sort: this runs resamples × modes × regions times.
        const size_t mid = pool.size() / 2;
        std::nth_element(pool.begin(), pool.begin() + long(mid), pool.end());
        const double upper = pool[mid];
        if (pool.size() % 2 == 1)
            return upper;
        return (*std::max_element(pool.begin(), pool.begin() + long(mid)) + upper) / 2;
    }
};

ProcessSamples nonEmpty(const ProcessSamples &processes)
{
    ProcessSamples out;
    for (const std::vector<double> &p : processes)
        if (!p.empty())
            out.push_back(p);
    return out;
}

double pooledMedian(const ProcessSamples &processes)
{
    std::vector<double> all;
    for (const std::vector<double> &p : processes)
        all.insert(all.end(), p.begin(), p.end());
    return all.empty() ? std::nan("") : median(all);
}

// The percentile interval of resampled values (NaNs dropped).
Interval percentile(std::vector<double> values, double confidence)
{
    values.erase(
        std::remove_if(values.begin(), values.end(), [](double v) { return !std::isfinite(v); }), values.end());
    Interval out;
    if (values.size() < 2)
        return out;
    std::sort(values.begin(), values.end());
    const double tail = (1 - confidence) / 2;
    out.low = quantileSorted(values, tail);
    out.high = quantileSorted(values, 1 - tail);
    out.coverage = confidence;
    out.valid = true;
    return out;
}

// Two-sided exact permutation p of the difference in mean log process median between a and b.
double permutationP(const std::vector<double> &a, const std::vector<double> &b)
{
    std::vector<double> all;
    for (const std::vector<double> *side : { &a, &b })
        for (double v : *side)
            all.push_back(std::log(v));
    const size_t n = all.size(), k = a.size();
    if (k == 0 || k == n)
        return 1;
    double total = 0;
    for (double v : all)
        total += v;
    const auto statistic = [&](double sumA) { return sumA / double(k) - (total - sumA) / double(n - k); };
    double observedA = 0;
    for (size_t i = 0; i < k; ++i)
        observedA += all[i];
    const double observed = std::abs(statistic(observedA)) * (1 - 1e-9);
    double splits = 1; // n choose k
    for (size_t i = 0; i < k; ++i)
        splits = splits * double(n - i) / double(i + 1);
    long long extreme = 0, tried = 0;
    constexpr double MaxSplits = 20000;
    if (splits <= MaxSplits) { // every split: the k indices of a, in lexicographic order
        std::vector<size_t> pick(k);
        for (size_t i = 0; i < k; ++i)
            pick[i] = i;
        while (true) {
            double sumA = 0;
            for (size_t i : pick)
                sumA += all[i];
            ++tried;
            extreme += std::abs(statistic(sumA)) >= observed ? 1 : 0;
            size_t i = k;
            while (i > 0 && pick[i - 1] == n - k + (i - 1))
                --i;
            if (i == 0)
                break;
            ++pick[i - 1];
            for (size_t j = i; j < k; ++j)
                pick[j] = pick[j - 1] + 1;
        }
    } else {
        std::mt19937_64 rng(Seed);
        std::vector<double> shuffled = all;
        for (; tried < static_cast<long long>(MaxSplits); ++tried) {
            std::shuffle(shuffled.begin(), shuffled.end(), rng);
            double sumA = 0;
            for (size_t i = 0; i < k; ++i)
                sumA += shuffled[i];
            extreme += std::abs(statistic(sumA)) >= observed ? 1 : 0;
        }
        ++extreme; // the observed split counts among random ones
        ++tried;
    }
    return tried > 0 ? double(extreme) / double(tried) : 1;
}

} // namespace

double smallestPermutationP(int a, int b)
{
    if (a <= 0 || b <= 0)
        return 1;
    double splits = 1;
    for (int i = 0; i < a; ++i)
        splits = splits * double(a + b - i) / double(i + 1);
    // Equal sizes: the observed split and its mirror (the groups swapped) are equally extreme.
    return std::min(1.0, (a == b ? 2.0 : 1.0) / splits);
}

ProcessMedian medianByProcess(const ProcessSamples &processes, const ProcessBootstrapOptions &options)
{
    ProcessMedian out;
    const ProcessSamples used = nonEmpty(processes);
    out.processes = int(used.size());
    if (used.empty())
        return out;
    out.estimate = pooledMedian(used);
    std::mt19937_64 rng(Seed);
    Resampler r { used, options, rng, {} };
    std::vector<double> medians;
    medians.reserve(size_t(options.resamples));
    for (int i = 0; i < options.resamples; ++i)
        medians.push_back(r.draw());
    out.interval = percentile(std::move(medians), options.confidence);
    // Never narrower than the distribution-free interval of the process medians themselves: up to
    // 8 processes that is all of them ([smallest, largest]: a percentile bootstrap over 3
    // processes leaves the extreme ones just outside), from 9 on the binomial interval of their
    // median.
    if (used.size() >= 2 && out.interval.valid) {
        std::vector<double> processMedians;
        for (const std::vector<double> &p : used)
            processMedians.push_back(median(p));
        const Interval ofProcesses = medianInterval(processMedians, options.confidence);
        out.interval.low = std::min(out.interval.low, ofProcesses.low);
        out.interval.high = std::max(out.interval.high, ofProcesses.high);
    }
    return out;
}

ProcessComparison compareByProcess(
    const ProcessSamples &a, const ProcessSamples &b, const ProcessBootstrapOptions &options)
{
    ProcessComparison out;
    const ProcessSamples ua = nonEmpty(a), ub = nonEmpty(b);
    if (ua.empty() || ub.empty())
        return out;
    // The pairs of process medians (those both positive), even where a call's time is not.
    std::vector<double> medA, medB;
    for (const std::vector<double> &p : ua)
        medA.push_back(median(p));
    for (const std::vector<double> &p : ub)
        medB.push_back(median(p));
    const auto include = [](Interval &i, double v) {
        i.low = i.valid ? std::min(i.low, v) : v;
        i.high = i.valid ? std::max(i.high, v) : v;
        i.valid = true;
    };
    for (const double x : medA)
        for (const double y : medB)
            if (x > 0 && y > 0)
                include(out.pairSpeedups.interval, x / y);
    for (const ProcessSamples *side : { &ua, &ub })
        for (const std::vector<double> &p : *side)
            if (std::any_of(p.begin(), p.end(), [](double v) { return !(v > 0); }))
                return out; // a ratio of times needs positive times
    const double ma = pooledMedian(ua), mb = pooledMedian(ub);
    out.ratio.estimate = mb / ma;
    out.speedup.estimate = ma / mb;
    out.saving = ma - mb;
    std::mt19937_64 rng(Seed);
    Resampler ra { ua, options, rng, {} }, rb { ub, options, rng, {} };
    std::vector<double> ratios, speedups, savings;
    ratios.reserve(size_t(options.resamples));
    int below = 0, above = 0;
    for (int i = 0; i < options.resamples; ++i) {
        const double x = ra.draw(), y = rb.draw();
        ratios.push_back(y / x);
        speedups.push_back(x / y);
        savings.push_back(x - y);
        below += y <= x ? 1 : 0;
        above += y >= x ? 1 : 0;
    }
    out.ratio.interval = percentile(ratios, options.confidence);
    out.speedup.interval = percentile(speedups, options.confidence);
    out.savingInterval = percentile(std::move(savings), options.confidence);
    // The pairs of process medians. With few processes (up to 8 a side, as for the median) the
    // intervals are never narrower than the pairs span: a speedup interval inside the pairs' range
    // would claim more than the processes show.
    const bool widen = ua.size() <= 8 && ub.size() <= 8 && out.ratio.interval.valid && (ua.size() > 1 || ub.size() > 1);
    out.pairSpeedups.estimate = out.speedup.estimate;
    for (const double x : medA)
        for (const double y : medB)
            if (widen) {
                include(out.ratio.interval, y / x);
                include(out.speedup.interval, x / y);
                include(out.savingInterval, x - y);
            }
    out.resamples = options.resamples;
    out.bootstrapP = std::clamp(2.0 * std::min(below, above) / options.resamples, 1.0 / options.resamples, 1.0);
    out.permutationP = permutationP(medA, medB);
    out.pValue = std::max(out.bootstrapP, out.permutationP);
    out.valid = out.ratio.interval.valid;
    return out;
}

double betweenProcessSpread(std::span<const double> processMedians)
{
    if (processMedians.size() < 2)
        return 0;
    const auto [lo, hi] = std::minmax_element(processMedians.begin(), processMedians.end());
    return *lo > 0 ? (*hi - *lo) / *lo : 0;
}

double withinProcessSpread(const ProcessSamples &processes)
{
    std::vector<double> spreads;
    for (const std::vector<double> &p : processes)
        if (p.size() >= 2) {
            const Summary s = summarize(p);
            if (s.median > 0)
                spreads.push_back(s.iqr / s.median);
        }
    return spreads.empty() ? 0 : median(spreads);
}

} // namespace cs::stats
