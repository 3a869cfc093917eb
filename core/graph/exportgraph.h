#pragma once

#include "core/graph/fxgraph.h"
#include "core/model/exportedprogram.h"

#include <QJsonObject>

#include <memory>
#include <string_view>

namespace cs {

// An exported program's graph in the engine's FX model: the nodes torch.export.load rebuilds
// (placeholders, calls, getitems, get_attrs, the output), data edges from the values each node
// reads, tensor meta with symbolic shapes, each node's module path (its layer: `layers.0`) and
// source line, and each placeholder's and returned value's role in the signature.
FxGraph exportedGraph(std::shared_ptr<const ExportedProgram> program);

// An ExportedProgram as torch.export prints it (`str(ep)`: the graph module's code, `Graph
// signature:` and `Range constraints:`), the payload of an `exported_program` trace record.
// Signature kinds are given the schema's names (CONSTANT_TENSOR → tensor_constant); tensor
// meta comes from the annotations (`f32[s77, 16]`). The printout has no nn_module_stack: a
// parameter's or buffer's module is its state-dict name's, and a call runs in the module of
// the first of those it reads, else of the call before it. What cannot be read is in
// `problems`; `file`/`entry` name the trace and the record.
std::shared_ptr<const ExportedProgram> readPrintedProgram(
    std::string_view text, const QString &file, const QString &entry, const QString &model);

// The `export` object of `graph --format json` (GRAPH_JSON.md): signature, range constraints,
// dynamic dimensions, module call graph, versions, weights, problems.
QJsonObject exportJson(const ExportedProgram &p);

} // namespace cs
