#include "core/fusion/fusionsources.h"
#include "core/ingest/runloader.h"
#include "gui/findingstabs.h"
#include "gui/mainwindow.h"
#include "tests/core/fusionfixture.h"
#include "viewers/selectioncontext.h"
#include "viewers/widgets/emptystate.h"
#include "viewers/widgets/fusionpane.h"
#include "viewers/widgets/fusionscene.h"
#include "viewers/widgets/graphitems.h"

#include <QComboBox>
#include <QGraphicsView>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace cs;
using namespace cs::viewers;

// The Fusion view where there is little or too much to draw (issue 24): a run without a fusion
// log says so and how to record one (never "final groups shown" over an empty drawing, never
// "certain"); the graph follows the compile selected in the tree, its forward graph first; a
// graph that Graphviz lays out on one long line (a deep model's nodes tied only through hubs)
// is drawn in bands that fill the view, and says so.
class TestFusionStates : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;

    // CS_SHOTS_DIR=DIR: what the view shows, for a person to look at.
    static void shot(QWidget &w, const QString &name)
    {
        const QString dir = qEnvironmentVariable("CS_SHOTS_DIR");
        if (!dir.isEmpty())
            w.grab().save(dir + u'/' + name);
    }

    static bool load(FusionPane &pane, std::shared_ptr<const LoadedRun> run)
    {
        QSignalSpy replayed(&pane, &FusionPane::runReplayed);
        pane.setRun(std::move(run));
        pane.show();
        if (replayed.count() == 0 && !replayed.wait(120000)) // it may have come already
            return false;
        return !pane.graph() || pane.isLaidOut() || QSignalSpy(&pane, &FusionPane::graphLaidOut).wait(60000);
    }

    // A graph of `n` scheduler nodes that all read one input node and nothing else: their only
    // edges are a hub's, which the layout leaves out, so Graphviz puts every node on one rank.
    static std::shared_ptr<FusionRun> wideRun(int n)
    {
        auto run = std::make_shared<FusionRun>();
        FusionGraph g;
        g.id = QStringLiteral("0/0:forward");
        g.compileId = QStringLiteral("0/0");
        g.part = QStringLiteral("forward");
        for (int i = 0; i < n; ++i) {
            SchedNode s;
            s.name = QStringLiteral("op%1").arg(i);
            s.nodeClass = QStringLiteral("SchedulerNode");
            s.data = QStringLiteral("Pointwise");
            if (i > 0)
                s.producers = { 0 };
            g.nodes.push_back(s);
            g.nodeIndex.insert(s.name, i);
            g.fused.push_back(FusedNode { s.name, { i }, -1, -1, -1 });
        }
        run->graphs.push_back(std::move(g));
        return run;
    }

