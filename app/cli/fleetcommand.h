#pragma once

#include "cli/clicommand.h"

namespace cs::app {

// `compilescope fleet facts|index|report ...`: many jobs' trace logs analysed one log per task
// (locally or on Ray, app/fleet), their facts kept in a store (core/fleet/FLEET_STORE.md) and
// reported across jobs and versions.
int fleetCommand(const QStringList &args);
extern const CliCommand fleetCli;

} // namespace cs::app
