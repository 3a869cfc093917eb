#include "core/util/inputfile.h"

#include <QFile>
#include <QLocale>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <new>

namespace cs {
namespace {

QString errnoText(int e)
{
    return QString::fromLocal8Bit(strerror(e));
}

} // namespace

QString byteSizeText(uint64_t bytes)
{
    if (bytes < 1024)
        return bytes == 1 ? QStringLiteral("1 byte") : QStringLiteral("%1 bytes").arg(bytes);
    return QLocale::c().formattedDataSize(static_cast<qint64>(bytes), bytes % (1ull << 20) == 0 ? 0 : 1);
}

Result<InputFile> openInputFile(const QString &path)
{
    const QByteArray native = QFile::encodeName(path);
    // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused just below.
    const int fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0)
        return Error { QStringLiteral("cannot open: %1").arg(errnoText(errno)), path };
    struct stat st { };
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        const int e = errno;
        const mode_t mode = st.st_mode;
        ::close(fd);
        if (mode == 0)
            return Error { QStringLiteral("cannot open: %1").arg(errnoText(e)), path };
        return Error { S_ISFIFO(mode)            ? QStringLiteral("a FIFO (named pipe), not a regular file: not opened")
                : S_ISCHR(mode) || S_ISBLK(mode) ? QStringLiteral("a device, not a regular file: not opened")
                : S_ISDIR(mode)                  ? QStringLiteral("a folder, not a regular file: not opened")
                                                 : QStringLiteral("not a regular file: not opened"),
            path };
    }
    InputFile f;
    f.fd = fd;
    f.size = static_cast<uint64_t>(st.st_size);
    f.dev = static_cast<uint64_t>(st.st_dev);
    f.ino = static_cast<uint64_t>(st.st_ino);
    f.mtimeNs = static_cast<int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
    return f;
}

Result<QByteArray> readInputFile(const QString &path, uint64_t maxBytes)
{
    auto opened = openInputFile(path);
    if (!opened)
        return opened.error();
    const int fd = opened->fd;
    auto tooBig = [&](uint64_t size) {
        ::close(fd);
        return Error { QStringLiteral("%1, more than the %2 this file may hold: not read")
                           .arg(byteSizeText(size), byteSizeText(maxBytes)),
            path };
    };
    if (opened->size > maxBytes)
        return tooBig(opened->size);
    QByteArray bytes;
    try {
        // Files such as those under /proc say 0 and still hold bytes: read to the end anyway.
        bytes.resize(
            static_cast<qsizetype>(std::min<uint64_t>(std::max<uint64_t>(opened->size + 1, 4096), maxBytes + 1)));
        uint64_t done = 0;
        for (;;) {
            if (done == static_cast<uint64_t>(bytes.size())) {
                if (done > maxBytes)
                    return tooBig(done);
                bytes.resize(static_cast<qsizetype>(std::min<uint64_t>(done * 2, maxBytes + 1)));
            }
            const ssize_t n = ::read(fd, bytes.data() + done, static_cast<size_t>(bytes.size()) - done);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0) {
                const int e = errno;
                ::close(fd);
                return Error { QStringLiteral("cannot read: %1").arg(errnoText(e)), path };
            }
            if (n == 0)
                break;
            done += static_cast<uint64_t>(n);
        }
        if (done > maxBytes)
            return tooBig(done);
        bytes.truncate(static_cast<qsizetype>(done));
    } catch (const std::bad_alloc &) {
        ::close(fd);
        return Error { QStringLiteral("out of memory reading it"), path };
    }
    ::close(fd);
    return bytes;
}

Result<QByteArray> readInputHead(const QString &path, uint64_t bytes)
{
    auto opened = openInputFile(path);
    if (!opened)
        return opened.error();
    QByteArray head;
    try {
        head.resize(static_cast<qsizetype>(std::min<uint64_t>(bytes, std::max<uint64_t>(opened->size, 4096))));
    } catch (const std::bad_alloc &) {
        ::close(opened->fd);
        return Error { QStringLiteral("out of memory reading it"), path };
    }
    qsizetype done = 0;
    while (done < head.size()) {
        const ssize_t n = ::read(opened->fd, head.data() + done, static_cast<size_t>(head.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        done += n;
    }
    ::close(opened->fd);
    head.truncate(done);
    return head;
}

} // namespace cs
