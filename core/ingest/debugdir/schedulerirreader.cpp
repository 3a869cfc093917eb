#include "core/ingest/debugdir/schedulerirreader.h"

#include "core/util/bytesource.h"
#include "core/util/textlines.h"

#include <QRegularExpression>

namespace cs {
namespace {

QString qs(std::string_view v)
{
    return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size()));
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

qsizetype matchingParen(QStringView s, qsizetype open)
{
    int depth = 0;
    for (qsizetype i = open; i < s.size(); ++i) {
        if (s[i] == u'(' || s[i] == u'[' || s[i] == u'{')
            ++depth;
        else if ((s[i] == u')' || s[i] == u']' || s[i] == u'}') && --depth == 0)
            return i;
    }
    return -1;
}

QString unquoted(QString s)
{
    if (const qsizetype eq = s.indexOf(u'='); eq > 0 && !s.left(eq).contains(u'(') && !s.left(eq).contains(u'\''))
        s = s.mid(eq + 1); // a keyword argument
    if (s.size() >= 2 && (s.front() == u'\'' || s.front() == u'"'))
        return s.mid(1, s.size() - 2);
    return s;
}

QString keyword(const QStringList &args, const char *key)
{
    const QString prefix = QLatin1String(key) + u'=';
    for (const QString &a : args)
        if (a.startsWith(prefix))
            return a.mid(prefix.size());
    return {};
}

QStringList listItems(QString s)
{
    s = s.trimmed();
    if (s.startsWith(u'[') || s.startsWith(u'('))
        s = s.mid(1, s.size() - 2);
    return SchedulerIrReader::splitArguments(s);
}

void parseUsers(const QString &text, std::vector<IrUser> &users)
{
    static const QRegularExpression user(
        QStringLiteral(R"(NodeUser\(node=(\w+)(?:\(name='([^']*)'\))?, can_inplace=(\w+)(?:, is_weak=(\w+))?)"));
    for (auto it = user.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        IrUser u;
        if (m.captured(2).isEmpty() && !m.capturedView(0).contains(QLatin1String("(name="))) {
            u.node = m.captured(1); // OUTPUT
        } else {
            u.nodeClass = m.captured(1);
            u.node = m.captured(2);
        }
        u.canInplace = m.captured(3) == QLatin1String("True");
        u.isWeak = m.captured(4) == QLatin1String("True");
        users.push_back(u);
    }
}

// A line-oriented reader of one file: blocks separated by blank lines, attributes that may
// continue on the following lines, an `.outputs = [ ... ]` section, a loop body, members.
class IrParser {
public:
    IrParser(SchedulerIr &ir, int firstLine)
        : m_ir(ir)
        , m_firstLine(firstLine)
    {
    }
    void line(std::string_view raw, int index);
    void finish()
    {
        flushAttr();
        flushLoop();
    }

private:
    enum class Mode { Block, Outputs, Loop };
    // Positions, not pointers: the node vectors grow while a block is read.
    struct Ref {
        int top = -1, member = -1, buffer = -1;
    };
    Ref nodeNamed(std::string_view name);
    bool header(std::string_view t, int lineNo);
    void attribute(const Ref &ref, std::string_view key, std::string_view value);
    void outputsLine(std::string_view t, bool indented, int lineNo);
    void flushAttr();
    void flushLoop();
    void diag(int lineNo, const QString &message, std::string_view snippet);

    IrNode *at(const Ref &r);
    IrBuffer *bufferAt(const Ref &r);

