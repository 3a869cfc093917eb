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
// `rank N:` in multi-rank runs. A second graph of the same stage and part gets `#2`. A compile
// with several AOT compilations names each (`4/0:submod_0:post_grad:forward`, `0/0:aot1:...`);
// a DDP split adds `4/0:ddp_split` and each child `4/0:submod_0:ddp_child`.
// TORCH_COMPILE_DEBUG folders add `debug:<graph folder>:readable` (the AOT graph) and
// `debug:<graph folder>:transformed` (post-grad) from their FX dumps. A `.pt2` adds
// `export:<model>` for each ExportedProgram it carries (torch.export.save, or an AOTInductor
// package's models/<model>.json). A torch.export call in a trace (TORCH_DTRACE) adds
// `export:<n>` for the program it printed (`exported_program`) and `export:<n>:partial` for the
// graph make_fx had traced when it failed (`make_fx_fail_partial`), n counting exports in the log.
// A sub-graph of a program's higher-order op (torch.cond's branches, map's body) follows its
// program as `<program id>/<name>` (stage `export_subgraph`).
struct GraphEntry {
    QString id;
    QString compileId;
    QString stage; // dynamo, pre_grad, aot_joint, aot_forward, aot_backward, aot_inference, post_grad, ...
    QString part; // forward, backward, inference; empty when the stage says it
    // A compile that ran several AOT compilations (DDPOptimizer's children, a piecewise backend's
    // pieces, ...): which one this graph belongs to. `unitLabel` is the DDP child (`submod_1`), the
    // piece (`submod_2`, from vllm_piecewise_compile_start) or `aot<AOT ID>`, also in the id
    // (`4/0:submod_1:post_grad:backward`); empty in compiles of one AOT compilation.
    QString aotId, ddpChild, unitLabel;
    // How the graph was placed (aotunits.h): part by aot_id / compiler_span / signature / order,
    // AOT compilation by records / aot_id / signature / order, DDP child by signature / order.
    QString partEvidence, unitEvidence, childEvidence;
    // The records Inductor wrote for this graph's compilation (post-grad graphs: its output
    // code and provenance; pre-grad, AOT graphs and DDP children: their forward's provenance).
    static constexpr uint32_t NoRecord = UINT32_MAX;
    uint32_t outputCodeRecord = NoRecord, provenanceRecord = NoRecord;
    bool ownRecords = false; // the two above were found (else the old search after the graph)
    // Post-grad graphs: the pre-grad graph of its AOT compilation (the Dynamo graph in a compile of
    // one) and its AOT graph of the same part, whose inputs say what they stand for: where a
    // post-grad graph's nodes take their modules from (graphmodules.h adoptModules).
    uint32_t moduleSourceRecord = NoRecord, aotGraphRecord = NoRecord;
    int rank = -1;
    int log = -1; // index into LoadedRun::logs
    int compile = -1; // index into that log's overview compiles
    uint32_t record = 0; // the graph payload's record
    QString trace; // the structured trace file holding it
    int line = 0; // its header's line there (1-based); 0 for a debug-folder file
    QString file; // instead of a record: a TORCH_COMPILE_DEBUG FX dump (fx_graph_*.py), or a .pt2
    // An exported program (`export:<model>`): LoadedRun::archives[archive].programs[program];
    // one of its sub-graphs (`export:<model>/true_graph_0`, nested `…/true_graph_0/body_graph_0`):
    // the index of each sub-graph on the way down (ExportedProgram::subgraphs).
    int archive = -1, program = -1;
    std::vector<int> subgraph;
    // kernels: the node groups the Graph view draws (FxGraph::groups), not a kernel count; the
    // kernel vocabulary (distinct kernels, launches, graph nodes) is in `counts`.
    int nodes = 0, edges = 0, kernels = 0;
    KernelCounts counts; // post-grad graphs with generated code; counts.outputCodes 0 otherwise
    int placeholders = 0, calls = 0; // calls: call_function, call_method, call_module nodes
    bool provenance = false; // kernel groups from Inductor's provenance mapping
    // Dynamo graphs: PyTorch's own counts from the compile's compilation_metrics
    // (graph_node_count, graph_op_count, graph_input_count); -1 when not recorded.
    int metricNodes = -1, metricCalls = -1, metricInputs = -1;
    // Counts that differ from compilation_metrics (the graph was not read as PyTorch built it).
    QList<Diagnostic> diagnostics;
};

// Every graph payload of the run's traces, in log order, with node, edge and kernel counts.
// The last Dynamo graph of each compile is checked against its compilation_metrics. Without
// `counts`, no payload is read: ids, stages and places only.
QList<GraphEntry> listGraphs(const LoadedRun &run, bool counts = true);

// The graph with its fusion groups: for a post-grad graph, each node's kernel from the
// provenance mapping Inductor recorded for it, else from the generated code that follows it.
// `withModules`: a post-grad graph's nodes also take their modules (FxNode::module, layer) from
// the graphs GraphEntry::moduleSourceRecord and aotGraphRecord name, which costs reading those
// (for drawing: the views and the report name a big graph's parts by layer).
Result<FxGraph> loadGraph(const LoadedRun &run, const GraphEntry &entry, bool withModules = false);

// The post-grad graph of one part of a compile (forward, backward, inference), in the AOT
// compilation with this AOT ID when there are several; empty when there is none.
QString postGradGraphId(
    const QList<GraphEntry> &graphs, int rank, const QString &compileId, const QString &part, const QString &aotId);

// Finds an entry by id (exactly, or a unique prefix such as `0/0:post_grad`).
Result<GraphEntry> findGraph(const QList<GraphEntry> &graphs, const QString &id);

} // namespace cs
