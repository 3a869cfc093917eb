#pragma once

#include "core/fusion/fusionmodel.h"
#include "core/ingest/torchlogs/fusionlog.h"

namespace cs {

// The graph's nodes before and after fusion, from the IR files and the candidate lines.

// Pre-fusion nodes from graph.pre: classes, buffers written and read, producers.
void nodesFromIr(FusionGraph &graph);
// A pre-fusion node known only from a candidate line (no IR); returns its index.
int addCandidateNode(FusionGraph &graph, const FusionCandidate &candidate);
// Origins, data kind, ranges and source line of a candidate line, onto its node.
void mergeCandidate(SchedNode &node, const FusionCandidate &candidate);
// writer map and producers from the nodes' writes and reads.
void linkProducers(FusionGraph &graph);

// The final nodes: from graph.post when present (compared with `replayEnd`, the replay's
// end state as fused-node indices), else from `replayEnd` itself. Then each final node's
// internal buffers and the traffic they no longer cost.
void buildFinals(FusionGraph &graph, const std::vector<int> &replayEnd);

} // namespace cs
