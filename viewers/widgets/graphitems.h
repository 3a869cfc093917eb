#pragma once

#include <QGraphicsRectItem>
#include <QGraphicsView>
#include <QString>

#include <functional>

namespace cs::viewers {

// The graph view's pieces: a box of the collapsed graph, the minimap, the zooming view, and
// kernel code as highlighted HTML.
// Its label is trace text (kernel and node names): drawn as plain text, elided, escaped; the
// tooltip shows it as plain text too.
class UnitItem : public QGraphicsRectItem {
public:
    UnitItem(const QRectF &r, int unit, const QString &label, const QColor &fill, std::function<void(int)> open);
    int unit() const { return m_unit; }
    QString label() const { return m_label; } // as drawn (escaped, elided)
    // Lines drawn inside the box once it is zoomed in far enough to read them (overview boxes).
    void setDetail(QStringList lines) { m_detail = std::move(lines); }
    // Overview boxes: a title drawn large enough to read at Fit, and a strip of colours (what
    // the box holds, in order).
    void setOverview(QString title, QList<QColor> strip)
    {
        m_title = std::move(title);
        m_strip = std::move(strip);
        m_titlePixels = 0;
    }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *) override;

protected:
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *e) override;

private:
    int m_unit;
    int m_titlePixels = 0; // the title's font size at Fit, 0 until found
    QString m_label;
    QStringList m_detail;
    QString m_title;
    QList<QColor> m_strip;
    std::function<void(int)> m_open;
};

// The whole graph small, with the main view's visible part outlined in red.
class Minimap : public QGraphicsView {
public:
    Minimap(QGraphicsScene *scene, QGraphicsView *main);

protected:
    void drawForeground(QPainter *p, const QRectF &) override;

private:
    QGraphicsView *m_main;
};

class ZoomView : public QGraphicsView {
public:
    using QGraphicsView::QGraphicsView;

protected:
    void wheelEvent(QWheelEvent *e) override;
};

// Kernel code (Triton Python or C++) as HTML: keywords, `tl.` calls and comments coloured.
QString highlighted(const QString &code);

} // namespace cs::viewers
