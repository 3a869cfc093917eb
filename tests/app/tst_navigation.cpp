#include "gui/findbar.h"
#include "gui/findingstabs.h"
#include "gui/gotodialog.h"
#include "gui/livefollow.h"
#include "gui/mainwindow.h"
#include "gui/navigator.h"
#include "gui/rowactions.h"

#include "viewers/selectioncontext.h"
#include "viewers/widgets/explorerpane.h"
#include "viewers/widgets/graphpane.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QGraphicsScene>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QScreen>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include "core/util/bytesource.h"

using namespace cs;
using namespace cs::app;

namespace {

const QString Fixture = QStringLiteral(CS_TEST_DATA_DIR "/logs/graph_breaks.log.zst");

// A window with a run loaded: the graph_breaks trace (4 compiles in 4 frames, 3 graph breaks, kernels, graphs).
bool openRun(MainWindow &w, const QString &path = Fixture)
{
    w.setQuiet(true);
    w.resize(1300, 850);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return false;
    w.activateWindow(); // shortcuts go to the active window (under Xvfb there is no window manager)
    if (!QTest::qWaitForWindowActive(&w))
        return false;
    QSignalSpy loaded(&w, &MainWindow::runLoaded);
    w.openPaths({ path });
    return loaded.wait(60000) && w.run();
}

QString compileIdOf(const MainWindow &w, const CompileRef &ref)
{
    return ref.isValid() ? w.run()->overviews[ref.log]->compiles[ref.compile].id.toString() : QString();
}

// Screenshots for a person to look at, when CS_SHOTS_DIR is set (run under Xvfb: popups are
// separate windows, so the screen is grabbed).
void shoot(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("CS_SHOTS_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QTest::qWait(300);
    QPixmap shot = QGuiApplication::primaryScreen()->grabWindow(0);
    if (shot.isNull() || QGuiApplication::platformName() == QLatin1String("offscreen"))
        shot = w->window()->grab();
    shot.save(dir + QLatin1Char('/') + name);
}

QByteArray plainTrace(const char *name)
{
    auto src = ByteSource::open(QStringLiteral(CS_TEST_DATA_DIR "/logs/") + QLatin1String(name));
    return src ? QByteArray(src.value()->data(), static_cast<qsizetype>(src.value()->size())) : QByteArray();
}

} // namespace

class TestNavigation : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Every run starts from no settings: a last view remembered by an earlier run of this test
    // (app/gui/settings.h keeps one per run) would change where the run opens.
    void initTestCase()
    {
        // Only the folder the test's CMake set (cmake/CompileScopeTesting.cmake), never a user's.
        const QString config = qEnvironmentVariable("XDG_CONFIG_HOME");
        if (config.endsWith(QLatin1String("/config/tst_navigation")))
            QDir(config).removeRecursively();
    }

