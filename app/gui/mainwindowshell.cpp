// The main window's shell, apart from its views: the start page, the settings it keeps
// between sessions, recent runs, the File/Edit/View/Help menus and the toolbar. Kept out of
// mainwindow.cpp, which places the views and runs the loads.
#include "gui/findingstabs.h"
#include "gui/helpdialogs.h"
#include "gui/layoutstate.h"
#include "gui/mainwindow.h"
#include "gui/manualwindow.h"
#include "gui/preferencesdialog.h"
#include "gui/recentfiles.h"
#include "gui/settings.h"
#include "gui/startpage.h"
#include "gui/theme.h"

#include "core/profiling/runnerclient.h"
#include "core/run/runmanifest.h"
#include "viewers/models/compiletreemodel.h"
#include "viewers/models/diagnosticsmodel.h"
#include "viewers/widgets/elidedlabel.h"
#include "viewers/widgets/emptystate.h"
#include "viewers/widgets/graphpane.h"
#include "viewers/widgets/kernelspane.h"

#include "core/ingest/loadtask.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QLayout>
#include <QMenu>
#include <QMenuBar>
#include <QPalette>
#include <QPointer>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTimer>
#include <QToolBar>

#include <algorithm>

namespace cs::app {
namespace {

// A menu of the menu bar by object name (or its title, for one another part of the window
// made first), created before `before` when there is none.
QMenu *menuNamed(QMenuBar *bar, const QString &name, const QString &title)
{
    for (QAction *a : bar->actions())
        if (QMenu *m = a->menu(); m && (m->objectName() == name || m->title() == title)) {
            m->setObjectName(name);
            return m;
        }
    QMenu *m = bar->addMenu(title);
    m->setObjectName(name);
    return m;
}

template <typename Dialog, typename... Args> void showOnce(QPointer<Dialog> &dialog, Args... args)
{
    if (!dialog) {
        dialog = new Dialog(args...);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

// The view a run new to the window opens on: what to fix first, unless its inputs are .pt2
// archives only — then the program's graph, or a package's kernels where it carries no program.
QString firstViewOf(const LoadedRun &run)
{
    if (!run.logs.empty() || run.archives.empty() || !run.textLogs.empty())
        return QStringLiteral("fix");
    const bool programs = std::any_of(
        run.archives.begin(), run.archives.end(), [](const Pt2Archive &a) { return !a.programs.empty(); });
    return programs ? QStringLiteral("graph") : QStringLiteral("kernels");
}

} // namespace

void MainWindow::createShell()
{
    m_layout = std::make_unique<LayoutState>(this);
    m_recent = new RecentRuns(this);
    connect(m_recent, &RecentRuns::openRequested, this, &MainWindow::openPaths);
    m_startPage = new StartPage(m_recent);
    connect(m_startPage, &StartPage::openRequested, this, &MainWindow::openPaths);
    // In a scroll area: on a small or 200%-scaled screen the start page scrolls rather than make
    // the window taller than the screen (page 0 of m_pages).
    auto *startArea = new QScrollArea;
    startArea->setObjectName(QStringLiteral("startArea"));
    startArea->setWidgetResizable(true);
    startArea->setFrameShape(QFrame::NoFrame);
    startArea->setWidget(m_startPage);
    m_pages->insertWidget(0, startArea);
    m_pages->setCurrentIndex(0);

    // File: Open, Open Folder, Open the Sample Run, Open Recent, Record, Profile, Close, Quit.
    QMenu *file = menuNamed(menuBar(), QStringLiteral("menuFile"), tr("&File"));
    auto *open = findChild<QAction *>(QStringLiteral("actionOpen"));
    auto *folder = findChild<QAction *>(QStringLiteral("actionOpenFolder"));
    auto *record = findChild<QAction *>(QStringLiteral("actionRecord"));
    auto *quit = findChild<QAction *>(QStringLiteral("actionQuit"));
    open->setIcon(themedIcon(QStringLiteral("open")));
    folder->setIcon(themedIcon(QStringLiteral("folder")));
    record->setIcon(themedIcon(QStringLiteral("record")));
    findChild<QAction *>(QStringLiteral("actionCompare"))->setIcon(themedIcon(QStringLiteral("compare")));
    QAction *beforeRecord = record;
    auto *sample = new QAction(themedIcon(QStringLiteral("sample")), tr("Open the &Sample Run"), this);
    sample->setObjectName(QStringLiteral("actionOpenSample"));
    sample->setToolTip(tr("A small trace with graph breaks and recompiles, shipped with CompileScope"));
    sample->setVisible(!StartPage::samplePath().isEmpty());
    connect(sample, &QAction::triggered, this, [this] { openPaths({ StartPage::samplePath() }); });
    file->insertAction(beforeRecord, sample);
    m_recentMenu = new QMenu(tr("Open Rece&nt"), this);
    m_recentMenu->setObjectName(QStringLiteral("menuRecent"));
    file->insertMenu(beforeRecord, m_recentMenu);
    m_recent->populate(m_recentMenu);
    connect(m_recent, &RecentRuns::changed, this, [this] { m_recent->populate(m_recentMenu); });
    file->insertSeparator(beforeRecord);

    auto *profile = new QAction(themedIcon(QStringLiteral("profile")), tr("&Profile Kernels"), this);
    profile->setObjectName(QStringLiteral("actionProfile"));
    profile->setShortcut(QKeySequence(tr("Ctrl+Shift+P")));
    profile->setToolTip(tr("Measure every kernel of this run with the kernel runner (Kernels view)"));
    connect(profile, &QAction::triggered, this, [this] {
        m_findings->showView(QStringLiteral("kernels"));
        m_findings->kernelsPane()->startProfile();
    });
    const int quitIndex = static_cast<int>(file->actions().indexOf(quit));
    QAction *quitSeparator = quitIndex > 0 ? file->actions().at(quitIndex - 1) : quit;
    file->insertAction(quitSeparator, profile);
    auto *close = new QAction(themedIcon(QStringLiteral("close")), tr("&Close"), this);
    close->setObjectName(QStringLiteral("actionClose"));
    close->setShortcuts(QKeySequence::Close);
    close->setToolTip(tr("Close the run and return to the start page"));
    connect(close, &QAction::triggered, this, &MainWindow::closeRun);
    file->insertSeparator(quitSeparator);
    file->insertAction(quitSeparator, close);

    // The toolbar: the main actions, and those other parts of the window provide.
    m_toolbar = addToolBar(tr("Main Toolbar"));
    m_toolbar->setObjectName(QStringLiteral("mainToolbar"));
    m_toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolbar->addActions({ open, folder, record });
    m_toolbar->addSeparator();
    m_toolbar->addAction(profile);

    // Edit: Preferences (Find and the like are added by the navigation).
    QMenu *edit = menuNamed(menuBar(), QStringLiteral("menuEdit"), tr("&Edit"));
    auto *preferences = new QAction(themedIcon(QStringLiteral("settings")), tr("&Preferences…"), this);
    preferences->setObjectName(QStringLiteral("actionPreferences"));
    preferences->setMenuRole(QAction::PreferencesRole);
    // The platform's own key where it has one (none on plain X11), and Ctrl+, everywhere.
    QList<QKeySequence> preferenceKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (const QKeySequence comma(tr("Ctrl+,")); !preferenceKeys.contains(comma))
        preferenceKeys << comma;
    preferences->setShortcuts(preferenceKeys);
    connect(preferences, &QAction::triggered, this, &MainWindow::showPreferences);
    edit->addSeparator();
    edit->addAction(preferences);

    // View: toolbars and docks, the views (Ctrl+1…9), Reset Layout.
    QMenu *view = menuNamed(menuBar(), QStringLiteral("menuView"), tr("&View"));
    m_toolbar->toggleViewAction()->setText(tr("&Toolbar"));
    view->addAction(m_toolbar->toggleViewAction());
    m_diagnosticsDock->toggleViewAction()->setText(tr("&Diagnostics"));
    view->addAction(m_diagnosticsDock->toggleViewAction());
    connect(m_diagnosticsDock->toggleViewAction(), &QAction::triggered, this, [this](bool shown) {
        if (m_run && m_run->diagnosticCount() > 0)
            m_diagnosticsWanted = shown;
    });
    view->addSeparator();
    for (int i = 0; i < m_findings->count(); ++i) {
        QAction *a = view->addAction(m_findings->tabText(i));
        a->setObjectName(QStringLiteral("actionView_") + m_findings->widget(i)->objectName());
        if (i < 9)
            a->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + i)));
        connect(a, &QAction::triggered, this, [this, i] { m_findings->setCurrentIndex(i); });
        m_runActions << a;
    }
    view->addSeparator();
    auto *reset = view->addAction(tr("&Reset Layout"), this, &MainWindow::resetLayout);
    reset->setObjectName(QStringLiteral("actionResetLayout"));
    reset->setToolTip(tr("Window size, docks, toolbar, splitters and columns as they were at the first start"));

