#include "viewers/widgets/elidedlabel.h"

#include "viewers/displaytext.h"

#include <QPainter>
#include <QResizeEvent>

namespace cs::viewers {

ElidedLabel::ElidedLabel(QWidget *parent)
    : QFrame(parent)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidedLabel::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    updateGeometry();
    updateToolTip();
    update();
}

void ElidedLabel::setExplanation(const QString &explanation)
{
    m_explanation = explanation;
    updateToolTip();
}

bool ElidedLabel::isElided() const
{
    return fontMetrics().horizontalAdvance(m_text) > contentsRect().width();
}

QSize ElidedLabel::sizeHint() const
{
    const QFontMetrics fm = fontMetrics();
    return { std::min(fm.horizontalAdvance(m_text), fm.averageCharWidth() * 80) + frameWidth() * 2,
        fm.height() + frameWidth() * 2 };
}

QSize ElidedLabel::minimumSizeHint() const
{
    const QFontMetrics fm = fontMetrics();
    return { fm.averageCharWidth() * 8, fm.height() + frameWidth() * 2 };
}

void ElidedLabel::paintEvent(QPaintEvent *event)
{
    QFrame::paintEvent(event);
    QPainter p(this);
    const QRect r = contentsRect();
    p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter, fontMetrics().elidedText(m_text, Qt::ElideRight, r.width()));
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    updateToolTip();
}

void ElidedLabel::updateToolTip()
{
    QString tip = isElided() ? m_text : QString();
    if (!m_explanation.isEmpty())
        tip += (tip.isEmpty() ? QString() : QStringLiteral("\n\n")) + m_explanation;
    setToolTip(tip.isEmpty() ? QString() : DisplayText::toolTip(tip));
}

} // namespace cs::viewers
