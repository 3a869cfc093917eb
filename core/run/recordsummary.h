#pragma once

#include "core/run/recording.h"

#include <QStringList>

namespace cs::run {

// What a recording captured, one line per output of the run folder (trace, TORCH_LOGS,
// stdout, debug folder, caches, manifest with the stack versions), in the user's language;
// `quietLines` is how many TORCH_LOGS lines were not shown live. Said by `record` and by the
// Record dialog alike.
QStringList describeCapture(const RecordResult &result, qint64 quietLines);

} // namespace cs::run
