#pragma once

#include "core/graph/graphlayout.h"

#include <QSizeF>

namespace cs::viewers {

// A Graphviz layout far wider or taller than the view that shows it (a deep graph whose nodes
// share no laid-out edge: Graphviz puts them all on one rank, a one-pixel line at Fit) cut into
// bands that fill the view: a too-wide layout into slices of its width stacked top to bottom,
// a too-tall one into slices of its height placed left to right, in reading order. A node goes
// with the slice that holds its centre; an edge is kept when both ends are in one slice.
struct BandedLayout {
    GraphLayout layout;
    int bands = 1; // 1: the layout as it was
    int droppedEdges = 0; // edges between two bands, not drawn
};

// `view`: the size of the view that shows it (empty: not shown yet, taken as 1280 × 800). A layout
// is banded only when its shape is more than `tolerance` times off the view's AND fitting it whole
// into the view would draw it at less than `readable` of its size: a few boxes in a row that the
// view shows at a readable size stay one row with all their edges.
BandedLayout bandLayout(const GraphLayout &layout, QSizeF view, double tolerance = 4.0, double readable = 0.5);

} // namespace cs::viewers
