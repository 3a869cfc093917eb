#pragma once

#include <QList>
#include <QThread>

#include <atomic>
#include <functional>
#include <utility>

namespace cs::viewers {

// Jobs started off the UI thread by the views and not finished yet, in the whole process: a
// screenshot (`--screenshot`) waits until none is left, so it shows the view, not its
// "Reading…" state.
inline std::atomic<int> &runningBackgroundJobs()
{
    static std::atomic<int> jobs { 0 };
    return jobs;
}

// `work`, counted in runningBackgroundJobs() from now until it returns.
inline std::function<void()> countedJob(std::function<void()> work)
{
    ++runningBackgroundJobs();
    return [work = std::move(work)] {
        work();
        --runningBackgroundJobs();
    };
}

// Work a view runs off the UI thread, one thread per job; finished threads are reaped at the
// next start, and the owner's destruction waits for the ones still running (their results
// reach the view through a QPointer, so a view gone by then gets none).
class BackgroundWork {
public:
    BackgroundWork() = default;
    BackgroundWork(const BackgroundWork &) = delete;
    BackgroundWork &operator=(const BackgroundWork &) = delete;
    ~BackgroundWork()
    {
        for (QThread *t : m_threads) {
            t->wait();
            delete t;
        }
    }
    void start(std::function<void()> work)
    {
        for (qsizetype i = 0; i < m_threads.size();)
            if (m_threads[i]->isFinished())
                delete m_threads.takeAt(i);
            else
                ++i;
        QThread *t = QThread::create(countedJob(std::move(work)));
        m_threads << t;
        t->start();
    }

private:
    QList<QThread *> m_threads;
};

} // namespace cs::viewers
