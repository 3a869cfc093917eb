#include "core/graph/fxgraph.h"

#include "core/analysis/outputcode.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace cs {
namespace {

bool isExternTarget(const QString &target)
{
    static const QStringList externs { QStringLiteral("aten.mm."), QStringLiteral("aten.addmm."),
        QStringLiteral("aten.bmm."), QStringLiteral("aten.baddbmm."), QStringLiteral("aten.convolution."),
        QStringLiteral("aten._scaled_dot_product_"), QStringLiteral("aten._scaled_mm."),
        QStringLiteral("aten.convolution_backward."), QStringLiteral("aten._flash_attention"),
        QStringLiteral("aten._efficient_attention") };
    for (const QString &e : externs)
        if (target.startsWith(e))
            return true;
    return false;
}

} // namespace

QString FxNode::opName(Op op)
{
    switch (op) {
    case Op::Placeholder:
        return QStringLiteral("placeholder");
    case Op::CallFunction:
        return QStringLiteral("call_function");
    case Op::CallMethod:
        return QStringLiteral("call_method");
    case Op::CallModule:
        return QStringLiteral("call_module");
    case Op::GetItem:
        return QStringLiteral("getitem");
    case Op::GetAttr:
        return QStringLiteral("get_attr");
    case Op::Output:
        return QStringLiteral("output");
    }
    return {};
}

int FxGraph::placeholderCount() const
{
    return static_cast<int>(
        std::count_if(nodes.begin(), nodes.end(), [](const FxNode &n) { return n.op == FxNode::Op::Placeholder; }));
}

int FxGraph::callCount() const
{
    return static_cast<int>(std::count_if(nodes.begin(), nodes.end(), [](const FxNode &n) { return n.isCall(); }));
}

QString FxGraph::kindOfKernel(const QString &kernel)
{
    if (kernel.startsWith(QLatin1String("triton_tem_")) || kernel.startsWith(QLatin1String("triton_mm"))
        || kernel.startsWith(QLatin1String("triton_bmm")))
        return QStringLiteral("template");
    if (kernel.startsWith(QLatin1String("triton_")))
        return QStringLiteral("triton");
    if (kernel.startsWith(QLatin1String("cpp_")))
        return QStringLiteral("cpp");
    return QStringLiteral("extern");
}

void FxGraph::assignGroups(const QHash<QString, QStringList> &postToKernels)
{
    groups.clear();
    groupSource = QStringLiteral("provenance");
    QHash<QString, int> byKernel;
    for (size_t i = 0; i < nodes.size(); ++i) {
        nodes[i].group = -1;
        // A node may be computed by several kernels (a split reduction, an extern call and the
        // epilogue after it): it belongs to each group, and its own group is the first.
        for (const QString &entry : postToKernels.value(nodes[i].name)) {
            const qsizetype colon = entry.lastIndexOf(u':');
            const QString kernel = colon > 0 ? entry.left(colon) : entry;
            auto it = byKernel.find(entry);
            if (it == byKernel.end()) {
                it = byKernel.insert(entry, static_cast<int>(groups.size()));
                groups.push_back({ kernel, kindOfKernel(kernel), {} });
            }
            groups[*it].members.push_back(static_cast<int>(i));
            if (nodes[i].group < 0)
                nodes[i].group = *it;
        }
    }
}

void FxGraph::useOutputCode(std::string_view outputCode)
{
    static const QRegularExpression mapping(QStringLiteral(R"(^#\s+\S*\s*=> (.+)$)"));
    static const QRegularExpression definition(QStringLiteral(R"(^(\w+) = async_compile\.(\w+)\()"));
    QHash<QString, QStringList> postToKernels;
    QStringList pending;
    bool inMapping = false;
    const QStringList lines
        = QString::fromUtf8(outputCode.data(), static_cast<qsizetype>(outputCode.size())).split(QLatin1Char('\n'));
    const OutputCode code = parseOutputCode(outputCode);
    codeCounts = countKernels(code);
    for (const KernelDef &k : code.kernels)
        kernelSource.insert(k.name, kernelDefinitionText(lines, k));
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("# Source node to ATen node mapping:"))) {
            inMapping = true;
            continue;
        }
        if (inMapping) {
            if (const auto m = mapping.match(line); m.hasMatch()) {
                for (const QString &n : m.captured(1).split(QStringLiteral(", "), Qt::SkipEmptyParts))
                    pending << n.trimmed();
                continue;
            }
            inMapping = false;
        }
        if (const auto m
            = line.contains(QLatin1String(" = async_compile.")) ? definition.match(line) : QRegularExpressionMatch();
            m.hasMatch()) {
            for (const QString &n : pending)
                if (!postToKernels[n].contains(m.captured(1)))
                    postToKernels[n] << m.captured(1);
            pending.clear();
        }
    }
    // Extern kernels (mm, addmm, convolution, attention) are one call each.
    for (const FxNode &n : nodes)
        if (!postToKernels.contains(n.name) && isExternTarget(n.target))
            postToKernels.insert(n.name, { QStringLiteral("extern:") + n.target.section(u'.', 0, 1) + u':' + n.name });
    assignGroups(postToKernels);
    groupSource = QStringLiteral("output_code");
    for (FusionGroup &g : groups)
        if (g.kernel.startsWith(QLatin1String("extern:")))
            g.kernel = g.kernel.mid(7);
}

} // namespace cs
