#include "gui/mainwindow.h"
#include "core/model/compileid.h"
#include "gui/screenfit.h"

#include "gui/findingstabs.h"
#include "gui/layoutstate.h"
#include "gui/navigator.h"
#include "gui/recentfiles.h"
#include "gui/reportdialog.h"
#include "gui/runpicker.h"
#include "viewers/selectioncontext.h"
#include "viewers/widgets/backgroundwork.h"
#include "viewers/widgets/graphpane.h"
#include "viewers/widgets/taskstatus.h"

#include "core/ab/abanalysis.h"
#include "core/ab/abrunset.h"
#include "core/diff/diffinput.h"
#include "core/ingest/loadtask.h"
#include "core/report/exportsummary.h"
#include "core/util/countedtext.h"
#include "core/util/versions.h"
#include "viewers/compare/comparewindow.h"
#include "viewers/displaytext.h"
#include "viewers/models/compiletreemodel.h"
#include "viewers/models/diagnosticsmodel.h"
#include "viewers/widgets/abdialog.h"
#include "viewers/widgets/abview.h"
#include "viewers/widgets/elidedlabel.h"
#include "viewers/widgets/emptystate.h"
#include "viewers/widgets/fleetview.h"
#include "viewers/widgets/kernelspane.h"
#include "viewers/widgets/recorddialog.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QProgressBar>
#include <QScreen>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>
#include <vector>

namespace cs::app {

using viewers::DisplayText;

QString MainWindow::displayName(const QStringList &paths)
{
    if (paths.isEmpty())
        return {};
    // A folder given as `runs/gpt2/` names `gpt2`, not the empty part after the slash.
    const QString clean = QDir::cleanPath(paths.first());
    QString name = QFileInfo(clean).fileName();
    if (name.isEmpty())
        name = clean; // "/" or a drive root
    name = DisplayText::line(name, DisplayText::CellChars);
    return paths.size() > 1 ? tr("%1 and %n more", nullptr, static_cast<int>(paths.size() - 1)).arg(name) : name;
}

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("CompileScope"));
    setAcceptDrops(true);
    m_loader = new LoadTask(this);
    connect(m_loader, &LoadTask::progress, this, &MainWindow::onProgress);
    connect(m_loader, &LoadTask::loaded, this, &MainWindow::onLoaded);
    connect(m_loader, &LoadTask::failed, this, [this](const QString &message) {
        m_status->setText(tr("Could not open: %1").arg(DisplayText::line(message)));
        Q_EMIT loadFailed(message);
        m_loadFailed = true;
        if (!m_screenshotOnLoad.isEmpty()) // headless: said where a script reads it, and a failed exit
            QTextStream(stderr) << "compilescope: " << DisplayText::line(message) << Qt::endl;
        if (!m_quiet && m_screenshotOnLoad.isEmpty()) {
            // The message names paths and may quote the input: shown as plain text.
            QMessageBox box(
                QMessageBox::Warning, tr("Could not open"), DisplayText::block(message, 4000), QMessageBox::Ok, this);
            box.setTextFormat(Qt::PlainText);
            box.exec();
        }
    });
    connect(m_loader, &LoadTask::finished, this, &MainWindow::onFinished);
    createWidgets();
    createActions();
    createShell();
    m_navigator = new Navigator(this);
}

MainWindow::~MainWindow() = default;

