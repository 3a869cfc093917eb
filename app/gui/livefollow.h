#pragma once

#include "core/analysis/explain.h"
#include "core/ingest/runloader.h"

#include <QHash>
#include <QObject>

#include <chrono>
#include <memory>

class QFileSystemWatcher;
class QThread;
class QTimer;

namespace cs {
class RunFollow;
}

namespace cs::app {

// Follows the open run while its traces are still being written (core/ingest/follow): a file
// watcher and a poll (watchers miss changes on network file systems) start a poll on a thread
// of its own, one at a time; a poll that found new records hands the whole run back, with its
// explanation, for the window to show. On by default for a run whose logs were modified in the
// last minute; an older log is watched (cheaply: its size) and followed from the moment it
// grows, a job that went on writing after a pause. setEnabled() is the window's "Follow" toggle.
class LiveFollow : public QObject {
    Q_OBJECT
public:
    explicit LiveFollow(QObject *parent = nullptr);
    ~LiveFollow() override;
    // A newly opened run: followed when it has plain trace logs (enabled if any was written in
    // the last minute).
    void setRun(std::shared_ptr<const LoadedRun> run);
    bool isFollowable() const { return m_follow != nullptr; }
    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool on);
    void pollNow(); // what the timer does
    // Tests: poll more often, and take a record as complete once the file was quiet this long.
    void setIntervals(int pollMs, std::chrono::milliseconds quiet);

Q_SIGNALS:
    void updated(std::shared_ptr<const cs::LoadedRun> run, std::shared_ptr<const cs::Explanation> explanation,
        int newCompiles, qint64 newRecords);
    void message(const QString &text);
    void enabledChanged(bool on);
    void followableChanged(bool followable);
    void polled(); // after every poll (tests)

private:
    void watch();
    void wake(); // a watched file or folder changed
    bool grewSinceOpen() const;

    std::shared_ptr<RunFollow> m_follow;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_timer = nullptr, *m_soon = nullptr;
    QThread *m_thread = nullptr;
    int m_generation = 0;
    bool m_enabled = false, m_again = false;
    bool m_armed = false; // not followed at open (an old log): the first growth turns following on
    QHash<QString, qint64> m_sizesAtOpen;
    std::chrono::milliseconds m_quiet { 2000 };
};

} // namespace cs::app
