#pragma once

#include "core/ingest/runloader.h"
#include "core/profiling/profiletask.h"
#include "viewers/widgets/longtask.h"

#include <QPointer>
#include <QWidget>

#include <memory>

QT_BEGIN_NAMESPACE
class QAction;
class QAction;
class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QTabWidget;
QT_END_NAMESPACE

namespace cs::viewers {

class AutotunePane;
class KernelCodePane;
class KernelHistoryChart;
class KernelsFilter;
class KernelsModel;

// The kernel profiler in the app: every kernel of the run with its latest measurement (the
// variant the run used; autotune candidates behind a toggle), "Profile" (progress, cancel)
// measuring the rows shown with the runner into the SQLite database, and for the selected
// kernel its history across profile runs and its generated code.
class KernelsPane : public QWidget {
    Q_OBJECT
public:
    explicit KernelsPane(QWidget *parent = nullptr);
    void setRun(std::shared_ptr<const LoadedRun> run);
    // Shows only the kernels of one compile id (empty: all).
    void setCompileFilter(const QString &compileId);
    void startProfile();
    // Selected elsewhere: its row becomes current (without kernelSelected); false when not listed.
    bool selectKernel(const QString &compileId, const QString &kernel);
    // Also lists (and profiles) the autotune candidates the run did not use.
    void setShowCandidates(bool show);
    // $COMPILESCOPE_DB, else the one set with setPreferredDatabase(), else defaultDatabasePath().
    static QString databasePath();
    static QString defaultDatabasePath(); // profiles.db in the user's application data folder
    static void setPreferredDatabase(const QString &path); // the app's preference; empty: none

    KernelsModel *model() const { return m_model; }
    // The run's kernels in the kernel vocabulary (runKernelCounts), as the status line says them.
    const KernelCounts &kernelCounts() const { return m_counts; }
    QString statusText() const; // the line above the table: the run's kernels and launches
    QTableView *table() const { return m_table; }
    KernelHistoryChart *historyChart() const { return m_history; }
    AutotunePane *autotunePane() const { return m_autotune; }
    KernelCodePane *codePane() const { return m_stackPane; } // IR → SASS
    QTabWidget *detailTabs() const { return m_tabs; } // Code, Autotuning, IR → SASS
    ProfileTask *task() const { return m_task; }
    QAction *whySeparateAction() const { return m_whySeparate; } // in the table's context menu

Q_SIGNALS:
    // A long task started (shown with progress and Cancel in the main window's status bar).
    void longTaskStarted(cs::viewers::LongTask *task);
    void plansReady(int count);
    void profileFinished(bool ok, const QString &message);
    // The user asked to see a kernel's graph nodes (double-click on a row).
    void kernelActivated(const QString &compileId, const QString &kernel);
    // The user selected a kernel's row.
    void kernelSelected(const QString &compileId, const QString &kernel);
    // The measurements shown beside the kernels changed (a new profile, the newest stored one for
    // this run, or none), for the other views that show a kernel's time.
    void measurementsShown(std::shared_ptr<const cs::ProfileRun> run);
    // Two kernels of one compile selected and "Why Are These Two Separate Kernels?" asked.
    void whySeparateAsked(const QString &compileId, const QString &kernelA, const QString &kernelB);

private:
    QList<const KernelPlan *> selectedPair() const;
    void showLatestStored();
    void showKernel(const QModelIndex &proxyIndex);
    void setBusy(bool busy);

    std::shared_ptr<const LoadedRun> m_run;
    std::shared_ptr<const LoadedRun> m_profiling; // the run of the profile under way
    ProfileTask *m_task = nullptr;
    QAction *m_whySeparate = nullptr;
    QPointer<LongTask> m_longTask; // the profile run shown in the status bar
    KernelsModel *m_model = nullptr;
    KernelsFilter *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_profile = nullptr, *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    KernelCounts m_counts;
    QCheckBox *m_onlySelected = nullptr;
    QCheckBox *m_candidates = nullptr;
    QString m_selectedCompile;
    bool m_quiet = false; // a row made current by the program: no kernelSelected
    KernelHistoryChart *m_history = nullptr;
    QLabel *m_codeTitle = nullptr;
    QPlainTextEdit *m_code = nullptr; // the code, long lines elided
    QString m_fullCode; // as the trace has it
    QAction *m_copyCode = nullptr; // in the code pane's context menu: copies m_fullCode
    AutotunePane *m_autotune = nullptr;
    KernelCodePane *m_stackPane = nullptr;
    QTabWidget *m_tabs = nullptr;
};

} // namespace cs::viewers
