#include "core/util/inerttext.h"

#include <QCoreApplication>
#include <QLocale>

namespace cs {
namespace {

// The views' context: the elision text was translated there first.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::viewers::DisplayText)
};

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

bool InertText::isEscapedChar(char32_t c, bool keepLineBreaks)
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

QString InertText::escapeControls(const QString &s, bool keepLineBreaks)
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

QString InertText::elide(const QString &s, int maxChars)
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

QString InertText::line(const QString &s, int maxChars)
{
    QString out = escapeControls(elide(s, maxChars), false);
    out.replace(QLatin1Char('\t'), QLatin1Char(' '));
    return out;
}

QString InertText::block(const QString &s, int maxChars)
{
    return escapeControls(elide(s, maxChars), true);
}

} // namespace cs
