#pragma once

#include "core/ingest/runloader.h"

#include <QMainWindow>

#include <memory>

class QLabel;
class QProgressBar;
class QSortFilterProxyModel;
class QTableView;
class QToolButton;
class QTreeView;

namespace cs {
class LoadTask;
}

namespace cs::viewers {
class CompileDetails;
class CompileTimeChart;
class CompileTreeModel;
class DiagnosticsModel;
class InputsModel;
} // namespace cs::viewers

namespace cs::app {

// The main window: compile tree, details of the selected compile id, and the diagnostics
// of the loaded run. Loading runs off the UI thread; a failed load keeps what was shown.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    void openPaths(const QStringList &paths);
    const LoadedRun *run() const { return m_run.get(); }
    bool isLoading() const;
    // Saves the window as PNG (for documentation and visual checks).
    bool saveScreenshot(const QString &path);
    // After the next load finishes: save the screenshot and quit.
    void setScreenshotOnLoad(const QString &path) { m_screenshotOnLoad = path; }
    // Quiet windows report failures in the status bar and by signal only, never in a modal
    // dialog (screenshots, tests).
    void setQuiet(bool quiet) { m_quiet = quiet; }

Q_SIGNALS:
    void runLoaded();
    void loadFailed(const QString &message);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createWidgets();
    void onLoaded(std::shared_ptr<const LoadedRun> run);
    void onProgress(qint64 done, qint64 total, double secondsLeft);
    void onFinished();
    void openFileDialog();
    void openFolderDialog();
    void showAbout();

    std::shared_ptr<const LoadedRun> m_run;
    LoadTask *m_loader = nullptr;
    QStringList m_loadingPaths;
    viewers::CompileTreeModel *m_compileModel = nullptr;
    QSortFilterProxyModel *m_compileProxy = nullptr;
    viewers::DiagnosticsModel *m_diagnosticsModel = nullptr;
    viewers::InputsModel *m_inputsModel = nullptr;
    QTreeView *m_compileTree = nullptr;
    viewers::CompileDetails *m_details = nullptr;
    viewers::CompileTimeChart *m_timeChart = nullptr;
    QTableView *m_diagnostics = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancel = nullptr;
    QString m_screenshotOnLoad;
    bool m_quiet = false;
};

} // namespace cs::app