    SchedulerIr &m_ir;
    int m_firstLine;
    Mode m_mode = Mode::Block;
    Ref m_node; // the node the current lines describe (a top-level node or a member)
    bool m_memberNext = false; // after `.snodes[i] =`
    QString m_attr; // an attribute still collecting continuation lines
    Ref m_attrNode;
    QString m_attrText;
    Ref m_loopNode; // the node whose loop body is being read
    std::string m_loopText;
};

void IrParser::flushLoop()
{
    if (IrNode *n = at(m_loopNode))
        n->loopBody = QString::fromUtf8(m_loopText.data(), static_cast<qsizetype>(m_loopText.size()));
    m_loopNode = {};
    m_loopText.clear();
}

IrNode *IrParser::at(const Ref &r)
{
    if (r.top < 0 || r.top >= int(m_ir.nodes.size()))
        return nullptr;
    IrNode &top = m_ir.nodes[size_t(r.top)];
    return r.member < 0 ? &top : r.member < int(top.members.size()) ? &top.members[size_t(r.member)] : nullptr;
}

IrBuffer *IrParser::bufferAt(const Ref &r)
{
    IrNode *n = at(r);
    return n && r.buffer >= 0 && r.buffer < int(n->outputs.size()) ? &n->outputs[size_t(r.buffer)] : nullptr;
}

void IrParser::diag(int lineNo, const QString &message, std::string_view snippet)
{
    if (m_ir.diagnostics.size() < 200)
        m_ir.diagnostics.push_back(
            { Diagnostic::Severity::Warning, m_ir.path, lineNo, -1, message, qs(snippet.substr(0, 120)) });
}

IrParser::Ref IrParser::nodeNamed(std::string_view name)
{
    const QString n = qs(name);
    if (const IrNode *cur = at(m_node); cur && cur->name == n)
        return m_node;
    if (m_node.top < 0)
        return {};
    const IrNode &top = m_ir.nodes[size_t(m_node.top)];
    if (top.name == n)
        return { m_node.top, -1, -1 };
    for (size_t i = 0; i < top.members.size(); ++i)
        if (top.members[i].name == n)
            return { m_node.top, int(i), -1 };
    return {};
}

void IrParser::flushAttr()
{
    IrNode *node = at(m_attrNode);
    if (m_attr.isEmpty() || !node) {
        m_attr.clear();
        return;
    }
    IrNode &n = *node;
    const QString v = m_attrText.trimmed();
    if (m_attr == QLatin1String("writes"))
        n.writes = SchedulerIrReader::parseDeps(v);
    else if (m_attr == QLatin1String("unmet_dependencies"))
        n.unmet = SchedulerIrReader::parseDeps(v);
    else if (m_attr == QLatin1String("met_dependencies"))
        n.met = SchedulerIrReader::parseDeps(v);
    else if (m_attr == QLatin1String("users")) { // older files: users on the node (named as its buffer)
        IrBuffer b;
        b.name = n.name;
        parseUsers(v, b.users);
        n.outputs.push_back(b);
    } else if (m_attr == QLatin1String("buffer_users")) {
        if (IrBuffer *b = bufferAt(m_attrNode))
            parseUsers(v, b->users);
    }
    m_attr.clear();
    m_attrNode = {};
}

bool IrParser::header(std::string_view t, int lineNo)
{
    // NAME: NodeClass(IrClass)
    const size_t colon = t.find(": ");
    if (colon == std::string_view::npos || colon == 0 || t.find(" = ") != std::string_view::npos || !t.ends_with(')'))
        return false;
    const std::string_view name = t.substr(0, colon);
    for (char c : name)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_'))
            return false;
    const std::string_view rest = t.substr(colon + 2);
    const size_t open = rest.find('(');
    if (open == std::string_view::npos)
        return false;
    const std::string_view nodeClass = rest.substr(0, open);
    if (!nodeClass.ends_with("Node") && !nodeClass.ends_with("Reductions"))
        return false;
    flushAttr();
    IrNode n;
    n.name = qs(name);
    n.nodeClass = qs(nodeClass);
    n.irClass = qs(rest.substr(open + 1, rest.size() - open - 2));
    n.line = lineNo;
    if (m_memberNext && m_node.top >= 0) {
        IrNode &top = m_ir.nodes[size_t(m_node.top)];
        top.members.push_back(std::move(n));
        m_node = { m_node.top, int(top.members.size() - 1), -1 };
        m_memberNext = false;
    } else {
        m_ir.nodes.push_back(std::move(n));
        m_node = { int(m_ir.nodes.size() - 1), -1, -1 };
    }
    return true;
}

void IrParser::line(std::string_view raw, int index)
{
    const int lineNo = m_firstLine + index;
    const std::string_view t = trimmed(raw);
    if (t.empty()) { // a blank line ends a block
        flushAttr();
        flushLoop();
        m_mode = Mode::Block;
        m_node = {};
        m_memberNext = false;
        return;
    }
    const bool indented = raw.front() == ' ' || raw.front() == '\t';
    if (m_mode == Mode::Loop) {
        if (indented) {
            m_loopText += '\n';
            m_loopText += raw;
            return;
        }
        flushLoop();
        m_mode = Mode::Block;
    }
    if (m_mode == Mode::Outputs) {
        outputsLine(t, indented, lineNo);
        return;
    }
    // Members of older files are indented; their lines read like top-level ones.
    if (header(t, lineNo))
        return;
    if (t.starts_with("class ") && t.ends_with("_loop_body:")) {
        flushAttr();
        if (at(m_node)) {
            m_loopNode = m_node;
            m_loopText.assign(t);
            m_mode = Mode::Loop;
        }
        return;
    }
    const size_t eq = t.find(" =");
    const size_t dot = t.find('.');
    if (eq != std::string_view::npos && dot != std::string_view::npos && dot < eq) {
        if (const Ref ref = nodeNamed(t.substr(0, dot)); ref.top >= 0) {
            flushAttr();
            attribute(ref, t.substr(dot + 1, eq - dot - 1),
                eq + 2 <= t.size() ? trimmed(t.substr(eq + 2)) : std::string_view());
            return;
        }
    }
    if (eq != std::string_view::npos && t.substr(0, eq).ends_with("_layout")) {
        if (IrNode *n = at(m_node)) {
            flushAttr();
            n->layouts.emplace_back(qs(t.substr(0, eq - 7)), qs(trimmed(t.substr(eq + 2))));
            return;
        }
    }
    if (!m_attr.isEmpty() && indented) {
        m_attrText += QLatin1Char(' ') + qs(t);
        return;
    }
    if (m_node.top < 0)
        diag(lineNo, QStringLiteral("not a line of a scheduler node block, skipped"), t);
}

void IrParser::attribute(const Ref &ref, std::string_view key, std::string_view value)
{
    m_node = ref;
    IrNode *n = at(ref);
    if (key.starts_with("snodes[")) {
        m_memberNext = true;
    } else if (key == "outputs") {
        m_mode = Mode::Outputs;
    } else if (key == "group.device") {
        n->device = qs(value);
    } else if (key == "group.iteration") {
        const QStringList p = listItems(qs(value));
        n->numel = p.value(0);
        n->rnumel = p.value(1);
    } else if (key == "sizes") {
        n->sizes = qs(value);
    } else if (key == "node.kernel") {
        n->kernel = qs(value);
    } else if (key == "writes" || key == "unmet_dependencies" || key == "met_dependencies" || key == "users") {
        m_attr = qs(key);
        m_attrNode = ref;
        m_attrText = qs(value);
    } // other attributes (.snodes = [...], .aliases) are not needed
}

// Inside `NAME.outputs = [` ... `]`: `buf0: ComputedBuffer`, `buf0.layout = ...`, `buf0.users = [...]`.
void IrParser::outputsLine(std::string_view t, bool indented, int lineNo)
{
    if (t == "]" && !indented) {
        flushAttr();
        m_mode = Mode::Block;
        return;
    }
    const bool bufferHead = t.find(": ") != std::string_view::npos && t.find('(') == std::string_view::npos
        && t.find(" = ") == std::string_view::npos;
    const bool keyLine = t.find(" = ") != std::string_view::npos && !t.starts_with("NodeUser");
    if (!m_attr.isEmpty() && !bufferHead && !keyLine) {
        m_attrText += QLatin1Char(' ') + qs(t);
        return;
    }
    flushAttr();
    IrNode *n = at(m_node);
    if (!n)
        return;
    if (const size_t eq = t.find(" = "); eq != std::string_view::npos) {
        const std::string_view key = t.substr(0, eq);
        const QString value = qs(t.substr(eq + 3));
        if (IrBuffer *b = bufferAt(m_node); b && key.ends_with(".layout")) {
            b->layout = SchedulerIrReader::parseLayout(value);
        } else if (b && key.ends_with(".mutations")) {
            static const QRegularExpression quoted(QStringLiteral(R"('([^']+)')"));
            for (auto it = quoted.globalMatch(value); it.hasNext();)
                b->mutations << it.next().captured(1);
        } else if (b && key.ends_with(".users")) {
            m_attr = QStringLiteral("buffer_users");
            m_attrNode = m_node;
            m_attrText = value;
        }
        return; // aliases: shown with the IR text, not needed here
    }
    if (bufferHead) {
        const size_t colon = t.find(": ");
        IrBuffer b;
        b.name = qs(t.substr(0, colon));
        b.irClass = qs(t.substr(colon + 2));
        n->outputs.push_back(std::move(b));
        m_node.buffer = int(n->outputs.size() - 1);
        return;
    }
    diag(lineNo, QStringLiteral("not a line of an .outputs list, skipped"), t);
}

} // namespace

