#include "core/diff/similarjoin.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace cs::diff {
namespace {

// How many of a set's rarest tokens two sets reaching `threshold` must share one of:
// |s| - ceil(t·|s|) + 1 (rounded towards the longer prefix, which is always safe).
size_t prefixLength(size_t size, double threshold)
{
    if (size == 0)
        return 0;
    const auto needed = static_cast<size_t>(std::ceil(threshold * static_cast<double>(size) - 1e-9));
    return std::min(size, size - std::min(size, needed) + 1);
}

} // namespace

double similarity(const std::vector<uint64_t> &a, const std::vector<uint64_t> &b)
{
    if (a.empty() && b.empty())
        return 1;
    size_t common = 0, i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i] == b[j]) {
            ++common;
            ++i;
            ++j;
        } else if (a[i] < b[j]) {
            ++i;
        } else {
            ++j;
        }
    }
    return static_cast<double>(common) / static_cast<double>(a.size() + b.size() - common);
}

std::vector<SimilarPair> similarPairs(const std::vector<const std::vector<uint64_t> *> &xs,
    const std::vector<const std::vector<uint64_t> *> &ys, double threshold, size_t &budget)
{
    std::vector<SimilarPair> out;
    if (xs.empty() || ys.empty() || threshold <= 0)
        return out;
    // Token frequencies over both sides: the rarest tokens make the shortest prefix lists.
    QHash<uint64_t, int> frequency;
    for (const auto *sets : { &xs, &ys })
        for (const std::vector<uint64_t> *s : *sets)
            for (uint64_t t : *s)
                ++frequency[t];
    auto prefix = [&](const std::vector<uint64_t> &s) {
        std::vector<std::pair<int, uint64_t>> ranked;
        ranked.reserve(s.size());
        for (uint64_t t : s)
            ranked.emplace_back(frequency.value(t), t);
        const size_t n = prefixLength(s.size(), threshold);
        std::partial_sort(ranked.begin(), ranked.begin() + static_cast<std::ptrdiff_t>(n), ranked.end());
        std::vector<uint64_t> p;
        p.reserve(n);
        for (size_t i = 0; i < n; ++i)
            p.push_back(ranked[i].second);
        return p;
    };
    QHash<uint64_t, std::vector<int>> postings; // prefix token -> sets of ys
    for (size_t y = 0; y < ys.size(); ++y)
        for (uint64_t t : prefix(*ys[y]))
            postings[t].push_back(static_cast<int>(y));
    std::vector<size_t> seen(ys.size(), SIZE_MAX);
    std::vector<int> candidates;
    for (size_t x = 0; x < xs.size(); ++x) {
        const std::vector<uint64_t> &sx = *xs[x];
        const double nx = static_cast<double>(sx.size());
        candidates.clear();
        for (uint64_t t : prefix(sx)) {
            const auto it = postings.constFind(t);
            if (it == postings.cend())
                continue;
            for (int y : *it)
                if (seen[static_cast<size_t>(y)] != x) {
                    seen[static_cast<size_t>(y)] = x;
                    candidates.push_back(y);
                }
        }
        std::sort(candidates.begin(), candidates.end());
        for (int y : candidates) {
            const std::vector<uint64_t> &sy = *ys[static_cast<size_t>(y)];
            const double ny = static_cast<double>(sy.size());
            if (ny < threshold * nx - 1e-9 || nx < threshold * ny - 1e-9) // J <= min/max
                continue;
            if (budget == 0)
                return out;
            --budget;
            if (const double s = similarity(sx, sy); s >= threshold)
                out.push_back({ static_cast<int>(x), y, s });
        }
    }
    return out;
}

} // namespace cs::diff
