// What an outside test on other people's logs found (issue 38; tlparse's test inputs of torch 2.4–2.9,
// vLLM's): Dynamo's own wrapper frame named by who it holds, graph breaks of torch before 2.5 known
// only by their resume functions, a compile's metrics that name another compile, the torch version
// of logs that only the repro script names, records under ids no compile started. The expectations
// were read off the raw records; the 2.15 fixture is a real run (scripts/fixtures/torch_versions.py
// wrapped_methods), the older log tlparse's own comp_metrics.log.

#include "core/analysis/explain.h"
#include "core/diff/diffinput.h"
#include "core/diff/rundiff.h"
#include "core/ingest/runloader.h"
#include "core/ranks/rankcompare.h"
#include "core/ranks/rankformat.h"
#include "core/report/doc/reportfacts.h"
#include "core/report/explainreport.h"
#include "core/report/summarytext.h"

#include "tests/tracerecord.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace cs;

namespace {

std::shared_ptr<const LoadedRun> loadFile(const QString &path)
{
    auto run = loadRun({ path });
    if (!run) {
        qWarning() << run.error().toString();
        return {};
    }
    return run.value();
}

QString writeLog(const QTemporaryDir &dir, const QByteArray &text)
{
    const QString path = dir.filePath(QStringLiteral("t.log"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(text);
    return path;
}

const QByteArray Ids = "\"frame_id\": 0, \"frame_compile_id\": ";

QByteArray start(int compile)
{
    return traceRecord("{\"dynamo_start\": {\"stack\": [{\"line\": 5, \"name\": \"f\", \"filename\": 0}]}, " + Ids
        + QByteArray::number(compile) + ", \"attempt\": 0");
}

QByteArray metrics(int compile, const QByteArray &fields)
{
    return traceRecord("{\"compilation_metrics\": {\"co_name\": \"f\", \"co_filename\": \"/a.py\", "
                       "\"co_firstlineno\": 5, "
        + fields + "}, " + Ids + QByteArray::number(compile) + ", \"attempt\": 0");
}

} // namespace

class TestOthersLogs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // torch.compile(m.graph_two) then torch.compile(m.graph_one), both torch.no_grad methods: one
    // frame, Dynamo's `inner` (external_utils.py); each compile is the method it held (the class
    // from `L['fn'].__self__`'s guard, the function and file from the graph's `# File:` comments).
    void methodsThroughDynamoWrapperNamedEach()
    {
        const auto run = loadFile(QStringLiteral(CS_TEST_DATA_DIR "/torch215/wrapped_methods.log.zst"));
        QVERIFY(run);
        const CompileOverview &ov = *run->overviews.at(0);
        QCOMPARE(ov.compiles.size(), size_t(2));
        QCOMPARE(ov.compiles[0].function, QStringLiteral("inner"));
        QCOMPARE(ov.compiles[0].displayFunction(), QStringLiteral("TwoGraphs.graph_two"));
        QCOMPARE(ov.compiles[1].displayFunction(), QStringLiteral("TwoGraphs.graph_one"));
        QVERIFY(ov.compiles[1].displayFile().endsWith(QLatin1String("torch_versions.py")));
        QCOMPARE(ov.compiles[1].displayLine(), 0); // the method's first line is not recorded
        QCOMPARE(ov.totalRecompiles, 1);
        QCOMPARE(ov.frames.size(), size_t(1));
        QVERIFY(ov.frames[0].wrapsSeveral);
        QVERIFY(formatSummaryText(*run).contains(QLatin1String("TwoGraphs.graph_one")));
        // explain's recompile (and with it the report's and diff's) names the methods, not `inner`,
        // and says which one each compile held
        const Explanation e = explainRun(run->logs, run->overviews, run->profiles);
        QCOMPARE(e.recompiles.size(), 1);
        QCOMPARE(e.recompiles[0].function, QStringLiteral("TwoGraphs.graph_two, TwoGraphs.graph_one"));
        QVERIFY(e.recompiles[0].wrapsSeveral);
        QCOMPARE(e.recompiles[0].held,
            QStringList({ QStringLiteral("TwoGraphs.graph_two"), QStringLiteral("TwoGraphs.graph_one") }));
        QVERIFY(e.recompiles[0].wrapper.startsWith(QLatin1String("inner (external_utils.py:")));
        QCOMPARE(e.recompiles[0].steps.size(), 1);
        QCOMPARE(e.recompiles[0].steps[0].function, QStringLiteral("TwoGraphs.graph_one"));
        // `fn.__func__.__code__` failed: the advice for a wrapper shared by functions, not "reuse the object"
        QCOMPARE(e.recompiles[0].steps[0].suggestionKind, QStringLiteral("compile_wrapped_function"));
        const QString text = formatExplainText(e);
        QVERIFY2(
            text.contains(QLatin1String("Recompiles: TwoGraphs.graph_two, TwoGraphs.graph_one (external_utils.py:")),
            qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("[0/1] TwoGraphs.graph_one: ")), qPrintable(text));
        // the report's compile table
        const ReportOverview facts = overviewFacts(*run);
        QCOMPARE(facts.list.size(), size_t(2));
        QCOMPARE(facts.list[0].function, QStringLiteral("TwoGraphs.graph_two"));
        QVERIFY(facts.list[0].file.endsWith(QLatin1String("torch_versions.py")));
    }