QStringList SchedulerIrReader::splitArguments(QStringView s)
{
    QStringList parts;
    int depth = 0;
    QChar quote;
    qsizetype start = 0;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s[i];
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == u'\'' || c == u'"')
            quote = c;
        else if (c == u'(' || c == u'[' || c == u'{')
            ++depth;
        else if (c == u')' || c == u']' || c == u'}')
            --depth;
        else if (c == u',' && depth == 0) {
            parts << s.mid(start, i - start).trimmed().toString();
            start = i + 1;
        }
    }
    if (const QStringView last = s.mid(start).trimmed(); !last.isEmpty())
        parts << last.toString();
    return parts;
}

std::vector<IrDep> SchedulerIrReader::parseDeps(QStringView text)
{
    std::vector<IrDep> deps;
    static const struct {
        const char *head;
        IrDep::Kind kind;
    } heads[] = { { "MemoryDep(", IrDep::Kind::Memory }, { "StarDep(", IrDep::Kind::Star },
        { "WeakDep(", IrDep::Kind::Weak } };
    qsizetype pos = 0;
    while (pos < text.size()) {
        qsizetype best = -1;
        IrDep::Kind kind = IrDep::Kind::Memory;
        qsizetype headLen = 0;
        for (const auto &h : heads) {
            const qsizetype at = text.indexOf(QLatin1String(h.head), pos);
            if (at >= 0 && (best < 0 || at < best)) {
                best = at;
                kind = h.kind;
                headLen = qsizetype(qstrlen(h.head));
            }
        }
        if (best < 0)
            break;
        const qsizetype close = matchingParen(text, best + headLen - 1);
        if (close < 0)
            break;
        const QStringList args = SchedulerIrReader::splitArguments(text.mid(best + headLen, close - best - headLen));
        IrDep d;
        d.kind = kind;
        d.buffer = unquoted(args.value(0));
        if (kind == IrDep::Kind::Memory) {
            d.index = unquoted(args.value(1));
            d.ranges = unquoted(args.value(2));
            d.mode = unquoted(args.value(3));
        } else if (kind == IrDep::Kind::Star) {
            d.mode = unquoted(keyword(args, "mode"));
        } else {
            d.mode = unquoted(keyword(args, "mutating_buf"));
        }
        deps.push_back(std::move(d));
        pos = close + 1;
    }
    return deps;
}

