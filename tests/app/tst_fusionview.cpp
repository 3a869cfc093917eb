#include "core/fusion/fusionbuilder.h"
#include "core/fusion/fusionselect.h"
#include "core/fusion/reasons.h"
#include "core/ingest/runloader.h"
#include "gui/findingstabs.h"
#include "tests/core/fusionfixture.h"
#include "viewers/displaytext.h"
#include "viewers/models/fusiondecisionsmodel.h"
#include "viewers/models/kernelsmodel.h"
#include "viewers/selectioncontext.h"
#include "viewers/widgets/fusiondetails.h"
#include "viewers/widgets/fusionpane.h"
#include "viewers/widgets/fusionscene.h"
#include "viewers/widgets/graphitems.h"
#include "viewers/widgets/graphpane.h"
#include "viewers/widgets/kernelspane.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QGraphicsPathItem>
#include <QGraphicsView>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace cs;
using namespace cs::viewers;

// The Fusion view on the fusion_mlp run (tests/data/fusion, an H200 run made by
// scripts/fixtures/make_fusion_fixture.py): stepping changes the node count exactly as the
// log's own `fused N nodes into M nodes` lines say (read here from the log, not from the
// engine); why-not for a rejected pair; selection shared with the Kernels and Graph views;
// the decision list under QAbstractItemModelTester; hostile names shown as plain text; a run
// without a fusion log saying which setting records one.
class TestFusionView : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_runDir;
    std::shared_ptr<const LoadedRun> m_run;

    // Shows `run` in a pane (replayed when shown) and waits until it is replayed and its first
    // graph laid out.
    static bool load(FusionPane &pane, std::shared_ptr<const LoadedRun> run)
    {
        QSignalSpy replayed(&pane, &FusionPane::runReplayed);
        pane.setRun(std::move(run));
        pane.show();
        if (!replayed.wait(60000))
            return false;
        return pane.isLaidOut() || QSignalSpy(&pane, &FusionPane::graphLaidOut).wait(60000);
    }

    // A graph whose every name and reason is hostile: markup, a bidi override, a script tag.
    static std::shared_ptr<FusionRun> hostileRun()
    {
        auto run = std::make_shared<FusionRun>();
        FusionGraph g;
        g.id = QStringLiteral("<b>0/0</b>:forward");
        g.compileId = QStringLiteral("0/0");
        g.part = QStringLiteral("forward");
        g.attribution = FusionGraph::Attribution::Named;
        const QStringList names { QStringLiteral("<img src=x onerror=alert(1)>"), QStringLiteral("op\u202egnp.exe"),
            QStringLiteral("<b>bold</b>") };
        for (int i = 0; i < names.size(); ++i) {
            SchedNode n;
            n.name = names[i];
            n.nodeClass = QStringLiteral("SchedulerNode");
            n.irClass = QStringLiteral("ComputedBuffer");
            n.data = QStringLiteral("Pointwise");
            n.origins = { QStringLiteral("<i>add_%1</i>").arg(i) };
            n.writes = { QStringLiteral("buf<script>%1").arg(i) };
            if (i == 1)
                n.producers = { 0 };
            g.nodes.push_back(n);
            g.nodeIndex.insert(n.name, i);
            g.fused.push_back(FusedNode { n.name, { i }, -1, -1, -1 });
        }
        g.fused.push_back(FusedNode { names[0] + u'_' + names[1], { 0, 1 }, 0, 1, 0 });
        FusionDecision fuse;
        fuse.kind = FusionDecision::Kind::Fuse;
        fuse.round = 0;
        fuse.a = names[0];
        fuse.b = names[1];
        fuse.nodeA = 0;
        fuse.nodeB = 1;
        fuse.result = 3;
        FusionDecision reject;
        reject.kind = FusionDecision::Kind::Reject;
        reject.round = 0;
        reject.a = g.fused[3].name;
        reject.b = names[2];
        reject.nodeA = 3;
        reject.nodeB = 2;
        reject.category = QStringLiteral("no_shared_data");
        reject.text = QStringLiteral("<script>alert(1)</script> no shared data");
        g.decisions = { fuse, reject };
        FusionRound r;
        r.index = 1;
        r.before = 3;
        r.after = 2;
        r.firstDecision = 0;
        r.endDecision = 2;
        r.fuses = r.rejects = 1;
        g.rounds = { r };
        FinalNode f0;
        f0.name = g.fused[3].name;
        f0.members = { 0, 1 };
        f0.kernel.name = QStringLiteral("triton_<b>k</b>_0");
        f0.kernel.kind = QStringLiteral("triton");
        FinalNode f1;
        f1.name = names[2];
        f1.members = { 2 };
        f1.kernel.name = QStringLiteral("cpp_<i>x</i>_1");
        f1.kernel.kind = QStringLiteral("cpp");
        g.finals = { f0, f1 };
        run->graphs.push_back(std::move(g));
        return run;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("COMPILESCOPE_DB", m_tmp.filePath(QStringLiteral("profiles.db")).toUtf8());
        m_runDir = test::unpackFusionFixture(m_tmp.path(), QStringLiteral("fusion_mlp"));
        QVERIFY(!m_runDir.isEmpty());
        auto run = loadRun({ m_runDir });
        QVERIFY(run);
        m_run = run.value();
    }

    // Every round's `completed fusion round (i/10): fused N nodes into M nodes`, in log order,
    // against the node count the view shows at the round's start and end, reached by stepping.
    void steppingFollowsTheLoggedCounts()
    {
        FusionPane pane;
        pane.resize(1200, 800);
        pane.show();
        QVERIFY(load(pane, m_run));
        QFile log(m_runDir + QStringLiteral("/torch_logs.txt"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        static const QRegularExpression completed(QStringLiteral(R"(fused (\d+) nodes into (\d+) nodes)"));
        std::vector<std::pair<int, int>> logged;
        for (auto it = completed.globalMatch(QString::fromUtf8(log.readAll())); it.hasNext();) {
            const auto m = it.next();
            logged.emplace_back(m.captured(1).toInt(), m.captured(2).toInt());
        }
        QCOMPARE(logged.size(), size_t(5)); // forward: 3 rounds, backward: 2
        size_t next = 0;
        for (const FusionGraph &g : pane.fusionRun()->graphs) {
            QVERIFY(pane.showGraph(g.id));
            QCOMPARE(pane.position(), 0);
            for (const FusionRound &r : g.rounds) {
                if (r.kind != FusionRound::Kind::Round)
                    continue;
                QVERIFY(next < logged.size());
                pane.setPosition(r.firstDecision);
                QCOMPARE(pane.nodeCount(), logged[next].first);
                // One decision at a time through the round: each fusion merges two boxes into one.
                int count = pane.nodeCount();
                QSignalSpy moved(&pane, &FusionPane::positionChanged);
                while (pane.position() < r.endDecision) {
                    const int at = pane.position();
                    pane.stepDecision(1);
                    QCOMPARE(pane.position(), at + 1);
                    const bool fused = g.decisions[size_t(at)].kind == FusionDecision::Kind::Fuse;
                    QCOMPARE(pane.nodeCount(), count - (fused ? 1 : 0));
                    count = pane.nodeCount();
                }
                QCOMPARE(pane.nodeCount(), logged[next].second);
                QCOMPARE(moved.size(), r.endDecision - r.firstDecision);
                // A frame per fused node of several scheduler nodes, a box for the others.
                int several = 0;
                QHash<int, int> sizes;
                for (int f : pane.stepper()->state(pane.position()))
                    ++sizes[f];
                for (int n : sizes)
                    several += n > 1 ? 1 : 0;
                QCOMPARE(pane.scene()->groupCount(), several);
                // And back: the previous round's button undoes the round.
                pane.stepRound(-1);
                QCOMPARE(pane.position(), r.firstDecision);
                QCOMPARE(pane.nodeCount(), logged[next].first);
                pane.setPosition(r.endDecision);
                ++next;
            }
            // Keyboard: Right steps one decision, Home goes back before fusion.
            pane.setPosition(0);
            pane.view()->setFocus();
            QTest::keyClick(pane.view(), Qt::Key_Right);
            QCOMPARE(pane.position(), 1);
            QTest::keyClick(pane.view(), Qt::Key_End);
            QCOMPARE(pane.position(), pane.stepper()->positions() - 1);
            QCOMPARE(pane.nodeCount(), static_cast<int>(g.finals.size()));
            QTest::keyClick(pane.view(), Qt::Key_Home);
            QCOMPARE(pane.nodeCount(), static_cast<int>(g.nodes.size()));
        }
        QCOMPARE(next, logged.size());
    }

    // Nothing fusion-related runs for a run whose Fusion view is not shown: no replay, no layout.
    // A selection made in another view meanwhile is kept and made when the view is shown.
    void nothingIsReplayedUntilShown()
    {
        const FusionRun expected = buildFusionRun(*m_run);
        const FusionGraph *backward = nullptr;
        for (const FusionGraph &g : expected.graphs)
            if (g.part == QLatin1String("backward"))
                backward = &g;
        QVERIFY(backward && !backward->finals.empty());
        const QString kernel = backward->finals.back().kernel.name;
        const FusionSelection wanted = selectInFusion(*backward, kernel);
        QVERIFY(!wanted.empty());
        FusionPane pane;
        pane.resize(1200, 800);
        QSignalSpy replayed(&pane, &FusionPane::runReplayed);
        QSignalSpy laidOut(&pane, &FusionPane::graphLaidOut);
        pane.setRun(m_run);
        QVERIFY(!pane.selectName(QString(), kernel)); // hidden: kept for later
        QTest::qWait(300);
        QCOMPARE(replayed.count(), 0);
        QVERIFY(!pane.fusionRun());
        QVERIFY(!pane.isReplaying());
        pane.show();
        QVERIFY(pane.isReplaying());
        QVERIFY(replayed.wait(60000));
        QTRY_VERIFY_WITH_TIMEOUT(pane.isLaidOut(), 60000);
        // The kernel's graph (the backward) shown, its scheduler nodes selected.
        QCOMPARE(pane.graph()->id, backward->id);
        std::vector<int> selected;
        for (QGraphicsItem *item : pane.scene()->selectedItems())
            selected.push_back(FusionScene::nodeOf(item));
        std::sort(selected.begin(), selected.end());
        std::vector<int> nodes = wanted.nodes;
        std::sort(nodes.begin(), nodes.end());
        QCOMPARE(selected, nodes);
    }

    // "Why separate?" asked before the replay (from another view): the replay runs then, off the
    // UI thread, and the answer follows; a hidden view lays nothing out.
    void whyAskedBeforeTheReplayIsAnsweredAfterIt()
    {
        FusionPane pane;
        QSignalSpy replayed(&pane, &FusionPane::runReplayed);
        QSignalSpy laidOut(&pane, &FusionPane::graphLaidOut);
        pane.setRun(m_run);
        const WhyNotAnswer now = pane.askWhy(QStringLiteral("op4"), QStringLiteral("op5"));
        QVERIFY(!now.error.isEmpty());
        QVERIFY(pane.isReplaying());
        QVERIFY(replayed.wait(60000));
        // Answered in the graph shown: as the engine answers it there.
        const QString text = pane.whyBrowser()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Why are op4 and op5 separate?")), qPrintable(text));
        QVERIFY(!text.contains(now.error));
        const WhyNotAnswer engine = whyNotFused(*pane.graph(), QStringLiteral("op4"), QStringLiteral("op5"));
        QVERIFY(engine.error.isEmpty());
        QTextBrowser expected;
        expected.setHtml(whyNotHtml(*pane.graph(), engine));
        QCOMPARE(text, expected.toPlainText());
        QTest::qWait(300);
        QCOMPARE(laidOut.count(), 0);
        QVERIFY(!pane.isLaidOut());
    }

    // A fused node's frame holds its members and nothing else: on gpt2's forward graph (434
    // scheduler nodes, laid out by Graphviz), after round 1 and after the last decision, every
    // member's centre is inside its frame and no other box's centre is; the members' bounding
    // box would have covered other boxes (the test can fail).
    void framesHoldOnlyTheirMembers()
    {
        const QString dir = test::unpackFusionFixture(m_tmp.path(), QStringLiteral("gpt2_train"));
        QVERIFY(!dir.isEmpty());
        auto run = loadRun({ dir });
        QVERIFY(run);
        FusionPane pane;
        pane.resize(1200, 800);
        QVERIFY(load(pane, run.value()));
        const FusionGraph *forward = nullptr;
        for (const FusionGraph &g : pane.fusionRun()->graphs)
            if (g.part == QLatin1String("forward") && (!forward || g.nodes.size() > forward->nodes.size()))
                forward = &g;
        QVERIFY(forward && forward->nodes.size() > 400 && !forward->rounds.empty());
        QVERIFY(pane.showGraph(forward->id));
        QTRY_VERIFY_WITH_TIMEOUT(pane.isLaidOut(), 60000);
        int coveredByBounds = 0;
        for (const int position : { forward->rounds.front().endDecision, pane.stepper()->positions() - 1 }) {
            pane.setPosition(position);
            const std::vector<int> &groups = pane.scene()->groups();
            QCOMPARE(groups.size(), forward->nodes.size());
            const QSet<int> distinct(groups.begin(), groups.end());
            int frames = 0;
            for (int group : distinct) {
                const QPainterPath frame = pane.scene()->frameShape(group);
                if (frame.isEmpty())
                    continue;
                ++frames;
                for (size_t i = 0; i < groups.size(); ++i) {
                    const QPointF centre = pane.scene()->boxOf(static_cast<int>(i))->rect().center();
                    if (groups[i] == group) {
                        QVERIFY2(frame.contains(centre), qPrintable(forward->nodes[i].name));
                    } else {
                        QVERIFY2(!frame.contains(centre),
                            qPrintable(QStringLiteral("%1 inside the frame of group %2 at %3")
                                           .arg(forward->nodes[i].name)
                                           .arg(group)
                                           .arg(position)));
                        coveredByBounds += frame.boundingRect().contains(centre) ? 1 : 0;
                    }
                }
            }
            QCOMPARE(frames, pane.scene()->groupCount());
            QVERIFY(frames > 10);
        }
        QVERIFY(coveredByBounds > 0);
    }

    void decisionListUnderTheModelTester()
    {
        FusionPane pane;
        QVERIFY(load(pane, m_run));
        QAbstractItemModelTester tester(pane.decisionsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const FusionGraph &g = *pane.graph();
        QCOMPARE(pane.decisionsModel()->rowCount(), static_cast<int>(g.decisions.size()));
        DecisionFilter rejects;
        rejects.fuse = rejects.benchmark = false;
        rejects.categories = { QStringLiteral("no_shared_data") };
        pane.setFilter(rejects);
        int expected = 0;
        for (const FusionDecision &d : g.decisions)
            expected += d.category == QLatin1String("no_shared_data") ? 1 : 0;
        QVERIFY(expected > 0);
        QCOMPARE(pane.decisionsModel()->rowCount(), expected);
        for (int row = 0; row < expected; ++row)
            QCOMPARE(pane.decisionsModel()->index(row, FusionDecisionsModel::CategoryColumn).data().toString(),
                FusionReasons::category(QStringLiteral("no_shared_data")).title);
        // The stepper stops only at the filtered decisions.
        pane.setPosition(0);
        pane.stepDecision(1);
        QCOMPARE(g.decisions[size_t(pane.position() - 1)].category, QStringLiteral("no_shared_data"));
        pane.setFilter({});
        for (int k = 0; k < pane.stepper()->positions(); k += 7)
            pane.setPosition(k);
    }

    void whyNotForARejectedPair()
    {
        FusionPane pane;
        QVERIFY(load(pane, m_run));
        QVERIFY(pane.showGraph(QStringLiteral("0/0:forward")));
        // The log's first rejection of two scheduler nodes in round 1 (named as they were then).
        const FusionGraph &g = *pane.graph();
        const FusionDecision *reject = nullptr;
        for (const FusionDecision &d : g.decisions)
            if (d.kind == FusionDecision::Kind::Reject && g.nodeIndex.contains(d.a) && g.nodeIndex.contains(d.b)
                && g.finalOf(g.nodeIndex.value(d.a)) != g.finalOf(g.nodeIndex.value(d.b))) {
                reject = &d;
                break;
            }
        QVERIFY(reject);
        // Selecting the two boxes asks.
        pane.scene()->selectNodes({ g.nodeIndex.value(reject->a), g.nodeIndex.value(reject->b) });
        const QString text = pane.whyBrowser()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Inductor rejected the fusion")), qPrintable(text));
        QVERIFY2(text.contains(reject->text), qPrintable(text));
        // An extern matmul and the layer norm before it: never scored, and the settings.
        const WhyNotAnswer w = pane.askWhy(QStringLiteral("op4"), QStringLiteral("op5"));
        QCOMPARE(w.verdict, WhyNotAnswer::Verdict::NeverScored);
        QVERIFY(pane.whyBrowser()->toPlainText().contains(QStringLiteral("could never have been scored")));
        // A kernel and a post-grad node are names too.
        const WhyNotAnswer k = pane.askWhy(g.finals[0].kernel.name, g.finals[3].kernel.name);
        QVERIFY2(k.error.isEmpty(), qPrintable(k.error));
    }

    // On a CPU run recorded with `compilescope record` (tests/data/fusion/cpu_record: trace,
    // fusion log, debug folders): a node selected here selects its kernel in the Kernels and
    // Graph views; a kernel selected there selects its scheduler nodes here.
    void selectionIsSharedWithKernelsAndGraph()
    {
        const QString dir = test::unpackFusionFixture(m_tmp.path(), QStringLiteral("cpu_record"));
        QVERIFY(!dir.isEmpty());
        auto run = loadRun({ dir });
        QVERIFY(run);
        SelectionContext selection;
        app::FindingsTabs tabs(&selection);
        tabs.resize(1400, 900);
        tabs.show();
        tabs.showView(QStringLiteral("fusion"));
        FusionPane *pane = tabs.fusionPane();
        QSignalSpy replayed(pane, &FusionPane::runReplayed);
        QSignalSpy planned(tabs.kernelsPane(), &KernelsPane::plansReady);
        QSignalSpy listed(tabs.graphPane(), &GraphPane::graphsListed);
        tabs.setRun(run.value(), nullptr);
        QVERIFY(replayed.wait(60000));
        QVERIFY(planned.count() > 0 || planned.wait(60000));
        QVERIFY(listed.count() > 0 || listed.wait(60000));
        QVERIFY(pane->showGraph(QStringLiteral("0/0:inference")));
        QTRY_VERIFY_WITH_TIMEOUT(pane->isLaidOut(), 60000);
        const FusionGraph &g = *pane->graph();
        // Fusion → Kernels and Graph: the layer norm's first node.
        const int node = g.nodeIndex.value(QStringLiteral("op0"));
        const QString kernel = g.finals[size_t(g.finalOf(node))].kernel.name;
        QCOMPARE(kernel, QStringLiteral("cpp_fused_native_layer_norm_0"));
        pane->scene()->boxOf(node)->setSelected(true);
        const QModelIndex current = tabs.kernelsPane()->table()->currentIndex();
        QVERIFY(current.isValid());
        QCOMPARE(current.siblingAtColumn(KernelsModel::KernelColumn).data().toString(), kernel);
        QCOMPARE(current.siblingAtColumn(KernelsModel::CompileColumn).data().toString(), QStringLiteral("0/0"));
        GraphPane *graphs = tabs.graphPane();
        auto graphSelection = [graphs] {
            const auto items = graphs->scene()->selectedItems();
            const auto *u = items.isEmpty() ? nullptr : dynamic_cast<UnitItem *>(items.first());
            return u ? u->label() : QString();
        };
        QTRY_VERIFY_WITH_TIMEOUT(graphSelection().contains(kernel), 60000);
        QCOMPARE(graphs->currentEntry().compileId, QStringLiteral("0/0"));
        // Kernels → Fusion: the other kernel's row selects its scheduler nodes here.
        pane->scene()->clearSelection();
        const QString other = QStringLiteral("cpp_fused_mean_mul_sigmoid_1");
        QTableView *table = tabs.kernelsPane()->table();
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            const QModelIndex i = table->model()->index(row, KernelsModel::KernelColumn);
            if (i.data().toString() == other
                && i.siblingAtColumn(KernelsModel::CompileColumn).data().toString() == QLatin1String("0/0"))
                table->setCurrentIndex(i);
        }
        auto fusionSelection = [pane] {
            QStringList names;
            for (QGraphicsItem *item : pane->scene()->selectedItems())
                names << pane->graph()->nodes[size_t(FusionScene::nodeOf(item))].name;
            names.sort();
            return names;
        };
        QCOMPARE(fusionSelection(), (QStringList { "op5", "op6", "op7" }));
        // Graph → Fusion: the layer norm's box in the graph view.
        pane->scene()->clearSelection();
        for (QGraphicsItem *item : graphs->scene()->items())
            if (auto *u = dynamic_cast<UnitItem *>(item); u && u->label().contains(kernel)) {
                graphs->scene()->clearSelection();
                u->setSelected(true);
                break;
            }
        QCOMPARE(fusionSelection(), (QStringList { "op0", "op1", "op3" }));

        // Kernels: two kernels of one compile selected, "why separate" asked: the Fusion view
        // shows the engine's answer for the pair.
        tabs.showView(QStringLiteral("kernels"));
        table->clearSelection();
        QAction *why = tabs.kernelsPane()->whySeparateAction();
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            const QModelIndex i = table->model()->index(row, KernelsModel::KernelColumn);
            if ((i.data().toString() == kernel || i.data().toString() == other)
                && i.siblingAtColumn(KernelsModel::CompileColumn).data().toString() == QLatin1String("0/0"))
                table->selectionModel()->select(i, QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
        QVERIFY(why->isEnabled());
        QVERIFY(table->actions().contains(why)); // in the table's context menu
        why->trigger();
        QCOMPARE(tabs.currentWidget(), static_cast<QWidget *>(pane));
        QVERIFY(pane->whyBrowser()->isVisible());
        const QString text = pane->whyBrowser()->toPlainText();
        QVERIFY2(text.contains(kernel) || text.contains(QLatin1String("op0")), qPrintable(text));
        pane->whyBrowser()->clear();
        const WhyNotAnswer expected = pane->askWhy(kernel, other); // the same question asked directly
        QVERIFY2(expected.error.isEmpty(), qPrintable(expected.error));
        QCOMPARE(pane->whyBrowser()->toPlainText(), text);
        // One kernel, or two of different compiles: nothing to ask.
        table->clearSelection();
        QVERIFY(!why->isEnabled());
    }

    void hostileNamesArePlainText()
    {
        FusionPane pane;
        pane.resize(1200, 800);
        pane.show();
        const auto run = hostileRun();
        pane.setFusionRun(run);
        QTRY_VERIFY_WITH_TIMEOUT(pane.isLaidOut(), 60000);
        const FusionGraph &g = *pane.graph();
        pane.setPosition(2);
        QCOMPARE(pane.nodeCount(), 2);
        // The list: names as DisplayText shows them (the bidi override made visible).
        const QModelIndex a = pane.decisionsModel()->index(0, FusionDecisionsModel::NodeBColumn);
        QCOMPARE(a.data().toString(), DisplayText::line(g.nodes[1].name));
        QVERIFY(!a.data().toString().contains(QChar(0x202e)));
        // Boxes and frames: plain, escaped labels.
        QCOMPARE(pane.scene()->boxOf(1)->label(), DisplayText::line(g.nodes[1].name) + QStringLiteral("\nPointwise"));
        // Details, why-not and summary: the markup shows as text, nothing of it is rendered.
        pane.scene()->selectNodes({ 0 });
        QVERIFY2(pane.detailsBrowser()->toPlainText().contains(QStringLiteral("<img src=x onerror=alert(1)>")),
            qPrintable(pane.detailsBrowser()->toPlainText()));
        QVERIFY(pane.summaryBrowser()->toPlainText().contains(QStringLiteral("<b>bold</b> → cpp_<i>x</i>_1")));
        for (QTextBrowser *b : { pane.detailsBrowser(), pane.summaryBrowser() }) {
            QVERIFY(!b->toHtml().contains(QStringLiteral("<img")));
            QVERIFY(!b->toHtml().contains(QStringLiteral("<b>bold")));
        }
        QVERIFY(pane.detailsBrowser()->toPlainText().contains(QStringLiteral("<i>add_0</i>")));
        QVERIFY(pane.detailsBrowser()->toPlainText().contains(QStringLiteral("triton_<b>k</b>_0")));
        pane.askWhy(g.fused[3].name, g.nodes[2].name);
        const QString why = pane.whyBrowser()->toPlainText();
        QVERIFY2(why.contains(QStringLiteral("<script>alert(1)</script> no shared data")), qPrintable(why));
        QVERIFY(!pane.whyBrowser()->toHtml().contains(QStringLiteral("<script>")));
        QVERIFY(!pane.whyBrowser()->toHtml().contains(QStringLiteral("<b>bold")));
    }

    void runWithoutAFusionLogSaysWhichSettingRecordsIt()
    {
        auto run = loadRun({ QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY(run);
        FusionPane pane;
        QVERIFY(load(pane, run.value()));
        QVERIFY(pane.graph());
        QVERIFY(!pane.graph()->hasDecisions());
        QVERIFY2(pane.statusText().contains(QStringLiteral("TORCH_LOGS=fusion")), qPrintable(pane.statusText()));
        QVERIFY(pane.summaryBrowser()->toPlainText().contains(QStringLiteral("TORCH_LOGS=fusion")));
        // What can be shown: the final groups from provenance, with their kernels.
        QVERIFY(!pane.graph()->finals.empty());
        QVERIFY(pane.detailsBrowser()->toPlainText().contains(pane.graph()->finals.front().kernel.name));
    }
};

QTEST_MAIN(TestFusionView)
#include "tst_fusionview.moc"
