#pragma once

#include "core/analysis/explain.h"
#include "core/ingest/runloader.h"

#include <QElapsedTimer>
#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>

namespace cs {

// Loads a run off the calling thread. Progress is throttled (at most ~10 signals a second)
// and carries an estimate of the time remaining. Results and failures arrive as signals on
// the thread that owns the task. requestStop() cancels at the next chunk.
class LoadTask : public QObject {
    Q_OBJECT
public:
    explicit LoadTask(QObject *parent = nullptr);
    ~LoadTask() override;

    void start(const QStringList &paths);
    void requestStop();
    bool isRunning() const;

Q_SIGNALS:
    // done and total in bytes; secondsLeft < 0 while unknown.
    void progress(qint64 done, qint64 total, double secondsLeft);
    // The run, and what to fix in it (computed here too: it reads user sources and payloads).
    void loaded(std::shared_ptr<const cs::LoadedRun> run, std::shared_ptr<const cs::Explanation> explanation);
    void failed(const QString &message);
    void finished();

private:
    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancel { false };
};

} // namespace cs
