#include "core/run/childprocess.h"

#include "core/run/processtree.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTimer>

#include <csignal>
#include <cstring>
#include <sched.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace cs::run {
namespace {

constexpr qsizetype TailBytes = 4096;
constexpr qsizetype MaxLineBytes = 64 * 1024; // a longer "line" is delivered in pieces
constexpr int PollMs = 50;
constexpr int AfterKillMs = 2000; // how long SIGKILL gets before survivors are reported

QString signalName(int sig)
{
    const char *abbrev = sigabbrev_np(sig);
    return abbrev ? QStringLiteral("SIG") + QString::fromLatin1(abbrev) : QStringLiteral("signal %1").arg(sig);
}

} // namespace

int ChildExit::shellStatus() const
{
    switch (kind) {
    case ExitKind::Exited:
        return exitCode;
    case ExitKind::Signaled:
        return 128 + signal;
    case ExitKind::TimedOut:
        return 124;
    case ExitKind::Cancelled:
        return 130;
    case ExitKind::FailedToStart:
        return error.contains(QLatin1String("not executable")) ? 126 : 127;
    case ExitKind::Interrupted:
        return 125;
    }
    return 1;
}

QString ChildExit::describe() const
{
    const QString how = signal > 0 ? QStringLiteral("ended by %1").arg(signalName(signal))
                                   : QStringLiteral("exit code %1").arg(exitCode);
    switch (kind) {
    case ExitKind::Exited:
        return QStringLiteral("exited with code %1").arg(exitCode);
    case ExitKind::Signaled:
        return QStringLiteral("killed by %1").arg(signalName(signal));
    case ExitKind::TimedOut:
        return QStringLiteral("timed out after %1 s and was stopped (%2)").arg(elapsedMs / 1000.0, 0, 'f', 1).arg(how);
    case ExitKind::Cancelled:
        return QStringLiteral("cancelled after %1 s (%2)").arg(elapsedMs / 1000.0, 0, 'f', 1).arg(how);
    case ExitKind::FailedToStart:
        return QStringLiteral("could not start: %1").arg(error);
    case ExitKind::Interrupted:
        return QStringLiteral("interrupted: %1").arg(error);
    }
    return {};
}

ChildProcess::ChildProcess(QObject *parent)
    : QObject(parent)
    , m_timeout(new QTimer(this))
    , m_grace(new QTimer(this))
    , m_poll(new QTimer(this))
    , m_tick(new QTimer(this))
{
    qRegisterMetaType<cs::run::ChildExit>();
    qRegisterMetaType<cs::run::Stream>();
    m_timeout->setSingleShot(true);
    m_timeout->setTimerType(Qt::PreciseTimer); // a coarse timer may fire 5% early
    m_grace->setSingleShot(true);
    m_grace->setTimerType(Qt::PreciseTimer);
    m_poll->setInterval(PollMs);
    m_tick->setInterval(1000);
    connect(m_timeout, &QTimer::timeout, this, [this] { stop(ExitKind::TimedOut); });
    connect(m_grace, &QTimer::timeout, this, &ChildProcess::onGraceOver);
    connect(m_poll, &QTimer::timeout, this, &ChildProcess::pollLeftovers);
    connect(m_tick, &QTimer::timeout, this, [this] {
        m_tree.members(); // remembers members, also one that later drops its token
        Q_EMIT progress(elapsedMs());
    });
}

ChildProcess::~ChildProcess()
{
    if (m_running && m_exit.pid > 0) {
        m_tree.signalAll(SIGKILL);
        if (m_process)
            m_process->waitForFinished(AfterKillMs);
    }
    stopWatchdog();
}

