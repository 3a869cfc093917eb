#pragma once

#include "core/analysis/explain.h"

#include <QByteArray>
#include <QString>

namespace cs {

// `compilescope explain`: what to fix first, ranked, as text. Failures and recompile-limit
// hits come first (that code runs eagerly), then recompiles and graph breaks by the compile
// time they cost.
QString formatExplainText(const Explanation &e);

// `compilescope explain --json` (schema in EXPLAIN_JSON.md beside this file).
QByteArray formatExplainJson(const Explanation &e);

} // namespace cs
