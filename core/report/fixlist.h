#pragma once

#include "core/analysis/explain.h"

#include <QString>

#include <vector>

namespace cs {

// What to fix first: every finding of an explanation in one ranked list, the order `explain`,
// the report and the window's first view share. Recompile-limit hits and failed compiles come
// first (that code runs eagerly); then findings that cost time on every call (a graph break a
// profiler timed, CUDA graphs skipped, partitioned or recorded per size); then recompiles, graph
// breaks, blocks compiled once per copy and single long compiles by the compile time they cost.
struct Fix {
    enum class Kind {
        LimitHit,
        Failure,
        ExportFailure,
        Recompiles,
        CudaGraphs,
        GraphBreak,
        RepeatedBlock,
        LongCompile
    };
    Kind kind = Kind::Failure;
    int index = -1; // into the Explanation's list of its kind (limitHits, failures, recompiles,
                    // cudagraphs.regions, breaks, repeatedBlocks, longCompiles)
    double costS = -1; // compile time it cost, when known
    // In words, translated, with the trace's names in them (plain text, untrusted).
    QString title; // what happened, where
    QString detail; // PyTorch's reason or explanation, first line
    QString change; // what to do; empty when nothing is known to help
    CompileRef ref; // the compile with the evidence, when there is one
    QString view; // the window's view holding the evidence: failures, recompiles, cudagraphs, breaks, time

    // stable: limit_hit, failure, export_failure, recompiles, cuda_graphs, graph_break, repeated_block,
    // long_compile
    static QString kindName(Kind k);
};

std::vector<Fix> fixList(const Explanation &e);

// The regions of a CUDA-graph coverage that are findings (skipped, partitioned, recorded per
// size), most launches left outside a graph first: indices into c.regions.
std::vector<int> cudaGraphFindingRegions(const CudaGraphCoverage &c);

// The change a graph break's finding names: the fix for a break inside a library where one is
// known, else PyTorch's first hint that says what to do (not a class's stock sentence).
QString breakChange(const BreakGroup &b);

// The change for a recompile-limit hit (the same in explain's text and the window).
QString limitHitChange();

// The steps of a recompile chain with a change of their own: one per distinct kind of guard
// failure (category, subject, dimension), in chain order. explain's text lists each; the fix
// list's change joins them, each named by its compile id when there are several.
std::vector<const RecompileStep *> distinctRecompileChanges(const FunctionRecompiles &r);
QString recompilesChange(const FunctionRecompiles &r);
// Where fixing a chain saves less than its recompiles took (a dynamic compile that stays), what it
// saves and why, with the compile whose time that is; empty where the two agree.
QString recompileSavingText(const FunctionRecompiles &r);

// A repeated block's finding in words: what it cost, and the change (regional compilation).
QString repeatedBlockTitle(const RepeatedBlock &b);
QString repeatedBlockChange(const RepeatedBlock &b);

} // namespace cs
