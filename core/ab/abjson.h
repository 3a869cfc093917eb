#pragma once

#include "core/ab/abresult.h"

#include <QByteArray>

namespace cs::ab {

// `compilescope ab --json` and the A/B folder's ab-result.json: schema compilescope.ab/1
// (AB_JSON.md). English whatever the user's language. `withSeries`: every call's time per
// process (large for long runs).
QByteArray abJson(const AbResult &r, bool withSeries = true);

} // namespace cs::ab
