#include "core/util/bytesource.h"

#include <QFile>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

#include <algorithm>
#include <cstring>

namespace cs {
namespace {

constexpr size_t Padding = 64; // what SIMD JSON parsers may read past a slice

ByteSource::Compression sniff(const unsigned char *p, size_t n)
{
    if (n >= 2 && p[0] == 0x1f && p[1] == 0x8b)
        return ByteSource::Compression::Gzip;
    if (n >= 4 && p[0] == 0x28 && p[1] == 0xb5 && p[2] == 0x2f && p[3] == 0xfd)
        return ByteSource::Compression::Zstd;
    return ByteSource::Compression::None;
}

// Decompresses a whole gzip stream (concatenated members too). Returns false on corrupt data;
// `truncated` is set when the input ends inside a member.
bool gunzip(const char *in, size_t n, std::vector<char> &out, bool &truncated, QString &error)
{
    z_stream zs {};
    if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK) {
        error = QStringLiteral("zlib initialisation failed");
        return false;
    }
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in));
    zs.avail_in = static_cast<uInt>(std::min<size_t>(n, UINT32_MAX));
    size_t consumed = 0;
    out.resize(std::max<size_t>(n * 4, 1 << 16));
    size_t produced = 0;
    int rc = Z_OK;
    for (;;) {
        if (produced == out.size())
            out.resize(out.size() * 2);
        zs.next_out = reinterpret_cast<Bytef *>(out.data() + produced);
        zs.avail_out = static_cast<uInt>(std::min<size_t>(out.size() - produced, UINT32_MAX));
        const size_t before = zs.avail_out;
        rc = inflate(&zs, Z_NO_FLUSH);
        produced += before - zs.avail_out;
        if (rc == Z_STREAM_END) {
            consumed = n - zs.avail_in;
            if (consumed >= n)
                break;
            inflateReset(&zs); // next member
            continue;
        }
        if (rc == Z_BUF_ERROR && zs.avail_in == 0) {
            truncated = true;
            break;
        }
        if (rc != Z_OK) {
            error = QStringLiteral("corrupt gzip data (%1)").arg(QString::fromUtf8(zs.msg ? zs.msg : "unknown"));
            inflateEnd(&zs);
            return false;
        }
        if (zs.avail_in == 0 && zs.avail_out != 0) {
            truncated = true;
            break;
        }
    }
    inflateEnd(&zs);
    out.resize(produced);
    return true;
}

bool unzstd(const char *in, size_t n, std::vector<char> &out, bool &truncated, QString &error)
{
    ZSTD_DStream *ds = ZSTD_createDStream();
    ZSTD_initDStream(ds);
    ZSTD_inBuffer input { in, n, 0 };
    out.resize(std::max<size_t>(n * 4, 1 << 16));
    size_t produced = 0;
    size_t last = 1;
    while (input.pos < input.size) {
        if (produced == out.size())
            out.resize(out.size() * 2);
        ZSTD_outBuffer output { out.data() + produced, out.size() - produced, 0 };
        last = ZSTD_decompressStream(ds, &output, &input);
        produced += output.pos;
        if (ZSTD_isError(last)) {
            error = QStringLiteral("corrupt zstd data (%1)").arg(QString::fromUtf8(ZSTD_getErrorName(last)));
            ZSTD_freeDStream(ds);
            return false;
        }
    }
    // Flush what is still buffered inside the decoder.
    while (last != 0) {
        if (produced == out.size())
            out.resize(out.size() * 2);
        ZSTD_outBuffer output { out.data() + produced, out.size() - produced, 0 };
        last = ZSTD_decompressStream(ds, &output, &input);
        produced += output.pos;
        if (ZSTD_isError(last) || output.pos == 0)
            break;
    }
    truncated = last != 0;
    ZSTD_freeDStream(ds);
    out.resize(produced);
    return true;
}

} // namespace

ByteSource::~ByteSource()
{
    if (m_map)
        munmap(m_map, m_mapSize);
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

Result<std::shared_ptr<const ByteSource>> ByteSource::open(const QString &path)
{
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return Error { QStringLiteral("cannot open: %1").arg(QString::fromLocal8Bit(strerror(errno))), path };
    struct stat st { };
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return Error { QStringLiteral("not a regular file"), path };
    }
    std::shared_ptr<ByteSource> src(new ByteSource);
    src->m_path = path;
    const auto size = static_cast<size_t>(st.st_size);
    if (size == 0) {
        ::close(fd);
        src->m_buffer.assign(Padding, '\0');
        src->m_data = src->m_buffer.data();
        src->m_readable = Padding;
        return std::shared_ptr<const ByteSource>(std::move(src));
    }
    void *map = mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
    ::close(fd);
    if (map == MAP_FAILED)
        return Error { QStringLiteral("cannot map: %1").arg(QString::fromLocal8Bit(strerror(errno))), path };
    madvise(map, size, MADV_SEQUENTIAL);

    const auto *bytes = static_cast<const unsigned char *>(map);
    src->m_compression = sniff(bytes, size);
    if (src->m_compression == Compression::None) {
        src->m_map = map;
        src->m_mapSize = size;
        src->m_data = static_cast<const char *>(map);
        src->m_size = size;
        // Whole pages past EOF read as zeros; only the rest of the last page is safe.
        const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
        src->m_readable = (size + page - 1) / page * page;
        return std::shared_ptr<const ByteSource>(std::move(src));
    }
    QString error;
    bool truncated = false;
    const bool ok = src->m_compression == Compression::Gzip
        ? gunzip(static_cast<const char *>(map), size, src->m_buffer, truncated, error)
        : unzstd(static_cast<const char *>(map), size, src->m_buffer, truncated, error);
    munmap(map, size);
    if (!ok)
        return Error { error, path };
    src->m_truncated = truncated;
    src->m_size = src->m_buffer.size();
    src->m_buffer.resize(src->m_size + Padding, '\0');
    src->m_data = src->m_buffer.data();
    src->m_readable = src->m_buffer.size();
    return std::shared_ptr<const ByteSource>(std::move(src));
}

} // namespace cs
