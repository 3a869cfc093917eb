#include "core/graph/fxgraph.h"
#include "core/graph/graphmodules.h"

#include "core/util/pythontext.h"

#include <QRegularExpression>
#include <QSet>

#include <optional>
#include <string_view>
#include <unordered_map>

namespace cs {
namespace {

int indentOf(QStringView line)
{
    int n = 0;
    while (n < line.size() && line[n] == u' ')
        ++n;
    return n;
}

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

// How many characters of `s` from `from` are word characters (`\w`).
qsizetype wordLength(QStringView s, qsizetype from = 0)
{
    qsizetype e = from;
    while (e < s.size() && isWordChar(s[e]))
        ++e;
    return e - from;
}

// `<name>[: "<ann>"] = <expr>`, the form of a node's line, read without a regular expression
// (it is the parser's hottest path); false when `s` is not of that form.
bool splitAssignment(QStringView s, QStringView &name, QStringView &annotation, QStringView &expr)
{
    const qsizetype n = wordLength(s);
    if (n == 0)
        return false;
    qsizetype i = n;
    annotation = {};
    if (s.mid(i).startsWith(QLatin1String(": \""))) {
        const qsizetype close = s.indexOf(u'"', i + 3);
        if (close < 0)
            return false;
        annotation = s.mid(i + 3, close - i - 3);
        i = close + 1;
    }
    if (!s.mid(i).startsWith(QLatin1String(" = ")) || i + 3 >= s.size())
        return false;
    name = s.left(n);
    expr = s.mid(i + 3);
    return true;
}

// The first statement of a line (`a = f(x);  x = None` → `a = f(x)`) and the second, if any.
std::pair<QStringView, std::optional<QStringView>> firstStatements(QStringView s)
{
    qsizetype first = -1, second = -1;
    forEachTopLevel(s, [&](qsizetype i) {
        if (s[i] != u';')
            return true;
        if (first < 0) {
            first = i;
            return true;
        }
        second = i;
        return false;
    });
    if (first < 0)
        return { s, std::nullopt };
    return { s.left(first), second < 0 ? s.mid(first + 1) : s.mid(first + 1, second - first - 1) };
}

// `f32[32, 128, 1024][131072, 1024, 1]cuda:0`, `Sym(s77)`, `b8[][]cuda:0`.
void readAnnotation(QStringView ann, FxNode &n)
{
    if (ann.startsWith(QLatin1String("Sym("))) {
        n.dtype = QStringLiteral("Sym");
        n.shape = ann.size() > 4 ? ann.mid(4).chopped(1).toString() : QString();
        return;
    }
    const qsizetype b1 = ann.indexOf(u'['), e1 = ann.indexOf(u']', b1);
    if (b1 < 0 || e1 < 0) {
        n.dtype = ann.toString();
        return;
    }
    n.dtype = ann.left(b1).toString();
    n.shape = ann.mid(b1 + 1, e1 - b1 - 1).toString();
    const qsizetype b2 = ann.indexOf(u'[', e1), e2 = ann.indexOf(u']', b2);
    if (b2 == e1 + 1 && e2 > b2) {
        n.stride = ann.mid(b2 + 1, e2 - b2 - 1).toString();
        n.device = ann.mid(e2 + 1).toString();
    } else {
        n.device = ann.mid(e1 + 1).toString();
    }
}

// Reads the code FX prints for a graph (torch/fx/graph.py `python_code`, verbose, as
// `print_readable` wraps it); see parseFxGraph.
class FxReader {
public:
    explicit FxReader(std::string_view text)
        : m_lines(QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())).split(QLatin1Char('\n')))
    {
    }
    FxGraph read();

private:
    struct BodyLine {
        int indent;
        QString text;
    };
    void readSignature(qsizetype &i, int defIndent);
    void readPlaceholders();
    void readStatement(qsizetype &k);
    void readReturn(qsizetype &k);
    bool readAssignment(QStringView name, QStringView annotation, QStringView expr);
    void addNode(FxNode n);
    void addEdges(QStringView expr, int to);

