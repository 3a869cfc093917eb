#include "core/graph/fxgraph.h"

#include "core/analysis/outputcode.h"

#include <QRegularExpression>
#include <QSet>

namespace cs {
namespace {

int indentOf(QStringView line)
{
    int n = 0;
    while (n < line.size() && line[n] == u' ')
        ++n;
    return n;
}

// `f32[32, 128, 1024][131072, 1024, 1]cuda:0`, `Sym(s77)`, `b8[][]cuda:0`.
void readAnnotation(const QString &ann, FxNode &n)
{
    if (ann.startsWith(QLatin1String("Sym("))) {
        n.dtype = QStringLiteral("Sym");
        n.shape = ann.mid(4).chopped(1);
        return;
    }
    const qsizetype b1 = ann.indexOf(u'['), e1 = ann.indexOf(u']', b1);
    if (b1 < 0 || e1 < 0) {
        n.dtype = ann;
        return;
    }
    n.dtype = ann.left(b1);
    n.shape = ann.mid(b1 + 1, e1 - b1 - 1);
    const qsizetype b2 = ann.indexOf(u'[', e1), e2 = ann.indexOf(u']', b2);
    if (b2 == e1 + 1 && e2 > b2) {
        n.stride = ann.mid(b2 + 1, e2 - b2 - 1);
        n.device = ann.mid(e2 + 1);
    } else {
        n.device = ann.mid(e1 + 1);
    }
}

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

// `L_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_weight_` →
// `transformer.h.0.ln_1`; empty for names that are no module attribute.
QString modulePathOf(const QString &name)
{
    static const QRegularExpression re(QStringLiteral(R"(^[Ll]_(?:self|fn)_modules_(.+?)_(?:parameters|buffers)_\w+_$)"));
    const auto m = re.match(name);
    return m.hasMatch() ? m.captured(1).replace(QLatin1String("_modules_"), QLatin1String(".")) : QString();
}

QString layerOf(const QString &module)
{
    const QStringList parts = module.split(u'.');
    for (qsizetype i = 0; i < parts.size(); ++i) {
        bool number = false;
        parts[i].toInt(&number);
        if (number)
            return parts.mid(0, i + 1).join(u'.');
    }
    return parts.size() > 1 ? parts.mid(0, parts.size() - 1).join(u'.') : module;
}

void assignModules(FxGraph &g)
{
    for (FxNode &n : g.nodes) {
        n.module = modulePathOf(n.name);
        const int aliased = n.op == FxNode::Op::CallFunction ? g.find(n.target) : -1; // `l_x_ = L_x_`
        n.parameter = !n.module.isEmpty() || (aliased >= 0 && g.nodes[aliased].op == FxNode::Op::Placeholder);
        if (n.parameter)
            n.layer = layerOf(n.module);
    }
    std::vector<int> firstInput(g.nodes.size(), -1);
    for (const auto &[from, to] : g.edges)
        if (!g.nodes[from].module.isEmpty() && firstInput[to] < 0)
            firstInput[to] = from;
    QString module, layer;
    for (size_t i = 0; i < g.nodes.size(); ++i) {
        FxNode &n = g.nodes[i];
        if (n.op == FxNode::Op::Output || n.op == FxNode::Op::Placeholder || n.parameter)
            continue; // parameters have their own module; they do not set the running one
        if (n.module.isEmpty() && firstInput[i] >= 0) {
            n.module = g.nodes[firstInput[i]].module;
            n.layer = g.nodes[firstInput[i]].layer;
        }
        if (n.module.isEmpty()) {
            n.module = module;
            n.layer = layer;
        } else {
            module = n.module;
            layer = n.layer;
        }
    }
}

} // namespace

QString FxNode::opName(Op op)
{
    switch (op) {
    case Op::Placeholder:
        return QStringLiteral("placeholder");
    case Op::CallFunction:
        return QStringLiteral("call_function");
    case Op::GetItem:
        return QStringLiteral("getitem");
    case Op::GetAttr:
        return QStringLiteral("get_attr");
    case Op::Output:
        return QStringLiteral("output");
    }
    return {};
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
    const QStringList lines = QString::fromUtf8(outputCode.data(), static_cast<qsizetype>(outputCode.size()))
                                  .split(QLatin1Char('\n'));
    for (const KernelDef &k : parseOutputCode(outputCode).kernels)
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
        if (const auto m = definition.match(line); m.hasMatch()) {
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

FxGraph parseFxGraph(std::string_view text)
{
    static const QRegularExpression assign(QStringLiteral(R"re(^(\w+)(?:: "([^"]*)")? = (.+)$)re"));
    static const QRegularExpression declare(QStringLiteral(R"re(^(\w+): "([^"]*)"(?:\s*#.*)?$)re"));
    static const QRegularExpression param(QStringLiteral(R"re((\w+)(?:: "([^"]*)")?)re"));
    static const QRegularExpression fileComment(QStringLiteral(R"(^# File: (.+):(\d+) in \S+, code: (.*)$)"));
    static const QRegularExpression identifier(QStringLiteral(R"(\b[A-Za-z_]\w*\b)"));
    static const QRegularExpression getitem(QStringLiteral(R"(^(\w+)\[(\d+)\]$)"));
    FxGraph g;
    QSet<qint64> seenEdges;
    auto addNode = [&](FxNode n) {
        g.index.insert(n.name, static_cast<int>(g.nodes.size()));
        g.nodes.push_back(std::move(n));
    };
    auto addEdges = [&](const QString &expr, int to) {
        for (auto it = identifier.globalMatch(expr); it.hasNext();) {
            const int from = g.find(it.next().captured(0));
            if (from < 0 || from == to)
                continue;
            const qint64 key = (qint64(from) << 32) | to;
            if (!seenEdges.contains(key)) {
                seenEdges.insert(key);
                g.edges.emplace_back(from, to);
            }
        }
    };
    const QStringList lines
        = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())).split(QLatin1Char('\n'));
    int body = -1; // indentation of the forward's body
    QString file, code;
    int line = 0;
    for (const QString &raw : lines) {
        const QString s = raw.trimmed();
        if (s.isEmpty())
            continue;
        const int indent = indentOf(raw);
        if (body < 0) {
            if (!s.startsWith(QLatin1String("def forward(")))
                continue;
            body = indent + 4;
            const qsizetype open = s.indexOf(u'('), close = s.lastIndexOf(QLatin1String("):"));
            if (close > open) // one-line signature: the placeholders
                for (auto it = param.globalMatch(s.mid(open + 1, close - open - 1)); it.hasNext();) {
                    const auto m = it.next();
                    if (m.captured(1) == QLatin1String("self") || m.captured(2).isEmpty())
                        continue;
                    FxNode n;
                    n.name = m.captured(1);
                    n.op = FxNode::Op::Placeholder;
                    readAnnotation(m.captured(2), n);
                    addNode(n);
                }
            continue;
        }
        if (indent < body) {
            if (s.startsWith(QLatin1String("class ")) || s.startsWith(QLatin1String("def ")))
                break; // the forward ended; nested sub-graphs follow
            continue; // the rest of a multi-line signature
        }
        if (indent > body)
            continue;
        if (s.startsWith(u'#')) {
            if (const auto m = fileComment.match(s); m.hasMatch()) {
                file = m.captured(1);
                line = m.captured(2).toInt();
                code = m.captured(3);
            } else if (s.startsWith(QLatin1String("# No stacktrace found"))) {
                file.clear();
                code.clear();
                line = 0;
            }
            continue;
        }
        if (s.startsWith(QLatin1String("return "))) {
            FxNode n;
            n.name = QStringLiteral("output");
            n.op = FxNode::Op::Output;
            n.target = QStringLiteral("output");
            addNode(n);
            addEdges(s.mid(7), static_cast<int>(g.nodes.size() - 1));
            continue;
        }
        if (const auto m = declare.match(s); m.hasMatch()) { // flattened AOT inputs
            FxNode n;
            n.name = m.captured(1);
            n.op = FxNode::Op::Placeholder;
            readAnnotation(m.captured(2), n);
            addNode(n);
            continue;
        }
        const auto m = assign.match(s);
        if (!m.hasMatch())
            continue;
        QString expr = m.captured(3);
        if (const qsizetype cleanup = expr.indexOf(QLatin1String(";  ")); cleanup >= 0)
            expr.truncate(cleanup);
        if (g.index.contains(m.captured(1)))
            continue; // `x = None` cleanups and rebinding are not new nodes
        FxNode n;
        n.name = m.captured(1);
        readAnnotation(m.captured(2), n);
        n.file = file;
        n.line = line;
        n.code = code;
        if (const auto gi = getitem.match(expr); gi.hasMatch()) {
            n.op = FxNode::Op::GetItem;
            n.target = QStringLiteral("getitem");
        } else if (expr.startsWith(QLatin1String("self."))) {
            n.op = FxNode::Op::GetAttr;
            n.target = expr.mid(5);
        } else {
            const qsizetype paren = expr.indexOf(u'(');
            n.target = paren > 0 ? expr.left(paren) : expr;
            if (n.target.startsWith(QLatin1String("torch.ops.")))
                n.target = n.target.mid(10);
        }
        addNode(n);
        const qsizetype paren = expr.indexOf(u'(');
        addEdges(n.op == FxNode::Op::GetItem || paren < 0 ? expr : expr.mid(paren), static_cast<int>(g.nodes.size() - 1));
    }
    assignModules(g);
    return g;
}

} // namespace cs
