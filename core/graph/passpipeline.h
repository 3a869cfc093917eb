#pragma once

#include "core/graph/fxgraph.h"
#include "core/util/result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace cs {

struct LoadedRun;

// What Inductor's graph passes did to one graph, pass by pass, as far as the trace holds it
// (FORMATS §2.7). Inductor logs the graph at the ends of each pass stage (pre-grad:
// before_pre_grad_graph → after_pre_grad_graph; joint, inference only: before_joint_graph →
// after_joint_graph; post-grad, once per forward and backward: before_post_grad_graph →
// inductor_post_grad_graph; older names before/after_recompile_*), the graph after each
// pattern pass that changed it (`<pass>_pre_grad`, `<pass>_post_grad`, `optimus_<rule>`), and a
// chromium span `pass.<stage>_passes.<pass>` for each pass run through GraphTransformObserver's
// apply_graph_pass / apply_gm_pass (`pass.<pass>` without a subsystem). Other passes run without
// a span (pre-grad's pattern passes: their snapshot names them). The changes between two
// neighbouring snapshots are those of the passes that ran between them: the trace names the
// pattern pass, never the pattern inside it that matched.

// One logged graph.
struct PassSnapshot {
    QString id; // `<stage id>@before`, `@after`, `@<pass>`: 0/1:post_grad:backward@before
    QString artifact; // the record's name: before_post_grad_graph, unbind_stack_pass_pre_grad
    QString pass; // a pattern snapshot: the pass it follows (unbind_stack_pass); empty at the ends
    int log = -1; // index into LoadedRun::logs
    uint32_t record = 0;
    int line = 0; // the record's header line (1-based)
    int nodes = -1; // graph nodes; -1 until read (or unreadable)
};

// A pass Inductor ran (its `pass.<stage>.<name>` span), with how long it took.
struct PassRun {
    QString name; // remove_noop_ops, pass_pattern_0, reorder_for_locality
    double ms = -1; // end − begin; -1 when the span did not close
    int line = 0; // the span's begin record
};

// A node as the diff names it: its name in the graph and what it calls.
struct PassNode {
    QString name, target, before; // before: the target it had (retargeted nodes)
    QStringList inputs, inputsBefore; // rewired nodes: the nodes it reads, after and before
};

// The change between two neighbouring snapshots.
struct PassStep {
    int from = -1, to = -1; // indices into PassStage::snapshots
    QList<PassRun> passes; // the passes that ran in between, in order
    bool read = false; // both graphs parsed (else the counts below are empty)
    int nodesBefore = 0, nodesAfter = 0;
    QList<PassNode> added, removed, retargeted; // retargeted: the same name, another target
    QList<PassNode> rewired; // the same name and target, other inputs (a replacement's users)
    int reordered = 0; // nodes of both graphs out of their former order
    bool changed() const
    {
        return !added.isEmpty() || !removed.isEmpty() || !retargeted.isEmpty() || !rewired.isEmpty() || reordered > 0;
    }
};

// One pass stage run on one graph.
struct PassStage {
    QString id; // 0/0:pre_grad, 0/1:__marked_inductor_submod0:post_grad:forward, rank 1:…
    int log = -1; // index into LoadedRun::logs
    QString stage; // pre_grad, joint, post_grad
    QString part; // post-grad: forward, backward, inference (from the graph catalog); else empty
    QString compileId, region; // region: regional Inductor's subgraph_name
    // A compile of several AOT compilations: the one this graph is (a piece `submod_2`, a DDP
    // child, `aot1`), as the graph catalog labels it and the id says (0/0:submod_2:pre_grad).
    QString unit;
    int rank = -1;
    QString trace; // the structured trace file holding it
    QList<PassSnapshot> snapshots; // log order; the first is `before` when it was logged
    QList<PassStep> steps; // one per neighbouring pair
    QList<PassRun> passes; // every pass span of the stage
    double ms() const; // the closed spans' times summed
};

// Every pass stage of the run's traces, in log order, with each step's node changes (the
// payloads are parsed here; `readGraphs` false: places and passes only).
QList<PassStage> listPassStages(const LoadedRun &run, bool readGraphs = true);

// A snapshot by id (exactly, or a unique prefix); the stage and the index within it.
struct SnapshotRef {
    int stage = -1, snapshot = -1;
};
Result<SnapshotRef> findSnapshot(const QList<PassStage> &stages, const QString &id);

// What changed between two snapshots: `id` and the one logged before it in its stage (the
// first of a stage: it and the next), or `id` and `to`, any two of the run (graphs of one
// stage: with the passes that ran between them).
struct PassChange {
    PassSnapshot from, to;
    PassStep step;
    QString note; // two graphs of different stages: what matching nodes by name means there
};
Result<PassChange> passChange(
    const LoadedRun &run, const QList<PassStage> &stages, const QString &id, const QString &to = {});

// The graph of a snapshot.
Result<FxGraph> loadSnapshot(const LoadedRun &run, const PassSnapshot &s);

// The node changes between any two graphs (matched by node name, FX's identity within one
// graph's life through its passes; between graphs of different stages, only names).
PassStep comparePassGraphs(const FxGraph &before, const FxGraph &after);

} // namespace cs
