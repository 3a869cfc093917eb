#pragma once

#include "core/graph/graphexport.h"

#include <QString>

namespace cs {
struct KernelResult;
}

namespace cs::viewers {

// The graph view's side panel for one box, as HTML: its name, its nodes (name, op, type,
// source line, users), the kernel behind a segment's nodes, and a kernel's generated code.
// All trace text is escaped; names are kept whole (the panel breaks lines between words only).
// `measured`: the box's kernel as the profiler last measured it (the Kernels view's row), or null.
QString unitDetailsHtml(const FxGraph &g, const CollapsedGraph::Unit &u, const KernelResult *measured = nullptr);

} // namespace cs::viewers
