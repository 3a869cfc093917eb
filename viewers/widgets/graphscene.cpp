#include "viewers/widgets/graphscene.h"

#include "viewers/displaytext.h"
#include "viewers/widgets/graphitems.h"
#include "viewers/widgets/graphoverview.h"

#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QHash>
#include <QPainterPath>
#include <QPen>

namespace cs::viewers {
namespace {

constexpr int LabelChars = 120; // per line of an input's or a frame's label

} // namespace

QPainterPath edgePath(const GraphLayout::Edge &e)
{
    if (e.spline.size() < 4)
        return {};
    QPainterPath path(e.spline.first());
    for (qsizetype i = 1; i + 2 < e.spline.size(); i += 3)
        path.cubicTo(e.spline[i], e.spline[i + 1], e.spline[i + 2]);
    return path;
}

void drawLayout(QGraphicsScene *scene, const GraphLayout &layout, const CollapsedGraph &c, const OpenBox &open)
{
    scene->clear();
    for (const GraphLayout::Node &n : layout.nodes) {
        const int unit = n.name.startsWith(u'u') ? n.name.mid(1).toInt() : -1;
        const QColor fill(n.fill.startsWith(u'#') ? n.fill : QStringLiteral("#ffffff"));
        if (unit >= 0 && unit < static_cast<int>(c.units.size())) {
            scene->addItem(new UnitItem(n.rect, unit, c.units[unit].label, fill, open));
        } else { // a shared input drawn once per use
            auto *e = scene->addEllipse(n.rect, QPen(QColor(0x86, 0x8e, 0x96), 0.6, Qt::DashLine), QBrush(fill));
            e->setToolTip(DisplayText::toolTip(n.label));
            auto *text = new QGraphicsSimpleTextItem(DisplayText::block(n.label, LabelChars), e);
            QFont f = text->font();
            f.setPointSizeF(5.5);
            text->setFont(f);
            const QRectF t = text->boundingRect();
            text->setPos(n.rect.center() - QPointF(t.width() / 2, t.height() / 2));
        }
    }
    // An opened kernel, layer or statement run: a frame around its parts, in its colour.
    QHash<int, QRectF> frames;
    QHash<int, QString> frameLabels;
    for (const GraphLayout::Node &n : layout.nodes) {
        const int unit = n.name.startsWith(u'u') ? n.name.mid(1).toInt() : -1;
        if (unit < 0 || unit >= static_cast<int>(c.units.size()) || c.units[unit].cluster < 0)
            continue;
        const auto &u = c.units[unit];
        frames[u.cluster] = frames.value(u.cluster, n.rect).united(n.rect);
        frameLabels[u.cluster] = u.clusterLabel;
    }
    for (auto it = frames.cbegin(); it != frames.cend(); ++it) {
        const QRectF r = it->adjusted(-8, -16, 8, 8);
        auto *frame = scene->addRect(
            r, QPen(QColor(0x49, 0x50, 0x57), 0.8, Qt::DashLine), QBrush(QColor(0xcf, 0xe2, 0xff, 70)));
        frame->setZValue(-2);
        auto *title = new QGraphicsSimpleTextItem(DisplayText::line(frameLabels.value(it.key()), LabelChars), frame);
        QFont f = title->font();
        f.setPointSizeF(6.5);
        title->setFont(f);
        title->setPos(r.topLeft() + QPointF(4, 2));
    }
    const QPen edgePen(QColor(0x86, 0x8e, 0x96), 0.8);
    for (const GraphLayout::Edge &e : layout.edges)
        if (e.spline.size() >= 4)
            scene->addPath(edgePath(e), edgePen)->setZValue(-1);
    scene->setSceneRect(layout.bounds.adjusted(-20, -20, 20, 20));
}

void drawOverview(
    QGraphicsScene *scene, const FxGraph &g, const CollapsedGraph &c, double viewAspect, const OpenBox &open)
{
    scene->clear();
    const OverviewLayout o = overviewLayout(static_cast<int>(c.units.size()), viewAspect);
    for (size_t i = 0; i < c.units.size(); ++i) {
        const auto &u = c.units[i];
        const QString label
            = u.kind == QLatin1String("segment") ? QStringLiteral("%1. %2").arg(i + 1).arg(u.label) : u.label;
        auto *item = new UnitItem(o.boxes[i], static_cast<int>(i), label,
            QColor(u.kind == QLatin1String("layer") ? QStringLiteral("#e5dbff") : QStringLiteral("#fff3bf")), open);
        item->setDetail(overviewDetail(g, u));
        item->setOverview(overviewTitle(g, u, static_cast<int>(i + 1)), overviewStrip(g, u));
        scene->addItem(item);
    }
    // Reading order: an arrow to the next box on the row, a bend down to the next row's start.
    const QPen flowPen(QColor(0x86, 0x8e, 0x96), 1.2);
    for (size_t i = 0; i + 1 < o.boxes.size(); ++i) {
        const QRectF a = o.boxes[i], b = o.boxes[i + 1];
        QPainterPath path(QPointF(a.right(), a.center().y()));
        if (qFuzzyCompare(a.top(), b.top())) {
            path.lineTo(b.left(), b.center().y());
        } else {
            const double midY = a.bottom() + OverviewLayout::GapY / 2;
            path.lineTo(a.right() + OverviewLayout::GapX / 3, a.center().y());
            path.lineTo(a.right() + OverviewLayout::GapX / 3, midY);
            path.lineTo(b.left() - OverviewLayout::GapX / 3, midY);
            path.lineTo(b.left() - OverviewLayout::GapX / 3, b.center().y());
            path.lineTo(b.left(), b.center().y());
        }
        const QPointF tip(b.left(), b.center().y());
        path.moveTo(tip);
        path.lineTo(tip + QPointF(-6, -4));
        path.moveTo(tip);
        path.lineTo(tip + QPointF(-6, 4));
        scene->addPath(path, flowPen)->setZValue(-1);
    }
    scene->setSceneRect(o.bounds.adjusted(-30, -30, 30, 30));
    scene->setSceneRect(o.bounds.adjusted(-30, -30, 30, 30));
}

} // namespace cs::viewers
