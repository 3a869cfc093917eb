#pragma once

#include "core/analysis/autotunerejects.h"

#include <QJsonArray>
#include <QString>

#include <vector>

namespace cs {

// The note `explain`, the window's What to fix first and the report add under the findings where
// max-autotune dropped candidates before timing them (not a finding: Inductor chose among the
// others). Plain text with the trace's words in it (untrusted); empty when none was dropped.
QString autotuneRejectionNote(const std::vector<AutotuneRejection> &rejections);

// explain --json's `autotune_rejected`: one object per dropped candidate (EXPLAIN_JSON.md).
QJsonArray autotuneRejectionsJson(const std::vector<AutotuneRejection> &rejections);

} // namespace cs
