#pragma once

#include "core/graph/fxgraph.h"
#include "core/model/diagnostic.h"
#include "core/util/result.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <memory>

namespace cs {

struct LoadedRun;

// A graph of a run that a user or a script can name: `<compile id>:<stage>[:<part>]`, e.g.
// `0/0:dynamo`, `0/0:aot_joint`, `0/0:post_grad:forward`, `0/0:post_grad:backward`; prefixed
// `rank N:` in multi-rank runs. A second graph of the same stage and part gets `#2`.
// TORCH_COMPILE_DEBUG folders add `debug:<graph folder>:readable` (the AOT graph) and
// `debug:<graph folder>:transformed` (post-grad) from their FX dumps.
struct GraphEntry {
    QString id;
    QString compileId;
    QString stage; // dynamo, pre_grad, aot_joint, aot_forward, aot_backward, aot_inference, post_grad, ...
    QString part; // forward, backward, inference; empty when the stage says it
    int rank = -1;
    int log = -1; // index into LoadedRun::logs
    int compile = -1; // index into that log's overview compiles
    uint32_t record = 0; // the graph payload's record
    QString trace; // the structured trace file holding it
    int line = 0; // its header's line there (1-based); 0 for a debug-folder file
    QString file; // instead of a record: a TORCH_COMPILE_DEBUG FX dump (fx_graph_*.py)
    int nodes = 0, edges = 0, kernels = 0; // kernels: fusion groups (post-grad graphs)
    int placeholders = 0, calls = 0; // calls: call_function, call_method, call_module nodes
    bool provenance = false; // kernel groups from Inductor's provenance mapping
    // Dynamo graphs: PyTorch's own counts from the compile's compilation_metrics
    // (graph_node_count, graph_op_count, graph_input_count); -1 when not recorded.
    int metricNodes = -1, metricCalls = -1, metricInputs = -1;
    // Counts that differ from compilation_metrics (the graph was not read as PyTorch built it).
    QList<Diagnostic> diagnostics;
};

// Every graph payload of the run's traces, in log order, with node, edge and kernel counts.
// The last Dynamo graph of each compile is checked against its compilation_metrics.
QList<GraphEntry> listGraphs(const LoadedRun &run);
// The same entries without reading the graphs: ids, stages and places only (counts stay 0,
// nothing is checked against compilation_metrics), for a caller that reads only a few.
QList<GraphEntry> listGraphs(const LoadedRun &run, bool counts);

// The graph with its fusion groups: for a post-grad graph, each node's kernel from the
// provenance mapping Inductor recorded for it, else from the generated code that follows it.
Result<FxGraph> loadGraph(const LoadedRun &run, const GraphEntry &entry);

// Finds an entry by id (exactly, or a unique prefix such as `0/0:post_grad`).
Result<GraphEntry> findGraph(const QList<GraphEntry> &graphs, const QString &id);

} // namespace cs