void MainWindow::createWidgets()
{
    m_compileModel = new viewers::CompileTreeModel(this);
    m_compileProxy = new QSortFilterProxyModel(this);
    m_compileProxy->setSourceModel(m_compileModel);
    m_compileProxy->setSortRole(viewers::CompileTreeModel::SortRole);
    m_compileTree = new QTreeView;
    m_compileTree->setModel(m_compileProxy);
    m_compileTree->setSortingEnabled(true);
    m_compileTree->sortByColumn(-1, Qt::AscendingOrder);
    m_compileTree->setUniformRowHeights(true);
    m_compileTree->setAlternatingRowColors(true);
    m_compileTree->header()->setSectionResizeMode(viewers::CompileTreeModel::NameColumn, QHeaderView::Stretch);
    m_compileTree->header()->setStretchLastSection(false);
    // A long frame label keeps its function's name whole: its file:line and wrapper come after it,
    // and the tooltip has them all. Compile ids are short and stay whole.
    m_compileTree->setTextElideMode(Qt::ElideRight);

    m_selection = new viewers::SelectionContext(this);
    m_findings = new FindingsTabs(m_selection);
    connect(m_compileTree->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) {
            m_selection->select(m_compileModel->refAt(m_compileProxy->mapToSource(current)), m_compileTree);
            // What to fix first is about the whole run: a compile the user picks in the tree is
            // shown in Details.
            if (m_compileTree->hasFocus() && m_findings->currentWidget()
                && m_findings->currentWidget()->objectName() == QLatin1String("fix"))
                m_findings->showView(QStringLiteral("details"));
        });
    connect(m_selection, &viewers::SelectionContext::compileSelected, this,
        [this](const CompileRef &ref, const QObject *origin) {
            if (origin == m_compileTree)
                return;
            const QModelIndex i = m_compileProxy->mapFromSource(m_compileModel->indexOf(ref));
            QSignalBlocker block(m_compileTree->selectionModel());
            m_compileTree->setCurrentIndex(i);
            m_compileTree->scrollTo(i);
        });
    m_split = new QSplitter(Qt::Horizontal);
    m_split->setObjectName(QStringLiteral("run")); // names its saved state (layoutstate.h)
    m_treeState = new viewers::EmptyState(m_compileTree);
    m_treeState->showMessage(tr("Nothing open"), tr("Open a trace log or a run folder, or drop it here."));
    // Over the compile tree: how much of the program ran compiled, the first thing to read.
    m_coverage = new QLabel;
    m_coverage->setObjectName(QStringLiteral("coverage"));
    m_coverage->setTextFormat(Qt::PlainText); // the headline holds function names from the trace
    m_coverage->setWordWrap(true);
    m_coverage->setContentsMargins(8, 4, 8, 4);
    m_coverage->hide();
    m_runPage = new QWidget;
    auto *treeLayout = new QVBoxLayout(m_runPage);
    treeLayout->setContentsMargins(0, 0, 0, 0);
    treeLayout->setSpacing(0);
    treeLayout->addWidget(m_coverage);
    treeLayout->addWidget(m_treeState, 1);
    m_split->addWidget(m_runPage);
    m_split->addWidget(m_findings);
    m_split->setStretchFactor(0, 2);
    m_split->setStretchFactor(1, 3);
    m_split->setChildrenCollapsible(false);
    m_pages = new QStackedWidget;
    m_pages->setObjectName(QStringLiteral("pages"));
    m_pages->addWidget(m_split);
    setCentralWidget(m_pages);

    m_diagnosticsModel = new viewers::DiagnosticsModel(this);
    m_diagnostics = new QTableView;
    m_diagnostics->setModel(m_diagnosticsModel);
    m_diagnostics->horizontalHeader()->setStretchLastSection(true);
    m_diagnostics->verticalHeader()->hide();
    m_diagnostics->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto *dock = m_diagnosticsDock = new QDockWidget(tr("Diagnostics"), this);
    dock->setObjectName(QStringLiteral("diagnostics"));
    dock->setWidget(m_diagnostics);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    resizeDocks({ dock }, { fontMetrics().height() * 9 }, Qt::Vertical);

    m_status = new viewers::ElidedLabel;
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setText(tr("Open a trace log or drop it here."));
    // The bar shows the percentage only; what is being opened and the time left are in the
    // status text beside it, which elides instead of wrapping or widening the window.
    m_progress = new QProgressBar;
    m_progress->setMaximumWidth(fontMetrics().averageCharWidth() * 24);
    m_progress->setRange(0, 1000);
    m_progress->setFormat(QStringLiteral("%p%"));
    m_progress->hide();
    m_cancel = new QToolButton;
    m_cancel->setText(tr("Cancel"));
    m_cancel->hide();
    connect(m_cancel, &QToolButton::clicked, m_loader, &LoadTask::requestStop);
    statusBar()->addWidget(m_status, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
    m_tasks = new viewers::TaskStatus;
    statusBar()->addPermanentWidget(m_tasks);
    connect(m_findings->kernelsPane(), &viewers::KernelsPane::longTaskStarted, m_tasks, &viewers::TaskStatus::track);
}

