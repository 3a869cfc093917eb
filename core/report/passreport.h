#pragma once

#include "core/graph/passpipeline.h"

#include <QJsonObject>
#include <QString>

namespace cs {

// `graph --passes`: each pass stage of the run, its passes with their times, and what changed
// between neighbouring graph snapshots (nodes added, removed, retargeted, rewired, reordered).
QString passStagesText(const QList<PassStage> &stages);
QJsonObject passStagesJson(const QList<PassStage> &stages); // compilescope.passes/1 (GRAPH_JSON.md)

// One step's change in a line ("31 → 29 nodes: removed 2 (aten.add.Tensor, aten.view.default);
// rewired 3"), and the passes run in it with their times: as the CLI and the Passes view say them.
QString passChangeText(const PassStep &step);
QString passesRunText(const QList<PassRun> &passes);

// `graph --pass A [--to B]`: the node changes between two snapshots, every node named; `note`
// (PassChange::note) said first.
QString passStepText(const PassSnapshot &from, const PassSnapshot &to, const PassStep &step, const QString &note = {});
QJsonObject passStepJson(
    const PassSnapshot &from, const PassSnapshot &to, const PassStep &step, const QString &note = {});

} // namespace cs
