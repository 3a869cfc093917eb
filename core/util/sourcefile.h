#pragma once

#include <QStringList>

namespace cs {

// The lines of a local source file a trace names (a model's script, a library's module), read
// as UTF-8 text; empty when the path is empty, the file cannot be read or is over 8 MiB (no
// source file is that large: something else was named).
QStringList sourceFileLines(const QString &path);

} // namespace cs
