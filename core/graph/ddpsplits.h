#pragma once

#include "core/graph/aotunits.h"
#include "core/graph/graphcatalog.h"

#include <QJsonArray>
#include <QList>

#include <vector>

namespace cs {

struct LoadedRun;

// One DDPOptimizer split of a run (aotunits.h), with the graph ids of its pieces.
struct DdpSplitInfo {
    int rank = -1;
    int log = -1; // index into LoadedRun::logs
    int compile = -1; // index into that log's overview compiles
    QString compileId, function;
    DdpSplit split;
    QString graph; // the split graph's id (`4/0:ddp_split`)
    struct ChildGraphs {
        QString graph, forward, backward; // ddp_child, its post-grad forward and backward
        QString aotId;
    };
    std::vector<ChildGraphs> graphs; // parallel to split.children
};

// Does this compile hold a DDP split (a cheap look at its record kinds)?
bool hasDdpSplit(const TraceLog &log, const CompileSummary &compile);

// Every DDP split of the run, in log order; `graphs` (listGraphs, counts not needed) names
// the pieces.
std::vector<DdpSplitInfo> listDdpSplits(const LoadedRun &run, const QList<GraphEntry> &graphs);

// listDdpSplits over listGraphs (without counts); nothing is listed in runs without a split.
std::vector<DdpSplitInfo> runDdpSplits(const LoadedRun &run);

// The splits in words, one block each: the compile, why it split, each child's bucket
// (parameters, bytes) and its forward and backward graph ids (`graph --list`, `summary`).
QString ddpSplitsText(const std::vector<DdpSplitInfo> &splits);

// `ddp_splits[]` of `graph --list --json`, `summary --json` and `report --format json`
// (GRAPH_JSON.md).
QJsonArray ddpSplitsJson(const std::vector<DdpSplitInfo> &splits);

} // namespace cs
