#include "core/analysis/kernelcounts.h"
#include "core/ingest/runloader.h"
#include "core/report/doc/reportbuilder.h"
#include "tests/app/clirun.h"
#include "tests/fixture.h"
#include "viewers/models/compiletreemodel.h"
#include "viewers/models/kernelsmodel.h"
#include "viewers/widgets/graphpane.h"
#include "viewers/widgets/kernelspane.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;
using namespace cs::viewers;

// Issue 24 point 4 and issue 29's "GUI counts = CLI counts": every kernel count the window shows
// (the compile tree's Kernels and Launches, the Kernels view's status line, the Graph view's
// counts of each post-grad graph, the report's compile table, graph captions and fusion table)
// is the number `compilescope summary --json`, `graph --list --json` and `fusion --json` print
// for the same run, under the same word (core/analysis/kernelcounts.h). The real binary is run
// for the CLI side; the GUI side is the real models and panes, offscreen. Each difference is
// listed, and the test fails on any.
class TestKernelCounts : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QStringList m_disagreements;

    static QJsonObject cliJson(const QStringList &args)
    {
        const CliOut o = runCli(args);
        if (o.code != 0)
            qWarning("%s: exit %d: %s", qPrintable(args.join(u' ')), o.code, qPrintable(o.err.left(500)));
        return QJsonDocument::fromJson(o.out.toUtf8()).object();
    }

    void check(const QString &where, qint64 gui, qint64 cli)
    {
        if (gui != cli)
            m_disagreements << QStringLiteral("%1: GUI %2, CLI %3").arg(where).arg(gui).arg(cli);
    }

    QString input(const QString &spec)
    {
        if (!spec.endsWith(QLatin1String(".tar.xz")))
            return QStringLiteral(CS_TEST_DATA_DIR "/") + spec;
        const QString dir = m_tmp.filePath(QFileInfo(spec).fileName().section(u'.', 0, 0));
        if (!QDir(dir).exists()) {
            QDir().mkpath(dir);
            if (!unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/") + spec, dir))
                return {};
        }
        return onlyRunIn(dir);
    }

private Q_SLOTS:
    void initTestCase() { qputenv("COMPILESCOPE_DB", m_tmp.filePath(QStringLiteral("profiles.db")).toUtf8()); }

    void guiCountsEqualCliCounts_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<int>("distinct"); // the run's distinct kernels, as a sanity anchor (-1: not checked)
        QTest::newRow("trace only: GPT-2 12 layers") << QStringLiteral("logs/gpt2_train.log.zst") << 42;
        QTest::newRow("trace only: GPT-2 48 layers") << QStringLiteral("big/gpt2_48_trace.log.zst") << 41;
        QTest::newRow("deep 48 layers: trace + TORCH_LOGS") << QStringLiteral("fusion/gpu_deep48.tar.xz") << -1;
        QTest::newRow("run folder with debug folder and cache (H200 MLP)") << QStringLiteral("cuda_run.tar.xz") << -1;
        QTest::newRow("conformance: causal LM training, trace + debug folder")
            << QStringLiteral("conformance/gpu/causal_lm_train.tar.xz") << -1;
        QTest::newRow("DDP over two ranks") << QStringLiteral("ddp") << -1;
        QTest::newRow("CPU recording (compilescope record)") << QStringLiteral("fusion/cpu_record.tar.xz") << -1;
        QTest::newRow("CPU deep 24 layers") << QStringLiteral("fusion/cpu_deep24.tar.xz") << -1;
    }

    void guiCountsEqualCliCounts()
    {
        QFETCH(QString, spec);
        QFETCH(int, distinct);
        m_disagreements.clear();
        const QString path = input(spec);
        QVERIFY2(!path.isEmpty(), qPrintable(spec));
        auto loaded = loadRun({ path });
        QVERIFY(loaded);
        const std::shared_ptr<const LoadedRun> run = loaded.value();
        const QJsonObject summary = cliJson({ QStringLiteral("summary"), path, QStringLiteral("--json") });
        const QJsonObject graphs
            = cliJson({ QStringLiteral("graph"), path, QStringLiteral("--list"), QStringLiteral("--json") });
        const QJsonObject fusion = cliJson({ QStringLiteral("fusion"), path, QStringLiteral("--json") });
        QVERIFY(!summary.isEmpty() && !graphs.isEmpty());
        const QJsonObject totals = summary[QStringLiteral("totals")][QStringLiteral("kernel_counts")].toObject();
        if (distinct >= 0)
            QCOMPARE(totals[QStringLiteral("distinct_kernels")].toInt(), distinct);

        // The compile tree: each compile's row, as summary --json's compiles[] (same order: log, compile).
        CompileTreeModel tree;
        QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        tree.setRun(run);
        const QJsonArray compiles = summary[QStringLiteral("compiles")].toArray();
        qsizetype at = 0;
        for (size_t li = 0; li < run->overviews.size(); ++li)
            for (size_t ci = 0; ci < run->overviews[li]->compiles.size(); ++ci, ++at) {
                const QJsonObject c = compiles[at].toObject();
                const QJsonObject k = c[QStringLiteral("kernel_counts")].toObject();
                const QModelIndex row = tree.indexOf({ static_cast<int>(li), static_cast<int>(ci) });
                QVERIFY(row.isValid());
                const QString id = c[QStringLiteral("id")].toString();
                QCOMPARE(row.siblingAtColumn(CompileTreeModel::NameColumn).data().toString(), id);
                check(QStringLiteral("tree %1 kernels").arg(id),
                    row.siblingAtColumn(CompileTreeModel::KernelsColumn).data().toInt(),
                    k[QStringLiteral("distinct_kernels")].toInt());
                check(QStringLiteral("tree %1 launches").arg(id),
                    row.siblingAtColumn(CompileTreeModel::KernelsColumn).data(CompileTreeModel::LaunchesRole).toInt(),
                    k[QStringLiteral("launches")].toInt());
            }
        QCOMPARE(at, compiles.size());

        // The Kernels view: the run's distinct kernels and their launches (generated kernels only:
        // extern calls are not planned).
        {
            KernelsPane kernels;
            QSignalSpy planned(&kernels, &KernelsPane::plansReady);
            kernels.setRun(run);
            QVERIFY(planned.wait(60000));
            check(QStringLiteral("Kernels view distinct kernels"), kernels.kernelCounts().distinctKernels,
                totals[QStringLiteral("distinct_kernels")].toInt());
            // Its rows: one per distinct code and launch, standing for the identical kernels of
            // other graphs and ranks it names; rows and those add up to the distinct kernels.
            if (!run->logs.empty() && totals[QStringLiteral("launches")].toInt() > 0) {
                int kernelsInRows = 0;
                QSet<QString> kernelIds; // a kernel's unresolved variants (`…@2`) are rows of one kernel
                for (const KernelPlan &p : kernels.model()->plans())
                    if (!p.isCandidate() && p.package.isEmpty() && !kernelIds.contains(p.id.section(u'@', 0, 0))) {
                        kernelIds << p.id.section(u'@', 0, 0);
                        kernelsInRows += 1 + int(p.sameIn.size());
                    }
                check(QStringLiteral("Kernels view rows and the kernels they stand for"), kernelsInRows,
                    totals[QStringLiteral("distinct_kernels")].toInt());
                check(QStringLiteral("summary totals.kernels"),
                    summary[QStringLiteral("totals")][QStringLiteral("kernels")].toInt(),
                    totals[QStringLiteral("distinct_kernels")].toInt());
            }
            check(QStringLiteral("Kernels view launches (generated kernels)"),
                kernels.kernelCounts().generatedLaunches(),
                totals[QStringLiteral("launches")].toInt() - totals[QStringLiteral("extern_launches")].toInt());
            // Its words say launches as summary counts them, extern calls included (the walkthrough
            // read "1696 launches … beside 676 extern calls" against summary's 2372).
            const int launches = totals[QStringLiteral("launches")].toInt();
            const QString words = kernels.statusText();
            if (totals[QStringLiteral("branch_launches")].toInt() == 0)
                QVERIFY2(words.contains(QStringLiteral(" (%1 launch").arg(launches)), qPrintable(words));
        }

        // The Graph view, on every graph graph --list gives kernel counts for.
        QJsonObject listed;
        for (const QJsonValue &g : graphs[QStringLiteral("graphs")].toArray())
            listed.insert(g[QStringLiteral("id")].toString(), g.toObject());
        {
            GraphPane pane;
            pane.resize(1200, 800);
            QSignalSpy listedSpy(&pane, &GraphPane::graphsListed);
            pane.setRun(run);
            QVERIFY(listedSpy.wait(120000));
            QCOMPARE(pane.graphCount(), listed.size());
            int shown = 0;
            for (auto it = listed.begin(); it != listed.end(); ++it) {
                const QJsonObject g = it.value().toObject();
                if (g[QStringLiteral("kernel_counts")].isNull() || shown >= 6)
                    continue;
                QSignalSpy ready(&pane, &GraphPane::layoutReady);
                QVERIFY2(pane.showGraph(it.key()), qPrintable(it.key()));
                QTRY_VERIFY_WITH_TIMEOUT(pane.currentEntry().id == it.key() && !ready.isEmpty(), 120000);
                ++shown;
                const KernelCounts k = pane.kernelCounts();
                const QJsonObject c = g[QStringLiteral("kernel_counts")].toObject();
                check(QStringLiteral("Graph view %1 distinct kernels").arg(it.key()), k.distinctKernels,
                    c[QStringLiteral("distinct_kernels")].toInt());
                check(QStringLiteral("Graph view %1 launches").arg(it.key()), k.launches,
                    c[QStringLiteral("launches")].toInt());
                check(QStringLiteral("Graph view %1 graph nodes").arg(it.key()), k.graphNodes,
                    g[QStringLiteral("nodes")].toInt());
                check(QStringLiteral("Graph view %1 node groups").arg(it.key()), pane.nodeGroupCount(),
                    g[QStringLiteral("node_groups")].toInt());
                QVERIFY2(pane.statusText().contains(tr("%n launch(es) per call", nullptr, k.launches)),
                    qPrintable(pane.statusText()));
            }
        }

        // The report: totals, compiles, drawn graphs, fusion table.
        ReportOptions o;
        o.maxGraphs = 2;
        o.maxBoxes = 20;
        const ReportData report = buildReport(*run, o);
        check(QStringLiteral("report distinct kernels"), report.overview.counts.distinctKernels,
            totals[QStringLiteral("distinct_kernels")].toInt());
        check(QStringLiteral("report launches"), report.overview.counts.launches,
            totals[QStringLiteral("launches")].toInt());
        for (size_t i = 0; i < report.overview.list.size() && qsizetype(i) < compiles.size(); ++i) {
            const QJsonObject k = compiles[qsizetype(i)][QStringLiteral("kernel_counts")].toObject();
            check(QStringLiteral("report compile %1 kernels").arg(report.overview.list[i].id),
                report.overview.list[i].counts.distinctKernels, k[QStringLiteral("distinct_kernels")].toInt());
            check(QStringLiteral("report compile %1 launches").arg(report.overview.list[i].id),
                report.overview.list[i].counts.launches, k[QStringLiteral("launches")].toInt());
        }
        for (const ReportGraph &g : report.graphs) {
            const QJsonObject l = listed.value(g.id).toObject();
            QVERIFY2(!l.isEmpty(), qPrintable(g.id));
            check(QStringLiteral("report graph %1 nodes").arg(g.id), g.nodes, l[QStringLiteral("nodes")].toInt());
            if (!l[QStringLiteral("kernel_counts")].isNull()) {
                check(QStringLiteral("report graph %1 distinct kernels").arg(g.id), g.counts.distinctKernels,
                    l[QStringLiteral("kernel_counts")][QStringLiteral("distinct_kernels")].toInt());
                check(QStringLiteral("report graph %1 launches").arg(g.id), g.counts.launches,
                    l[QStringLiteral("kernel_counts")][QStringLiteral("launches")].toInt());
            }
        }
        QJsonObject fusionGraphs;
        for (const QJsonValue &g : fusion[QStringLiteral("graphs")].toArray())
            fusionGraphs.insert(g[QStringLiteral("id")].toString(), g.toObject());
        check(QStringLiteral("report fusion graphs"), static_cast<qint64>(report.fusion.size()), fusionGraphs.size());
        for (const ReportFusionGraph &f : report.fusion) {
            const QJsonObject s = fusionGraphs.value(f.id)[QStringLiteral("summary")].toObject();
            check(QStringLiteral("report fusion %1 fusion groups").arg(f.id), f.fusionGroups,
                s[QStringLiteral("fusion_groups")].toInt(-1));
            check(QStringLiteral("report fusion %1 groups = kernels + externs").arg(f.id), f.fusionGroups,
                f.kernels + f.externs);
        }
        if (!m_disagreements.isEmpty())
            qWarning().noquote() << m_disagreements.join(u'\n');
        QVERIFY2(
            m_disagreements.isEmpty(), qPrintable(QStringLiteral("%1 disagreement(s)").arg(m_disagreements.size())));
        qInfo().noquote() << QStringLiteral("%1: %2 distinct kernels, %3 launches (%4 extern), %5 compiles, %6 graphs, "
                                            "%7 fusion graphs: 0 disagreements")
                                 .arg(spec)
                                 .arg(totals[QStringLiteral("distinct_kernels")].toInt())
                                 .arg(totals[QStringLiteral("launches")].toInt())
                                 .arg(totals[QStringLiteral("extern_launches")].toInt())
                                 .arg(compiles.size())
                                 .arg(listed.size())
                                 .arg(report.fusion.size());
    }
};

QTEST_MAIN(TestKernelCounts)
#include "tst_kernelcounts.moc"
