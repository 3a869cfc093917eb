#include "zipindex.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace csr {
namespace {

constexpr size_t MaxEntries = 200000;
constexpr uint64_t MaxDirectoryBytes = 64ull << 20;
constexpr size_t EocdSize = 22;

uint16_t u16(const unsigned char *p)
{
    return static_cast<uint16_t>(p[0] | p[1] << 8);
}

uint32_t u32(const unsigned char *p)
{
    return static_cast<uint32_t>(p[0]) | static_cast<uint32_t>(p[1]) << 8 | static_cast<uint32_t>(p[2]) << 16
        | static_cast<uint32_t>(p[3]) << 24;
}

uint64_t u64(const unsigned char *p)
{
    return static_cast<uint64_t>(u32(p)) | static_cast<uint64_t>(u32(p + 4)) << 32;
}

} // namespace

std::optional<ZipIndex> ZipIndex::open(const std::string &path, std::string &error)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) {
        error = "cannot open " + path + ": " + std::strerror(errno);
        return std::nullopt;
    }
    struct stat st { };
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        error = path + " is not a regular file";
        return std::nullopt;
    }
    ZipIndex index(fd, static_cast<uint64_t>(st.st_size));
    if (!index.readCentralDirectory(error)) {
        error = path + ": " + error;
        return std::nullopt;
    }
    return index;
}

ZipIndex::~ZipIndex()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

ZipIndex::ZipIndex(ZipIndex &&o) noexcept
    : m_fd(o.m_fd)
    , m_size(o.m_size)
    , m_entries(std::move(o.m_entries))
{
    o.m_fd = -1;
}

bool ZipIndex::readAt(uint64_t offset, void *buf, size_t n) const
{
    if (offset > m_size || n > m_size - offset)
        return false;
    size_t done = 0;
    while (done < n) {
        const ssize_t got = ::pread(m_fd, static_cast<char *>(buf) + done, n - done, static_cast<off_t>(offset + done));
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return false;
        done += static_cast<size_t>(got);
    }
    return true;
}

bool ZipIndex::readCentralDirectory(std::string &error)
{
    // The end-of-central-directory record sits in the last 64 KiB + 22 bytes (after a comment).
    const uint64_t tailSize = std::min<uint64_t>(m_size, 65535 + EocdSize);
    std::vector<unsigned char> tail(tailSize);
    if (tailSize < EocdSize || !readAt(m_size - tailSize, tail.data(), tailSize)) {
        error = "not a ZIP archive (too short)";
        return false;
    }
    size_t eocd = std::string::npos;
    for (size_t i = tailSize - EocdSize + 1; i-- > 0;)
        if (u32(&tail[i]) == 0x06054b50) {
            eocd = i;
            break;
        }
    if (eocd == std::string::npos) {
        error = "not a ZIP archive (no end of central directory)";
        return false;
    }
    uint64_t count = u16(&tail[eocd + 10]);
    uint64_t dirSize = u32(&tail[eocd + 12]);
    uint64_t dirOffset = u32(&tail[eocd + 16]);
    const uint64_t eocdAt = m_size - tailSize + eocd;
    if (eocdAt >= 20) { // a ZIP64 locator right before it points at the ZIP64 record
        unsigned char loc[20];
        if (readAt(eocdAt - 20, loc, 20) && u32(loc) == 0x07064b50) {
            unsigned char rec[56];
            if (!readAt(u64(loc + 8), rec, 56) || u32(rec) != 0x06064b50) {
                error = "corrupt ZIP64 end of central directory";
                return false;
            }
            count = u64(rec + 32);
            dirSize = u64(rec + 40);
            dirOffset = u64(rec + 48);
        }
    }
    if (count > MaxEntries || dirSize > MaxDirectoryBytes || dirOffset > m_size || dirSize > m_size - dirOffset) {
        error = "central directory is out of bounds or too large (" + std::to_string(count) + " entries)";
        return false;
    }
    std::vector<unsigned char> dir(dirSize);
    if (!readAt(dirOffset, dir.data(), dir.size())) {
        error = "cannot read the central directory";
        return false;
    }
    size_t pos = 0;
    for (uint64_t i = 0; i < count; ++i) {
        if (pos + 46 > dir.size() || u32(&dir[pos]) != 0x02014b50) {
            error = "corrupt central directory at entry " + std::to_string(i);
            return false;
        }
        const unsigned char *h = &dir[pos];
        ZipEntry e;
        const uint16_t madeBy = u16(h + 4);
        e.flags = u16(h + 8);
        e.method = u16(h + 10);
        e.compressedSize = u32(h + 20);
        e.size = u32(h + 24);
        const size_t nameLen = u16(h + 28), extraLen = u16(h + 30), commentLen = u16(h + 32);
        const uint32_t external = u32(h + 38);
        e.localHeader = u32(h + 42);
        if (pos + 46 + nameLen + extraLen + commentLen > dir.size()) {
            error = "corrupt central directory at entry " + std::to_string(i);
            return false;
        }
        e.name.assign(reinterpret_cast<const char *>(h + 46), nameLen);
        e.symlink = (madeBy >> 8) == 3 && ((external >> 16) & 0170000) == 0120000;
        // ZIP64 sizes and offset, in this order, for the fields that hold 0xFFFFFFFF.
        for (size_t x = 0; x + 4 <= extraLen;) {
            const unsigned char *f = h + 46 + nameLen + x;
            const size_t len = u16(f + 2);
            if (x + 4 + len > extraLen)
                break;
            if (u16(f) == 0x0001) {
                size_t at = 4;
                auto take = [&](uint64_t &v) {
                    if (v == 0xFFFFFFFF && at + 8 <= 4 + len) {
                        v = u64(f + at);
                        at += 8;
                    }
                };
                take(e.size);
                take(e.compressedSize);
                take(e.localHeader);
            }
            x += 4 + len;
        }
        m_entries.push_back(std::move(e));
        pos += 46 + nameLen + extraLen + commentLen;
    }
    return true;
}