// A shell of our own text (no input from the command or a trace): waits while CompileScope is
// its parent, polling once a second; once re-parented (CompileScope died without cleaning up),
// sends SIGTERM, then SIGKILL two seconds later, to every process whose environment carries the
// tree's token. Arguments: CompileScope's pid, the token.
void ChildProcess::startWatchdog(const QByteArray &token)
{
#ifdef __linux__
    static const QString script = QStringLiteral(
        "parent=$1; entry=COMPILESCOPE_PROCESS_TREE=$2\n"
        "ppid() { read -r _ _ _ p _ < /proc/$$/stat && echo \"$p\"; }\n"
        "while [ \"$(ppid)\" = \"$parent\" ]; do sleep 1; done\n"
        "end() { for e in /proc/[0-9]*/environ; do p=${e#/proc/}; p=${p%/environ}\n"
        "  tr '\\000' '\\n' < \"$e\" 2>/dev/null | grep -qxF \"$entry\" && kill -\"$1\" \"$p\" 2>/dev/null; done; }\n"
        "end TERM; sleep 2; end KILL\n");
    stopWatchdog();
    m_watchdog = new QProcess(this);
    m_watchdog->setProgram(QStringLiteral("/bin/sh"));
    m_watchdog->setArguments({ QStringLiteral("-c"), script, QStringLiteral("compilescope-watchdog"),
        QString::number(::getpid()), QString::fromLatin1(token) });
    m_watchdog->setStandardInputFile(QProcess::nullDevice());
    m_watchdog->setStandardOutputFile(QProcess::nullDevice());
    m_watchdog->setStandardErrorFile(QProcess::nullDevice());
    // A session of its own: a terminal's Ctrl+C for CompileScope does not end it.
    m_watchdog->setChildProcessModifier([] { ::setsid(); });
    m_watchdog->start();
#else
    Q_UNUSED(token);
#endif
}

void ChildProcess::stopWatchdog()
{
    if (!m_watchdog)
        return;
    if (m_watchdog->state() != QProcess::NotRunning) {
        m_watchdog->kill();
        m_watchdog->waitForFinished(AfterKillMs);
    }
    delete m_watchdog;
    m_watchdog = nullptr;
}

QString ChildProcess::resolveProgram(const ChildSpec &spec, QString *error, bool *notExecutable)
{
    auto fail = [&](const QString &why, bool noExec) {
        if (error)
            *error = why;
        if (notExecutable)
            *notExecutable = noExec;
        return QString();
    };
    if (spec.program.isEmpty())
        return fail(QStringLiteral("no command given"), false);
    QString path;
    if (spec.program.contains(QLatin1Char('/'))) {
        path = QDir(spec.workingDir.isEmpty() ? QDir::currentPath() : spec.workingDir).absoluteFilePath(spec.program);
    } else {
        const QStringList dirs
            = spec.environment.value(QStringLiteral("PATH")).split(QLatin1Char(':'), Qt::SkipEmptyParts);
        path = QStandardPaths::findExecutable(spec.program, dirs);
        if (path.isEmpty())
            return fail(QStringLiteral("%1: command not found on PATH").arg(spec.program), false);
    }
    const QFileInfo fi(path);
    if (!fi.exists())
        return fail(QStringLiteral("%1: no such file").arg(path), false);
    if (fi.isDir() || !fi.isExecutable())
        return fail(QStringLiteral("%1: not executable").arg(path), true);
    return fi.absoluteFilePath();
}

