#pragma once

#include "core/util/result.h"

#include <QByteArray>
#include <QString>

#include <cstdint>

namespace cs {

// The one way CompileScope opens a file it reads (ByteSource for traces and logs, and
// readInputFile for manifests, A/B records and other small documents).
//
// Failure contract: only a regular file is opened. A FIFO, socket or device, also behind a
// symbolic link, is refused without blocking (opened O_NONBLOCK, then checked with fstat on
// the open descriptor, so a file swapped in between is still seen for what it is). The error
// names the file and says what it is.
struct InputFile {
    int fd = -1; // owned by the caller (close it)
    uint64_t size = 0, dev = 0, ino = 0;
    int64_t mtimeNs = 0;
};
Result<InputFile> openInputFile(const QString &path);

// A readable size: "64 MiB", "3.1 GiB", "512 bytes".
QString byteSizeText(uint64_t bytes);

// Reads a whole small file (a manifest, an A/B record): opened by openInputFile, and refused,
// without reading it, when it holds more than `maxBytes` (the error says how big it is and
// what the cap is). Reads until end of file, never past the cap, so a file that grows while it
// is read or reports a wrong size cannot make it read more. Out of memory is an error too.
Result<QByteArray> readInputFile(const QString &path, uint64_t maxBytes);

// The first `bytes` bytes of a file (all of it when shorter), opened by openInputFile: for
// recognising a format or a script's first line.
Result<QByteArray> readInputHead(const QString &path, uint64_t bytes);

// The cap for a generated source file read whole (Inductor's output code, a C++ kernel): the
// largest real ones are tens of MiB.
constexpr uint64_t GeneratedCodeCap = 256ull << 20;

// The cap for a small JSON document the tool itself wrote (a run manifest, an A/B record):
// a few KiB in real use; 16 MiB leaves room for thousands of runs.
constexpr uint64_t SmallDocumentCap = 16ull << 20;

} // namespace cs
