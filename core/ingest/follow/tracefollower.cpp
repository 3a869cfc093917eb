#include "core/ingest/follow/tracefollower.h"

#include "core/ingest/trace/tracereader.h"
#include "core/util/inputfile.h"

#include <QCryptographicHash>
#include <QFile>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <optional>

namespace cs {

// Address space reserved once and filled as the file grows: bytes never move, so byte
// sources over it stay valid. Pages are committed only when written (MAP_NORESERVE).
class GrowingBuffer {
public:
    explicit GrowingBuffer(size_t capacity)
    {
        void *p = mmap(nullptr, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p != MAP_FAILED) {
            m_data = static_cast<char *>(p);
            m_capacity = capacity;
        }
    }
    ~GrowingBuffer()
    {
        if (m_data)
            munmap(m_data, m_capacity);
    }
    GrowingBuffer(const GrowingBuffer &) = delete;
    GrowingBuffer &operator=(const GrowingBuffer &) = delete;
    char *data() const { return m_data; }
    size_t capacity() const { return m_capacity; }

private:
    char *m_data = nullptr;
    size_t m_capacity = 0;
};

namespace {

constexpr size_t Padding = 64; // SIMD JSON parsers read this far past a slice
constexpr size_t MinCapacity = size_t(1) << 30;
constexpr size_t CheckBytes = 4096; // compared before the end: was the file rewritten in place?

size_t capacityFor(uint64_t size)
{
    const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
    const size_t want = std::max<size_t>(MinCapacity, static_cast<size_t>(size) * 2 + Padding);
    return (want + page - 1) / page * page;
}

// Reads up to `count` bytes at `offset`; returns how many were there (fewer at the file's end:
// a file truncated while it is read, a job restarted under the same log name), -1 on an error.
int64_t readAt(int fd, char *out, uint64_t offset, uint64_t count)
{
    uint64_t done = 0;
    while (done < count) {
        const ssize_t n = pread(fd, out + done, static_cast<size_t>(std::min<uint64_t>(count - done, 1u << 30)),
            static_cast<off_t>(offset + done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return -1;
        if (n == 0)
            break;
        done += static_cast<uint64_t>(n);
    }
    return static_cast<int64_t>(done);
}

// Where the bytes written so far end, at or after `from` in a file of `size` bytes: the
// start of the first hole (a sparse file grown with truncate), else its size.
uint64_t dataLimit(int fd, uint64_t from, uint64_t size)
{
    const off_t hole = lseek(fd, static_cast<off_t>(from), SEEK_HOLE);
    return hole >= 0 && static_cast<uint64_t>(hole) < size ? std::max<uint64_t>(from, static_cast<uint64_t>(hole))
                                                           : size;
}

constexpr size_t ReadChunk = size_t(4) << 20;
constexpr size_t NulRun = 4096; // this many NUL bytes: preallocated, not written yet

// The first run of NUL bytes in [p, p+n) that is NulRun long or reaches the end, or null.
const char *nulRun(const char *p, size_t n)
{
    const char *end = p + n;
    for (const char *z = static_cast<const char *>(memchr(p, 0, n)); z;
         z = static_cast<const char *>(memchr(z, 0, static_cast<size_t>(end - z)))) {
        const char *q = z;
        while (q < end && *q == 0 && static_cast<size_t>(q - z) < NulRun)
            ++q;
        if (q == end || static_cast<size_t>(q - z) >= NulRun)
            return z;
        z = q;
    }
    return nullptr;
}

// Copies the file's data from `from` towards `to` in chunks and returns where the data ends:
// at `to`, or where a run of NUL bytes begins (a preallocated file: space reserved, not yet
// written; read again at the next poll). So memory grows with what was written, never with a
// file size set ahead (`truncate -s 6G`, fallocate). A file that ends early (truncated since
// its size was taken) ends the data there; the next poll sees it shrank. Nullopt on a read
// error (errno set).
std::optional<uint64_t> readData(int fd, char *buffer, uint64_t from, uint64_t to)
{
    for (uint64_t at = from; at < to;) {
        const int64_t n = readAt(fd, buffer + at, at, std::min<uint64_t>(to - at, ReadChunk));
        if (n < 0)
            return std::nullopt;
        if (const char *z = nulRun(buffer + at, static_cast<size_t>(n)))
            return static_cast<uint64_t>(z - buffer);
        at += static_cast<uint64_t>(n);
        if (n == 0)
            return at;
    }
    return to;
}

bool compressed(const char *p, uint64_t n)
{
    const auto *b = reinterpret_cast<const unsigned char *>(p);
    return (n >= 2 && b[0] == 0x1f && b[1] == 0x8b) || (n >= 4 && b[0] == 0x28 && b[1] == 0xb5 && b[2] == 0x2f);
}

// The payload lines' MD5 as PyTorch writes it in `has_payload` (FORMATS §2.2).
QByteArray payloadMd5(std::string_view raw)
{
    QCryptographicHash md5(QCryptographicHash::Md5);
    bool first = true;
    forEachPayloadLine(raw, [&](std::string_view line) {
        if (!first)
            md5.addData(QByteArrayView("\n", 1));
        md5.addData(QByteArrayView(line.data(), static_cast<qsizetype>(line.size())));
        first = false;
    });
    return md5.result().toHex();
}

struct Fd {
    int fd = -1;
    ~Fd()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

} // namespace

TraceFollower::TraceFollower(QString path, std::chrono::milliseconds quietPeriod)
    : m_path(std::move(path))
    , m_quiet(quietPeriod)
{
}

TraceFollower::~TraceFollower() = default;

TraceFollower::Update TraceFollower::poll()
{
    Update u;
    // Opened like every input: a FIFO or a device (also behind a link) is refused, never read.
    auto opened = openInputFile(m_path);
    if (!opened) {
        u.kind = Update::Kind::Failed;
        u.message = opened.error().message;
        return u;
    }
    Fd f { opened->fd };
    const uint64_t size = opened->size;
    if (!m_buffer)
        return reload(f.fd, size, Update::Reason::First);
    if (opened->dev != m_device || opened->ino != m_inode)
        return reload(f.fd, size, Update::Reason::Replaced);
    if (size < m_read)
        return reload(f.fd, size, Update::Reason::Shrank);
    if (m_read > 0) {
        const uint64_t n = std::min<uint64_t>(CheckBytes, m_read);
        char check[CheckBytes];
        if (readAt(f.fd, check, m_read - n, n) != static_cast<int64_t>(n)
            || std::memcmp(check, m_buffer->data() + m_read - n, n) != 0)
            return reload(f.fd, size, Update::Reason::Rewritten);
    }
    const auto now = std::chrono::steady_clock::now();
    if (const uint64_t limit = size > m_read ? dataLimit(f.fd, m_read, size) : m_read; limit > m_read) {
        if (limit + Padding > m_buffer->capacity()) { // outgrew the reservation: move once, to twice the room
            auto bigger = std::make_shared<GrowingBuffer>(capacityFor(limit));
            if (!bigger->data()) {
                u.kind = Update::Kind::Failed;
                u.message = QStringLiteral("out of address space");
                return u;
            }
            std::memcpy(bigger->data(), m_buffer->data(), m_read);
            m_buffer = std::move(bigger);
        }
        const auto end = readData(f.fd, m_buffer->data(), m_read, limit);
        if (!end) {
            u.kind = Update::Kind::Failed;
            u.message = QString::fromLocal8Bit(strerror(errno));
            return u;
        }
        // The bytes past the data (NULs read ahead) are not kept: zeroed, as they were.
        std::memset(m_buffer->data() + *end, 0, static_cast<size_t>(std::min<uint64_t>(limit - *end, ReadChunk)));
        if (*end > m_read) {
            m_read = *end;
            m_lastGrowth = now;
        }
    }
    const uint64_t end = commitEnd(now - m_lastGrowth >= m_quiet);
    if (end <= m_committed)
        return u;
    const char *d = m_buffer->data();
    const uint64_t lines = m_lines + static_cast<uint64_t>(std::count(d + m_committed, d + end, '\n'));
    auto source = ByteSource::view(m_path, m_buffer, d, end, m_buffer->capacity());
    TraceReadOptions options;
    options.checksums = TraceReadOptions::Checksums::Always; // only the new records are checked
    auto log = TraceReader::readMore(*m_log, std::move(source), m_committed, end, m_lines, options);
    if (!log) {
        u.kind = Update::Kind::Failed;
        u.message = log.error().message;
        return u;
    }
    u.kind = Update::Kind::Grew;
    u.newRecords = log.value()->records.size() - m_log->records.size();
    m_log = std::move(log).value();
    u.log = m_log;
    m_committed = end;
    m_lines = lines;
    return u;
}

TraceFollower::Update TraceFollower::reload(int fd, uint64_t size, Update::Reason why)
{
    Update u;
    const uint64_t limit = dataLimit(fd, 0, size);
    auto buffer = std::make_shared<GrowingBuffer>(capacityFor(limit));
    const auto dataEnd = buffer->data() ? readData(fd, buffer->data(), 0, limit) : std::nullopt;
    if (!dataEnd) {
        u.kind = Update::Kind::Failed;
        u.message = buffer->data() ? QString::fromLocal8Bit(strerror(errno)) : QStringLiteral("out of address space");
        return u;
    }
    std::memset(buffer->data() + *dataEnd, 0, static_cast<size_t>(std::min<uint64_t>(limit - *dataEnd, ReadChunk)));
    size = *dataEnd;
    if (compressed(buffer->data(), size)) {
        u.kind = Update::Kind::Failed;
        u.message = QStringLiteral("a compressed log cannot be followed");
        return u;
    }
    struct stat st { };
    fstat(fd, &st);
    m_device = static_cast<uint64_t>(st.st_dev);
    m_inode = static_cast<uint64_t>(st.st_ino);
    m_buffer = std::move(buffer);
    m_read = size;
    m_committed = 0;
    m_lines = 0;
    m_lastGrowth = std::chrono::steady_clock::now();
    // A file the writer left more than the quiet period ago is read to its end; otherwise a
    // record still being written waits, as after any other read (commitEnd).
    const auto modified
        = std::chrono::system_clock::time_point(std::chrono::duration_cast<std::chrono::system_clock::duration>(
            std::chrono::seconds(st.st_mtim.tv_sec) + std::chrono::nanoseconds(st.st_mtim.tv_nsec)));
    const uint64_t end = commitEnd(std::chrono::system_clock::now() - modified >= m_quiet);
    const char *d = m_buffer->data();
    auto source = ByteSource::view(m_path, m_buffer, d, end, m_buffer->capacity());
    const TraceLog empty;
    auto log = TraceReader::readMore(empty, std::move(source), 0, end, 0);
    if (!log) {
        u.kind = Update::Kind::Failed;
        u.message = log.error().message;
        return u;
    }
    m_log = std::move(log).value();
    m_committed = end;
    m_lines = static_cast<uint64_t>(std::count(d, d + end, '\n'));
    u.kind = Update::Kind::Reloaded;
    u.reason = why;
    u.log = m_log;
    u.newRecords = m_log->records.size();
    return u;
}

// Where the whole records read so far end: after the last complete line, unless the last
// record there announces a payload whose lines do not match its checksum yet (still being
// written); then before that record, until the file has been quiet.
uint64_t TraceFollower::commitEnd(bool quiet) const
{
    const char *d = m_buffer->data();
    const void *nl = m_read > m_committed ? memrchr(d + m_committed, '\n', m_read - m_committed) : nullptr;
    if (!nl)
        return m_committed;
    const uint64_t end = static_cast<uint64_t>(static_cast<const char *>(nl) - d) + 1;
    if (quiet)
        return end;
    // The last header line: walk back over the payload lines (TAB-prefixed) and empty lines.
    uint64_t lineEnd = end - 1; // its '\n'
    while (lineEnd > m_committed) {
        const void *prev = memrchr(d + m_committed, '\n', lineEnd - m_committed);
        const uint64_t start = prev ? static_cast<uint64_t>(static_cast<const char *>(prev) - d) + 1 : m_committed;
        if (start < lineEnd && d[start] != '\t' && d[start] != '\r') {
            const std::string_view header(d + start, lineEnd - start);
            const size_t key = header.find("\"has_payload\"");
            if (key == std::string_view::npos)
                return end;
            const size_t quote = header.find('"', header.find(':', key) + 1);
            if (quote == std::string_view::npos || quote + 33 > header.size())
                return end; // no checksum to wait for
            const std::string_view want = header.substr(quote + 1, 32);
            const QByteArray have = payloadMd5(std::string_view(d + lineEnd + 1, end - lineEnd - 1));
            return std::string_view(have.constData(), static_cast<size_t>(have.size())) == want ? end : start;
        }
        if (start == m_committed)
            break;
        lineEnd = start - 1;
    }
    return end; // payload lines only: they belong to the record before (an orphan otherwise)
}

} // namespace cs