void MainWindow::createActions()
{
    // The shell (createShell) adds to these by object name: more File items, Edit, View, Help.
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("menuFile"));
    QAction *open = file->addAction(tr("&Open File…"), this, &MainWindow::openFileDialog);
    open->setObjectName(QStringLiteral("actionOpen"));
    open->setShortcut(QKeySequence::Open);
    file->addAction(tr("Open &Folder…"), this, &MainWindow::openFolderDialog)
        ->setObjectName(QStringLiteral("actionOpenFolder"));
    QAction *record = file->addAction(tr("&Record Run…"), this, &MainWindow::recordRun);
    record->setObjectName(QStringLiteral("actionRecord"));
    record->setShortcut(QKeySequence(tr("Ctrl+R")));
    file->addAction(tr("&A/B Benchmark…"), this, &MainWindow::abBenchmark)
        ->setObjectName(QStringLiteral("actionAbBenchmark"));
    file->addAction(tr("Compare &With…"), this, &MainWindow::compareWithDialog)
        ->setObjectName(QStringLiteral("actionCompare"));
    file->addAction(tr("&Export Report…"), this,
            [this] {
                if (!m_run)
                    return statusBar()->showMessage(tr("Open a run first: the report is made from it."), 5000);
                auto *dialog = new ReportDialog(m_run, this);
                dialog->setAttribute(Qt::WA_DeleteOnClose);
                connect(dialog, &ReportDialog::longTaskStarted, m_tasks, &viewers::TaskStatus::track);
                m_tasks->track(dialog->runningTask());
                dialog->show();
            })
        ->setObjectName(QStringLiteral("actionExportReport"));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::quit);
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence::Quit);
}

bool MainWindow::isLoading() const
{
    return m_loader->isRunning();
}

void MainWindow::openPaths(const QStringList &paths)
{
    if (paths.isEmpty() || m_loader->isRunning())
        return;
    if (paths.size() == 1)
        if (const QString store = viewers::FleetView::storeDirOf(paths.first()); !store.isEmpty())
            return openFleet(store);
    // An A/B folder is no run: it opens in the A/B view (File ▸ Open, the command line, recent
    // runs, a drop).
    if (paths.size() == 1 && !ab::runSetFileOf(paths.first()).isEmpty()) {
        openAbFolder(paths.first());
        return;
    }
    m_loadingPaths = paths;
    m_loadFailed = false;
    m_status->setText(tr("Opening %1…").arg(displayName(paths)));
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_loader->start(paths);
}

void MainWindow::onProgress(qint64 done, qint64 total, double secondsLeft)
{
    m_progress->setValue(total > 0 ? static_cast<int>(done * 1000 / total) : 0);
    const QString opening = tr("Opening %1…").arg(displayName(m_loadingPaths));
    m_status->setText(secondsLeft >= 0 ? tr("%1 %2 s left").arg(opening).arg(secondsLeft, 0, 'f', 1) : opening);
}

