#pragma once

#include "cli/clicommand.h"

namespace cs::app {

// `compilescope mcp [PATH...]`: a Model Context Protocol server on stdin/stdout (app/mcp/).
int mcpCommand(const QStringList &args);
extern const CliCommand mcpCli;

} // namespace cs::app
