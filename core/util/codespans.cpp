#include "core/util/codespans.h"

namespace cs {

std::vector<CodeSpan> codeSpans(const QString &s)
{
    std::vector<CodeSpan> out;
    auto add = [&out](QString text, bool code) {
        if (text.isEmpty())
            return;
        if (!code && !out.empty() && !out.back().code)
            out.back().text += text;
        else
            out.push_back({ std::move(text), code });
    };
    qsizetype plainFrom = 0;
    qsizetype i = 0;
    while (i < s.size()) {
        if (s[i] != u'`') {
            ++i;
            continue;
        }
        qsizetype close = i + 1;
        while (close < s.size() && s[close] != u'`' && s[close] != u'\n')
            ++close;
        if (close >= s.size() || s[close] != u'`' || close == i + 1) {
            i = close < s.size() && s[close] == u'`' && close == i + 1 ? close + 1 : i + 1; // `` or unpaired
            continue;
        }
        add(s.mid(plainFrom, i - plainFrom), false);
        add(s.mid(i + 1, close - i - 1), true);
        i = plainFrom = close + 1;
    }
    add(s.mid(plainFrom), false);
    return out;
}

QString htmlWithCodeSpans(const QString &s, QString (*escape)(const QString &))
{
    QString out;
    for (const CodeSpan &part : codeSpans(s)) {
        const QString text = escape ? escape(part.text) : part.text.toHtmlEscaped();
        out += part.code ? QStringLiteral("<code>") + text + QStringLiteral("</code>") : text;
    }
    return out;
}

} // namespace cs
