#pragma once

#include "core/analysis/compileoverview.h"
#include "core/analysis/compiletimefinding.h"
#include "core/analysis/repeatedblocks.h"
#include "core/model/tracelog.h"

#include <QString>

#include <memory>
#include <vector>

namespace cs {

// One compile that takes a large part of a run's compile time on its own (a big model compiled
// whole, a max-autotune compile): where its time went, by PyTorch's phases, and what the compile
// caches did for it, so the finding names the lever for the phase that dominates. A compile that
// is long because it holds many copies of one block is a RepeatedBlock, not one of these.
struct LongCompile : CompileTimeFinding {
    // Exclusive phases of the forward compile (compileoverview.h); -1 when not recorded.
    double dynamoS = -1, aotAutogradS = -1, inductorS = -1, codegenS = -1, tritonCompileS = -1;
    int graphOps = -1; // the Dynamo graph's operations (compilation_metrics graph_op_count)
    int cacheHits = 0, cacheMisses = 0, cacheBypasses = 0; // FX graph and AOTAutograd cache lookups
    QString bypassReason; // the first bypass's reason, as PyTorch gave it
    bool maxAutotune = false; // Inductor's max_autotune was on for its graphs
    int otherRanks = 0; // ranks where the same compile id was long too (one finding, the longest rank's)

    // stable: dynamo, aot_autograd, inductor (code generation and the backward's compile included:
    // bwd_compilation_metrics' time is Inductor's), unknown
    QString dominantPhase() const;
    // Inductor compiled it (its times are recorded); else another backend (aot_eager, a custom
    // one) did, and the compile caches, which keep Inductor's results, do not apply.
    bool inductorRan() const { return inductorS >= 0 || codegenS >= 0; }
    double dominantS() const;
};

// A compile of at least LongCompileMinS that took at least a quarter of its log's compile time,
// the three longest of each log, compiles already found as repeated blocks left out; longest first.
// In multi-rank runs one compile id long on several ranks is one finding (the longest rank's).
constexpr double LongCompileMinS = 30.0;

std::vector<LongCompile> longCompiles(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews, const std::vector<RepeatedBlock> &blocks);

} // namespace cs
