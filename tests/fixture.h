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

// A copy of `from` at `to` with only its first `keep` share of bytes (1: whole), as a log cut
// short by a job that died; false when either file could not be opened.
inline bool copyCut(const QString &from, const QString &to, double keep = 1.0)
{
    QFile in(from), out(to);
    if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly))
        return false;
    const QByteArray bytes = in.readAll();
    const qsizetype n = keep >= 1.0 ? bytes.size() : static_cast<qsizetype>(static_cast<double>(bytes.size()) * keep);
    return out.write(bytes.left(n)) == n;
}
