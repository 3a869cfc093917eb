#include "core/util/decompress.h"

#include <sys/mman.h>
#include <zlib.h>
#include <zstd.h>
#include <zstd_errors.h>

#include <algorithm>
#include <climits>
#include <cstring>

namespace cs {
namespace {

constexpr uint64_t MiB = 1 << 20;

QString mib(uint64_t bytes)
{
    return QString::number(static_cast<double>(bytes) / MiB, 'f', bytes < 10 * MiB ? 2 : 0);
}

// The output capacity to ask for next: the size hint when it is plausible, else double.
uint64_t nextCapacity(const AnonBuffer &out, uint64_t hint, uint64_t cap)
{
    uint64_t want = out.capacity() == 0 ? std::max<uint64_t>(hint, MiB) : out.capacity() * 2;
    if (hint > out.capacity() && hint < want)
        want = hint;
    return std::min(want, cap);
}

class Decoder {
public:
    Decoder(std::string_view in, const DecodeLimits &limits, uint64_t stopAt, AnonBuffer &out)
        : m_in(in)
        , m_out(out)
        , m_limitCap(limits.capFor(in.size()))
        , m_cap(std::min(m_limitCap, stopAt))
        , m_limits(limits)
    {
    }

    // Makes room for more output; false when the cap is reached or memory ran out (with an
    // issue). Only called while the stream has more to give.
    bool room(uint64_t hint)
    {
        if (m_out.size() < std::min(m_out.capacity(), m_cap))
            return true;
        if (m_out.size() >= m_cap) {
            if (m_out.size() >= m_limitCap)
                capped();
            return false;
        }
        const uint64_t want = nextCapacity(m_out, hint, m_cap);
        if (m_out.reserve(want))
            return true;
        issue(DecodeIssue::Kind::OutOfMemory,
            QStringLiteral("out of memory after %1 MiB decompressed: the rest of the file is skipped")
                .arg(mib(m_out.size())));
        return false;
    }

    void capped()
    {
        const bool byRatio = m_limitCap < m_limits.maxBytes;
        issue(DecodeIssue::Kind::Capped,
            byRatio ? QStringLiteral("decompression stopped after %1 MiB: the file expands more than %2× its "
                                     "compressed size (a decompression bomb?); the rest is skipped "
                                     "(--max-ratio raises the limit)")
                          .arg(mib(m_out.size()))
                          .arg(m_limits.maxRatio)
                    : QStringLiteral("decompression stopped at the %1 MiB limit; the rest of the file is skipped "
                                     "(--max-decompressed raises the limit)")
                          .arg(mib(m_out.size())));
    }

    void issue(DecodeIssue::Kind kind, QString message)
    {
        m_issues.push_back({ kind, m_out.size(), std::move(message) });
    }

