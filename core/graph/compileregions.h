#pragma once

#include "core/graph/graphcatalog.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace cs {

struct LoadedRun;

// How a run compiled its model in parts rather than as one graph (FORMATS §2.7): a block compiled
// once and reused for every copy of it (regional compilation), and a model split into pieces
// that are compiled one by one with eager code between them (piecewise compilation).

// A block compiled once and called many times.
struct ReusedBlock {
    enum class Kind {
        // torch.compiler.nested_compile_region: the model compiled whole, the block traced once
        // per distinct input and called through invoke_subgraph (the Dynamo graph says how often).
        NestedRegion,
        // The block compiled on its own (`block.compile()`) and called by its parent's forward:
        // one Dynamo frame whose cache every copy shares. The trace logs compiles, not calls: how
        // many copies use it is not recorded. (torch.compile(block) wraps the block in an
        // OptimizedModule whose calls the stack does not tell apart: not recognised.)
        CompiledModule,
    };
    Kind kind = Kind::NestedRegion;
    int rank = -1;
    int log = -1; // index into LoadedRun::logs
    int compile = -1; // the first compile holding it (index into that log's overview compiles)
    QString compileId; // "0/0"
    // Where the block is: a compiled module, its forward (`Block.forward`) and its first line; a
    // nested region, the code calling it (`x = _run_layer(layer, x)`) and that line.
    QString function, file;
    int line = 0;
    // What was compiled for it: nested, the traced variants (`subgraph_0`, `subgraph_1`, one per
    // distinct input metadata); a compiled module, its compiles (`0/0`, `0/1`).
    QStringList variants;
    QList<int> variantCalls; // nested: invoke_subgraph calls of each variant; empty otherwise
    QStringList recompileReasons; // a compiled module: why each variant was compiled (empty: the first)
    // Nested: invoke_subgraph calls in all. A compiled module: its compiles' calls in the profiled
    // steps ("Torch-Compiled Region" spans of a profiler trace loaded with a one-log run: every
    // copy's call in every step). -1 when not recorded.
    int calls = -1;
    int operations = -1; // nested: calls in the largest variant's body (one copy of the block)
    QString graph; // the Dynamo graph holding it (`0/0:dynamo`)
    // Compile time: nested, the whole compile's (its backward included); a compiled module, its
    // compiles added up. -1 when compilation_metrics has none.
    double compileTimeS = -1;
    // Nested: compile time the model compiled whole without the region would have added, as an
    // estimate — the compile's time scaled by the operations inlining every call would add to the
    // operations compiled (compile time taken as proportional to graph size). A compiled module:
    // the fastest of its compiles, what each copy compiled within the whole model would add.
    // -1 when not known.
    double savedS = -1;
    double perCopyS = -1;
};

// One piece of a piecewise compile, in run order.
struct CompilePiece {
    QString name; // the split graph's submodule: submod_0
    // A `vllm_piecewise_compile_start` names it: compiled by the backend. Else, when the compile
    // logged starts for other pieces, it runs as it is between compiled pieces (vLLM's splitting
    // ops; a piece vLLM loaded from its own cache logs no start either).
    bool compiled = false;
    QStringList ops; // what it calls, in order, each once: torch.softmax
    QStringList sizes; // the sizes it was compiled for, one per compile ("4", "1-8192")
    QStringList graphs; // its graph ids: the post-grad graphs of its compiles
};

// A Dynamo graph split into pieces by a piecewise backend (vLLM's split at attention, as its
// `vllm_piecewise_split_graph` and `vllm_piecewise_compile_start` records say).
struct PiecewiseCompile {
    int rank = -1;
    int log = -1, compile = -1;
    QString compileId, function, file;
    int line = 0;
    QString trace; // the structured trace file
    int splitLine = 0; // the split graph's record line
    bool startsLogged = false; // some piece's compile start was logged (else which were compiled is not said)
    std::vector<CompilePiece> pieces; // in the order the split graph runs them
    int compiledCount() const;
    double compileTimeS = -1; // the Dynamo compile's (every piece's compile is inside it)
};

// Graphs of one compile that belong to one unit (a region, a piece, a DDP child, an AOT compilation).
struct GraphGroup {
    int rank = -1;
    QString compileId, unit; // unit: the graphs' unitLabel (region `0`, piece `submod_2`, `aot1`)
    QString kind; // region (subgraph_name), piece, ddp_child, aot
    QStringList graphs;
};

struct CompileRegions {
    std::vector<ReusedBlock> blocks;
    std::vector<PiecewiseCompile> piecewise;
    std::vector<GraphGroup> groups; // compiles of several units only
    bool empty() const { return blocks.empty() && piecewise.empty() && groups.empty(); }
};

// Every reused block, piecewise compile and group of graphs of the run. `graphs` (listGraphs,
// counts not needed) names the graphs; reads each compile's Dynamo graph only when it calls
// invoke_subgraph, and the split graphs.
CompileRegions listCompileRegions(const LoadedRun &run, const QList<GraphEntry> &graphs);

// What summary shows, read without any graph payload but the split graphs: blocks compiled on
// their own and piecewise compiles that logged a compile start (nested compile regions, region
// groups and a split graph logged without starts — vLLM loading every piece from its cache — are
// left to `graph --regions`, which reads the graphs).
CompileRegions runCompileRegions(const LoadedRun &run);

// In words, one block each (`graph --regions`, `summary`); empty when there is nothing.
QString compileRegionsText(const CompileRegions &regions);

// `compilescope.regions/1` (GRAPH_JSON.md): blocks[], piecewise[], groups[].
QJsonObject compileRegionsJson(const CompileRegions &regions);

} // namespace cs
