#pragma once

#include <QString>
#include <QStringList>

namespace cs {

struct CompileOverview;

// PyTorch writes a guard's location ("  # <file>:<line> in <fn>") relative to the directory it
// shares with the torch install and drops one character more, so a user file whose only shared
// prefix is "/" loses its first letters: /home/user/p.py reads "ome/user/p.py" (FORMATS §2.11).
// The run's own records name the whole paths (frames, stacks); such a clipped path that is the
// end of exactly one of them, with only "/" and one letter before it, is written whole again.
// Anything else is left as written.
QString restoreClippedPaths(const QString &text, const QStringList &runFiles);

// The source files a run's records name whole: each compiled frame's file and its call stack's.
QStringList runSourceFiles(const CompileOverview &overview);

} // namespace cs