    std::string_view m_in;
    AnonBuffer &m_out;
    const uint64_t m_limitCap, m_cap;
    const DecodeLimits &m_limits;
    std::vector<DecodeIssue> m_issues;
};

uint64_t gzipSizeHint(std::string_view in)
{
    if (in.size() < 18)
        return 0;
    uint32_t isize = 0; // the last member's size mod 2^32, little-endian
    std::memcpy(&isize, in.data() + in.size() - 4, 4);
    return isize;
}

void gunzip(Decoder &d)
{
    z_stream zs {};
    if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK) {
        d.issue(DecodeIssue::Kind::OutOfMemory, QStringLiteral("zlib could not start"));
        return;
    }
    const uint64_t n = d.m_in.size();
    uint64_t fed = 0; // input handed to zlib so far (zlib takes at most 4 GiB at a time)
    const uint64_t hint = gzipSizeHint(d.m_in);
    for (;;) {
        if (!d.room(hint))
            break;
        if (zs.avail_in == 0 && fed < n) {
            zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(d.m_in.data() + fed));
            zs.avail_in = static_cast<uInt>(std::min<uint64_t>(n - fed, UINT_MAX));
            fed += zs.avail_in;
        }
        const uint64_t space
            = std::min<uint64_t>({ d.m_out.capacity() - d.m_out.size(), d.m_cap - d.m_out.size(), UINT_MAX });
        zs.next_out = reinterpret_cast<Bytef *>(d.m_out.data() + d.m_out.size());
        zs.avail_out = static_cast<uInt>(space);
        const int rc = inflate(&zs, Z_NO_FLUSH);
        d.m_out.grow(space - zs.avail_out);
        const uint64_t at = fed - zs.avail_in;
        if (rc == Z_STREAM_END) {
            if (at == n)
                break;
            const auto *next = reinterpret_cast<const unsigned char *>(d.m_in.data() + at);
            if (n - at < 2 || next[0] != 0x1f || next[1] != 0x8b) {
                d.issue(DecodeIssue::Kind::TrailingBytes,
                    QStringLiteral("%1 byte(s) after the end of the gzip stream ignored").arg(n - at));
                break;
            }
            inflateReset(&zs); // the next member
            continue;
        }
        if (rc == Z_DATA_ERROR || rc == Z_NEED_DICT || rc == Z_STREAM_ERROR) {
            const QString why = QString::fromUtf8(zs.msg ? zs.msg : "invalid data");
            if (why.contains(QLatin1String("incorrect data check"))
                || why.contains(QLatin1String("incorrect length check")))
                d.issue(DecodeIssue::Kind::ChecksumMismatch,
                    QStringLiteral(
                        "gzip checksum mismatch (%1): all %2 MiB decoded and kept, but a byte may be damaged")
                        .arg(why, mib(d.m_out.size())));
            else
                d.issue(DecodeIssue::Kind::Corrupt,
                    QStringLiteral(
                        "corrupt gzip data at compressed byte %1 (%2): the %3 MiB decoded before it are kept, "
                        "the rest of the file is lost")
                        .arg(at)
                        .arg(why, mib(d.m_out.size())));
            break;
        }
        if (rc == Z_MEM_ERROR) {
            d.issue(DecodeIssue::Kind::OutOfMemory, QStringLiteral("zlib ran out of memory"));
            break;
        }
        const bool progress = space != zs.avail_out;
        if (at == n && zs.avail_out > 0 && (rc == Z_BUF_ERROR || !progress || zs.avail_in == 0)) {
            d.issue(DecodeIssue::Kind::Truncated, QStringLiteral("compressed stream ends early: the log is truncated"));
            break;
        }
    }
    inflateEnd(&zs);
}

void unzstd(Decoder &d)
{
    ZSTD_DCtx *ds = ZSTD_createDCtx();
    if (!ds) {
        d.issue(DecodeIssue::Kind::OutOfMemory, QStringLiteral("zstd could not start"));
        return;
    }
    const unsigned long long declared = ZSTD_getFrameContentSize(d.m_in.data(), d.m_in.size());
    const uint64_t hint = declared == ZSTD_CONTENTSIZE_UNKNOWN || declared == ZSTD_CONTENTSIZE_ERROR ? 0 : declared;
    // About one block in and out per call: on a corrupt block zstd returns an error without
    // reporting that call's output (and with room for a whole frame it decodes the frame in one
    // go), so each call must hold little besides the bad block.
    const size_t chunk = ZSTD_DStreamInSize();
    const uint64_t outChunk = ZSTD_DStreamOutSize();
    const size_t total = d.m_in.size();
    ZSTD_inBuffer in { d.m_in.data(), std::min(chunk, total), 0 };
    size_t ret = 1; // 0 once a frame is complete and flushed
    for (;;) {
        if (in.pos == in.size && in.size < total) // the next chunk
            in.size = std::min(in.size + chunk, total);
        if (ret == 0 && in.pos == total) // complete (calling again would start a new frame)
            break;
        if (!d.room(hint))
            break;
        ZSTD_outBuffer out { d.m_out.data() + d.m_out.size(),
            static_cast<size_t>(std::min(std::min(d.m_out.capacity(), d.m_cap) - d.m_out.size(), outChunk)), 0 };
        ret = ZSTD_decompressStream(ds, &out, &in);
        d.m_out.grow(out.pos);
        if (ZSTD_isError(ret)) {
            const QString why = QString::fromUtf8(ZSTD_getErrorName(ret));
            if (ZSTD_getErrorCode(ret) == ZSTD_error_checksum_wrong)
                d.issue(DecodeIssue::Kind::ChecksumMismatch,
                    QStringLiteral("zstd checksum mismatch: all %1 MiB decoded and kept, but a byte may be damaged")
                        .arg(mib(d.m_out.size())));
            else
                d.issue(DecodeIssue::Kind::Corrupt,
                    QStringLiteral("corrupt zstd data near compressed byte %1 (%2): the %3 MiB decoded before it are "
                                   "kept, the rest of the file is lost")
                        .arg(in.pos)
                        .arg(why, mib(d.m_out.size())));
            break;
        }
        if (in.pos == total && out.pos < out.size) { // no more input, and the decoder has nothing left
            if (ret != 0)
                d.issue(
                    DecodeIssue::Kind::Truncated, QStringLiteral("compressed stream ends early: the log is truncated"));
            break;
        }
    }
    ZSTD_freeDCtx(ds);
}

} // namespace

