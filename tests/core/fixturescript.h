#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

// Runs one of the project's fixture generators (scripts/fixtures/<name>) with the project
// venv's Python. Returns an empty string on success, else what went wrong (with its output).
inline QString runFixtureScript(const QString &name, const QStringList &args, int timeoutMs = 300000)
{
    QProcess py;
    py.setProcessChannelMode(QProcess::MergedChannels);
    py.start(QStringLiteral(CS_PYTHON), QStringList { QStringLiteral(CS_SCRIPTS_DIR "/fixtures/") + name } + args);
    if (!py.waitForFinished(timeoutMs))
        return name + QStringLiteral(" did not finish");
    if (py.exitStatus() != QProcess::NormalExit || py.exitCode() != 0)
        return name + QStringLiteral(" failed: ") + QString::fromUtf8(py.readAll());
    return {};
}
