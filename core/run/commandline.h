#pragma once

#include "core/util/result.h"

#include <QStringList>

namespace cs::run {

// A command line as a POSIX shell splits it, without running a shell (no variables, globs or
// redirections): blanks separate words; '...' is literal; "..." keeps its text, with \" \\ \$ \`
// escaped; a backslash outside quotes takes the next character literally. An unterminated
// quote is an error.
Result<QStringList> splitCommandLine(const QString &line);
// The inverse: each word quoted only when it needs to be, so that splitCommandLine gives it back.
QString joinCommandLine(const QStringList &words);

} // namespace cs::run
