#pragma once

#include "cli/clicommand.h"

namespace cs::app {

// `compilescope ranks [--json] [--verbose] [--one-at-a-time] RUN...`: the ranks of a distributed
// run compared (core/ranks). Exit status: 0 the ranks agree; 3 they diverge (a gate for
// distributed CI jobs); 1 the run could not be read; 2 a usage error; 130 cancelled.
int ranksCommand(const QStringList &args);
extern const CliCommand ranksCli;

} // namespace cs::app
