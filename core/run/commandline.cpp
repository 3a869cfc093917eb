#include "core/run/commandline.h"

namespace cs::run {

Result<QStringList> splitCommandLine(const QString &line)
{
    QStringList words;
    QString word;
    bool inWord = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (c == QLatin1Char('\'')) {
            const qsizetype end = line.indexOf(QLatin1Char('\''), i + 1);
            if (end < 0)
                return Error { QStringLiteral("unterminated ' quote") };
            word += line.mid(i + 1, end - i - 1);
            i = end;
            inWord = true;
        } else if (c == QLatin1Char('"')) {
            qsizetype j = i + 1;
            for (; j < line.size() && line[j] != QLatin1Char('"'); ++j) {
                if (line[j] == QLatin1Char('\\') && j + 1 < line.size()
                    && QStringLiteral("\"\\$`").contains(line[j + 1]))
                    ++j;
                word += line[j];
            }
            if (j >= line.size())
                return Error { QStringLiteral("unterminated \" quote") };
            i = j;
            inWord = true;
        } else if (c == QLatin1Char('\\')) {
            if (i + 1 < line.size())
                word += line[++i];
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        words << word;
    return words;
}

QString joinCommandLine(const QStringList &words)
{
    QStringList out;
    for (const QString &w : words) {
        bool plain = !w.isEmpty();
        for (const QChar c : w)
            plain = plain && (c.isLetterOrNumber() || QStringLiteral("-_./=:,+@%").contains(c));
        out << (plain ? w
                      : QLatin1Char('\'') + QString(w).replace(QLatin1String("'"), QLatin1String("'\\''"))
                    + QLatin1Char('\''));
    }
    return out.join(QLatin1Char(' '));
}

} // namespace cs::run