    QStringList m_lines;
    QStringList m_signature; // free variables, `self` included
    std::vector<BodyLine> m_body; // the forward's body, blank lines dropped
    int m_bodyIndent = 0;
    QHash<QString, int> m_targets; // placeholder target → node, until its `<name> = <target>` line
    QString m_file, m_code;
    int m_line = 0;
    QSet<qint64> m_seenEdges;
    FxGraph m_g;
    // Node name → node while reading (FxGraph::index is filled at the end): keys view the
    // nodes' own names, hashed without Qt's seeded SipHash, so a lookup allocates nothing.
    struct NameHash {
        size_t operator()(QStringView v) const noexcept
        {
            return std::hash<std::u16string_view> {}(
                std::u16string_view(reinterpret_cast<const char16_t *>(v.utf16()), size_t(v.size())));
        }
    };
    std::unordered_map<QStringView, int, NameHash> m_names;
    int find(QStringView name) const
    {
        const auto it = m_names.find(name);
        return it == m_names.end() ? -1 : it->second;
    }
};

// `^(getattr\()*self(\.\w+|, "<attr>"\))*`: a path under the root module as FX prints it
// (`self.sub.lin`, `getattr(self.seq, "0")`); returns the dotted path and where it ends.
std::pair<QString, qsizetype> rootPath(QStringView expr)
{
    qsizetype i = 0, opens = 0;
    while (expr.mid(i).startsWith(QLatin1String("getattr("))) {
        i += 8;
        ++opens;
    }
    if (!expr.mid(i).startsWith(QLatin1String("self")))
        return { {}, -1 };
    i += 4;
    QString path;
    for (;;) {
        if (i < expr.size() && expr[i] == u'.') {
            qsizetype e = i + 1;
            while (e < expr.size() && (expr[e].isLetterOrNumber() || expr[e] == u'_'))
                ++e;
            if (e == i + 1)
                break;
            path += (path.isEmpty() ? QString() : QStringLiteral(".")) + expr.mid(i + 1, e - i - 1).toString();
            i = e;
        } else if (opens > 0 && expr.mid(i).startsWith(QLatin1String(", \""))) {
            const qsizetype close = expr.indexOf(QLatin1String("\")"), i + 3);
            if (close < 0)
                break;
            path += (path.isEmpty() ? QString() : QStringLiteral(".")) + expr.mid(i + 3, close - i - 3).toString();
            i = close + 2;
            --opens;
        } else {
            break;
        }
    }
    return { opens == 0 ? path : QString(), opens == 0 ? i : -1 };
}

QString withoutComment(QStringView s)
{
    return splitTopLevel(s, u'#').first();
}

// `L_x_: "f32[4]" = 1.0  # desc` → (`L_x_`, `f32[4]`): a free variable of the signature.
std::pair<QString, QString> freeVariable(QStringView var)
{
    QString v = withoutComment(var).trimmed();
    if (v.endsWith(u','))
        v.chop(1);
    const QStringList parts = splitTopLevel(v, u':');
    QString target = parts.first().section(u'=', 0, 0).trimmed();
    while (target.startsWith(u'*'))
        target.remove(0, 1);
    QString annotation;
    if (parts.size() > 1) {
        const QString a = parts.mid(1).join(u':');
        const qsizetype q1 = a.indexOf(u'"'), q2 = a.indexOf(u'"', q1 + 1);
        if (q1 >= 0 && q2 > q1)
            annotation = a.mid(q1 + 1, q2 - q1 - 1);
    }
    return { target, annotation };
}

