#include "viewers/widgets/fleetview.h"

#include "core/fleet/fleetreport.h"
#include "core/fleet/fleetruns.h"
#include "core/fleet/fleetstore.h"
#include "core/util/countedtext.h"
#include "viewers/displaytext.h"
#include "viewers/models/fleettablemodel.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLoggingCategory>
#include <QMenu>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>
#include <ctime>

namespace cs::viewers {

// `QT_LOGGING_RULES=compilescope.fleet.info=true`: each query's time (bench_fleet.py reads it).
Q_LOGGING_CATEGORY(lcFleet, "compilescope.fleet", QtWarningMsg)

namespace {

constexpr int RowsPerList = 100; // the report's top lists in the view (the CLI's default is 20)
constexpr int MostCohortValues = 500;

double threadCpuMs()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

} // namespace

QTableView *FleetView::table(const QString &name) const
{
    return m_tables.value(name);
}

FleetTableModel *FleetView::model(const QString &name) const
{
    return m_models.value(name);
}

QString FleetView::statusText() const
{
    return m_status->text();
}

void FleetView::setStatus(const QString &text)
{
    m_status->setText(DisplayText::line(text, DisplayText::DetailChars));
}

void FleetView::busyChanged()
{
    m_busy->setVisible(m_running > 0);
    m_compareButton->setEnabled(!m_dir.isEmpty());
    if (m_running == 0)
        Q_EMIT settled();
}

bool FleetView::showSection(const QString &name)
{
    const int i = static_cast<int>(sectionNames().indexOf(name));
    if (i < 0)
        return false;
    m_tabs->setCurrentIndex(i);
    return true;
}

QString FleetView::currentSection() const
{
    return sectionNames().value(m_tabs->currentIndex());
}

// Work on a read-only connection of its own, on a thread of its own; `done` runs on the UI
// thread with the answer and the query's time, unless the view is gone by then.
void FleetView::query(const char *what, const QString &dir,
    std::function<QJsonObject(fleet::FleetStore &, QString &)> work,
    std::function<void(const QJsonObject &, qint64)> done)
{
    ++m_running;
    busyChanged();
    QPointer<FleetView> self(this);
    m_work.start([self, what, dir, work = std::move(work), done = std::move(done)] {
        QElapsedTimer timer;
        timer.start();
        const double cpuStart = threadCpuMs();
        QString error;
        QJsonObject answer;
        auto store = fleet::FleetStore::open(dir, true);
        if (!store)
            error = store.error().toString();
        else
            answer = work(store.value(), error);
        const qint64 ms = timer.elapsed();
        // The thread's CPU time as well: what the query costs when the machine is busy with more.
        qCInfo(lcFleet, "%s: %lld ms (CPU %.0f ms)", what, static_cast<long long>(ms), threadCpuMs() - cpuStart);
        QMetaObject::invokeMethod(
            qApp,
            [self, answer, error, ms, done] {
                if (!self)
                    return;
                --self->m_running;
                if (error.isEmpty())
                    done(answer, ms);
                else {
                    self->setStatus(tr("Could not read the fleet store: %1").arg(error));
                    Q_EMIT self->failed(error);
                }
                self->busyChanged();
            },
            Qt::QueuedConnection);
    });
}

void FleetView::open(const QString &storeDir)
{
    const QString dir = QDir::cleanPath(QFileInfo(storeDir).absoluteFilePath());
    setStatus(tr("Reading the fleet store %1…").arg(dir));
    const quint64 generation = ++m_reportGeneration;
    const QString by = m_by;
    query(
        "report", dir,
        [by](fleet::FleetStore &store, QString &error) {
            fleet::ReportOptions options;
            options.by = by;
            options.limit = RowsPerList;
            auto r = fleet::fleetReport(store, options);
            if (!r) {
                error = r.error().toString();
                return QJsonObject();
            }
            return r.value();
        },
        [this, dir, generation](const QJsonObject &report, qint64 ms) {
            if (generation != m_reportGeneration)
                return; // a newer query is on its way
            const bool another = dir != m_dir;
            m_dir = dir;
            if (another) { // another store: its comparison is to be chosen again
                m_comparison = {};
                for (const char *name : { "appeared", "disappeared", "causes-appeared", "causes-disappeared" })
                    m_models.value(QLatin1String(name))->setRows({});
                m_compareHeadline->clear();
                m_cohortA->clear();
                m_cohortB->clear();
            }
            showReport(report, ms);
            Q_EMIT loaded();
            if (currentSection() == QLatin1String("compare"))
                compareIfChosen();
        });
}

void FleetView::setBy(const QString &by)
{
    if (by != QLatin1String("torch") && by != QLatin1String("job") && by != QLatin1String("week"))
        return;
    m_by = by;
    m_byBox->setCurrentIndex(m_byBox->findData(by));
    if (!m_dir.isEmpty())
        open(m_dir);
}

void FleetView::showReport(const QJsonObject &report, qint64 ms)
{
    m_report = report;
    const QJsonObject t = report.value(QStringLiteral("totals")).toObject();
    auto n = [&](const char *key) { return t.value(QLatin1String(key)).toInteger(); };
    // The logs by status add up: ok + read in part + unreadable = logs.
    // Counts in words: the translation's plural forms; English sources say "(s)", resolved here.
    auto counted = [&](const QString &text, const char *key) { return countedText(text, n(key)); };
    m_headline->setText(tr("%1 — %2 logs of %3 jobs (%4 ok, %5 read in part, %6 unreadable) · %7 · %8 · %9 · %10 · "
                           "%11 compile time")
                            .arg(DisplayText::line(m_dir))
                            .arg(n("logs"))
                            .arg(n("jobs"))
                            .arg(n("logs_ok"))
                            .arg(n("logs_partial"))
                            .arg(n("logs_unreadable"))
                            .arg(counted(tr("%n compile(s)", nullptr, int(n("compiles"))), "compiles"),
                                counted(tr("%n graph break(s)", nullptr, int(n("graph_breaks"))), "graph_breaks"),
                                counted(tr("%n recompile(s)", nullptr, int(n("recompiles"))), "recompiles"),
                                counted(tr("%n failure(s)", nullptr, int(n("failures"))), "failures"),
                                FleetTableModel::seconds(t.value(QStringLiteral("compile_time_s")).toDouble())));
    m_models.value(QStringLiteral("sites-time"))
        ->setRows(report.value(QStringLiteral("break_sites_by_time")).toArray());
    m_models.value(QStringLiteral("sites-jobs"))
        ->setRows(report.value(QStringLiteral("break_sites_by_jobs")).toArray());
    m_models.value(QStringLiteral("causes"))->setRows(report.value(QStringLiteral("recompile_causes")).toArray());
    m_models.value(QStringLiteral("phases"))->setRows(report.value(QStringLiteral("phases")).toArray());
    m_models.value(QStringLiteral("failing"))->setRows(report.value(QStringLiteral("failing_jobs")).toArray());
    m_models.value(QStringLiteral("unreadable"))->setRows(report.value(QStringLiteral("unreadable_logs")).toArray());
    for (QTableView *view : std::as_const(m_tables)) {
        view->resizeColumnsToContents();
        const int most = fontMetrics().averageCharWidth() * 60; // long reasons elide; tooltips have them
        for (int c = 0; c < view->model()->columnCount(); ++c)
            view->setColumnWidth(c, std::min(view->columnWidth(c), most));
    }
    fillCohorts();
    const QJsonArray unread = report.value(QStringLiteral("errors")).toArray();
    if (!unread.isEmpty()) // a store damaged in places: what could be read is shown
        setStatus(tr("Parts of the store could not be read: %1").arg(unread.first().toString()));
    else
        setStatus(tr("The top %1 of each list, answered in %2 ms. Double-click a row, or use its context menu, to open "
                     "the job's run.")
                      .arg(RowsPerList)
                      .arg(ms));
}

// The cohorts offered: the torch versions (no version: torch=unknown, a cohort of its own) and
// the weeks of the store, and the values of the phases' grouping. The default comparison: the
// oldest and newest torch versions when the store has two; with one version, the two most
// recent weeks; else none, and the comparison page says why.
void FleetView::fillCohorts()
{
    const QString a = m_cohortA->currentText(), b = m_cohortB->currentText();
    const QJsonObject known = m_report.value(QStringLiteral("cohort_values")).toObject();
    auto valuesOf = [&](const QString &key) {
        QStringList out;
        for (const QJsonValue &v : known.value(key).toArray())
            out << QStringLiteral("%1=%2").arg(key, v.toObject().value(QStringLiteral("value")).toString());
        return out;
    };
    const QStringList torch = valuesOf(QStringLiteral("torch")), weeks = valuesOf(QStringLiteral("week"));
    QStringList versions = torch; // named versions, for the default
    versions.removeAll(QStringLiteral("torch=unknown"));
    QStringList values = torch + weeks;
    for (const QJsonValue &v : m_report.value(QStringLiteral("phases")).toArray()) {
        const QString group = v.toObject().value(QStringLiteral("group")).toString();
        const QString value = QStringLiteral("%1=%2").arg(m_by, group);
        if (!group.isEmpty() && !values.contains(value))
            values << value;
    }
    values = values.mid(0, MostCohortValues);
    for (QComboBox *box : { m_cohortA, m_cohortB }) {
        box->clear();
        for (const QString &v : std::as_const(values))
            box->addItem(DisplayText::line(v), v);
    }
    m_noComparison.clear();
    if (!a.isEmpty() || !b.isEmpty()) { // the user's choice stays
        m_cohortA->setEditText(a);
        m_cohortB->setEditText(b);
        return;
    }
    QString from, to;
    if (versions.size() >= 2) {
        from = versions.first();
        to = versions.last();
    } else if (weeks.size() >= 2) {
        from = weeks.at(weeks.size() - 2);
        to = weeks.last();
    }
    if (from.isEmpty()) {
        m_noComparison = tr("No comparison to make by default: the store's readable logs have %1 and %2. Index logs "
                            "of another torch version or week, or type two cohorts (job=GLOB) and press Compare.")
                             .arg(versions.isEmpty() ? tr("no torch version")
                                                     : tr("one torch version (%1)").arg(versions.first().mid(6)),
                                 weeks.size() == 1 ? tr("one week (%1)").arg(weeks.first().mid(5)) : tr("no week"));
        m_compareHeadline->setText(m_noComparison);
        m_cohortA->setEditText(QString());
        m_cohortB->setEditText(QString());
        return;
    }
    m_cohortA->setEditText(from);
    m_cohortB->setEditText(to);
    m_compareWanted = true;
}

void FleetView::compareIfChosen()
{
    if (m_dir.isEmpty() || !m_comparison.isEmpty() || !m_compareWanted)
        return;
    m_compareWanted = false;
    compareCohorts(m_cohortA->currentText().trimmed(), m_cohortB->currentText().trimmed());
}

void FleetView::compareCohorts(const QString &a, const QString &b)
{
    if (m_dir.isEmpty())
        return;
    if (a.isEmpty() || b.isEmpty()) {
        setStatus(tr("Choose two cohorts to compare."));
        return;
    }
    m_cohortA->setEditText(a);
    m_cohortB->setEditText(b);
    m_compareWanted = false;
    const quint64 generation = ++m_compareGeneration;
    setStatus(tr("Comparing %1 with %2…").arg(a, b));
    query(
        "compare", m_dir,
        [a, b](fleet::FleetStore &store, QString &error) {
            auto c = fleet::fleetCompare(store, a, b, RowsPerList);
            if (!c) {
                error = c.error().toString();
                return QJsonObject();
            }
            return c.value();
        },
        [this, generation](const QJsonObject &comparison, qint64 ms) {
            if (generation != m_compareGeneration)
                return;
            showComparison(comparison, ms);
            Q_EMIT compared();
        });
}

void FleetView::showComparison(const QJsonObject &c, qint64 ms)
{
    m_comparison = c;
    m_models.value(QStringLiteral("appeared"))->setRows(c.value(QStringLiteral("sites_appeared")).toArray());
    m_models.value(QStringLiteral("disappeared"))->setRows(c.value(QStringLiteral("sites_disappeared")).toArray());
    m_models.value(QStringLiteral("causes-appeared"))
        ->setRows(c.value(QStringLiteral("recompile_causes_appeared")).toArray());
    m_models.value(QStringLiteral("causes-disappeared"))
        ->setRows(c.value(QStringLiteral("recompile_causes_disappeared")).toArray());
    for (const char *name : { "appeared", "disappeared", "causes-appeared", "causes-disappeared" })
        m_tables.value(QLatin1String(name))->resizeColumnsToContents();
    const QJsonObject t = c.value(QStringLiteral("compile_time_per_log")).toObject();
    auto sec = [&](const char *key) { return FleetTableModel::seconds(t.value(QLatin1String(key)).toDouble()); };
    auto logs = [&](const char *key) {
        const qint64 n = t.value(QLatin1String(key)).toInteger();
        return countedText(tr("%n log(s)", nullptr, int(n)), n);
    };
    QString text = tr("%1 (%2) → %3 (%4): compile time per log %5 → %6")
                       .arg(DisplayText::line(c.value(QStringLiteral("a")).toString()), logs("logs_a"),
                           DisplayText::line(c.value(QStringLiteral("b")).toString()), logs("logs_b"),
                           sec("mean_a_s"), sec("mean_b_s"));
    if (t.contains(QStringLiteral("mean_change_s"))) {
        // Rounded to the millisecond shown: no "-0.000 s".
        const double change = std::round(t.value(QStringLiteral("mean_change_s")).toDouble() * 1e3) / 1e3;
        text += QLatin1Char('\n')
            + tr("Change %1%2 (95% interval %3 to %4, Welch): %5. Typical log's shift (Hodges-Lehmann) %6 (95% "
                 "interval %7 to %8).")
                  .arg(change > 0 ? QStringLiteral("+") : QString(),
                      FleetTableModel::seconds(change == 0 ? 0.0 : change), sec("mean_change_low_s"),
                      sec("mean_change_high_s"),
                      t.value(QStringLiteral("significant")).toBool() ? tr("a real change")
                                                                      : tr("not distinguishable from no change"),
                      sec("shift_s"), sec("shift_low_s"), sec("shift_high_s"));
    } else
        text += QLatin1Char('\n') + tr("Too few logs on a side for an interval (two at least).");
    m_compareHeadline->setText(text);
    setStatus(tr("Compared in %1 ms.").arg(ms));
}

void FleetView::openRunOf(const QString &table, int modelRow)
{
    FleetTableModel *model = m_models.value(table);
    if (!model || m_dir.isEmpty())
        return;
    const QJsonObject o = model->rowObject(modelRow);
    if (o.isEmpty())
        return;
    fleet::RowRef ref;
    using K = fleet::RowRef::Kind;
    if (table.startsWith(QLatin1String("sites")) || table == QLatin1String("appeared")
        || table == QLatin1String("disappeared")) {
        ref.kind = K::Site;
        ref.reason = o.value(QStringLiteral("reason")).toString();
        ref.a = o.value(QStringLiteral("file")).toString();
        ref.line = o.value(QStringLiteral("line")).toInteger();
    } else if (table.startsWith(QLatin1String("causes"))) {
        ref.kind = K::Cause;
        ref.a = o.value(QStringLiteral("category")).toString();
        ref.b = o.value(QStringLiteral("source")).toString();
    } else if (table == QLatin1String("failing")) {
        ref.kind = K::Job;
        ref.a = o.value(QStringLiteral("job")).toString();
    } else if (table == QLatin1String("phases")) {
        ref.kind = K::Group;
        ref.a = m_report.value(QStringLiteral("by")).toString();
        ref.b = o.value(QStringLiteral("group")).toString();
    } else {
        ref.kind = K::Log;
        ref.a = o.value(QStringLiteral("path")).toString();
    }
    // One indexed lookup: on the UI thread, on a connection of its own.
    auto store = fleet::FleetStore::open(m_dir, true);
    if (!store) {
        setStatus(tr("Could not read the fleet store: %1").arg(store.error().toString()));
        Q_EMIT failed(store.error().toString());
        return;
    }
    auto run = fleet::runOfRow(store.value(), ref);
    if (!run) {
        setStatus(tr("No run to open for this row: %1").arg(run.error().toString()));
        return;
    }
    const QFileInfo log(run->logPath);
    if (!log.exists()) {
        const QString message
            = tr("The run of job %1 is no longer there: %2 (indexed in the store, since moved or deleted).")
                  .arg(DisplayText::line(run->job), DisplayText::line(run->logPath, DisplayText::DetailChars));
        setStatus(message);
        Q_EMIT runMissing(message);
        return;
    }
    // The job's run: the trace folder of the log (its ranks beside it).
    const QString folder = log.absolutePath();
    setStatus(tr("Opening the run of job %1: %2").arg(DisplayText::line(run->job), DisplayText::line(folder)));
    Q_EMIT runRequested(folder, run->view, run->file, run->line);
}

} // namespace cs::viewers
