#pragma once

#include "core/diff/rundiff.h"
#include "core/model/exportedprogram.h"

#include <QJsonObject>
#include <QStringList>

#include <memory>

namespace cs::diff {

// Two exported programs compared (`compilescope diff A.pt2 B.pt2`): node by node as the graph
// diff compares graphs ("target @ file:line", occurrences counted; names are not compared), the
// graph signature by kind and target in order, the range constraints by symbol, and the torch
// and schema versions.
struct ExportDiff {
    QString modelA, modelB;
    GraphDiff graph;
    QStringList signature; // "input parameter fc.weight: only in B", ...
    QStringList ranges; // "s31: [2, 1024] → [2, 2048]"
    QStringList versions; // "torch 2.10.0 → 2.11.0"
    bool changed() const;
};

ExportDiff diffExportedPrograms(
    const std::shared_ptr<const ExportedProgram> &a, const std::shared_ptr<const ExportedProgram> &b);
QString exportDiffText(const ExportDiff &d);
QJsonObject exportDiffJson(const ExportDiff &d);

} // namespace cs::diff