private Q_SLOTS:
    void initTestCase() { qputenv("COMPILESCOPE_DB", m_tmp.filePath(QStringLiteral("profiles.db")).toUtf8()); }

    // A trace alone (no TORCH_LOGS text, no debug folder): every graph has only its kernels.
    void traceWithoutFusionLogSaysHowToRecordOne()
    {
        auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/logs/gpt2_train.log.zst") });
        QVERIFY(run);
        FusionPane pane;
        pane.resize(1200, 800);
        QVERIFY(load(pane, run.value()));
        QVERIFY(pane.graph());
        QVERIFY(!pane.graph()->hasDecisions());
        QVERIFY(pane.graph()->nodes.empty());
        QVERIFY(pane.drawingState()->isShowingMessage());
        const QString message = pane.drawingState()->message();
        for (const char *needle :
            { "No fusion record", "compilescope record", "TORCH_LOGS=fusion", "TORCH_COMPILE_DEBUG=1", "Details" })
            QVERIFY2(message.contains(QLatin1String(needle)), qPrintable(message));
        QVERIFY2(!pane.positionText().contains(QStringLiteral("final groups shown")), qPrintable(pane.positionText()));
        QVERIFY2(pane.positionText().contains(QStringLiteral("No fusion record")), qPrintable(pane.positionText()));
        QVERIFY2(!pane.statusText().contains(QStringLiteral("certain")), qPrintable(pane.statusText()));
        auto *picker = pane.findChild<QComboBox *>();
        QVERIFY(picker);
        for (int i = 0; i < picker->count(); ++i) {
            QVERIFY2(!picker->itemText(i).contains(QStringLiteral("certain")), qPrintable(picker->itemText(i)));
            QVERIFY2(picker->itemText(i).contains(QStringLiteral("no fusion record")), qPrintable(picker->itemText(i)));
        }
        // Opened first: a forward graph.
        QCOMPARE(pane.graph()->part, QStringLiteral("forward"));
        shot(pane, QStringLiteral("fusion-no-record.png"));
    }

    // A run with its fusion log: the compile selected in the tree is followed, forward first; a
    // graph the user picked of that compile (its backward) stays; a compile selected while the
    // view is hidden is followed when it is shown.
    void followsTheCompileSelectedInTheTree()
    {
        QProcess tar;
        tar.start(QStringLiteral("tar"),
            { QStringLiteral("-xJf"), QStringLiteral(CS_TEST_DATA_DIR "/diff/fusion_pair.tar.xz"), QStringLiteral("-C"),
                m_tmp.path() });
        QVERIFY(tar.waitForFinished(60000) && tar.exitCode() == 0);
        app::MainWindow w;
        w.setQuiet(true);
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto open = [&w](const QString &path) {
            QSignalSpy loaded(&w, &app::MainWindow::runLoaded);
            w.openPaths({ path });
            return loaded.wait(120000);
        };
        // A training step (fuse_a, recorded): its forward first, not the backward.
        QVERIFY(open(m_tmp.filePath(QStringLiteral("fuse_a"))));
        FusionPane *pane = w.findings()->fusionPane();
        QSignalSpy replayed(pane, &FusionPane::runReplayed);
        w.findings()->showView(QStringLiteral("fusion"));
        QVERIFY(replayed.count() > 0 || replayed.wait(120000)); // a replay done before wait() counts
        QVERIFY(pane->graph());
        const CompileRef first = w.selection()->current();
        QVERIFY(first.isValid());
        const QString firstId = w.run()->overviews[first.log]->compiles[first.compile].id.toString();
        QCOMPARE(compileKey(pane->graph()->compileId), compileKey(firstId));
        QCOMPARE(pane->graph()->part, QStringLiteral("forward"));
        QString backward;
        for (const FusionGraph &g : pane->fusionRun()->graphs)
            if (compileKey(g.compileId) == compileKey(firstId) && g.part == QLatin1String("backward"))
                backward = g.id;
        QVERIFY(!backward.isEmpty());
        QVERIFY(pane->showGraph(backward));
        QVERIFY(w.selectCompile(firstId));
        QCOMPARE(pane->graph()->id, backward); // the user's pick of that compile stays

        // Three compiles (cpu_record): each selected in the tree brings its own graph.
        const QString cpu
            = test::unpackFusionFixture(m_tmp.filePath(QStringLiteral("cpu")), QStringLiteral("cpu_record"));
        QVERIFY(!cpu.isEmpty());
        QSignalSpy again(pane, &FusionPane::runReplayed);
        QVERIFY(open(cpu));
        // A run new to the window opens on What to fix first: back to the Fusion view.
        QCOMPARE(w.findings()->currentWidget()->objectName(), QStringLiteral("fix"));
        w.findings()->showView(QStringLiteral("fusion"));
        QVERIFY(again.count() > 0 || again.wait(120000));
        QStringList followed;
        for (const auto &c : w.run()->overviews[0]->compiles) {
            const QString id = c.id.toString();
            bool has = false;
            for (const FusionGraph &g : pane->fusionRun()->graphs)
                has = has || compileKey(g.compileId) == compileKey(id);
            if (!has)
                continue;
            QVERIFY(w.selectCompile(id));
            QCOMPARE(compileKey(pane->graph()->compileId), compileKey(id));
            followed << id;
        }
        QVERIFY2(followed.size() >= 2, qPrintable(followed.join(u',')));
        // Selected while the view is hidden: followed when it is shown.
        w.findings()->showView(QStringLiteral("details"));
        QVERIFY(w.selectCompile(followed.first()));
        QCOMPARE(compileKey(pane->graph()->compileId), compileKey(followed.last()));
        w.findings()->showView(QStringLiteral("fusion"));
        QCOMPARE(compileKey(pane->graph()->compileId), compileKey(followed.first()));
    }

    // 1,694 nodes on one rank (the 48-layer model's forward graph had as many): drawn in bands
    // whose shape is the view's, and the status says why.
    void aGraphLaidOutOnOneLineIsDrawnInBands()
    {
        FusionPane pane;
        pane.resize(1400, 900);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QSignalSpy laidOut(&pane, &FusionPane::graphLaidOut);
        pane.setFusionRun(wideRun(1694));
        QVERIFY(pane.graph());
        QVERIFY(laidOut.count() > 0 || laidOut.wait(120000));
        QVERIFY(!pane.drawingState()->isShowingMessage());
        QVERIFY2(pane.bands() > 1, qPrintable(pane.statusText()));
        QVERIFY2(pane.statusText().contains(QStringLiteral("bands")), qPrintable(pane.statusText()));
        shot(pane, QStringLiteral("fusion-bands.png"));
        const QRectF drawn = pane.scene()->itemsBoundingRect();
        const QSizeF view = pane.view()->viewport()->size();
        const double aspect = drawn.width() / drawn.height(), viewAspect = view.width() / view.height();
        QVERIFY2(aspect < viewAspect * 4 && aspect > viewAspect / 4,
            qPrintable(QStringLiteral("drawn %1 × %2, view %3 × %4")
                           .arg(drawn.width())
                           .arg(drawn.height())
                           .arg(view.width())
                           .arg(view.height())));
        // At Fit a box is more than a few pixels wide (on one line it was under one).
        const QRectF box = pane.scene()->boxOf(0)->sceneBoundingRect();
        QVERIFY2(pane.view()->mapFromScene(box).boundingRect().width() >= 4,
            qPrintable(QString::number(pane.view()->mapFromScene(box).boundingRect().width())));
    }

    // The 48-layer GPT-2 trace (no fusion log): its graphs say there is no record, never an
    // empty drawing that claims final groups.
    void deepTraceWithoutFusionLogSaysSo()
    {
        auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/big/gpt2_48_trace.log.zst") });
        QVERIFY(run);
        FusionPane pane;
        pane.resize(1200, 800);
        QVERIFY(load(pane, run.value()));
        QVERIFY(pane.graph());
        if (pane.graph()->nodes.empty()) {
            QVERIFY(pane.drawingState()->isShowingMessage());
            QVERIFY(pane.drawingState()->message().contains(QStringLiteral("compilescope record")));
        } else { // a graph with scheduler nodes is drawn, in bands when it is too long for the view
            const QRectF drawn = pane.scene()->itemsBoundingRect();
            const QSizeF view = pane.view()->viewport()->size();
            const double aspect = drawn.width() / drawn.height(), viewAspect = view.width() / view.height();
            QVERIFY(aspect < viewAspect * 4 && aspect > viewAspect / 4);
        }
        QCOMPARE(pane.graph()->part, QStringLiteral("forward"));
    }
};

QTEST_MAIN(TestFusionStates)
#include "tst_fusionstates.moc"
