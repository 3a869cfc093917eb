#pragma once

#include "core/util/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace cs {

// The one way CompileScope writes a file (reports, exports, A/B records, manifests).
//
// The bytes go to a temporary file beside the target; every write is checked, the file is
// flushed to disk (fsync) and closed, and only then renamed over the target. A crash, kill -9
// or a full disk therefore leaves the previous file whole (or no file), never an empty or
// partial one under the target's name; the temporary file is removed on failure.
//
// Refused, with the target untouched:
// - a target that is one of `inputs` (the same file: device and inode, links followed), so a
//   report never overwrites the trace or the database it was made from;
// - a target that is a symbolic link to a regular file or to nothing (the link is never written
//   through: name its target, or remove it);
// - a folder, a block device.
// A stream is written to as it is, with nothing to replace: a pipe, a terminal or /dev/null (named
// or through a link), and the system's names of open descriptors (/dev/stdout, /dev/stderr,
// /dev/fd/N as a shell's `>(gzip > r.gz)` gives, /proc/self/fd/N), written through that descriptor.
// A new file gets 0666 less the umask; a replaced one keeps its permissions.
Status writeOutputFile(const QString &target, const QByteArray &bytes, const QStringList &inputs = {});

// Whether `target` names the same existing file as one of `paths` (links followed).
bool isSameFileAsAny(const QString &target, const QStringList &paths);
// Whether `target` names the place of one of `paths` (the same folder, links resolved, and the
// same name), whether or not a file is there yet: a database's -wal before SQLite makes it.
bool namesPlaceOfAny(const QString &target, const QStringList &paths);

} // namespace cs
