#include "core/ingest/tritonir/irlocations.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace cs {
namespace {

// One location of an inlining chain, innermost first.
struct Candidate {
    QString file;
    int line = 0, column = 0;
};

// Picks the chain's location in the kernel module (else the innermost) and interns its file.
// An inlining chain longer than this is cut (a hostile file's aliases could double it at each level).
constexpr qsizetype MaxChain = 64;

class Interner {
public:
    explicit Interner(IrLocations &out, const QString &moduleFile)
        : m_out(out)
        , m_module(moduleFile)
    {
    }
    IrLoc pick(const QList<Candidate> &chain)
    {
        const Candidate *chosen = nullptr;
        for (const Candidate &c : chain)
            if (c.line > 0 && !m_module.isEmpty() && irFileName(c.file) == m_module) {
                chosen = &c;
                break;
            }
        for (const Candidate &c : chain)
            if (!chosen && c.line > 0)
                chosen = &c;
        if (!chosen)
            return {};
        auto it = m_index.constFind(chosen->file);
        if (it == m_index.cend()) {
            it = m_index.insert(chosen->file, static_cast<int>(m_out.files.size()));
            m_out.files << chosen->file;
        }
        return { it.value(), chosen->line, chosen->column };
    }

private:
    IrLocations &m_out;
    QString m_module;
    QHash<QString, int> m_index;
};

// Reads a quoted string starting at s[i] == '"' (backslash escapes kept as written); i ends
// after the closing quote.
QString quoted(QStringView s, qsizetype &i)
{
    QString out;
    for (++i; i < s.size() && s[i] != u'"'; ++i) {
        if (s[i] != u'\\' || i + 1 >= s.size()) {
            out += s[i];
            continue;
        }
        // MLIR escapes a byte as two hex digits (`\22` for a quote); others keep the next character.
        bool hex = false;
        const int byte = i + 2 < s.size() ? s.mid(i + 1, 2).toInt(&hex, 16) : -1;
        if (hex && byte >= 0) {
            out += QChar(byte);
            i += 2;
        } else
            out += s[++i];
    }
    ++i;
    return out;
}

int number(QStringView s, qsizetype &i)
{
    int n = 0;
    bool any = false;
    while (i < s.size() && s[i].isDigit() && n < 100000000) {
        n = n * 10 + s[i].digitValue();
        ++i;
        any = true;
    }
    return any ? n : -1;
}

// --- MLIR -----------------------------------------------------------------------------------

// A location expression's parts in order: file locations ("f":L:C) and alias references (#locN).
// Names ("x"(...)) are skipped, callsite(callee at caller) and fused[...] read left to right.
struct MlirToken {
    QString alias; // empty: a file location
    Candidate at;
};

QList<MlirToken> mlirTokens(QStringView expr)
{
    QList<MlirToken> out;
    for (qsizetype i = 0; i < expr.size();) {
        if (expr[i] == u'"') {
            const QString text = quoted(expr, i);
            if (i + 1 < expr.size() && expr[i] == u':' && expr[i + 1].isDigit()) {
                ++i;
                const int line = number(expr, i);
                int column = 0;
                if (i + 1 < expr.size() && expr[i] == u':' && expr[i + 1].isDigit()) {
                    ++i;
                    column = number(expr, i);
                }
                out.push_back({ {}, { text, line, column } });
            }
        } else if (expr[i] == u'#') {
            qsizetype j = i + 1;
            while (j < expr.size() && (expr[j].isLetterOrNumber() || expr[j] == u'_' || expr[j] == u'.'))
                ++j;
            const QString name = expr.mid(i + 1, j - i - 1).toString();
            if (name.startsWith(QLatin1String("loc")))
                out.push_back({ name, {} });
            i = j;
        } else
            ++i;
    }
    return out;
}

// Where the op's own `loc(...)` starts: the one that ends the line. A line that opens a region
// (`tt.func @k(%a: ... loc("a"(#loc))) attributes {...} {`) has none: the locations inside it are
// its arguments', and the op's is on the line that closes the region (`} loc(#loc)`).
qsizetype trailingLoc(QStringView l)
{
    const qsizetype at = l.lastIndexOf(QLatin1String("loc("));
    if (at < 0 || (at > 0 && (l[at - 1].isLetterOrNumber() || l[at - 1] == u'_')))
        return -1;
    int depth = 0;
    for (qsizetype i = at + 3; i < l.size(); ++i) {
        if (l[i] == u'"') {
            quoted(l, i);
            --i;
        } else if (l[i] == u'(')
            ++depth;
        else if (l[i] == u')' && --depth == 0)
            return l.mid(i + 1).trimmed().isEmpty() ? at : -1;
    }
    return -1; // unbalanced
}

class MlirResolver {
public:
    explicit MlirResolver(const QStringList &lines)
    {
        static const QRegularExpression def(QStringLiteral("^#(loc[A-Za-z0-9_.]*)\\s*=\\s*loc\\((.*)\\)\\s*$"));
        for (const QString &l : lines)
            if (l.startsWith(QLatin1String("#loc"))) {
                const auto m = def.match(l);
                if (m.hasMatch())
                    m_defs.insert(m.captured(1), m.captured(2));
            }
    }
    bool isDefinition(const QString &line) const { return line.startsWith(QLatin1String("#loc")); }
    QList<Candidate> chain(QStringView expr, int depth = 0)
    {
        QList<Candidate> out;
        if (depth > 64)
            return out;
        for (const MlirToken &t : mlirTokens(expr)) {
            if (out.size() >= MaxChain)
                break;
            if (t.alias.isEmpty()) {
                out << t.at;
                continue;
            }
            auto known = m_resolved.constFind(t.alias);
            if (known == m_resolved.cend()) {
                if (m_visiting.contains(t.alias))
                    continue;
                m_visiting.insert(t.alias);
                const QList<Candidate> c = chain(m_defs.value(t.alias), depth + 1);
                m_visiting.remove(t.alias);
                known = m_resolved.insert(t.alias, c);
            }
            out << known.value().mid(0, MaxChain - out.size());
        }
        return out;
    }

private:
    QHash<QString, QString> m_defs;
    QHash<QString, QList<Candidate>> m_resolved;
    QSet<QString> m_visiting;
};

// --- LLVM IR --------------------------------------------------------------------------------

// `key: value` of a metadata node's fields: a string's text, or the bare value (`!12`, `42`).
QString field(QStringView fields, QStringView key)
{
    for (qsizetype at = fields.indexOf(key); at >= 0; at = fields.indexOf(key, at + 1)) {
        const bool start = at == 0 || fields[at - 1] == u' ' || fields[at - 1] == u'(' || fields[at - 1] == u',';
        qsizetype i = at + key.size();
        if (!start || i + 1 >= fields.size() || fields[i] != u':')
            continue;
        for (++i; i < fields.size() && fields[i] == u' ';)
            ++i;
        if (i < fields.size() && fields[i] == u'"')
            return quoted(fields, i);
        qsizetype j = i;
        while (j < fields.size() && fields[j] != u',' && fields[j] != u')')
            ++j;
        return fields.mid(i, j - i).trimmed().toString();
    }
    return {};
}

class LlvmResolver {
public:
    explicit LlvmResolver(const QStringList &lines)
    {
        static const QRegularExpression node(
            QStringLiteral("^!(\\d+)\\s*=\\s*(?:distinct\\s+)?!(\\w+)\\((.*)\\)\\s*$"));
        for (const QString &l : lines)
            if (l.startsWith(u'!')) {
                const auto m = node.match(l);
                if (m.hasMatch())
                    m_nodes.insert(m.captured(1), { m.captured(2), m.captured(3) });
            }
    }
    QList<Candidate> chain(const QString &id)
    {
        QList<Candidate> out;
        QString at = id;
        for (int depth = 0; depth < 64 && m_nodes.contains(at); ++depth) {
            const Node &n = m_nodes[at];
            if (n.kind == QLatin1String("DILocation")) {
                out << Candidate { fileOf(ref(field(n.fields, u"scope"))), field(n.fields, u"line").toInt(),
                    field(n.fields, u"column").toInt() };
                at = ref(field(n.fields, u"inlinedAt"));
            } else if (n.kind == QLatin1String("DISubprogram")) {
                out << Candidate { fileOf(at), field(n.fields, u"line").toInt(), 0 };
                break;
            } else
                break;
        }
        return out;
    }

private:
    struct Node {
        QString kind, fields;
    };
    static QString ref(const QString &value) { return value.startsWith(u'!') ? value.mid(1) : QString(); }
    // The file of a scope (subprogram, lexical block), following enclosing scopes.
    QString fileOf(QString scope)
    {
        for (int depth = 0; depth < 64 && m_nodes.contains(scope); ++depth) {
            const Node &n = m_nodes[scope];
            if (n.kind == QLatin1String("DIFile")) {
                const QString name = field(n.fields, u"filename"), dir = field(n.fields, u"directory");
                return dir.isEmpty() || name.startsWith(u'/') ? name : dir + QLatin1Char('/') + name;
            }
            const QString file = ref(field(n.fields, u"file"));
            scope = !file.isEmpty() ? file : ref(field(n.fields, u"scope"));
        }
        return {};
    }
    QHash<QString, Node> m_nodes;
};

bool isPtxInstruction(QStringView t)
{
    return !t.isEmpty() && (t[0].isLetter() || t[0] == u'@') && !t.endsWith(u':');
}

} // namespace

