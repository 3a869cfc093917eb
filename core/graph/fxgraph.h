#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <string_view>
#include <vector>

namespace cs {

// One node of an FX graph as printed by PyTorch (FORMATS §4.2): placeholders from the
// forward signature, one node per assignment, the output.
struct FxNode {
    enum class Op { Placeholder, CallFunction, GetItem, GetAttr, Output };
    QString name;
    Op op = Op::CallFunction;
    QString target; // aten.addmm.default, torch._C._nn.linear, getitem, ...
    QString dtype; // f32, bf16, b8, i64, Sym; empty when not annotated (tuples)
    QString shape, stride, device; // "32, 128, 1024" / "131072, 1024, 1" / "cuda:0"
    QString file; // the `# File:` comment above it
    int line = 0;
    QString code; // the user's source line of that comment
    QString module; // Dynamo graphs: the module path it runs in (`transformer.h.0.attn.c_attn`)
    QString layer; // that path up to its first index (`transformer.h.0`), else its first part
    bool parameter = false; // a module's parameter or buffer, or Dynamo's local copy of an input
    int group = -1; // index into FxGraph::groups (post-grad graphs)
    static QString opName(Op op);
};

// A fusion group: the post-grad nodes one generated kernel (or extern call) computes.
struct FusionGroup {
    QString kernel; // triton_per_fused_..., cpp_fused_..., extern_kernels.mm, aten.randint.low_out
    QString kind; // triton, template, cpp, extern
    std::vector<int> members; // node indices, graph order
};

struct FxGraph {
    std::vector<FxNode> nodes;
    std::vector<std::pair<int, int>> edges; // producer → consumer, each pair once
    std::vector<FusionGroup> groups;
    QHash<QString, int> index; // node name → index
    QString groupSource; // provenance, output_code, or empty (no kernel groups)
    QHash<QString, QString> kernelSource; // post-grad graphs: each kernel's definition in the generated code

    int find(const QString &name) const { return index.value(name, -1); }
    // Kernel groups by provenance: `postToCppCode` entries `<kernel>:<handle>`.
    void assignGroups(const QHash<QString, QStringList> &postToKernels);
    // Reads the generated code of this (post-grad) graph: each kernel's definition, and kernel
    // groups from the `Source node to ATen node mapping` comments above each kernel, extern
    // calls by target (provenance, when recorded, replaces the groups with assignGroups).
    void useOutputCode(std::string_view outputCode);
    static QString kindOfKernel(const QString &kernel);
};

// Parses the readable form of a graph payload or FX dump (Dynamo, AOT, pre-/post-grad).
// Only the top-level forward is read; nested sub-graph classes are skipped. In Dynamo graphs
// the parameters' names carry their module paths (`L_self_modules_h_modules_0_..._weight_`):
// a node runs in the module of the first parameter it reads, else of the node before it.
FxGraph parseFxGraph(std::string_view text);

} // namespace cs
