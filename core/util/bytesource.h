#pragma once

#include "core/util/decompress.h"
#include "core/util/result.h"

#include <QString>

#include <atomic>
#include <memory>
#include <string_view>
#include <vector>

namespace cs {

// The bytes of one input file, read-only. Plain files are memory-mapped (the OS pages them
// in as the scanner walks) under a SIGBUS guard (MapGuard): a file that shrinks while mapped
// reads as zeros past its new end and is reported as changed, never a crash. `.gz` and `.zst`
// files (recognised by their magic bytes, not their names) are decompressed into memory,
// within DecodeLimits.
//
// Failure contract: only a file that cannot be opened (missing, unreadable, not a regular
// file: FIFOs, devices and sockets are never opened, so nothing can block) is an Error.
// Damage is kept as Problems beside the data that did decode: a stream cut short, a corrupt
// byte (everything before it is kept), a failed checksum (everything is kept), a
// decompression bomb stopped at its cap, or a file that changed while it was read.
class ByteSource {
public:
    using Compression = cs::Compression;
    struct Problem {
        enum class Kind { Truncated, Corrupt, ChecksumMismatch, Capped, OutOfMemory, TrailingBytes, Changed };
        Kind kind;
        uint64_t offset = 0; // decoded offset where good data ends
        QString message;
    };

    // `decodeAtMost` stops decompression early (a head for format recognition); see whole().
    static Result<std::shared_ptr<const ByteSource>> open(
        const QString &path, const DecodeLimits &limits = {}, uint64_t decodeAtMost = UINT64_MAX);
    static std::shared_ptr<const ByteSource> fromBytes(QString name, std::string bytes);
    // Bytes held elsewhere and kept alive by `owner` (a live log's growing buffer,
    // core/ingest/follow); `readable` bytes from `data` may be read (SIMD padding), ≥ size.
    static std::shared_ptr<const ByteSource> view(
        QString path, std::shared_ptr<const void> owner, const char *data, size_t size, size_t readable);

    ~ByteSource();
    ByteSource(const ByteSource &) = delete;
    ByteSource &operator=(const ByteSource &) = delete;

    const QString &path() const { return m_path; }
    const char *data() const { return m_data; }
    size_t size() const { return m_size; }
    std::string_view view() const { return { m_data, m_size }; }
    // Maps the pages of [begin, end) of a mapped file at once (Linux 5.14+), so that reading them
    // takes no page fault per few pages; nothing for bytes held in memory, or where not supported.
    void prefault(size_t begin, size_t end) const;
    std::string_view slice(size_t begin, size_t end) const { return { m_data + begin, end - begin }; }
    Compression compression() const { return m_compression; }
    // False for a compressed file opened with a `decodeAtMost` that stopped before its end.
    bool whole() const { return m_whole; }
    const std::vector<Problem> &problems() const { return m_problems; }
    bool truncated() const;

    // Whether the file changed since it was opened: a guarded page fault past its new end,
    // or (checked now) another size, modification time or inode at its path.
    bool changed() const { return m_changed.load(std::memory_order_relaxed); }
    // True for a mapped file: its bytes can turn to zeros at any moment (the file shrank), so a
    // parser that reads them twice (simdjson's two stages) must work on a private copy.
    bool volatileBytes() const { return m_guarded; }
    bool checkUnchanged() const;

    // True when [offset, offset+len+padding) lies inside readable memory, so a SIMD parser
    // may read past the end of the slice.
    bool paddedAt(size_t offset, size_t len, size_t padding) const { return offset + len + padding <= m_readable; }

private:
    ByteSource() = default;
    Status mapPlain(int fd, size_t size);
    Status decode(int fd, size_t size, const DecodeLimits &limits, uint64_t decodeAtMost);

    QString m_path;
    const char *m_data = nullptr;
    size_t m_size = 0;
    size_t m_readable = 0;
    void *m_map = nullptr; // a guarded file mapping, or anonymous memory holding decoded bytes
    size_t m_mapSize = 0;
    bool m_guarded = false;
    std::vector<char> m_buffer;
    std::shared_ptr<const void> m_owner;
    Compression m_compression = Compression::None;
    bool m_whole = true;
    bool m_file = false; // false for fromBytes()
    std::vector<Problem> m_problems;
    mutable std::atomic<bool> m_changed { false };
    // Identity at open, for checkUnchanged().
    uint64_t m_dev = 0, m_ino = 0, m_fileSize = 0;
    int64_t m_mtimeNs = 0;
};

} // namespace cs
