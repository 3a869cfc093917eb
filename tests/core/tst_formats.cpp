#include "core/analysis/outputcode.h"
#include "core/ingest/runexplain.h"
#include "core/ingest/runloader.h"
#include "core/report/artifacttext.h"
#include "core/report/explainreport.h"
#include "core/report/summaryjson.h"
#include "core/report/summarytext.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;

// Every input format recognised by content and read, on real 2.11 outputs (the corpus's
// graph_breaks, recompiles, profile and export_aoti runs), some of them compressed.
class TestFormats : public QObject {
    Q_OBJECT

    static QString data(const char *name)
    {
        return QStringLiteral(CS_TEST_DATA_DIR "/artifacts/") + QLatin1String(name);
    }
    static std::shared_ptr<const LoadedRun> load(const QString &path)
    {
        auto run = loadRun({ path });
        if (!run)
            qFatal("%s", qPrintable(run.error().toString()));
        return run.value();
    }

private Q_SLOTS:
    void folderIsWalkedAndEveryFormatRecognised()
    {
        const auto run = load(QStringLiteral(CS_TEST_DATA_DIR "/artifacts"));
        QMap<QString, int> formats;
        for (const auto &f : run->files)
            ++formats[formatName(f.format)];
        QCOMPARE(formats.value(QStringLiteral("torch_logs")), 2); // .zst, named .txt.zst
        QCOMPARE(formats.value(QStringLiteral("output_code")), 0); // those in the debug folder belong to it
        QCOMPARE(formats.value(QStringLiteral("chrome_trace")), 1); // .gz
        QCOMPARE(formats.value(QStringLiteral("pt2")), 1);
        QCOMPARE(run->debugRuns.size(), size_t(1));
        QCOMPARE(run->diagnosticCount(), size_t(0));
    }

