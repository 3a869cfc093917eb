#pragma once

#include <QStackedWidget>

class QLabel;

namespace cs::viewers {

// A view that says so when it has nothing to show: a short message (a title and a line of
// what to do) in place of blank panes or an empty chart. Wraps any content widget; the
// message follows the palette (dark mode included). Views reuse it for their empty states.
class EmptyState : public QStackedWidget {
    Q_OBJECT
public:
    explicit EmptyState(QWidget *content, QWidget *parent = nullptr);
    void showMessage(const QString &title, const QString &detail = {});
    void showContent();
    bool isShowingMessage() const { return currentIndex() == 1; }
    QString message() const; // the title and the detail, for tests and accessibility
    QWidget *content() const { return widget(0); }

private:
    QLabel *m_title = nullptr;
    QLabel *m_detail = nullptr;
};

} // namespace cs::viewers