// The operator a pretty-printed call_function applies (`a + b` → operator.add), else empty.
QString magicTarget(QStringView expr)
{
    static const std::pair<const char *, const char *> binary[] = { { " // ", "floordiv" }, { " ** ", "pow" },
        { " << ", "lshift" }, { " >> ", "rshift" }, { " == ", "eq" }, { " != ", "ne" }, { " <= ", "le" },
        { " >= ", "ge" }, { " + ", "add" }, { " - ", "sub" }, { " * ", "mul" }, { " / ", "truediv" }, { " % ", "mod" },
        { " & ", "and_" }, { " | ", "or_" }, { " ^ ", "xor" }, { " @ ", "matmul" }, { " < ", "lt" }, { " > ", "gt" } };
    QString found;
    forEachTopLevel(expr, [&](qsizetype i) {
        if (expr[i] == u' ')
            for (const auto &[op, name] : binary)
                if (expr.mid(i).startsWith(QLatin1String(op))) {
                    found = QStringLiteral("operator.") + QLatin1String(name);
                    return false;
                }
        return true;
    });
    if (!found.isEmpty())
        return found;
    if (expr.startsWith(u'-'))
        return QStringLiteral("operator.neg");
    if (expr.startsWith(u'~'))
        return QStringLiteral("operator.invert");
    if (expr.startsWith(u'+'))
        return QStringLiteral("operator.pos");
    return {};
}

// `x += y` → operator.iadd, `x[i] = v` → operator.setitem (FX's in-place forms).
QString inplaceTarget(const QString &statement)
{
    static const QRegularExpression re(QStringLiteral(R"(^\w+ (//|\*\*|<<|>>|[-+*/%&|^@])= )"));
    static const QHash<QString, QString> names { { QStringLiteral("//"), QStringLiteral("ifloordiv") },
        { QStringLiteral("**"), QStringLiteral("ipow") }, { QStringLiteral("<<"), QStringLiteral("ilshift") },
        { QStringLiteral(">>"), QStringLiteral("irshift") }, { QStringLiteral("+"), QStringLiteral("iadd") },
        { QStringLiteral("-"), QStringLiteral("isub") }, { QStringLiteral("*"), QStringLiteral("imul") },
        { QStringLiteral("/"), QStringLiteral("itruediv") }, { QStringLiteral("%"), QStringLiteral("imod") },
        { QStringLiteral("&"), QStringLiteral("iand") }, { QStringLiteral("|"), QStringLiteral("ior") },
        { QStringLiteral("^"), QStringLiteral("ixor") }, { QStringLiteral("@"), QStringLiteral("imatmul") } };
    const auto m = re.match(statement);
    return QStringLiteral("operator.") + (m.hasMatch() ? names.value(m.captured(1)) : QStringLiteral("setitem"));
}

} // namespace

FxGraph FxReader::read()
{
    qsizetype i = 0;
    while (i < m_lines.size() && !m_lines[i].trimmed().startsWith(QLatin1String("def forward(")))
        ++i;
    if (i == m_lines.size())
        return {};
    const int defIndent = indentOf(m_lines[i]);
    m_bodyIndent = defIndent + 4;
    readSignature(i, defIndent);
    for (; i < m_lines.size(); ++i) {
        const QString &raw = m_lines[i];
        const QString s = raw.trimmed();
        if (s.isEmpty())
            continue;
        const int indent = indentOf(raw);
        if (indent < m_bodyIndent)
            break; // the forward ended; nested sub-graph classes follow
        m_body.push_back({ indent, s });
    }
    readPlaceholders();
    for (qsizetype k = 0; k < static_cast<qsizetype>(m_body.size());) {
        if (m_g.nodes.empty() || m_g.nodes.back().op != FxNode::Op::Output)
            readStatement(k);
        else
            break; // the output is the last node
    }
    m_g.index.reserve(static_cast<qsizetype>(m_g.nodes.size()));
    for (size_t n = 0; n < m_g.nodes.size(); ++n)
        m_g.index.insert(m_g.nodes[n].name, static_cast<int>(n));
    assignModules(m_g);
    return std::move(m_g);
}

