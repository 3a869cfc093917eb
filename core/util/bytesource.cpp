#include "core/util/bytesource.h"

#include "core/util/inputfile.h"
#include "core/util/mapguard.h"

#include <QFile>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>

namespace cs {
namespace {

constexpr size_t Padding = 64; // what SIMD JSON parsers may read past a slice

int64_t mtimeNs(const struct stat &st)
{
    return static_cast<int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
}

ByteSource::Problem::Kind kindOf(DecodeIssue::Kind k)
{
    using K = ByteSource::Problem::Kind;
    switch (k) {
    case DecodeIssue::Kind::Truncated:
        return K::Truncated;
    case DecodeIssue::Kind::Corrupt:
        return K::Corrupt;
    case DecodeIssue::Kind::ChecksumMismatch:
        return K::ChecksumMismatch;
    case DecodeIssue::Kind::Capped:
        return K::Capped;
    case DecodeIssue::Kind::OutOfMemory:
        return K::OutOfMemory;
    case DecodeIssue::Kind::TrailingBytes:
        return K::TrailingBytes;
    }
    return K::Corrupt;
}

// Reads a whole small file (or one the guard has no slot for) with read(2).
bool readAll(int fd, size_t size, AnonBuffer &out)
{
    if (!out.reserve(size + Padding))
        return false;
    size_t done = 0;
    while (done < size) {
        const ssize_t n = ::pread(fd, out.data() + done, size - done, static_cast<off_t>(done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break; // shrank under us: keep what was there
        done += static_cast<size_t>(n);
    }
    out.grow(done);
    return true;
}

} // namespace

ByteSource::~ByteSource()
{
    if (m_guarded)
        MapGuard::remove(m_map);
    if (m_map)
        munmap(m_map, m_mapSize);
}

bool ByteSource::truncated() const
{
    for (const Problem &p : m_problems)
        if (p.kind == Problem::Kind::Truncated)
            return true;
    return false;
}

std::shared_ptr<const ByteSource> ByteSource::fromBytes(QString name, std::string bytes)
{
    std::shared_ptr<ByteSource> src(new ByteSource);
    src->m_path = std::move(name);
    src->m_buffer.assign(bytes.begin(), bytes.end());
    src->m_size = src->m_buffer.size();
    src->m_buffer.resize(src->m_size + Padding, '\0');
    src->m_data = src->m_buffer.data();
    src->m_readable = src->m_buffer.size();
    return src;
}

bool ByteSource::checkUnchanged() const
{
    if (!m_file)
        return true;
    struct stat st { };
    const QByteArray native = QFile::encodeName(m_path);
    if (::stat(native.constData(), &st) != 0 || static_cast<uint64_t>(st.st_dev) != m_dev
        || static_cast<uint64_t>(st.st_ino) != m_ino || static_cast<uint64_t>(st.st_size) != m_fileSize
        || mtimeNs(st) != m_mtimeNs)
        m_changed.store(true, std::memory_order_relaxed);
    return !changed();
}

void ByteSource::prefault(size_t begin, size_t end) const
{
#ifndef MADV_POPULATE_READ
    constexpr int MADV_POPULATE_READ = 22; // Linux 5.14; older kernels answer EINVAL, harmlessly
#endif
    if (!m_guarded || begin >= end || end > m_size)
        return;
    const auto page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
    const size_t from = begin / page * page;
    madvise(const_cast<char *>(m_data) + from, end - from, MADV_POPULATE_READ);
}

Status ByteSource::mapPlain(int fd, size_t size)
{
    void *map = mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (map == MAP_FAILED)
        return Error { QStringLiteral("cannot map: %1").arg(QString::fromLocal8Bit(strerror(errno))), m_path };
    if (!MapGuard::add(map, size, &m_changed)) {
        munmap(map, size);
        AnonBuffer copy;
        if (!readAll(fd, size, copy))
            return Error { QStringLiteral("out of memory reading %1 bytes").arg(size), m_path };
        m_size = copy.size();
        m_mapSize = m_readable = copy.capacity();
        m_map = copy.release();
        m_data = static_cast<const char *>(m_map);
        return Ok {};
    }
    madvise(map, size, MADV_SEQUENTIAL);
    m_map = map;
    m_mapSize = size;
    m_guarded = true;
    m_data = static_cast<const char *>(map);
    m_size = size;
    // Whole pages past EOF read as zeros; only the rest of the last page is safe.
    const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
    m_readable = (size + page - 1) / page * page;
    return Ok {};
}

Status ByteSource::decode(int fd, size_t size, const DecodeLimits &limits, uint64_t decodeAtMost)
{
    void *map = mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (map == MAP_FAILED)
        return Error { QStringLiteral("cannot map: %1").arg(QString::fromLocal8Bit(strerror(errno))), m_path };
    const bool guarded = MapGuard::add(map, size, &m_changed);
    if (!guarded) {
        munmap(map, size);
        return Error { QStringLiteral("too many open files to guard this one"), m_path };
    }
    madvise(map, size, MADV_SEQUENTIAL);
    AnonBuffer out;
    const auto issues = decompress(m_compression, { static_cast<const char *>(map), size }, limits, decodeAtMost, out);
    MapGuard::remove(map);
    munmap(map, size);
    for (const DecodeIssue &i : issues)
        m_problems.push_back({ kindOf(i.kind), i.at, i.message });
    m_whole = out.size() < decodeAtMost || !issues.empty();
    if (!out.reserve(out.size() + Padding))
        return Error { QStringLiteral("out of memory"), m_path };
    std::memset(out.data() + out.size(), 0, Padding);
    m_size = out.size();
    m_mapSize = m_readable = out.capacity();
    m_map = out.release();
    m_data = static_cast<const char *>(m_map);
    return Ok {};
}

std::shared_ptr<const ByteSource> ByteSource::view(
    QString path, std::shared_ptr<const void> owner, const char *data, size_t size, size_t readable)
{
    std::shared_ptr<ByteSource> src(new ByteSource);
    src->m_path = std::move(path);
    src->m_owner = std::move(owner);
    src->m_data = data;
    src->m_size = size;
    src->m_readable = std::max(readable, size);
    return src;
}

Result<std::shared_ptr<const ByteSource>> ByteSource::open(
    const QString &path, const DecodeLimits &limits, uint64_t decodeAtMost)
{
    auto opened = openInputFile(path);
    if (!opened)
        return opened.error();
    const int fd = opened->fd;
    std::shared_ptr<ByteSource> src(new ByteSource);
    src->m_path = path;
    src->m_file = true;
    src->m_dev = opened->dev;
    src->m_ino = opened->ino;
    src->m_fileSize = opened->size;
    src->m_mtimeNs = opened->mtimeNs;
    const auto size = static_cast<size_t>(opened->size);
    Status status = Ok {};
    if (size == 0) {
        src->m_buffer.assign(Padding, '\0');
        src->m_data = src->m_buffer.data();
        src->m_readable = Padding;
    } else {
        unsigned char magic[4] = {};
        const ssize_t got = ::pread(fd, magic, sizeof magic, 0);
        src->m_compression = sniffCompression(
            { reinterpret_cast<const char *>(magic), got > 0 ? static_cast<size_t>(got) : size_t(0) });
        status = src->m_compression == Compression::None ? src->mapPlain(fd, size)
                                                         : src->decode(fd, size, limits, decodeAtMost);
    }
    ::close(fd);
    if (!status)
        return status.error();
    if (src->changed())
        src->m_problems.push_back({ Problem::Kind::Changed, src->m_size,
            QStringLiteral("the file shrank while it was read (rewritten by another process?): bytes past the new "
                           "end read as zeros") });
    return std::shared_ptr<const ByteSource>(std::move(src));
}

} // namespace cs
