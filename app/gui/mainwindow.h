#pragma once

#include "core/analysis/explain.h"
#include "core/ingest/runloader.h"

#include <QMainWindow>

#include <memory>

class QDockWidget;
class QLabel;
class QLayout;
class QMenu;
class QProgressBar;
class QStackedWidget;
class QToolBar;
class QSplitter;
class QSortFilterProxyModel;
class QTableView;
class QToolButton;
class QTreeView;

namespace cs {
class LoadTask;
}

namespace cs::ab {
struct AbResult;
}

namespace cs::viewers {
class AbView;
class CompareWindow;
class CompileTreeModel;
class ElidedLabel;
class EmptyState;
class DiagnosticsModel;
class FleetView;
class SelectionContext;
class TaskStatus;
} // namespace cs::viewers

namespace cs::app {

class FindingsTabs;
class Navigator;
class LayoutState;
class RecentRuns;
class StartPage;

// The main window: the compile tree, the findings about the selected compile (details,
// graph breaks, recompiles, failures, guards), and the diagnostics of the loaded run. Loading runs off the UI thread; a
// failed load keeps what was shown.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    void openPaths(const QStringList &paths);
    // The Fleet view of a fleet store (its folder, or its fleet.sqlite), in place of the run;
    // openPaths() does it for one path that is a store. A store that cannot be read leaves
    // what is shown.
    void openFleet(const QString &storeDir);
    viewers::FleetView *fleetView() const { return m_fleet; }
    // An A/B folder (`compilescope ab`, core/ab runSetFileOf) in an A/B view window of its own:
    // analysed again from what it recorded; what openPaths does with one. Null when it cannot be read.
    viewers::AbView *openAbFolder(const QString &path);
    // A compare window with run `a` (or the loaded run when `a` is empty) against `b`.
    viewers::CompareWindow *compareRuns(const QString &a, const QString &b);
    // After the next load: show a view and select a compile id ("0/1", "rank 1: 0/1").
    void setInitialView(const QString &view, const QString &compileId);
    // Every name `--view` accepts: the run's tabs, the A/B view and its Why? tab, the Fleet view
    // and its sections (fleet-SECTION).
    QStringList viewNames() const;
    // What F1 opens the manual at: the view on screen ("recompiles"), "fleet", or "start".
    QString helpTopic() const;
    // File ▸ Close (Ctrl+W, Esc) and Help ▸ CompileScope Manual (F1, at `helpTopic`) for a
    // window of its own (the A/B view), its menu bar put in `layout`.
    static void addWindowMenus(QWidget *window, QLayout *layout, const QString &helpTopic);
    bool selectCompile(const QString &compileId);
    const LoadedRun *run() const { return m_run.get(); }
    bool isLoading() const;
    // Saves the window as PNG (for documentation and visual checks).
    bool saveScreenshot(const QString &path);
    void screenshotWhenSettled(const QString &path, bool failed);
    // After the next load finishes: save the screenshot and quit.
    void setScreenshotOnLoad(const QString &path) { m_screenshotOnLoad = path; }
    // Quiet windows report failures in the status bar and by signal only, never in a modal
    // dialog (screenshots, tests).
    void setQuiet(bool quiet) { m_quiet = quiet; }
    // The name of what is open, for the title and the status: the file or folder name (a
    // folder given with a trailing slash included), "and N more" for several paths.
    static QString displayName(const QStringList &paths);
    static QString openFileFilter(); // File ▸ Open File…
    // Where the Open and Compare dialogs start: beside the loaded run, else the last one opened.
    QString dialogFolder() const;

