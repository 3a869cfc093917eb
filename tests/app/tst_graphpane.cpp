#include "core/ingest/runloader.h"
#include "viewers/widgets/graphpane.h"

#include <QFile>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTest>

using namespace cs;
using namespace cs::viewers;

// The graph view on the corpus fusion_mlp and gpt2_train runs: listing off the UI thread, the
// post-grad graph collapsed into its kernels, expanding and collapsing in place, search, the
// layout cache, export. CS_SCREENSHOT_DIR=DIR saves what it shows (collapsed and expanded).
class TestGraphPane : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;

    static std::shared_ptr<const LoadedRun> load(const char *name)
    {
        auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/logs/") + QLatin1String(name) });
        if (!run)
            qFatal("%s", qPrintable(run.error().toString()));
        return run.value();
    }

    static void shot(GraphPane &pane, const char *name)
    {
        const QString dir = qEnvironmentVariable("CS_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            pane.grab().save(dir + QLatin1Char('/') + QLatin1String(name));
    }

private Q_SLOTS:
    void collapsedExpandSearchExport()
    {
        GraphPane pane;
        pane.resize(1400, 900);
        pane.show();
        QSignalSpy ready(&pane, &GraphPane::layoutReady);
        pane.setRun(load("fusion_mlp.log.zst"));
        QVERIFY(ready.wait(30000));
        QCOMPARE(pane.graphCount(), 7);
        QCOMPARE(pane.graph().nodes.size(), size_t(77)); // the post-grad forward graph, with kernels
        QCOMPARE(pane.boxCount(), 10); // its 10 kernels; 13 inputs and the output drawn beside them
        int kernels = 0;
        for (const auto &u : pane.collapsed().units)
            kernels += u.kind == QLatin1String("triton");
        QCOMPARE(kernels, 5);
        QVERIFY(pane.scene()->items().size() > 10);

        // Expand the first Triton kernel in place: its 7 nodes replace its box.
        int key = -1;
        size_t members = 0;
        for (const auto &u : pane.collapsed().units)
            if (u.kind == QLatin1String("triton") && key < 0) {
                key = u.key();
                members = u.members.size();
            }
        QVERIFY(members > 1);
        pane.toggleUnit(key);
        QVERIFY(ready.wait(30000));
        QCOMPARE(pane.boxCount(), static_cast<int>(10 - 1 + members));
        int frames = 0; // the opened kernel is framed, its name on the frame
        for (QGraphicsItem *item : pane.scene()->items())
            frames += item->zValue() == -2;
        QCOMPARE(frames, 1);
        shot(pane, "graph-mlp-kernel-expanded.png");
        pane.toggleUnit(key); // back: served from the layout cache, at once
        QCOMPARE(pane.boxCount(), 10);

        QVERIFY(pane.search(QStringLiteral("addmm_1")));
        // A kernel's box shows the kernel's generated code beside the graph.
        QVERIFY(pane.search(QStringLiteral("triton_per_fused_native_layer_norm_0")));
        QTextBrowser *details = pane.findChild<QTextBrowser *>();
        QVERIFY(details->toPlainText().contains(QLatin1String("Generated code")));
        QVERIFY(details->toPlainText().contains(QLatin1String("def triton_per_fused_native_layer_norm_0(")));
        QVERIFY(!pane.search(QStringLiteral("no_such_node")));
        const QString svg = m_tmp.filePath(QStringLiteral("g.svg")), png = m_tmp.filePath(QStringLiteral("g.png"));
        QVERIFY(pane.exportTo(svg));
        QVERIFY(pane.exportTo(png));
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly) && f.readAll().contains("<svg"));
        QVERIFY(QFile(png).size() > 1000);
    }

    void bigGraphCollapsedThenExpanded()
    {
        GraphPane pane;
        pane.resize(1400, 900);
        pane.show();
        QSignalSpy listed(&pane, &GraphPane::graphsListed);
        QSignalSpy ready(&pane, &GraphPane::layoutReady);
        pane.setRun(load("gpt2_train.log.zst"));
        QVERIFY(listed.wait(30000));
        QVERIFY(pane.showGraph(QStringLiteral("1/0:post_grad:forward")));
        QTRY_VERIFY_WITH_TIMEOUT(pane.graph().nodes.size() == 1290 && pane.boxCount() > 0 && ready.size() > 0, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(pane.boxCount(), static_cast<int>(pane.collapsed().units.size()), 30000);
        QVERIFY(!pane.collapsed().segmented);
        QCOMPARE(pane.boxCount(), 223); // one box per kernel
        shot(pane, "graph-gpt2-postgrad-collapsed.png");
        const int before = pane.boxCount();
        ready.clear();
        int key = -1; // the first kernel with several nodes: the embedding + layer norm
        for (const auto &u : pane.collapsed().units)
            if (key < 0 && u.kind == QLatin1String("triton") && u.members.size() > 3)
                key = u.key();
        pane.toggleUnit(key);
        QVERIFY(ready.wait(30000));
        QVERIFY(pane.boxCount() > before);
        shot(pane, "graph-gpt2-postgrad-expanded.png");
    }

    // Boxes by layer: gpt2's Dynamo graph as its 12 transformer blocks (and embeddings, head).
    void layersOfTheDynamoGraph()
    {
        GraphPane pane;
        pane.resize(1400, 900);
        pane.show();
        QSignalSpy listed(&pane, &GraphPane::graphsListed);
        QSignalSpy ready(&pane, &GraphPane::layoutReady);
        pane.setRun(load("gpt2_train.log.zst"));
        QVERIFY(listed.wait(30000));
        QVERIFY(pane.showGraph(QStringLiteral("1/0:dynamo")));
        QTRY_VERIFY_WITH_TIMEOUT(pane.graph().nodes.size() == 713 && !ready.isEmpty(), 30000);
        ready.clear();
        pane.setGroupBy(GroupBy::Layer);
        QVERIFY(ready.wait(30000));
        int blocks = 0;
        for (const auto &u : pane.collapsed().units)
            blocks += u.kind == QLatin1String("layer") && u.label.startsWith(QLatin1String("transformer.h."));
        QCOMPARE(blocks, 12);
        QVERIFY(pane.boxCount() < 20);
        shot(pane, "graph-gpt2-dynamo-layers.png");
    }

    // The Kernels view's link: a kernel opens the post-grad graph that holds it, its box selected.
    void kernelOpensItsGraph()
    {
        const auto run = load("fusion_mlp.log.zst");
        GraphPane pane;
        pane.resize(1200, 800);
        pane.show();
        QSignalSpy ready(&pane, &GraphPane::layoutReady);
        pane.setRun(run);
        QVERIFY(ready.wait(30000));
        const QString kernel = QStringLiteral("triton_poi_fused_add_mul_view_4");
        QVERIFY(pane.showKernel(QStringLiteral("0/0"), kernel));
        QTRY_VERIFY_WITH_TIMEOUT(!pane.scene()->selectedItems().isEmpty(), 30000);
        bool holds = false;
        for (const FusionGroup &g : pane.graph().groups)
            holds = holds || g.kernel == kernel;
        QVERIFY(holds);
        QCOMPARE(pane.scene()->selectedItems().first()->toolTip().section(u'\n', 0, 0), kernel);

        // Switching to the Dynamo graph keeps the kernel selected: its Dynamo nodes, found through
        // the pre↔post-grad mapping.
        ready.clear();
        QVERIFY(pane.showGraph(QStringLiteral("0/0:dynamo")));
        QVERIFY(ready.wait(30000));
        QCOMPARE(pane.graph().groupSource, QStringLiteral("provenance via post-grad"));
        QTRY_VERIFY_WITH_TIMEOUT(!pane.scene()->selectedItems().isEmpty(), 10000);
        QCOMPARE(pane.scene()->selectedItems().first()->toolTip().section(u'\n', 0, 0), kernel);
    }
};

QTEST_MAIN(TestGraphPane)
#include "tst_graphpane.moc"