    // Back and forward through selections in several views: Alt+Left / Alt+Right, the actions,
    // the mouse's back button.
    void backAndForward()
    {
        MainWindow w;
        QVERIFY(openRun(w));
        Navigator *nav = w.navigator();
        QVERIFY(nav);
        QTRY_VERIFY(nav->history().size() == 1); // where the run opened
        const CompileRef first = w.selection()->current();
        QCOMPARE(compileIdOf(w, first), QStringLiteral("0/0"));
        QVERIFY(!nav->backAction()->isEnabled());

        QTest::qWait(450); // apart from the previous step (quick steps in one view are one)
        QVERIFY(w.selectCompile(QStringLiteral("2/0")));
        QTRY_COMPARE(nav->history().size(), size_t(2));
        QTest::qWait(450);
        QVERIFY(w.findings()->showView(QStringLiteral("breaks")));
        auto *breaks = w.findings()->breaksPane()->view();
        breaks->setCurrentIndex(breaks->model()->index(2, 0));
        QTRY_COMPARE(nav->history().size(), size_t(3));
        const CompileRef fromBreak = w.selection()->current();
        const QString breakRow = breaks->currentIndex().data().toString();
        QTest::qWait(450);
        QVERIFY(w.findings()->showView(QStringLiteral("graph")));
        QTRY_COMPARE(nav->history().size(), size_t(4));
        QVERIFY(nav->backAction()->isEnabled());
        QVERIFY(!nav->forwardAction()->isEnabled());

        QTest::keyClick(&w, Qt::Key_Left, Qt::AltModifier); // back to the break
        QCOMPARE(w.findings()->currentWidget()->objectName(), QStringLiteral("breaks"));
        QCOMPARE(w.selection()->current(), fromBreak);
        QCOMPARE(breaks->currentIndex().data().toString(), breakRow);
        nav->back(); // the compile chosen, on the view the run opened on
        QCOMPARE(w.findings()->currentWidget()->objectName(), QStringLiteral("fix"));
        QCOMPARE(compileIdOf(w, w.selection()->current()), QStringLiteral("2/0"));
        QVERIFY(w.compileTree()->currentIndex().data().toString().contains(QStringLiteral("2/0")));
        // The mouse's back button, anywhere over the window.
        QTest::mousePress(w.compileTree()->viewport(), Qt::BackButton, {}, QPoint(10, 10));
        QCOMPARE(w.selection()->current(), first);
        QVERIFY(!nav->backAction()->isEnabled());
        QTest::keyClick(&w, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(compileIdOf(w, w.selection()->current()), QStringLiteral("2/0"));
        QTest::qWait(50);
        QCOMPARE(nav->history().size(), size_t(4)); // going back and forth adds nothing
        nav->forward();
        nav->forward();
        QCOMPARE(w.findings()->currentWidget()->objectName(), QStringLiteral("graph"));
        QVERIFY(!nav->forwardAction()->isEnabled());

        // A new place after going back drops what was ahead.
        nav->back();
        QTest::qWait(450);
        QVERIFY(w.selectCompile(QStringLiteral("3/0")));
        QTRY_VERIFY(!nav->forwardAction()->isEnabled());
    }

    // Ctrl+F finds in the view on screen, Ctrl+Shift+F in the compile list: rows of a tree (F3 goes on, wrapping), text of the
    // details, nodes of the graph.
    void findInViews()
    {
        MainWindow w;
        QVERIFY(openRun(w));
        Navigator *nav = w.navigator();
        w.compileTree()->setFocus();
        // Ctrl+F searches the view on screen even with the focus in the compile list (issue 24,
        // point 6); Ctrl+Shift+F searches the compile list.
        QTest::keyClick(&w, Qt::Key_F, Qt::ControlModifier);
        FindBar *bar = nav->findBar();
        QVERIFY(bar->isVisible());
        QVERIFY(bar->target() != static_cast<QWidget *>(w.compileTree()));
        QVERIFY(w.findings()->currentWidget() == bar->target()
            || w.findings()->currentWidget()->isAncestorOf(bar->target()));
        QTest::keyClick(bar->field(), Qt::Key_Escape);
        w.compileTree()->setFocus();
        QTest::keyClick(&w, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(bar->isVisible());
        QCOMPARE(bar->target(), static_cast<QWidget *>(w.compileTree()));
        QTest::keyClicks(bar->field(), QStringLiteral("resume_in"));
        QTRY_COMPARE(bar->matchCount(), 3); // the three resume functions' frames
        const QString firstHit = w.compileTree()->currentIndex().data().toString();
        QVERIFY2(firstHit.contains(QStringLiteral("resume in")), qPrintable(firstHit)); // found by its PyTorch name
        QTest::keyClick(&w, Qt::Key_F3);
        QCOMPARE(bar->currentMatch(), 1);
        QVERIFY(w.compileTree()->currentIndex().data().toString() != firstHit);
        QTest::keyClick(&w, Qt::Key_F3, Qt::ShiftModifier);
        QCOMPARE(w.compileTree()->currentIndex().data().toString(), firstHit);
        QTest::keyClick(&w, Qt::Key_F3);
        QTest::keyClick(&w, Qt::Key_F3);
        QTest::keyClick(&w, Qt::Key_F3); // wraps around
        QCOMPARE(bar->currentMatch(), 0);
        shoot(&w, QStringLiteral("find-bar-tree.png"));
        QTest::keyClick(bar->field(), Qt::Key_Escape);
        QVERIFY(!bar->isVisible());

        // The details text of the selected compile.
        QVERIFY(w.selectCompile(QStringLiteral("0/0")));
        QVERIFY(w.findings()->showView(QStringLiteral("details")));
        w.findings()->currentWidget()->setFocus();
        nav->openFind();
        QCOMPARE(bar->target(), w.findings()->currentWidget());
        bar->field()->setText(QStringLiteral("forward"));
        bar->findNext();
        QVERIFY(bar->matchCount() >= 1);
        QCOMPARE(bar->currentMatch() >= 0, true);

        // Graph nodes by name.
        QVERIFY(w.findings()->showView(QStringLiteral("graph")));
        QTRY_VERIFY_WITH_TIMEOUT(w.findings()->graphPane()->boxCount() > 0, 60000);
        QTest::qWait(200);
        w.findings()->graphPane()->setFocus();
        nav->openFind();
        QCOMPARE(bar->target(), static_cast<QWidget *>(w.findings()->graphPane()));
        bar->field()->setText(QStringLiteral("gelu"));
        bar->findNext();
        QVERIFY(bar->matchCount() >= 1);
        QVERIFY(!w.findings()->graphPane()->scene()->selectedItems().isEmpty());
        shoot(&w, QStringLiteral("find-bar-graph.png"));
    }

    // Ctrl+K: compile ids, breaks, kernels and graph nodes, ranked, opened in their view.
    void gotoAnything()
    {
        MainWindow w;
        QVERIFY(openRun(w));
        Navigator *nav = w.navigator();
        QSignalSpy ready(nav, &Navigator::gotoIndexReady);
        QTRY_VERIFY_WITH_TIMEOUT(nav->gotoIndex() && nav->gotoIndex()->hasGraphs(), 60000);
        const GotoIndex &index = *nav->gotoIndex();
        QVERIFY(index.graphCount() > 0);
        // Every compile id, break and kernel of the run is in it.
        int compiles = 0, breaks = 0, kernels = 0, nodes = 0;
        for (const auto &e : index.entries()) {
            compiles += e.kind == GotoIndex::Kind::Compile;
            breaks += e.kind == GotoIndex::Kind::Break;
            kernels += e.kind == GotoIndex::Kind::Kernel;
            nodes += e.kind == GotoIndex::Kind::GraphNode;
        }
        QCOMPARE(compiles, 4);
        QCOMPARE(breaks, 3);
        QCOMPARE(kernels, 8); // 1 + 2 + 4 + 1, as `summary` lists them
        QVERIFY(nodes > 20);

        QTest::keyClick(&w, Qt::Key_K, Qt::ControlModifier);
        GotoDialog *dialog = nav->gotoDialog();
        QVERIFY(dialog->isVisible());
        QAbstractItemModelTester tester(
            dialog->list()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTest::keyClicks(dialog->field(), QStringLiteral("2/0"));
        QVERIFY(dialog->resultCount() > 0);
        QCOMPARE(dialog->entryAt(0)->kind, GotoIndex::Kind::Compile);
        QCOMPARE(dialog->entryAt(0)->text, QStringLiteral("2/0"));
        shoot(&w, QStringLiteral("goto-compile.png"));
        QTest::keyClick(dialog->field(), Qt::Key_Return);
        QVERIFY(!dialog->isVisible());
        QCOMPARE(compileIdOf(w, w.selection()->current()), QStringLiteral("2/0"));
        QCOMPARE(w.findings()->currentWidget()->objectName(), QStringLiteral("details"));

        // Fuzzy: letters in order find the kernel; Down picks the second match.
        nav->openGoto();
        dialog->setQuery(QStringLiteral("trit red sum"));
        QVERIFY(dialog->resultCount() > 0);
        QCOMPARE(dialog->entryAt(0)->text, QStringLiteral("triton_red_fused_sum_0"));
        QTest::keyClick(dialog->field(), Qt::Key_Return);
        QCOMPARE(compileIdOf(w, w.selection()->current()), QStringLiteral("1/0"));
        QVERIFY(w.findings()->currentWidget()->objectName() == QLatin1String("kernels")
            || w.findings()->currentWidget()->objectName() == QLatin1String("graph"));

        // A graph break by its reason opens the breaks view on it.
        const QString reason = w.findings()->explanation().breaks.at(1).reason.section(u'\n', 0, 0).left(40);
        nav->openGoto();
        dialog->setQuery(reason);
        QVERIFY(dialog->resultCount() > 0);
        int row = 0;
        while (row < dialog->resultCount() && dialog->entryAt(row)->kind != GotoIndex::Kind::Break)
            ++row;
        QVERIFY(row < dialog->resultCount());
        for (int i = 0; i < row; ++i)
            QTest::keyClick(dialog->field(), Qt::Key_Down);
        QTest::keyClick(dialog->field(), Qt::Key_Return);
        QCOMPARE(w.findings()->currentWidget()->objectName(), QStringLiteral("breaks"));
        QVERIFY(w.findings()->breaksPane()->view()->currentIndex().isValid());

        // A graph node: the graph view, centred on its box.
        QSignalSpy laidOut(w.findings()->graphPane(), &viewers::GraphPane::layoutReady);
        nav->openGoto();
        dialog->setQuery(QStringLiteral("gelu"));
        row = 0;
        while (row < dialog->resultCount() && dialog->entryAt(row)->kind != GotoIndex::Kind::GraphNode)
            ++row;
        QVERIFY(row < dialog->resultCount());
        const QString graphId = dialog->entryAt(row)->graphId;
        for (int i = 0; i < row; ++i)
            QTest::keyClick(dialog->field(), Qt::Key_Down);
        shoot(&w, QStringLiteral("goto-graph-node.png"));
        QTest::keyClick(dialog->field(), Qt::Key_Return);
        QCOMPARE(w.findings()->currentWidget()->objectName(), QStringLiteral("graph"));
        QTRY_VERIFY_WITH_TIMEOUT(w.findings()->graphPane()->currentEntry().id == graphId
                && !w.findings()->graphPane()->scene()->selectedItems().isEmpty(),
            60000);
        // Going to something is a step back can undo.
        QTRY_VERIFY(w.navigator()->backAction()->isEnabled());
    }

    // Copy as JSON: a row's facts, from the compile tree and the breaks view.
    void copyAsJson()
    {
        MainWindow w;
        QVERIFY(openRun(w));
        QVERIFY(w.selectCompile(QStringLiteral("1/0")));
        const QString json = RowActions::copyJson(w.compileTree());
        const QJsonObject o = QJsonDocument::fromJson(json.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("compile_id")).toString(), QStringLiteral("1/0"));
        QCOMPARE(
            o.value(QStringLiteral("function")).toString(), QStringLiteral("torch_dynamo_resume_in_forward_at_15"));
        QCOMPARE(o.value(QStringLiteral("line")).toInt(), 15);
        QVERIFY(o.value(QStringLiteral("file")).toString().endsWith(QLatin1String("scenarios.py")));
        QCOMPARE(o.value(QStringLiteral("kernels")).toArray().size(), 2);
        QVERIFY(o.value(QStringLiteral("columns")).toObject().size() >= 3);

        QVERIFY(w.findings()->showView(QStringLiteral("breaks")));
        auto *breaks = w.findings()->breaksPane()->view();
        breaks->setCurrentIndex(breaks->model()->index(0, 0));
        const QJsonObject b = QJsonDocument::fromJson(RowActions::copyJson(breaks).toUtf8()).object();
        const BreakGroup *group = nullptr;
        for (const BreakGroup &g : w.findings()->explanation().breaks)
            if (g.reason == b.value(QStringLiteral("reason")).toString())
                group = &g;
        QVERIFY(group);
        QCOMPARE(b.value(QStringLiteral("line")).toInt(), group->line);
        QCOMPARE(b.value(QStringLiteral("count")).toInt(), group->count);
        // The text copy is the row's cells.
        QVERIFY(RowActions::copyText(breaks).contains(u'\t'));

        // The editor command: the user's template, the trace's path as one absolute argument.
        QCOMPARE(
            RowActions::editorCommand(QStringLiteral("code --goto {file}:{line}"), QStringLiteral("/m/model.py"), 12),
            (QStringList { QStringLiteral("code"), QStringLiteral("--goto"), QStringLiteral("/m/model.py:12") }));
        QCOMPARE(RowActions::editorCommand(QStringLiteral("xdg-open {file}"), QStringLiteral("/a b/$(rm x).py"), 3),
            (QStringList { QStringLiteral("xdg-open"), QStringLiteral("/a b/$(rm x).py") }));
        const QStringList dash
            = RowActions::editorCommand(QStringLiteral("\"my editor\" +{line}"), QStringLiteral("-rf"), 7);
        QCOMPARE(dash.size(), 3);
        QCOMPARE(dash[0], QStringLiteral("my editor"));
        QCOMPARE(dash[1], QStringLiteral("+7"));
        QVERIFY(dash[2].startsWith(u'/')); // never read as an option
    }

    // A run still being written: new compile ids appear; the selected compile stays selected.
    void followsALiveRun()
    {
        const QByteArray all = plainTrace("recompiles.log.zst");
        QVERIFY(!all.isEmpty());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("live_trace.log"));
        // Cut at a record header a fifth of the way in.
        qsizetype cut = all.indexOf("\nV", all.size() / 5) + 1;
        QVERIFY(cut > 0);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(all.left(cut));
        }
        MainWindow w;
        w.navigator()->liveFollow()->setIntervals(100, std::chrono::milliseconds(300));
        QVERIFY(openRun(w, path));
        LiveFollow *live = w.navigator()->liveFollow();
        QVERIFY(live->isFollowable());
        QVERIFY(live->isEnabled()); // written a moment ago: followed by default
        QVERIFY(w.navigator()->followAction()->isChecked());
        size_t before = 0;
        for (const auto &o : w.run()->overviews)
            before += o->compiles.size();
        QVERIFY(w.selectCompile(QStringLiteral("0/0")));
        QSignalSpy updated(&w, &MainWindow::runUpdated);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::Append));
            f.write(all.mid(cut));
        }
        QVERIFY(updated.wait(30000));
        QTRY_VERIFY_WITH_TIMEOUT(
            w.run()->logs[0]->records.size() > 0 && w.run()->logs[0]->source->size() == static_cast<size_t>(all.size()),
            30000);
        size_t after = 0;
        for (const auto &o : w.run()->overviews)
            after += o->compiles.size();
        QVERIFY2(after > before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
        QCOMPARE(compileIdOf(w, w.selection()->current()), QStringLiteral("0/0"));
        QVERIFY(w.findings()->explanation().recompiles.size() > 0);

        // Truncated: read again, with a message.
        QVERIFY(QFile::resize(path, cut));
        QTRY_VERIFY_WITH_TIMEOUT(w.run()->logs[0]->source->size() <= static_cast<size_t>(cut), 30000);
        size_t truncated = 0;
        for (const auto &o : w.run()->overviews)
            truncated += o->compiles.size();
        QCOMPARE(truncated, before);

        // Follow off: nothing more is read.
        w.navigator()->followAction()->setChecked(false);
        QVERIFY(!live->isEnabled());
    }

    // A log last written long before it was opened is not followed at first, but a job that
    // writes to it again is: the first growth turns following on, with a message.
    void followsAnOldLogOnceItGrows()
    {
        const QByteArray all = plainTrace("recompiles.log.zst");
        QVERIFY(!all.isEmpty());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old_trace.log"));
        const qsizetype cut = all.indexOf("\nV", all.size() / 5) + 1;
        QVERIFY(cut > 0);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(all.left(cut));
            f.close();
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(-600), QFileDevice::FileModificationTime));
        }
        MainWindow w;
        w.navigator()->liveFollow()->setIntervals(100, std::chrono::milliseconds(300));
        QVERIFY(openRun(w, path));
        LiveFollow *live = w.navigator()->liveFollow();
        QVERIFY(live->isFollowable());
        QVERIFY(!live->isEnabled()); // ten minutes old: not followed at open
        QSignalSpy messages(live, &LiveFollow::message);
        QSignalSpy updated(&w, &MainWindow::runUpdated);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::Append));
            f.write(all.mid(cut));
        }
        QTRY_VERIFY_WITH_TIMEOUT(live->isEnabled(), 30000);
        QVERIFY(w.navigator()->followAction()->isChecked());
        QVERIFY(updated.wait(30000) || updated.count() > 0);
        QTRY_VERIFY_WITH_TIMEOUT(w.run()->logs[0]->source->size() == static_cast<size_t>(all.size()), 30000);
        QVERIFY(!messages.isEmpty());
    }
};

QTEST_MAIN(TestNavigation)
#include "tst_navigation.moc"
