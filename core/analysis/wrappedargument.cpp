#include "core/analysis/wrappedargument.h"
#include "core/util/sourcefile.h"

#include <QDateTime>
#include <QFileInfo>
#include <QRegularExpression>

namespace cs {
namespace {

// The top-level comma-separated parts of the bracketed text that starts at `open` (a `(`), and
// where it closes; quoted text and nested brackets are skipped. Empty when it never closes.
QStringList bracketParts(const QString &text, qsizetype open, qsizetype *close = nullptr)
{
    QStringList parts;
    QString part;
    int depth = 0;
    QChar quote;
    for (qsizetype i = open; i < text.size(); ++i) {
        const QChar ch = text[i];
        if (!quote.isNull()) {
            if (ch == u'\\')
                part += text.mid(i++, 2);
            else {
                part += ch;
                if (ch == quote)
                    quote = QChar();
            }
            continue;
        }
        if (ch == u'\'' || ch == u'"')
            quote = ch;
        if (ch == u'(' || ch == u'[' || ch == u'{') {
            if (depth++ == 0)
                continue;
        } else if (ch == u')' || ch == u']' || ch == u'}') {
            if (--depth == 0) {
                parts << part.trimmed();
                if (close)
                    *close = i;
                return parts;
            }
        } else if (ch == u',' && depth == 1) {
            parts << part.trimmed();
            part.clear();
            continue;
        }
        if (depth >= 1)
            part += ch;
    }
    return {};
}

qsizetype indentOf(const QString &line)
{
    qsizetype i = 0;
    while (i < line.size() && (line[i] == u' ' || line[i] == u'\t'))
        ++i;
    return i;
}

// The class a `def` at `defLine` (0-based) sits in: the nearest line above it, less indented,
// that opens a class; empty when a less indented line above it is anything else.
QString enclosingClass(const QStringList &lines, int defLine)
{
    static const QRegularExpression cls(QStringLiteral(R"re(^\s*class\s+(\w+))re"));
    const qsizetype indent = indentOf(lines[defLine]);
    for (int i = defLine - 1; i >= 0; --i) {
        const QString &l = lines[i];
        if (l.trimmed().isEmpty() || l.trimmed().startsWith(u'#') || indentOf(l) >= indent)
            continue;
        if (l.trimmed().startsWith(u'@'))
            continue;
        const auto m = cls.match(l);
        return m.hasMatch() ? m.captured(1) : QString();
    }
    return {};
}

// The 0-based line of `def <function>(` that the user function is: at or after its recorded first
// line (a decorated function's first line is its first decorator's), or else the one def of that
// name in the module class; -1 when it cannot be told.
int defLineOf(const QStringList &lines, const UserFunction &user)
{
    const QRegularExpression def(
        QStringLiteral(R"re(^\s*(?:async\s+)?def\s+%1\s*\()re").arg(QRegularExpression::escape(user.function)));
    if (user.line > 0) {
        for (int i = user.line - 1; i < lines.size() && i < user.line + 50; ++i)
            if (def.match(lines[i]).hasMatch())
                return i;
        return -1;
    }
    int found = -1;
    for (int i = 0; i < lines.size(); ++i) {
        if (!def.match(lines[i]).hasMatch())
            continue;
        if (!user.moduleClass.isEmpty() && enclosingClass(lines, i) != user.moduleClass)
            continue;
        if (found >= 0)
            return -1; // two of them: which one ran is not shown
        found = i;
    }
    return found;
}

// Whether the graph's source comments for this function read the same on disk, after its def.
bool graphMatchesFile(const QStringList &lines, int defLine, const UserFunction &user, std::string_view graph)
{
    static const QRegularExpression comment(QStringLiteral(R"re(# File: (.+):(\d+) in (\S+), code: (.*)$)re"));
    int matched = 0;
    size_t pos = 0;
    while (pos < graph.size()) {
        size_t end = graph.find('\n', pos);
        if (end == std::string_view::npos)
            end = graph.size();
        const std::string_view line = graph.substr(pos, end - pos);
        pos = end + 1;
        if (line.find("# File: ") == std::string_view::npos)
            continue;
        const auto m = comment.match(QString::fromUtf8(line.data(), static_cast<qsizetype>(line.size())));
        if (!m.hasMatch() || m.captured(1) != user.file || m.captured(3) != user.function)
            continue;
        const int at = m.captured(2).toInt() - 1;
        if (at <= defLine || at >= lines.size() || lines[at].trimmed() != m.captured(4).trimmed())
            return false;
        ++matched;
    }
    return matched > 0;
}

} // namespace

QStringList positionalParameters(const QString &fromParenthesis)
{
    QStringList out;
    for (const QString &p : bracketParts(fromParenthesis, 0)) {
        if (p.isEmpty() || p == QLatin1String("/"))
            continue;
        if (p.startsWith(u'*'))
            break;
        static const QRegularExpression name(QStringLiteral(R"re(^([A-Za-z_]\w*))re"));
        const auto m = name.match(p);
        if (!m.hasMatch())
            return {};
        out << m.captured(1);
    }
    return out;
}

int argumentsBefore(const QString &call, const QString &varargs)
{
    const QString starred = QLatin1Char('*') + varargs;
    for (qsizetype open = call.indexOf(u'('); open >= 0; open = call.indexOf(u'(', open + 1)) {
        const QStringList parts = bracketParts(call, open);
        const qsizetype at = parts.indexOf(starred);
        if (at < 0)
            continue;
        for (qsizetype i = 0; i < at; ++i)
            if (parts[i].startsWith(u'*') || parts[i].contains(u'='))
                return -1;
        return static_cast<int>(at);
    }
    return -1;
}

QStringList wrappedArgumentNames(const UserFunction &user, std::string_view dynamoGraph, qint64 logWrittenMs)
{
    if (!user.isWrapped() || dynamoGraph.empty() || logWrittenMs <= 0)
        return {};
    // A file touched after the log was written may not be the one that ran (a second's slack for
    // file systems that keep coarse times).
    const QFileInfo source(user.file);
    if (!source.isFile() || source.lastModified().toMSecsSinceEpoch() > logWrittenMs + 1000)
        return {};
    const int before = argumentsBefore(user.forwardingCall, QStringLiteral("args"));
    if (before < 0)
        return {};
    const QStringList lines = sourceFileLines(user.file);
    const int defLine = defLineOf(lines, user);
    if (defLine < 0 || !graphMatchesFile(lines, defLine, user, dynamoGraph))
        return {};
    // The def's parameters may span lines.
    QString def;
    for (int i = defLine; i < lines.size() && i < defLine + 40; ++i)
        def += lines[i] + u'\n';
    return positionalParameters(def.mid(def.indexOf(u'('))).mid(before);
}

} // namespace cs
