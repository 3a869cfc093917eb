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

    // While other work runs (a plan or profile of the run shown until now), the newest run asked
    // for is planned when it ends; `planned` only ever carries the plans of the newest run asked for.
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
    void startPlan(std::shared_ptr<const LoadedRun> run, int generation);
    int m_planGeneration = 0; // plans asked for; a plan of an older one is dropped
    int m_workerCount = 0; // workers started; only the last one's end is `finished`
    std::shared_ptr<const LoadedRun> m_nextPlan; // asked for while other work ran
    QString m_identity, m_stack; // of the run planned last (runidentity.h)
    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancel { false };
};

} // namespace cs