QString irFileName(const QString &path)
{
    const qsizetype slash = std::max(path.lastIndexOf(u'/'), path.lastIndexOf(u'\\'));
    return slash < 0 ? path : path.mid(slash + 1);
}

IrLocations mlirLocations(const QStringList &lines, const QString &moduleFile)
{
    IrLocations out;
    Interner interner(out, moduleFile);
    MlirResolver resolver(lines);
    out.lines.reserve(lines.size());
    for (const QString &l : lines) {
        const qsizetype at = resolver.isDefinition(l) ? -1 : trailingLoc(l);
        out.lines << (at < 0 ? IrLoc {} : interner.pick(resolver.chain(QStringView(l).mid(at + 4))));
    }
    return out;
}

IrLocations llvmLocations(const QStringList &lines, const QString &moduleFile)
{
    IrLocations out;
    Interner interner(out, moduleFile);
    LlvmResolver resolver(lines);
    out.lines.reserve(lines.size());
    for (const QString &l : lines) {
        const qsizetype at = l.startsWith(u'!') ? -1 : l.lastIndexOf(QLatin1String("!dbg !"));
        if (at < 0) {
            out.lines << IrLoc {};
            continue;
        }
        qsizetype i = at + 6;
        const int id = number(l, i);
        out.lines << (id < 0 ? IrLoc {} : interner.pick(resolver.chain(QString::number(id))));
    }
    return out;
}

