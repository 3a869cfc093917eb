#include "viewers/displaytext.h"

#include <QCoreApplication>
#include <QLabel>
#include <QLocale>

namespace cs::viewers {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::viewers::DisplayText)
};

// Long runs without a space get a zero-width break opportunity this often in rich text: a
// tooltip then wraps them instead of running off the screen, and a text browser lays them out
// in linear time (Qt's line breaking of one 16,000-character word takes 0.2 s, with breaks
// 0.01 s). Real names (kernels, ops, files) are shorter than this.
constexpr int LongRun = 100;

QString breakLongRuns(const QString &s)
{
    int run = 0;
    bool any = false;
    for (const QChar c : s) {
        run = c.isSpace() ? 0 : run + 1;
        if (run > LongRun) {
            any = true;
            break;
        }
    }
    if (!any)
        return s;
    QString out;
    out.reserve(s.size() + s.size() / LongRun + 1);
    run = 0;
    for (const QChar c : s) {
        run = c.isSpace() ? 0 : run + 1;
        if (run > LongRun && !c.isLowSurrogate()) {
            out += QChar(0x200b);
            run = 1;
        }
        out += c;
    }
    return out;
}

bool isLineBreak(char32_t c)
{
    return c == u'\n' || c == 0x2028 || c == 0x2029;
}

QString escapeOf(char32_t c)
{
    if (c < 0x100)
        return QStringLiteral("\\x%1").arg(static_cast<uint>(c), 2, 16, QLatin1Char('0'));
    return QStringLiteral("\\u%1").arg(static_cast<uint>(c), 4, 16, QLatin1Char('0'));
}

} // namespace

bool DisplayText::isEscapedChar(char32_t c, bool keepLineBreaks)
{
    if (c == u'\t')
        return false;
    if (c == u'\n')
        return !keepLineBreaks;
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) // C0, DEL, C1
        || c == 0x061c // Arabic letter mark
        || (c >= 0x200b && c <= 0x200f) // zero-width space/joiners, LRM, RLM
        || (c >= 0x202a && c <= 0x202e) // embeddings and overrides
        || (c >= 0x2066 && c <= 0x2069) // isolates
        || c == 0x2028 || c == 0x2029 // line and paragraph separators
        || c == 0xfeff // zero-width no-break space
        || (c >= 0xfff9 && c <= 0xfffb); // interlinear annotation controls
}

QString DisplayText::escapeControls(const QString &s, bool keepLineBreaks)
{
    // Fast path: most strings have nothing to escape.
    bool any = false;
    for (const QChar ch : s) {
        const char16_t c = ch.unicode();
        if ((c < 0x20 && c != u'\t' && c != u'\n') || (c == u'\n' && !keepLineBreaks) || (c >= 0x7f && c <= 0x9f)
            || c == 0x061c || (c >= 0x200b && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c >= 0xfeff) {
            any = true;
            break;
        }
    }
    if (!any)
        return s;
    QString out;
    out.reserve(s.size() + 16);
    for (qsizetype i = 0; i < s.size(); ++i) {
        const char16_t c = s[i].unicode();
        if (c == u'\r' && i + 1 < s.size() && s[i + 1] == u'\n')
            continue; // CRLF reads as one line break
        if (!keepLineBreaks && isLineBreak(c)) {
            out += QStringLiteral(" ⏎ ");
            continue;
        }
        if (isEscapedChar(c, keepLineBreaks))
            out += escapeOf(c);
        else
            out += s[i];
    }
    return out;
}

QString DisplayText::elide(const QString &s, int maxChars)
{
    if (maxChars <= 0 || s.size() <= maxChars)
        return s;
    if (maxChars < CountedElisionChars) { // a short label: its start and an ellipsis
        qsizetype head = maxChars - 1;
        if (head > 0 && s[head - 1].isHighSurrogate())
            --head;
        return s.left(head) + QChar(0x2026);
    }
    qsizetype head = maxChars * 2 / 3, tail = maxChars - head;
    // Never split a surrogate pair.
    if (head > 0 && s[head - 1].isHighSurrogate())
        --head;
    if (tail > 0 && s[s.size() - tail].isLowSurrogate())
        --tail;
    const qsizetype left = s.size() - head - tail;
    return s.left(head) + Tr::tr(" … %1 more characters … ").arg(QLocale().toString(static_cast<qlonglong>(left)))
        + s.right(tail);
}

QString DisplayText::line(const QString &s, int maxChars)
{
    QString out = escapeControls(elide(s, maxChars), false);
    out.replace(QLatin1Char('\t'), QLatin1Char(' '));
    return out;
}

QString DisplayText::block(const QString &s, int maxChars)
{
    return escapeControls(elide(s, maxChars), true);
}

QString DisplayText::html(const QString &s, int maxChars)
{
    return breakLongRuns(block(s, maxChars)).toHtmlEscaped();
}

QString DisplayText::htmlLine(const QString &s, int maxChars)
{
    return breakLongRuns(line(s, maxChars)).toHtmlEscaped();
}

QString DisplayText::toolTip(const QString &s, int maxChars)
{
    if (s.isEmpty())
        return s;
    return QStringLiteral("<p style='white-space:pre-wrap'>%1</p>").arg(html(s, maxChars));
}

void DisplayText::setLabel(QLabel *label, const QString &s, int maxChars)
{
    label->setTextFormat(Qt::PlainText);
    label->setText(line(s, maxChars));
    label->setToolTip(s.size() > maxChars ? toolTip(s) : QString());
}

} // namespace cs::viewers
