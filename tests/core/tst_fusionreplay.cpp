#include "fusionfixture.h"

#include "core/fusion/fusionbuilder.h"
#include "core/ingest/runloader.h"
#include "core/report/fusionjson.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace cs;
using namespace cs::test;

// The replay against Inductor's own record, on real runs: the corpus fusion_mlp, gpt2_train and
// attention runs (H200, torch 2.11) and a CPU run made by scripts/fixtures/make_fusion_run.py,
// whose expected facts were read with Python from the raw files (and, for the CPU run, taken
// from the scheduler itself while it compiled); then bad input made from the same logs.
class TestFusionReplay : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;

    FusionRun build(const QStringList &paths, std::shared_ptr<const LoadedRun> *keep = nullptr)
    {
        const auto run = loadRun(paths);
        if (!run)
            qFatal("%s", qPrintable(run.error().toString()));
        if (keep)
            *keep = run.value();
        return buildFusionRun(*run.value());
    }

    QString unpack(const QString &name, const QString &into)
    {
        const QString dir = unpackFusionFixture(into, name);
        if (dir.isEmpty())
            qFatal("cannot unpack %s", qPrintable(name));
        return dir;
    }

    static const FusionGraph *byFolder(const FusionRun &run, const QString &folder)
    {
        for (const FusionGraph &g : run.graphs)
            if (g.debugFolder == folder)
                return &g;
        return nullptr;
    }

    static QStringList finalNames(const FusionGraph &g)
    {
        QStringList names;
        for (const FinalNode &f : g.finals)
            names << f.name;
        return names;
    }

    static QString firstWarning(const FusionGraph &g)
    {
        for (const Diagnostic &d : g.diagnostics)
            if (d.severity != Diagnostic::Severity::Note)
                return g.id + QStringLiteral(": ") + d.toString();
        return {};
    }

    static int warnings(const FusionGraph &g)
    {
        return static_cast<int>(std::count_if(g.diagnostics.begin(), g.diagnostics.end(),
            [](const Diagnostic &d) { return d.severity != Diagnostic::Severity::Note; }));
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_tmp.isValid()); }

    void agreesWithInductor_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("withDecisions");
        QTest::newRow("fusion_mlp") << QStringLiteral("fusion_mlp")
                                    << QStringList { QStringLiteral("0/0:forward"), QStringLiteral("0/0:backward") };
        QTest::newRow("gpt2_train") << QStringLiteral("gpt2_train")
                                    << QStringList { QStringLiteral("1/0:forward"), QStringLiteral("3/0:forward"),
                                           QStringLiteral("3/0:backward"), QStringLiteral("1/0:backward") };
        QTest::newRow("attention") << QStringLiteral("attention") << QStringList { QStringLiteral("0/0:inference") };
        QTest::newRow("cpu_mlp") << QStringLiteral("cpu_mlp")
                                 << QStringList { QStringLiteral("0/0:forward"), QStringLiteral("0/0:backward"),
                                        QStringLiteral("1/0:inference") };
    }

    void agreesWithInductor()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, withDecisions);
        const QString dir = unpack(name, m_tmp.path() + QStringLiteral("/agree"));
        QStringList paths { dir };
        const QString trace = QStringLiteral(CS_TEST_DATA_DIR "/logs/") + name + QStringLiteral(".log.zst");
        if (QFileInfo::exists(trace))
            paths << trace;
        const FusionRun run = build(paths);
        QStringList ids;
        for (const FusionGraph &g : run.graphs)
            if (g.hasDecisions())
                ids << g.id;
        QCOMPARE(ids, withDecisions);
        const QJsonObject expected = readJson(dir + QStringLiteral("/expected.json"));

        // Every `completed fusion round` line, in log order, is a round the replay counts alike.
        std::vector<std::pair<int, QString>> ours;
        for (const FusionGraph &g : run.graphs)
            for (const FusionRound &r : g.rounds)
                if (r.kind == FusionRound::Kind::Round && r.loggedAfter >= 0) {
                    QCOMPARE(r.before, r.loggedBefore);
                    QCOMPARE(r.after, r.loggedAfter);
                    ours.emplace_back(
                        r.line, QStringLiteral("%1 %2 %3 %4").arg(g.compileId).arg(r.index).arg(r.before).arg(r.after));
                }
        std::sort(ours.begin(), ours.end());
        QStringList ourRounds, theirRounds;
        for (const auto &[line, text] : ours)
            ourRounds << text;
        for (const QJsonValue &v : expected.value(QStringLiteral("rounds")).toArray()) {
            const QJsonObject r = v.toObject();
            theirRounds << QStringLiteral("%1 %2 %3 %4")
                               .arg(r.value(QStringLiteral("compile_id")).toString())
                               .arg(r.value(QStringLiteral("round")).toInt())
                               .arg(r.value(QStringLiteral("before")).toInt())
                               .arg(r.value(QStringLiteral("after")).toInt());
        }
        QCOMPARE(ourRounds, theirRounds);

        const QJsonObject graphs = expected.value(QStringLiteral("graphs")).toObject();
        QCOMPARE(graphs.size(), withDecisions.size());
        for (auto it = graphs.begin(); it != graphs.end(); ++it) {
            const FusionGraph *g = byFolder(run, it.key());
            QVERIFY2(g, qPrintable(it.key()));
            QVERIFY(g->hasDecisions());
            QCOMPARE(g->attribution, FusionGraph::Attribution::Named);
            QVERIFY2(warnings(*g) == 0, qPrintable(firstWarning(*g)));
            // The final nodes are ir_post_fusion.txt's, and the replay ends in them.
            const QJsonObject facts = it.value().toObject();
            QStringList post;
            for (const QJsonValue &n : facts.value(QStringLiteral("post_fusion_nodes")).toArray())
                post << n.toString();
            QCOMPARE(finalNames(*g), post);
            for (const FinalNode &f : g->finals)
                QVERIFY2(f.replayAgrees, qPrintable(f.name));
            // Each final Triton/C++ node has its kernel, and provenance names that kernel.
            QSet<QString> provenance;
            for (const QJsonValue &k : facts.value(QStringLiteral("provenance_kernels")).toArray())
                provenance << k.toString();
            int agreed = 0;
            for (const FinalNode &f : g->finals) {
                const SchedNode &first = g->nodes[size_t(f.members.front())];
                if (first.isExtern() || first.isNop())
                    continue;
                QVERIFY2(!f.kernel.name.isEmpty(), qPrintable(g->id + u' ' + f.name));
                QVERIFY2(QStringList({ QStringLiteral("triton"), QStringLiteral("cpp"), QStringLiteral("template") })
                             .contains(f.kernel.kind),
                    qPrintable(f.name + u' ' + f.kernel.kind));
                QVERIFY2(f.kernel.provenance != 0, qPrintable(g->id + u' ' + f.name + u' ' + f.kernel.name));
                if (!provenance.isEmpty()) {
                    QVERIFY2(provenance.contains(f.kernel.name + u':' + QString::number(f.kernel.handle)),
                        qPrintable(f.name + u' ' + f.kernel.name));
                    agreed += f.kernel.provenance == 1 ? 1 : 0;
                }
            }
            if (!provenance.isEmpty())
                QVERIFY(agreed > 0);
        }
    }

    // Runs made by make_fusion_run.py against Inductor's own state, recorded by hooks on the
    // scheduler while it compiled: the CPU run here, and the GPU run with dynamic shapes and
    // benchmark_fusion once the integrator has made it on the H200 (skipped until then).
    void agreesWithSchedulerTruth_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("kernelKind");
        QTest::newRow("cpu_mlp") << QStringLiteral("cpu_mlp") << QStringLiteral("cpp");
        QTest::newRow("gpu_dynamic") << QStringLiteral("gpu_dynamic") << QStringLiteral("triton");
    }

    void agreesWithSchedulerTruth()
    {
        QFETCH(QString, name);
        QFETCH(QString, kernelKind);
        if (!QFileInfo::exists(QStringLiteral(CS_TEST_DATA_DIR "/fusion/") + name + QStringLiteral(".tar.xz")))
            QSKIP("fixture not made yet: scripts/fixtures/make_fusion_run.py OUT --device cuda on a GPU machine");
        const QString dir = unpack(name, m_tmp.path() + QStringLiteral("/truth"));
        const FusionRun run = build({ dir });
        const QJsonArray truth
            = readJson(dir + QStringLiteral("/truth.json")).value(QStringLiteral("graphs")).toArray();
        QVERIFY(truth.size() >= 3);
        const QString difference = differenceFromTruth(run, truth);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        // Every final node that runs generated code has its kernel (C++ kernels can run several
        // consecutive final nodes: each of them maps to that launch).
        int benchmarks = 0;
        for (const FusionGraph &g : run.graphs) {
            QVERIFY2(warnings(g) == 0, qPrintable(firstWarning(g)));
            for (const FinalNode &f : g.finals) {
                const SchedNode &n = g.nodes[size_t(f.members.front())];
                if (n.isExtern() || n.isNop())
                    continue;
                QVERIFY2(f.kernel.kind == kernelKind || f.kernel.kind == QLatin1String("template")
                        || f.kernel.kind == QLatin1String("none"),
                    qPrintable(g.id + u' ' + f.name + u' ' + f.kernel.kind));
                QVERIFY2(f.kernel.provenance != 0, qPrintable(g.id + u' ' + f.name));
            }
            for (const FusionDecision &d : g.decisions)
                if (d.kind == FusionDecision::Kind::Benchmark && d.nodeA >= 0 && d.nodeB >= 0 && d.ratio > 0)
                    ++benchmarks;
        }
        if (kernelKind == QLatin1String("triton"))
            QVERIFY(benchmarks > 0); // the chain compiled with benchmark_fusion
    }

    void truncatedLog()
    {
        const QString dir = unpack(QStringLiteral("fusion_mlp"), m_tmp.path() + QStringLiteral("/truncated"));
        const QString log = dir + QStringLiteral("/torch_logs.txt");
        QByteArray bytes = readAll(log);
        const qsizetype end = bytes.indexOf("fused 34 nodes into 26 nodes"); // the backward's first round
        QVERIFY(end > 0);
        bytes.truncate(bytes.lastIndexOf('\n', end - 1) - 40); // cut inside a line of that round
        QVERIFY(writeAll(log, bytes));
        const int lastLine = static_cast<int>(bytes.count('\n')) + 1;
        const FusionRun run = build({ dir });
        QVERIFY(std::any_of(run.diagnostics.begin(), run.diagnostics.end(), [&](const Diagnostic &d) {
            return d.file == log && d.line == lastLine && d.message.contains(QLatin1String("truncated"));
        }));
        const FusionGraph *fw = run.find(QStringLiteral("0/0:forward"));
        QVERIFY(fw && warnings(*fw) == 0 && fw->attribution == FusionGraph::Attribution::Named);
        const FusionGraph *bw = byFolder(run, QStringLiteral("model__0_backward_3.1"));
        QVERIFY(bw && bw->hasDecisions());
        QCOMPARE(bw->finals.size(), size_t(24)); // still from ir_post_fusion.txt
        QVERIFY(std::any_of(bw->diagnostics.begin(), bw->diagnostics.end(), [&](const Diagnostic &d) {
            return d.file == log && d.message.contains(QLatin1String("ends inside round 1"));
        }));
        QVERIFY(!bw->rounds.back().complete || bw->rounds.size() == 1);
    }

    void interleavedProcessesAndLostLines()
    {
        const QString dir = unpack(QStringLiteral("fusion_mlp"), m_tmp.path() + QStringLiteral("/interleaved"));
        const QString log = dir + QStringLiteral("/torch_logs.txt");
        const QList<QByteArray> lines = readAll(log).split('\n');
        // A second process's copy of the forward graph's lines, line by line between the first's,
        // and three `fusing` lines of the first process's round 1 lost.
        QByteArrayList out;
        int dropped = 0;
        for (const QByteArray &l : lines) {
            if (l.contains(" 856 ") && l.contains("[__fusion] fusing ") && dropped < 3 && l.contains("op19")) {
                ++dropped;
                continue;
            }
            out << l;
            if (l.contains("[0/0] [__fusion]") && out.size() < 400)
                out << QByteArray(l).replace(" 856 ", " 999 ");
        }
        QCOMPARE(dropped, 3);
        QVERIFY(writeAll(log, out.join('\n')));
        const FusionRun run = build({ dir });
        const FusionGraph *fw = byFolder(run, QStringLiteral("model__0_forward_1.0"));
        QVERIFY(fw);
        // The lost lines show where the next line names a node the replay does not have; the
        // replay continues with its members and ends in ir_post_fusion.txt's nodes.
        QVERIFY(std::any_of(fw->diagnostics.begin(), fw->diagnostics.end(), [&](const Diagnostic &d) {
            return d.file == log && d.line > 0 && d.message.contains(QLatin1String("is not a node at this point"));
        }));
        QCOMPARE(fw->finals.size(), size_t(10));
        for (const FinalNode &f : fw->finals)
            QVERIFY2(f.replayAgrees, qPrintable(f.name));
        // The other process's graph is its own, and its replay is clean.
        const auto copy = std::find_if(run.graphs.begin(), run.graphs.end(),
            [](const FusionGraph &g) { return g.hasDecisions() && g.debugFolder.isEmpty(); });
        QVERIFY(copy != run.graphs.end());
        QVERIFY(copy->rounds.size() >= 2);
        for (const FusionRound &r : copy->rounds)
            if (r.loggedAfter >= 0)
                QCOMPARE(r.after, r.loggedAfter);
    }

    void missingPostFusionFile()
    {
        const QString dir = unpack(QStringLiteral("fusion_mlp"), m_tmp.path() + QStringLiteral("/nopost"));
        const QString folder
            = QDir(dir + QStringLiteral("/torch_compile_debug")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).value(0);
        QVERIFY(QFile::remove(dir + QStringLiteral("/torch_compile_debug/") + folder
            + QStringLiteral("/torchinductor/model__0_forward_1.0/ir_post_fusion.txt")));
        const FusionRun run = build({ dir });
        const FusionGraph *fw = byFolder(run, QStringLiteral("model__0_forward_1.0"));
        QVERIFY(fw);
        QCOMPARE(fw->finalSource, QStringLiteral("replay"));
        QStringList expected;
        for (const QJsonValue &n : readJson(dir + QStringLiteral("/expected.json"))
                                       .value(QStringLiteral("graphs"))
                                       .toObject()
                                       .value(QStringLiteral("model__0_forward_1.0"))
                                       .toObject()
                                       .value(QStringLiteral("post_fusion_nodes"))
                                       .toArray())
            expected << n.toString();
        QStringList ours = finalNames(*fw);
        std::sort(ours.begin(), ours.end());
        std::sort(expected.begin(), expected.end());
        QCOMPARE(ours, expected);
        QVERIFY(std::any_of(fw->diagnostics.begin(), fw->diagnostics.end(),
            [](const Diagnostic &d) { return d.message.contains(QLatin1String("no ir_post_fusion.txt")); }));
        const FusionGraph *bw = byFolder(run, QStringLiteral("model__0_backward_3.1"));
        QVERIFY(bw && bw->finalSource == QLatin1String("ir_post_fusion") && warnings(*bw) == 0);
    }

    // A 2023-style log (dated prefix, `buf` names, `origins={...}`, unnamed `cannot fuse (vert:2)`),
    // made from the real fusion_mlp forward log; no IR and no trace beside it.
    void olderPyTorchLog()
    {
        const QString dir = unpack(QStringLiteral("fusion_mlp"), m_tmp.path() + QStringLiteral("/old"));
        static const QRegularExpression prefix(QStringLiteral(R"(^V\d{4} [\d:.]+ \d+ \S+\] \[0/0\] \[__fusion\] )"));
        static const QRegularExpression opName(QStringLiteral(R"((?<![A-Za-z0-9])op(\d+))"));
        QStringList out;
        int unnamed = 0;
        for (QString l : QString::fromUtf8(readAll(dir + QStringLiteral("/torch_logs.txt"))).split(u'\n')) {
            if (!prefix.match(l).hasMatch())
                continue;
            if (l.contains(QLatin1String("attempting fusion (1/10): 34 nodes")))
                break; // the forward graph only
            l.replace(prefix,
                QStringLiteral("[2023-10-03 21:50:24,084] [0/0] torch._inductor.scheduler.__schedule: [DEBUG] "));
            l.replace(opName, QStringLiteral("buf\\1"));
            l.replace(QStringLiteral("origins=OrderedSet(["), QStringLiteral("origins={"))
                .replace(QStringLiteral("])'"), QStringLiteral("}'"));
            if (l.contains(QLatin1String(": intermediate nodes between node1 & node2"))) {
                l = l.left(l.indexOf(QLatin1String("cannot fuse ")))
                    + QStringLiteral("cannot fuse (vert:2): intermediate nodes between node1 & node2");
                ++unnamed;
            }
            out << l;
        }
        const QString old = m_tmp.path() + QStringLiteral("/old.log");
        QVERIFY(writeAll(old, out.join(u'\n').toUtf8() + '\n'));
        const FusionRun run = build({ old });
        QCOMPARE(run.graphs.size(), size_t(1));
        const FusionGraph &g = run.graphs[0];
        QCOMPARE(g.id, QStringLiteral("0/0:graph"));
        QCOMPARE(g.attribution, FusionGraph::Attribution::Ordered);
        QCOMPARE(g.nodes.size(), size_t(24));
        QVERIFY(!g.nodes[0].origins.isEmpty());
        QCOMPARE(g.finalSource, QStringLiteral("replay"));
        QCOMPARE(g.finals.size(), size_t(10));
        QVERIFY(finalNames(g).contains(QStringLiteral("buf0_buf1_buf3_buf4")));
        for (const FusionRound &r : g.rounds)
            if (r.loggedAfter >= 0)
                QCOMPARE(r.after, r.loggedAfter);
        int ourUnnamed = 0;
        for (const FusionDecision &d : g.decisions)
            ourUnnamed += d.kind == FusionDecision::Kind::Reject && d.a.isEmpty() ? 1 : 0;
        QCOMPARE(ourUnnamed, unnamed);
        QVERIFY(unnamed > 10);
        QCOMPARE(warnings(g), 0);
    }

    // Without the lines that name each graph, the decisions are tied to the debug folders by
    // their pre-fusion nodes; without those either, by their order in the compile.
    void attributionWithoutNames()
    {
        const QString dir = unpack(QStringLiteral("fusion_mlp"), m_tmp.path() + QStringLiteral("/unnamed"));
        const QString log = dir + QStringLiteral("/torch_logs.txt");
        QByteArrayList keep;
        for (const QByteArray &l : readAll(log).split('\n'))
            if (!l.contains("[__output_code]") && !l.contains(" debug trace: "))
                keep << l;
        QVERIFY(writeAll(log, keep.join('\n')));
        FusionRun run = build({ dir });
        for (const QString &folder :
            { QStringLiteral("model__0_forward_1.0"), QStringLiteral("model__0_backward_3.1") }) {
            const FusionGraph *g = byFolder(run, folder);
            QVERIFY(g && g->hasDecisions());
            QCOMPARE(g->attribution, FusionGraph::Attribution::Matched);
        }
        QVERIFY(run.find(QStringLiteral("0/0:forward")) && run.find(QStringLiteral("0/0:backward")));
        run = build({ log });
        QCOMPARE(run.graphs.size(), size_t(2));
        QCOMPARE(run.graphs[0].part, QStringLiteral("forward"));
        QCOMPARE(run.graphs[1].part, QStringLiteral("backward"));
        QCOMPARE(run.graphs[1].attribution, FusionGraph::Attribution::Ordered);
    }

    void noFusionLogSaysWhichSetting()
    {
        const FusionRun run = build({ QStringLiteral(CS_TEST_DATA_DIR "/logs/fusion_mlp.log.zst") });
        QVERIFY(run.missing.contains(QLatin1String("TORCH_LOGS=fusion")));
        QVERIFY(run.missing.contains(QLatin1String("TORCH_COMPILE_DEBUG=1")));
        QCOMPARE(run.graphs.size(), size_t(2)); // from the trace's generated code
        for (const FusionGraph &g : run.graphs) {
            QVERIFY(!g.hasDecisions());
            QVERIFY(!g.finals.empty());
        }
        const FusionGraph *fw = run.find(QStringLiteral("0/0:forward"));
        QVERIFY(fw);
        QCOMPARE(fw->finalSource, QStringLiteral("provenance"));
        QCOMPARE(fw->finals.size(), size_t(10)); // one per launch: 5 Triton kernels, 5 extern calls
        QCOMPARE(fw->finals[0].kernel.name, QStringLiteral("triton_per_fused_native_layer_norm_0"));
        QVERIFY(fw->finals[0].kernel.postGrad.contains(QStringLiteral("var_mean")));
    }
    // GroupedSchedulerNode.unpack fuses a grouped node's members again after the rounds: a
    // nested sequence of the same graph. (Lines in the 2.11 form; comm-overlap passes make
    // such nodes in distributed runs.)
    void nestedSequence()
    {
        const QStringList text {
            QStringLiteral("===== attempting fusion (1/10): 3 nodes ====="),
            QStringLiteral("fuse_nodes_once, candidates:"),
            QStringLiteral("  SchedulerNode(name='op0'), Pointwise(['[64]', 'origins=OrderedSet([add])'])"),
            QStringLiteral("  GroupedSchedulerNode(name='op1_op2')"),
            QStringLiteral("  SchedulerNode(name='op3'), Pointwise(['[64]', 'origins=OrderedSet([mul])'])"),
            QStringLiteral("cannot fuse op0 with op1_op2: grouped node must not be fused with other nodes"),
            QStringLiteral("found 1 possible fusions"),
            QStringLiteral("fusing op0 with op3"),
            QStringLiteral("completed fusion round (1/10): fused 3 nodes into 2 nodes"),
            QString(),
            QStringLiteral("===== fusion complete (1 iterations) ====="),
            QStringLiteral("fuse_nodes_once, candidates:"),
            QStringLiteral("  FusedSchedulerNode(nodes=op0_op3), snodes: []"),
            QStringLiteral("  GroupedSchedulerNode(name='op1_op2')"),
            QStringLiteral("found 0 possible fusions"),
            QStringLiteral("===== attempting fusion (1/10): 2 nodes ====="),
            QStringLiteral("fuse_nodes_once, candidates:"),
            QStringLiteral("  SchedulerNode(name='op1'), Pointwise(['[64]', 'origins=OrderedSet([sub])'])"),
            QStringLiteral("  SchedulerNode(name='op2'), Pointwise(['[64]', 'origins=OrderedSet([div])'])"),
            QStringLiteral("found 1 possible fusions"),
            QStringLiteral("fusing op1 with op2"),
            QStringLiteral("completed fusion round (1/10): fused 2 nodes into 1 nodes"),
            QStringLiteral("===== fusion complete (1 iterations) ====="),
        };
        QByteArray log;
        for (const QString &t : text)
            log += "V1121 04:37:27.487000 856 torch/_inductor/scheduler.py:3706] [0/0] [__fusion] " + t.toUtf8() + '\n';
        const QString path = m_tmp.filePath(QStringLiteral("nested.log"));
        QVERIFY(writeAll(path, log));
        const FusionRun run = build({ path });
        QCOMPARE(run.graphs.size(), size_t(1));
        const FusionGraph &g = run.graphs[0];
        QCOMPARE(warnings(g), 0);
        QCOMPARE(g.rounds.size(), size_t(3));
        QCOMPARE(g.rounds[2].sequence, 1);
        QCOMPARE(g.rounds[2].before, 2);
        QCOMPARE(g.rounds[2].after, 1);
        QCOMPARE(finalNames(g), (QStringList { QStringLiteral("op0_op3"), QStringLiteral("op1_op2") }));
        QCOMPARE(g.decisions.front().category, QStringLiteral("extern"));
    }

    // Benchmark verdicts name buffers; the IR (here logged with TORCH_LOGS=ir_pre_fusion) says
    // which nodes write them.
    void benchmarkVerdicts_data()
    {
        QTest::addColumn<QByteArray>("verdict");
        QTest::addColumn<QString>("category");
        QTest::addColumn<QString>("jsonVerdict");
        QTest::newRow("slower") << QByteArray("\x1b[91m1.250\x1b[0mx slowdown") << QStringLiteral("benchmark")
                                << QStringLiteral("slowdown");
        // A fused kernel that failed to compile or run: Inductor times it as inf (issue 24, point 6).
        QTest::newRow("failed") << QByteArray("\x1b[91minf\x1b[0mx slowdown") << QStringLiteral("benchmark_failed")
                                << QStringLiteral("failed");
    }
    void benchmarkVerdicts()
    {
        QFETCH(QByteArray, verdict);
        QFETCH(QString, category);
        QFETCH(QString, jsonVerdict);
        const char *prefix = "V1121 04:37:27.487000 856 torch/_inductor/scheduler.py:3706] [0/0] [__fusion] ";
        const char *ir = "I1121 04:37:27.400000 856 torch/_inductor/debug.py:720] [0/0] [__ir_pre_fusion] ";
        QByteArray log;
        for (const char *l :
            { "BEFORE FUSION", "op0: SchedulerNode(ComputedBuffer)", "op0.writes = [MemoryDep('buf0', c0, {c0: 4096})]",
                "", "", "op1: SchedulerNode(ComputedBuffer)", "op1.writes = [MemoryDep('buf1', c0, {c0: 4096})]",
                "op1.unmet_dependencies = [MemoryDep('buf0', c0, {c0: 4096})]" })
            log += QByteArray(ir) + l + '\n';
        for (const char *l : { "===== attempting fusion (1/10): 2 nodes =====", "fuse_nodes_once, candidates:",
                 "  SchedulerNode(name='op0'), Pointwise(['[4096]', 'origins=OrderedSet([relu])'])",
                 "  SchedulerNode(name='op1'), Pointwise(['[4096]', 'origins=OrderedSet([mul])'])",
                 "found 1 possible fusions",
                 "cannot fuse (benchmark): fusing OrderedSet(['buf0']) with OrderedSet(['buf1']) cause ",
                 "completed fusion round (1/10): fused 2 nodes into 2 nodes" })
            log += QByteArray(prefix) + l + (QByteArray(l).endsWith("cause ") ? verdict : QByteArray()) + '\n';
        const QString path = m_tmp.filePath(QStringLiteral("bench.log"));
        QVERIFY(writeAll(path, log));
        const FusionRun run = build({ path });
        QCOMPARE(run.graphs.size(), size_t(1));
        const FusionGraph &g = run.graphs[0];
        QCOMPARE(g.decisions.size(), size_t(1));
        const FusionDecision &d = g.decisions[0];
        QCOMPARE(d.kind, FusionDecision::Kind::Benchmark);
        if (category == QLatin1String("benchmark"))
            QCOMPARE(d.ratio, 1.25);
        QVERIFY(!d.speedup);
        QCOMPARE(d.category, category);
        QCOMPARE(d.benchmarkFailed(), category == QLatin1String("benchmark_failed"));
        const QJsonObject j = QJsonDocument::fromJson(formatFusionJson(run)).object();
        const QJsonObject jd = j[QStringLiteral("graphs")][0][QStringLiteral("decisions")][0].toObject();
        QCOMPARE(jd[QStringLiteral("verdict")].toString(), jsonVerdict);
        QVERIFY(jd[QStringLiteral("ratio")].isNull() == (category == QLatin1String("benchmark_failed")));
        QCOMPARE(g.fused[size_t(d.nodeA)].name, QStringLiteral("op0"));
        QCOMPARE(g.fused[size_t(d.nodeB)].name, QStringLiteral("op1"));
        QCOMPARE(g.finals.size(), size_t(2));
    }
};

QTEST_GUILESS_MAIN(TestFusionReplay)
#include "tst_fusionreplay.moc"
