#pragma once

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <cerrno>
#include <csignal>

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

// Whether process `pid` still runs: it exists and is not a zombie waiting for its parent.
inline bool processAlive(qint64 pid)
{
    if (::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
        return false;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray s = stat.readAll();
    const qsizetype close = s.lastIndexOf(')');
    return close > 0 && s.size() > close + 2 && s.at(close + 2) != 'Z';
}
