#pragma once

#include "cli/clicommand.h"

namespace cs::app {

// `compilescope version [--json]` (also `--version`, `-v`): versions of CompileScope, the
// libraries it was built with, and what the kernel runner finds at run time.
extern const CliCommand versionCli;

} // namespace cs::app
