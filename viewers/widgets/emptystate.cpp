#include "viewers/widgets/emptystate.h"

#include <QLabel>
#include <QVBoxLayout>

namespace cs::viewers {

EmptyState::EmptyState(QWidget *content, QWidget *parent)
    : QStackedWidget(parent)
{
    addWidget(content);
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("emptyState"));
    m_title = new QLabel;
    m_detail = new QLabel;
    for (QLabel *l : { m_title, m_detail }) {
        l->setTextFormat(Qt::PlainText);
        l->setWordWrap(true);
        l->setAlignment(Qt::AlignCenter);
        l->setForegroundRole(QPalette::PlaceholderText);
    }
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    m_title->setFont(big);
    auto *layout = new QVBoxLayout(page);
    layout->addStretch(1);
    layout->addWidget(m_title);
    layout->addWidget(m_detail);
    layout->addStretch(2);
    addWidget(page);
}

void EmptyState::showMessage(const QString &title, const QString &detail)
{
    m_title->setText(title);
    m_detail->setText(detail);
    m_detail->setVisible(!detail.isEmpty());
    setCurrentIndex(1);
}

void EmptyState::showContent()
{
    setCurrentIndex(0);
    // The message said something about what was shown before (another run): not kept, hidden.
    m_title->clear();
    m_detail->clear();
}

QString EmptyState::message() const
{
    return m_detail->text().isEmpty() ? m_title->text() : m_title->text() + QLatin1Char('\n') + m_detail->text();
}

} // namespace cs::viewers