uint64_t DecodeLimits::capFor(uint64_t compressed) const
{
    if (maxRatio == 0) // no ratio limit
        return maxBytes;
    const uint64_t byRatio = compressed > UINT64_MAX / maxRatio ? UINT64_MAX : compressed * maxRatio;
    return std::min(maxBytes, std::max(ratioFloor, byRatio));
}

std::optional<uint64_t> DecodeLimits::parseSize(const QString &text)
{
    QString t = text.trimmed().toUpper();
    if (t.endsWith(QLatin1Char('B')))
        t.chop(1);
    if (t.endsWith(QLatin1Char('I')))
        t.chop(1); // GiB, MiB
    int shift = 0;
    if (t.endsWith(QLatin1Char('K')))
        shift = 10;
    else if (t.endsWith(QLatin1Char('M')))
        shift = 20;
    else if (t.endsWith(QLatin1Char('G')))
        shift = 30;
    else if (t.endsWith(QLatin1Char('T')))
        shift = 40;
    if (shift)
        t.chop(1);
    bool ok = false;
    const qulonglong n = t.toULongLong(&ok);
    if (!ok || n > (UINT64_MAX >> shift))
        return std::nullopt;
    return static_cast<uint64_t>(n) << shift;
}

AnonBuffer::~AnonBuffer()
{
    if (m_data)
        munmap(m_data, m_capacity);
}

bool AnonBuffer::reserve(uint64_t capacity)
{
    if (capacity <= m_capacity)
        return true;
    void *p = m_data ? mremap(m_data, m_capacity, capacity, MREMAP_MAYMOVE)
                     : mmap(nullptr, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return false;
    m_data = static_cast<char *>(p);
    m_capacity = capacity;
    return true;
}

char *AnonBuffer::release()
{
    char *p = m_data;
    m_data = nullptr;
    m_size = m_capacity = 0;
    return p;
}

Compression sniffCompression(std::string_view head)
{
    const auto *p = reinterpret_cast<const unsigned char *>(head.data());
    if (head.size() >= 2 && p[0] == 0x1f && p[1] == 0x8b)
        return Compression::Gzip;
    if (head.size() >= 4 && p[0] == 0x28 && p[1] == 0xb5 && p[2] == 0x2f && p[3] == 0xfd)
        return Compression::Zstd;
    return Compression::None;
}

std::vector<DecodeIssue> decompress(
    Compression c, std::string_view in, const DecodeLimits &limits, uint64_t stopAt, AnonBuffer &out)
{
    Decoder d(in, limits, stopAt, out);
    if (c == Compression::Gzip)
        gunzip(d);
    else if (c == Compression::Zstd)
        unzstd(d);
    return std::move(d.m_issues);
}

} // namespace cs
