#pragma once

#include "core/ingest/runloader.h"
#include "core/model/profile.h"
#include "core/profiling/kernelplan.h"
#include "core/profiling/profilesession.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>

namespace cs {

// Plans and profiles a loaded run off the UI thread (the GUI's side of `compilescope profile`).
// plan(): every kernel and package of the run. profile(): measures them with the runner and
// saves the profile run to the SQLite database; the store is opened in the worker thread.
class ProfileTask : public QObject {
    Q_OBJECT
public:
    explicit ProfileTask(QObject *parent = nullptr);
    ~ProfileTask() override;

    void plan(std::shared_ptr<const LoadedRun> run);
    void profile(QList<KernelPlan> plans, QString tracePath, QString database, ProfileOptions options);
    void requestStop() { m_cancel = true; }
    bool isRunning() const;

Q_SIGNALS:
    void planned(QList<cs::KernelPlan> plans);
    void progress(int done, int total, const QString &kernel);
    void profiled(std::shared_ptr<const cs::ProfileRun> run, qint64 runId);
    void failed(const QString &message);
    void finished();

private:
    void startWorker(std::function<void()> work);
    QString m_identity, m_stack; // of the run planned last (runidentity.h)
    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancel { false };
};

} // namespace cs
