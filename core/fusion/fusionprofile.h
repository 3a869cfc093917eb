#pragma once

#include "core/fusion/fusionmodel.h"
#include "core/util/result.h"

#include <QString>

namespace cs {

// Measured times for a run's final nodes: the newest profile run in the database at `db`
// that timed any of the run's kernels (attachTimes per graph). Returns how many final nodes
// got a time (0: none measured, the database is fine); an error when the database cannot be read.
Result<int> attachNewestProfile(FusionRun &run, const QString &db);

} // namespace cs
