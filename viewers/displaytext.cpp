#include "viewers/displaytext.h"

#include "core/util/inerttext.h"

#include <QLabel>

namespace cs::viewers {
namespace {

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

} // namespace

bool DisplayText::isEscapedChar(char32_t c, bool keepLineBreaks)
{
    return InertText::isEscapedChar(c, keepLineBreaks);
}

QString DisplayText::escapeControls(const QString &s, bool keepLineBreaks)
{
    return InertText::escapeControls(s, keepLineBreaks);
}

QString DisplayText::elide(const QString &s, int maxChars)
{
    return InertText::elide(s, maxChars);
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

QString DisplayText::code(const QString &s, int maxLineChars)
{
    bool longLine = false;
    for (qsizetype start = 0; start < s.size() && !longLine;) {
        qsizetype end = s.indexOf(QLatin1Char('\n'), start);
        if (end < 0)
            end = s.size();
        longLine = end - start > maxLineChars;
        start = end + 1;
    }
    if (!longLine)
        return escapeControls(s, true);
    QString out;
    out.reserve(s.size() < 16 * maxLineChars ? s.size() : 16 * maxLineChars);
    for (qsizetype start = 0; start <= s.size();) {
        qsizetype end = s.indexOf(QLatin1Char('\n'), start);
        if (end < 0)
            end = s.size();
        const QString lineText = s.mid(start, end - start);
        out += lineText.size() > maxLineChars ? elide(lineText, maxLineChars) : lineText;
        if (end < s.size())
            out += QLatin1Char('\n');
        start = end + 1;
    }
    return escapeControls(out, true);
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
