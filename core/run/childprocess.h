#pragma once

#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QObject>
#include <QProcessEnvironment>
#include <QStringList>

#include "core/run/processtree.h"

#include <memory>

class QFile;
class QProcess;
class QTimer;

namespace cs::run {

// What to start: the only way CompileScope runs a user's command (DESIGN.md: nobody's code
// runs behind their back), and only on an explicit request (`record`, `ab`).
struct ChildSpec {
    QString program; // as typed: a name looked up on the PATH of `environment`, or a path
    QStringList arguments;
    QString workingDir; // empty: the current directory
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    int timeoutMs = 0; // 0: no limit
    int graceMs = 5000; // from SIGTERM to SIGKILL
    QString stdoutFile, stderrFile; // raw copies of the streams, byte for byte (empty: none)
    // Pinned to these CPUs before the command starts (it and whatever it starts); empty: the
    // CPUs CompileScope may use. Where the kernel refuses, the command does not start: it exits
    // 126 with the reason on its stderr.
    QList<int> cpus;
};

enum class ExitKind {
    Exited, // ended by itself with an exit code
    Signaled, // ended by a signal nobody here sent (a crash, an outside kill)
    TimedOut, // stopped here after ChildSpec::timeoutMs
    Cancelled, // stopped here on request
    FailedToStart, // not found, not executable, fork/exec failed
    Interrupted, // only read back: a manifest left "running" by a recorder that is gone (killed)
};

struct ChildExit {
    ExitKind kind = ExitKind::FailedToStart;
    int exitCode = -1; // when the process itself exited (also after a stop it handled)
    int signal = 0; // the signal that ended the process, 0 when it exited
    QString error; // FailedToStart: why
    qint64 pid = 0;
    QDateTime start, end; // UTC
    qint64 elapsedMs = 0;
    int leftoverProcesses = 0; // members of its session still alive after it ended (stopped here)
    int survivors = 0; // members that outlived SIGKILL (should be 0)
    QStringList survivorProcesses; // each of those: "PID NAME"
    QByteArray stderrTail; // the last few KiB of stderr, for messages
    // Output that could not be written to the spec's files (a full disk, a quota, an I/O error):
    // bytes lost per stream and the first error, "stdout.txt: No space left on device". The
    // command ran on; its files have gaps where these bytes were.
    qint64 lostBytes[2] = { 0, 0 }; // Stream::Stdout, Stream::Stderr
    QString writeError;
    bool outputLost() const { return lostBytes[0] > 0 || lostBytes[1] > 0; }

    // The shell's convention, as `timeout(1)` uses it: the exit code; 128+N for signal N;
    // 124 timed out; 130 cancelled (as after Ctrl+C); 127 not found; 126 not executable;
    // 125 interrupted (the recording itself failed).
    int shellStatus() const;
    QString describe() const; // one line: "exited with code 1", "killed by SIGSEGV", ...
};

enum class Stream { Stdout, Stderr };

// Runs one command in a session of its own (setsid), so that a stop reaches everything it
// started: SIGTERM to the whole process tree (ProcessTree: double-forked daemons included,
// CompileScope being their subreaper), SIGKILL after the grace period to whatever is left. Members still alive after
// the command ended are stopped too and counted. stdin is /dev/null. Output is copied raw to the files of the spec and
// delivered as lines ('\n' or
// '\r' ends one). Signals arrive on the thread that owns the object; nothing is emitted
// from inside start(). Linux and other Unix systems.
class ChildProcess : public QObject {
    Q_OBJECT
public:
    explicit ChildProcess(QObject *parent = nullptr);
    ~ChildProcess() override; // kills a command still running; never leaves one behind

    // The absolute path the command would run, or an empty string with `error` set and
    // `notExecutable` telling 126 from 127.
    static QString resolveProgram(const ChildSpec &spec, QString *error = nullptr, bool *notExecutable = nullptr);

    void start(const ChildSpec &spec);
    // SIGTERM now, SIGKILL after the grace period; a second request kills at once.
    void requestStop();
    bool isRunning() const { return m_running; }
    qint64 pid() const { return m_exit.pid; }
    qint64 elapsedMs() const { return m_clock.isValid() ? m_clock.elapsed() : 0; }

    // Starts and waits in a local event loop (the command line); signals are emitted as usual.
    ChildExit runBlocking(const ChildSpec &spec);

Q_SIGNALS:
    void started(qint64 pid);
    void output(cs::run::Stream stream, qint64 elapsedMs, const QStringList &lines);
    void progress(qint64 elapsedMs); // about once a second while running
    void finished(const cs::run::ChildExit &exit);

private:
    void stop(ExitKind why);
    void readStream(Stream s, bool flush);
    void copyToFile(int stream, const QByteArray &chunk);
    void onProcessFinished(int code, int status);
    void onGraceOver();
    void pollLeftovers();
    void finish();
    void startWatchdog(const QByteArray &token);
    void stopWatchdog();

    QProcess *m_process = nullptr;
    // Outlives CompileScope killed outright (SIGKILL): then ends every process of the tree, found
    // by its token (a double-forked daemon is no longer our child, nor in the command's group).
    QProcess *m_watchdog = nullptr;
    ProcessTree m_tree { 0 };
    QTimer *m_timeout = nullptr, *m_grace = nullptr, *m_poll = nullptr, *m_tick = nullptr;
    std::unique_ptr<QFile> m_files[2];
    QByteArray m_partial[2];
    bool m_afterCr[2] = { false, false }; // the last byte read was '\r' (a following '\n' ends nothing)
    QElapsedTimer m_clock;
    ChildExit m_exit;
    ExitKind m_stopKind = ExitKind::Exited;
    bool m_running = false, m_stopping = false, m_killed = false, m_exited = false;
    qint64 m_graceMs = 5000;
    qint64 m_exitSeenMs = 0;
};

// Calls `start`, then runs a local event loop until `object` emits `signal`, and returns what it
// carried: the blocking form of a start/finished façade, for the command line.
template <typename Obj, typename Value, typename Start>
Value runUntil(Obj *object, void (Obj::*signal)(const Value &), Start start)
{
    QEventLoop loop;
    Value result {};
    const auto c = QObject::connect(object, signal, &loop, [&](const Value &v) {
        result = v;
        loop.quit();
    });
    start();
    loop.exec();
    QObject::disconnect(c);
    return result;
}

} // namespace cs::run

Q_DECLARE_METATYPE(cs::run::ChildExit)
Q_DECLARE_METATYPE(cs::run::Stream)
