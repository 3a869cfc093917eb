#include "viewers/widgets/kernelspane.h"

#include "core/analysis/kernelcounts.h"
#include "core/model/compileid.h"
#include "core/report/summaryjson.h"
#include "core/storage/profilestore.h"
#include "core/util/countedtext.h"
#include "viewers/displaytext.h"
#include "viewers/models/kernelsmodel.h"
#include "viewers/widgets/autotunepane.h"
#include "viewers/widgets/kernelcodepane.h"
#include "viewers/widgets/kernelhistorychart.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDir>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace cs::viewers {

namespace {

QString g_preferredDatabase; // set and read on the GUI thread
constexpr int TitleNameChars = 120; // the kernel's name in the code pane's title: two lines at most

} // namespace

void KernelsPane::setPreferredDatabase(const QString &path)
{
    g_preferredDatabase = path;
}

QString KernelsPane::databasePath()
{
    const QString env = qEnvironmentVariable("COMPILESCOPE_DB");
    if (!env.isEmpty())
        return env;
    return g_preferredDatabase.isEmpty() ? defaultDatabasePath() : g_preferredDatabase;
}

QString KernelsPane::defaultDatabasePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + QStringLiteral("/profiles.db");
}

KernelsPane::KernelsPane(QWidget *parent)
    : QWidget(parent)
    , m_task(new ProfileTask(this))
    , m_model(new KernelsModel(this))
    , m_proxy(new KernelsFilter(this))
{
    m_proxy->setSourceModel(m_model);

    m_profile = new QPushButton(tr("&Profile"));
    m_profile->setObjectName(QStringLiteral("profile"));
    m_profile->setToolTip(tr("Measure every kernel of this run with the kernel runner and keep the results"));
    m_cancel = new QPushButton(tr("Cancel"));
    m_progress = new QProgressBar;
    m_progress->setTextVisible(true);
    m_status = new QLabel;
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true); // the counts and the database's path: two lines rather than cut
    m_status->setToolTip(KernelWords::distinctKernels() + QStringLiteral("\n\n") + KernelWords::launches()
        + QStringLiteral("\n\n")
        + tr(
            "Extern calls (library kernels such as mm or attention) are not listed here: the compile tree's Kernels "
            "tooltip and summary count their launches. A row is a launch plan: a kernel whose variant the run does not "
            "record has a row per variant."));
    m_onlySelected = new QCheckBox(tr("Selected compile only"));
    m_candidates = new QCheckBox(tr("Autotune candidates"));
    m_candidates->setObjectName(QStringLiteral("candidates"));
    m_candidates->setToolTip(tr("Also list, and profile, the variants autotuning compiled but the run did not use. "
                                "By default each kernel is the variant the run used."));
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_profile);
    bar->addWidget(m_cancel);
    bar->addWidget(m_progress, 1);
    bar->addWidget(m_candidates);
    bar->addWidget(m_onlySelected);

    m_table = new QTableView;
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(KernelsModel::MedianColumn, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // One row is the kernel shown; two of one compile can be asked why they are not one kernel.
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_whySeparate = new QAction(tr("Why Are These Two Separate Kernels?"), this);
    m_whySeparate->setToolTip(tr("Select two kernels of one compile: the Fusion view says what Inductor recorded "
                                 "about fusing them, or why it could not have"));
    m_whySeparate->setEnabled(false);
    m_table->addAction(m_whySeparate);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAlternatingRowColors(true);
    // One line per row, of one height: no row is measured (its text is elided in the model).
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->setWordWrap(false);

    m_history = new KernelHistoryChart;
    m_codeTitle = new QLabel;
    m_codeTitle->setWordWrap(true);
    m_code = new QPlainTextEdit;
    m_code->setObjectName(QStringLiteral("kernelCode"));
    m_code->setReadOnly(true);
    m_code->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_code->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // The pane shows long lines elided (DisplayText::code); its context menu copies the code whole.
    m_copyCode = new QAction(tr("Copy All Code Unabridged"), this);
    m_copyCode->setObjectName(QStringLiteral("copyFullCode"));
    m_copyCode->setToolTip(tr("The kernel's whole code as the trace has it, long lines included"));
    connect(m_copyCode, &QAction::triggered, this, [this] { QApplication::clipboard()->setText(m_fullCode); });
    m_code->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_code, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        std::unique_ptr<QMenu> menu(m_code->createStandardContextMenu(pos));
        menu->addSeparator();
        m_copyCode->setEnabled(!m_fullCode.isEmpty());
        menu->addAction(m_copyCode);
        menu->exec(m_code->viewport()->mapToGlobal(pos));
    });
    auto *codeBox = new QWidget;
    auto *codeLayout = new QVBoxLayout(codeBox);
    codeLayout->setContentsMargins(0, 0, 0, 0);
    codeLayout->addWidget(m_codeTitle);
    codeLayout->addWidget(m_code, 1);
    m_autotune = new AutotunePane;
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("kernelTabs"));
    m_tabs->addTab(codeBox, tr("Code"));
    m_tabs->addTab(m_autotune, tr("Autotuning"));
    m_tabs->setTabToolTip(1,
        tr("How Inductor chose this kernel: every candidate it timed, the winner's margin, the ones dropped and why"));
    m_stackPane = new KernelCodePane;
    m_tabs->addTab(m_stackPane, tr("IR → SASS"));
    m_tabs->setTabToolTip(
        2, tr("The kernel's code down the stack — module, TTIR, TTGIR, LLVM IR, PTX, SASS — tied line by line"));
    auto *details = new QSplitter(Qt::Horizontal);
    details->addWidget(m_history);
    details->addWidget(m_tabs);
    details->setSizes({ 460, 640 });
    // Three columns of code want the room: the history chart narrows while that tab is shown.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this, details] {
        const int total = details->sizes().value(0) + details->sizes().value(1);
        if (m_tabs->currentWidget() == m_stackPane)
            details->setSizes({ total / 5, total - total / 5 });
        else if (details->sizes().value(0) < total / 4)
            details->setSizes({ total * 2 / 5, total - total * 2 / 5 });
    });
    m_history->setMinimumWidth(320);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_table);
    split->addWidget(details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(split, 1);
    layout->addWidget(m_status);
    setBusy(false);

    connect(m_profile, &QPushButton::clicked, this, &KernelsPane::startProfile);
    connect(m_cancel, &QPushButton::clicked, m_task, &ProfileTask::requestStop);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const auto pair = selectedPair();
        m_whySeparate->setEnabled(pair.size() == 2);
    });
    connect(m_whySeparate, &QAction::triggered, this, [this] {
        if (const QList<const KernelPlan *> pair = selectedPair(); pair.size() == 2)
            Q_EMIT whySeparateAsked(pair[0]->compileId, pair[0]->name, pair[1]->name);
    });
    connect(m_onlySelected, &QCheckBox::toggled, this, [this] { setCompileFilter(m_selectedCompile); });
    connect(m_candidates, &QCheckBox::toggled, this, &KernelsPane::setShowCandidates);
    m_table->setToolTip(tr("Double-click a kernel to see its nodes in the graph"));
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &i) {
        if (const KernelPlan *p = m_model->planAt(m_proxy->mapToSource(i)))
            Q_EMIT kernelActivated(p->compileId, p->name);
    });
    connect(
        m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
            showKernel(current);
            if (const KernelPlan *p = m_model->planAt(m_proxy->mapToSource(current)); p && !m_quiet)
                Q_EMIT kernelSelected(p->compileId, p->name);
        });
    connect(m_task, &ProfileTask::planned, this, [this](const QList<KernelPlan> &plans) {
        m_model->setPlans(plans);
        int launchable = 0, candidates = 0, same = 0;
        for (const KernelPlan &p : plans) {
            candidates += p.isCandidate();
            launchable += p.launchable() && !p.isCandidate();
            // Each kernel's identical copies once: its unresolved variants (`…@2`) share them.
            const bool firstVariant = !p.id.contains(u'@') || p.id.endsWith(QLatin1String("@1"));
            same += p.isCandidate() || !p.package.isEmpty() || !firstVariant ? 0 : int(p.sameIn.size());
        }
        const int used = static_cast<int>(plans.size()) - candidates;
        // Columns that say nothing for this run (no Triton kernels, no recorded autotuning times) stay hidden.
        const bool triton = std::any_of(
            plans.begin(), plans.end(), [](const KernelPlan &p) { return p.kind == QLatin1String("triton"); });
        const bool inductor
            = std::any_of(plans.begin(), plans.end(), [](const KernelPlan &p) { return p.inductorUs > 0; });
        m_table->setColumnHidden(KernelsModel::VariantColumn, !triton);
        m_table->setColumnHidden(KernelsModel::InductorColumn, !inductor);
        m_candidates->setEnabled(candidates > 0);
        // Counted in the kernel vocabulary (kernelcounts.h), as the compile tree and `summary` count them;
        // a row is a launch plan (a kernel's unresolved variants are rows of one kernel).
        // The run's counts (summary's totals), not the rows': a row is a launch plan, one for a
        // kernel whose code is the same in several ranks or DDP children, one per unrecorded variant.
        m_counts = m_run ? runKernelCounts(*m_run) : KernelCounts {};
        m_status->setText(
            countedText(tr("%n distinct kernel(s)", nullptr, m_counts.distinctKernels), m_counts.distinctKernels)
            + (m_counts.branchLaunches > 0
                    // torch.cond branches or a while_loop decide how many run: the range, extern calls in it
                    ? tr(" (%1 launches per call, extern calls included, by the branches taken)")
                          .arg(launchesRange(m_counts))
                    // Launches as summary counts them, extern calls included; the split after them.
                    : countedText(
                          tr(" (%n launch(es) per call of their graphs", nullptr, m_counts.launches), m_counts.launches)
                        + (m_counts.externLaunches > 0
                                ? countedText(tr(": %1 of generated kernels, %n extern call(s) to library kernels",
                                                  nullptr, m_counts.externLaunches),
                                    m_counts.externLaunches)
                                      .arg(m_counts.generatedLaunches())
                                : QString())
                        + QLatin1Char(')'))
            + countedText(tr(", %n row(s)", nullptr, used), used)
            + (same > 0
                    ? countedText(tr(" standing also for %n kernel(s) of other graphs or ranks with the same code and "
                                     "launch (measured once, with their row)",
                                      nullptr, same),
                        same)
                    : QString())
            + tr(", %1 can be launched alone").arg(launchable)
            + (candidates ? countedText(
                   tr(" (and %n autotune candidate(s) the run did not use)", nullptr, candidates), candidates)
                          : QString())
            + tr(". Results are kept in %1").arg(databasePath()));
        showLatestStored();
        m_table->resizeColumnsToContents();
        m_table->setColumnWidth(KernelsModel::KernelColumn, std::min(m_table->columnWidth(0), 420));
        m_quiet = true;
        if (m_proxy->rowCount() > 0)
            m_table->setCurrentIndex(m_proxy->index(0, 0));
        m_quiet = false;
        Q_EMIT plansReady(static_cast<int>(plans.size()));
    });
    connect(m_task, &ProfileTask::progress, this, [this](int done, int total, const QString &kernel) {
        m_progress->setRange(0, std::max(1, total));
        m_progress->setValue(done);
        m_progress->setFormat(kernel.isEmpty() ? QStringLiteral("%v/%m") : QStringLiteral("%v/%m  ") + kernel);
        if (m_longTask)
            m_longTask->setProgress(done, total, DisplayText::line(kernel));
    });
    connect(m_task, &ProfileTask::profiled, this, [this](std::shared_ptr<const ProfileRun> run, qint64 id) {
        if (m_profiling != m_run) // measured for the run shown before: kept in the database only
            return;
        m_model->setResults(*run);
        Q_EMIT measurementsShown(run);
        const auto measured = static_cast<int>(run->results.size());
        m_status->setText(tr("Profile run %1: %2 measured, %3 not, on %4. Kept in %5")
                              .arg(QString::number(id), countedText(tr("%n kernel(s)", nullptr, measured), measured),
                                  QString::number(run->failures.size()),
                                  run->machine.gpu.isEmpty() ? tr("the CPU") : run->machine.gpu, databasePath()));
        showKernel(m_table->currentIndex());
        Q_EMIT profileFinished(true, m_status->text());
    });
    connect(m_task, &ProfileTask::failed, this, [this](const QString &message) {
        if (m_profiling != m_run)
            return;
        m_status->setText(tr("Profile failed: %1").arg(message));
        Q_EMIT profileFinished(false, message);
    });
    connect(m_task, &ProfileTask::finished, this, [this] {
        m_profiling.reset();
        setBusy(false);
        if (m_longTask)
            m_longTask->finish();
    });
}

