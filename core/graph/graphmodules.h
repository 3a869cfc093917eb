#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

#include <string_view>

namespace cs {

struct FxGraph;

// `L_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_weight_` →
// `transformer.h.0.ln_1`; empty for names that are no module attribute.
QString modulePathOf(const QString &name);

// Dynamo graphs: the parameters' names carry their module paths; a node runs in the module of
// the first parameter it reads, else of the node before it.
void assignModules(FxGraph &g);

// What AOTAutograd wrote beside each input of its forward, backward or inference graph
// (`primals_4: "f32[768]"  # PlainAOTInput(idx=3)`, torch 2.9+): the index of the graph
// AOTAutograd was given (the compile's pre-grad graph) it stands for, or the parameter or buffer
// it is (`# ParamAOTInput(target='fc.weight')`). Inputs without one are not in either map.
struct AotInputs {
    QHash<QString, int> plain; // input name → index among the pre-grad graph's inputs
    QHash<QString, QString> attribute; // input name → parameter or buffer (`fc.weight`)
    bool isEmpty() const { return plain.isEmpty() && attribute.isEmpty(); }
};
AotInputs readAotInputs(std::string_view aotGraphText);

// Post-grad graphs name no module. Their inputs take the modules of what AOTAutograd says they
// are (`inputs`: a parameter's own path, or the pre-grad graph `source`'s input at that index);
// their operations the module of the pre-grad nodes provenance's `postToPre` names (all in one
// layer: their shared path; in several: none, and none passed on); with such a map, the rest, as
// in Dynamo graphs, that of their first input with one, else of the node before (without one, as
// in backward graphs, operations take none: the neighbours' would be the next block's). An input
// whose dtype or shape is not its source's takes nothing (the graphs do not line up). Returns the
// nodes given a module by the two maps.
int adoptModules(
    FxGraph &post, const FxGraph &source, const AotInputs &inputs, const QHash<QString, QStringList> &postToPre);

} // namespace cs
