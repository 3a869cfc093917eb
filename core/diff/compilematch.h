#pragma once

#include "core/analysis/explain.h"
#include "core/diff/rundiff.h"
#include "core/ingest/runloader.h"

#include <vector>

namespace cs::diff {

// A compile of one side, in log order.
struct SideCompile {
    CompileRef ref;
    const CompileSummary *summary = nullptr;
    int rank = -1;
};

// The compiles of `run` (only rank `rank` when it is >= 0), rank by rank in log order.
std::vector<SideCompile> sideCompiles(const LoadedRun &run, int rank);

struct CompileMatch {
    int a = -1, b = -1; // indices into the side lists; -1 on the side that lacks it
    CompilePair::Match how = CompilePair::Match::None;
};

// Matches compiles by frame and order: the i-th compile of a frame (function, file, first
// line) in A with the i-th of the same frame in B. Frames whose first line moved (an edit
// above them) match by function and file, then resume functions (`..._at_<line>`) and others
// by function name alone. Ranks match rank to rank when `byRank`. Every compile appears once:
// A's in order, B's unmatched ones after.
std::vector<CompileMatch> matchCompiles(
    const std::vector<SideCompile> &a, const std::vector<SideCompile> &b, bool byRank);

} // namespace cs::diff
