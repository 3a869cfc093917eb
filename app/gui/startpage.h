#pragma once

#include <QFrame>
#include <QList>
#include <QWidget>

class QAction;
class QLabel;
class QTreeWidget;
class QTreeWidgetItem;
class QVBoxLayout;

namespace cs::app {

class RecentRuns;

// The drop target on the start page: a dashed frame that lights up while files are dragged
// over it. Dropping opens them as one run (a file, a run folder, several rank logs).
class DropZone : public QFrame {
    Q_OBJECT
public:
    explicit DropZone(QWidget *parent = nullptr);
    bool isHighlighted() const { return m_hover; }

Q_SIGNALS:
    void pathsDropped(const QStringList &paths);

protected:
    void paintEvent(QPaintEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    bool m_hover = false;
};

// What the window shows while nothing is open: the ways to start (buttons that mirror the
// window's own actions, so shortcuts, icons and enabled states agree), the recent runs with
// what their last load found, and a drop zone.
class StartPage : public QWidget {
    Q_OBJECT
public:
    explicit StartPage(RecentRuns *recent, QWidget *parent = nullptr);
    // One button per action, in order; null actions are skipped (e.g. Compare when the window
    // has none). Replaces the buttons shown before.
    void setActions(const QList<QAction *> &actions);
    QTreeWidget *recentList() const { return m_recentList; }
    DropZone *dropZone() const { return m_drop; }
    void refresh(); // re-reads the recent runs
    // Keyboard focus where a returning user starts: the most recent run (Enter opens it), or
    // the first way to start when there is none. The recent list comes first in the Tab chain
    // and has a mnemonic (Alt+R) on its heading.
    void focusStart();

    // The sample trace shipped with the app (installed, or in the source tree of a build);
    // empty when there is none.
    static QString samplePath();

Q_SIGNALS:
    void openRequested(const QStringList &paths);

private:
    void activate(QTreeWidgetItem *item);

    RecentRuns *m_recent;
    QVBoxLayout *m_buttons = nullptr;
    QTreeWidget *m_recentList = nullptr;
    QLabel *m_recentEmpty = nullptr;
    QAction *m_clearRecent = nullptr;
    DropZone *m_drop = nullptr;
};

} // namespace cs::app