// `def forward(self, a: "f32[4]", b):` on one line, or one free variable per line up to `):`
// (expanded_def). `i` is left on the first body line.
void FxReader::readSignature(qsizetype &i, int defIndent)
{
    static const QRegularExpression close(QStringLiteral(R"(\)(\s*->.*)?:\s*$)"));
    const QString head = m_lines[i].trimmed().mid(12); // after `def forward(`
    ++i;
    if (const auto m = close.match(head); m.hasMatch()) {
        m_signature = splitTopLevel(QStringView(head).left(m.capturedStart()), u',');
        return;
    }
    for (; i < m_lines.size(); ++i) {
        const QString s = m_lines[i].trimmed();
        if (indentOf(m_lines[i]) <= defIndent && close.match(s).hasMatch() && s.startsWith(u')')) {
            ++i;
            return;
        }
        if (!s.isEmpty())
            m_signature << s;
    }
}

// The signature's free variables, or, with pytree codegen, the names the body binds with
// `<p1>, <p2>, = fx_pytree.tree_flatten_spec(...)` (annotated by the `p1: "<ann>"; ` lines
// before it); `<p> = next(args_iter)` in the boxed calling convention.
void FxReader::readPlaceholders()
{
    static const QRegularExpression binding(
        QStringLiteral(R"(^((?:\w+, )*\w+), = (?:fx_pytree\.tree_flatten_spec|self\._in_shuffle_graph)\()"));
    static const QRegularExpression boxed(QStringLiteral(R"(^(\w+) = next\(args_iter\)$)"));
    QStringList bound;
    QHash<QString, QString> declared; // name → annotation
    bool pytree = false;
    for (const BodyLine &l : m_body) {
        if (l.indent != m_bodyIndent || l.text.startsWith(u'#'))
            continue;
        // (the regular expressions only where their text can be: most lines are nodes)
        const qsizetype word = wordLength(l.text);
        if (const auto m = word > 0 && word < l.text.size() && l.text[word] == u',' ? binding.match(l.text)
                                                                                    : QRegularExpressionMatch();
            m.hasMatch()) {
            bound = m.captured(1).split(QStringLiteral(", "));
            pytree = true;
        } else if (const auto b = l.text.endsWith(QLatin1String("next(args_iter)")) ? boxed.match(l.text)
                                                                                    : QRegularExpressionMatch();
                   b.hasMatch()) {
            bound << b.captured(1);
            pytree = true;
        } else if (!l.text.contains(QLatin1String(" = "))) {
            for (const QString &d : splitTopLevel(withoutComment(l.text), u';')) // `p1: "<ann>"; p2: "<ann>"; `
                if (const auto [name, annotation] = freeVariable(d); !name.isEmpty() && !annotation.isEmpty())
                    declared.insert(name, annotation);
        }
    }
    QList<std::pair<QString, QString>> placeholders;
    if (pytree)
        for (const QString &name : bound)
            placeholders.append({ name, declared.value(name) });
    else
        for (const QString &var : m_signature)
            if (const auto fv = freeVariable(var); !fv.first.isEmpty() && fv.first != QLatin1String("self"))
                placeholders.append(fv);
    for (const auto &[target, annotation] : placeholders) {
        FxNode n;
        n.name = target;
        n.target = target;
        n.op = FxNode::Op::Placeholder;
        readAnnotation(annotation, n);
        m_targets.insert(target, static_cast<int>(m_g.nodes.size()));
        addNode(std::move(n));
    }
}