    // For the navigation (gui/navigator.h): the views it moves between, and the run it follows.
    std::shared_ptr<const LoadedRun> shared() const { return m_run; }
    QTreeView *compileTree() const { return m_compileTree; }
    QTableView *diagnosticsView() const { return m_diagnostics; }
    FindingsTabs *findings() const { return m_findings; }
    viewers::SelectionContext *selection() const { return m_selection; }
    Navigator *navigator() const { return m_navigator; }
    void showMessage(const QString &text); // in the status bar
    // The run grew (a live run): every view shows the new run, the selected compile stays.
    void applyLiveUpdate(std::shared_ptr<const LoadedRun> run, std::shared_ptr<const Explanation> explanation);
    // The shell (mainwindowshell.cpp): start page, settings, recent runs, menus and toolbar.
    // Restores geometry, docks, toolbars, splitters and preferences from the settings file.
    void restoreSettings();
    void saveSettings(); // also on close
    void applySettings(); // the preferences: theme, runner, database, Graphviz timeout
    void resetLayout(); // View ▸ Reset Layout
    void closeRun(); // File ▸ Close: back to the start page
    StartPage *startPage() const { return m_startPage; }
    RecentRuns *recentRuns() const { return m_recent; }
    bool isShowingStartPage() const;

Q_SIGNALS:
    void runLoaded();
    void runUpdated(); // applyLiveUpdate
    void loadFailed(const QString &message);

protected:
    void showEvent(QShowEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createWidgets();
    void ensureFleetView();
    // A Fleet view row's run, in a window of its own, on the row's finding (FleetView::runRequested).
    void openJobRun(const QString &path, const QString &view, const QString &file, qint64 line);
    void onLoaded(std::shared_ptr<const LoadedRun> run, std::shared_ptr<const Explanation> explanation);
    void onProgress(qint64 done, qint64 total, double secondsLeft);
    void onFinished();
    // Number columns fitted to their numbers and headers (growOnly: only widened, after the
    // user's widths were restored), and the tree given room for them unless the user chose the split.
    void fitCompileTree(bool growOnly = false);
    void openFileDialog();
    void openFolderDialog();
    void recordRun(); // File ▸ Record Run…: runs a command, then opens what it recorded
    void abBenchmark(); // File ▸ A/B Benchmark…: runs or opens an A/B, shown in an A/B view window
    viewers::AbView *showAbResult(std::shared_ptr<const ab::AbResult> result);
    void compareWithDialog(); // File ▸ Compare With…: the loaded run against another (or two)
    void createShell(); // mainwindowshell.cpp
    void afterLoad(const Explanation &explanation); // mainwindowshell.cpp: recent list, last view, docks
    void showCoverage(const Coverage &coverage); // mainwindowshell.cpp
    void updateRunActions();
    void showRunPage(); // in place of the start page, laid out at once
    void rememberLayout(); // splitters and the run's column widths and sort orders, to the settings
    void showPreferences();
    QSize defaultSize() const;

    std::shared_ptr<const LoadedRun> m_run;
    LoadTask *m_loader = nullptr;
    QStringList m_loadingPaths;
    viewers::CompileTreeModel *m_compileModel = nullptr;
    QSortFilterProxyModel *m_compileProxy = nullptr;
    viewers::DiagnosticsModel *m_diagnosticsModel = nullptr;
    QTreeView *m_compileTree = nullptr;
    QSplitter *m_split = nullptr;
    QWidget *m_runPage = nullptr; // the left of the split: the coverage line over the compile tree
    QLabel *m_coverage = nullptr; // how much of the program ran compiled: read first
    viewers::EmptyState *m_treeState = nullptr; // the tree, or why there is none
    viewers::SelectionContext *m_selection = nullptr;
    FindingsTabs *m_findings = nullptr;
    Navigator *m_navigator = nullptr;
    QTableView *m_diagnostics = nullptr;
    viewers::ElidedLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancel = nullptr;
    viewers::TaskStatus *m_tasks = nullptr; // the other long tasks: profiling, A/B, recording, report
    QString m_screenshotOnLoad;
    bool m_loadFailed = false; // the last load could not open its input (a screenshot exits 1)
    viewers::FleetView *m_fleet = nullptr; // a page of m_pages once a fleet store was opened
    QString m_fleetLoading; // the store being opened
    bool m_quiet = false;
    bool m_fittedToScreen = false;
    QString m_initialView, m_initialCompile;
    QString m_missingCompile; // --compile named an id the run does not have
    QString m_initialBreakFile; // a break site to select once loaded (a Fleet row's), with its line
    qint64 m_initialBreakLine = 0;
    QStackedWidget *m_pages = nullptr; // the start page, or the run
    StartPage *m_startPage = nullptr;
    RecentRuns *m_recent = nullptr;
    std::unique_ptr<LayoutState> m_layout;
    QDockWidget *m_diagnosticsDock = nullptr;
    bool m_diagnosticsWanted = true; // false once the user hides the dock of a run that has diagnostics
    QToolBar *m_toolbar = nullptr;
    QMenu *m_recentMenu = nullptr;
    QList<QAction *> m_runActions; // enabled while a run is open
    QByteArray m_defaultState; // docks and toolbars as built, for Reset Layout
    bool m_splitChosen = false; // the tree's width was set by the user (now or in a past session)
};

} // namespace cs::app
