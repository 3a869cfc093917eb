#pragma once

#include <QString>

#include <string_view>

namespace cs {

// The record kinds FORMATS.md §2.6–2.7 describes ("artifact:<name>" for artifacts). Records
// of other kinds are kept and listed as unknown, never dropped.
bool isKnownTraceKind(std::string_view kind);

// The graph stage a record's payload holds (dynamo, aot_joint, aot_forward, aot_backward,
// aot_inference, pre_grad, post_grad, ...), or empty when it holds no FX graph.
QString graphStageOf(std::string_view kind);

// A region's `subgraph_name` (regional Inductor) as it may stand inside a graph id: at most 80
// characters, each that could split or fake an id (':', '@', spaces, controls) made '_'.
QString graphRegionLabel(std::string_view subgraphName);

} // namespace cs
