#pragma once

#include "core/model/diagnostic.h"

#include <QStringList>

#include <vector>

namespace cs {

// The files of a run folder worth probing, in the order to read them. The places PyTorch
// writes what CompileScope reads come first (files at each level, then TORCH_COMPILE_DEBUG
// run folders and folders named like traces, logs or debug output), caches last, so a big
// Inductor or Triton cache cannot hide the trace behind the file cap.
//
// Never opens anything: FIFOs, sockets and devices are listed as problems, not files, and
// symbolic links to folders are not followed (no loops). Every folder that cannot be read,
// every entry that is not a regular file, and every cap that is hit (depth, file count)
// becomes a Diagnostic naming the path.
struct FolderWalk {
    static constexpr int MaxDepth = 4;
    static constexpr int MaxFiles = 20000;

    QStringList files;
    QStringList debugRuns; // TORCH_COMPILE_DEBUG run folders, read as a whole
    std::vector<Diagnostic> problems;

    static FolderWalk walk(const QString &folder, int maxFiles = MaxFiles);
};

} // namespace cs
