#pragma once

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace cs {

// A serialized torch.export ExportedProgram as read from a `.pt2` archive
// (core/ingest/pt2/EXPORT_FORMAT.md). Nodes are the FX graph torch.export.load rebuilds from it:
// one placeholder per graph input, one call per serialized node, a `getitem` per element of a
// node's multiple outputs, a `get_attr` per sub-graph argument, and the output node last.
struct ExportTensorMeta {
    QString dtype; // f32, bf16, i64, b8, ...
    QString shape, stride; // "s31, s27, 16" / "16*s27, 16, 1" (symbols as sympy prints them readable)
    QString device; // cpu, cuda:0
    bool requiresGrad = false;
};

struct ExportNode {
    enum class Op { Placeholder, CallFunction, GetItem, GetAttr, Output };
    Op op = Op::CallFunction;
    QString name;
    QString target; // aten.linear.default (the `torch.ops.` prefix dropped), getitem, a sub-graph's name
    QStringList args; // `name=value` per argument as written (`input=x`, `dim=-1`)
    QStringList reads; // the values it reads (node names), in argument order
    QString module; // innermost nn_module_stack path (`layers.0.attn.qkv`); empty at top level
    QString moduleType; // its class (`torch.nn.modules.linear.Linear`)
    QString stackTrace; // as recorded
    QString file; // the innermost frame outside torch's own package
    int line = 0;
    QString code;
};

// One entry of the graph signature: `kind` is the InputSpec / OutputSpec union tag (user_input,
// parameter, buffer, tensor_constant, custom_obj, token, constant_input; user_output,
// loss_output, buffer_mutation, parameter_mutation, gradient_to_parameter,
// gradient_to_user_input, user_input_mutation, token), `name` the graph value, `target` the
// state-dict name it stands for (fc.weight), the user input it mutates, or a constant's value.
struct ExportSpec {
    QString kind, name, target;
    bool persistent = true; // buffers
};

struct ExportRange {
    QString symbol;
    std::optional<int64_t> min, max; // null: unbounded
    QString text() const;
};

// A weight or constant in the archive: described by the archive's config JSON, its data entry
// never inflated (`bytes` is the entry's declared size).
struct ExportWeight {
    QString name; // state-dict name (fc.weight)
    QString kind; // parameter, buffer, constant
    QString dtype, shape;
    QString entry;
    int64_t bytes = -1;
};

struct ExportedProgram;

// A sub-graph a higher-order op takes as an argument (`torch.cond`'s `true_graph_0` and
// `false_graph_0`, `map`'s `body_graph_0`, a `while_loop`'s cond and body): a graph of its own,
// as torch.export.load registers it (a submodule of the graph module under `name`, read by a
// `get_attr` node of that name before the call).
struct ExportSubgraph {
    QString name; // true_graph_0
    QString call; // the node that takes it (`cond`)
    QString hop; // that node's target (`higher_order.cond`)
    std::shared_ptr<const ExportedProgram> graph; // nodes, tensors and its own sub-graphs; no signature
};

struct ExportedProgram {
    QString archive; // the .pt2 file
    QString entry; // the program's JSON entry in it
    QString model; // models/<model>.json; `model` for the legacy flat layout
    int schemaMajor = -1, schemaMinor = -1;
    // schema_version is there but no pair of whole numbers (a major of 1e300): said as a problem,
    // the program read as the schema this reader knows. schemaText() says "unreadable".
    bool schemaUnreadable = false;
    QString schemaText() const
    {
        return schemaUnreadable ? QStringLiteral("unreadable")
                                : QStringLiteral("%1.%2").arg(schemaMajor).arg(schemaMinor);
    }
    bool newerSchema = false; // a major version above the one this reader was written for
    // Its structure is broken (a value read that nothing defines, a graph part that is no list):
    // torch.export.load would refuse it; `problems` says what.
    bool damaged = false;
    QString torchVersion;
    QMap<QString, int> opset; // aten: 10
    QStringList verifiers;
    std::vector<ExportNode> nodes;
    std::vector<ExportSubgraph> subgraphs; // in the order their calls appear
    QString path; // a sub-graph: its path in the program (`true_graph_0/body_graph_0`, as in its graph id); empty for the program
    QHash<QString, ExportTensorMeta> tensors; // by value name
    QHash<QString, QString> symValues; // sym_int / sym_float / sym_bool values: name → expression
    std::vector<ExportSpec> inputs, outputs;
    std::vector<ExportRange> ranges;
    struct ModuleCall {
        QString fqn;
        QStringList forwardArgs;
    };
    std::vector<ModuleCall> moduleCalls;
    std::vector<ExportWeight> weights;
    // AOTInductor packages that carry this program: the package's kernels that compute each
    // program node (`cpp_fused_mul_0:1`, `aoti_torch_cpu_addmm_out:2`; node name → kernels),
    // from Inductor's provenance (kernel_information.json: each kernel's `pre_grad_nodes`), else
    // from the wrapper's `Topologically Sorted Source Nodes` comments; `kernelSource` says which
    // (`kernel_information.json`, `wrapper comments`; empty: none). `untiedKernels`: the
    // package's kernels no node could be tied to, and `kernelCode` each C++ kernel's definition.
    QHash<QString, QStringList> kernels;
    QString kernelSource;
    QStringList untiedKernels;
    QHash<QString, QString> kernelCode;
    QStringList problems; // what could not be read, and why

    static constexpr int KnownSchemaMajor = 8;
    const ExportSpec *inputSpec(const QString &name) const;
    QList<const ExportSpec *> outputSpecs(const QString &name) const;
    const ExportSubgraph *subgraph(const QString &name) const; // a direct sub-graph by name
    int subgraphCount() const; // all of them, nested ones too
    // The symbols of the user inputs' shapes and their ranges, `s31: [2, 1024]`.
    QStringList dynamicDims() const;
};

} // namespace cs
