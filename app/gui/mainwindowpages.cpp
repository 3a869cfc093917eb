// The main window's other pages and windows: the Fleet view of a fleet store (in place of the
// run), a recorded run, A/B benchmarks and A/B folders (windows of their own), and compare
// windows. Split from mainwindow.cpp along that seam.
#include "gui/mainwindow.h"
#include "gui/manualwindow.h"
#include "gui/screenfit.h"

#include "gui/findingstabs.h"
#include "gui/layoutstate.h"
#include "gui/navigator.h"
#include "gui/recentfiles.h"
#include "gui/reportdialog.h"
#include "gui/runpicker.h"
#include "viewers/selectioncontext.h"
#include "viewers/widgets/taskstatus.h"

#include "core/ab/abanalysis.h"
#include "core/ab/abrunset.h"
#include "core/diff/diffinput.h"
#include "core/ingest/loadtask.h"
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
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLayout>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QProgressBar>
#include <QScreen>
#include <QScrollBar>
#include <QShortcut>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextStream>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace cs::app {

using viewers::DisplayText;

void MainWindow::ensureFleetView()
{
    if (m_fleet)
        return;
    m_fleet = new viewers::FleetView;
    m_pages->addWidget(m_fleet);
    connect(m_fleet, &viewers::FleetView::loaded, this, [this] {
        const QString dir = m_fleet->storeDir();
        if (m_fleetLoading.isEmpty())
            return; // a new grouping of the store shown
        m_fleetLoading.clear();
        m_pages->setCurrentWidget(m_fleet);
        setWindowTitle(tr("CompileScope — Fleet: %1").arg(displayName({ dir })));
        m_status->setText(tr("Fleet store %1").arg(DisplayText::line(dir)));
        RecentRun recent;
        recent.paths = QStringList { dir };
        recent.opened = QDateTime::currentDateTime();
        m_recent->add(recent);
        if (m_initialView.startsWith(QLatin1String("fleet"))) {
            const QString section = m_initialView.mid(6); // fleet-SECTION, or fleet: the first
            if (!section.isEmpty() && !m_fleet->showSection(section))
                m_status->setText(tr("No Fleet view section %1; there are: %2")
                                      .arg(DisplayText::line(section),
                                          viewers::FleetView::sectionNames().join(QStringLiteral(", "))));
        }
    });
    connect(m_fleet, &viewers::FleetView::failed, this, [this](const QString &message) {
        if (m_fleetLoading.isEmpty()) // a comparison or a regrouping of the store shown: the view says why
            return m_status->setText(DisplayText::line(message));
        m_fleetLoading.clear();
        m_status->setText(tr("Could not open: %1").arg(DisplayText::line(message)));
        Q_EMIT loadFailed(message);
        if (!m_screenshotOnLoad.isEmpty()) { // the picture of the failure, and a failed exit
            const QString path = m_screenshotOnLoad;
            m_screenshotOnLoad.clear();
            QTextStream(stderr) << "compilescope: " << DisplayText::line(message) << Qt::endl;
            QTimer::singleShot(500, this, [this, path] {
                saveScreenshot(path);
                QApplication::exit(1);
            });
        }
        if (!m_quiet && m_screenshotOnLoad.isEmpty()) {
            QMessageBox box(QMessageBox::Warning, tr("Could not open the fleet store"),
                DisplayText::block(message, 4000), QMessageBox::Ok, this);
            box.setTextFormat(Qt::PlainText);
            box.exec();
        }
    });
    connect(m_fleet, &viewers::FleetView::runMissing, this, [this](const QString &message) {
        m_status->setText(message);
        if (!m_quiet && m_screenshotOnLoad.isEmpty()) {
            QMessageBox box(QMessageBox::Warning, tr("Run not found"), message, QMessageBox::Ok, this);
            box.setTextFormat(Qt::PlainText);
            box.exec();
        }
    });
    connect(m_fleet, &viewers::FleetView::runRequested, this, &MainWindow::openJobRun);
    connect(m_fleet, &viewers::FleetView::settled, this, [this] {
        if (m_screenshotOnLoad.isEmpty() || !m_fleetLoading.isEmpty())
            return;
        const QString path = m_screenshotOnLoad;
        m_screenshotOnLoad.clear();
        // A store read only in part (damaged in places): shown, said, and a failed exit.
        const QJsonArray unread = m_fleet->report().value(QStringLiteral("errors")).toArray();
        for (const QJsonValue &e : unread)
            QTextStream(stderr) << "compilescope: " << DisplayText::line(e.toString()) << Qt::endl;
        QTimer::singleShot(500, this, [this, path, failed = !unread.isEmpty()] {
            saveScreenshot(path);
            QApplication::exit(failed ? 1 : 0);
        });
    });
}

void MainWindow::openFleet(const QString &storeDir)
{
    ensureFleetView();
    m_fleetLoading = storeDir;
    m_status->setText(tr("Opening the fleet store %1…").arg(DisplayText::line(storeDir)));
    m_fleet->open(storeDir);
}

void MainWindow::openJobRun(const QString &path, const QString &view, const QString &file, qint64 line)
{
    // The fleet stays where it is; the job's run gets a window like the app's own, on the
    // finding the row was about (a break site: its break selected).
    auto *window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setQuiet(m_quiet);
    window->restoreSettings();
    window->setInitialView(view, {});
    window->m_initialBreakFile = file;
    window->m_initialBreakLine = line;
    window->show();
    window->openPaths({ path });
}

