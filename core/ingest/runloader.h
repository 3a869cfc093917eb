#pragma once

#include "core/analysis/compileoverview.h"
#include "core/ingest/trace/tracereader.h"
#include "core/model/tracelog.h"
#include "core/util/result.h"

#include <QStringList>

#include <memory>
#include <vector>

namespace cs {

// Everything loaded for one run: one indexed log per rank/process, each with its overview,
// plus notes about inputs that were skipped.
struct LoadedRun {
    QStringList inputs;
    std::vector<std::shared_ptr<const TraceLog>> logs;
    std::vector<std::shared_ptr<const CompileOverview>> overviews; // parallel to logs
    std::vector<Diagnostic> notes; // skipped files and the like

    size_t diagnosticCount() const;
};

// Opens files and folders. Formats are recognised by content, never by name; a folder
// contributes every trace log in it, and anything else in it is noted and skipped.
// Fails only when nothing loadable was found or the read was cancelled.
Result<std::shared_ptr<const LoadedRun>> loadRun(const QStringList &paths, const TraceReadOptions &options = {});

} // namespace cs
