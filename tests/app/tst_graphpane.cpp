#include "core/ingest/runloader.h"
#include "viewers/widgets/graphitems.h"
#include "viewers/widgets/graphoverview.h"
#include "viewers/widgets/graphpane.h"

#include "tests/fixture.h"

#include <QFile>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextLayout>
#include <QToolButton>

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

    // The first line of the selected box's label (a kernel's name).
    static QString selectedName(const GraphPane &pane)
    {
        const auto items = pane.scene()->selectedItems();
        const auto *u = items.isEmpty() ? nullptr : dynamic_cast<const UnitItem *>(items.first());
        return u ? u->label().section(u'\n', 0, 0) : QString();
    }

    static void shot(GraphPane &pane, const char *name)
    {
        const QString dir = qEnvironmentVariable("CS_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            pane.grab().save(dir + QLatin1Char('/') + QLatin1String(name));
    }

    // `compilescope graph --list --json`'s kernel count for a graph: the CLI's answer.
    // One field of the graph's `graph --list --json` entry (a top-level key, or one of `kernel_counts`).
    static int cliKernels(const QString &path, const QString &id, const QString &key = QStringLiteral("kernels"))
    {
        QProcess p;
        p.start(QStringLiteral(CS_APP_BINARY),
            { QStringLiteral("graph"), path, QStringLiteral("--list"), QStringLiteral("--json") });
        if (!p.waitForFinished(120000) || p.exitCode() != 0)
            return -1;
        for (const auto v :
            QJsonDocument::fromJson(p.readAllStandardOutput()).object().value(QStringLiteral("graphs")).toArray())
            if (v.toObject().value(QStringLiteral("id")).toString() == id)
                return v.toObject().contains(key)
                    ? v.toObject().value(key).toInt()
                    : v.toObject().value(QStringLiteral("kernel_counts")).toObject().value(key).toInt(-1);
        return -1;
    }

    // Every line of the side panel ends between words: no name is split in the middle.
    static QStringList midWordBreaks(QTextBrowser *details)
    {
        QStringList out;
        QTextDocument *doc = details->document();
        doc->setTextWidth(details->viewport()->width());
        for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
            const QTextLayout *layout = b.layout();
            const QString text = b.text();
            for (int l = 0; l + 1 < layout->lineCount(); ++l) {
                const QTextLine line = layout->lineAt(l);
                const int end = line.textStart() + line.textLength();
                const QChar before = end > 0 ? text.at(end - 1) : QChar(u' ');
                const QChar after = end < text.size() ? text.at(end) : QChar(u' ');
                if (!before.isSpace() && !after.isSpace() && before != QChar(0x200b) && before != u','
                    && before != u'-')
                    out << text.mid(std::max(0, end - 20), 40);
            }
        }
        return out;
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
        // Export… proposes the graph's name (issue 24), never a path inside the run.
        const QString proposed = QFileInfo(pane.proposedExportPath()).fileName();
        QVERIFY2(proposed.endsWith(QLatin1String(".svg")) && proposed.contains(QLatin1String("post_grad")),
            qPrintable(proposed));
        QVERIFY2(!proposed.contains(u'/') && !proposed.contains(u':'), qPrintable(proposed));
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
        // Laid out as a long thin diagonal, it opens on its first boxes at a readable size rather
        // than at a Fit too small to read (an outside walkthrough's "thin diagonal strip"); Fit
        // then shows it whole.
        QGraphicsView *view = pane.view();
        QVERIFY2(view->transform().m11() >= 0.7, qPrintable(QString::number(view->transform().m11())));
        QVERIFY2(pane.statusText().contains(QLatin1String("Fit shows it whole")), qPrintable(pane.statusText()));
        const QRectF shown = view->mapToScene(view->viewport()->rect()).boundingRect();
        const QRectF drawn = pane.scene()->itemsBoundingRect();
        QVERIFY(shown.intersects(QRectF(drawn.left(), drawn.top(), drawn.width(), 60)));
        QToolButton *fitButton = nullptr;
        for (QToolButton *b : pane.findChildren<QToolButton *>())
            if (b->text() == QLatin1String("Fit"))
                fitButton = b;
        QVERIFY(fitButton);
        fitButton->click();
        QVERIFY(view->transform().m11() < 0.3);
        QVERIFY(!pane.statusText().contains(QLatin1String("Fit shows it whole")));
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

    // The 48-layer GPT-2's post-grad forward graph (5,035 graph nodes, 17 distinct kernels, 870
    // launches: 628 of generated kernels, 242 extern calls): the view counts them as
    // `compilescope graph --list` does, whatever its boxes are; its 218 segments are
    // an overview that fills the view at Fit (not one diagonal line) and list their kernels when
    // zoomed in; opening a box keeps the zoom; names in the side panel never break mid-word.
    void bigGraphOverviewAgreesWithTheCli()
    {
        const QString path = QStringLiteral(CS_TEST_DATA_DIR "/big/gpt2_48_trace.log.zst");
        const QString id = QStringLiteral("1/0:post_grad:forward");
        auto run = loadRun({ path });
        QVERIFY(run);
        GraphPane pane;
        pane.resize(1400, 900);
        pane.show();
        QSignalSpy listed(&pane, &GraphPane::graphsListed);
        QSignalSpy ready(&pane, &GraphPane::layoutReady);
        pane.setRun(run.value());
        QVERIFY(listed.wait(60000));
        ready.clear();
        QVERIFY(pane.showGraph(id));
        QTRY_VERIFY_WITH_TIMEOUT(pane.graph().nodes.size() == 5035 && !ready.isEmpty(), 60000);
        const int cli = cliKernels(path, id);
        QCOMPARE(cli, 870);
        QCOMPARE(pane.nodeGroupCount(), cli); // one group per launch (provenance)
        QCOMPARE(pane.currentEntry().kernels, cli);
        QCOMPARE(pane.kernelCounts().distinctKernels, cliKernels(path, id, QStringLiteral("distinct_kernels")));
        QCOMPARE(pane.kernelCounts().distinctKernels, 17);
        QCOMPARE(pane.kernelCounts().launches, cliKernels(path, id, QStringLiteral("launches")));
        QCOMPARE(pane.kernelCounts().launches, 870);
        QCOMPARE(pane.kernelCounts().externLaunches, 242);
        QCOMPARE(pane.kernelCounts().graphNodes, cliKernels(path, id, QStringLiteral("graph_nodes")));
        QVERIFY2(pane.statusText().contains(QStringLiteral("17 distinct kernel(s), 870 launch(es) per call")),
            qPrintable(pane.statusText()));
        QVERIFY(pane.collapsed().segmented);
        QVERIFY(pane.isOverview());
        // At Fit the overview fills the view in both directions.
        QGraphicsView *view = pane.view();
        const QRect drawn = view->mapFromScene(pane.scene()->itemsBoundingRect()).boundingRect();
        QVERIFY2(drawn.width() > view->viewport()->width() * 0.7 && drawn.height() > view->viewport()->height() * 0.6,
            qPrintable(QStringLiteral("%1x%2 in %3x%4")
                           .arg(drawn.width())
                           .arg(drawn.height())
                           .arg(view->viewport()->width())
                           .arg(view->viewport()->height())));
        // One box per block (its number, then the block: `3 · h.1 · 18 launches`), not a number alone.
        QStringList titles;
        for (size_t i = 0; i < pane.collapsed().units.size(); ++i)
            titles << overviewTitle(pane.graph(), pane.collapsed().units[i], int(i) + 1);
        for (int k = 0; k < 48; ++k)
            QCOMPARE(titles.filter(QRegularExpression(QStringLiteral("^\\d+ · h\\.%1 · ").arg(k))).size(), 1);
        QVERIFY2(titles.size() < 60, qPrintable(titles.join(u'|')));
        shot(pane, "graph-gpt2-48-overview.png");
        view->scale(6, 6);
        view->centerOn(pane.scene()->itemsBoundingRect().topLeft() + QPointF(200, 150));
        QCoreApplication::processEvents();
        shot(pane, "graph-gpt2-48-overview-zoomed.png");

        // Open a segment: the zoom stays, the box count grows.
        const double zoom = view->transform().m11();
        const int boxes = pane.boxCount();
        ready.clear();
        pane.toggleUnit(pane.collapsed().units[3].key());
        QVERIFY(ready.wait(60000));
        QVERIFY(pane.boxCount() > boxes);
        QCOMPARE(view->transform().m11(), zoom);
        shot(pane, "graph-gpt2-48-segment-opened.png");

        // A kernel with a long name, in a narrow side panel.
        const QString kernel = QStringLiteral(
            "triton_per_fused__to_copy_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_14");
        QVERIFY(pane.search(kernel));
        auto *details = pane.findChild<QTextBrowser *>();
        details->resize(260, details->height());
        QVERIFY(details->toPlainText().contains(kernel));
        const QStringList breaks = midWordBreaks(details);
        QVERIFY2(breaks.isEmpty(), qPrintable(breaks.join(QStringLiteral(" | "))));
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
        QCOMPARE(selectedName(pane), kernel);

        // Switching to the Dynamo graph keeps the kernel selected: its Dynamo nodes, found through
        // the pre↔post-grad mapping.
        ready.clear();
        QVERIFY(pane.showGraph(QStringLiteral("0/0:dynamo")));
        QVERIFY(ready.wait(30000));
        QCOMPARE(pane.graph().groupSource, QStringLiteral("provenance via post-grad"));
        QTRY_VERIFY_WITH_TIMEOUT(!pane.scene()->selectedItems().isEmpty(), 10000);
        QCOMPARE(selectedName(pane), kernel);
    }

    // A torch.export program (issue 28): the 48-layer program opens as its 48 layer blocks, a
    // block expands in place, and a node's details give its signature role and symbolic shape.
    void exportedProgramByModule()
    {
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/export/big_48_layers.tar.xz"), m_tmp.path()));
        auto run = loadRun({ m_tmp.filePath(QStringLiteral("big_48_layers.pt2")) });
        QVERIFY(run);
        GraphPane pane;
        pane.resize(1400, 900);
        pane.show();
        QSignalSpy ready(&pane, &GraphPane::layoutReady);
        pane.setRun(run.value());
        QVERIFY(ready.wait(30000));
        QCOMPARE(pane.currentEntry().id, QStringLiteral("export:model"));
        QVERIFY(pane.graph().nodes.size() >= 10000);
        QCOMPARE(pane.groupBy(), GroupBy::Layer);
        int blocks = 0, key = -1;
        for (const auto &u : pane.collapsed().units)
            if (u.kind == QLatin1String("layer") && u.label.startsWith(QLatin1String("layers."))) {
                ++blocks;
                if (u.label.startsWith(QLatin1String("layers.0\n")) || u.label == QLatin1String("layers.0"))
                    key = u.key();
            }
        QCOMPARE(blocks, 48);
        shot(pane, "export-big-collapsed.png");
        QVERIFY(key >= 0);
        ready.clear();
        pane.toggleUnit(key);
        QVERIFY(ready.wait(30000));
        QVERIFY(pane.boxCount() > 48 + 100);
        shot(pane, "export-big-layer0-expanded.png");

        auto dynamic = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/export/dynamic_dims.pt2") });
        QVERIFY(dynamic);
        ready.clear();
        pane.setRun(dynamic.value());
        QVERIFY(ready.wait(30000));
        QVERIFY(pane.search(QStringLiteral("linear")));
        const QString details = pane.findChild<QTextBrowser *>()->toPlainText();
        QVERIFY2(details.contains(QLatin1String("16*s")), qPrintable(details)); // the symbolic stride
        QVERIFY(details.contains(QLatin1String("module: fc")));
        QVERIFY(QRegularExpression(QStringLiteral("f32\\[s\\d+, s\\d+, 16\\]")).match(details).hasMatch());
        shot(pane, "export-dynamic-node-details.png");
        QVERIFY(pane.search(QStringLiteral("sum_1"))); // the value the program returns
        QVERIFY(pane.findChild<QTextBrowser *>()->toPlainText().contains(QLatin1String("role: user_output")));
    }

    // A torch.export call in a trace (TORCH_DTRACE, make_export_trace.py): its printed program
    // opens as a graph with the same details (role, symbolic shape), grouped by the modules its
    // parameters name; the failed export's partial graph opens too.
    void exportedProgramInTrace()
    {
        auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/export/export_trace.log.zst") });
        QVERIFY(run);
        GraphPane pane;
        pane.resize(1400, 900);
        pane.show();
        QSignalSpy listed(&pane, &GraphPane::graphsListed);
        QSignalSpy ready(&pane, &GraphPane::layoutReady);
        pane.setRun(run.value());
        QVERIFY(listed.wait(30000) || pane.graphCount() > 0);
        ready.clear();
        QVERIFY(pane.showGraph(QStringLiteral("export:1")));
        QTRY_VERIFY_WITH_TIMEOUT(pane.currentEntry().id == QLatin1String("export:1") && pane.boxCount() > 0, 30000);
        QVERIFY(pane.graph().exported);
        QCOMPARE(pane.groupBy(), GroupBy::Layer);
        QStringList labels;
        for (const auto &u : pane.collapsed().units)
            labels << u.label.section(u'\n', 0, 0);
        QVERIFY2(labels.contains(QStringLiteral("block")) && labels.contains(QStringLiteral("head")),
            qPrintable(labels.join(u',')));
        QTRY_VERIFY_WITH_TIMEOUT(pane.search(QStringLiteral("linear_1")), 30000); // once laid out
        const QString details = pane.findChild<QTextBrowser *>()->toPlainText();
        QVERIFY2(details.contains(QLatin1String("f32[s77, s27, 4]")), qPrintable(details));
        QVERIFY(details.contains(QLatin1String("module: head")));
        QVERIFY(!details.contains(QLatin1String("stride []")));
        shot(pane, "export-trace-collapsed-details.png");
        int block = -1;
        for (const auto &u : pane.collapsed().units)
            if (u.label.section(u'\n', 0, 0) == QLatin1String("block"))
                block = u.key();
        QVERIFY(block >= 0);
        ready.clear();
        pane.toggleUnit(block);
        QVERIFY(ready.wait(30000));
        QVERIFY(pane.boxCount() > labels.size());
        QTRY_VERIFY_WITH_TIMEOUT(pane.search(QStringLiteral("mul_1")), 30000); // relu(fc(x)) * scale, in block
        const QString inBlock = pane.findChild<QTextBrowser *>()->toPlainText();
        QVERIFY2(
            inBlock.contains(QLatin1String("aten.mul.Tensor")) && inBlock.contains(QLatin1String("f32[s77, s27, 16]")),
            qPrintable(inBlock));
        shot(pane, "export-trace-block-expanded.png");
        QVERIFY(pane.showGraph(QStringLiteral("export:3:partial")));
        QTRY_VERIFY_WITH_TIMEOUT(pane.graph().find(QStringLiteral("item")) >= 0, 30000); // loaded off the UI thread
    }

    // An AOTInductor package that carries its program, compiled with provenance tracking: the
    // program's graph opens on the package's kernels, each box a kernel with its C++ code.
    void aotiProgramOnItsKernels()
    {
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/export/aoti_programs.tar.xz"), m_tmp.path()));
        auto run = loadRun({ m_tmp.filePath(QStringLiteral("aoti_provenance.pt2")) });
        QVERIFY(run);
        GraphPane pane;
        pane.resize(1400, 900);
        pane.show();
        QSignalSpy ready(&pane, &GraphPane::layoutReady);
        pane.setRun(run.value());
        QVERIFY(ready.wait(30000));
        QCOMPARE(pane.currentEntry().id, QStringLiteral("export:model"));
        QCOMPARE(pane.groupBy(), GroupBy::Kernel);
        QCOMPARE(pane.nodeGroupCount(), 5);
        QVERIFY(pane.showKernel(QStringLiteral("-"), QStringLiteral("cpp_fused_add_mul_sigmoid_slice_2")));
        const QString details = pane.findChild<QTextBrowser *>()->toPlainText();
        QVERIFY2(details.contains(QLatin1String("sigmoid")), qPrintable(details));
        QVERIFY(details.contains(QLatin1String("extern \"C\"")));
        QVERIFY(!details.contains(QLatin1String("measured:")));
        // The package profiled (the Kernels view's run: the whole model, then each kernel as the
        // LibTorch profiler names it, under the package's file name): the box shows its time;
        // the same kernel name profiled in another package does not count.
        auto profile = std::make_shared<ProfileRun>();
        KernelResult other;
        other.kernel = QStringLiteral("cpp_fused_add_mul_sigmoid_slice_2");
        other.kind = QStringLiteral("aoti");
        other.compileId = QStringLiteral("another.pt2");
        other.minUs = other.medianUs = 99;
        other.repeats = 5;
        KernelResult own = other;
        own.compileId = QStringLiteral("aoti_provenance.pt2");
        own.minUs = 3.2;
        own.medianUs = 3.5;
        own.repeats = 100;
        profile->results = { other, own };
        pane.setMeasurements(profile);
        const QString measured = pane.findChild<QTextBrowser *>()->toPlainText();
        QVERIFY2(measured.contains(QStringLiteral("measured: min 3.2 µs · median 3.5 µs · 100 repeat(s)")),
            qPrintable(measured));
        pane.setMeasurements(nullptr);
        QVERIFY(!pane.findChild<QTextBrowser *>()->toPlainText().contains(QLatin1String("measured:")));
        pane.setMeasurements(profile);
        shot(pane, "export-aoti-kernels.png");
    }
};

QTEST_MAIN(TestGraphPane)
#include "tst_graphpane.moc"
