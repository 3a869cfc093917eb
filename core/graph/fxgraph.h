#pragma once

#include "core/analysis/kernelcounts.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <string_view>
#include <vector>

namespace cs {

// One node of an FX graph as printed by PyTorch (FORMATS §4.2, torch/fx/graph.py
// `python_code`): the placeholders of the forward's signature, one node per assignment, the
// output. GetItem is FX's call_function on operator.getitem with a constant index (a tuple
// element); it counts as a call like the other call ops.
struct FxNode {
    enum class Op { Placeholder, CallFunction, CallMethod, CallModule, GetItem, GetAttr, Output };
    QString name;
    Op op = Op::CallFunction;
    // aten.addmm.default, torch._C._nn.linear, operator.add, getitem; the method (`mean`) of a
    // call_method, the module path of a call_module or get_attr; a placeholder's argument name
    // in the signature (Dynamo: `L_x_` for the node `l_x_`).
    QString target;
    QString dtype; // f32, bf16, b8, i64, Sym; empty when not annotated (tuples)
    QString shape, stride, device; // "32, 128, 1024" / "131072, 1024, 1" / "cuda:0"
    QString file; // the `# File:` comment above it
    int line = 0;
    QString code; // the user's source line of that comment
    // The module path it runs in (`transformer.h.0.attn.c_attn`): Dynamo graphs from their
    // parameters' names; post-grad graphs loaded for drawing from their AOT compilation's graphs.
    QString module;
    QString layer; // that path up to its first index (`transformer.h.0`), else its first part
    bool parameter = false; // a placeholder that is a module's parameter or buffer (Dynamo graphs)
    int group = -1; // index into FxGraph::groups (post-grad graphs)
    // Exported programs: its role in the graph signature (`parameter fc.weight`, `user_input`;
    // a value the program returns: `user_output`, `buffer_mutation bn.running_mean`, ...), its
    // arguments as written, and the module class it runs in.
    QString role, args, moduleType;
    static QString opName(Op op);
    // call_function, call_method, call_module (Dynamo's graph_op_count counts these).
    bool isCall() const
    {
        return op == Op::CallFunction || op == Op::CallMethod || op == Op::CallModule || op == Op::GetItem;
    }
};

// A fusion group: the post-grad nodes one generated kernel (or extern call) computes.
struct FusionGroup {
    QString kernel; // triton_per_fused_..., cpp_fused_..., extern_kernels.mm, aten.randint.low_out
    QString kind; // triton, template, cpp, extern
    std::vector<int> members; // node indices, graph order
};

struct ExportedProgram;

struct FxGraph {
    std::vector<FxNode> nodes;
    std::vector<std::pair<int, int>> edges; // producer → consumer, each pair once
    std::vector<FusionGroup> groups;
    QHash<QString, int> index; // node name → index
    QString groupSource; // provenance, output_code, or empty (no kernel groups)
    QHash<QString, QString> kernelSource; // post-grad graphs: each kernel's definition in the generated code
    std::shared_ptr<const ExportedProgram> exported; // the program this graph was read from (signature, ranges)
    // Post-grad graphs: distinct kernels and launches of the generated code read with useOutputCode
    // (outputCodes 0: none was read). `groups` are the node groups the graph is drawn by: one per
    // launch with provenance, one per distinct kernel and extern node from the code alone.
    KernelCounts codeCounts;

    int find(const QString &name) const { return index.value(name, -1); }
    int placeholderCount() const;
    int callCount() const;
    // Kernel groups by provenance: `postToCppCode` entries `<kernel>:<handle>`.
    void assignGroups(const QHash<QString, QStringList> &postToKernels);
    // Reads the generated code of this (post-grad) graph: each kernel's definition, and kernel
    // groups from the `Source node to ATen node mapping` comments above each kernel, extern
    // calls by target (provenance, when recorded, replaces the groups with assignGroups).
    void useOutputCode(std::string_view outputCode);
    static QString kindOfKernel(const QString &kernel);
};

// Parses the readable form of a graph payload or FX dump (Dynamo, AOT, pre-/post-grad), after
// the grammar of FX's printer: one-line or expanded signatures, pytree bindings, a
// placeholder's `<name> = <target>` line (the same node, not a call), in-place operators,
// multi-line returns. Only the top-level forward is read; nested sub-graph classes are
// skipped. In Dynamo graphs the parameters' names carry their module paths
// (`L_self_modules_h_modules_0_..._weight_`): a node runs in the module of the first parameter
// it reads, else of the node before it.
FxGraph parseFxGraph(std::string_view text);

// A module path up to its first index (`layers.0.attn` → `layers.0`), else its first part.
QString layerOfModule(const QString &module);

} // namespace cs
