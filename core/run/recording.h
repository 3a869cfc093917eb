#pragma once

#include "core/run/childprocess.h"
#include "core/run/recordsettings.h"
#include "core/run/runmanifest.h"
#include "core/run/runwriter.h"

#include <QObject>

#include <atomic>
#include <memory>

class QThread;

namespace cs::run {

struct RecordRequest {
    QStringList command; // program and arguments
    QString workingDir; // empty: the current directory
    QString outDir; // empty: a new timestamped folder under baseDir
    QString baseDir; // empty: the current directory
    int timeoutS = 0; // 0: no limit
    int graceMs = 5000;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    QString toolVersion;
};

// What a finished recording left in its folder, counted from the files themselves.
struct CaptureSummary {
    int traceFiles = 0;
    qint64 traceBytes = 0, stdoutBytes = 0, stderrBytes = 0;
    int debugRuns = 0, debugGraphs = 0;
    int cacheSources = 0, cacheLibraries = 0, tritonKernels = 0;
};
CaptureSummary summarizeCapture(const RecordLayout &layout);

struct RecordResult {
    QString error; // the recording itself failed (no folder, manifest not written); else empty
    QString outDir; // empty when no folder was made
    RunManifest manifest; // manifest.exit says how the command ended
    CaptureSummary captured;
    bool ok() const { return error.isEmpty(); }
};

// One `record`: makes the run folder, asks the user's Python for its stack (off the calling
// thread), starts the command with the recording environment, streams its output, writes
// manifest.json when it starts and when it ends. The same object drives File ▸ Record Run…
// and `compilescope record` (runBlocking).
class Recording : public QObject {
    Q_OBJECT
public:
    explicit Recording(QObject *parent = nullptr);
    ~Recording() override;

    void start(const RecordRequest &request);
    void requestStop(); // before the command starts: it never does; after: ChildProcess::requestStop
    bool isRunning() const { return m_running; }
    const QString &outDir() const { return m_layout.dir; }
    RecordResult runBlocking(const RecordRequest &request);

Q_SIGNALS:
    void folderCreated(const QString &dir);
    void probing(const QString &python);
    void started(qint64 pid);
    void output(cs::run::Stream stream, qint64 elapsedMs, const QStringList &lines);
    void progress(qint64 elapsedMs);
    void finished(const cs::run::RecordResult &result);

private:
    void onProbed();
    void onChildFinished(const ChildExit &exit);
    void finishWithError(const QString &error);

    ChildProcess *m_child = nullptr;
    QThread *m_probe = nullptr;
    struct ProbeResult;
    std::shared_ptr<ProbeResult> m_probed;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    RecordRequest m_request;
    RecordLayout m_layout;
    RunManifest m_manifest;
    RunFolderLock m_lock; // held from the folder's creation to the last manifest write
    bool m_running = false;
};

} // namespace cs::run

Q_DECLARE_METATYPE(cs::run::RecordResult)
