#include "core/ingest/torchlogs/fusionlines.h"

#include <QRegularExpression>

namespace cs {
namespace {

using Kind = FusionLine::Kind;

bool startsWith(const QString &s, const char *prefix)
{
    return s.startsWith(QLatin1String(prefix));
}

// `cannot fuse A with B: reason` — names never hold spaces; the reason may hold anything.
bool parseReject(const QString &t, FusionLine &out)
{
    if (!startsWith(t, "cannot fuse "))
        return false;
    const QStringView rest = QStringView(t).mid(12);
    if (rest.startsWith(u'(')) { // 2023: `cannot fuse (vert:2): reason`, `cannot fuse (7): ...`
        const qsizetype close = rest.indexOf(QLatin1String("): "));
        if (close < 0)
            return false;
        out.kind = Kind::RejectUnnamed;
        out.tag = rest.mid(1, close - 1).toString();
        out.text = rest.mid(close + 3).toString();
        return true;
    }
    const qsizetype with = rest.indexOf(QLatin1String(" with "));
    if (with <= 0)
        return false;
    const qsizetype colon = rest.indexOf(QLatin1String(": "), with + 6);
    if (colon < 0)
        return false;
    out.kind = Kind::Reject;
    out.a = rest.left(with).toString();
    out.b = rest.mid(with + 6, colon - with - 6).toString();
    out.text = rest.mid(colon + 2).toString();
    return !out.a.contains(u' ') && !out.b.contains(u' ');
}

bool parseBenchmark(const QString &raw, FusionLine &out)
{
    if (!raw.contains(QLatin1String("fuse (benchmark)")))
        return false;
    static const QRegularExpression pair(QStringLiteral(
        R"(^(can|cannot) fuse \(benchmark\): fusing (.+) with (.+) cause ([0-9.]+|inf|nan)x (speedup|slowdown)\s*$)"));
    static const QRegularExpression combo(
        QStringLiteral(R"(^(can|cannot) fuse \(benchmark\): fusing causes ([0-9.]+|inf|nan)x (speedup|slowdown)\s*$)"));
    const QString t = withoutAnsi(raw);
    out.kind = Kind::Benchmark;
    if (const auto m = pair.match(t); m.hasMatch()) {
        out.a = namesInSet(m.captured(2)).join(u',');
        out.b = namesInSet(m.captured(3)).join(u',');
        out.ratio = m.captured(4).toDouble();
        out.speedup = m.captured(1) == QLatin1String("can");
        out.text = t;
        return true;
    }
    if (const auto m = combo.match(t); m.hasMatch()) {
        out.ratio = m.captured(2).toDouble();
        out.speedup = m.captured(1) == QLatin1String("can");
        out.text = t;
        return true;
    }
    out.kind = Kind::Note;
    out.text = t;
    return true;
}

} // namespace

QString withoutAnsi(const QString &text)
{
    if (!text.contains(QChar(0x1b)))
        return text;
    static const QRegularExpression ansi(QStringLiteral("\x1b\\[[0-9;]*[A-Za-z]"));
    QString t = text;
    t.remove(ansi);
    return t;
}

QStringList namesInSet(const QString &text)
{
    static const QRegularExpression quoted(QStringLiteral(R"(['"]([^'"]+)['"])"));
    QStringList names;
    for (auto it = quoted.globalMatch(text); it.hasNext();)
        names << it.next().captured(1);
    if (names.isEmpty()) {
        static const QRegularExpression bare(QStringLiteral(R"(\b(?:op|buf)\d+\b)"));
        for (auto it = bare.globalMatch(text); it.hasNext();)
            names << it.next().captured(0);
    }
    return names;
}

namespace {

// Reads Python string literals of a printed list one at a time: `['a', "b'c", '\n']`.
class PythonStrings {
public:
    explicit PythonStrings(QStringView text)
        : m_text(text)
        , m_pos(text.indexOf(u'[') + 1)
    {
        if (m_pos == 0)
            m_pos = text.size();
    }
    bool next(QString &item)
    {
        while (m_pos < m_text.size() && (m_text[m_pos] == u' ' || m_text[m_pos] == u','))
            ++m_pos;
        if (m_pos >= m_text.size() || (m_text[m_pos] != u'\'' && m_text[m_pos] != u'"'))
            return false; // the end of the list, or not a list of strings
        const QChar quote = m_text[m_pos++];
        item.clear();
        qsizetype start = m_pos;
        for (; m_pos < m_text.size() && m_text[m_pos] != quote; ++m_pos) {
            if (m_text[m_pos] != u'\\' || m_pos + 1 >= m_text.size())
                continue;
            item += m_text.mid(start, m_pos - start);
            const QChar e = m_text[++m_pos];
            item += e == u'n' ? QChar(u'\n') : e == u't' ? QChar(u'\t') : e;
            start = m_pos + 1;
        }
        item += m_text.mid(start, m_pos - start);
        ++m_pos; // the closing quote
        return true;
    }

private:
    QStringView m_text;
    qsizetype m_pos;
};

} // namespace

QStringList pythonStringList(QStringView text)
{
    QStringList items;
    PythonStrings reader(text);
    QString item;
    while (reader.next(item))
        items << item;
    return items;
}

bool parseFusionCandidate(const QString &text, FusionCandidate &out)
{
    const QString t = text.trimmed();
    const qsizetype paren = t.indexOf(u'(');
    if (paren <= 0
        || (!t.left(paren).endsWith(QLatin1String("Node")) && !t.left(paren).endsWith(QLatin1String("Reductions"))))
        return false;
    out.nodeClass = t.left(paren);
    const qsizetype close = t.indexOf(u')', paren);
    if (close < 0)
        return false;
    QStringView inside = QStringView(t).mid(paren + 1, close - paren - 1);
    if (inside.startsWith(QLatin1String("name=")))
        inside = inside.mid(5);
    else if (inside.startsWith(QLatin1String("nodes=")))
        inside = inside.mid(6);
    else
        return false;
    if (inside.size() >= 2 && (inside.front() == u'\'' || inside.front() == u'"'))
        inside = inside.mid(1, inside.size() - 2);
    out.name = inside.toString();
    if (out.name.isEmpty() || out.name.contains(u' '))
        return false;
    if (out.nodeClass.startsWith(QLatin1String("Fused")) || t.mid(close + 1).startsWith(QLatin1String(", snodes:")))
        return true; // the members are named by the node's name
    if (!t.mid(close + 1).startsWith(QLatin1String(", ")))
        return true; // extern kernels and templates print nothing more
    const QStringView data = QStringView(t).mid(close + 3);
    const qsizetype open = data.indexOf(u'(');
    if (open <= 0)
        return true;
    out.data = data.left(open).toString();
    // The items: ranges, reduction type, origins, then the stack trace; stop at its first frame.
    PythonStrings items(data.mid(open + 1));
    static const QRegularExpression frame(QStringLiteral(R"re(^\s*File "([^"]+)", line (\d+))re"));
    QString item;
    for (int k = 0; items.next(item); ++k) {
        if (k == 0 && item.startsWith(u'[')) {
            out.ranges = item;
        } else if (item.startsWith(QLatin1String("origins="))) {
            QString list = item.mid(8);
            if (list.startsWith(QLatin1String("OrderedSet(")))
                list = list.mid(11).chopped(1);
            list.remove(u'[').remove(u']').remove(u'{').remove(u'}');
            for (const QString &o : list.split(u',', Qt::SkipEmptyParts))
                out.origins << o.trimmed();
        } else if (item.contains(QLatin1String("File \""))) {
            if (const auto m = frame.match(item); m.hasMatch()) {
                out.file = m.captured(1);
                out.fileLine = m.captured(2).toInt();
                if (items.next(item))
                    out.code = item.trimmed();
                break;
            }
        } else if (k == 1 && out.data.contains(QLatin1String("Reduction")) && !item.contains(u'=')) {
            out.reductionType = item;
        }
    }
    return true;
}

bool parseFusionText(const QString &text, FusionLine &out)
{
    static const QRegularExpression roundStart(
        QStringLiteral(R"(^===== attempting fusion \((\d+)/\d+\): (\d+) nodes =====$)"));
    static const QRegularExpression roundEnd(
        QStringLiteral(R"(^completed fusion round \((\d+)/\d+\): fused (\d+) nodes into (\d+) nodes$)"));
    static const QRegularExpression complete(QStringLiteral(R"(^===== fusion complete \((\d+) iterations?\) =====$)"));
    static const QRegularExpression found(QStringLiteral(R"(^found (\d+) possible fusions?$)"));
    static const QRegularExpression fuse(QStringLiteral(R"(^fusing (\S+) with (\S+)$)"));
    static const QRegularExpression shared(QStringLiteral(R"(^(\S+) and (\S+) has (-?\d+) shared data$)"));
    if (text.startsWith(QLatin1String("  ")) && !text.trimmed().isEmpty()) {
        out.kind = Kind::Candidate;
        return parseFusionCandidate(text, out.candidate);
    }
    const QString t = text.trimmed();
    if (t.isEmpty())
        return false;
    if (startsWith(t, "cannot fuse ") && !t.contains(QLatin1String("(benchmark)")))
        return parseReject(t, out);
    if (t.contains(QLatin1String("fuse (benchmark)")))
        return parseBenchmark(t, out);
    if (startsWith(t, "fusing ")) {
        const auto m = fuse.match(t);
        if (!m.hasMatch())
            return false;
        out.kind = Kind::Fuse;
        out.a = m.captured(1);
        out.b = m.captured(2);
        return true;
    }
    if (startsWith(t, "fuse_nodes_once")) {
        out.kind = Kind::Candidates;
        return true;
    }
    if (startsWith(t, "=====")) {
        if (const auto m = roundStart.match(t); m.hasMatch()) {
            out.kind = Kind::RoundStart;
            out.round = m.captured(1).toInt();
            out.n = m.captured(2).toInt();
            return true;
        }
        if (const auto m = complete.match(t); m.hasMatch()) {
            out.kind = Kind::Complete;
            out.round = m.captured(1).toInt();
            return true;
        }
        return false;
    }
    if (const auto m = roundEnd.match(t); m.hasMatch()) {
        out.kind = Kind::RoundEnd;
        out.round = m.captured(1).toInt();
        out.n = m.captured(2).toInt();
        out.m = m.captured(3).toInt();
        return true;
    }
    if (const auto m = found.match(t); m.hasMatch()) {
        out.kind = Kind::Found;
        out.n = m.captured(1).toInt();
        return true;
    }
    if (const auto m = shared.match(t); m.hasMatch()) {
        out.kind = Kind::SharedData;
        out.a = m.captured(1);
        out.b = m.captured(2);
        out.n = m.captured(3).toInt();
        return true;
    }
    return false;
}

} // namespace cs
