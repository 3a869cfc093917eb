#pragma once

#include "core/model/tracelog.h"

#include <QString>

#include <chrono>
#include <cstdint>
#include <memory>

namespace cs {

class GrowingBuffer;

// Follows one TORCH_TRACE log that is still being written (a training job in progress): each
// poll reads only the bytes appended since the last one and indexes them after the records
// already read (TraceReader::readMore). The file's bytes are copied into memory that never
// moves, so every TraceLog handed out stays valid while later ones grow; a mapped file would
// fault when the writer truncates it.
//
// Records are taken up to the last complete one: a header whose payload is still being
// written (fewer lines than its checksum needs) waits, unless the file has been quiet for
// `quietPeriod` (then it is what the writer left, and the reader's diagnostics say so). A file
// that shrinks, is replaced (another inode) or rewritten in place is read again from its start,
// with a message. Compressed logs are not followed (they cannot be read from the middle).
// Not thread-safe: one owner polls it, on any one thread at a time.
class TraceFollower {
public:
    struct Update {
        enum class Kind { None, Grew, Reloaded, Failed };
        // Why a log was read again from its start: First (the first poll), the file Shrank,
        // was Replaced by another file, or Rewritten in place (its bytes before the end differ).
        enum class Reason { First, Shrank, Replaced, Rewritten };
        Kind kind = Kind::None;
        Reason reason = Reason::First;
        std::shared_ptr<const TraceLog> log; // the whole log now (Grew, Reloaded)
        size_t newRecords = 0;
        QString message; // Failed: what went wrong (system text)
    };

    explicit TraceFollower(QString path, std::chrono::milliseconds quietPeriod = std::chrono::milliseconds(2000));
    ~TraceFollower();
    TraceFollower(const TraceFollower &) = delete;
    TraceFollower &operator=(const TraceFollower &) = delete;

    // Reads what was appended. The first poll reads the whole file (Reloaded, no message).
    Update poll();

    const QString &path() const { return m_path; }
    const std::shared_ptr<const TraceLog> &log() const { return m_log; }
    uint64_t committedBytes() const { return m_committed; } // indexed: whole lines, whole records
    uint64_t readBytes() const { return m_read; } // copied from the file, a tail maybe waiting

private:
    Update reload(int fd, uint64_t size, Update::Reason why);
    uint64_t commitEnd(bool quiet) const;

    QString m_path;
    std::chrono::milliseconds m_quiet;
    std::shared_ptr<GrowingBuffer> m_buffer;
    std::shared_ptr<const TraceLog> m_log;
    uint64_t m_committed = 0, m_read = 0, m_lines = 0;
    uint64_t m_device = 0, m_inode = 0;
    std::chrono::steady_clock::time_point m_lastGrowth;
};

} // namespace cs
