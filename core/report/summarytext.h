#pragma once

#include "core/ingest/runloader.h"

#include <QString>

namespace cs {

// The plain-text overview printed by `compilescope summary`: per rank, each compile id with
// its status, time, graph breaks and kernels; then totals and diagnostics. Pure function.
QString formatSummaryText(const LoadedRun &run);

} // namespace cs
