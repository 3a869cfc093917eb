#pragma once

#include "core/fleet/fleetstore.h"

#include <QString>

namespace cs::fleet {

// A row of the fleet report (fleetreport.h), for the log that opens "the job's run" from it:
// the log that contributed most to the row.
struct RowRef {
    enum class Kind {
        Site, // a break site: reason, file, line → the log whose breaks there added most time
        Cause, // a recompile cause: category (a), source (b) → the log with most of its recompiles
        Job, // a job by name (a) → its log with most failures, then most compile time
        Group, // a phases group: key (torch, job, week) and value → its slowest log
        Log, // a log by path (a): itself
    };
    Kind kind = Kind::Log;
    QString a, b, reason;
    qint64 line = 0;
};

struct RowRun {
    QString logPath; // as recorded in the store (absolute)
    QString job;
    // What the row is about, to show once the run is open: the view ("breaks" with the break
    // site's file and line, "recompiles", "failures"), empty for a row about the whole log.
    QString view, file;
    qint64 line = 0;
};

// The log to open for a report row; an error when the store has none for it.
Result<RowRun> runOfRow(FleetStore &store, const RowRef &row);

} // namespace cs::fleet