// The two selected rows when they are two different kernels of one compile, else nothing.
QList<const KernelPlan *> KernelsPane::selectedPair() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.size() != 2)
        return {};
    const KernelPlan *a = m_model->planAt(m_proxy->mapToSource(rows[0]));
    const KernelPlan *b = m_model->planAt(m_proxy->mapToSource(rows[1]));
    if (!a || !b || a->compileId != b->compileId || a->name == b->name)
        return {};
    return { a, b };
}

void KernelsPane::setBusy(bool busy)
{
    m_profile->setEnabled(!busy && m_run);
    m_cancel->setEnabled(busy);
    m_progress->setVisible(busy);
}

void KernelsPane::setRun(std::shared_ptr<const LoadedRun> run)
{
    m_run = std::move(run);
    m_autotune->setRun(m_run);
    m_stackPane->setRun(m_run);
    m_model->setPlans({});
    m_model->setResults({});
    Q_EMIT measurementsShown(nullptr);
    m_code->clear();
    m_fullCode.clear();
    m_codeTitle->clear();
    m_history->clear();
    m_status->clear();
    m_counts = {};
    setBusy(m_task->isRunning() && m_profiling); // a profile of the last run may still be measuring
    if (m_run) {
        m_status->setText(tr("Finding the kernels…"));
        m_task->plan(m_run);
    }
}