IrLayout SchedulerIrReader::parseLayout(const QString &text)
{
    IrLayout l;
    l.text = text;
    const qsizetype open = text.indexOf(u'(');
    if (open <= 0)
        return l;
    l.kind = text.left(open);
    const qsizetype close = matchingParen(text, open);
    const QStringList args = SchedulerIrReader::splitArguments(
        QStringView(text).mid(open + 1, (close < 0 ? text.size() : close) - open - 1));
    for (const QString &a : args) {
        if (a.startsWith(u'\'') && l.device.isEmpty())
            l.device = unquoted(a);
        else if (a.startsWith(QLatin1String("torch.")))
            l.dtype = a.mid(6);
        else if (a.startsWith(QLatin1String("dtype=torch.")))
            l.dtype = a.mid(12);
        else if (a.startsWith(QLatin1String("size=")))
            l.size = listItems(a.mid(5));
        else if (a.startsWith(QLatin1String("stride=")))
            l.stride = listItems(a.mid(7));
        else if (a.startsWith(QLatin1String("device=device(type='"))) {
            l.device = a.mid(20, a.indexOf(u'\'', 20) - 20);
            if (const QString idx
                = keyword(SchedulerIrReader::splitArguments(QStringView(a).mid(14, a.size() - 15)), "index");
                !idx.isEmpty())
                l.device += u':' + idx;
        }
    }
    return l;
}

SchedulerIr SchedulerIrReader::parse(std::string_view text, const QString &path, int firstLine)
{
    SchedulerIr ir;
    ir.path = path;
    IrParser parser(ir, firstLine);
    forEachLine(text, [&](std::string_view line, int number) { parser.line(line, number - 1); });
    parser.finish();
    return ir;
}

Result<SchedulerIr> SchedulerIrReader::read(const QString &path)
{
    auto src = ByteSource::open(path);
    if (!src)
        return src.error();
    SchedulerIr ir = parse(src.value()->view(), path);
    if (src.value()->truncated())
        ir.diagnostics.push_back({ Diagnostic::Severity::Warning, path, 0, -1,
            QStringLiteral("compressed stream ends early: the file is truncated"), {} });
    return ir;
}

} // namespace cs
