#pragma once

#include <QFile>
#include <QString>
#include <QStringList>

// The 1-based line of scripts/fixtures/diff_model.py (the model the diff pairs were recorded
// from) holding `needle`, read independently of the engine; -1 when none.
inline int diffModelLine(const QString &needle)
{
    QFile f(QStringLiteral(CS_SCRIPTS_DIR "/fixtures/diff_model.py"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (lines[i].contains(needle))
            return static_cast<int>(i + 1);
    return -1;
}