void ChildProcess::start(const ChildSpec &spec)
{
    Q_ASSERT(!m_running);
    m_exit = {};
    m_stopKind = ExitKind::Exited;
    m_stopping = m_killed = m_exited = false;
    m_graceMs = qMax(0, spec.graceMs);
    m_partial[0].clear();
    m_partial[1].clear();
    m_afterCr[0] = m_afterCr[1] = false;
    m_clock.start();
    m_exit.start = QDateTime::currentDateTimeUtc();
    m_running = true;

    auto failLater = [this](const QString &why) {
        m_exit.kind = ExitKind::FailedToStart;
        m_exit.error = why;
        QTimer::singleShot(0, this, &ChildProcess::finish);
    };
    QString error;
    const QString program = resolveProgram(spec, &error);
    if (program.isEmpty())
        return failLater(error);
    if (!spec.workingDir.isEmpty() && !QFileInfo(spec.workingDir).isDir())
        return failLater(QStringLiteral("%1: working folder does not exist").arg(spec.workingDir));
    const QString files[2] = { spec.stdoutFile, spec.stderrFile };
    for (int i = 0; i < 2; ++i) {
        m_files[i].reset();
        if (files[i].isEmpty())
            continue;
        m_files[i] = std::make_unique<QFile>(files[i]);
        // Unbuffered: a write that fails (a full disk) fails here, when it is made, and is counted.
        if (!m_files[i]->open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered))
            return failLater(QStringLiteral("cannot write %1: %2").arg(files[i], m_files[i]->errorString()));
    }

    delete m_process;
    m_process = new QProcess(this);
    m_process->setProgram(program);
    m_process->setArguments(spec.arguments);
    m_process->setWorkingDirectory(spec.workingDir);
    // The tree's token lets ProcessTree tell a double-forked member, re-parented to us (the
    // subreaper), from any other child of CompileScope.
    const QByteArray token = ProcessTree::newToken();
    QProcessEnvironment environment = spec.environment;
    environment.insert(ProcessTree::tokenVariable(), QString::fromLatin1(token));
    m_process->setProcessEnvironment(environment);
    ProcessTree::becomeSubreaper();
    // Before the command: a child of ours started after it would look like a member of its tree.
    startWatchdog(token);
    m_process->setStandardInputFile(QProcess::nullDevice());
    // A session of its own: the tree can be signalled as one, and a terminal's Ctrl+C reaches
    // only CompileScope, which then stops the command in order (SIGTERM, grace, SIGKILL).
    cpu_set_t pin;
    CPU_ZERO(&pin);
    for (int c : spec.cpus)
        if (c >= 0 && c < CPU_SETSIZE)
            CPU_SET(c, &pin);
    m_process->setChildProcessModifier([parent = ::getpid(), pin, pinned = !spec.cpus.isEmpty()] {
        ::setsid();
        if (pinned && ::sched_setaffinity(0, sizeof pin, &pin) != 0) {
            // Said on the command's stderr (write is async-signal-safe), so exit 126 is not read
            // as "not executable".
            static const char why[] = "compilescope: the command was not started: the kernel refused to pin it to its "
                                      "CPUs (sched_setaffinity)\n";
            [[maybe_unused]] const auto written = ::write(2, why, sizeof why - 1);
            ::_exit(126);
        }
        // A clean signal state, whatever CompileScope itself ignores or blocks (SIGPIPE while
        // it echoes output, SIGINT while it stops the command in order).
        for (int sig : { SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT })
            ::signal(sig, SIG_DFL);
        sigset_t none;
        sigemptyset(&none);
        ::sigprocmask(SIG_SETMASK, &none, nullptr);
#ifdef __linux__
        // If CompileScope is killed outright, the command is told to stop too.
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (::getppid() != parent)
            ::_exit(125);
#endif
    });
    connect(m_process, &QProcess::readyReadStandardOutput, this, [this] { readStream(Stream::Stdout, false); });
    connect(m_process, &QProcess::readyReadStandardError, this, [this] { readStream(Stream::Stderr, false); });
    connect(m_process, &QProcess::finished, this,
        [this](int code, QProcess::ExitStatus status) { onProcessFinished(code, static_cast<int>(status)); });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart && !m_exited) {
            m_exited = true;
            m_exit.kind = ExitKind::FailedToStart;
            m_exit.error = m_process->errorString();
            QTimer::singleShot(0, this, &ChildProcess::finish);
        }
    });
    m_process->start();
    if (m_process->state() == QProcess::NotRunning)
        return; // errorOccurred(FailedToStart) is on its way
    m_exit.pid = m_process->processId();
    m_tree = ProcessTree(m_exit.pid, token);
    if (m_watchdog)
        m_tree.ignore(m_watchdog->processId());
    m_tree.members(); // the leader's start time, before any member can be re-parented
    if (spec.timeoutMs > 0)
        m_timeout->start(spec.timeoutMs);
    m_tick->start();
    QTimer::singleShot(0, this, [this, pid = m_exit.pid] { Q_EMIT started(pid); });
}

void ChildProcess::requestStop()
{
    stop(ExitKind::Cancelled);
}

void ChildProcess::stop(ExitKind why)
{
    if (!m_running || m_exit.pid <= 0)
        return;
    if (m_stopping) {
        if (!m_killed) { // asked twice: no more grace
            m_grace->stop();
            onGraceOver();
        }
        return;
    }
    m_stopping = true;
    if (!m_exited)
        m_stopKind = why;
    m_tree.signalAll(SIGTERM);
    m_grace->start(static_cast<int>(m_graceMs));
}

void ChildProcess::onGraceOver()
{
    m_killed = true;
    m_tree.signalAll(SIGKILL);
    if (m_exited)
        m_exitSeenMs = m_clock.elapsed(); // from now on, AfterKillMs until survivors are counted
}

