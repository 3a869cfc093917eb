#include "viewers/widgets/layoutbands.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace cs::viewers {

BandedLayout bandLayout(const GraphLayout &layout, QSizeF view, double tolerance, double readable)
{
    if (view.width() <= 0 || view.height() <= 0)
        view = QSizeF(1280, 800);
    const double viewAspect = view.width() / view.height();
    BandedLayout out;
    out.layout = layout;
    QRectF bounds;
    for (const GraphLayout::Node &n : layout.nodes)
        bounds = bounds.united(n.rect);
    if (layout.nodes.size() < 2 || bounds.width() <= 0 || bounds.height() <= 0)
        return out;
    const double fitScale = std::min(view.width() / bounds.width(), view.height() / bounds.height());
    if (fitScale >= readable)
        return out;
    const double aspect = bounds.width() / bounds.height();
    const bool wide = aspect > viewAspect * tolerance;
    const bool tall = aspect * tolerance < viewAspect;
    if (!wide && !tall)
        return out;
    // Between bands: the room of two boxes, so that one band's nodes never touch the next one's.
    double box = 0;
    for (const GraphLayout::Node &n : layout.nodes)
        box = std::max(box, wide ? n.rect.height() : n.rect.width());
    const double step = (wide ? bounds.height() : bounds.width()) + 2 * box;
    // b bands of a wide layout W long have the shape (W / b) × (b · step): b = sqrt(W / (viewAspect · step)).
    const double length = wide ? bounds.width() : bounds.height();
    const double ratio = wide ? length / (viewAspect * step) : length * viewAspect / step;
    const int bands
        = std::clamp(static_cast<int>(std::lround(std::sqrt(ratio))), 2, static_cast<int>(layout.nodes.size()));
    const double extent = length / bands;

    auto bandOf = [&](const QPointF &p) {
        const double along = wide ? p.x() - bounds.left() : p.y() - bounds.top();
        return std::clamp(static_cast<int>(along / extent), 0, bands - 1);
    };
    auto shift
        = [&](int band) { return wide ? QPointF(-band * extent, band * step) : QPointF(band * step, -band * extent); };
    QHash<QString, int> bandOfNode;
    out.layout.bounds = QRectF();
    for (GraphLayout::Node &n : out.layout.nodes) {
        const int b = bandOf(n.rect.center());
        bandOfNode.insert(n.name, b);
        n.rect.translate(shift(b));
        out.layout.bounds = out.layout.bounds.united(n.rect);
    }
    out.layout.edges.clear();
    for (const GraphLayout::Edge &e : layout.edges) {
        const int tail = bandOfNode.value(e.tail, -1), head = bandOfNode.value(e.head, -1);
        if (tail < 0 || tail != head) {
            ++out.droppedEdges;
            continue;
        }
        GraphLayout::Edge moved = e;
        for (QPointF &p : moved.spline)
            p += shift(tail);
        out.layout.edges.push_back(moved);
    }
    out.bands = bands;
    return out;
}

} // namespace cs::viewers
