#include "core/fusion/fusionbuilder.h"
#include "core/graph/aotunits.h"
#include "core/graph/ddpbuckets.h"
#include "core/graph/ddpsplits.h"
#include "core/graph/graphcatalog.h"
#include "core/ingest/runloader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace cs;

// Compile ids that run several AOT/Inductor compilations, on a real DDP run recorded on the CPU
// (scripts/fixtures/make_ddp_run.py: two ranks over gloo, DDPOptimizer splits the model's
// graph into three children). Each post-grad graph is paired with its own forward/backward,
// AOT compilation and DDP child by the records' evidence, and the buckets agree with what
// DDPOptimizer itself held (truth.json, written from a hook on DDPOptimizer.compile_fn).
class TestAotUnits : public QObject {
    Q_OBJECT

    static QString data(const char *name) { return QStringLiteral(CS_TEST_DATA_DIR "/ddp/") + QLatin1String(name); }

    static std::shared_ptr<const LoadedRun> load(const QStringList &paths)
    {
        auto run = loadRun(paths);
        if (!run)
            qFatal("%s", qPrintable(run.error().toString()));
        return run.value();
    }

    // The rank-0 trace, decompressed (the zstd tool), with the lines `keep` keeps.
    QString rewritten(const std::function<bool(QByteArray &)> &keep)
    {
        QProcess zstd;
        zstd.start(
            QStringLiteral("zstd"), { QStringLiteral("-dc"), data("trace/dedicated_log_torch_trace_rank_0.log.zst") });
        if (!zstd.waitForFinished(60000) || zstd.exitCode() != 0)
            qFatal("zstd -dc failed");
        QByteArray out;
        for (QByteArray line : zstd.readAllStandardOutput().split('\n'))
            if (keep(line))
                out += line + '\n';
        const QString path = m_tmp.filePath(QStringLiteral("edited_%1.log").arg(++m_edits));
        QFile o(path);
        if (!o.open(QIODevice::WriteOnly) || o.write(out) != out.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    // Every post-grad graph of compile 4/0: part, AOT id, child.
    static QStringList pairing(const LoadedRun &run, int rank)
    {
        QStringList out;
        for (const GraphEntry &g : listGraphs(run, false))
            if (g.stage == QLatin1String("post_grad") && g.compileId == QLatin1String("4/0") && g.rank == rank)
                out << QStringLiteral("%1 %2 %3").arg(g.ddpChild, g.part, g.aotId);
        return out;
    }

    QTemporaryDir m_tmp;
    int m_edits = 0;

private Q_SLOTS:
    void childrenPairedByEvidence()
    {
        const auto run = load({ data("trace"), data("torch_logs.txt.zst") });
        QCOMPARE(run->logs.size(), size_t(2));
        // Three forwards in child order, then the backwards as autograd ran them: in reverse.
        const QStringList expected { "submod_0 forward 0", "submod_1 forward 1", "submod_2 forward 2",
            "submod_2 backward 2", "submod_1 backward 1", "submod_0 backward 0" };
        for (int rank : { 0, 1 })
            QCOMPARE(pairing(*run, rank), expected);
        const auto graphs = listGraphs(*run, false);
        QStringList ids;
        for (const GraphEntry &g : graphs)
            if (g.rank == 0 && g.compileId == QLatin1String("4/0"))
                ids << g.id;
        QVERIFY(ids.contains(QStringLiteral("rank 0:4/0:dynamo")));
        QVERIFY(ids.contains(QStringLiteral("rank 0:4/0:ddp_split")));
        QVERIFY(ids.contains(QStringLiteral("rank 0:4/0:submod_1:ddp_child")));
        QVERIFY(ids.contains(QStringLiteral("rank 0:4/0:submod_1:aot_joint")));
        QVERIFY(ids.contains(QStringLiteral("rank 0:4/0:submod_2:post_grad:backward")));
        for (const GraphEntry &g : graphs)
            if (g.stage == QLatin1String("post_grad") && g.compileId == QLatin1String("4/0")) {
                QCOMPARE(g.partEvidence, QStringLiteral("aot_id"));
                QVERIFY2(g.unitEvidence != QLatin1String("order"), qPrintable(g.id));
                QCOMPARE(g.childEvidence, QStringLiteral("signature"));
            }
    }

    // Each graph's kernels come from its own compilation: a forward's from its provenance, a
    // backward's (whose provenance is empty) never from a forward's.
    void kernelsOfTheirOwnGraph()
    {
        const auto run = load({ data("trace") });
        int forwards = 0;
        for (const GraphEntry &g : listGraphs(*run, false)) {
            if (g.stage != QLatin1String("post_grad") || g.rank != 0)
                continue;
            const FxGraph fx = loadGraph(*run, g).value();
            if (g.part == QLatin1String("forward")) {
                ++forwards;
                QCOMPARE(fx.groupSource, QStringLiteral("provenance"));
                // extern_kernels.addmm per Linear and one C++ kernel: submod_2 holds two Linears
                QCOMPARE(fx.groups.size(), g.ddpChild == QLatin1String("submod_2") ? size_t(3) : size_t(2));
            } else {
                QVERIFY2(fx.groupSource != QLatin1String("provenance"), qPrintable(g.id));
            }
        }
        QCOMPARE(forwards, 3);
    }

    // The Fusion view's graphs (here from the generated code alone) link to the post-grad graph
    // of their own compilation: the same part and AOT id.
    void fusionGraphsLinkTheirOwnPostGradGraph()
    {
        const auto run = load({ data("trace/dedicated_log_torch_trace_rank_0.log.zst") });
        const FusionRun fusion = buildFusionRun(*run);
        const auto graphs = listGraphs(*run, false);
        QCOMPARE(fusion.graphs.size(), size_t(6));
        for (const FusionGraph &g : fusion.graphs) {
            const auto entry = findGraph(graphs, g.postGradGraph);
            QVERIFY2(entry, qPrintable(g.id));
            QCOMPARE(entry.value().part, g.part);
            QCOMPARE(entry.value().aotId, g.aotId);
            QCOMPARE(entry.value().ddpChild, QStringLiteral("submod_") + g.aotId); // AOT ids 0, 1, 2 in child order
            QCOMPARE(g.id, QStringLiteral("4/0:submod_%1:%2").arg(g.aotId, g.part));
        }
    }

    void bucketsAsDdpOptimizerHeldThem()
    {
        const auto run = load({ data("trace"), data("torch_logs.txt.zst") });
        QFile f(data("truth.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject truth = QJsonDocument::fromJson(f.readAll()).object();
        const QJsonArray buckets = truth.value("splits").toArray().at(0).toObject().value("buckets").toArray();
        const auto splits = listDdpSplits(*run, listGraphs(*run, false));
        QCOMPARE(splits.size(), size_t(2)); // one per rank
        for (const DdpSplitInfo &s : splits) {
            QCOMPARE(s.compileId, QStringLiteral("4/0"));
            QCOMPARE(s.split.bucketCap, qint64(1048576));
            QVERIFY(s.split.reason().contains(QLatin1String("1048576")));
            QCOMPARE(s.split.children.size(), size_t(buckets.size()));
            for (size_t i = 0; i < s.split.children.size(); ++i) {
                const DdpChild &c = s.split.children[i];
                const QJsonObject t = buckets.at(int(i)).toObject();
                QCOMPARE(c.name, QStringLiteral("submod_%1").arg(i));
                QCOMPARE(c.bucketBytes, qint64(t.value("size").toInteger()));
                QStringList want, got;
                for (const QJsonValue &p : t.value("params").toArray())
                    want << p.toString().toLower();
                for (const DdpParam &p : c.params)
                    got << p.name.toLower();
                want.sort();
                got.sort();
                QCOMPARE(got, want);
                QCOMPARE(
                    s.graphs[i].forward, QStringLiteral("rank %1:4/0:submod_%2:post_grad:forward").arg(s.rank).arg(i));
                QCOMPARE(s.graphs[i].backward,
                    QStringLiteral("rank %1:4/0:submod_%2:post_grad:backward").arg(s.rank).arg(i));
            }
        }
        // Without the text log the cap is not known; the rest is.
        const auto traceOnly = load({ data("trace") });
        const auto plain = listDdpSplits(*traceOnly, listGraphs(*traceOnly, false));
        QCOMPARE(plain.at(0).split.bucketCap, qint64(-1));
        QCOMPARE(plain.at(0).split.children.at(2).bucketBytes, qint64(1706240));
    }

    // Without the AOT ID lines, the compiler spans tell the parts and the AOT backward graphs'
    // signatures tie the backwards; without the spans too, the post-grad signatures do.
    void evidenceWithoutAotIds()
    {
        const QStringList expected { "submod_0 forward ", "submod_1 forward ", "submod_2 forward ",
            "submod_2 backward ", "submod_1 backward ", "submod_0 backward " };
        const QString noIds = rewritten([](QByteArray &l) { return !l.contains("# AOT ID:"); });
        auto run = load({ noIds });
        QCOMPARE(pairing(*run, 0), expected);
        for (const GraphEntry &g : listGraphs(*run, false))
            if (g.stage == QLatin1String("post_grad")) {
                QCOMPARE(g.partEvidence, QStringLiteral("compiler_span"));
                QCOMPARE(g.unitEvidence,
                    g.part == QLatin1String("forward") ? QStringLiteral("records") : QStringLiteral("signature"));
            }
        bool inChromium = false;
        const QString bare = rewritten([&](QByteArray &l) {
            if (!l.startsWith('\t'))
                inChromium = l.contains("\"chromium_event\"");
            return !l.contains("# AOT ID:") && !inChromium;
        });
        run = load({ bare });
        QCOMPARE(pairing(*run, 0), expected);
        for (const GraphEntry &g : listGraphs(*run, false))
            if (g.stage == QLatin1String("post_grad"))
                QCOMPARE(g.partEvidence, QStringLiteral("signature"));
    }

    void dynamoNameOfASource()
    {
        QCOMPARE(dynamoSourceName(QStringLiteral("L['self']._modules['layers']._modules['0']._parameters['weight']")),
            QStringLiteral("l_self_modules_layers_modules_0_parameters_weight_"));
        QCOMPARE(dynamoSourceName(QStringLiteral("l_self_modules_layers_modules_0_parameters_weight_")),
            QStringLiteral("l_self_modules_layers_modules_0_parameters_weight_"));
    }
};

QTEST_GUILESS_MAIN(TestAotUnits)
#include "tst_aotunits.moc"
