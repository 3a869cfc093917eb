#pragma once

#include "core/ingest/runloader.h"

#include <QString>

namespace cs {

// The plain-text overview printed by `compilescope summary`: per rank, each compile id with
// its status, time, graph breaks and kernels; then totals and diagnostics. Pure function.
QString formatSummaryText(const LoadedRun &run);

// The records of kinds this reader does not know, kept raw and said so no fact is dropped unseen:
// "not read (written by torch 2.15.0): 3 records of kind X; 1 record of kind Y"; empty when none.
QString notReadLine(const CompileOverview &ov);

} // namespace cs