void FxReader::readStatement(qsizetype &k)
{
    // A node's source line: `# File: f.py:12 in fn, code: ...`; torch 2.14+ marks a backward node's
    // as its forward node's (`# Backward of forward node: File: ...`) and puts a node's custom
    // annotation first (`# Annotation: {'compile_with_inductor': 1} File: ...`).
    static const QRegularExpression fileComment(QStringLiteral(
        R"(^# (?:Annotation: \{.*?\} )?(?:Backward of forward node: )?File: (.+):(\d+) in \S+, code: (.*)$)"));
    static const QRegularExpression inplace(
        QStringLiteral(R"(^(\w+)(?: (?://|\*\*|<<|>>|[-+*/%&|^@])= .+|\[.+\] = .+)$)"));
    const BodyLine &l = m_body[k];
    if (l.indent != m_bodyIndent) {
        ++k;
        return;
    }
    const QString &s = l.text;
    if (s.startsWith(u'#')) {
        if (const auto m = s.contains(QLatin1String("File: ")) ? fileComment.match(s) : QRegularExpressionMatch();
            m.hasMatch()) {
            m_file = m.captured(1);
            m_line = m.captured(2).toInt();
            m_code = m.captured(3);
        } else if (s.contains(QLatin1String("No stacktrace found"))) {
            m_file.clear();
            m_code.clear();
            m_line = 0;
        }
        ++k;
        return;
    }
    if (s == QLatin1String("return") || s.startsWith(QLatin1String("return "))) {
        readReturn(k);
        return;
    }
    ++k;
    // Statements of one line: the node, then `;  a = b = None` frees; an in-place operator
    // comes first (`x += y;  iadd = x`), its node second.
    const auto [first, second] = firstStatements(s);
    QStringView name, annotation, expr;
    if (splitAssignment(first, name, annotation, expr) && readAssignment(name, annotation, expr))
        return;
    if (!second)
        return;
    const QString statement = first.toString();
    if (const auto receiver = inplace.match(statement); receiver.hasMatch()
        && splitAssignment(second->trimmed(), name, annotation, expr) && expr == receiver.capturedView(1)
        && find(name) < 0) {
        FxNode n;
        n.name = name.toString();
        n.target = inplaceTarget(statement);
        readAnnotation(annotation.toString(), n);
        n.file = m_file;
        n.line = m_line;
        n.code = m_code;
        addNode(std::move(n));
        addEdges(statement, static_cast<int>(m_g.nodes.size() - 1));
    }
}

// `<name>[: "<ann>"] = <expr>`: a new node, or a placeholder's `<name> = <target>` line.
// False when it is no node (a rebinding, `args_iter = iter(args_list)`).
bool FxReader::readAssignment(QStringView nameView, QStringView annotation, QStringView expr)
{
    if (find(nameView) >= 0)
        return false;
    const QString name = nameView.toString();
    const qsizetype word = wordLength(expr);
    if (word == expr.size() && annotation.isEmpty() && !m_targets.isEmpty()) {
        if (const auto t = m_targets.find(expr.toString()); t != m_targets.end()) {
            FxNode &p = m_g.nodes[*t]; // Dynamo's `l_x_ = L_x_`: the placeholder's node name
            m_names.erase(p.name);
            p.name = name;
            m_names.insert_or_assign(p.name, *t);
            m_targets.erase(t);
            return true;
        }
    }
    if (name == QLatin1String("args_iter") && expr == QLatin1String("iter(args_list)"))
        return false;
    FxNode n;
    n.name = name;
    readAnnotation(annotation, n);
    n.file = m_file;
    n.line = m_line;
    n.code = m_code;
    // The forms below, in this order: `a[0]`, `a.meth(`, `torch.ops.aten.mm.default(`, an
    // operator, `a[i:j]`, `a.attr`, else the expression itself.
    const QChar afterWord = word < expr.size() ? expr[word] : QChar();
    const qsizetype member = afterWord == u'.' ? wordLength(expr, word + 1) : 0;
    qsizetype dotted = 0; // `[\w.]+`
    while (dotted < expr.size() && (isWordChar(expr[dotted]) || expr[dotted] == u'.'))
        ++dotted;
    qsizetype digits = 0;
    if (afterWord == u'[')
        while (word + 1 + digits < expr.size() && expr[word + 1 + digits].isDigit())
            ++digits;
    if (const auto [path, end] = rootPath(expr); end == expr.size()) {
        n.op = FxNode::Op::GetAttr;
        n.target = path;
    } else if (end > 0 && expr[end] == u'(') {
        n.op = FxNode::Op::CallModule;
        n.target = path;
    } else if (word > 0 && digits > 0 && word + digits + 2 == expr.size() && expr.back() == u']') {
        n.op = FxNode::Op::GetItem;
        n.target = QStringLiteral("getitem");
    } else if (word > 0 && member > 0 && word + 1 + member < expr.size() && expr[word + 1 + member] == u'('
        && find(expr.left(word)) >= 0) {
        n.op = FxNode::Op::CallMethod;
        n.target = expr.mid(word + 1, member).toString();
    } else if (dotted > 0 && dotted < expr.size() && expr[dotted] == u'(') {
        n.target = expr.left(dotted).toString();
        if (n.target.startsWith(QLatin1String("torch.ops.")))
            n.target = n.target.mid(10);
    } else if (const QString op = magicTarget(expr); !op.isEmpty()) {
        n.target = op;
    } else if (word > 0 && afterWord == u'[' && expr.size() >= word + 3 && expr.back() == u']') {
        n.target = QStringLiteral("operator.getitem");
    } else {
        n.target
            = word > 0 && member > 0 && word + 1 + member == expr.size() ? QStringLiteral("getattr") : expr.toString();
    }
    addNode(std::move(n));
    addEdges(expr, static_cast<int>(m_g.nodes.size() - 1));
    return true;
}

