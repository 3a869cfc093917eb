#pragma once

#include "core/profiling/roofline.h"

#include <QJsonObject>
#include <QString>

namespace cs {

// The profile's "How close to the limit" section: the roofs, then every measured kernel against
// them, furthest from its bound first (`top` rows; 0: all).
QString formatRooflineText(const Roofline &roofline, int top = 0);
// `roofline` in `profile --json` (PROFILE_JSON.md).
QJsonObject rooflineJson(const Roofline &roofline);

} // namespace cs