void MainWindow::onLoaded(std::shared_ptr<const LoadedRun> run, std::shared_ptr<const Explanation> explanation)
{
    if (m_run) // a model reset forgets the columns the user set on the run shown until now
        rememberLayout();
    m_selection->reset();
    m_run = std::move(run);
    m_compileModel->setRun(m_run);
    m_diagnosticsModel->setRun(m_run);
    m_findings->setRun(m_run, std::move(explanation));
    showCoverage(m_findings->explanation().coverage);
    m_compileTree->expandAll();
    showRunPage(); // the tree is fitted where it is shown
    fitCompileTree();
    if (m_compileModel->rowCount() > 0)
        m_treeState->showContent();
    else
        m_treeState->showMessage(tr("No compile ids"),
            tr("This run's traces hold no torch.compile frames (an export or AOTInductor trace, or other files "
               "only); its inputs are listed in the Inputs view."));
    m_diagnostics->resizeColumnsToContents();
    size_t compiles = 0;
    for (const auto &ov : m_run->overviews)
        compiles += ov->compiles.size();
    setWindowTitle(tr("CompileScope — %1").arg(displayName(m_loadingPaths)));
    const int diagnostics = m_run->diagnosticCount();
    m_status->setText(
        tr("%1: %2, %3")
            .arg(displayName(m_loadingPaths),
                countedText(tr("%n compile id(s)", nullptr, static_cast<int>(compiles)), qint64(compiles)),
                countedText(tr("%n diagnostic(s)", nullptr, diagnostics), diagnostics)));
    // Start on the first compile id, so the details pane has something to say.
    QModelIndex first = m_compileProxy->index(0, 0);
    while (first.isValid() && m_compileProxy->rowCount(first) > 0)
        first = m_compileProxy->index(0, 0, first);
    if (first.isValid())
        m_compileTree->setCurrentIndex(first);
    if (!m_initialView.isEmpty())
        m_findings->showView(m_initialView);
    // A compile id the run does not have (--compile 9/9): said, never a silent other selection; a
    // screenshot of it exits 1.
    m_missingCompile.clear();
    if (!m_initialCompile.isEmpty() && !selectCompile(m_initialCompile)) {
        m_missingCompile = m_initialCompile;
        m_status->setText(tr("No compile id %1 in this run: the first compile id is selected instead.")
                              .arg(DisplayText::line(m_initialCompile)));
    }
    if (!m_initialBreakFile.isEmpty())
        m_findings->showBreakAt(m_initialBreakFile, m_initialBreakLine);
    afterLoad(m_findings->explanation());
    Q_EMIT runLoaded();
}

void MainWindow::applyLiveUpdate(std::shared_ptr<const LoadedRun> run, std::shared_ptr<const Explanation> explanation)
{
    if (!m_run || !run)
        return;
    // The compile is kept by its id: indices may move as compile ids are added.
    const CompileRef was = m_selection->current();
    QString id;
    if (was.isValid() && was.log < static_cast<int>(m_run->overviews.size())
        && was.compile < static_cast<int>(m_run->overviews[was.log]->compiles.size()))
        id = m_run->overviews[was.log]->compiles[was.compile].id.toString();
    if (!id.isEmpty() && was.log < static_cast<int>(m_run->logs.size()))
        id = rankedCompileId(id, m_run->logs[was.log]->rank, m_run->logs.size() > 1);
    const int view = m_findings->currentIndex();
    // The old indices may lie outside the new run (a log emptied and written again): no view
    // may read them into it. The compile is found again by its id below.
    m_selection->reset();
    m_run = std::move(run);
    m_compileModel->setRun(m_run);
    m_diagnosticsModel->setRun(m_run);
    m_findings->setRun(m_run, std::move(explanation));
    showCoverage(m_findings->explanation().coverage);
    m_compileTree->expandAll();
    if (m_compileModel->rowCount() > 0)
        m_treeState->showContent();
    m_findings->setCurrentIndex(view);
    if (id.isEmpty() || !selectCompile(id)) {
        QModelIndex first = m_compileProxy->index(0, 0);
        while (first.isValid() && m_compileProxy->rowCount(first) > 0)
            first = m_compileProxy->index(0, 0, first);
        if (first.isValid())
            m_compileTree->setCurrentIndex(first);
    }
    Q_EMIT runUpdated();
}

void MainWindow::showMessage(const QString &text)
{
    m_status->setText(text);
}

