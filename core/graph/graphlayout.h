#pragma once

#include "core/util/result.h"

#include <QPointF>
#include <QRectF>
#include <QString>
#include <QVector>

namespace cs {

// A laid-out graph in points (1/72 inch), y growing downwards (Qt's convention).
struct GraphLayout {
    struct Node {
        QString name;
        QRectF rect;
        QString label, fill; // from `-Tplain` layouts
    };
    struct Edge {
        QString tail, head;
        QVector<QPointF> spline; // cubic Bézier control points: p0, (c1, c2, p)...
    };
    QRectF bounds;
    QVector<Node> nodes;
    QVector<Edge> edges;
};

// Lays out a DOT graph with Graphviz (`engine`: dot, neato, sfdp, ...). Graphviz is not
// thread-safe, so calls are serialised process-wide. Only small graphs belong here: the
// graph view collapses big graphs first and runs layouts off the UI thread (DESIGN.md).
Result<GraphLayout> layoutDot(const QString &dot, const QString &engine = QStringLiteral("dot"));

} // namespace cs
