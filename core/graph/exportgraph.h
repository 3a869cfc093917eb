#pragma once

#include "core/graph/fxgraph.h"
#include "core/model/exportedprogram.h"

#include <QJsonObject>

#include <memory>

namespace cs {

// An exported program's graph in the engine's FX model: the nodes torch.export.load rebuilds
// (placeholders, calls, getitems, get_attrs, the output), data edges from the values each node
// reads, tensor meta with symbolic shapes, each node's module path (its layer: `layers.0`) and
// source line, and each placeholder's and returned value's role in the signature.
FxGraph exportedGraph(std::shared_ptr<const ExportedProgram> program);

// The `export` object of `graph --format json` (GRAPH_JSON.md): signature, range constraints,
// dynamic dimensions, module call graph, versions, weights, problems.
QJsonObject exportJson(const ExportedProgram &p);

} // namespace cs