// The number columns as narrow as their contents; the names get the rest. When that is too little
// for the names (long frame names, a larger font, a wordier language), the tree takes more of
// the window, up to 55% of it, from the findings beside it.
void MainWindow::fitCompileTree(bool growOnly)
{
    // Number columns as wide as their numbers, never narrower (a width restored from another
    // run, "57....1 s", grows to fit), and as their headers up to seven characters ("Kernels",
    // not "K") where the tree has room for that beside two dozen characters of names; longer
    // headers, as in German, elide and say it all in their tooltips.
    auto *view = static_cast<QAbstractItemView *>(m_compileTree);
    QHeaderView *header = m_compileTree->header();
    const int pad = fontMetrics().averageCharWidth();
    const QList<int> sizes = m_split->sizes();
    const int total = sizes.value(0) + sizes.value(1);
    const int chrome = m_compileTree->frameWidth() * 2 + m_compileTree->verticalScrollBar()->sizeHint().width();
    const int room = total <= 0 || m_splitChosen
        ? sizes.value(0)
        : std::max(sizes.value(0), std::min(total * 11 / 20, total - m_findings->minimumSizeHint().width()));
    const int names = std::min(view->sizeHintForColumn(viewers::CompileTreeModel::NameColumn), pad * 48);
    std::vector<int> numbers, headed;
    for (int c = 1; c < viewers::CompileTreeModel::ColumnCount; ++c) {
        numbers.push_back(std::max(view->sizeHintForColumn(c), 0) + pad);
        headed.push_back(std::max(numbers.back(), std::min(header->sectionSizeHint(c), pad * 7) + pad));
    }
    const bool withHeaders
        = std::accumulate(headed.begin(), headed.end(), 0) + std::min(names, pad * 24) + chrome <= room;
    int others = 0;
    for (int c = 1; c < viewers::CompileTreeModel::ColumnCount; ++c) {
        const int needed = (withHeaders ? headed : numbers)[size_t(c - 1)];
        if (!growOnly || m_compileTree->columnWidth(c) < needed)
            m_compileTree->setColumnWidth(c, needed);
        others += m_compileTree->columnWidth(c);
    }
    const int wanted = others + names + chrome;
    if (total <= 0 || sizes.value(0) >= wanted || m_splitChosen) // the user's split wins
        return;
    const int tree = std::min(wanted, total * 11 / 20);
    if (tree > sizes.value(0) && total - tree >= m_findings->minimumSizeHint().width())
        m_split->setSizes({ tree, total - tree });
}

void MainWindow::onFinished()
{
    m_progress->hide();
    m_cancel->hide();
    if (!m_screenshotOnLoad.isEmpty()) {
        const QString path = m_screenshotOnLoad;
        m_screenshotOnLoad.clear();
        // An exported program that could not be read, or is damaged: shown, said, a failed exit.
        const QStringList incomplete = m_run ? incompletePrograms(*m_run) : QStringList();
        for (const QString &line : incomplete)
            QTextStream(stderr) << "compilescope: " << DisplayText::line(line) << Qt::endl;
        if (!m_missingCompile.isEmpty())
            QTextStream(stderr) << "compilescope: "
                                << tr("no compile id %1 in this run").arg(DisplayText::line(m_missingCompile))
                                << Qt::endl;
        screenshotWhenSettled(path, m_loadFailed || !incomplete.isEmpty() || !m_missingCompile.isEmpty());
    }
}

