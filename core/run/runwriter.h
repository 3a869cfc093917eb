#pragma once

#include "core/util/result.h"

#include <QJsonObject>
#include <QString>

namespace cs::run {

// Which process writes a run folder, so that a reader can tell a run still being recorded
// from one whose recorder was killed (kill -9, a crash, a reboot) and left "running" behind.
struct RunWriter {
    qint64 pid = 0;
    QString host; // QSysInfo::machineHostName()
    QString bootId; // /proc/sys/kernel/random/boot_id: a reboot is a new one
    qint64 startTicks = 0; // the writer's start time after boot (/proc/PID/stat), so a reused pid is not it

    static RunWriter current(); // this process
    bool isValid() const { return pid > 0; }
    QJsonObject toJson() const;
    static RunWriter fromJson(const QJsonObject &o);

    enum class State { Alive, Gone, Unknown };
    // Gone: on this host, the process is not there (or is another one with the same pid), or
    // the machine was restarted since. Unknown: written on another host, or nothing recorded.
    State state() const;
};

// One run folder, one writer: an exclusive lock (flock) on `.compilescope.lock` inside the
// folder, held for as long as the object lives. A second recording into the same folder gets
// an error naming the holder and writes nothing there; the lock goes with its process, so a
// killed recorder leaves nothing to clean up. The file itself stays (empty).
class RunFolderLock {
public:
    RunFolderLock() = default;
    RunFolderLock(RunFolderLock &&other) noexcept;
    RunFolderLock &operator=(RunFolderLock &&other) noexcept;
    RunFolderLock(const RunFolderLock &) = delete;
    RunFolderLock &operator=(const RunFolderLock &) = delete;
    ~RunFolderLock();

    static QString fileName(); // ".compilescope.lock"
    // Locks `dir`, which must hold nothing but a lock file (createRunFolder's check, made again
    // under the lock, so that of two recordings started together exactly one goes on).
    static Result<RunFolderLock> acquire(const QString &dir);
    bool isLocked() const { return m_fd >= 0; }
    void release();

private:
    int m_fd = -1;
};

} // namespace cs::run
