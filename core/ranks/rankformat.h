#pragma once

#include "core/ranks/rankmodel.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace cs::ranks {

// `compilescope ranks` as text: the ranks and their groups, the first divergence and its
// cause, the first collective that differs (the likely hang), stragglers, and the matrix of
// compile ids × ranks (the first 40 rows; all with `verbose`). Headings in the user's language.
QString formatRanksText(const RankAnalysis &a, bool verbose = false);

// The same as JSON (schema compilescope.ranks/1, RANKS_JSON.md beside this file).
QJsonObject ranksJson(const RankAnalysis &a);
QByteArray formatRanksJson(const RankAnalysis &a);

// One line for a summary: "3 ranks agree" / "ranks diverge at 0/1 (rank 1): recompile".
QString ranksHeadline(const RankAnalysis &a);

} // namespace cs::ranks
