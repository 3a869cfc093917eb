#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace cs::diff {

// Jaccard similarity of two sorted, duplicate-free sets of hashes (1 for two empty sets).
double similarity(const std::vector<uint64_t> &a, const std::vector<uint64_t> &b);

struct SimilarPair {
    int x = -1, y = -1; // indices into xs and ys
    double similarity = 0;
};

// Every pair (x of `xs`, y of `ys`) whose Jaccard similarity is at least `threshold` (> 0),
// without comparing all pairs: sets are compared only when their sizes allow the threshold
// and when they share a token of their prefixes, each set's tokens ordered rarest first (prefix
// filtering: two sets that reach the threshold always share one). Each set is sorted and
// duplicate-free. `budget` bounds the exact comparisons and is lowered by those made; at 0 the
// search stops (pairs beyond it are not reported). Pairs come out in the order of x, then y.
std::vector<SimilarPair> similarPairs(const std::vector<const std::vector<uint64_t> *> &xs,
    const std::vector<const std::vector<uint64_t> *> &ys, double threshold, size_t &budget);

} // namespace cs::diff
