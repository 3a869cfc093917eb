// The start page and the window's shell: start actions, recent runs, the drop zone, Close,
// the views' shortcuts, the Diagnostics dock, the theme switch, Preferences, Reset Layout and
// the Help dialogs.
#include "gui/findingstabs.h"
#include "gui/helpdialogs.h"
#include "gui/mainwindow.h"
#include "gui/manualwindow.h"
#include "gui/preferencesdialog.h"
#include "gui/recentfiles.h"
#include "gui/settings.h"
#include "gui/startpage.h"
#include "gui/theme.h"

#include "viewers/widgets/graphpane.h"
#include "viewers/widgets/recorddialog.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>

using namespace cs::app;

namespace {

const QString Sample = QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log");

QAction *action(MainWindow &w, const char *name)
{
    return w.findChild<QAction *>(QLatin1String(name));
}

QToolButton *startButton(MainWindow &w, const char *action)
{
    return w.startPage()->findChild<QToolButton *>(QStringLiteral("start_") + QLatin1String(action));
}

// The colour an icon is drawn in: its most opaque pixel.
QColor iconColour(const QIcon &icon)
{
    const QImage image = icon.pixmap(QSize(48, 48)).toImage();
    QColor best(Qt::transparent);
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixelColor(x, y).alpha() > best.alpha())
                best = image.pixelColor(x, y);
    return best;
}

// With CS_SHOT_DIR set (under Xvfb), dialogs are saved as pictures for a person to look at.
void shot(QWidget *w, const char *name)
{
    const QString dir = qEnvironmentVariable("CS_SHOT_DIR");
    if (dir.isEmpty())
        return;
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QTest::qWait(200);
    QVERIFY(w->grab().save(dir + QLatin1Char('/') + QLatin1String(name) + QStringLiteral(".png")));
}

} // namespace