IrLocations ptxLocations(const QStringList &lines, const QString &moduleFile)
{
    IrLocations out;
    Interner interner(out, moduleFile);
    static const QRegularExpression file(
        QStringLiteral("^\\s*\\.file\\s+(\\d+)\\s+\"([^\"]*)\"(?:\\s*,?\\s*\"([^\"]*)\")?"));
    static const QRegularExpression loc(QStringLiteral("^\\s*\\.loc\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)"));
    static const QRegularExpression inlined(QStringLiteral("inlined_at\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)"));
    QHash<int, QString> files;
    for (const QString &l : lines) {
        const auto m = file.match(l);
        if (m.hasMatch()) {
            const QString name = m.captured(3);
            files.insert(m.captured(1).toInt(),
                name.isEmpty()              ? m.captured(2)
                    : name.startsWith(u'/') ? name
                                            : m.captured(2) + QLatin1Char('/') + name);
        }
    }
    IrLoc current;
    bool debugSections = false;
    // `inlined_at F L C` names the call site only; the chain above it is that of the `.loc` that
    // had the call site's location (LLVM writes the caller's `.loc` first).
    QHash<QString, QList<Candidate>> chains;
    const auto key
        = [](const QString &f, const QString &line, const QString &column) { return f + u' ' + line + u' ' + column; };
    out.lines.reserve(lines.size());
    for (const QString &l : lines) {
        const QStringView t = QStringView(l).trimmed();
        if (t.startsWith(QLatin1String(".section")))
            debugSections = true; // the DWARF tables after the code
        if (t.startsWith(QLatin1String(".entry")) || t.startsWith(QLatin1String(".func"))
            || t.startsWith(QLatin1String(".visible")))
            current = {};
        const auto m = loc.match(l);
        if (m.hasMatch()) {
            QList<Candidate> chain { { files.value(m.captured(1).toInt()), m.captured(2).toInt(),
                m.captured(3).toInt() } };
            const auto in = inlined.match(l, m.capturedEnd());
            if (in.hasMatch()) {
                const auto caller = chains.constFind(key(in.captured(1), in.captured(2), in.captured(3)));
                if (caller != chains.cend())
                    chain << caller.value().mid(0, MaxChain - 1);
                else
                    chain << Candidate { files.value(in.captured(1).toInt()), in.captured(2).toInt(),
                        in.captured(3).toInt() };
            }
            chains.insert(key(m.captured(1), m.captured(2), m.captured(3)), chain);
            current = interner.pick(chain);
            out.lines << IrLoc {};
            continue;
        }
        out.lines << (!debugSections && isPtxInstruction(t) ? current : IrLoc {});
    }
    return out;
}

IrLocations sassLocations(const QStringList &lines, const QString &moduleFile)
{
    IrLocations out;
    Interner interner(out, moduleFile);
    static const QRegularExpression place(QStringLiteral("\"([^\"]*)\"\\s*,\\s*line\\s+(\\d+)"));
    IrLoc current;
    // nvdisasm -gi writes an inlining chain as consecutive comments, innermost first:
    //   //## File "helper.py", line 6 inlined at "helper.py", line 11
    //   //## File "helper.py", line 11 inlined at "c….py", line 10
    //   //## File "c….py", line 10
    QList<Candidate> chain;
    bool inComments = false;
    out.lines.reserve(lines.size());
    for (const QString &l : lines) {
        const QStringView t = QStringView(l).trimmed();
        if (t.startsWith(QLatin1String("//## File"))) {
            if (!inComments)
                chain.clear();
            inComments = true;
            for (auto it = place.globalMatch(l); it.hasNext() && chain.size() < MaxChain;) {
                const auto m = it.next();
                chain << Candidate { m.captured(1), m.captured(2).toInt(), 0 };
            }
            current = interner.pick(chain);
            out.lines << IrLoc {};
            continue;
        }
        inComments = false;
        if (t.startsWith(QLatin1String(".text.")) || t.startsWith(QLatin1String(".section")))
            current = {};
        // `/*0010*/  S2R R2, SR_TID.X ;`, not the encoding comment `/* 0x000fe4... */` beside it.
        const qsizetype close = t.startsWith(QLatin1String("/*")) ? t.indexOf(QLatin1String("*/")) : -1;
        const bool instruction = close > 2 && t[2] != u' ' && !t.mid(close + 2).trimmed().isEmpty();
        out.lines << (instruction ? current : IrLoc {});
    }
    return out;
}

} // namespace cs
