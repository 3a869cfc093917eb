#pragma once

#include "core/diff/rundiff.h"
#include "core/model/exportedprogram.h"

#include <QJsonObject>
#include <QStringList>

#include <memory>

namespace cs::diff {

// Two exported programs compared (`compilescope diff A.pt2 B.pt2`). Nodes are matched by what
// they compute and where in the model: `target in module` (the innermost nn_module_stack path;
// top level without), occurrences in order — never by value names (renumbered by any edit) or
// source lines (another script saving the same model). A matched node whose output dtype or
// shape, or whose constant arguments, differ is `changed`. The graph signature by kind and
// target with each entry's dtype and shape (and a buffer's persistence), the range
// constraints by symbol, the verifiers (the program's dialect), torch and schema versions.
// Where only one side holds a program, `note` says which and why the other has none.
struct ExportDiff {
    QString modelA, modelB;
    GraphDiff graph; // nodesRemoved / nodesAdded: "target in module @ file:line"
    QStringList nodesChanged; // "aten.add.Tensor in fc: f32[s77, 4] → f64[s77, 4]"
    QStringList signature; // "input parameter fc.weight: only in B", "input user_input x: f32[3, 4] → f32[5, 4]"
    QStringList ranges; // "s31: [2, 1024] → [2, 2048]"
    QStringList versions; // "torch 2.10.0 → 2.11.0", "verifiers TRAINING → ATEN"
    QStringList damaged; // "B: its program is damaged (…)": what differs may be the damage (diff exits 1)
    QString note; // one side holds no program: "only A holds an exported program: B's torch.export failed: …"
    bool changed() const;
};

ExportDiff diffExportedPrograms(
    const std::shared_ptr<const ExportedProgram> &a, const std::shared_ptr<const ExportedProgram> &b);
// Only one side holds a program: `why` says why the other has none.
ExportDiff exportOnOneSide(const std::shared_ptr<const ExportedProgram> &present, bool presentIsA, const QString &why);
QString exportDiffText(const ExportDiff &d);
QJsonObject exportDiffJson(const ExportDiff &d);

} // namespace cs::diff