void ChildProcess::readStream(Stream s, bool flush)
{
    if (!m_process)
        return;
    const int i = s == Stream::Stdout ? 0 : 1;
    const QByteArray chunk
        = s == Stream::Stdout ? m_process->readAllStandardOutput() : m_process->readAllStandardError();
    if (!chunk.isEmpty() && m_files[i])
        copyToFile(i, chunk);
    if (s == Stream::Stderr) {
        m_exit.stderrTail += chunk;
        if (m_exit.stderrTail.size() > 2 * TailBytes)
            m_exit.stderrTail = m_exit.stderrTail.right(TailBytes);
    }
    QByteArray &buf = m_partial[i];
    QStringList lines;
    for (const char c : chunk) {
        if (c == '\n' && m_afterCr[i]) { // "\r\n": the '\r' ended the line already
            m_afterCr[i] = false;
            continue;
        }
        m_afterCr[i] = c == '\r';
        if (c == '\n' || c == '\r') {
            lines << QString::fromUtf8(buf);
            buf.clear();
        } else {
            buf += c;
            if (buf.size() >= MaxLineBytes) {
                lines << QString::fromUtf8(buf);
                buf.clear();
            }
        }
    }
    if (flush && !buf.isEmpty()) {
        lines << QString::fromUtf8(buf);
        buf.clear();
    }
    if (!lines.isEmpty())
        Q_EMIT output(s, m_clock.elapsed(), lines);
}

void ChildProcess::copyToFile(int stream, const QByteArray &chunk)
{
    QFile &f = *m_files[stream];
    // A short write (the disk filled mid-chunk) is retried for the rest, so that the write that
    // cannot go on says why (ENOSPC) instead of leaving no error at all.
    qint64 done = 0;
    while (done < chunk.size()) {
        const qint64 w = f.write(chunk.constData() + done, chunk.size() - done);
        if (w <= 0)
            break;
        done += w;
    }
    if (done == chunk.size())
        return;
    m_exit.lostBytes[stream] += chunk.size() - done;
    if (m_exit.writeError.isEmpty())
        m_exit.writeError = QStringLiteral("%1: %2").arg(QFileInfo(f.fileName()).fileName(),
            f.error() != QFileDevice::NoError ? f.errorString() : QStringLiteral("nothing more could be written"));
    f.unsetError(); // the next write is tried: a disk that fills for a moment loses only what came meanwhile
}

void ChildProcess::onProcessFinished(int code, int status)
{
    readStream(Stream::Stdout, true);
    readStream(Stream::Stderr, true);
    m_exited = true;
    m_exitSeenMs = m_clock.elapsed();
    m_timeout->stop();
    m_exit.elapsedMs = m_exitSeenMs;
    m_exit.end = QDateTime::currentDateTimeUtc();
    if (status == QProcess::CrashExit) {
        m_exit.signal = code; // Qt reports the terminating signal as the exit code
        m_exit.exitCode = -1;
    } else {
        m_exit.exitCode = code;
    }
    if (m_stopping)
        m_exit.kind = m_stopKind;
    else
        m_exit.kind = status == QProcess::CrashExit ? ExitKind::Signaled : ExitKind::Exited;
    // Whatever it left running is stopped too: the run is over when the command is.
    const QList<qint64> left = m_tree.members();
    if (left.isEmpty())
        return finish();
    if (!m_stopping) {
        m_exit.leftoverProcesses = static_cast<int>(left.size());
        m_stopping = true;
        m_tree.signalAll(SIGTERM);
        m_grace->start(static_cast<int>(m_graceMs));
    }
    m_poll->start();
}

void ChildProcess::pollLeftovers()
{
    const QList<qint64> left = m_tree.members();
    if (left.isEmpty())
        return finish();
    if (m_killed && m_clock.elapsed() - m_exitSeenMs > AfterKillMs) {
        m_exit.survivors = static_cast<int>(left.size());
        for (qint64 pid : left)
            m_exit.survivorProcesses << QStringLiteral("%1 %2").arg(pid).arg(ProcessTree::commandName(pid));
        finish();
    }
}

void ChildProcess::finish()
{
    if (!m_running)
        return;
    m_running = false;
    m_timeout->stop();
    m_grace->stop();
    m_poll->stop();
    m_tick->stop();
    for (auto &f : m_files)
        if (f)
            f->close();
    if (!m_exit.end.isValid())
        m_exit.end = QDateTime::currentDateTimeUtc();
    if (m_exit.elapsedMs == 0)
        m_exit.elapsedMs = m_clock.elapsed();
    if (m_exit.stderrTail.size() > TailBytes)
        m_exit.stderrTail = m_exit.stderrTail.right(TailBytes);
    stopWatchdog();
    Q_EMIT finished(m_exit);
}

ChildExit ChildProcess::runBlocking(const ChildSpec &spec)
{
    return runUntil(this, &ChildProcess::finished, [&] { start(spec); });
}

} // namespace cs::run
