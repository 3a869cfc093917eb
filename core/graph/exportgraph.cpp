#include "core/graph/exportgraph.h"

#include "core/util/jsonvalue.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>

namespace cs {
namespace {

FxNode::Op fxOp(ExportNode::Op op)
{
    switch (op) {
    case ExportNode::Op::Placeholder:
        return FxNode::Op::Placeholder;
    case ExportNode::Op::GetItem:
        return FxNode::Op::GetItem;
    case ExportNode::Op::GetAttr:
        return FxNode::Op::GetAttr;
    case ExportNode::Op::Output:
        return FxNode::Op::Output;
    case ExportNode::Op::CallFunction:
        break;
    }
    return FxNode::Op::CallFunction;
}

QString specText(const ExportSpec &s)
{
    return s.target.isEmpty() ? s.kind : s.kind + QLatin1Char(' ') + s.target;
}

QJsonArray specsJson(const std::vector<ExportSpec> &specs)
{
    QJsonArray out;
    for (const ExportSpec &s : specs) {
        QJsonObject o { { QStringLiteral("kind"), s.kind }, { QStringLiteral("name"), s.name },
            { QStringLiteral("target"), orNull(s.target) } };
        if (s.kind == QLatin1String("buffer"))
            o[QStringLiteral("persistent")] = s.persistent;
        out.append(o);
    }
    return out;
}

} // namespace

FxGraph exportedGraph(std::shared_ptr<const ExportedProgram> program)
{
    FxGraph g;
    const ExportedProgram &p = *program;
    g.nodes.reserve(p.nodes.size());
    // Signature entries and sub-graphs by name, found once (not one scan of them per node): the
    // first input spec of a name, every output spec in order, the first sub-graph of a name.
    QHash<QString, const ExportSpec *> inputSpecs;
    QHash<QString, QList<const ExportSpec *>> outputSpecs;
    QHash<QString, const ExportSubgraph *> subgraphs;
    for (const ExportSpec &s : p.inputs)
        if (!inputSpecs.contains(s.name))
            inputSpecs.insert(s.name, &s);
    for (const ExportSpec &s : p.outputs)
        outputSpecs[s.name] << &s;
    for (const ExportSubgraph &s : p.subgraphs)
        if (!subgraphs.contains(s.name))
            subgraphs.insert(s.name, &s);
    for (const ExportNode &e : p.nodes) {
        FxNode n;
        n.name = e.name;
        n.op = fxOp(e.op);
        n.target = e.target;
        n.args = e.args.join(QStringLiteral(", "));
        n.module = e.module;
        n.moduleType = e.moduleType;
        n.layer = e.module.isEmpty() ? QString() : layerOfModule(e.module);
        n.file = e.file;
        n.line = e.line;
        n.code = e.code;
        if (const auto it = p.tensors.constFind(e.name); it != p.tensors.cend()) {
            n.dtype = it->dtype;
            n.shape = it->shape;
            n.stride = it->stride;
            n.device = it->device;
        } else if (const auto sym = p.symValues.constFind(e.name); sym != p.symValues.cend()) {
            n.dtype = QStringLiteral("Sym");
            n.shape = *sym;
        }
        QStringList roles;
        if (e.op == ExportNode::Op::Placeholder)
            if (const ExportSpec *s = inputSpecs.value(e.name))
                roles << specText(*s);
        for (const ExportSpec *s : outputSpecs.value(e.name))
            roles << specText(*s);
        if (e.op == ExportNode::Op::GetAttr)
            if (const ExportSubgraph *sub = subgraphs.value(e.target); sub && sub->graph)
                roles << QStringLiteral("sub-graph of %1 (%2), %3 node(s)")
                             .arg(sub->call, sub->hop)
                             .arg(sub->graph->nodes.size());
        n.role = roles.join(QStringLiteral("; "));
        g.index.insert(n.name, static_cast<int>(g.nodes.size()));
        g.nodes.push_back(std::move(n));
    }
    QSet<qint64> seen;
    for (size_t i = 0; i < p.nodes.size(); ++i)
        for (const QString &r : p.nodes[i].reads) {
            const int from = g.find(r);
            if (from < 0 || from == static_cast<int>(i))
                continue;
            const qint64 key = (qint64(from) << 32) | qint64(i);
            if (!seen.contains(key)) {
                seen.insert(key);
                g.edges.emplace_back(from, static_cast<int>(i));
            }
        }
    // An AOTInductor package's kernels, tied to the nodes they compute (exportedprogram.h).
    if (!p.kernels.isEmpty()) {
        g.assignGroups(p.kernels);
        g.groupSource = p.kernelSource == QLatin1String("kernel_information.json")
            ? QStringLiteral("provenance (kernel_information.json)")
            : p.kernelSource;
        for (const FusionGroup &group : g.groups)
            if (const auto code = p.kernelCode.constFind(group.kernel); code != p.kernelCode.cend())
                g.kernelSource.insert(group.kernel, *code);
    }
    g.exported = std::move(program);
    return g;
}

QJsonObject exportJson(const ExportedProgram &p)
{
    QJsonObject ranges;
    for (const ExportRange &r : p.ranges)
        ranges[r.symbol] = QJsonObject { { QStringLiteral("min"), r.min ? QJsonValue(qint64(*r.min)) : QJsonValue() },
            { QStringLiteral("max"), r.max ? QJsonValue(qint64(*r.max)) : QJsonValue() } };
    QJsonArray calls;
    for (const auto &c : p.moduleCalls)
        calls.append(QJsonObject { { QStringLiteral("fqn"), c.fqn },
            { QStringLiteral("forward_arg_names"), QJsonArray::fromStringList(c.forwardArgs) } });
    QJsonObject opset;
    for (auto it = p.opset.cbegin(); it != p.opset.cend(); ++it)
        opset[it.key()] = it.value();
    QJsonArray weights;
    for (const ExportWeight &w : p.weights)
        weights.append(QJsonObject { { QStringLiteral("name"), w.name }, { QStringLiteral("kind"), w.kind },
            { QStringLiteral("dtype"), orNull(w.dtype) }, { QStringLiteral("shape"), orNull(w.shape) },
            { QStringLiteral("entry"), w.entry },
            { QStringLiteral("bytes"), w.bytes >= 0 ? QJsonValue(qint64(w.bytes)) : QJsonValue() } });
    QJsonArray subgraphs;
    for (const ExportSubgraph &s : p.subgraphs)
        subgraphs.append(QJsonObject { { QStringLiteral("name"), s.name }, { QStringLiteral("call"), orNull(s.call) },
            { QStringLiteral("hop"), orNull(s.hop) },
            { QStringLiteral("nodes"), s.graph ? QJsonValue(qint64(s.graph->nodes.size())) : QJsonValue() } });
    return QJsonObject { { QStringLiteral("file"), p.archive }, { QStringLiteral("entry"), p.entry },
        { QStringLiteral("subgraph_path"), orNull(p.path) }, { QStringLiteral("subgraphs"), subgraphs },
        { QStringLiteral("model"), p.model },
        { QStringLiteral("schema_version"),
            p.schemaMajor >= 0 || p.schemaUnreadable ? QJsonValue(p.schemaText()) : QJsonValue() },
        { QStringLiteral("newer_schema"), p.newerSchema }, { QStringLiteral("damaged"), p.damaged },
        { QStringLiteral("torch_version"), orNull(p.torchVersion) }, { QStringLiteral("opset_version"), opset },
        { QStringLiteral("verifiers"), QJsonArray::fromStringList(p.verifiers) },
        { QStringLiteral("inputs"), specsJson(p.inputs) }, { QStringLiteral("outputs"), specsJson(p.outputs) },
        { QStringLiteral("range_constraints"), ranges },
        { QStringLiteral("dynamic_dims"), QJsonArray::fromStringList(p.dynamicDims()) },
        { QStringLiteral("module_call_graph"), calls }, { QStringLiteral("weights"), weights },
        { QStringLiteral("kernel_ties"),
            p.kernelSource.isEmpty() && p.untiedKernels.isEmpty()
                ? QJsonValue()
                : QJsonValue(QJsonObject { { QStringLiteral("source"), orNull(p.kernelSource) },
                    { QStringLiteral("nodes"), static_cast<qint64>(p.kernels.size()) },
                    { QStringLiteral("untied"), QJsonArray::fromStringList(p.untiedKernels) } }) },
        { QStringLiteral("problems"), QJsonArray::fromStringList(p.problems) } };
}

} // namespace cs
