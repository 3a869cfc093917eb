#include "core/graph/exportgraph.h"

#include "core/ingest/pt2/exportreader.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <deque>
#include <mutex>
#include <optional>

namespace cs {
namespace {

// InputKind / OutputKind names (torch/export/graph_signature.py) → the schema's union tags, the
// names the .pt2 reader gives them (EXPORT_FORMAT.md).
QString specKind(const QString &name)
{
    if (name == QLatin1String("CONSTANT_TENSOR"))
        return QStringLiteral("tensor_constant");
    return name.toLower();
}

// 2.11: `ExportGraphSignature.__str__`, one spec a line under `# inputs` and `# outputs`:
// `p_fc_weight: PARAMETER target='fc.weight'`, `b_scale: BUFFER target='scale' persistent=True`.
// Older: the dataclass repr, `ExportGraphSignature(input_specs=[InputSpec(kind=<InputKind.
// USER_INPUT: 1>, arg=TensorArgument(name='x'), target=None, persistent=None), ...], ...)`.
void readSignature(const QString &text, ExportedProgram &p)
{
    static const QRegularExpression repr(QStringLiteral(
        R"((Input|Output)Spec\(kind=<\w+\.(\w+): \d+>, arg=\w+\((?:name='([^']*)')?[^)]*\), target=(?:None|'([^']*)')(?:, persistent=(True|False|None))?\))"));
    if (text.contains(QLatin1String("ExportGraphSignature("))) {
        for (auto it = repr.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            ExportSpec s { specKind(m.captured(2)), m.captured(3), m.captured(4) };
            s.persistent = m.captured(5) != QLatin1String("False");
            (m.captured(1) == QLatin1String("Input") ? p.inputs : p.outputs).push_back(s);
        }
        return;
    }
    static const QRegularExpression line(
        QStringLiteral(R"(^\s*(\S*): ([A-Z_]+)(?: target='(.*?)')?(?: persistent=(True|False|None))?\s*$)"));
    std::vector<ExportSpec> *into = nullptr;
    for (const QString &l : text.split(u'\n')) {
        const QString t = l.trimmed();
        if (t == QLatin1String("# inputs"))
            into = &p.inputs;
        else if (t == QLatin1String("# outputs"))
            into = &p.outputs;
        else if (const auto m = line.match(l); m.hasMatch() && into) {
            ExportSpec s { specKind(m.captured(2)), m.captured(1), m.captured(3) };
            s.persistent = m.captured(4) != QLatin1String("False");
            into->push_back(s);
        }
    }
}

std::optional<int64_t> bound(const QString &text)
{
    bool ok = false;
    const qlonglong v = text.trimmed().toLongLong(&ok);
    return ok ? std::optional<int64_t>(v) : std::nullopt; // int_oo, -int_oo, oo: unbounded
}

// `{s77: VR[3, 64], u0: VR[-int_oo, 15]}`.
void readRanges(const QString &text, ExportedProgram &p)
{
    static const QRegularExpression range(QStringLiteral(R"(([A-Za-z_]\w*): VR\[([^,\]]+), ([^\]]+)\])"));
    for (auto it = range.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        p.ranges.push_back({ m.captured(1), bound(m.captured(2)), bound(m.captured(3)) });
    }
}

ExportNode::Op exportOp(FxNode::Op op)
{
    switch (op) {
    case FxNode::Op::Placeholder:
        return ExportNode::Op::Placeholder;
    case FxNode::Op::GetItem:
        return ExportNode::Op::GetItem;
    case FxNode::Op::GetAttr:
        return ExportNode::Op::GetAttr;
    case FxNode::Op::Output:
        return ExportNode::Op::Output;
    default:
        return ExportNode::Op::CallFunction;
    }
}

// The state-dict name's module (`block.fc.weight` → `block.fc`).
QString moduleOfTarget(const QString &target)
{
    const qsizetype dot = target.lastIndexOf(u'.');
    return dot > 0 ? target.left(dot) : QString();
}

// The deepest module both paths lie in (`features.0.bn`, `features.1.conv` → `features`).
QString commonModule(const QString &a, const QString &b)
{
    const QStringList x = a.split(u'.'), y = b.split(u'.');
    QStringList common;
    for (qsizetype i = 0; i < std::min(x.size(), y.size()) && x[i] == y[i]; ++i)
        common << x[i];
    return common.join(u'.');
}

// Each node's producers (node indices), in the order of the graph's edges.
std::vector<std::vector<int>> producers(const FxGraph &g)
{
    std::vector<std::vector<int>> reads(g.nodes.size());
    for (const auto &[from, to] : g.edges)
        reads[size_t(to)].push_back(from);
    return reads;
}

// Node `i` of the printed graph as a program node (its module set by the caller), its value's
// dtype and shape recorded.
ExportNode programNode(const FxGraph &g, size_t i, const std::vector<std::vector<int>> &reads, ExportedProgram &p)
{
    const FxNode &n = g.nodes[i];
    ExportNode e;
    e.op = exportOp(n.op);
    e.name = n.name;
    e.target = n.op == FxNode::Op::Placeholder ? n.name : n.target;
    e.file = n.file;
    e.line = n.line;
    e.code = n.code;
    for (int from : reads[i])
        e.reads << g.nodes[size_t(from)].name;
    if (n.dtype == QLatin1String("Sym"))
        p.symValues.insert(n.name, n.shape);
    else if (!n.dtype.isEmpty())
        p.tensors.insert(n.name, { n.dtype, n.shape, n.stride, n.device, false });
    return e;
}

int indentOf(const QString &line)
{
    int n = 0;
    while (n < line.size() && line[n] == u' ')
        ++n;
    return n;
}

// The sub-graphs a higher-order op takes, printed as classes nested in the graph module's
// (`class true_graph_0(torch.nn.Module):` one level in, its own nested ones further in): each
// read as a graph of its own, as a .pt2's (no modules: those carry no nn_module_stack either).
void readPrintedSubgraphs(
    const QStringList &lines, qsizetype begin, qsizetype end, int indent, ExportedProgram &parent, int depth)
{
    constexpr int MaxDepth = 16;
    static const QRegularExpression cls(QStringLiteral(R"(^\s*class (\w+)\(torch\.nn\.Module\):\s*$)"));
    for (qsizetype i = begin; i < end; ++i) {
        const auto m = cls.match(lines[i]);
        if (!m.hasMatch() || indentOf(lines[i]) != indent)
            continue;
        qsizetype j = i + 1;
        while (j < end && (lines[j].trimmed().isEmpty() || indentOf(lines[j]) > indent))
            ++j;
        if (depth >= MaxDepth) {
            parent.problems << QStringLiteral("sub-graphs nested deeper than %1 levels (%2): not read")
                                   .arg(MaxDepth)
                                   .arg(m.captured(1));
            i = j - 1;
            continue;
        }
        auto sub = std::make_shared<ExportedProgram>();
        sub->archive = parent.archive;
        sub->entry = parent.entry;
        sub->model = parent.model;
        sub->path = parent.path.isEmpty() ? m.captured(1) : parent.path + QLatin1Char('/') + m.captured(1);
        const QByteArray text = lines.mid(i + 1, j - i - 1).join(u'\n').toUtf8();
        const FxGraph g = parseFxGraph(std::string_view(text.constData(), size_t(text.size())));
        const auto reads = producers(g);
        for (size_t k = 0; k < g.nodes.size(); ++k)
            sub->nodes.push_back(programNode(g, k, reads, *sub));
        readPrintedSubgraphs(lines, i + 1, j, indent + 4, *sub, depth + 1);
        tieSubgraphs(*sub);
        for (const QString &why : std::as_const(sub->problems))
            parent.problems << why;
        parent.subgraphs.push_back({ m.captured(1), {}, {}, std::move(sub) });
        i = j - 1;
    }
}

} // namespace

namespace {

std::shared_ptr<const ExportedProgram> parsePrintedProgram(
    std::string_view text, const QString &file, const QString &entry, const QString &model);

} // namespace

std::shared_ptr<const ExportedProgram> readPrintedProgram(
    std::string_view text, const QString &file, const QString &entry, const QString &model)
{
    // The last few programs read, by record and text: listing a trace's graphs, loading one of its
    // sub-graphs, the summary and the report each ask for the same printout (a 10,000-node
    // printout takes a fraction of a second to parse). Programs are immutable once read.
    struct Cached {
        QString key;
        std::shared_ptr<const ExportedProgram> program;
    };
    static std::mutex mutex;
    static std::deque<Cached> cache;
    const QString key = file + u'\n' + entry + u'\n' + model + u'\n' + QString::number(text.size()) + u':'
        + QString::number(qHash(QByteArrayView(text.data(), static_cast<qsizetype>(text.size()))));
    {
        const std::lock_guard lock(mutex);
        for (const Cached &c : cache)
            if (c.key == key)
                return c.program;
    }
    auto program = parsePrintedProgram(text, file, entry, model);
    const std::lock_guard lock(mutex);
    cache.push_front({ key, program });
    if (cache.size() > 4)
        cache.pop_back();
    return program;
}

namespace {

std::shared_ptr<const ExportedProgram> parsePrintedProgram(
    std::string_view text, const QString &file, const QString &entry, const QString &model)
{
    auto p = std::make_shared<ExportedProgram>();
    p->archive = file;
    p->entry = entry;
    p->model = model;
    const QString all = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
    // ExportedProgram.__str__: the graph module's printout, then `Graph signature: ...` and
    // `Range constraints: {...}`, each at the start of a line.
    static const QRegularExpression signatureLine(QStringLiteral(R"((^|\n)Graph signature:)"));
    static const QRegularExpression rangesLine(QStringLiteral(R"((^|\n)Range constraints:)"));
    const auto sig = signatureLine.match(all);
    const auto ranges = rangesLine.match(all);
    const qsizetype graphEnd = sig.hasMatch() ? sig.capturedStart()
        : ranges.hasMatch()                   ? ranges.capturedStart()
                                              : all.size();
    if (sig.hasMatch())
        readSignature(
            all.mid(sig.capturedEnd(), (ranges.hasMatch() ? ranges.capturedStart() : all.size()) - sig.capturedEnd()),
            *p);
    else
        p->problems << QStringLiteral("no `Graph signature:` in the printout");
    if (ranges.hasMatch())
        readRanges(all.mid(ranges.capturedEnd()).section(u'\n', 0, 0), *p);
    const QByteArray graphText = all.left(graphEnd).toUtf8();
    const FxGraph g = parseFxGraph(std::string_view(graphText.constData(), size_t(graphText.size())));
    if (g.nodes.empty())
        p->problems << QStringLiteral("no graph could be read from the printout");
    // The printout carries no nn_module_stack, so modules are inferred, never guessed past what
    // the graph proves (EXPORT_FORMAT.md "Modules of a printed program"):
    // - a call that reads a parameter or buffer runs in that state's module (its state-dict
    //   name in the signature: `features.0.bn.weight` → `features.0.bn`); a getitem in its
    //   producer's module;
    // - any other call runs between the state-reading call before it and the one after it (the
    //   graph is in execution order), so in every module active at both: the common parent of
    //   those two modules (`features.0.bn`, `features.1.conv` → `features`), else top level. A
    //   stateless module of its own (an nn.ReLU) is not named: it owns nothing to place it by.
    QHash<QString, QString> stateModule;
    for (const ExportSpec &s : p->inputs)
        if (s.kind == QLatin1String("parameter") || s.kind == QLatin1String("buffer")
            || s.kind == QLatin1String("tensor_constant"))
            stateModule.insert(s.name, moduleOfTarget(s.target));
    const auto reads = producers(g);
    const size_t count = g.nodes.size();
    std::vector<std::optional<QString>> owner(count); // state-reading calls (and their getitems)
    for (size_t i = 0; i < count; ++i) {
        const ExportNode::Op op = exportOp(g.nodes[i].op);
        // A higher-order op takes the parameters its branches use as operands: it runs in none
        // of their modules.
        if (op == ExportNode::Op::CallFunction && !g.nodes[i].target.startsWith(QLatin1String("higher_order."))) {
            for (int from : reads[i])
                if (const auto m = stateModule.constFind(g.nodes[size_t(from)].name); m != stateModule.cend()) {
                    owner[i] = *m; // empty: the root module's own state
                    break;
                }
        } else if (op == ExportNode::Op::GetItem && !reads[i].empty() && owner[size_t(reads[i].front())])
            owner[i] = owner[size_t(reads[i].front())];
    }
    std::vector<std::optional<QString>> after(count + 1); // the next state owner from i on
    for (size_t i = count; i-- > 0;)
        after[i] = owner[i] ? owner[i] : after[i + 1];
    std::optional<QString> before; // the last state owner before i
    std::vector<QString> modules(count);
    p->nodes.reserve(count);
    for (size_t i = 0; i < count; ++i) {
        ExportNode e = programNode(g, i, reads, *p);
        if (owner[i])
            e.module = *owner[i];
        else if (e.op == ExportNode::Op::GetItem && !reads[i].empty())
            e.module = modules[size_t(reads[i].front())];
        else if (e.op == ExportNode::Op::CallFunction && before && after[i + 1])
            e.module = commonModule(*before, *after[i + 1]);
        modules[i] = e.module;
        if (owner[i])
            before = owner[i];
        p->nodes.push_back(std::move(e));
    }
    // A user input whose placeholder has no tensor or symbolic value is a constant argument (a
    // bool or float the user passed): the schema's constant_input, as a .pt2 names it; the
    // printout does not give its value.
    QSet<QString> placeholders;
    for (const ExportNode &n : p->nodes)
        if (n.op == ExportNode::Op::Placeholder)
            placeholders.insert(n.name);
    for (ExportSpec &s : p->inputs)
        if (s.kind == QLatin1String("user_input") && !p->tensors.contains(s.name) && !p->symValues.contains(s.name)
            && placeholders.contains(s.name))
            s.kind = QStringLiteral("constant_input");
    // The graph module's class, and the sub-graph classes nested in it.
    static const QRegularExpression top(QStringLiteral(R"(^\s*class \w+\(torch\.nn\.Module\):\s*$)"));
    const QStringList lines = all.left(graphEnd).split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (top.match(lines[i]).hasMatch()) {
            readPrintedSubgraphs(lines, i + 1, lines.size(), indentOf(lines[i]) + 4, *p, 0);
            break;
        }
    tieSubgraphs(*p);
    return p;
}

} // namespace

} // namespace cs