bool ZipIndex::copyTo(const ZipEntry &e, int fd, std::string &error) const
{
    if (e.method != 0 || e.compressedSize != e.size || (e.flags & 1)) {
        error = e.name + " is compressed or encrypted; PyTorch stores package entries uncompressed";
        return false;
    }
    unsigned char h[30];
    if (!readAt(e.localHeader, h, 30) || u32(h) != 0x04034b50) {
        error = e.name + ": corrupt local header";
        return false;
    }
    const size_t nameLen = u16(h + 26), extraLen = u16(h + 28);
    std::string localName(nameLen, '\0');
    if (!readAt(e.localHeader + 30, localName.data(), nameLen) || localName != e.name) {
        error = e.name + ": its local header names another file";
        return false;
    }
    const uint64_t data = e.localHeader + 30 + nameLen + extraLen;
    if (data > m_size || e.size > m_size - data) {
        error = e.name + ": data lies outside the archive";
        return false;
    }
    std::vector<char> buf(1 << 20);
    for (uint64_t done = 0; done < e.size;) {
        const size_t n = static_cast<size_t>(std::min<uint64_t>(buf.size(), e.size - done));
        if (!readAt(data + done, buf.data(), n)) {
            error = e.name + ": read error";
            return false;
        }
        for (size_t w = 0; w < n;) {
            const ssize_t put = ::write(fd, buf.data() + w, n - w);
            if (put < 0 && errno == EINTR)
                continue;
            if (put <= 0) {
                error = e.name + ": cannot write: " + std::strerror(errno);
                return false;
            }
            w += static_cast<size_t>(put);
        }
        done += n;
    }
    return true;
}

std::string ZipIndex::unsafeName(const std::string &name)
{
    if (name.empty())
        return "an empty name";
    if (name.front() == '/' || name.find('\\') != std::string::npos || (name.size() > 1 && name[1] == ':'))
        return "an absolute path";
    for (const char c : name)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            return "a control character";
    size_t pos = 0;
    while (pos <= name.size()) {
        const size_t slash = std::min(name.find('/', pos), name.size());
        const std::string_view part(name.data() + pos, slash - pos);
        if (part == "..")
            return "a `..` that leaves the package";
        if (part == "." || (part.empty() && slash != name.size()))
            return "an empty or `.` component";
        pos = slash + 1;
    }
    return {};
}

} // namespace csr
