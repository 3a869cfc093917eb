#include "gui/mainwindow.h"

#include "gui/findingstabs.h"
#include "viewers/selectioncontext.h"

#include "core/diff/diffinput.h"
#include "core/ingest/loadtask.h"
#include "core/util/versions.h"
#include "viewers/compare/comparewindow.h"
#include "viewers/models/compiletreemodel.h"
#include "viewers/models/diagnosticsmodel.h"
#include "viewers/widgets/recorddialog.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>

namespace cs::app {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("CompileScope"));
    setAcceptDrops(true);
    m_loader = new LoadTask(this);
    connect(m_loader, &LoadTask::progress, this, &MainWindow::onProgress);
    connect(m_loader, &LoadTask::loaded, this, &MainWindow::onLoaded);
    connect(m_loader, &LoadTask::failed, this, [this](const QString &message) {
        m_status->setText(tr("Could not open: %1").arg(message));
        Q_EMIT loadFailed(message);
        if (!m_quiet && m_screenshotOnLoad.isEmpty())
            QMessageBox::warning(this, tr("Could not open"), message);
    });
    connect(m_loader, &LoadTask::finished, this, &MainWindow::onFinished);
    createWidgets();
    createActions();
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

    m_selection = new viewers::SelectionContext(this);
    m_findings = new FindingsTabs(m_selection);
    connect(m_compileTree->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) {
            m_selection->select(m_compileModel->refAt(m_compileProxy->mapToSource(current)), m_compileTree);
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
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_compileTree);
    split->addWidget(m_findings);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    setCentralWidget(split);

    m_diagnosticsModel = new viewers::DiagnosticsModel(this);
    m_diagnostics = new QTableView;
    m_diagnostics->setModel(m_diagnosticsModel);
    m_diagnostics->horizontalHeader()->setStretchLastSection(true);
    m_diagnostics->verticalHeader()->hide();
    m_diagnostics->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto *dock = new QDockWidget(tr("Diagnostics"), this);
    dock->setObjectName(QStringLiteral("diagnostics"));
    dock->setWidget(m_diagnostics);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    resizeDocks({ dock }, { 150 }, Qt::Vertical);

    m_status = new QLabel(tr("Open a trace log or drop it here."));
    m_progress = new QProgressBar;
    m_progress->setMaximumWidth(260);
    m_progress->setRange(0, 1000);
    m_progress->hide();
    m_cancel = new QToolButton;
    m_cancel->setText(tr("Cancel"));
    m_cancel->hide();
    connect(m_cancel, &QToolButton::clicked, m_loader, &LoadTask::requestStop);
    statusBar()->addWidget(m_status, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open File…"), this, &MainWindow::openFileDialog);
    open->setShortcut(QKeySequence::Open);
    file->addAction(tr("Open &Folder…"), this, &MainWindow::openFolderDialog);
    file->addAction(tr("&Record Run…"), this, &MainWindow::recordRun)->setShortcut(QKeySequence(tr("Ctrl+R")));
    file->addAction(tr("Compare &With…"), this, &MainWindow::compareWithDialog);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::quit);
    quit->setShortcut(QKeySequence::Quit);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About CompileScope"), this, &MainWindow::showAbout);
}

bool MainWindow::isLoading() const
{
    return m_loader->isRunning();
}

void MainWindow::openPaths(const QStringList &paths)
{
    if (paths.isEmpty() || m_loader->isRunning())
        return;
    m_loadingPaths = paths;
    m_status->setText(tr("Opening %1…").arg(QFileInfo(paths.first()).fileName()));
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_loader->start(paths);
}

void MainWindow::onProgress(qint64 done, qint64 total, double secondsLeft)
{
    m_progress->setValue(total > 0 ? static_cast<int>(done * 1000 / total) : 0);
    m_progress->setFormat(secondsLeft >= 0 ? tr("%p% — %1 s left").arg(secondsLeft, 0, 'f', 1) : tr("%p%"));
}