class TestStartPage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(Settings::filePath());
    }

    void startActions()
    {
        MainWindow w;
        w.setQuiet(true);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.isShowingStartPage());
        QCOMPARE(w.windowTitle(), QStringLiteral("CompileScope"));
        for (const char *name : { "actionOpen", "actionOpenFolder", "actionOpenSample", "actionRecord" })
            QVERIFY2(startButton(w, name), name);
        // The compare window's action (File > Compare With...) has its start-page button.
        QVERIFY(action(w, "actionCompare"));
        QVERIFY(startButton(w, "actionCompare"));
        QVERIFY(!action(w, "actionClose")->isEnabled()); // nothing to close
        QVERIFY(!action(w, "actionView_recompiles")->isEnabled());
        QVERIFY(!w.findChild<QDockWidget *>(QStringLiteral("diagnostics"))->isVisible());

        // Record a Run: the record dialog.
        startButton(w, "actionRecord")->click();
        auto *record = w.findChild<cs::viewers::RecordDialog *>();
        QVERIFY(record && record->isVisible());
        record->close();

        // The bundled sample: opens the run, away from the start page.
        QCOMPARE(StartPage::samplePath(), QFileInfo(Sample).canonicalFilePath());
        QSignalSpy loaded(&w, &MainWindow::runLoaded);
        startButton(w, "actionOpenSample")->click();
        QVERIFY(loaded.wait(30000));
        QVERIFY(!w.isShowingStartPage());
        QCOMPARE(w.windowTitle(), QStringLiteral("CompileScope — sample_trace.log"));
        QVERIFY(action(w, "actionClose")->isEnabled());
        // The sample has no diagnostics: the dock stays hidden.
        QCOMPARE(w.run()->diagnosticCount(), size_t(0));
        QVERIFY(!w.findChild<QDockWidget *>(QStringLiteral("diagnostics"))->isVisible());

        // Ctrl+1…9 switch views.
        QCOMPARE(action(w, "actionView_recompiles")->shortcut(), QKeySequence(QStringLiteral("Ctrl+4")));
        QCOMPARE(action(w, "actionView_fix")->shortcut(), QKeySequence(QStringLiteral("Ctrl+1")));
        action(w, "actionView_recompiles")->trigger();
        QCOMPARE(w.findings()->currentWidget()->objectName(), QStringLiteral("recompiles"));

        // Close (Ctrl+W): back to the start page, which lists the run with its outcome.
        QVERIFY(action(w, "actionClose")->shortcuts().contains(QKeySequence(QStringLiteral("Ctrl+W"))));
        action(w, "actionClose")->trigger();
        QVERIFY(w.isShowingStartPage());
        QVERIFY(!w.run());
        QCOMPARE(w.windowTitle(), QStringLiteral("CompileScope"));
        QTreeWidget *recent = w.startPage()->recentList();
        QCOMPARE(recent->topLevelItemCount(), 1);
        QVERIFY2(recent->topLevelItem(0)->text(3).startsWith(
                     QStringLiteral("5 compile(s) · 2 graph break(s) · 0 failure(s)")),
            qPrintable(recent->topLevelItem(0)->text(3)));
        QVERIFY(!recent->topLevelItem(0)->text(2).isEmpty()); // the size
        // Keyboard (issue 24, point 6): the recent list has the focus, Enter opens the run.
        w.activateWindow();
        QTRY_VERIFY(recent->hasFocus());
        QTest::keyClick(recent, Qt::Key_Return);
        QVERIFY(loaded.wait(30000));
        QVERIFY(!w.isShowingStartPage());
        w.closeRun();
        QTRY_VERIFY(recent->hasFocus());

        // File ▸ Open Recent lists it too, and Clear empties both.
        auto *menu = w.findChild<QMenu *>(QStringLiteral("menuRecent"));
        QVERIFY(menu);
        QVERIFY(menu->actions().first()->text().contains(QLatin1String("sample_trace.log")));
        menu->actions().first()->trigger();
        QVERIFY(loaded.wait(30000));
        QVERIFY(!w.isShowingStartPage());
        w.closeRun();
        w.findChild<QAction *>(QStringLiteral("actionClearRecent"))->trigger();
        QCOMPARE(recent->topLevelItemCount(), 0);
        QVERIFY(!menu->actions().first()->isEnabled()); // "No recent runs"
    }

    // Dropped files open as one run; a run with diagnostics shows the dock.
    void dropZone()
    {
        MainWindow w;
        w.setQuiet(true);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        DropZone *zone = w.startPage()->dropZone();
        QMimeData mime;
        mime.setUrls({ QUrl::fromLocalFile(QStringLiteral(CS_TEST_DATA_DIR "/simple_corrupted_json.log")) });
        const QPoint at = zone->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(zone, &enter);
        QVERIFY(enter.isAccepted());
        QVERIFY(zone->isHighlighted());
        QSignalSpy loaded(&w, &MainWindow::runLoaded);
        QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(zone, &drop);
        QVERIFY(!zone->isHighlighted());
        QVERIFY(loaded.wait(30000));
        QVERIFY(w.run()->diagnosticCount() > 0);
        auto *dock = w.findChild<QDockWidget *>(QStringLiteral("diagnostics"));
        QVERIFY(dock->isVisible());
        // Hidden by the user, it stays hidden for the next run; Reset Layout brings it back.
        dock->toggleViewAction()->trigger();
        QVERIFY(!dock->isVisible());
        w.openPaths({ QStringLiteral(CS_TEST_DATA_DIR "/simple_corrupted_json.log") });
        QVERIFY(loaded.wait(30000));
        QVERIFY(!dock->isVisible());
        w.resetLayout();
        QVERIFY(dock->isVisible());
    }

    void compareButtonFollowsTheAction()
    {
        RecentRuns recent;
        StartPage page(&recent);
        QAction compare(QStringLiteral("Compare Two Runs…"));
        compare.setObjectName(QStringLiteral("actionCompare"));
        QSignalSpy triggered(&compare, &QAction::triggered);
        page.setActions({ nullptr, &compare });
        auto *button = page.findChild<QToolButton *>(QStringLiteral("start_actionCompare"));
        QVERIFY(button);
        button->click();
        QCOMPARE(triggered.size(), 1);
        page.setActions({ nullptr });
        QVERIFY(!page.findChild<QToolButton *>(QStringLiteral("start_actionCompare")));

        // The window's own: a Compare action made by another part of the window, even after the
        // shell was built, gets its start-page button and a place on the toolbar.
        MainWindow w;
        auto *windowCompare = new QAction(QStringLiteral("Compare Two Runs…"), &w);
        windowCompare->setObjectName(QStringLiteral("actionCompare"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY(startButton(w, "actionCompare"));
        QVERIFY(w.findChild<QToolBar *>(QStringLiteral("mainToolbar"))->actions().contains(windowCompare));
    }

    void themeSwitch()
    {
        const QPalette system = QApplication::palette();
        const QIcon icon = themedIcon(QStringLiteral("open"));
        QVERIFY(!icon.isNull());
        applyTheme(Theme::Dark);
        QCOMPARE(currentTheme(), Theme::Dark);
        QVERIFY(paletteIsDark());
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
        QVERIFY2(iconColour(icon).lightness() > 150, qPrintable(iconColour(icon).name())); // light lines on dark
        applyTheme(Theme::Light);
        QVERIFY(!paletteIsDark());
        QVERIFY2(iconColour(icon).lightness() < 110, qPrintable(iconColour(icon).name()));
        applyTheme(Theme::System);
        QCOMPARE(QApplication::palette().color(QPalette::Window), system.color(QPalette::Window));
        QCOMPARE(themeFromName(QStringLiteral("dark")), Theme::Dark);
        QCOMPARE(themeFromName(QStringLiteral("bogus")), Theme::System);
    }

    // Preferences: the theme applies live and Cancel takes it back; OK writes the settings and
    // the window applies them.
    void preferences()
    {
        MainWindow w;
        w.restoreSettings();
        {
            PreferencesDialog d(&w);
            d.themeBox()->setCurrentIndex(d.themeBox()->findData(QStringLiteral("dark")));
            QVERIFY(paletteIsDark());
            d.reject();
            QVERIFY(!paletteIsDark());
            QCOMPARE(Settings().value(keys::Theme), QStringLiteral("system"));
        }
        {
            PreferencesDialog d(&w);
            d.themeBox()->setCurrentIndex(d.themeBox()->findData(QStringLiteral("dark")));
            d.timeoutBox()->setValue(45);
            d.runnerEdit()->setText(QStringLiteral("/opt/runner/compilescope-runner"));
            shot(&d, "preferences-dark");
            d.accept();
        }
        Settings s;
        QCOMPARE(s.value(keys::Theme), QStringLiteral("dark"));
        QCOMPARE(s.value(keys::GraphvizTimeoutSeconds), 45);
        w.applySettings();
        QCOMPARE(w.findings()->graphPane()->layoutTimeout(), 45000);
        QVERIFY(paletteIsDark());
        // A new window (a restart) comes back dark.
        applyTheme(Theme::System);
        MainWindow again;
        again.restoreSettings();
        QVERIFY(paletteIsDark());
        s.reset(keys::Theme);
        s.reset(keys::RunnerPath);
        s.reset(keys::GraphvizTimeoutSeconds);
        applyTheme(Theme::System);
    }

    void resetLayout()
    {
        MainWindow w;
        w.setQuiet(true);
        w.restoreSettings();
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy loaded(&w, &MainWindow::runLoaded);
        w.openPaths({ Sample });
        QVERIFY(loaded.wait(30000));
        auto *split = w.centralWidget()->findChild<QSplitter *>(QString(), Qt::FindDirectChildrenOnly);
        split->setSizes({ 100, 1000 });
        auto *toolbar = w.findChild<QToolBar *>(QStringLiteral("mainToolbar"));
        toolbar->hide();
        w.saveSettings();
        QVERIFY(!Settings().value(keys::WindowState).isEmpty());
        w.findChild<QAction *>(QStringLiteral("actionResetLayout"))->trigger();
        QVERIFY(toolbar->isVisible());
        QVERIFY(Settings().value(keys::WindowState).isEmpty()); // forgotten
        const QList<int> sizes = split->sizes();
        QVERIFY2(sizes[0] * 5 > (sizes[0] + sizes[1]) * 2 - 50,
            qPrintable(QStringLiteral("%1 %2").arg(sizes[0]).arg(sizes[1])));
        QVERIFY(w.size().width() < 1600);
    }

    // Help ▸ CompileScope Manual: contents of every page and its sections, search across the
    // pages, links followed inside, and F1 on a view opens that view's section.
    void manual()
    {
        ManualWindow guide;
        guide.resize(1300, 800);
        guide.show();
        QVERIFY(QTest::qWaitForWindowExposed(&guide));
        const Manual &m = guide.manual();
        QVERIFY2(m.pages().size() >= 15, qPrintable(QString::number(m.pages().size())));
        QVERIFY(!m.folder().isEmpty()); // the source tree's copy, with its pictures
        QCOMPARE(m.pages().first().file, QStringLiteral("index.md"));
        QCOMPARE(guide.contents()->topLevelItemCount(), int(m.pages().size()));
        QCOMPARE(guide.current().file, QStringLiteral("index.md"));
        QVERIFY(guide.browser()->toPlainText().contains(QLatin1String("Contents")));
        // Every view the window has leads to a section of views.md that is there.
        MainWindow w;
        for (const QString &view : w.findings()->viewNames()) {
            const ManualPlace place = Manual::placeOfView(view);
            QVERIFY2(guide.showPlace(place), qPrintable(view));
            QCOMPARE(guide.current().file, QStringLiteral("views.md"));
            QVERIFY2(guide.browser()->textCursor().block().blockFormat().headingLevel() == 2, qPrintable(view));
            QCOMPARE(Manual::anchorOf(guide.browser()->textCursor().block().text()), place.anchor);
            QTRY_VERIFY2(
                guide.browser()->verticalScrollBar()->value() > 0 || view == QLatin1String("fix"), qPrintable(view));
        }
        QCOMPARE(w.helpTopic(), QStringLiteral("start"));
        // Search: sections holding every word, any case; a hit opens its page at its section.
        guide.searchField()->setText(QStringLiteral("SIGKILL grace"));
        QTRY_VERIFY(guide.results()->isVisible() || guide.results()->count() > 0);
        QVERIFY(guide.results()->count() >= 1);
        QVERIFY(guide.results()->item(0)->text().startsWith(QLatin1String("Recording a run")));
        QTest::mouseClick(guide.results()->viewport(), Qt::LeftButton, {},
            guide.results()->visualItemRect(guide.results()->item(0)).center());
        QCOMPARE(guide.current().file, QStringLiteral("recording.md"));
        QVERIFY(!guide.browser()->extraSelections().isEmpty()); // the words marked
        guide.searchField()->setText(QStringLiteral("zzqqxx"));
        QCOMPARE(guide.results()->count(), 1); // says nothing matches
        QVERIFY(guide.results()->item(0)->data(Qt::UserRole).toString().isEmpty());
        // A link between pages is followed here; Back returns.
        guide.searchField()->clear();
        guide.showPlace({ QStringLiteral("views.md"), QStringLiteral("recompiles") });
        Q_EMIT guide.browser()->anchorClicked(
            QUrl(QStringLiteral("real-models.md#torch-versions-and-what-a-recompile-is")));
        QCOMPARE(guide.current().file, QStringLiteral("real-models.md"));
        QCOMPARE(
            guide.browser()->textCursor().block().text(), QStringLiteral("Torch versions, and what a recompile is"));
        QTest::keySequence(&guide, QKeySequence::Back);
        QCOMPARE(guide.current().file, QStringLiteral("views.md"));
        QCOMPARE(guide.current().anchor, QStringLiteral("recompiles"));
        guide.resize(1300, 800);
        guide.showPlace({ QStringLiteral("views.md"), QStringLiteral("what-to-fix-first") });
        shot(&guide, "manual");
        // The words the manual's search finds agree with the contents: no page is empty.
        for (const ManualPage &p : m.pages())
            QVERIFY2(!p.headings.isEmpty() && p.markdown.size() > 200, qPrintable(p.file));
        QCOMPARE(Manual::anchorOf(QStringLiteral("A/B: does torch.compile pay off?")),
            QStringLiteral("ab-does-torchcompile-pay-off"));
        QCOMPARE(Manual::anchorOf(QStringLiteral("Why is compiled slower? (ab --why)")),
            QStringLiteral("why-is-compiled-slower-ab---why"));
    }

    // Alt+letter reaches one action per menu: no two entries of a menu (nor two menus of the
    // bar) share a mnemonic.
    void mnemonicsAreUnique()
    {
        MainWindow w;
        auto mnemonic = [](const QString &text) -> QChar {
            for (qsizetype i = 0; i + 1 < text.size(); ++i)
                if (text[i] == QLatin1Char('&')) {
                    if (text[i + 1] != QLatin1Char('&'))
                        return text[i + 1].toLower();
                    ++i;
                }
            return {};
        };
        auto unique = [&](const QList<QAction *> &actions, const QString &where) {
            QHash<QChar, QString> seen;
            for (QAction *a : actions) {
                const QChar m = mnemonic(a->text());
                if (m.isNull() || !a->isVisible())
                    continue;
                QVERIFY2(!seen.contains(m),
                    qPrintable(QStringLiteral("%1: %2 and %3").arg(where, seen.value(m), a->text())));
                seen.insert(m, a->text());
            }
        };
        unique(w.menuBar()->actions(), QStringLiteral("menu bar"));
        for (QAction *top : w.menuBar()->actions())
            if (top->menu())
                unique(top->menu()->actions(), top->text());
    }

    void helpDialogs()
    {
        MainWindow w;
        ShortcutsDialog shortcuts(w.menuBar());
        QTableWidget *t = shortcuts.table();
        bool open = false, close = false, guide = false;
        for (int r = 0; r < t->rowCount(); ++r) {
            const QString what = t->item(r, 0)->text(), keys = t->item(r, 1)->text();
            QVERIFY2(
                !keys.isEmpty() && !keys.startsWith(QLatin1Char(',')), qPrintable(what + QLatin1String(": ") + keys));
            open |= what == QStringLiteral("File ▸ Open File") && keys.contains(QLatin1String("Ctrl+O"));
            close |= what == QStringLiteral("File ▸ Close") && keys.contains(QLatin1String("Ctrl+W"));
            guide
                |= what.startsWith(QStringLiteral("Help ▸ CompileScope Manual")) && keys.contains(QLatin1String("F1"));
        }
        QVERIFY(open && close && guide);
        shot(&shortcuts, "shortcuts");
        AboutDialog about;
        QTRY_VERIFY_WITH_TIMEOUT(!about.runnerLabel()->text().contains(QLatin1String("asking")), 60000);
        QVERIFY(about.runnerLabel()->text().startsWith(QLatin1String("Kernel runner: ")));
        shot(&about, "about");
    }
};

QTEST_MAIN(TestStartPage)
#include "tst_startpage.moc"
