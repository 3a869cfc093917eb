#pragma once

#include "cli/clicommand.h"
#include "core/graph/ddpsplits.h"
#include "core/graph/graphcatalog.h"

#include <QJsonObject>

namespace cs::app {

// `compilescope graph PATH... --list [--json]` and
// `compilescope graph PATH... --graph ID [--format json|dot|svg|png] [--collapsed] [-o FILE]`.
int graphCommand(const QStringList &args);
extern const CliCommand graphCli;

// `graph --list --json`'s document (compilescope.graphs/1, GRAPH_JSON.md).
QJsonObject graphListJson(const QList<GraphEntry> &graphs, const std::vector<DdpSplitInfo> &splits);
// `graph --graph ID --format json`'s document (compilescope.graph/1, GRAPH_JSON.md).
Result<QJsonObject> graphDocJson(const LoadedRun &run, const GraphEntry &entry);

} // namespace cs::app
