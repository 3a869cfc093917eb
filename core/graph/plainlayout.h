#pragma once

#include "core/graph/graphlayout.h"
#include "core/util/result.h"

#include <QByteArray>

namespace cs {

// Reads Graphviz's `-Tplain` output (positions in inches, y up) into a GraphLayout in points
// with y down; node labels and fill colours come along for drawing.
Result<GraphLayout> parsePlainLayout(const QByteArray &plain);

} // namespace cs
