#include "core/report/doc/reportwriters.h"
#include "core/util/codespans.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

// Breaks what GitHub would turn into a link or a notification: `scheme://`, `www.`, and
// `@name` (a mention). A zero-width space keeps the text readable and inert.
QString unlinked(QString s)
{
    s.replace(QLatin1String("://"), QStringLiteral(":\u200b//"));
    s.replace(QLatin1String("www."), QStringLiteral("www\u200b."), Qt::CaseInsensitive);
    s.replace(QLatin1String("@"), QStringLiteral("@\u200b"));
    return s;
}

// Text in a paragraph, list item, summary or table cell: one line, every character that
// Markdown or HTML would act on escaped (entities for < > &, backslashes for the rest).
QString mdPlain(const QString &text, bool startsLine)
{
    QString s = text;
    s.replace(u'\r', u' ');
    s.replace(u'\n', u' ');
    QString out;
    out.reserve(s.size() + 16);
    for (const QChar c : s) {
        // Markdown's punctuation gets a backslash; & < > become entities below (their entities
        // hold none of these characters). Parentheses, braces and `!` act only after a `]`, which
        // is escaped, so they stay as written (a report full of `\(` is hard to read as text).
        static const QString punctuation = QStringLiteral("\\`*_[]#|~$^");
        if (punctuation.contains(c))
            out += u'\\';
        out += c;
    }
    out.replace(u'&', QLatin1String("&amp;")).replace(u'<', QLatin1String("&lt;")).replace(u'>', QLatin1String("&gt;"));
    // A line that starts like a list item, a heading underline or a code block is one no more:
    // the marker escaped (`\-`, `1\.`), a leading space kept by a zero-width space. A line that
    // only starts with a number ("9 compiles") is left as it is.
    if (startsLine && !out.isEmpty()) {
        qsizetype digits = 0;
        while (digits < out.size() && out[digits].isDigit())
            ++digits;
        if (out[0] == u'-' || out[0] == u'+' || out[0] == u'=')
            out.prepend(u'\\');
        else if (digits > 0 && digits < out.size() && (out[digits] == u'.' || out[digits] == u')'))
            out.insert(digits, u'\\');
        else if (out[0] == u' ' || out[0] == u'\t')
            out.prepend(QStringLiteral("&#8203;"));
    }
    return unlinked(out);
}

