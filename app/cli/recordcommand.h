#pragma once

#include "cli/clicommand.h"

#include <QStringList>

namespace cs::app {

// `compilescope record [--out DIR] [--timeout S] [--cwd DIR] [--grace S] [--show-logs] -- COMMAND ARGS...`:
// runs the user's command with everything CompileScope reads switched on (core/run), streams
// its output with the elapsed time, stops it on Ctrl+C, writes the manifest and says what was
// captured. Exit status: the command's own (128+N when a signal N ended it); 124 timed out;
// 130 cancelled; 126 not executable; 127 not found; 125 the recording itself failed, before or without running the
// command; 2 a usage error (unknown option, no command).
int recordCommand(const QStringList &args);
extern const CliCommand recordCli;

} // namespace cs::app
