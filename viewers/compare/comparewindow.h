#pragma once

#include "core/diff/rundiff.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>

class QLabel;
class QPlainTextEdit;
class QTabWidget;
class QTableView;
class QThread;
class QTimer;

namespace cs::viewers {

class CompareGraphs;
class LongTask;
class TaskStatus;
struct CompareProgress; // bytes read per side and the cancel flag, shared with the worker
class DiffTableModel;

// Two runs side by side: what changed in compilation (compiles, graph breaks, recompiles,
// failures, guards, compile time), the graphs of both drawn by the graph view with the changes
// outlined, kernels matched by what they compute with their measured times and the test of
// the difference, profiler traces, stack versions. Every table has A's columns, B's and the
// delta; selecting a row selects the rows of the same compile pair in the other tables, and
// the graphs follow. The comparison runs off the UI thread.
class CompareWindow : public QMainWindow {
    Q_OBJECT
public:
    enum Tab { SummaryTab, CompilesTab, FindingsTab, GraphsTab, KernelsTab, TimesTab };

    explicit CompareWindow(QWidget *parent = nullptr);
    ~CompareWindow() override;

    // Opens both (anything `summary` opens, or db:FILE#RUN) and compares them.
    void compare(const QString &a, const QString &b, const QString &database = {});
    // A run already loaded (the main window's) against one to open.
    void compare(std::shared_ptr<const LoadedRun> a, const QString &labelA, const QString &b);
    bool isComparing() const;

    const diff::RunDiff &result() const { return m_diff; }
    DiffTableModel *model(Tab tab) const;
    QTableView *table(Tab tab) const;
    CompareGraphs *graphs() const { return m_graphs; }
    void showTab(Tab tab);
    void selectPair(int pair, const QObject *origin = nullptr); // the shared selection
    int selectedPair() const { return m_pair; }
    bool saveScreenshot(const QString &path);
    QString headerText() const; // the runs and what changed
    QString summaryText() const; // the Summary tab's "what changed": `compilescope diff`'s text

Q_SIGNALS:
    void compared();
    void cancelled(); // Cancel while reading or comparing: the comparison shown before stays
    void pairSelected(int pair);

private:
    void createMenus();
    void run(std::function<std::pair<diff::DiffInput, diff::DiffInput>(CompareProgress &)> open);
    void showProgress();
    void showResult(
        std::shared_ptr<const diff::DiffInput> a, std::shared_ptr<const diff::DiffInput> b, diff::RunDiff d);
    QTableView *addTable(Tab tab, const QString &title, QStringList headers, QWidget *below = nullptr);
    void showRowDetails(Tab tab, int row);
    void showSources(int kernel); // both kernels' generated code

    diff::RunDiff m_diff;
    std::shared_ptr<const diff::DiffInput> m_a, m_b;
    QTabWidget *m_tabs = nullptr;
    QLabel *m_header = nullptr, *m_notes = nullptr;
    DiffTableModel *m_models[6] = {};
    QTableView *m_tables[6] = {};
    QPlainTextEdit *m_changes = nullptr; // Summary: what changed, as `compilescope diff` prints it
    QTableView *m_summaryTables[2] = {}; // compile time by phase, versions
    DiffTableModel *m_versions = nullptr, *m_phases = nullptr;
    CompareGraphs *m_graphs = nullptr;
    QPlainTextEdit *m_sourceA = nullptr, *m_sourceB = nullptr;
    QThread *m_worker = nullptr;
    int m_generation = 0;
    // Reading and comparing, shown in the status bar with Cancel (which keeps what was shown).
    std::shared_ptr<CompareProgress> m_reading;
    QPointer<LongTask> m_task;
    TaskStatus *m_taskStatus = nullptr;
    QTimer *m_progressTimer = nullptr;
    QString m_shownHeader; // the header of the comparison shown, back after a cancel
    int m_pair = -1;
    bool m_syncing = false;
};

} // namespace cs::viewers
