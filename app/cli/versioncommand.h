#pragma once

#include "cli/clicommand.h"

#include "core/profiling/runnerjobs.h"

#include <QStringList>

namespace cs::app {

// `compilescope version [--json]` (also `--version`, `-v`): versions of CompileScope, the
// libraries it was built with, and what the kernel runner finds at run time.
extern const CliCommand versionCli;

// What `--version` says about the kernel runner, line by line (translated): its path and
// LibTorch, then one line per GPU or why there is none. `info` null: no runner installed.
QStringList runnerLines(const RunnerClient &runner, const Result<RunnerInfo> *info);

} // namespace cs::app