void MainWindow::recordRun()
{
    auto *dialog = new viewers::RecordDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &viewers::RecordDialog::runRecorded, this, [this](const QString &dir) { openPaths({ dir }); });
    connect(dialog, &viewers::RecordDialog::longTaskStarted, m_tasks, &viewers::TaskStatus::track);
    dialog->show();
}

void MainWindow::abBenchmark()
{
    auto *dialog = new viewers::AbDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &viewers::AbDialog::longTaskStarted, m_tasks, &viewers::TaskStatus::track);
    connect(dialog, &viewers::AbDialog::resultReady, this,
        [this](std::shared_ptr<const ab::AbResult> result) { showAbResult(std::move(result)); });
    dialog->show();
}

viewers::AbView *MainWindow::showAbResult(std::shared_ptr<const ab::AbResult> result)
{
    auto *view = new viewers::AbView; // a window of its own, beside the run being diagnosed
    view->setAttribute(Qt::WA_DeleteOnClose);
    view->setWindowTitle(tr("A/B — %1").arg(viewers::DisplayText::line(result->runs.command.join(QLatin1Char(' ')))));
    view->setResult(std::move(result));
    connect(view, &viewers::AbView::openRecordedRun, this,
        [this](const QString &dir, const QString &compileId, const QString &viewName) {
            setInitialView(viewName, compileId);
            openPaths({ dir });
            raise();
            activateWindow();
        });
    addWindowMenus(view, view->layout(), QStringLiteral("ab"));
    view->resize(1500, 950);
    view->show();
    return view;
}

// A window of this app beside the main one (the A/B view): File ▸ Close (Ctrl+W) and Esc close
// it, Help ▸ CompileScope Manual (F1) opens the manual at its page.
void MainWindow::addWindowMenus(QWidget *window, QLayout *layout, const QString &helpTopic)
{
    auto *bar = new QMenuBar(window);
    QMenu *file = bar->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("menuFile"));
    QAction *close = file->addAction(tr("&Close"), window, &QWidget::close);
    close->setObjectName(QStringLiteral("actionClose"));
    close->setShortcuts(QKeySequence::Close);
    close->setShortcutContext(Qt::WindowShortcut);
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), window, [window] { window->close(); });
    escape->setContext(Qt::WindowShortcut);
    QMenu *help = bar->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("menuHelp"));
    QAction *manual = help->addAction(tr("CompileScope &Manual"), window, [window, helpTopic] {
        auto *guide = new ManualWindow(window);
        guide->setAttribute(Qt::WA_DeleteOnClose);
        guide->showView(helpTopic);
        guide->show();
    });
    manual->setObjectName(QStringLiteral("actionUserGuide"));
    manual->setShortcut(QKeySequence::HelpContents);
    manual->setShortcutContext(Qt::WindowShortcut);
    window->addActions({ close, manual }); // the keys work wherever the focus is in the window
    if (layout)
        layout->setMenuBar(bar);
}

viewers::AbView *MainWindow::openAbFolder(const QString &path)
{
    const QString record = ab::runSetFileOf(path);
    const QString dir = record.isEmpty() ? path : QFileInfo(record).absolutePath();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    auto set = ab::readRunSet(dir);
    std::shared_ptr<const ab::AbResult> result;
    if (set)
        result = std::make_shared<const ab::AbResult>(ab::analyse(set.value())); // runs nothing
    QApplication::restoreOverrideCursor();
    if (!set) {
        const QString why = tr("Cannot open the A/B folder: %1").arg(set.error().toString());
        m_status->setText(why);
        if (!m_quiet && m_screenshotOnLoad.isEmpty())
            QMessageBox::warning(this, tr("Open failed"), why);
        return nullptr;
    }
    RecentRun recent;
    recent.paths = { QFileInfo(dir).absoluteFilePath() };
    recent.opened = QDateTime::currentDateTime();
    m_recent->add(recent);
    m_status->setText(
        tr("%1: an A/B of %n compiled region(s), in its own window", nullptr, static_cast<int>(result->regions.size()))
            .arg(displayName({ path })));
    viewers::AbView *view = showAbResult(result);
    // `--view why`: the Why? tab of the first row (the A/B view opens on its numbers).
    if (m_initialView == QLatin1String("why") && view->detailTabs()->count() > 1)
        view->detailTabs()->setCurrentIndex(1);
    m_initialView.clear();
    m_initialCompile.clear();
    if (!m_screenshotOnLoad.isEmpty()) {
        const QString shot = m_screenshotOnLoad;
        m_screenshotOnLoad.clear();
        QPointer<viewers::AbView> shown(view);
        QTimer::singleShot(1000, this, [shown, shot] { // the charts lay themselves out
            if (shown) {
                shown->grab().save(shot, "PNG");
                delete shown.data(); // a window of its own: gone before the application
            }
            QApplication::quit();
        });
    }
    return view;
}

void MainWindow::compareWithDialog()
{
    // Files or folders (a run folder made by `record` is one run); beside the loaded run's folder.
    RunPicker picker(this, m_run ? tr("Compare the loaded run with") : tr("Choose the two runs to compare"), !m_run);
    if (const QString dir = dialogFolder(); !dir.isEmpty())
        picker.setDirectory(dir);
    if (picker.exec() != QDialog::Accepted)
        return;
    const QStringList picked = picker.chosen();
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

QString MainWindow::helpTopic() const
{
    if (m_fleet && m_pages->currentWidget() == m_fleet)
        return QStringLiteral("fleet");
    if (m_pages->currentWidget() == m_split && m_findings->currentWidget())
        return m_findings->currentWidget()->objectName();
    return QStringLiteral("start");
}

} // namespace cs::app
