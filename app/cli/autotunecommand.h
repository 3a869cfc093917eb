#pragma once

#include "cli/clicommand.h"

#include <QStringList>

namespace cs::app {

// `compilescope autotune PATH... [--kernel TEXT] [--top N] [--json]`: every autotuning choice
// Inductor made, with the candidates it timed (the kernel workbench's explorer). JSON schema:
// core/report/AUTOTUNE_JSON.md.
int autotuneCommand(const QStringList &args);
extern const CliCommand autotuneCli;

} // namespace cs::app
