#include "viewers/widgets/fleetview.h"

#include "core/fleet/fleetreport.h"
#include "core/fleet/fleetruns.h"
#include "core/fleet/fleetstore.h"
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

using Col = FleetTableModel::Column;
using Kind = FleetTableModel::Kind;

std::vector<Col> siteColumns()
{
    return {
        { QStringLiteral("added_s"), FleetTableModel::tr("Time added"), Kind::Seconds,
            FleetTableModel::tr("Compile time the breaks at this site added, over all logs") },
        { QStringLiteral("jobs"), FleetTableModel::tr("Jobs"), Kind::Count,
            FleetTableModel::tr("Jobs with at least one break here") },
        { QStringLiteral("logs"), FleetTableModel::tr("Logs"), Kind::Count, {} },
        { QStringLiteral("count"), FleetTableModel::tr("Breaks"), Kind::Count, {} },
        { QStringLiteral("site"), FleetTableModel::tr("Site"), Kind::Site, {} },
        { QStringLiteral("reason"), FleetTableModel::tr("Reason"), Kind::Text, {} },
    };
}

} // namespace

FleetView::FleetView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("fleet"));
    m_headline = new QLabel;
    m_headline->setObjectName(QStringLiteral("fleetHeadline"));
    m_headline->setTextFormat(Qt::PlainText);
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status = new QLabel;
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_busy = new QProgressBar;
    m_busy->setRange(0, 0); // busy: a query's progress is not known
    m_busy->setMaximumWidth(fontMetrics().averageCharWidth() * 16);
    m_busy->setMaximumHeight(fontMetrics().height());
    m_busy->hide();

    m_tabs = new QTabWidget;
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(makeTable(QStringLiteral("sites-time"), new FleetTableModel(siteColumns(), this)),
        tr("Break sites by time added"));
    auto byJobs = siteColumns();
    std::swap(byJobs[0], byJobs[1]); // jobs first: the list is ordered by them
    m_tabs->addTab(
        makeTable(QStringLiteral("sites-jobs"), new FleetTableModel(byJobs, this)), tr("Break sites by jobs hit"));
    m_tabs->addTab(makeTable(QStringLiteral("causes"),
                       new FleetTableModel(
                           {
                               { QStringLiteral("count"), tr("Recompiles"), Kind::Count, {} },
                               { QStringLiteral("jobs"), tr("Jobs"), Kind::Count, {} },
                               { QStringLiteral("compile_time_s"), tr("Compile time"), Kind::Seconds,
                                   tr("Compile time of the recompiles this cause made") },
                               { QStringLiteral("limit_hits"), tr("Limit hits"), Kind::Count,
                                   tr("Recompiles that hit the recompile limit") },
                               { QStringLiteral("category"), tr("Guard category"), Kind::Text, {} },
                               { QStringLiteral("source"), tr("Source"), Kind::Text, {} },
                           },
                           this)),
        tr("Recompile causes"));
    m_tabs->addTab(makePhasesPage(), tr("Compile time by phase"));
    m_tabs->addTab(makeTable(QStringLiteral("failing"),
                       new FleetTableModel(
                           {
                               { QStringLiteral("failures"), tr("Failures"), Kind::Count, {} },
                               { QStringLiteral("logs"), tr("Logs"), Kind::Count, tr("Logs with a failed compile") },
                               { QStringLiteral("job"), tr("Job"), Kind::Text, {} },
                               { QStringLiteral("first_fail_type"), tr("First failure"), Kind::Text, {} },
                           },
                           this)),
        tr("Failing jobs"));
    m_tabs->addTab(makeTable(QStringLiteral("unreadable"),
                       new FleetTableModel(
                           {
                               { QStringLiteral("status"), tr("Status"), Kind::Text, {} },
                               { QStringLiteral("job"), tr("Job"), Kind::Text, {} },
                               { QStringLiteral("path"), tr("Log"), Kind::Text, {} },
                               { QStringLiteral("error"), tr("Why"), Kind::Text, {} },
                           },
                           this)),
        tr("Unreadable logs"));
    m_tabs->addTab(makeComparePage(), tr("Compare cohorts"));
    const QStringList names = sectionNames();
    for (int i = 0; i < m_tabs->count(); ++i)
        m_tabs->widget(i)->setObjectName(names.value(i));
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (currentSection() == QLatin1String("compare"))
            compareIfChosen();
    });

    auto *top = new QHBoxLayout;
    top->addWidget(m_headline, 1);
    top->addWidget(m_busy);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_status);
    setStatus(tr("Open a fleet store (the folder `compilescope fleet index` wrote, or its fleet.sqlite)."));
}

FleetView::~FleetView() = default;

QStringList FleetView::sectionNames()
{
    return { QStringLiteral("sites-time"), QStringLiteral("sites-jobs"), QStringLiteral("causes"),
        QStringLiteral("phases"), QStringLiteral("failing"), QStringLiteral("unreadable"), QStringLiteral("compare") };
}

QString FleetView::storeDirOf(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir())
        return QFileInfo::exists(fleet::FleetStore::databasePath(path)) ? QDir::cleanPath(info.absoluteFilePath())
                                                                        : QString();
    if (info.fileName() == QLatin1String("fleet.sqlite"))
        return QDir::cleanPath(info.absolutePath());
    return {};
}

