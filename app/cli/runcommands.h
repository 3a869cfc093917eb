#pragma once

#include "cli/clicommand.h"

namespace cs::app {

// `compilescope summary [--json] [--verify-checksums] PATH...`: the compile overview of a run.
extern const CliCommand summaryCli;
// `compilescope explain [--json] [--verify-checksums] PATH...`: what to fix first.
extern const CliCommand explainCli;

} // namespace cs::app