    void torchLogsGraphBreaks()
    {
        const auto run = load(data("graph_breaks_torch_logs.txt.zst"));
        QCOMPARE(run->textLogs.size(), size_t(1));
        const TextLog &t = *run->textLogs[0];
        QCOMPARE(t.graphBreaks.size(), 3);
        const int lines[] = { 15, 16, 20 };
        const char *ids[] = { "0/0", "1/0", "2/0" };
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(t.graphBreaks[i].info.line, lines[i]);
            QCOMPARE(t.graphBreaks[i].compileId->toString(), QLatin1String(ids[i]));
            QVERIFY(t.graphBreaks[i].info.file.endsWith(QLatin1String("scenarios.py")));
        }
        QCOMPARE(t.graphBreaks[0].info.reason, QStringLiteral("Failed to trace builtin operator"));
        QCOMPARE(t.graphBreaks[0].info.hints.size(), 3);
        QCOMPARE(t.graphBreaks[0].info.typeId, QStringLiteral("gb0059"));
        QCOMPARE(t.graphBreaks[0].info.userStack.last().source,
            QStringLiteral("print(\"debug: shape\", y.shape)           # break: print"));
        QCOMPARE(t.kernels.size(), 8);
    }

    void torchLogsRecompilesKeepEveryGuardFailure()
    {
        const auto run = load(data("recompiles_torch_logs.txt.zst"));
        const TextLog &t = *run->textLogs.at(0);
        QCOMPARE(t.recompiles.size(), 8);
        const TextRecompile &r = t.recompiles[2]; // [0/3]
        QCOMPARE(r.compileId->toString(), QStringLiteral("0/3"));
        QCOMPARE(r.function, QStringLiteral("f"));
        QCOMPARE(r.functionLine, 27);
        QCOMPARE(r.reasons.size(), 3); // one per cache entry, continuation lines folded in
        QCOMPARE(r.reasons[0], QStringLiteral("0/2: tensor 'x' dtype mismatch. expected Half, actual Float"));
        QVERIFY(r.reasons[1].startsWith(QStringLiteral("0/1: scale == 2.0")));
        QVERIFY(r.reasons[1].contains(QStringLiteral("\nUser stack trace:\n")));
        // The eighth message's compile hit the recompile limit: logged, not compiled, so not a
        // recompile (the trace of the same run counts 7); summary's text and JSON say so.
        QCOMPARE(t.limitHits.size(), 1);
        int limited = 0;
        for (const TextRecompile &each : t.recompiles)
            limited += t.hitLimit(each);
        QCOMPARE(limited, 1);
        QString text;
        QTextStream s(&text);
        writeArtifactText(*run, s);
        s.flush();
        QVERIFY2(text.contains(QStringLiteral("recompiles: 7, recompile limit hit: 1")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("(not compiled: the recompile limit was hit)")));
        QVERIFY(text.contains(QStringLiteral("kernel names: ")));
        // explain of the text alone counts the same: <lambda> recompiled 3 times, then hit the limit.
        const Explanation e = explainLoadedRun(*run);
        const auto lambda = std::find_if(e.recompiles.begin(), e.recompiles.end(),
            [](const FunctionRecompiles &f) { return f.function == QLatin1String("<lambda>"); });
        QVERIFY(lambda != e.recompiles.end());
        QCOMPARE(lambda->recompileCount(), 3);
        QVERIFY(lambda->limitHit);
    }

    void outputCode()
    {
        const auto run = load(data("graph_breaks_debug/run_2026_11_21_04_36_31_041407-pid_409/torchinductor/"
                                   "model__2_forward_7.2/output_code.py"));
        const OutputCode &c = run->outputCodes.at(0);
        QCOMPARE(c.aotId, QStringLiteral("2_forward"));
        QCOMPARE(c.kernels.size(), 4);
        QCOMPARE(c.kernels[0].name, QStringLiteral("triton_poi_fused_mul_0"));
        QCOMPARE(c.kernels[0].heuristic, QStringLiteral("pointwise"));
        QCOMPARE(c.kernels[0].sourceNodes, QStringList { QStringLiteral("y") });
        QCOMPARE(c.kernels[0].atenOps, QStringList { QStringLiteral("aten.mul") });
        QVERIFY(c.kernels[0].kernelPath.endsWith(QLatin1String(".py")));
        QCOMPARE(c.kernels[0].line, 45);
        QCOMPARE(c.kernels[0].endLine, 72); // the closing quotes of its Triton source
        QCOMPARE(c.kernels[2].heuristic, QStringLiteral("reduction"));
        QCOMPARE(c.kernels[3].heuristic, QStringLiteral("persistent_reduction"));
        QCOMPARE(c.launches.size(), 5);
        QCOMPARE(c.launches[1].kernel, QStringLiteral("extern_kernels.mm"));
        QVERIFY(c.launches[1].external);
        QCOMPARE(c.launches[0].line, 251);
    }

    void profilerTrace()
    {
        const auto run = load(data("profile_compiled.json.gz"));
        const ProfilerTrace &p = *run->profiles.at(0);
        QCOMPARE(p.device, QStringLiteral("NVIDIA H200"));
        QCOMPARE(p.kernels.size(), size_t(20));
        QCOMPARE(p.compiledRegions(), QStringList { QStringLiteral("0/0") });
        double total = 0;
        for (const auto &k : p.kernels)
            total += k.durUs;
        QVERIFY(qAbs(total - 814.519) < 1e-3);
        const auto gelu = std::find_if(p.kernels.begin(), p.kernels.end(),
            [](const ProfiledKernel &k) { return k.name == QLatin1String("triton_poi_fused_gelu_0"); });
        QVERIFY(gelu != p.kernels.end());
        QVERIFY(gelu->grid[0] > 0 && gelu->block[0] > 0 && gelu->registers > 0);
        // Alone, it is said for what it is: never "nothing was compiled", never "nothing to fix".
        const Explanation e = explainLoadedRun(*run);
        QCOMPARE(e.inputKind, Explanation::InputKind::Profiles);
        QVERIFY2(e.input.startsWith(QLatin1String("profile_compiled.json.gz is a profiler trace (torch.profiler): 1 "
                                                  "compiled region called ")),
            qPrintable(e.input));
        QVERIFY2(e.input.endsWith(QLatin1String("; it holds no compile records.")), qPrintable(e.input));
        QVERIFY2(e.input.contains(QLatin1String("20 GPU kernel launches")), qPrintable(e.input));
        const QString text = formatExplainText(e);
        QVERIFY2(!text.contains(QLatin1String("Nothing was compiled")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("compilescope explain TRACE_DIR PROFILE")));
        QVERIFY2(!text.contains(QLatin1String("Nothing to fix: no graph breaks")), qPrintable(text));
        QVERIFY(
            text.contains(QLatin1String("Nothing of torch.compile to fix here: these files hold no compile records.")));
        const QJsonObject summary = QJsonDocument::fromJson(formatSummaryJson(*run)).object();
        QCOMPARE(summary[QStringLiteral("coverage")][QStringLiteral("headline")].toString(), e.input);
        QVERIFY(formatSummaryText(*run).contains(QStringLiteral("input: ") + e.input));
    }

    void exportArchive()
    {
        const auto run = load(data("convnet_exported.pt2"));
        const Pt2Archive &a = run->archives.at(0);
        QCOMPARE(a.kind, Pt2Archive::Kind::ExportedProgram);
        QCOMPARE(a.root, QStringLiteral("convnet_exported"));
        QCOMPARE(a.models, QStringList { QStringLiteral("model") });
        QCOMPARE(a.torchVersion, QStringLiteral("2.11.0+cu130"));
    }

    // Inductor's cache keeps a module's code twice (`<key>.py`, `<key>.debug/output_code.py`): summary
    // lists it once and names the copy (the walkthrough's run folder listed every kernel twice).
    void cacheCopiesListedOnce()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString code = QStringLiteral(
            CS_TEST_DATA_DIR "/artifacts/graph_breaks_debug/"
                             "run_2026_11_21_04_36_31_041407-pid_409/torchinductor/model__1_forward_4.1/"
                             "output_code.py");
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("bc/ckey.debug"))));
        QVERIFY(QFile::copy(code, dir.filePath(QStringLiteral("bc/ckey.py"))));
        QVERIFY(QFile::copy(code, dir.filePath(QStringLiteral("bc/ckey.debug/output_code.py"))));
        const auto run = load(dir.path());
        QVERIFY(run);
        QCOMPARE(run->outputCodes.size(), size_t(2));
        const QString text = formatSummaryText(*run);
        QCOMPARE(text.count(QLatin1String("the same code as ")), 1);
        QCOMPARE(text.count(QStringLiteral("  kernel %1").arg(run->outputCodes[0].kernels.value(0).name)), 1);
    }

    void debugRunFolder()
    {
        const auto run = load(data("graph_breaks_debug"));
        const DebugRun &r = run->debugRuns.at(0);
        QCOMPARE(r.graphs.size(), 4);
        QCOMPARE(r.graphs[2].name, QStringLiteral("model__2_forward_7.2"));
        QCOMPARE(r.graphs[2].aotId, QStringLiteral("2"));
        QCOMPARE(r.graphs[2].stage, QStringLiteral("forward"));
        QCOMPARE(r.graphs[2].outputCode.kernels.size(), 4);
        QVERIFY(r.graphs[2].files.contains(QStringLiteral("ir_post_fusion.txt")));
        QVERIFY(r.hasDynamoLog);
    }

    void unknownAndBinaryInputsAreNotedNotLoaded()
    {
        const QString self = QStringLiteral(CS_TEST_DATA_DIR "/golden/graph_breaks.json"); // JSON, but no chrome trace
        auto run = loadRun({ self });
        QVERIFY(!run);
        QVERIFY(run.error().message.contains(QStringLiteral("recognised by content")));
        QCOMPARE(probeFormat(std::string_view("\x80\x04\x95 pickle async_compile = AsyncCompile()\0", 40)),
            InputFormat::Unknown);
    }
};

QTEST_GUILESS_MAIN(TestFormats)
#include "tst_formats.moc"
