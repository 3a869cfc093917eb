#pragma once

#include "gui/gotoindex.h"
#include "gui/navigationhistory.h"

#include <QList>
#include <QObject>

#include <atomic>
#include <memory>

class QAbstractItemView;
class QAction;
class QMenu;
class QThread;
class QToolBar;
class QToolButton;

namespace cs::app {

class FindBar;
class FindingsTabs;
class GotoDialog;
class LiveFollow;
class MainWindow;
class RowActions;

// The window's navigation, kept out of the main window: back / forward through the places the
// user selected (Alt+Left / Alt+Right, the mouse's back and forward buttons, Go menu), one Find
// for the current view (Ctrl+F, F3, Shift+F3), Ctrl+K "go to anything", the context menus of
// its lists and trees, and following a run that is still being written (Go ▸ Follow Live Run).
// Views are reached through the window's shared selection and their public API only.
class Navigator : public QObject {
    Q_OBJECT
public:
    explicit Navigator(MainWindow *window);
    ~Navigator() override;

    NavigationHistory &history() { return m_history; }
    NavLocation currentLocation() const;
    void back();
    void forward();
    void restore(const NavLocation &location);

    void openFind(); // Ctrl+F: the find bar, on the view on screen (not the focused pane)
    void openFindInCompiles(); // Ctrl+Shift+F: the find bar, on the compile list
    FindBar *findBar() const { return m_findBar; }
    void openGoto(); // Ctrl+K
    GotoDialog *gotoDialog() const { return m_goto; }
    std::shared_ptr<const GotoIndex> gotoIndex() const { return m_index; }
    void goTo(const GotoIndex::Entry &entry);

    RowActions *rowActions() const { return m_rows; }
    LiveFollow *liveFollow() const { return m_live; }
    QAction *backAction() const { return m_back; }
    QAction *forwardAction() const { return m_forward; }
    QAction *followAction() const { return m_follow; }

Q_SIGNALS:
    void gotoIndexReady(bool withGraphs); // the Ctrl+K index was (re)built
    void navigated(); // a location was visited, or gone back or forward to

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    void connectViews();
    void onRunLoaded();
    void onRunUpdated();
    void scheduleCapture();
    void capture();
    void buildIndex();
    void updateActions();
    void showGraphNode(const QString &graphId, const QString &text);
    QAbstractItemView *itemViewOf(const QString &view) const;
    QWidget *findTarget(QString *name) const;
    QString viewTitle(int tab) const;

    MainWindow *m_window;
    FindingsTabs *m_findings;
    NavigationHistory m_history;
    FindBar *m_findBar = nullptr;
    QToolBar *m_findArea = nullptr;
    GotoDialog *m_goto = nullptr;
    RowActions *m_rows = nullptr;
    LiveFollow *m_live = nullptr;
    QAction *m_back = nullptr, *m_forward = nullptr, *m_follow = nullptr;
    QToolButton *m_liveButton = nullptr;
    bool m_restoring = false, m_captureQueued = false;
    qint64 m_lastVisit = 0;
    std::shared_ptr<const GotoIndex> m_index;
    QList<QThread *> m_indexers; // finished ones are reaped at the next build
    std::shared_ptr<std::atomic<bool>> m_cancelIndex;
    int m_indexGeneration = 0;
};

} // namespace cs::app
