#pragma once

#include <QStringList>

namespace cs::app {

// `compilescope fleet index SOURCE... --store DIR ...` (fleetcommand.h has the options): finds
// the trace logs of SOURCE (a folder of jobs, a glob, a file listing trace folders), skips those
// the store has unchanged, runs the rest through the fleet driver (app/fleet: a local pool or
// Ray) and writes each answer into the store as it arrives, one transaction per log.
int fleetIndexCommand(const QStringList &args);

} // namespace cs::app
