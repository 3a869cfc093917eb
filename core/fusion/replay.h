#pragma once

#include "core/fusion/fusionmodel.h"
#include "core/ingest/torchlogs/fusionlog.h"

#include <vector>

namespace cs {

// Replays one graph's fusion lines, in order, on its pre-fusion nodes (graph.nodes from the
// IR, or from the first candidate list when there is none): every `fusing A with B` merges
// two nodes, every rejection and benchmark verdict becomes a decision naming the nodes it
// meant at that moment. Each round's node count is checked against the log's own
// `attempting fusion (i/10): N nodes` / `fused N nodes into M nodes`, and each candidate
// list against the replay's state (a candidate list that disagrees, e.g. after lines lost to
// truncation or interleaving, is taken as the truth from there on); every disagreement is a
// diagnostic with its line.
struct ReplayResult {
    std::vector<int> end; // the fused nodes at the end (indices into graph.fused)
    bool complete = true; // false: the lines stop inside a round (a truncated log)
};
ReplayResult replayFusion(FusionGraph &graph, const std::vector<const FusionLine *> &lines);

} // namespace cs
