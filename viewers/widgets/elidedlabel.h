#pragma once

#include <QFrame>

namespace cs::viewers {

// One line of status text that never asks for more room than it gets: drawn elided to its
// width, always as plain text, with the whole text in its tooltip when it does not fit. A
// long status (a path, a graph's numbers, a larger font, another language) can then neither
// widen the window nor wrap and be clipped.
class ElidedLabel : public QFrame {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);
    void setText(const QString &text); // callers pass display text (DisplayText::line for trace text)
    QString text() const { return m_text; }
    // Plain text shown in the tooltip under the whole text (when elided): what the numbers mean.
    void setExplanation(const QString &explanation);
    bool isElided() const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateToolTip();
    QString m_text, m_explanation;
};

} // namespace cs::viewers
