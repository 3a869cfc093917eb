#pragma once

// Unpacks the fusion fixtures (tests/data/fusion/*.tar.xz, made by
// scripts/fixtures/make_fusion_fixture.py from real runs) for the fusion tests.

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>

namespace cs::test {

// Unpacks tests/data/fusion/<name>.tar.xz into `into`; returns the run folder, empty on failure.
inline QString unpackFusionFixture(const QString &into, const QString &name)
{
    QDir().mkpath(into);
    QProcess tar;
    tar.start(QStringLiteral("tar"),
        { QStringLiteral("-C"), into, QStringLiteral("-xJf"),
            QStringLiteral(CS_TEST_DATA_DIR "/fusion/") + name + QStringLiteral(".tar.xz") });
    if (!tar.waitForFinished(60000) || tar.exitCode() != 0)
        return {};
    return into + u'/' + name;
}

inline QJsonObject readJson(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

} // namespace cs::test