// The screenshot once the views' background work has settled: no job off the UI thread and no
// Graphviz layout running at two polls in a row (a job's result may start the next), after at
// least a second, at most two minutes (then as it is).
void MainWindow::screenshotWhenSettled(const QString &path, bool failed)
{
    auto *poll = new QTimer(this);
    poll->setInterval(200);
    auto started = std::make_shared<QElapsedTimer>();
    started->start();
    auto quiet = std::make_shared<int>(0);
    connect(poll, &QTimer::timeout, this, [this, poll, started, quiet, path, failed] {
        const bool busy = viewers::runningBackgroundJobs() > 0 || m_findings->graphPane()->isLayingOut();
        *quiet = busy ? 0 : *quiet + 1;
        if ((started->elapsed() < 1000 || *quiet < 2) && started->elapsed() < 120000)
            return;
        poll->stop();
        poll->deleteLater();
        saveScreenshot(path);
        QApplication::exit(failed ? 1 : 0);
    });
    poll->start();
}

void MainWindow::setInitialView(const QString &view, const QString &compileId)
{
    m_initialView = view;
    m_initialCompile = compileId;
}

QStringList MainWindow::viewNames() const
{
    QStringList names = m_findings->viewNames();
    names << QStringLiteral("ab") << QStringLiteral("why") << QStringLiteral("fleet");
    for (const QString &section : viewers::FleetView::sectionNames())
        names << QStringLiteral("fleet-") + section;
    return names;
}

bool MainWindow::selectCompile(const QString &compileId)
{
    if (!m_run)
        return false;
    int rank = -1;
    QString id = compileId;
    if (compileId.startsWith(QLatin1String("rank "))) {
        rank = compileId.section(QLatin1Char(':'), 0, 0).mid(5).toInt();
        id = compileId.section(QLatin1Char(':'), 1).trimmed();
    }
    for (size_t li = 0; li < m_run->logs.size(); ++li) {
        if (rank >= 0 && m_run->logs[li]->rank != rank)
            continue;
        const auto &compiles = m_run->overviews[li]->compiles;
        for (size_t ci = 0; ci < compiles.size(); ++ci)
            if (compiles[ci].id.toString() == id) {
                const QModelIndex i = m_compileProxy->mapFromSource(
                    m_compileModel->indexOf({ static_cast<int>(li), static_cast<int>(ci) }));
                m_compileTree->setCurrentIndex(i);
                return true;
            }
    }
    return false;
}

bool MainWindow::saveScreenshot(const QString &path)
{
    return grab().save(path, "PNG");
}

QString MainWindow::openFileFilter()
{
    // Everything a run is read from (formats are recognised by content): traces, TORCH_LOGS text,
    // compressed logs, profiler traces (.json), exported programs and AOTInductor packages (.pt2),
    // generated code (.py).
    // A fleet store's database (fleet.sqlite) opens the Fleet view.
    return tr(
        "PyTorch outputs and fleet stores (*.log *.txt *.gz *.zst *.json *.pt2 *.py fleet.sqlite);;All files (*)");
}

QString MainWindow::dialogFolder() const
{
    // Beside the loaded run, else the last run opened: runs sit next to each other (record's
    // folders in one place, one job's logs in another), rarely in the working folder.
    QStringList paths = m_run ? m_run->inputs : QStringList();
    if (paths.isEmpty())
        for (const RecentRun &r : m_recent->entries())
            if (!r.paths.isEmpty()) {
                paths = r.paths;
                break;
            }
    for (const QString &p : paths) {
        const QFileInfo info(p);
        const QString dir = info.absolutePath(); // a folder's parent, a file's folder
        if (QFileInfo(dir).isDir())
            return dir;
    }
    return QString();
}

void MainWindow::openFileDialog()
{
    const QStringList files
        = QFileDialog::getOpenFileNames(this, tr("Open trace logs"), dialogFolder(), openFileFilter());
    openPaths(files);
}

void MainWindow::openFolderDialog()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a trace folder"), dialogFolder());
    if (!dir.isEmpty())
        openPaths({ dir });
}

// The window never opens larger than the screen it is on (screenfit.h).
void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_fittedToScreen)
        return;
    m_fittedToScreen = true;
    fitToScreen(this);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (diff::looksLikeTwoRuns(paths))
        compareRuns(paths[0], paths[1]); // two runs dropped at once
    else
        openPaths(paths);
    event->acceptProposedAction();
}

} // namespace cs::app
