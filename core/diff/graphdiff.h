#pragma once

#include "core/diff/compilematch.h"
#include "core/graph/fxgraph.h"

#include <QList>

#include <vector>

namespace cs::diff {

// Node-level differences of two versions of one graph: nodes as "target @ file:line" (names
// number nodes and shift with every edit, so they are not compared), and how the fusion
// groups (kernels) of a post-grad graph split or merged over the nodes both versions share.
void compareGraphs(const FxGraph &a, const FxGraph &b, GraphDiff &out);

// The node's identity across two versions of a graph.
QString nodeKey(const FxNode &n);
// Each node's key with its occurrence among nodes of the same key ("... #0"): the k-th
// `aten.add.Tensor @ model.py:12` of one version is the k-th of the other.
std::vector<QString> occurrenceKeys(const FxGraph &g);

// Pairs the graphs of each matched compile pair by stage, part and order, and compares them:
// byte-identical payloads (MD5) are unchanged without being read; the others are parsed and
// compared node by node while `byteBudget` payload bytes last (beyond that, `detailed` is
// false and a differing payload counts as changed).
QList<GraphDiff> diffGraphs(const LoadedRun &a, const std::vector<SideCompile> &compilesA, const LoadedRun &b,
    const std::vector<SideCompile> &compilesB, const std::vector<CompileMatch> &matches, qint64 byteBudget);

} // namespace cs::diff