// As mdPlain, with each web address made a code span: literal and whole when copied (GitHub links
// nothing inside code, so an address from a trace still opens nothing by itself), where a
// zero-width space would break it. An address holding a backtick stays plain text, unlinked.
QString md(const QString &text, bool startsLine = false, bool inTable = false)
{
    static const QRegularExpression address(
        QStringLiteral(R"re((?:\b[A-Za-z][A-Za-z0-9+.\-]*://|\bwww\.)[^\s`<>"']+)re"));
    static const QRegularExpression trailing(QStringLiteral(R"re([.,;:!?)\]]+$)re"));
    QString flat = text;
    flat.replace(u'\r', u' ').replace(u'\n', u' ');
    QString out;
    qsizetype at = 0;
    for (auto it = address.globalMatch(flat); it.hasNext();) {
        const auto m = it.next();
        QString url = m.captured();
        url.chop(trailing.match(url).capturedLength());
        if (url.size() < 8)
            continue;
        out += mdPlain(flat.mid(at, m.capturedStart() - at), startsLine && at == 0);
        const qsizetype length = url.size();
        if (inTable)
            url.replace(u'|', QLatin1String("\\|"));
        out += u'`' + url + u'`';
        at = m.capturedStart() + length;
    }
    return out + mdPlain(flat.mid(at), startsLine && at == 0);
}

// Prose and cells with their `code` spans kept as Markdown code spans (codespans.h): the code
// is literal there (no escapes, entities or links are read inside), holds no backtick and no
// line break by construction; in a table a pipe is escaped even inside code (GitHub's rule).
QString mdProse(const QString &text, bool startsLine = false, bool inTable = false)
{
    QString out;
    bool first = true;
    for (const CodeSpan &part : codeSpans(text)) {
        if (part.code) {
            QString code = part.text;
            if (inTable)
                code.replace(u'|', QLatin1String("\\|"));
            out += u'`' + code + u'`';
        } else {
            out += md(part.text, startsLine && first, inTable);
        }
        first = false;
    }
    return out;
}

// Text inside an HTML block (a details summary), where Markdown escapes are not read: entities only.
QString htmlText(const QString &text)
{
    QString s = text;
    s.replace(u'\r', u' ');
    s.replace(u'\n', u' ');
    return unlinked(s.toHtmlEscaped().replace(u'\'', QLatin1String("&#39;")));
}

// A fence longer than any run of backticks inside, so the code cannot close it.
QString fence(const QString &code)
{
    int longest = 0, run = 0;
    for (const QChar c : code) {
        run = c == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return QString(std::max(3, longest + 1), u'`');
}

void table(QTextStream &s, const ReportTable &t, int maxRows)
{
    if (!t.caption.isEmpty())
        s << "**" << md(t.caption) << "**\n\n";
    s << '|';
    for (const QString &h : t.header)
        s << ' ' << md(h) << " |";
    s << "\n|";
    for (qsizetype c = 0; c < t.header.size(); ++c)
        s << ((size_t(c) < t.numeric.size() && t.numeric[size_t(c)]) ? "---:|" : "---|");
    s << '\n';
    int rows = 0;
    for (const QStringList &row : t.rows) {
        if (rows++ >= maxRows)
            break;
        s << '|';
        for (qsizetype c = 0; c < t.header.size(); ++c)
            s << ' ' << mdProse(row.value(c), false, true) << " |";
        s << '\n';
    }
    const int omitted = t.omittedRows + std::max(0, int(t.rows.size()) - maxRows);
    if (omitted > 0)
        s << '\n' << md(Tr::tr("%n more row(s) not shown; the JSON report has them all.", nullptr, omitted)) << '\n';
    s << '\n';
}

struct Limits {
    int rows = 50; // per table
    bool details = true; // the bodies of collapsed findings
};

void block(QTextStream &s, const ReportBlock &b, const ReportDocument &doc, const Limits &lim)
{
    switch (b.kind) {
    case ReportBlock::Kind::Paragraph:
        s << mdProse(b.text, true) << "\n\n";
        break;
    case ReportBlock::Kind::Note:
        s << "> " << mdProse(b.text, true) << "\n\n"; // starts a line inside the quote
        break;
    case ReportBlock::Kind::Items: {
        int n = 0;
        for (const ReportItem &it : b.items) {
            s << (b.numbered ? QStringLiteral("%1. ").arg(++n) : QStringLiteral("- ")) << "**" << mdProse(it.title)
              << "**";
            for (const QString &l : it.lines)
                s << "<br>" << mdProse(l);
            s << '\n';
        }
        s << '\n';
        break;
    }
    case ReportBlock::Kind::Table:
        table(s, b.table, lim.rows);
        break;
    case ReportBlock::Kind::Code: {
        QString code;
        const QStringList lines = b.text.split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i)
            code += (b.firstLine > 0 ? QStringLiteral("%1 | ").arg(b.firstLine + i) : QString()) + lines[i]
                + (i + 1 < lines.size() ? QStringLiteral("\n") : QString());
        const QString f = fence(code);
        s << f << "text\n" << code << '\n' << f << "\n\n";
        break;
    }
    case ReportBlock::Kind::Picture:
        if (doc.data && b.picture >= 0 && b.picture < int(doc.data->graphs.size()))
            s << "> "
              << md(Tr::tr("The picture of graph %1 is in the HTML and PDF reports.")
                         .arg(doc.data->graphs[size_t(b.picture)].id))
              << "\n\n";
        break;
    case ReportBlock::Kind::Details:
        // HTML blocks: a blank line after <summary> lets GitHub read the body as Markdown.
        s << "<details" << (b.open ? " open" : "") << "><summary>" << htmlText(b.text) << "</summary>\n\n";
        if (lim.details || b.open)
            for (const ReportBlock &c : b.children)
                block(s, c, doc, lim);
        else
            s << md(Tr::tr("(details cut to fit a comment; see the HTML report)")) << "\n\n";
        s << "</details>\n\n";
        break;
    }
}

QString section(const ReportDocSection &sec, const ReportDocument &doc, const Limits &lim)
{
    QString out;
    QTextStream s(&out);
    s << "## " << md(sec.title) << "\n\n";
    for (const ReportBlock &b : sec.blocks)
        block(s, b, doc, lim);
    s.flush();
    return out;
}

} // namespace

QString reportMarkdown(const ReportDocument &doc, int maxChars)
{
    QString head;
    {
        QTextStream s(&head);
        s << "# " << md(doc.title) << "\n\n";
        for (const auto &[label, value] : doc.meta)
            s << "**" << md(label) << ":** " << md(value) << "<br>\n";
        s << '\n';
    }
    // Each section at full size, else compact (fewer rows, collapsed findings as one line),
    // else left out; what was cut is said at the end.
    const Limits full, compact { 10, false };
    QStringList cut, shortened;
    QString body;
    const int reserve = 600; // the closing note
    for (const ReportDocSection &sec : doc.sections) {
        const QString a = section(sec, doc, full);
        if (head.size() + body.size() + a.size() + reserve <= maxChars) {
            body += a;
            continue;
        }
        const QString b = section(sec, doc, compact);
        if (head.size() + body.size() + b.size() + reserve <= maxChars) {
            body += b;
            shortened << sec.title;
            continue;
        }
        cut << sec.title;
    }
    QString tail;
    if (!cut.isEmpty() || !shortened.isEmpty()) {
        QStringList parts;
        if (!shortened.isEmpty())
            parts << Tr::tr("shortened: %1").arg(shortened.join(QStringLiteral(", ")));
        if (!cut.isEmpty())
            parts << Tr::tr("left out: %1").arg(cut.join(QStringLiteral(", ")));
        tail = QStringLiteral("---\n> ")
            + md(Tr::tr("Cut to fit %1 characters (%2). The HTML, PDF and JSON reports have everything.")
                     .arg(maxChars)
                     .arg(parts.join(QStringLiteral("; "))))
            + u'\n';
    }
    QString out = head + body + tail;
    if (out.size() > maxChars) // only when the head alone is too long
        out = out.left(maxChars);
    return out;
}

} // namespace cs
