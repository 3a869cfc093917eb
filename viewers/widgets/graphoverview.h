#pragma once

#include "core/graph/graphexport.h"

#include <QColor>
#include <QList>
#include <QRectF>
#include <QSizeF>

#include <vector>

namespace cs::viewers {

// The overview of a big graph: its boxes (segments of a post-grad graph's kernels, or a model's
// layers) in graph order, wrapped into rows so that at Fit they fill the view, instead of
// Graphviz's one long diagonal of a chain. Detail comes on zoom (each box lists what it holds)
// and on double-click (a segment opens in place, laid out by Graphviz).
struct OverviewLayout {
    std::vector<QRectF> boxes; // one per unit, in unit order
    QRectF bounds;
    int columns = 0;
    static constexpr double BoxWidth = 220, BoxHeight = 130, GapX = 44, GapY = 40;
};

// Used when every box is a segment (nothing opened), or for more than MinLayers layers.
bool wantsOverview(const CollapsedGraph &c);
constexpr int MinLayersForOverview = 16;

// Rows of equal boxes whose bounds have about the aspect ratio of `view` (width / height).
OverviewLayout overviewLayout(int boxes, double viewAspect);

// What a box holds, one line each, for drawing inside it when zoomed in: a segment's kernels
// (or statements), a layer's operations. At most `maxLines`.
QStringList overviewDetail(const FxGraph &g, const CollapsedGraph::Unit &u, int maxLines = 24);

// What a box holds at a glance, readable at Fit: one colour per kernel (by kind) or statement,
// in graph order. Repeating layers show as repeating stripes.
QList<QColor> overviewStrip(const FxGraph &g, const CollapsedGraph::Unit &u, int maxCells = 64);
// Its title at Fit: the box's number, the layers its operations run in where known, and what
// it holds ("12 · h.4 · 18 launches", "12 · 4 kernels").
QString overviewTitle(const FxGraph &g, const CollapsedGraph::Unit &u, int number);

} // namespace cs::viewers
