#pragma once

#include "cli/clicommand.h"
#include "core/fusion/fusionmodel.h"

#include <QStringList>

namespace cs::app {

// `compilescope fusion PATH... [--graph ID] [--why A B] [--db FILE] [--json]`: Inductor's
// fusion decisions per graph, replayed and tied to kernels; `--why` answers why two nodes
// or kernels are not one kernel. JSON schema: core/report/FUSION_JSON.md.
int fusionCommand(const QStringList &args);
extern const CliCommand fusionCli;

// The graph `--why A B` means without `--graph`: the only one in which both names mean
// something; null when none or several do (`fits` names those).
const FusionGraph *fusionGraphForWhy(const FusionRun &run, const QString &a, const QString &b, QStringList &fits);

} // namespace cs::app
