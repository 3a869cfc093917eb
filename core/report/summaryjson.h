#pragma once

#include "core/ingest/runloader.h"

#include <QByteArray>

namespace cs {

// `compilescope summary --json`: the documented, stable schema in SUMMARY_JSON.md beside
// this file. Pure function of the loaded run.
QByteArray formatSummaryJson(const LoadedRun &run);

} // namespace cs