    // Help: the user guide (F1), the keyboard shortcuts, About.
    QMenu *help = menuNamed(menuBar(), QStringLiteral("menuHelp"), tr("&Help"));
    auto *guide = help->addAction(themedIcon(QStringLiteral("help")), tr("CompileScope &Manual"), this, [this] {
        static QPointer<ManualWindow> dialog;
        showOnce(dialog, this);
        dialog->showView(helpTopic());
    });
    guide->setObjectName(QStringLiteral("actionUserGuide"));
    guide->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&Keyboard Shortcuts"), this,
            [this] {
                static QPointer<ShortcutsDialog> dialog;
                if (dialog)
                    dialog->close(); // rebuilt: the menus may have changed
                showOnce(dialog, menuBar(), this);
            })
        ->setObjectName(QStringLiteral("actionShortcuts"));
    help->addSeparator();
    help->addAction(tr("&About CompileScope"), this,
            [this] {
                static QPointer<AboutDialog> dialog;
                showOnce(dialog, this);
            })
        ->setObjectName(QStringLiteral("actionAbout"));

    // Actions other parts of the window provide (Compare, Export Report) are looked up once the
    // window is built, whoever made them and whenever: a button for each that exists, none else.
    QTimer::singleShot(0, this, [this, open, folder, sample, record] {
        for (const char *name : { "actionCompare", "actionExportReport" })
            if (auto *a = findChild<QAction *>(QLatin1String(name)))
                m_toolbar->addAction(a);
        m_startPage->setActions(
            { open, folder, sample, record, findChild<QAction *>(QStringLiteral("actionCompare")) });
        if (m_pages->currentIndex() == 0)
            m_startPage->focusStart();
    });
    m_runActions << close << profile;
    updateRunActions();
    connect(m_findings, &QTabWidget::currentChanged, this, [this] {
        if (m_run && !isLoading() && m_findings->currentWidget())
            Settings().setLastView(m_run->inputs, m_findings->currentWidget()->objectName());
    });
    // Once the user drags the tree's width, it is theirs: loads no longer widen the tree to fit.
    connect(m_split, &QSplitter::splitterMoved, this, [this] {
        m_splitChosen = true;
        Settings().setValue(keys::TreeWidthChosen, true);
    });
    connect(m_findings->graphPane(), &viewers::GraphPane::groupingChosen, this, [](const QString &stage, GroupBy by) {
        Settings s;
        QVariantMap grouping = s.value(keys::GraphGrouping);
        grouping.insert(stage, static_cast<int>(by));
        s.setValue(keys::GraphGrouping, grouping);
    });
    m_defaultState = saveState();
    m_diagnosticsDock->hide();
}

