#pragma once

#include "core/ab/abresult.h"
#include "core/run/childprocess.h"
#include "core/run/runmanifest.h"
#include "core/run/runwriter.h"

#include <QObject>
#include <QProcessEnvironment>

#include <atomic>
#include <memory>

class QThread;

namespace cs::ab {

struct AbRequest {
    QStringList command; // program and arguments, as typed
    QString workingDir; // empty: the current directory
    QString outDir; // empty: a new compilescope-ab-DATE-TIME folder under baseDir
    QString baseDir; // empty: the current directory
    AbSettings settings;
    int graceMs = 5000; // SIGTERM to SIGKILL when a process is stopped
    bool keepCaches = false; // cold cache: keep each process's Inductor/Triton cache folder
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    QString probeDir; // empty: probeDirectory()
    QString toolVersion;
};

// The folder holding the probe's sitecustomize.py: $COMPILESCOPE_PROBE_DIR, the installed
// share/compilescope/probe beside the executable, or the source tree's app/probe. Empty when
// none is found.
QString probeDirectory();

// The environment of one process of an A/B: the user's, with the probe first on PYTHONPATH
// (the user's entries kept after it), COMPILESCOPE_AB_{OUT,MODE,PARITY,RUN}, the cache folders
// of the cache policy (cold: TORCHINDUCTOR_CACHE_DIR and TRITON_CACHE_DIR under `cacheDir`;
// shared: the same folders for every process; user: untouched), and TORCHDYNAMO_DISABLE /
// TORCH_COMPILE_DISABLE removed (they would turn every mode into eager).
QProcessEnvironment abEnvironment(const QProcessEnvironment &user, const QString &probeDir, const QString &mode,
    int parityCalls, const QString &probeFile, const QString &runLabel, const QString &cacheDir);

// Runs an A/B: makes the folder, then the command once per mode and process in the interleaved
// schedule (each in a session of its own, with the timeout and stop of core/run), writes
// ab-runs.json after every process, skips the runs of a mode the user's torch turns out not to
// have, and analyses what the probe recorded. A failing process is kept (status, stderr) and
// the others go on. The same object drives `compilescope ab` (runBlocking) and the dialog.
class AbRunner : public QObject {
    Q_OBJECT
public:
    explicit AbRunner(QObject *parent = nullptr);
    ~AbRunner() override;

    void start(const AbRequest &request);
    void requestStop(); // stops the running process; the remaining ones never start
    bool isRunning() const { return m_running; }
    const AbRunSet &runSet() const { return m_set; }
    AbResult runBlocking(const AbRequest &request);

Q_SIGNALS:
    void folderCreated(const QString &dir);
    void processStarted(const cs::ab::AbProcessRun &run, qint64 pid);
    void output(const cs::ab::AbProcessRun &run, cs::run::Stream stream, qint64 elapsedMs, const QStringList &lines);
    void processFinished(const cs::ab::AbProcessRun &run);
    // done and total processes; secondsLeft < 0 while unknown
    void progress(int done, int total, qint64 elapsedMs, double secondsLeft);
    // About once a second while a process runs: the compiled-region calls its probe has written
    // so far (the probe writes about once a second), how many a process of this A/B made before
    // (-1: none finished yet) and how long it has run.
    void processProgress(const cs::ab::AbProcessRun &run, qint64 calls, qint64 expectedCalls, qint64 elapsedMs);
    void finished(const cs::ab::AbResult &result); // result.error set when the A/B could not run

private:
    void onMachine();
    void runNext();
    void onChildFinished(const run::ChildExit &exit);
    void finishWithError(const QString &error);
    void finish();
    void markUnavailable(const QString &mode, const QString &why);
    bool modeRan(const QString &mode) const;
    void pollProbe(qint64 elapsedMs);
    QString whyStarts(const QString &mode) const;

    run::ChildProcess *m_child = nullptr;
    QThread *m_machineThread = nullptr;
    std::shared_ptr<run::MachineInfo> m_machine;
    AbRequest m_request;
    AbRunSet m_set;
    run::RunManifest m_manifest; // of the recording in flight (settings.record)
    run::RunFolderLock m_lock; // the A/B folder's, from its creation to ab-result.json
    int m_current = -1;
    // The running process's probe file, read as it grows: calls counted from the start of lines.
    struct ProbeTail {
        qint64 offset = 0, calls = 0;
        QByteArray lineStart; // the first bytes of a line not yet ended
    } m_tail;
    qint64 m_expectedCalls = -1; // calls of the last finished process (of the same mode when known)
    bool m_running = false, m_stopping = false;
    qint64 m_startMs = 0;
};

} // namespace cs::ab

Q_DECLARE_METATYPE(cs::ab::AbResult)
Q_DECLARE_METATYPE(cs::ab::AbProcessRun)