// `return <args>`, or `return (` / `return pytree.tree_unflatten([` over several lines with a
// `  # <desc>` comment per value, closed by `)` or `], self._out_spec)`.
void FxReader::readReturn(qsizetype &k)
{
    QString expr = withoutComment(QStringView(m_body[k].text).mid(6));
    for (++k; k < static_cast<qsizetype>(m_body.size()) && m_body[k].indent > m_bodyIndent; ++k)
        expr += u' ' + withoutComment(m_body[k].text);
    if (k < static_cast<qsizetype>(m_body.size())
        && (m_body[k].text.startsWith(u')') || m_body[k].text.startsWith(u']')))
        expr += u' ' + withoutComment(m_body[k++].text);
    FxNode n;
    n.name = QStringLiteral("output");
    n.op = FxNode::Op::Output;
    n.target = QStringLiteral("output");
    addNode(std::move(n));
    addEdges(expr, static_cast<int>(m_g.nodes.size() - 1));
}

void FxReader::addNode(FxNode n)
{
    const int at = static_cast<int>(m_g.nodes.size());
    m_g.nodes.push_back(std::move(n));
    m_names.insert_or_assign(QStringView(m_g.nodes.back().name), at); // the name's text moves with it
}

// Data edges: the names of nodes an expression uses, outside string literals, not as an
// attribute (`x.mean`) nor as a keyword argument's key (`keepdim = True`).
void FxReader::addEdges(QStringView expr, int to)
{
    QChar quote;
    for (qsizetype i = 0; i < expr.size();) {
        const QChar c = expr[i];
        if (!quote.isNull()) {
            i += c == u'\\' ? 2 : 1;
            if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == u'"' || c == u'\'') {
            quote = c;
            ++i;
            continue;
        }
        if (!(c.isLetter() || c == u'_')) {
            ++i;
            continue;
        }
        qsizetype e = i + 1;
        while (e < expr.size() && (expr[e].isLetterOrNumber() || expr[e] == u'_'))
            ++e;
        const bool attribute = i > 0 && (expr[i - 1] == u'.' || expr[i - 1].isLetterOrNumber() || expr[i - 1] == u'_');
        qsizetype after = e;
        while (after < expr.size() && expr[after] == u' ')
            ++after;
        const bool keyword
            = after < expr.size() && expr[after] == u'=' && (after + 1 == expr.size() || expr[after + 1] != u'=');
        const int from = attribute || keyword ? -1 : find(expr.mid(i, e - i));
        i = e;
        if (from < 0 || from == to)
            continue;
        const qint64 key = (qint64(from) << 32) | to;
        if (!m_seenEdges.contains(key)) {
            m_seenEdges.insert(key);
            m_g.edges.emplace_back(from, to);
        }
    }
}

FxGraph parseFxGraph(std::string_view text)
{
    return FxReader(text).read();
}
} // namespace cs
