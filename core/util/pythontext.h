#pragma once

#include <QChar>
#include <QStringList>
#include <QStringView>

namespace cs {

// Python source as PyTorch prints it (FX graphs, generated wrappers), read as text: calls
// `fn(i)` at each character of `s` that stands outside string literals and brackets (the
// quotes and brackets themselves excluded); `fn` returns false to stop.
template <typename Fn> void forEachTopLevel(QStringView s, Fn &&fn)
{
    int depth = 0;
    QChar quote;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s[i];
        if (!quote.isNull()) {
            if (c == u'\\')
                ++i;
            else if (c == quote)
                quote = QChar();
        } else if (c == u'"' || c == u'\'') {
            quote = c;
        } else if (c == u'(' || c == u'[' || c == u'{') {
            ++depth;
        } else if (c == u')' || c == u']' || c == u'}') {
            --depth;
        } else if (depth == 0 && !fn(i)) {
            return;
        }
    }
}

// An ASCII letter, digit or '_' (\w of a regular expression without Unicode properties).
inline bool isAsciiWordChar(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') || c == u'_';
}

// Calls `fn(begin, end)` for each run of ASCII word characters in `s`, left to right.
template <typename Fn> void forEachAsciiWord(QStringView s, Fn &&fn)
{
    for (qsizetype i = 0; i < s.size();) {
        if (!isAsciiWordChar(s[i])) {
            ++i;
            continue;
        }
        qsizetype end = i;
        while (end < s.size() && isAsciiWordChar(s[end]))
            ++end;
        fn(i, end);
        i = end;
    }
}

// `s` split where `separator` stands outside string literals and brackets; parts untrimmed.
QStringList splitTopLevel(QStringView s, QChar separator);

} // namespace cs
