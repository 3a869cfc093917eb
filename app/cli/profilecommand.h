#pragma once

#include "cli/clicommand.h"

namespace cs::app {

// `compilescope profile PATH... [--db FILE] [--kernels REGEX] [--repeat N] [--warmup N]
// [--cache DIR]... [--no-flush] [--timeout S] [--plan] [--write-job FILE] [--json]`: plans every generated kernel
// of a run and measures them with the runner, saving the run to the SQLite database.
int profileCommand(const QStringList &args);
extern const CliCommand profileCli;

} // namespace cs::app
