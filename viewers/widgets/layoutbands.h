#pragma once

#include "core/graph/graphlayout.h"

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

// `viewAspect`: the view's width / height. A layout is banded only when its shape is more than
// `tolerance` times off the view's.
BandedLayout bandLayout(const GraphLayout &layout, double viewAspect, double tolerance = 4.0);

} // namespace cs::viewers