void MainWindow::onLoaded(std::shared_ptr<const LoadedRun> run, std::shared_ptr<const Explanation> explanation)
{
    m_run = std::move(run);
    m_compileModel->setRun(m_run);
    m_diagnosticsModel->setRun(m_run);
    m_findings->setRun(m_run, std::move(explanation));
    m_compileTree->expandAll();
    for (int c = 1; c < viewers::CompileTreeModel::ColumnCount; ++c)
        m_compileTree->resizeColumnToContents(c);
    m_diagnostics->resizeColumnsToContents();
    size_t compiles = 0;
    for (const auto &ov : m_run->overviews)
        compiles += ov->compiles.size();
    setWindowTitle(tr("CompileScope — %1").arg(QFileInfo(m_loadingPaths.first()).fileName()));
    m_status->setText(tr("%1: %n compile id(s), %2 diagnostic(s)", nullptr, static_cast<int>(compiles))
                          .arg(QFileInfo(m_loadingPaths.first()).fileName())
                          .arg(m_run->diagnosticCount()));
    // Start on the first compile id, so the details pane has something to say.
    QModelIndex first = m_compileProxy->index(0, 0);
    while (first.isValid() && m_compileProxy->rowCount(first) > 0)
        first = m_compileProxy->index(0, 0, first);
    if (first.isValid())
        m_compileTree->setCurrentIndex(first);
    if (!m_initialView.isEmpty())
        m_findings->showView(m_initialView);
    if (!m_initialCompile.isEmpty())
        selectCompile(m_initialCompile);
    Q_EMIT runLoaded();
}

void MainWindow::onFinished()
{
    m_progress->hide();
    m_cancel->hide();
    if (!m_screenshotOnLoad.isEmpty()) {
        const QString path = m_screenshotOnLoad;
        m_screenshotOnLoad.clear();
        QTimer::singleShot(1000, this, [this, path] { // background work (kernel plans) settles
            saveScreenshot(path);
            QApplication::quit();
        });
    }
}

void MainWindow::setInitialView(const QString &view, const QString &compileId)
{
    m_initialView = view;
    m_initialCompile = compileId;
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

void MainWindow::openFileDialog()
{
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Open trace logs"), QString(), tr("Trace logs (*.log *.txt *.gz *.zst);;All files (*)"));
    openPaths(files);
}

void MainWindow::openFolderDialog()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a trace folder"));
    if (!dir.isEmpty())
        openPaths({ dir });
}

void MainWindow::recordRun()
{
    auto *dialog = new viewers::RecordDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &viewers::RecordDialog::runRecorded, this, [this](const QString &dir) { openPaths({ dir }); });
    dialog->show();
}

void MainWindow::compareWithDialog()
{
    const QString filter = tr("Runs (manifest.json *.log *.txt *.gz *.zst *.json *.db);;All files (*)");
    QStringList picked;
    if (m_run)
        picked << QFileDialog::getOpenFileName(this, tr("Compare the loaded run with"), QString(), filter);
    else
        picked = QFileDialog::getOpenFileNames(this, tr("Choose the two runs to compare"), QString(), filter);
    // A recorded run is its folder (its manifest.json picked); a profile database is its newest run.
    for (QString &p : picked) {
        const QFileInfo fi(p);
        if (fi.fileName() == QLatin1String("manifest.json"))
            p = fi.absolutePath();
        else if (fi.suffix() == QLatin1String("db"))
            p = QStringLiteral("db:") + p;
    }
    picked.removeAll(QString());
    if (m_run && picked.size() == 1)
        compareRuns(QString(), picked.first());
    else if (!m_run && picked.size() == 2)
        compareRuns(picked[0], picked[1]);
    else if (!picked.isEmpty())
        m_status->setText(tr("Choose two runs to compare (you chose %n).", nullptr, static_cast<int>(picked.size())));
}

viewers::CompareWindow *MainWindow::compareRuns(const QString &a, const QString &b)
{
    auto *window = new viewers::CompareWindow(this);
    window->setWindowFlag(Qt::Window);
    window->setAttribute(Qt::WA_DeleteOnClose);
    if (a.isEmpty() && m_run)
        window->compare(m_run, m_run->inputs.join(QStringLiteral(", ")), b);
    else
        window->compare(a, b);
    window->show();
    return window;
}

void MainWindow::showAbout()
{
    QString text = tr("<h3>CompileScope %1</h3><p>Diagnose PyTorch torch.compile: graph breaks, recompiles, "
                      "fusion and the generated kernels.</p>")
                       .arg(BuildVersions::compileScope());
    text += QStringLiteral("<table>");
    for (const auto &[name, v] : BuildVersions::libraries())
        text += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(name.toHtmlEscaped(), v.toHtmlEscaped());
    text += QStringLiteral("</table>");
    QMessageBox::about(this, tr("About CompileScope"), text);
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
