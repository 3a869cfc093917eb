#pragma once

#include "cli/clicommand.h"

#include <QStringList>

namespace cs::app {

// `compilescope fusion PATH... [--graph ID] [--why A B] [--db FILE] [--json]`: Inductor's
// fusion decisions per graph, replayed and tied to kernels; `--why` answers why two nodes
// or kernels are not one kernel. JSON schema: core/report/FUSION_JSON.md.
int fusionCommand(const QStringList &args);
extern const CliCommand fusionCli;

} // namespace cs::app
