#pragma once

#include "core/analysis/compileoverview.h"
#include "core/analysis/compiletimefinding.h"
#include "core/model/tracelog.h"

#include <QString>

#include <memory>
#include <string_view>
#include <vector>

namespace cs {

// A compile whose one Dynamo graph holds many copies of the same block — the layers of a model
// compiled whole (`transformer.h.0` … `transformer.h.47`): Inductor compiles every copy, so
// compile time grows with the depth. The usual remedy is regional compilation: compile the block
// (`for block in model.transformer.h: block.compile()`), which PyTorch compiles once and reuses
// for every layer.
struct RepeatedBlock : CompileTimeFinding {
    QString container; // the module list the graph holds entries of, as the user writes it: "transformer.h"
    int copies = 0; // how many of its entries (distinct indices) the graph holds
};

// Copies of one block that make a finding.
constexpr int RepeatedBlockMinCopies = 4;

// The compiles (of at least a second; the three longest of each log) whose Dynamo graph lifts
// the parameters of RepeatedBlockMinCopies or more entries of one module list. Reads only those
// compiles' `dynamo_output_graph` payloads. A run that already compiles regions (records with a
// `subgraph_name`, torch 2.15+ regional Inductor) gets none, nor a graph that calls its blocks
// as nested compile regions (invoke_subgraph).
std::vector<RepeatedBlock> repeatedBlocks(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews);

// The module lists a Dynamo graph's lifted parameters and buffers come from, with how many
// distinct entries of each: `l_self_modules_transformer_modules_h_modules_7_modules_attn_...`
// names entry 7 of `transformer.h`. The outermost indexed list of each name counts.
std::vector<std::pair<QString, int>> indexedModuleLists(std::string_view graphCode);

} // namespace cs
