#pragma once

#include "core/graph/graphexport.h"
#include "core/graph/graphlayout.h"

#include <functional>

QT_BEGIN_NAMESPACE
class QGraphicsScene;
class QPainterPath;
QT_END_NAMESPACE

namespace cs::viewers {

// The graph view's scenes, drawn from a collapsed graph; `open(unit)` is what double-clicking
// a box does. Both replace what the scene held and set its rect.
using OpenBox = std::function<void(int unit)>;

// A Graphviz edge's spline as a path (empty when it has too few points to draw).
QPainterPath edgePath(const GraphLayout::Edge &edge);

// A Graphviz layout: the boxes, each shared input drawn beside its user, a frame (with its
// name) around the parts of an opened box, and the edges.
void drawLayout(QGraphicsScene *scene, const GraphLayout &layout, const CollapsedGraph &c, const OpenBox &open);

// A big graph's overview: its boxes in graph order, wrapped into rows that fill a view of
// `viewAspect` (width / height) at Fit, arrows in reading order; each box shows its number,
// its kernels as a strip of colours and, zoomed in, their names (graphoverview.h).
void drawOverview(
    QGraphicsScene *scene, const FxGraph &g, const CollapsedGraph &c, double viewAspect, const OpenBox &open);

} // namespace cs::viewers
