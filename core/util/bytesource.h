#pragma once

#include "core/util/result.h"

#include <QString>

#include <memory>
#include <string_view>
#include <vector>

namespace cs {

// The bytes of one input file, read-only. Plain files are memory-mapped (the OS pages them
// in as the scanner walks); `.gz` and `.zst` files (recognised by their magic bytes, not their
// names) are decompressed into memory. Failure contract: an unreadable file or a corrupt
// compressed stream is an Error naming the file; a stream cut short keeps what decoded and
// reports `truncated()`.
class ByteSource {
public:
    enum class Compression { None, Gzip, Zstd };

    static Result<std::shared_ptr<const ByteSource>> open(const QString &path);
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
    std::string_view slice(size_t begin, size_t end) const { return { m_data + begin, end - begin }; }
    Compression compression() const { return m_compression; }
    bool truncated() const { return m_truncated; }

    // True when [offset, offset+len+padding) lies inside readable memory, so a SIMD parser
    // may read past the end of the slice.
    bool paddedAt(size_t offset, size_t len, size_t padding) const { return offset + len + padding <= m_readable; }

private:
    ByteSource() = default;

    QString m_path;
    const char *m_data = nullptr;
    size_t m_size = 0;
    size_t m_readable = 0;
    void *m_map = nullptr;
    size_t m_mapSize = 0;
    std::vector<char> m_buffer;
    std::shared_ptr<const void> m_owner;
    Compression m_compression = Compression::None;
    bool m_truncated = false;
};

} // namespace cs
