#pragma once

#include "cli/clicommand.h"

namespace cs::app {

// `compilescope report PATH... [--format html|md|pdf|json] [-o FILE] [--db FILE] [--sections LIST]`.
int reportCommand(const QStringList &args);
extern const CliCommand reportCli;

// Whether the words ask for the report command, which lays out PDF pages and so needs a
// QGuiApplication (on the offscreen platform: no display is used).
bool reportNeedsGui(const QStringList &arguments);

} // namespace cs::app