void MainWindow::showRunPage()
{
    if (m_pages->currentWidget() == m_split)
        return;
    m_pages->setCurrentWidget(m_split);
    // A page that was never shown has no size yet: lay it out now, so that the splitter's sizes
    // are real for what follows.
    m_pages->layout()->setGeometry(m_pages->contentsRect());
}

void MainWindow::showCoverage(const Coverage &coverage)
{
    // "Nothing ran compiled" is the first thing to read, in the warning colours of the palette.
    QString text = coverage.framesCompiled > 0 ? tr("Coverage: %1").arg(coverageHeadline(coverage)) : QString();
    // A run folder made by `record`: what was run and how it ended (read again on every reload,
    // so a recording that ends while the window follows it says so).
    if (m_run) {
        const run::InputsManifest m = run::manifestOfInputs(m_run->inputs);
        const QString recorded = m.manifest ? tr("Recorded: %1").arg(run::manifestLine(*m.manifest))
            : m.problem.isEmpty()           ? QString()
                                            : tr("Run manifest not read: %1").arg(m.problem);
        if (!recorded.isEmpty())
            text = text.isEmpty() ? recorded : text + QLatin1Char('\n') + recorded;
    }
    m_coverage->setText(text);
    m_coverage->setAutoFillBackground(coverage.nothingCompiled());
    QPalette p = palette();
    if (coverage.nothingCompiled()) {
        p.setColor(QPalette::Window, p.color(QPalette::ToolTipBase));
        p.setColor(QPalette::WindowText, p.color(QPalette::ToolTipText));
    }
    m_coverage->setPalette(p);
    m_coverage->setVisible(!text.isEmpty());
}