void KernelsPane::setCompileFilter(const QString &compileId)
{
    m_selectedCompile = compileId;
    m_proxy->setCompile(m_onlySelected->isChecked() ? compileId : QString());
}

void KernelsPane::setShowCandidates(bool show)
{
    if (m_candidates->isChecked() != show)
        m_candidates->setChecked(show); // toggled() comes back here
    m_proxy->setShowCandidates(show);
}

void KernelsPane::startProfile()
{
    if (!m_run || m_task->isRunning() || m_model->plans().isEmpty())
        return;
    setBusy(true);
    m_profiling = m_run;
    m_progress->setRange(0, 0);
    m_status->setText(tr("Profiling…"));
    m_longTask = new LongTask(tr("Profiling kernels"), this);
    connect(m_longTask, &LongTask::cancelRequested, m_task, &ProfileTask::requestStop);
    Q_EMIT longTaskStarted(m_longTask);
    const QList<KernelPlan> plans = m_proxy->showsCandidates() ? m_model->plans() : withoutCandidates(m_model->plans());
    m_task->profile(plans, m_run->inputs.join(QStringLiteral(", ")), databasePath(), ProfileOptions {});
}

// The newest profile run of the same inputs in the database, if any, shown until a new one.
void KernelsPane::showLatestStored()
{
    auto store = ProfileStore::open(databasePath());
    if (!store || !m_run)
        return;
    const auto runs = store.value()->runs();
    if (!runs)
        return;
    const QString trace = m_run->inputs.join(QStringLiteral(", "));
    for (const ProfileRun &r : runs.value())
        if (r.tracePath == trace) {
            if (const auto full = store.value()->run(r.id)) {
                m_model->setResults(full.value());
                Q_EMIT measurementsShown(std::make_shared<const ProfileRun>(full.value()));
                m_status->setText(m_status->text()
                    + tr(" · showing profile run %1 of %2").arg(r.id).arg(r.startedAt.toLocalTime().toString()));
            }
            return;
        }
}