    // A 2.12+ log's torch_version record: version and commit in the report's versions and in diff's.
    void versionAndCommitInReportAndDiff()
    {
        const auto run = loadFile(QStringLiteral(CS_TEST_DATA_DIR "/torch215/wrapped_methods.log.zst"));
        QVERIFY(run);
        const QString commit = run->overviews.at(0)->torchCommit.left(12);
        QCOMPARE(commit.size(), 12);
        const std::vector<ReportVersion> versions = versionFacts(*run);
        QVERIFY(versions.size() >= 3);
        QCOMPARE(versions[0].name, QStringLiteral("PyTorch"));
        QVERIFY(versions[0].value.startsWith(QLatin1String("2.15")));
        QCOMPARE(versions[1].name, QStringLiteral("PyTorch commit"));
        QCOMPARE(versions[1].value, commit);
        diff::DiffInput a, b;
        a.run = run;
        b.run = loadFile(QStringLiteral(CS_TEST_DATA_DIR "/logs/recompiles.log.zst"));
        QVERIFY(b.run);
        const diff::RunDiff d = diff::diffRuns(a, b);
        bool seen = false;
        for (const diff::VersionRow &v : d.versions)
            if (v.name == QLatin1String("torch commit")) {
                seen = true;
                QCOMPARE(v.a, commit);
            }
        QVERIFY(seen);
    }

