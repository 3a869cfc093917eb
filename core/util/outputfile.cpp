#include "core/util/outputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace cs {
namespace {

QString errnoText(int e)
{
    return QString::fromLocal8Bit(strerror(e));
}

bool statOf(const QString &path, struct stat &st)
{
    return ::stat(QFile::encodeName(path).constData(), &st) == 0;
}

// Writes all of `bytes`; false with errno set on the first failure.
bool writeAll(int fd, const char *data, size_t size)
{
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = EIO;
            return false;
        }
        data += n;
        size -= static_cast<size_t>(n);
    }
    return true;
}

// A path as the folder that holds it (links resolved) and its name: two spellings of one place
// compare equal whether or not a file is there yet (a database's -wal before SQLite makes it).
QString placeOf(const QString &path)
{
    const QFileInfo fi(path);
    const QString folder = QFileInfo(fi.absolutePath()).canonicalFilePath();
    return (folder.isEmpty() ? QDir::cleanPath(fi.absolutePath()) : folder) + u'/' + fi.fileName();
}

} // namespace

bool namesPlaceOfAny(const QString &target, const QStringList &paths)
{
    const QString place = placeOf(target);
    for (const QString &p : paths)
        if (!p.isEmpty() && placeOf(p) == place)
            return true;
    return false;
}

bool isSameFileAsAny(const QString &target, const QStringList &paths)
{
    struct stat t { };
    if (!statOf(target, t))
        return false;
    for (const QString &p : paths) {
        struct stat s { };
        if (!p.isEmpty() && statOf(p, s) && s.st_dev == t.st_dev && s.st_ino == t.st_ino)
            return true;
    }
    return false;
}

namespace {

// A descriptor the path names as the system's own link to it: /dev/stdout, /dev/stderr,
// /dev/fd/N, /proc/self/fd/N; -1 for any other path.
int namedDescriptor(const QString &target)
{
    if (target == QLatin1String("/dev/stdout"))
        return 1;
    if (target == QLatin1String("/dev/stderr"))
        return 2;
    for (const QLatin1String prefix : { QLatin1String("/dev/fd/"), QLatin1String("/proc/self/fd/") })
        if (target.startsWith(prefix)) {
            bool ok = false;
            const int fd = target.mid(prefix.size()).toInt(&ok);
            return ok && fd >= 0 ? fd : -1;
        }
    return -1;
}

// A target that is no regular file (a pipe, a terminal, /dev/null) is written to as it is:
// there is nothing to replace atomically. Regular files behind /dev/stdout go through their
// open descriptor, so `-o /dev/stdout >> log` appends as the shell asked.
Status writeInPlace(const QString &target, int fd, const QByteArray &bytes, bool fifo = false)
{
    const bool own = fd < 0;
    if (own) {
        // A FIFO nobody reads would block the command for ever: said at once instead.
        fd = ::open(QFile::encodeName(target).constData(), O_WRONLY | O_CLOEXEC | O_NOCTTY | (fifo ? O_NONBLOCK : 0));
        if (fd < 0 && fifo && errno == ENXIO)
            return Error { QStringLiteral("a FIFO that no process reads: nothing written"), target };
        if (fd < 0)
            return Error { QStringLiteral("cannot write: %1").arg(errnoText(errno)), target };
        if (fifo)
            ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    }
    const bool written = writeAll(fd, bytes.constData(), static_cast<size_t>(bytes.size()));
    const int e = errno;
    if (own && ::close(fd) != 0 && written)
        return Error { QStringLiteral("cannot write: %1").arg(errnoText(errno)), target };
    if (!written)
        return Error { QStringLiteral("cannot write: %1").arg(errnoText(e)), target };
    return Ok {};
}

bool isStream(mode_t mode)
{
    return S_ISFIFO(mode) || S_ISCHR(mode) || S_ISSOCK(mode);
}

} // namespace

Status writeOutputFile(const QString &target, const QByteArray &bytes, const QStringList &inputs)
{
    if (target.isEmpty())
        return Error { QStringLiteral("no file name given") };
    const QByteArray native = QFile::encodeName(target);
    struct stat st { };
    const bool exists = ::lstat(native.constData(), &st) == 0;
    // An input, or a file an input keeps beside it that is not there yet (a database's -wal): the
    // same file by inode, or the same place by name.
    if ((exists && isSameFileAsAny(target, inputs)) || namesPlaceOfAny(target, inputs))
        return Error { QStringLiteral("is one of this command's inputs: not overwritten (name another file)"), target };
    // The system's names of open descriptors (/dev/stdout, /dev/fd/63 of a shell's >(...)).
    if (const int fd = namedDescriptor(target); fd >= 0) {
        struct stat open { };
        if (::fstat(fd, &open) != 0)
            return Error { QStringLiteral("cannot write: %1").arg(errnoText(errno)), target };
        if (S_ISDIR(open.st_mode))
            return Error { QStringLiteral("is a folder: not written"), target };
        return writeInPlace(target, fd, bytes);
    }
    struct stat resolved { };
    const bool resolves = exists && ::stat(native.constData(), &resolved) == 0;
    // A link to a pipe or a device (out -> /dev/null) is a stream; a link where a regular file is
    // expected is never written through.
    if (exists && S_ISLNK(st.st_mode) && !(resolves && isStream(resolved.st_mode)))
        return Error { QStringLiteral("a symbolic link: not written through it (name the file it points to, or "
                                      "remove the link)"),
            target };
    if (resolves && isStream(resolved.st_mode))
        return writeInPlace(target, -1, bytes, S_ISFIFO(resolved.st_mode));
    if (exists && !S_ISREG(st.st_mode))
        return Error { QStringLiteral("exists and is not a regular file, a pipe or a device: not replaced"), target };

    const QFileInfo info(target);
    QByteArray temp = QFile::encodeName(info.absolutePath()) + "/." + QFile::encodeName(info.fileName()) + ".XXXXXX";
    const int fd = ::mkostemp(temp.data(), O_CLOEXEC);
    if (fd < 0)
        return Error { QStringLiteral("cannot write: %1").arg(errnoText(errno)), target };
    auto fail = [&](int e, bool isOpen) -> Status {
        if (isOpen)
            ::close(fd);
        ::unlink(temp.constData());
        return Error { QStringLiteral("cannot write: %1").arg(errnoText(e)), target };
    };
    mode_t mode = st.st_mode & 07777;
    if (!exists) {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    if (::fchmod(fd, mode) != 0)
        return fail(errno, true);
    if (!writeAll(fd, bytes.constData(), static_cast<size_t>(bytes.size())))
        return fail(errno, true);
    if (::fsync(fd) != 0)
        return fail(errno, true);
    if (::close(fd) != 0)
        return fail(errno, false);
    if (::rename(temp.constData(), native.constData()) != 0)
        return fail(errno, false);
    // The rename itself reaches the disk with its folder; best effort (some file systems refuse).
    const int dir = ::open(QFile::encodeName(info.absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return Ok {};
}

} // namespace cs
