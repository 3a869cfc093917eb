#include "core/ingest/loadtask.h"

#include "core/ingest/runexplain.h"

#include <QMetaObject>

namespace cs {

LoadTask::LoadTask(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<std::shared_ptr<const cs::LoadedRun>>();
}

LoadTask::~LoadTask()
{
    requestStop();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

bool LoadTask::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

void LoadTask::requestStop()
{
    m_cancel = true;
}

void LoadTask::start(const QStringList &paths)
{
    if (isRunning())
        return;
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
    m_cancel = false;
    m_thread = QThread::create([this, paths] {
        QElapsedTimer clock;
        clock.start();
        qint64 lastEmit = -1000;
        TraceReadOptions options;
        options.cancel = &m_cancel;
        options.progress = [&](uint64_t done, uint64_t total) {
            const qint64 now = clock.elapsed();
            if (now - lastEmit < 100 && done < total)
                return;
            lastEmit = now;
            const double rate = now > 0 ? double(done) / now : 0; // bytes per ms
            const double left = rate > 0 && now > 300 ? (double(total) - double(done)) / rate / 1000.0 : -1.0;
            QMetaObject::invokeMethod(
                this, [this, done, total, left] { Q_EMIT progress(qint64(done), qint64(total), left); },
                Qt::QueuedConnection);
        };
        auto result = loadRun(paths, options);
        std::shared_ptr<const Explanation> explanation;
        if (result)
            explanation = std::make_shared<const Explanation>(explainLoadedRun(*result.value()));
        QMetaObject::invokeMethod(
            this,
            [this, result = std::move(result), explanation] {
                if (result)
                    Q_EMIT loaded(result.value(), explanation);
                else
                    Q_EMIT failed(result.error().toString());
                Q_EMIT finished();
            },
            Qt::QueuedConnection);
    });
    m_thread->start();
}

} // namespace cs
