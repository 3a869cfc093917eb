#pragma once

#include "core/diff/rundiff.h"

#include <QString>

namespace cs::viewers {

// The compare window's headline: what changed, the changes that matter first (failures, graph
// breaks, recompiles, compiles, graphs, kernels, times), each in the words `compilescope diff`
// prints ("recompiles 4 → 0", "graph breaks 3 → 0"), and only what changed; "No change found."
// when nothing did.
QString compareHeadline(const diff::RunDiff &d);

} // namespace cs::viewers