void KernelsPane::showKernel(const QModelIndex &proxyIndex)
{
    const QModelIndex index = m_proxy->mapToSource(proxyIndex);
    const KernelPlan *p = m_model->planAt(index);
    if (!p)
        return;
    QString variant = KernelsModel::variantText(*p);
    if (p->inductorUs > 0)
        variant += tr("; Inductor's autotuning benchmark %1 µs").arg(p->inductorUs, 0, 'f', 1);
    if (p->tuningMs >= 0)
        variant += tr("; autotuning took %1 ms").arg(p->tuningMs);
    // Trace text, elided for display (a kernel name can be 1 MiB: a word-wrapped label of it
    // takes seconds to lay out); the code pane's context menu copies the whole code.
    m_codeTitle->setText(
        tr("<b>%1</b> [%2] %3 <i>%4</i><br>Graph nodes: %5")
            .arg(DisplayText::htmlLine(p->name, TitleNameChars), DisplayText::htmlLine(p->place()),
                DisplayText::htmlLine(p->config), variant.toHtmlEscaped(),
                p->sourceNodes.isEmpty()
                    ? tr("not recorded")
                    : DisplayText::htmlLine(p->sourceNodes.join(QStringLiteral(", ")), DisplayText::DetailChars)));
    m_fullCode = p->source.isEmpty() ? p->binary : p->source;
    m_code->setPlainText(DisplayText::code(m_fullCode));
    std::vector<ProfileStore::HistoryPoint> points;
    if (auto store = ProfileStore::open(databasePath()))
        if (auto history = store.value()->history(p->name, p->compileId, p->config, p->id))
            points = std::move(history.value());
    m_history->setHistory(p->name, points);
    m_autotune->showKernel(rankedCompileId(p->compileId, p->rank, p->rank >= 0), p->name, p->source);
    m_stackPane->showKernel(p->kind == QLatin1String("triton") ? p->name : QString(), p->module, p->binary);
}

bool KernelsPane::selectKernel(const QString &compileId, const QString &kernel)
{
    // That compile's kernel, else the only one of that name (a compile named another way).
    int exact = -1, byName = -1, named = 0;
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const KernelPlan *p = m_model->planAt(m_proxy->mapToSource(m_proxy->index(row, 0)));
        if (!p || p->name != kernel)
            continue;
        if (p->compileId == compileId) {
            exact = row;
            break;
        }
        if (named++ == 0)
            byName = row;
    }
    const int found = exact >= 0 ? exact : named == 1 ? byName : -1;
    if (found < 0)
        return false;
    m_quiet = true;
    m_table->setCurrentIndex(m_proxy->index(found, 0));
    m_table->scrollTo(m_proxy->index(found, 0));
    m_quiet = false;
    return true;
}

QString KernelsPane::statusText() const
{
    return m_status->text();
}

} // namespace cs::viewers
