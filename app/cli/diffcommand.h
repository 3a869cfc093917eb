#pragma once

#include "cli/clicommand.h"

namespace cs::app {

// `compilescope diff A B [--json] [--fail-on regression|change] [--db FILE] [--verbose]` and
// `compilescope diff RUN` (the ranks of one multi-rank run against its lowest rank). A and B:
// anything `summary` opens, or `db:FILE#RUN`. Exit status: 0 no change; 4 the runs differ;
// with --fail-on, 3 when the gate trips and 0 otherwise; 1 a side could not be read (the rest
// is still compared and printed); 2 a usage error.
int diffCommand(const QStringList &args);
extern const CliCommand diffCli;

} // namespace cs::app
