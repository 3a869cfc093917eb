#pragma once

#include <QString>

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace cs {

// How far a compressed input may expand. A decompression bomb (a few KiB that expand to
// gigabytes) stops at the first cap it reaches; what decoded so far is kept and the rest is
// reported as skipped. The ratio applies only past `ratioFloor`, so small logs never trip it;
// real TORCH_TRACE logs compress 5-70× with zstd -19.
struct DecodeLimits {
    uint64_t maxBytes = 4ull << 30; // --max-decompressed
    uint64_t maxRatio = 1000; // --max-ratio: decompressed bytes per compressed byte; 0: no limit
    uint64_t ratioFloor = 64ull << 20;

    // The most `compressed` bytes may expand to.
    uint64_t capFor(uint64_t compressed) const;
    // "4G", "512M", "64k" or plain bytes (powers of 1024); nullopt if malformed.
    static std::optional<uint64_t> parseSize(const QString &text);
};

// Growable anonymous memory for decompressed data. Grows with mremap (pages move, nothing is
// copied, so the peak is the data itself, not twice it) and reports failure as a value
// instead of throwing std::bad_alloc.
class AnonBuffer {
public:
    AnonBuffer() = default;
    ~AnonBuffer();
    AnonBuffer(const AnonBuffer &) = delete;
    AnonBuffer &operator=(const AnonBuffer &) = delete;

    bool reserve(uint64_t capacity);
    char *data() const { return m_data; }
    uint64_t size() const { return m_size; }
    uint64_t capacity() const { return m_capacity; }
    void grow(uint64_t n) { m_size += n; }
    // Gives the mapping to the caller (who munmaps `capacity()` bytes); the buffer is empty after.
    char *release();

private:
    char *m_data = nullptr;
    uint64_t m_size = 0, m_capacity = 0;
};

// Something wrong with a compressed stream; `at` is the decoded offset where good data ends.
struct DecodeIssue {
    enum class Kind { Truncated, Corrupt, ChecksumMismatch, Capped, OutOfMemory, TrailingBytes };
    Kind kind;
    uint64_t at = 0;
    QString message;
};

enum class Compression { None, Gzip, Zstd };
Compression sniffCompression(std::string_view head);

// Decompresses a whole gzip (concatenated members too) or zstd (several frames too) stream
// into `out`, streaming: it stops at `stopAt` decoded bytes (a head for format recognition,
// no issue), at the limits (Capped), or at the first corrupt byte (Corrupt; everything decoded
// before it is kept). A stream that decodes completely but fails its trailing checksum keeps
// all of its data (ChecksumMismatch).
std::vector<DecodeIssue> decompress(
    Compression c, std::string_view in, const DecodeLimits &limits, uint64_t stopAt, AnonBuffer &out);

} // namespace cs
