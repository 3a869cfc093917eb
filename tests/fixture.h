#pragma once

#include <QDir>
#include <QProcess>
#include <QString>
#include <QStringList>

// A test fixture archive (tests/data/*.tar.xz) unpacked into `dir`; false when tar failed.
inline bool unpackFixture(const QString &archive, const QString &dir)
{
    QProcess tar;
    tar.start(QStringLiteral("tar"), { QStringLiteral("-C"), dir, QStringLiteral("-xJf"), archive });
    return tar.waitForFinished(60000) && tar.exitStatus() == QProcess::NormalExit && tar.exitCode() == 0;
}

// The one run folder such an archive holds (beside its `<run>.job`), or empty.
inline QString onlyRunIn(const QString &dir)
{
    const QStringList runs = QDir(dir).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    return runs.size() == 1 ? dir + QLatin1Char('/') + runs.first() : QString();
}
