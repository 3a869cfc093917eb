#include "core/run/runwriter.h"

#include <QDir>
#include <QFile>
#include <QSysInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <utility>

namespace cs::run {
namespace {

QString currentBootId()
{
    QFile f(QStringLiteral("/proc/sys/kernel/random/boot_id"));
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.read(64).trimmed()) : QString();
}

// Field 22 of /proc/PID/stat (after the ')' that ends the name); -1 when there is no such process.
qint64 processStartTicks(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray line = f.read(4096);
    const qsizetype close = line.lastIndexOf(')');
    const QList<QByteArray> fields = close < 0 ? QList<QByteArray>() : line.mid(close + 2).split(' ');
    return fields.size() > 19 ? fields[19].toLongLong() : -1;
}

} // namespace

RunWriter RunWriter::current()
{
    RunWriter w;
    w.pid = ::getpid();
    w.host = QSysInfo::machineHostName();
    w.bootId = currentBootId();
    w.startTicks = qMax<qint64>(0, processStartTicks(w.pid));
    return w;
}

QJsonObject RunWriter::toJson() const
{
    return QJsonObject { { QStringLiteral("pid"), static_cast<double>(pid) }, { QStringLiteral("host"), host },
        { QStringLiteral("boot_id"), bootId }, { QStringLiteral("start_ticks"), static_cast<double>(startTicks) } };
}

RunWriter RunWriter::fromJson(const QJsonObject &o)
{
    RunWriter w;
    const double pid = o[QStringLiteral("pid")].toDouble(); // NaN fails both tests
    w.pid = pid > 0 && pid < 1e9 ? static_cast<qint64>(pid) : 0;
    w.host = o[QStringLiteral("host")].toString();
    w.bootId = o[QStringLiteral("boot_id")].toString();
    const double ticks = o[QStringLiteral("start_ticks")].toDouble();
    w.startTicks = ticks > 0 && ticks < 9e15 ? static_cast<qint64>(ticks) : 0;
    return w;
}

RunWriter::State RunWriter::state() const
{
    if (!isValid() || host != QSysInfo::machineHostName())
        return State::Unknown;
    const QString boot = currentBootId();
    if (boot.isEmpty() || bootId.isEmpty())
        return State::Unknown;
    if (boot != bootId)
        return State::Gone; // this machine restarted since
    const qint64 ticks = processStartTicks(pid);
    if (ticks < 0)
        return State::Gone;
    return startTicks > 0 && ticks != startTicks ? State::Gone : State::Alive;
}

RunFolderLock::RunFolderLock(RunFolderLock &&other) noexcept
    : m_fd(std::exchange(other.m_fd, -1))
{
}

RunFolderLock &RunFolderLock::operator=(RunFolderLock &&other) noexcept
{
    if (this != &other) {
        release();
        m_fd = std::exchange(other.m_fd, -1);
    }
    return *this;
}

RunFolderLock::~RunFolderLock()
{
    release();
}

void RunFolderLock::release()
{
    if (m_fd >= 0)
        ::close(m_fd); // closing the last descriptor drops the flock
    m_fd = -1;
}

QString RunFolderLock::fileName()
{
    return QStringLiteral(".compilescope.lock");
}

Result<RunFolderLock> RunFolderLock::acquire(const QString &dir)
{
    const QString path = QDir(dir).filePath(fileName());
    const QByteArray native = QFile::encodeName(path);
    // Close-on-exec: the command and its daemons must not inherit (and so keep) the lock.
    const int fd = ::open(native.constData(), O_RDONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0644);
    if (fd < 0)
        return Error { QStringLiteral("cannot lock the folder: %1").arg(QString::fromLocal8Bit(std::strerror(errno))),
            path };
    struct stat st { };
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return Error { QStringLiteral("cannot lock the folder: the lock file is not a regular file"), path };
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        const int e = errno;
        ::close(fd);
        if (e == EWOULDBLOCK)
            return Error { QStringLiteral("another CompileScope process is writing into this folder (one folder, one "
                                          "writer: choose another folder or wait until it has finished)"),
                dir };
        return Error { QStringLiteral("cannot lock the folder: %1").arg(QString::fromLocal8Bit(std::strerror(e))),
            path };
    }
    RunFolderLock lock;
    lock.m_fd = fd;
    const QStringList entries
        = QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
    if (entries != QStringList { fileName() })
        return Error { QStringLiteral("is not empty; a recorded run is never overwritten (choose a new folder)"), dir };
    return lock;
}

} // namespace cs::run
