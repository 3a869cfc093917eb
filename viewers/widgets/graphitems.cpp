#include "viewers/widgets/graphitems.h"

#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QRegularExpression>
#include <QStyleOptionGraphicsItem>
#include <QWheelEvent>

namespace cs::viewers {

// One box: a fusion group, a layer, a source statement, a segment or a node. Its text is
// drawn only when legible (level of detail), so a zoomed-out 10,000-node graph stays cheap.
UnitItem::UnitItem(const QRectF &r, int unit, QString label, const QColor &fill, std::function<void(int)> open)
    : QGraphicsRectItem(r)
    , m_unit(unit)
    , m_label(std::move(label))
    , m_open(std::move(open))
{
    setBrush(fill);
    setPen(QPen(QColor(0x49, 0x50, 0x57), 0.8));
    setFlag(ItemIsSelectable);
    setToolTip(m_label);
}

void UnitItem::paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *)
{
    p->setPen(isSelected() ? QPen(QColor(0xe0, 0x31, 0x31), 3) : pen());
    p->setBrush(brush());
    p->drawRoundedRect(rect(), 4, 4);
    if (option->levelOfDetailFromTransform(p->worldTransform()) < 0.4)
        return;
    QFont f = p->font();
    f.setPointSizeF(7.5);
    p->setFont(f);
    p->setPen(Qt::black);
    p->drawText(rect().adjusted(3, 1, -3, -1), Qt::AlignCenter | Qt::TextWordWrap, m_label);
}

void UnitItem::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *e)
{
    m_open(m_unit);
    e->accept();
}

Minimap::Minimap(QGraphicsScene *scene, QGraphicsView *main)
    : QGraphicsView(scene, main)
    , m_main(main)
{
}

void Minimap::drawForeground(QPainter *p, const QRectF &)
{
    p->setPen(QPen(QColor(0xe0, 0x31, 0x31), 0));
    p->setBrush(QColor(0xe0, 0x31, 0x31, 30));
    p->drawPolygon(m_main->mapToScene(m_main->viewport()->rect()));
}

void ZoomView::wheelEvent(QWheelEvent *e)
{
    const double factor = e->angleDelta().y() > 0 ? 1.2 : 1 / 1.2;
    setTransformationAnchor(AnchorUnderMouse);
    scale(factor, factor);
}

QString highlighted(const QString &code)
{
    static const QRegularExpression token(QStringLiteral(
        R"((#[^\n]*|//[^\n]*)|\b(def|return|for|in|if|else|elif|import|from|with|as|extern|void|auto|const|float|int64_t|)"
        R"(#include|template|tl\.constexpr)\b|\b(tl\.\w+|triton_helpers\.\w+|libdevice\.\w+|at::vec::\w+))"));
    QString out;
    qsizetype pos = 0;
    for (auto it = token.globalMatch(code); it.hasNext();) {
        const auto m = it.next();
        out += code.mid(pos, m.capturedStart() - pos).toHtmlEscaped();
        const QString colour = !m.captured(1).isEmpty() ? QStringLiteral("#868e96")
            : !m.captured(2).isEmpty()                  ? QStringLiteral("#7048e8")
                                                        : QStringLiteral("#1971c2");
        out += QStringLiteral("<span style=\"color:%1\">%2</span>").arg(colour, m.captured(0).toHtmlEscaped());
        pos = m.capturedEnd();
    }
    return out + code.mid(pos).toHtmlEscaped();
}

} // namespace cs::viewers
