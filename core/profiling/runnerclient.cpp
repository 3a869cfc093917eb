#include "core/profiling/runnerclient.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QProcess>

#include <signal.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cs {

RunnerClient::RunnerClient(QString executable)
    : m_executable(std::move(executable))
{
}

namespace {

QMutex g_preferredMutex;
QString g_preferred;

} // namespace

void RunnerClient::setPreferred(const QString &path)
{
    const QMutexLocker lock(&g_preferredMutex);
    g_preferred = path;
}

QString RunnerClient::locate()
{
    const QString env = qEnvironmentVariable("COMPILESCOPE_RUNNER");
    if (!env.isEmpty())
        return env;
    {
        const QMutexLocker lock(&g_preferredMutex);
        if (!g_preferred.isEmpty())
            return g_preferred;
    }
    return locateBuiltIn();
}

QString RunnerClient::locateBuiltIn()
{
    const QString dir = QCoreApplication::applicationDirPath();
    for (const QString &candidate :
        { dir + QStringLiteral("/compilescope-runner"), dir + QStringLiteral("/runner/compilescope-runner"),
            dir + QStringLiteral("/../app/runner/compilescope-runner") }) {
        if (QFileInfo(candidate).isExecutable())
            return QFileInfo(candidate).canonicalFilePath();
    }
    return dir + QStringLiteral("/compilescope-runner");
}

bool RunnerClient::exists() const
{
    return QFileInfo(m_executable).isExecutable();
}

void RunnerClient::start(QProcess &process, const QStringList &args) const
{
    process.setProgram(m_executable);
    process.setArguments(args);
    const pid_t parent = getpid();
    // Runs in the child between fork and exec: async-signal-safe calls only.
    process.setChildProcessModifier([parent] {
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent)
            _exit(127);
    });
    process.start();
}

QString RunnerClient::scratchRoot()
{
    const QString root = QDir::tempPath() + QStringLiteral("/compilescope-runner-") + QString::number(getuid());
    const QByteArray native = QFile::encodeName(root);
    mkdir(native.constData(), 0700);
    struct stat st { };
    if (lstat(native.constData(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != getuid() || (st.st_mode & 077))
        return {};
    return root;
}

Result<RunnerClient::Reply> RunnerClient::run(const QStringList &args, int timeoutMs) const
{
    if (!exists())
        return Error { QStringLiteral("the kernel runner is not installed (looked for %1)").arg(m_executable) };
    QProcess p;
    start(p, args);
    if (!p.waitForStarted(10000))
        return Error { QStringLiteral("cannot start the kernel runner: %1").arg(p.errorString()), m_executable };
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(5000);
        return Error {
            QStringLiteral("the kernel runner did not answer within %1 s and was stopped").arg(timeoutMs / 1000),
            m_executable
        };
    }
    Reply reply;
    reply.exitCode = p.exitCode();
    reply.stderrText = QString::fromLocal8Bit(p.readAllStandardError());
    const QByteArray out = p.readAllStandardOutput().trimmed();
    if (p.exitStatus() == QProcess::CrashExit)
        return Error { QStringLiteral("the kernel runner crashed (%1)%2")
                           .arg(p.errorString(),
                               reply.stderrText.isEmpty() ? QString()
                                                          : QStringLiteral(": ") + reply.stderrText.right(400)),
            m_executable };
    const qsizetype brace = out.lastIndexOf("\n{");
    const QByteArray last = brace >= 0 ? out.mid(brace + 1) : out;
    if (!last.startsWith('{'))
        return Error { QStringLiteral("the kernel runner gave no answer (exit code %1)%2")
                           .arg(reply.exitCode)
                           .arg(reply.stderrText.isEmpty() ? QString()
                                                           : QStringLiteral(": ") + reply.stderrText.right(400)),
            m_executable };
    reply.json = last.toStdString();
    return reply;
}

} // namespace cs
