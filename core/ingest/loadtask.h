#pragma once

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
    void loaded(std::shared_ptr<const cs::LoadedRun> run);
    void failed(const QString &message);
    void finished();

private:
    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancel { false };
};

} // namespace cs
