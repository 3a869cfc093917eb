#include "viewers/widgets/graphitems.h"

#include "viewers/displaytext.h"

#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QRegularExpression>
#include <QStyleOptionGraphicsItem>
#include <QWheelEvent>

namespace cs::viewers {

// One box: a fusion group, a layer, a source statement, a segment or a node. Its text is
// drawn only when legible (level of detail), so a zoomed-out 10,000-node graph stays cheap.
namespace {

constexpr int LabelLineChars = 120; // per line of a box's label

QString boxLabel(const QString &label)
{
    QStringList lines = label.split(u'\n');
    for (QString &l : lines)
        l = DisplayText::line(l, LabelLineChars);
    return lines.join(u'\n');
}

} // namespace

UnitItem::UnitItem(const QRectF &r, int unit, const QString &label, const QColor &fill, std::function<void(int)> open)
    : QGraphicsRectItem(r)
    , m_unit(unit)
    , m_label(boxLabel(label))
    , m_open(std::move(open))
{
    setBrush(fill);
    setPen(QPen(QColor(0x49, 0x50, 0x57), 0.8));
    setFlag(ItemIsSelectable);
    setToolTip(DisplayText::toolTip(label));
}

void UnitItem::paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *)
{
    p->setPen(isSelected() ? QPen(QColor(0xe0, 0x31, 0x31), 3) : pen());
    p->setBrush(brush());
    p->drawRoundedRect(rect(), 4, 4);
    const double lod = option->levelOfDetailFromTransform(p->worldTransform());
    if (!m_strip.isEmpty()) {
        const QRectF strip(
            rect().left() + 6, rect().bottom() - rect().height() * 0.3, rect().width() - 12, rect().height() * 0.3 - 6);
        const double w = strip.width() / m_strip.size();
        p->setPen(Qt::NoPen);
        for (qsizetype i = 0; i < m_strip.size(); ++i) {
            p->setBrush(m_strip[i]);
            p->drawRect(QRectF(strip.left() + i * w, strip.top(), std::max(w - 1.0, 0.5), strip.height()));
        }
    }
    if (!m_title.isEmpty() && lod < 1.6) { // an overview box at Fit: its title, large
        const QRectF area = rect().adjusted(6, 4, -6, -rect().height() * 0.35);
        QFont f = p->font();
        if (m_titlePixels == 0) { // as large as fits (a layer's name makes a longer title), found once
            for (m_titlePixels = std::max(1, static_cast<int>(rect().height() * 0.28)); m_titlePixels > 8;
                 m_titlePixels -= 2) {
                f.setPixelSize(m_titlePixels);
                const QRectF need = QFontMetricsF(f).boundingRect(area, Qt::AlignCenter | Qt::TextWordWrap, m_title);
                if (need.height() <= area.height() && need.width() <= area.width())
                    break;
            }
        }
        f.setPixelSize(m_titlePixels);
        p->setFont(f);
        p->setPen(Qt::black);
        if (lod * f.pixelSize() >= 5)
            p->drawText(area, Qt::AlignCenter | Qt::TextWordWrap, m_title);
        return;
    }
    if (lod < 0.4)
        return;
    QFont f = p->font();
    f.setPointSizeF(7.5);
    p->setFont(f);
    p->setPen(Qt::black);
    const QRectF inner = rect().adjusted(3, 1, -3, -1);
    if (m_detail.isEmpty() || lod < 1.6) {
        p->drawText(inner, Qt::AlignCenter | Qt::TextWordWrap, m_label);
        return;
    }
    // Zoomed in on an overview box: its label on top, then what it holds, one line each.
    const QString head = QFontMetricsF(f).elidedText(m_label.section(u'\n', 0, 0), Qt::ElideMiddle, inner.width());
    QRectF headRect;
    p->drawText(inner, Qt::AlignTop | Qt::AlignHCenter | Qt::TextSingleLine, head, &headRect);
    f.setPointSizeF(5);
    p->setFont(f);
    p->setPen(QColor(0x34, 0x3a, 0x40));
    const QFontMetricsF fm(f);
    double y = headRect.bottom() + 2;
    for (const QString &line : m_detail) {
        if (y + fm.height() > inner.bottom())
            break;
        p->drawText(QRectF(inner.left(), y, inner.width(), fm.height()), Qt::AlignLeft | Qt::TextSingleLine,
            fm.elidedText(line, Qt::ElideMiddle, inner.width()));
        y += fm.height();
    }
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