    // Ranks written by different torch builds (tlparse's multi_rank_runtime: ranks 0–4 one commit,
    // 5–6 another): said first, since what differs may be the build.
    void ranksOfDifferentTorchBuildsSaid()
    {
        QTemporaryDir dir;
        for (int rank = 0; rank < 3; ++rank) {
            QFile f(dir.filePath(QStringLiteral("dedicated_log_torch_trace_rank_%1.log").arg(rank)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            const QByteArray commit = rank < 2 ? "2249284" : "d1950d4";
            f.write(traceRecord("{\"artifact\": {\"name\": \"torch_version\", \"encoding\": \"json\"}",
                        "{\"pytorch_version\": \"2.15.0\", \"commit\": \"" + commit
                            + "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\", \"oss\": true}")
                + start(0) + metrics(0, "\"cache_size\": 0"));
        }
        const auto run = loadRun({ dir.path() });
        QVERIFY(run);
        const ranks::RankAnalysis a = ranks::analyseRanks(*run.value());
        QCOMPARE(a.ranks.size(), 3);
        QCOMPARE(a.ranks[0].torch, QStringLiteral("2.15.0 (commit 2249284aaaaa)"));
        QCOMPARE(a.torchBuilds,
            QStringLiteral("ranks 0, 1 torch 2.15.0 (commit 2249284aaaaa); rank 2 torch 2.15.0 (commit d1950d4aaaaa)"));
        QVERIFY(ranks::formatRanksText(a, false).startsWith(
            QLatin1String("Warning: the ranks were written by different torch builds (ranks 0, 1")));
    }

    // torch.compile(nn.Linear(8, 8)) in 2.15 runs through the same wrapper; its graph has no `# File:`
    // comment (torch's own code is left out): the module's class and `forward`, in its module's file.
    void moduleThroughDynamoWrapper()
    {
        const auto run = loadFile(QStringLiteral(CS_TEST_DATA_DIR "/torch215/mode_default.log.zst"));
        QVERIFY(run);
        const CompileSummary &c = run->overviews.at(0)->compiles.at(0);
        QCOMPARE(c.displayFunction(), QStringLiteral("Linear.forward"));
        QCOMPARE(c.displayFile(), QStringLiteral("torch/nn/modules/linear.py"));
    }

    // torch.compile(DDP(model)) on gloo (2.11): DDP's forward breaks at once, so nothing of the module
    // is guarded but `fn` itself; a torch.nn class is a module all the same: its `forward`.
    void ddpThroughDynamoWrapper()
    {
        const auto run
            = loadFile(QStringLiteral(CS_TEST_DATA_DIR "/ddp/trace/dedicated_log_torch_trace_rank_0.log.zst"));
        QVERIFY(run);
        QCOMPARE(
            run->overviews.at(0)->compiles.at(0).displayFunction(), QStringLiteral("DistributedDataParallel.forward"));
    }

    // tlparse's comp_metrics.log (torch of April 2024): no graph-break record, two resume
    // functions (fn broke at 9551, its resume at 9553), both restarts say why.
    void breaksOfOlderTorchFromResumeFunctions()
    {
        const auto run = loadFile(QStringLiteral(CS_TEST_DATA_DIR "/logs/comp_metrics.log.zst"));
        QVERIFY(run);
        const CompileOverview &ov = *run->overviews.at(0);
        QCOMPARE(ov.totalGraphBreaks, 2);
        QCOMPARE(ov.graphBreaks.size(), size_t(2));
        QVERIFY(ov.graphBreaks[0].inferred);
        QCOMPARE(ov.graphBreaks[0].info.line, 9551);
        QCOMPARE(ov.compiles[ov.graphBreaks[0].compile].id.toString(), QStringLiteral("0/0"));
        QCOMPARE(ov.compiles[ov.graphBreaks[1].compile].id.toString(), QStringLiteral("1/0"));
        QVERIFY(ov.graphBreaks[1].info.reason.startsWith(QLatin1String("skip function graph_break")));
        const QString text = formatExplainText(explainRun(run->logs, run->overviews, run->profiles));
        QVERIFY2(!text.contains(QLatin1String("Nothing to fix")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("Graph break at test_misc.py:9551")));
        // compilation_metrics' graph_op_count (1), not a count of annotated lines this graph has none of
        QVERIFY2(text.contains(QLatin1String("attempt 1 compiled a graph of 1 operation")), qPrintable(text));
        QVERIFY(formatSummaryText(*run).contains(QLatin1String("graph breaks: 2 (inferred from resume functions")));
    }

    // A log that records its breaks is left as it is, resume functions or not.
    void recordedBreaksAreNotInferred()
    {
        const auto run = loadFile(QStringLiteral(CS_TEST_DATA_DIR "/logs/graph_breaks.log.zst"));
        QVERIFY(run);
        for (const GraphBreakRecord &g : run->overviews.at(0)->graphBreaks)
            QVERIFY(!g.inferred);
    }

    // A metrics record that names another compile (a log edited or pasted together) is said, its
    // facts kept where the envelope puts them; a recompile reason loses PyTorch's column padding.
    void metricsNamingAnotherCompileAreDoubtful()
    {
        QTemporaryDir dir;
        const QString path = writeLog(dir,
            start(0) + metrics(0, "\"compile_id\": \"0/0\", \"cache_size\": 0") + start(1)
                + traceRecord("{\"artifact\": {\"name\": \"recompile_reasons\", \"encoding\": \"json\"}, " + Ids
                        + "1, \"attempt\": 0",
                    "[\"0/0: ___check_obj_id(fn, 1404)                   \"]")
                + metrics(1, "\"compile_id\": \"0/0\", \"cache_size\": 1"));
        const auto run = loadFile(path);
        QVERIFY(run);
        const CompileOverview &ov = *run->overviews.at(0);
        QCOMPARE(ov.doubtfulRecords.size(), 1);
        QVERIFY(ov.doubtfulRecords[0].contains(QLatin1String("compilation_metrics of 0/1 says compile_id 0/0")));
        QCOMPARE(ov.totalRecompiles, 1);
        QCOMPARE(ov.compiles[1].recompileReasons, QStringList(QStringLiteral("0/0: ___check_obj_id(fn, 1404)")));
        QVERIFY(formatSummaryText(*run).contains(QLatin1String("doubtful")));
    }

    // torch 2.6–2.11 logs without a version record: the repro script's header names it.
    void versionFromTheReproScript()
    {
        QTemporaryDir dir;
        const QString path = writeLog(dir,
            start(0)
                + traceRecord("{\"artifact\": {\"name\": \"fx_graph_runnable\", \"encoding\": \"string\"}, " + Ids
                        + "0, \"attempt\": 0",
                    "import torch\n\n# torch version: 2.9.0a0+git2249284\n# torch cuda version: 12.4\n"
                    "# torch git version: 22492848b66f13637b01a4d8f98a16e3004940a9\n")
                + metrics(0, "\"cache_size\": 0"));
        const auto run = loadFile(path);
        QVERIFY(run);
        QCOMPARE(run->overviews.at(0)->torchVersion, QStringLiteral("2.9.0a0+git2249284"));
        QCOMPARE(run->overviews.at(0)->torchCommit, QStringLiteral("22492848b66f13637b01a4d8f98a16e3004940a9"));
    }

    // A version string is a trace's: a line break in it never forges lines of the text output.
    void versionWithLineBreaksStaysOneLine()
    {
        QTemporaryDir dir;
        const QString path = writeLog(dir,
            traceRecord("{\"artifact\": {\"name\": \"torch_version\", \"encoding\": \"json\"}",
                "{\"pytorch_version\": \"2.15 | cell |\\n## Heading\\r\\n# injected\", \"commit\": \"ab\\ncd\"}")
                + start(0) + metrics(0, "\"cache_size\": 0"));
        const auto run = loadFile(path);
        QVERIFY(run);
        const QString version = run->overviews.at(0)->torchVersion;
        QVERIFY2(!version.contains(QLatin1Char('\n')) && !version.contains(QLatin1Char('\r')), qPrintable(version));
        QVERIFY(!run->overviews.at(0)->torchCommit.contains(QLatin1Char('\n')));
        const QString text = formatSummaryText(*run);
        QVERIFY2(!text.contains(QLatin1String("\n## Heading")) && !text.contains(QLatin1String("\n# injected")),
            qPrintable(text));
    }

    // Records under a compile id no Dynamo compile started (vLLM's graph dumps in a hand-cut log):
    // no compile is made of them, and summary says they are there.
    void recordsUnderNoCompileAreSaid()
    {
        QTemporaryDir dir;
        const QString path = writeLog(dir,
            traceRecord("{\"graph_dump\": {\"name\": \"vllm_patterns.FusionPass\"}, " + Ids + "0, \"attempt\": 0",
                "graph():\n    return ()")
                + traceRecord("{\"artifact\": {\"name\": \"before_post_grad_graph\", \"encoding\": \"string\"}, " + Ids
                        + "0, \"attempt\": 0",
                    "graph():\n    return ()"));
        const auto run = loadFile(path);
        QVERIFY(run);
        const CompileOverview &ov = *run->overviews.at(0);
        QCOMPARE(ov.compiles.size(), size_t(0));
        QCOMPARE(ov.recordsUnderNoCompile.at("graph_dump"), 1);
        QCOMPARE(ov.recordsUnderNoCompile.at("artifact:before_post_grad_graph"), 1);
        QVERIFY2(
            formatSummaryText(*run).contains(QLatin1String("2 records under compile ids no Dynamo compile started")),
            qPrintable(formatSummaryText(*run)));
    }
};

QTEST_GUILESS_MAIN(TestOthersLogs)
#include "tst_otherslogs.moc"
