#pragma once

#include "core/graph/graphlayout.h"

#include <QString>

namespace cs {

// A laid-out graph as an inline SVG element for a report: boxes, ellipses, edges with arrow
// heads, labels. Labels are trace text: made inert (controls escaped, elided) and XML-escaped;
// colours are taken only when they are `#rrggbb`. Nothing in it links, loads or runs anything.
// `idPrefix` keeps marker ids unique when a page holds several graphs.
QString graphSvg(const GraphLayout &layout, const QString &idPrefix, const QString &title);

// Text for XML/HTML text and attribute values: & < > " ' escaped.
QString xmlEscaped(const QString &s);

} // namespace cs