void MainWindow::afterLoad(const Explanation &explanation)
{
    showRunPage();
    m_recent->add(RecentRun::describe(m_run->inputs, *m_run, explanation));
    Settings s;
    m_layout->restoreHeaders(s);
    fitCompileTree(true); // restored widths never elide this run's numbers
    if (m_initialView.isEmpty()) {
        // A run seen before opens on the view it was left on; a new one on what to fix first, or,
        // when it is .pt2 archives only (nothing of torch.compile to fix), on their graph or kernels.
        const QString last = s.lastView(m_run->inputs);
        if (last.isEmpty() || !m_findings->showView(last))
            m_findings->showView(firstViewOf(*m_run));
    }
    // An empty Diagnostics dock takes no room; one with diagnostics is shown unless the user hid it.
    m_diagnosticsDock->setVisible(m_run->diagnosticCount() > 0 && m_diagnosticsWanted);
    updateRunActions();
}

void MainWindow::updateRunActions()
{
    for (QAction *a : std::as_const(m_runActions))
        a->setEnabled(m_run != nullptr);
}

bool MainWindow::isShowingStartPage() const
{
    return m_pages->currentIndex() == 0;
}

QSize MainWindow::defaultSize() const
{
    // Room for the compile tree, a view and the details side by side: most of the screen (the
    // window is a workbench), never less than the text needs and never past the screen's edge.
    QSize size(fontMetrics().averageCharWidth() * 230, fontMetrics().height() * 58);
    if (const QScreen *s = screen()) {
        const QSize available = s->availableGeometry().size();
        size = size.expandedTo(available * 0.85).boundedTo(available * 0.94);
    }
    return size;
}

void MainWindow::restoreSettings()
{
    Settings s;
    if (!restoreGeometry(s.value(keys::WindowGeometry)))
        resize(defaultSize());
    restoreState(s.value(keys::WindowState));
    m_layout->restoreSplitters(s);
    m_splitChosen = s.value(keys::TreeWidthChosen);
    applySettings();
    if (!m_run)
        m_diagnosticsDock->hide();
}

void MainWindow::applySettings()
{
    Settings s;
    applyTheme(themeFromName(s.value(keys::Theme)));
    RunnerClient::setPreferred(s.value(keys::RunnerPath));
    viewers::KernelsPane::setPreferredDatabase(s.value(keys::ProfileDatabase));
    m_findings->graphPane()->setLayoutTimeout(s.value(keys::GraphvizTimeoutSeconds) * 1000);
    QHash<QString, GroupBy> grouping;
    const QVariantMap stored = s.value(keys::GraphGrouping);
    for (auto it = stored.begin(); it != stored.end(); ++it)
        if (const int by = it.value().toInt(); by >= 0 && by <= static_cast<int>(GroupBy::Statement))
            grouping.insert(it.key(), static_cast<GroupBy>(by));
    m_findings->graphPane()->setPreferredGrouping(grouping);
}

void MainWindow::saveSettings()
{
    Settings s;
    s.setValue(keys::WindowGeometry, saveGeometry());
    s.setValue(keys::WindowState, saveState());
    // Headers of a closed run's views are back at their defaults: the run's were kept on close.
    m_layout->save(s, m_run != nullptr);
    if (m_run && m_findings->currentWidget())
        s.setLastView(m_run->inputs, m_findings->currentWidget()->objectName());
    s.sync();
}

void MainWindow::resetLayout()
{
    Settings().clearLayout();
    restoreState(m_defaultState);
    m_layout->reset();
    if (!isMaximized() && !isFullScreen()) {
        resize(defaultSize());
    }
    m_diagnosticsWanted = true;
    m_splitChosen = false;
    m_diagnosticsDock->setVisible(m_run && m_run->diagnosticCount() > 0);
    if (m_run)
        fitCompileTree();
}

void MainWindow::rememberLayout()
{
    Settings s;
    m_layout->save(s, true);
}

void MainWindow::closeRun()
{
    if (m_loader->isRunning())
        m_loader->requestStop();
    if (m_run)
        rememberLayout();
    m_run.reset();
    m_compileModel->setRun(nullptr);
    m_diagnosticsModel->setRun(nullptr);
    m_findings->setRun(nullptr, nullptr);
    m_treeState->showMessage(tr("Nothing open"), tr("Open a trace log or a run folder, or drop it here."));
    setWindowTitle(tr("CompileScope"));
    m_status->setText(tr("Open a trace log or drop it here."));
    m_diagnosticsDock->hide();
    m_pages->setCurrentIndex(0);
    m_startPage->refresh();
    m_startPage->focusStart();
    updateRunActions();
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        applySettings();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    QMainWindow::closeEvent(event);
}

} // namespace cs::app
