#include "core/diff/diffinput.h"
#include "gui/mainwindow.h"
#include "gui/runpicker.h"
#include "tests/diffpairs.h"
#include "viewers/compare/comparegraphs.h"
#include "viewers/compare/comparewindow.h"
#include "viewers/compare/diffmodel.h"
#include "viewers/widgets/graphpane.h"
#include "viewers/widgets/taskstatus.h"

#include <QAbstractItemModelTester>
#include <QDropEvent>
#include <QFile>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QPointer>
#include <QProcess>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUrl>

using namespace cs;
using namespace cs::viewers;

// The compare window on the pairs recorded for diff (tests/data/diff/): a graph break fixed,
// the same run twice, one side unreadable; the tables against the diff's result and the model
// script's own lines, colours, the shared selection, both graphs drawn with the changes
// outlined; the main window opens it for two runs dropped at once. CS_SCREENSHOT_DIR=DIR saves
// what it shows.
class TestCompareWindow : public QObject {
    Q_OBJECT

    static QString data(const char *name) { return QStringLiteral(CS_TEST_DATA_DIR "/diff/") + QLatin1String(name); }

    static void shot(QWidget &w, const char *name)
    {
        const QString dir = qEnvironmentVariable("CS_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            w.grab().save(dir + QLatin1Char('/') + QLatin1String(name));
    }

    static bool compared(CompareWindow &w, const QString &a, const QString &b, const QString &database = {})
    {
        QSignalSpy done(&w, &CompareWindow::compared);
        w.compare(a, b, database);
        return done.wait(60000);
    }

    static int rowWith(const DiffTableModel *m, int column, const QString &text)
    {
        for (int r = 0; r < m->rowCount(); ++r)
            if (m->index(r, column).data().toString() == text)
                return r;
        return -1;
    }

    static int sourceRow(QTableView *view)
    {
        auto *proxy = static_cast<QSortFilterProxyModel *>(view->model());
        return proxy->mapToSource(view->currentIndex()).row();
    }

private Q_SLOTS:
    void graphBreakFixed()
    {
        CompareWindow w;
        w.resize(1500, 950);
        w.show();
        QVERIFY(compared(w, data("break_a"), data("break_b")));
        const diff::RunDiff &d = w.result();
        QVERIFY(d.changed());
        for (int t = CompareWindow::SummaryTab; t <= CompareWindow::TimesTab; ++t)
            if (w.model(CompareWindow::Tab(t)))
                QAbstractItemModelTester tester(
                    w.model(CompareWindow::Tab(t)), QAbstractItemModelTester::FailureReportingMode::QtTest);

        // The graph break at the model's print() is listed as fixed, coloured as gone in B.
        const int printLine = diffModelLine(QStringLiteral("print(\"activations\""));
        QVERIFY(printLine > 0);
        const DiffTableModel *findings = w.model(CompareWindow::FindingsTab);
        const int row = rowWith(findings, 1, QStringLiteral("diff_model.py:%1").arg(printLine));
        QVERIFY2(row >= 0, "no finding at the print() line");
        QCOMPARE(findings->index(row, 0).data().toString(), QStringLiteral("graph break"));
        QCOMPARE(findings->index(row, 3).data().toString(), QStringLiteral("1"));
        QCOMPARE(findings->index(row, 4).data().toString(), QStringLiteral("0"));
        QCOMPARE(findings->index(row, 5).data().toString(), QStringLiteral("fixed"));
        QCOMPARE(findings->index(row, 0).data(Qt::BackgroundRole).value<QColor>(),
            DiffTableModel::changeColour(diff::Change::OnlyInA));

        // Compiles: A's resume function after the break exists only in A; forward changed.
        const DiffTableModel *compiles = w.model(CompareWindow::CompilesTab);
        QCOMPARE(compiles->rowCount(), static_cast<int>(d.compiles.size()));
        const int resume = rowWith(compiles, 0, QStringLiteral("torch_dynamo_resume_in_forward_at_%1").arg(printLine));
        QVERIFY(resume >= 0);
        QCOMPARE(compiles->index(resume, 3).data().toString(), QStringLiteral("—"));
        QCOMPARE(compiles->index(resume, 0).data(DiffTableModel::ChangeRole).toInt(), int(diff::Change::OnlyInA));
        const int forward
            = rowWith(compiles, 0, QStringLiteral("Block.forward")); // class-qualified, as summary names it
        QVERIFY(forward >= 0);
        QCOMPARE(compiles->index(forward, 2).data().toString(), QStringLiteral("0/0"));
        QCOMPARE(compiles->index(forward, 3).data().toString(), QStringLiteral("0/0"));
        QVERIFY(compiles->index(forward, 0).data(Qt::BackgroundRole).value<QColor>()
            == DiffTableModel::changeColour(diff::Change::Changed));
        // Unchanged kernels (same code) have no colour; the delta column says + or −.
        const DiffTableModel *kernels = w.model(CompareWindow::KernelsTab);
        QCOMPARE(kernels->rowCount(), static_cast<int>(d.kernels.size()));
        int same = 0;
        for (int r = 0; r < kernels->rowCount(); ++r)
            if (kernels->index(r, 4).data().toString() == QLatin1String("same code")) {
                ++same;
                QVERIFY(!kernels->index(r, 0).data(Qt::BackgroundRole).isValid());
            }
        QCOMPARE(same, 4);

        // Selection in step: choosing the forward compile selects its rows elsewhere, and the
        // graphs follow with the added nodes outlined on B's side only.
        QSignalSpy outlined(w.graphs(), &CompareGraphs::outlinesDrawn);
        QTableView *compileView = w.table(CompareWindow::CompilesTab);
        auto *proxy = static_cast<QSortFilterProxyModel *>(compileView->model());
        compileView->selectionModel()->setCurrentIndex(proxy->mapFromSource(compiles->index(forward, 0)),
            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QCOMPARE(w.selectedPair(), forward);
        for (auto tab : { CompareWindow::GraphsTab, CompareWindow::KernelsTab }) {
            const int r = sourceRow(w.table(tab));
            QVERIFY(r >= 0);
            QCOMPARE(w.model(tab)->rowAt(r)->pair, forward);
        }
        QVERIFY(outlined.wait(60000) || w.graphs()->outlined(false) > 0);
        QCOMPARE(w.graphs()->paneA()->graph().nodes.size() < w.graphs()->paneB()->graph().nodes.size(), true);
        QVERIFY(w.graphs()->outlined(false) > 0); // B's added mean/sigmoid/linear
        QCOMPARE(w.graphs()->outlined(true), 0); // nothing of forward's graph was removed
        w.showTab(CompareWindow::GraphsTab);
        QTest::qWait(200);
        shot(w, "compare-break-graphs.png");
        w.showTab(CompareWindow::FindingsTab);
        shot(w, "compare-break-findings.png");

        // A kernel row shows both kernels' generated code side by side.
        QTableView *kernelView = w.table(CompareWindow::KernelsTab);
        const int similar = rowWith(kernels, 0, QStringLiteral("cpp_fused_mean_mul_sigmoid_0"));
        QVERIFY(similar >= 0);
        kernelView->selectionModel()->setCurrentIndex(
            static_cast<QSortFilterProxyModel *>(kernelView->model())->mapFromSource(kernels->index(similar, 0)),
            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QVERIFY(kernels->index(similar, 2).data().toString().startsWith(QLatin1String("cpp_fused_")));
        w.showTab(CompareWindow::KernelsTab);
        QTest::qWait(200);
        shot(w, "compare-break-kernels.png");
        w.showTab(CompareWindow::SummaryTab);
        shot(w, "compare-break-summary.png");
    }

    // A pair that fuses differently (max_fusion_size=2 in B): the graph row says changed though
    // its payload is the same, and the graphs pane lists each split with both runs' decisions.
    void fusionDecisionShown()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcess tar;
        tar.start(QStringLiteral("tar"),
            { QStringLiteral("-xJf"), data("fusion_pair.tar.xz"), QStringLiteral("-C"), dir.path() });
        QVERIFY(tar.waitForFinished(60000) && tar.exitCode() == 0);
        CompareWindow w;
        w.resize(1500, 950);
        w.show();
        QVERIFY(compared(w, dir.filePath(QStringLiteral("fuse_a")), dir.filePath(QStringLiteral("fuse_b"))));
        const DiffTableModel *graphs = w.model(CompareWindow::GraphsTab);
        const int row = rowWith(graphs, 0, QStringLiteral("0/0:post_grad:forward"));
        QVERIFY(row >= 0);
        QCOMPARE(graphs->index(row, graphs->columnCount() - 1).data().toString(), QStringLiteral("changed"));
        QVERIFY(graphs->index(row, 0).data(Qt::ToolTipRole).toString().contains(QLatin1String("exceeds max fusion")));
        QTableView *view = w.table(CompareWindow::GraphsTab);
        view->selectionModel()->setCurrentIndex(
            static_cast<QSortFilterProxyModel *>(view->model())->mapFromSource(graphs->index(row, 0)),
            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        const QString text = w.graphs()->fusionText();
        QVERIFY2(text.contains(QStringLiteral("Split: op0_op1_op3_op4 → op0_op1 + op3_op4")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("A fused: fusing op0_op1 with op3_op4")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("B rejected: exceeds max fusion")), qPrintable(text));
        w.showTab(CompareWindow::GraphsTab);
        QSignalSpy outlined(w.graphs(), &CompareGraphs::outlinesDrawn);
        outlined.wait(30000);
        QTest::qWait(200);
        shot(w, "compare-fusion-graphs.png");
    }

    void sameRunTwice()
    {
        CompareWindow w;
        w.resize(1500, 950);
        w.show();
        QVERIFY(compared(w, data("twice_a"), data("twice_b"), data("profiles.db")));
        const DiffTableModel *compiles = w.model(CompareWindow::CompilesTab);
        QVERIFY(compiles->rowCount() > 0);
        for (int r = 0; r < compiles->rowCount(); ++r)
            QCOMPARE(compiles->index(r, 0).data(DiffTableModel::ChangeRole).toInt(), int(diff::Change::Unchanged));
        for (int r = 0; r < w.model(CompareWindow::FindingsTab)->rowCount(); ++r)
            QVERIFY(!w.model(CompareWindow::FindingsTab)->index(r, 0).data(Qt::BackgroundRole).isValid());
        // Measured twice (30 repeats each side): every kernel timed, none called faster or slower.
        const DiffTableModel *kernels = w.model(CompareWindow::KernelsTab);
        QCOMPARE(kernels->rowCount(), 6);
        for (int r = 0; r < kernels->rowCount(); ++r) {
            QCOMPARE(kernels->index(r, 4).data().toString(), QStringLiteral("same code"));
            QVERIFY(kernels->index(r, 5).data().toString().endsWith(QLatin1String("s"))); // a median, "… µs"
            QCOMPARE(kernels->index(r, 9).data().toString(), QStringLiteral("no significant difference"));
            QVERIFY(!kernels->index(r, 7).data(Qt::ForegroundRole).isValid()); // the delta not coloured
        }
        auto *header = w.findChild<QLabel *>();
        QVERIFY(header->text().contains(QLatin1String("No change found.")));
    }

    // The break fixed, with both sides' measured kernel times: the kernels of the same code
    // timed on both sides, the delta coloured only where the test calls it.
    void measuredPair()
    {
        CompareWindow w;
        w.resize(1500, 950);
        w.show();
        QVERIFY(compared(w, data("break_a"), data("break_b"), data("profiles.db")));
        const diff::RunDiff &d = w.result();
        QVERIFY(d.profile.present);
        const DiffTableModel *kernels = w.model(CompareWindow::KernelsTab);
        int timed = 0;
        for (int r = 0; r < kernels->rowCount(); ++r) {
            const diff::KernelPair &k = d.kernels[kernels->rowAt(r)->item];
            if (!k.time)
                continue;
            ++timed;
            const bool called = k.time->significant();
            QCOMPARE(kernels->index(r, 7).data(Qt::ForegroundRole).isValid(), called);
            QCOMPARE(kernels->index(r, 9).data().toString() == QLatin1String("faster")
                    || kernels->index(r, 9).data().toString() == QLatin1String("slower"),
                called);
        }
        QVERIFY(timed >= 4);
        QVERIFY(w.model(CompareWindow::TimesTab)->rowCount() > 0);
        w.showTab(CompareWindow::KernelsTab);
        QTest::qWait(200);
        shot(w, "compare-measured-kernels.png");
        w.showTab(CompareWindow::TimesTab);
        shot(w, "compare-measured-times.png");
    }

    // Reading and comparing show in the window's status bar; Cancel keeps the comparison shown.
    void cancelKeepsWhatWasShown()
    {
        CompareWindow w;
        w.show();
        QVERIFY(compared(w, data("twice_a"), data("twice_b")));
        auto *status = w.findChild<TaskStatus *>();
        QVERIFY(status && !status->isVisible());
        const int rows = w.model(CompareWindow::CompilesTab)->rowCount();
        const QString header = w.findChild<QLabel *>()->text();
        QSignalSpy cancelled(&w, &CompareWindow::cancelled);
        QSignalSpy done(&w, &CompareWindow::compared);
        w.compare(data("break_a"), data("break_b"));
        QVERIFY(status->isVisible()); // the result comes through the event loop: still running here
        QVERIFY(status->text().startsWith(QLatin1String("Reading both runs")));
        status->findChild<QToolButton *>(QStringLiteral("taskStatusCancel"))->click();
        QVERIFY(cancelled.wait(60000));
        QCOMPARE(done.size(), 0);
        QVERIFY(!status->isVisible());
        QCOMPARE(w.model(CompareWindow::CompilesTab)->rowCount(), rows);
        QCOMPARE(w.findChild<QLabel *>()->text(), header);
        // And the next comparison runs to its end.
        QVERIFY(compared(w, data("break_a"), data("break_b")));
        QVERIFY(w.result().changed());
    }

    // A run's label is shown as it is: "%4" in a folder name is not a place for a number.
    void labelsAreNotSubstituted()
    {
        QTemporaryDir dir;
        const QString odd = dir.filePath(QStringLiteral("run%4%1"));
        QVERIFY(QFile::link(data("twice_a"), odd));
        CompareWindow w;
        w.show();
        QVERIFY(compared(w, odd, data("twice_b")));
        const QString header = w.findChild<QLabel *>()->text();
        QVERIFY2(header.contains(QLatin1String("run%4%1")), qPrintable(header));
    }

    void oneSideUnreadable()
    {
        QTemporaryDir empty;
        CompareWindow w;
        w.show();
        QVERIFY(compared(w, data("break_a"), empty.path()));
        QVERIFY(!w.result().notes.isEmpty());
        bool named = false;
        for (QLabel *label : w.findChildren<QLabel *>())
            named = named || (label->isVisible() && label->text().contains(QFileInfo(empty.path()).fileName()));
        QVERIFY2(named, "the unreadable side is not named");
        // A's own facts are still listed.
        QVERIFY(w.model(CompareWindow::CompilesTab)->rowCount() > 0);
    }

    void twoRunsDropped()
    {
        QVERIFY(diff::looksLikeTwoRuns({ data("break_a"), data("break_b") }));
        QVERIFY(!diff::looksLikeTwoRuns({ data("break_a") }));
        const QString ranks
            = QStringLiteral(CS_TEST_DATA_DIR "/logs/multi_rank_logs/dedicated_log_torch_trace_rank_%1.log.zst");
        QVERIFY(!diff::looksLikeTwoRuns({ ranks.arg(1), ranks.arg(3) })); // two ranks of one run
        QVERIFY(diff::looksLikeTwoRuns({ data("prof_eager.json.zst"), data("prof_compiled.json.zst") }));

        app::MainWindow main;
        main.setQuiet(true);
        main.show();
        QMimeData mime;
        mime.setUrls({ QUrl::fromLocalFile(data("dyn_a")), QUrl::fromLocalFile(data("dyn_b")) });
        const QPoint at = main.rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&main, &enter);
        QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&main, &drop);
        auto *window = main.findChild<CompareWindow *>();
        QVERIFY(window);
        QVERIFY(!main.run()); // nothing opened in the main window
        QSignalSpy done(window, &CompareWindow::compared);
        QVERIFY(done.wait(60000) || !window->isComparing());
        QCOMPARE(window->result().counts().recompilesChanged > 0, true); // dynamic=True removed it
    }

    // The headline names what changed as `diff` says it ("recompiles 4 → 0"), not how many
    // entries changed ("functions recompiling differently 1"); a run unchanged says so.
    void headlineNamesTheChanges()
    {
        CompareWindow w;
        QVERIFY(compared(w, data("dyn_a"), data("dyn_b")));
        int a = 0, b = 0;
        for (const diff::RecompileChange &r : w.result().recompiles) {
            a += r.recompilesA;
            b += r.recompilesB;
        }
        QVERIFY(a != b);
        QString header = w.headerText();
        QVERIFY2(header.contains(QStringLiteral("recompiles %1 → %2").arg(a).arg(b)), qPrintable(header));
        QVERIFY2(!header.contains(QStringLiteral("changed 1")), qPrintable(header));
        shot(w, "compare-headline-dyn.png");

        QVERIFY(compared(w, data("break_a"), data("break_b")));
        a = b = 0;
        for (const diff::BreakChange &br : w.result().breaks) {
            a += br.countA;
            b += br.countB;
        }
        header = w.headerText();
        QVERIFY2(header.contains(QStringLiteral("graph breaks %1 → %2").arg(a).arg(b)), qPrintable(header));
        QVERIFY2(header.indexOf(QLatin1String("graph breaks")) < header.indexOf(QLatin1String("compiles ")),
            qPrintable(header)); // what matters first
        QVERIFY(compared(w, data("twice_a"), data("twice_b")));
        QVERIFY2(w.headerText().endsWith(QStringLiteral("No change found.")), qPrintable(w.headerText()));
    }

    // A window of this app: File ▸ Close (Ctrl+W) and Esc close it; Ctrl+2 shows the second tab.
    void closesLikeAWindowOfTheApp()
    {
        app::MainWindow main;
        main.setQuiet(true);
        main.show();
        for (const QKeySequence &key : { QKeySequence(Qt::Key_Escape), QKeySequence(Qt::CTRL | Qt::Key_W) }) {
            QPointer<CompareWindow> w = main.compareRuns(data("twice_a"), data("twice_b"));
            QVERIFY(w);
            QSignalSpy done(w.data(), &CompareWindow::compared);
            QVERIFY(done.wait(60000));
            auto *file = w->menuBar()->findChild<QMenu *>(QStringLiteral("menuFile"));
            QVERIFY(file);
            auto *close = w->findChild<QAction *>(QStringLiteral("actionClose"));
            QVERIFY(close && file->actions().contains(close));
            QVERIFY(close->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_W)));
            w->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(w));
            QTest::keySequence(w.data(), QKeySequence(Qt::CTRL | Qt::Key_2));
            QCOMPARE(w->findChild<QTabWidget *>()->currentIndex(), 1);
            QTest::keySequence(w.data(), key);
            QTRY_VERIFY(!w); // closed, and gone (it deletes itself on close)
        }
    }

    // Compare With… chooses a run folder as well as a file: a folder selected and chosen is taken
    // whole (not entered); a recorded run's manifest.json is its folder; a database its newest run.
    void pickerChoosesFoldersAndFiles()
    {
        {
            app::RunPicker picker(nullptr, QStringLiteral("Compare"), false);
            picker.setDirectory(data(""));
            picker.selectFile(data("break_b"));
            picker.accept();
            QCOMPARE(picker.result(), int(QDialog::Accepted));
            QCOMPARE(picker.chosen(), QStringList { data("break_b") });
        }
        {
            app::RunPicker picker(nullptr, QStringLiteral("Compare"), true);
            picker.setDirectory(data("break_a"));
            picker.selectFile(data("break_a/manifest.json"));
            picker.accept();
            QCOMPARE(picker.result(), int(QDialog::Accepted));
            QCOMPARE(picker.chosen(), QStringList { QFileInfo(data("break_a")).absoluteFilePath() });
        }
        QCOMPARE(app::RunPicker::runPaths({ data("profiles.db"), data("prof_eager.json.zst") }),
            QStringList({ QStringLiteral("db:") + data("profiles.db"), data("prof_eager.json.zst") }));
    }
};

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
