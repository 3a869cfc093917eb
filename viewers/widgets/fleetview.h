#pragma once

#include "viewers/widgets/backgroundwork.h"

#include <QJsonObject>
#include <QMap>
#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;

namespace cs::fleet {
class FleetStore;
}

namespace cs::viewers {

class FleetTableModel;

// The Fleet view: a fleet store (core/fleet/FLEET_STORE.md) read through the same queries as
// `compilescope fleet report` (core/fleet/fleetreport.h), one tab per list — break sites by
// compile time added and by jobs hit, recompile causes, compile time by phase (by torch
// version, job or week), failing jobs, unreadable logs — and a comparison of two cohorts.
// Queries run off the UI thread, each on its own read-only connection; what is shown stays
// until a new answer replaces it, and a failed query leaves it as it was. Each row opens the
// run of the job it came from (runRequested), found in the store (core/fleet/fleetruns.h).
class FleetView : public QWidget {
    Q_OBJECT
public:
    explicit FleetView(QWidget *parent = nullptr);
    ~FleetView() override;

    // The store's folder when `path` is a fleet store (its folder, or its fleet.sqlite file);
    // empty otherwise.
    static QString storeDirOf(const QString &path);

    void open(const QString &storeDir); // answers with loaded() or failed()
    QString storeDir() const { return m_dir; } // the store shown; empty before one loaded
    bool isBusy() const { return m_running > 0; }

    // Sections, by name: sites-time, sites-jobs, causes, phases, failing, unreadable, compare.
    static QStringList sectionNames();
    bool showSection(const QString &name);
    QString currentSection() const;
    // Compile time by phase grouped by torch, job or week (the report's --by).
    void setBy(const QString &by);
    QString by() const { return m_by; }
    // Compares two cohorts (KEY=VALUE as `fleet report --compare` takes them).
    void compareCohorts(const QString &a, const QString &b);

    // For tests and the window: the lists as shown, the report and comparison they came from.
    // Tables: the section names, and for the comparison appeared, disappeared,
    // causes-appeared, causes-disappeared.
    QTableView *table(const QString &name) const;
    FleetTableModel *model(const QString &name) const;
    QJsonObject report() const { return m_report; }
    QJsonObject comparison() const { return m_comparison; }
    // Why no comparison is made by default (one torch version and one week), or empty.
    QString noComparisonReason() const { return m_noComparison; }
    QString statusText() const;
    // Opens the run of a table's row (a row of the model, not of the sorted view).
    void openRunOf(const QString &table, int modelRow);

Q_SIGNALS:
    void loaded(); // a store's report is shown
    void compared(); // a comparison is shown
    void failed(const QString &message); // a query failed; what was shown stays
    void settled(); // no query is running any more
    // Open this run (the trace folder of the row's log) on what the row is about: `view`
    // (fleetruns.h RowRun), the break site `file`:`line` selected there; empty: the run as it opens.
    void runRequested(const QString &path, const QString &view, const QString &file, qint64 line);
    void runMissing(const QString &message); // the row's run is no longer on disk

private:
    QWidget *makeTable(const QString &name, FleetTableModel *model);
    QWidget *makePhasesPage();
    QWidget *makeComparePage();
    void query(const char *what, const QString &dir, std::function<QJsonObject(fleet::FleetStore &, QString &)> work,
        std::function<void(const QJsonObject &, qint64)> done);
    void showReport(const QJsonObject &report, qint64 ms);
    void showComparison(const QJsonObject &comparison, qint64 ms);
    void fillCohorts();
    void compareIfChosen();
    void setStatus(const QString &text);
    void busyChanged();

    QString m_dir;
    QString m_by = QStringLiteral("torch");
    QJsonObject m_report, m_comparison;
    int m_running = 0;
    quint64 m_reportGeneration = 0, m_compareGeneration = 0;
    bool m_compareWanted = false;
    QString m_noComparison; // why no comparison is made by default, or empty
    QLabel *m_headline = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_busy = nullptr;
    QTabWidget *m_tabs = nullptr;
    QComboBox *m_byBox = nullptr;
    QComboBox *m_cohortA = nullptr, *m_cohortB = nullptr;
    QPushButton *m_compareButton = nullptr;
    QLabel *m_compareHeadline = nullptr;
    QMap<QString, FleetTableModel *> m_models;
    QMap<QString, QTableView *> m_tables;
    BackgroundWork m_work; // last: destroyed first, waiting for queries still running
};

} // namespace cs::viewers
