#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace csr {

// The central directory of a ZIP archive (ZIP64 too), read without extracting anything, so a
// package can be checked before a single byte of it is written anywhere. `.pt2` packages are
// written by PyTorch's own writer, which stores every entry uncompressed; only such entries
// can be copied out (no decompression code in the runner, and nothing can expand).
struct ZipEntry {
    std::string name;
    uint64_t localHeader = 0; // offset of the entry's local header
    uint64_t compressedSize = 0, size = 0;
    uint16_t method = 0; // 0: stored
    uint16_t flags = 0;
    bool symlink = false; // Unix mode bits in the external attributes say "link"
};

class ZipIndex {
public:
    // Fails (with `error`) on anything that is not a well-formed archive within the caps.
    static std::optional<ZipIndex> open(const std::string &path, std::string &error);
    ~ZipIndex();
    ZipIndex(ZipIndex &&o) noexcept;
    ZipIndex(const ZipIndex &) = delete;
    ZipIndex &operator=(const ZipIndex &) = delete;
    ZipIndex &operator=(ZipIndex &&) = delete;

    const std::vector<ZipEntry> &entries() const { return m_entries; }
    // Copies a stored entry to `fd` (checks its local header first). False with `error`.
    bool copyTo(const ZipEntry &e, int fd, std::string &error) const;

    // Why a name must never be used as a path below an extraction folder: empty, absolute,
    // a backslash or drive letter, a `.` or `..` component, a control character. Empty if fine.
    static std::string unsafeName(const std::string &name);

private:
    explicit ZipIndex(int fd, uint64_t size)
        : m_fd(fd)
        , m_size(size)
    {
    }
    bool readCentralDirectory(std::string &error);
    bool readAt(uint64_t offset, void *buf, size_t n) const;

    int m_fd = -1;
    uint64_t m_size = 0;
    std::vector<ZipEntry> m_entries;
};

} // namespace csr