QWidget *FleetView::makeTable(const QString &name, FleetTableModel *model)
{
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(model);
    proxy->setSortRole(FleetTableModel::SortRole);
    auto *view = new QTableView;
    view->setObjectName(name);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(-1, Qt::AscendingOrder); // the report's order until a header is clicked
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->setTextElideMode(Qt::ElideMiddle);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setSectionsMovable(true);
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    const QString openText = name == QLatin1String("unreadable") ? tr("Open the log's folder") : tr("Open job's run");
    auto open = [this, name, proxy](const QModelIndex &index) {
        if (index.isValid())
            openRunOf(name, proxy->mapToSource(index).row());
    };
    // Double-click or Enter (not `activated`, which a double-click also emits: one open, not two).
    connect(view, &QTableView::doubleClicked, this, open);
    auto *enter = new QAction(view);
    enter->setShortcuts({ QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter) });
    enter->setShortcutContext(Qt::WidgetShortcut);
    connect(enter, &QAction::triggered, this, [view, open] { open(view->currentIndex()); });
    view->addAction(enter);
    connect(view, &QWidget::customContextMenuRequested, this, [view, open, openText](const QPoint &at) {
        const QModelIndex index = view->indexAt(at);
        if (!index.isValid())
            return;
        QMenu menu(view);
        QAction *action = menu.addAction(openText);
        action->setToolTip(tr("Opens the trace folder of the log this row came from, in a new window"));
        if (menu.exec(view->viewport()->mapToGlobal(at)) == action)
            open(index);
    });
    m_models.insert(name, model);
    m_tables.insert(name, view);
    return view;
}

QWidget *FleetView::makePhasesPage()
{
    auto *page = new QWidget;
    m_byBox = new QComboBox;
    m_byBox->addItem(tr("torch version"), QStringLiteral("torch"));
    m_byBox->addItem(tr("job"), QStringLiteral("job"));
    m_byBox->addItem(tr("week"), QStringLiteral("week"));
    connect(m_byBox, &QComboBox::activated, this, [this] { setBy(m_byBox->currentData().toString()); });
    auto *bar = new QHBoxLayout;
    auto *byLabel = new QLabel(tr("By:"));
    byLabel->setBuddy(m_byBox);
    bar->addWidget(byLabel);
    bar->addWidget(m_byBox);
    bar->addStretch(1);
    auto *table = makeTable(QStringLiteral("phases"),
        new FleetTableModel(
            {
                { QStringLiteral("group"), tr("Group"), Kind::Text, {} },
                { QStringLiteral("logs"), tr("Logs"), Kind::Count, {} },
                { QStringLiteral("jobs"), tr("Jobs"), Kind::Count, {} },
                { QStringLiteral("compiles"), tr("Compiles"), Kind::Count, {} },
                { QStringLiteral("compile_time_s"), tr("Compile time"), Kind::Seconds, {} },
                { QStringLiteral("dynamo_s"), tr("Dynamo"), Kind::Seconds, {} },
                { QStringLiteral("aot_autograd_s"), tr("AOTAutograd"), Kind::Seconds, {} },
                { QStringLiteral("inductor_s"), tr("Inductor"), Kind::Seconds, {} },
                { QStringLiteral("code_gen_s"), tr("Code generation"), Kind::Seconds, {} },
                { QStringLiteral("backward_s"), tr("Backward"), Kind::Seconds, {} },
            },
            this));
    // Numbers end the row: the last one stays beside the others, not at the far right.
    m_tables.value(QStringLiteral("phases"))->horizontalHeader()->setStretchLastSection(false);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(table, 1);
    return page;
}

