#pragma once

#include "cli/clicommand.h"

namespace cs::app {

// `compilescope graph PATH... --list [--json]` and
// `compilescope graph PATH... --graph ID [--format json|dot|svg|png] [--collapsed] [-o FILE]`.
int graphCommand(const QStringList &args);
extern const CliCommand graphCli;

} // namespace cs::app
