#pragma once

#include "cli/clicommand.h"

#include <QString>

namespace cs::app {

// `compilescope help` and `compilescope help COMMAND` / `COMMAND --help`, translated.
QString globalHelpText();
QString commandHelpText(const CliCommand &command);
// The known command closest to `word` (a typo), or empty.
QString closestCommand(const QString &word);

// `compilescope help [COMMAND]`.
extern const CliCommand helpCli;

} // namespace cs::app
