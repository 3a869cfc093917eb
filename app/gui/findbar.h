#pragma once

#include <QList>
#include <QPersistentModelIndex>
#include <QPointer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QTimer;
class QToolButton;

namespace cs::app {

// Edit ▸ Find (Ctrl+F): one find bar for whichever view is current. In a list or tree it
// jumps from matching row to matching row (every column's text, collapsed branches too; the
// row becomes the selection, so the other views follow); in a text or code view it finds in
// the text; in the graph view it finds nodes by name, op or kernel and centres their boxes.
// F3 / Shift+F3 (and Enter / Shift+Enter in the field) go to the next / previous match, with
// wrap-around; Escape closes the bar. Case does not matter.
class FindBar : public QWidget {
    Q_OBJECT
public:
    explicit FindBar(QWidget *parent = nullptr);
    // `name` says what is searched ("Graph breaks"); the target is a QAbstractItemView, a
    // QTextEdit / QPlainTextEdit or a viewers::GraphPane.
    void setTarget(QWidget *target, const QString &name);
    QWidget *target() const { return m_target; }
    void open(); // shows the bar, focused, with its text selected
    void findNext() { go(+1); }
    void findPrevious() { go(-1); }
    QLineEdit *field() const { return m_field; }
    int matchCount() const { return m_count; }
    int currentMatch() const { return m_current; } // 0-based; -1 when none

Q_SIGNALS:
    void matched(int current, int count);
    void closed(); // Escape or the close button

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void search(); // collects the matches of the field's text in the target
    void go(int step);
    void showCount();

    QPointer<QWidget> m_target;
    QString m_targetName;
    QLineEdit *m_field = nullptr;
    QLabel *m_scope = nullptr, *m_countLabel = nullptr;
    QToolButton *m_prev = nullptr, *m_next = nullptr, *m_close = nullptr;
    QTimer *m_debounce = nullptr;
    QString m_searched; // the text the matches are for
    QList<QPersistentModelIndex> m_rows;
    QList<int> m_units; // graph boxes
    int m_count = 0, m_current = -1;
};

} // namespace cs::app
