#pragma once

#include "core/analysis/compileoverview.h"
#include "core/ingest/formatprobe.h"
#include "core/ingest/torchlogs/fusionlog.h"
#include "core/ingest/trace/tracereader.h"
#include "core/model/artifacts.h"
#include "core/model/textlog.h"
#include "core/model/tracelog.h"
#include "core/util/result.h"

#include <QStringList>

#include <memory>
#include <vector>

namespace cs {

// Everything loaded for one run, by format. Structured trace logs (one per rank/process)
// carry the compile model; the other formats sit beside them.
struct LoadedRun {
    struct Input {
        QString path;
        InputFormat format;
    };
    QStringList inputs;
    std::vector<Input> files; // every file recognised, in load order
    std::vector<std::shared_ptr<const TraceLog>> logs;
    std::vector<std::shared_ptr<const CompileOverview>> overviews; // parallel to logs
    std::vector<std::shared_ptr<const TextLog>> textLogs;
    std::vector<std::shared_ptr<const FusionLog>> fusionLogs; // Inductor's fusion record in text logs
    std::vector<OutputCode> outputCodes;
    std::vector<std::shared_ptr<const ProfilerTrace>> profiles;
    std::vector<Pt2Archive> archives;
    std::vector<DebugRun> debugRuns;
    std::vector<Diagnostic> notes; // skipped files and the like

    size_t diagnosticCount() const;
};

// Opens files and folders. Formats are recognised by content, never by name. A folder is
// searched (FolderWalk: a few levels deep, the places PyTorch writes to first, caches last):
// TORCH_COMPILE_DEBUG run folders are read as such, every other file is probed; files that
// are no PyTorch output are noted and skipped. A path that is missing or unreadable, a file
// that fails to load, a folder that cannot be read, a FIFO or device (never opened) and a cap
// that was hit each become a note naming the path, and the rest still opens. Fails only when
// nothing loadable was found (with the first problem as the reason), or on cancel.
// Puts the logs (and their overviews) in rank order; logs of one rank keep their order.
void sortLogsByRank(LoadedRun &run);

Result<std::shared_ptr<const LoadedRun>> loadRun(const QStringList &paths, const TraceReadOptions &options = {});

} // namespace cs