QWidget *FleetView::makeComparePage()
{
    auto *page = new QWidget;
    auto cohortBox = [] {
        auto *box = new QComboBox;
        box->setEditable(true); // any cohort `fleet report --compare` takes
        box->setInsertPolicy(QComboBox::NoInsert);
        box->setMinimumContentsLength(22);
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setToolTip(tr("A cohort: torch=VERSION, job=GLOB or week=YYYY-Www"));
        return box;
    };
    m_cohortA = cohortBox();
    m_cohortB = cohortBox();
    m_compareButton = new QPushButton(tr("Compare"));
    m_compareButton->setEnabled(false); // until a store is shown
    connect(m_compareButton, &QPushButton::clicked, this,
        [this] { compareCohorts(m_cohortA->currentText().trimmed(), m_cohortB->currentText().trimmed()); });
    auto *bar = new QHBoxLayout;
    auto *before = new QLabel(tr("Before:"));
    before->setBuddy(m_cohortA);
    auto *after = new QLabel(tr("After:"));
    after->setBuddy(m_cohortB);
    bar->addWidget(before);
    bar->addWidget(m_cohortA);
    bar->addWidget(after);
    bar->addWidget(m_cohortB);
    bar->addWidget(m_compareButton);
    bar->addStretch(1);
    m_compareHeadline = new QLabel;
    m_compareHeadline->setTextFormat(Qt::PlainText);
    m_compareHeadline->setWordWrap(true);
    m_compareHeadline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    std::vector<Col> sites = {
        { QStringLiteral("added_s"), tr("Time added"), Kind::Seconds, {} },
        { QStringLiteral("jobs"), tr("Jobs"), Kind::Count, {} },
        { QStringLiteral("count"), tr("Breaks"), Kind::Count, {} },
        { QStringLiteral("site"), tr("Site"), Kind::Site, {} },
        { QStringLiteral("reason"), tr("Reason"), Kind::Text, {} },
    };
    std::vector<Col> causes = {
        { QStringLiteral("count"), tr("Recompiles"), Kind::Count, {} },
        { QStringLiteral("jobs"), tr("Jobs"), Kind::Count, {} },
        { QStringLiteral("category"), tr("Guard category"), Kind::Text, {} },
        { QStringLiteral("source"), tr("Source"), Kind::Text, {} },
    };
    auto titled = [](const QString &title, QWidget *w) {
        auto *box = new QWidget;
        auto *l = new QVBoxLayout(box);
        l->setContentsMargins(0, 0, 0, 0);
        auto *label = new QLabel(title);
        QFont bold = label->font();
        bold.setBold(true);
        label->setFont(bold);
        l->addWidget(label);
        l->addWidget(w, 1);
        return box;
    };
    auto *split = new QSplitter(Qt::Vertical);
    auto *sitesRow = new QSplitter(Qt::Horizontal);
    sitesRow->addWidget(titled(tr("Break sites that appeared (after, never before)"),
        makeTable(QStringLiteral("appeared"), new FleetTableModel(sites, this))));
    sitesRow->addWidget(titled(tr("Break sites that disappeared"),
        makeTable(QStringLiteral("disappeared"), new FleetTableModel(sites, this))));
    auto *causesRow = new QSplitter(Qt::Horizontal);
    causesRow->addWidget(titled(tr("Recompile causes that appeared"),
        makeTable(QStringLiteral("causes-appeared"), new FleetTableModel(causes, this))));
    causesRow->addWidget(titled(tr("Recompile causes that disappeared"),
        makeTable(QStringLiteral("causes-disappeared"), new FleetTableModel(causes, this))));
    split->addWidget(sitesRow);
    split->addWidget(causesRow);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_compareHeadline);
    layout->addWidget(split, 1);
    return page;
}

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
    m_headline->setText(
        tr("%1 — %2 logs of %3 jobs (%4 unreadable) · %5 compiles · %6 graph breaks · %7 recompiles · %8 failures · "
           "%9 compile time")
            .arg(DisplayText::line(m_dir))
            .arg(n("logs"))
            .arg(n("jobs"))
            .arg(n("logs_unreadable"))
            .arg(n("compiles"))
            .arg(n("graph_breaks"))
            .arg(n("recompiles"))
            .arg(n("failures"))
            .arg(FleetTableModel::seconds(t.value(QStringLiteral("compile_time_s")).toDouble())));
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
    setStatus(tr("The top %1 of each list, answered in %2 ms. Double-click a row, or use its context menu, to open "
                 "the job's run.")
                  .arg(RowsPerList)
                  .arg(ms));
}

// The cohorts offered: the values of the phases' grouping (KEY=VALUE); the first two torch
// versions preselected, oldest before.
void FleetView::fillCohorts()
{
    const QString a = m_cohortA->currentText(), b = m_cohortB->currentText();
    QStringList values;
    for (const QJsonValue &v : m_report.value(QStringLiteral("phases")).toArray()) {
        const QString group = v.toObject().value(QStringLiteral("group")).toString();
        // Logs that name no torch version are grouped as 'unknown', which no cohort selects.
        const bool noVersion = m_by == QLatin1String("torch") && group == QLatin1String("unknown");
        if (!group.isEmpty() && !noVersion && values.size() < MostCohortValues)
            values << QStringLiteral("%1=%2").arg(m_by, group);
    }
    for (QComboBox *box : { m_cohortA, m_cohortB }) {
        box->clear();
        for (const QString &v : std::as_const(values))
            box->addItem(DisplayText::line(v), v);
    }
    if (!a.isEmpty() || !b.isEmpty()) { // the user's choice stays
        m_cohortA->setEditText(a);
        m_cohortB->setEditText(b);
    } else if (values.size() >= 2) {
        m_cohortA->setCurrentIndex(0);
        m_cohortB->setCurrentIndex(static_cast<int>(values.size()) - 1);
        m_compareWanted = m_by == QLatin1String("torch");
    }
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
    QString text = tr("%1 (%2 logs) → %3 (%4 logs): compile time per log %5 → %6")
                       .arg(DisplayText::line(c.value(QStringLiteral("a")).toString()))
                       .arg(t.value(QStringLiteral("logs_a")).toInteger())
                       .arg(DisplayText::line(c.value(QStringLiteral("b")).toString()))
                       .arg(t.value(QStringLiteral("logs_b")).toInteger())
                       .arg(sec("mean_a_s"), sec("mean_b_s"));
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
    Q_EMIT runRequested(folder);
}

} // namespace cs::viewers
