// Logs of the torch users run today (issue 38), read as PyTorch means them: real runs recorded with
// torch 2.15 on CPU (tests/data/torch215, made by scripts/fixtures/torch_versions.sh), beside
// the 2.11 fixtures that keep passing in their own tests. What each check expects was read off the
// raw records (compilation_metrics, recompile_reasons, the guards' text, torch_version).

#include "core/analysis/compilekind.h"
#include "core/analysis/configsnapshot.h"
#include "core/analysis/coverage.h"
#include "core/analysis/explain.h"
#include "core/analysis/graphbreak.h"
#include "core/analysis/userfunction.h"
#include "core/ingest/runloader.h"
#include "core/report/explainreport.h"
#include "core/report/summarytext.h"

#include "tests/tracerecord.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace cs;

namespace {

std::shared_ptr<const LoadedRun> load(const QString &name)
{
    auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/torch215/") + name + QStringLiteral(".log.zst") });
    if (!run) {
        qWarning() << run.error().toString();
        return {};
    }
    return run.value();
}

QStringList kinds(const CompileOverview &ov)
{
    QStringList out;
    for (const CompileSummary &c : ov.compiles)
        out << c.id.toString() + u' ' + compileKindName(c.kind);
    return out;
}

} // namespace

class TestTorchVersions : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Point 2: the recompile limit (recompile_limit=2): 0/0 first, 0/1 a recompile (n == 0 failed),
    // 0/2 the limit hit: no co_name in its metrics, still the frame's function; not a failure.
    void recompileLimitIsALimitEvent()
    {
        const auto run = load(QStringLiteral("limit"));
        QVERIFY(run);
        const CompileOverview &ov = *run->overviews.at(0);
        QCOMPARE(kinds(ov),
            QStringList({ QStringLiteral("0/0 first"), QStringLiteral("0/1 recompile"),
                QStringLiteral("0/2 recompile_limit") }));
        QCOMPARE(ov.totalRecompiles, 1);
        QCOMPARE(ov.totalLimitHits, 1);
        QCOMPARE(ov.totalFailures, 0);
        QCOMPARE(ov.compiles[2].function, QStringLiteral("f")); // was empty: `? ?` rows in diff
        const RecompileLimit limit = recompileLimitOf(ov.compiles[2].failReason);
        QCOMPARE(limit.setting, QStringLiteral("recompile_limit"));
        QCOMPARE(limit.value, 2);
        const Explanation e = explainRun(run->logs, run->overviews, run->profiles);
        QCOMPARE(e.recompiles.size(), 1);
        QVERIFY(e.recompiles[0].limitHit);
        QCOMPARE(e.recompiles[0].steps.size(), 2);
        QVERIFY(
            e.recompiles[0].steps[1].suggestion.contains(QLatin1String("`torch._dynamo.config.recompile_limit` = 2")));
        QCOMPARE(e.limitHits.size(), 1);
        QVERIFY(e.failures.isEmpty());
        const QString text = formatSummaryText(*run);
        QVERIFY2(text.contains(QLatin1String("torch 2.15.0+cu132 (commit d0f2af8b66b2)")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("recompiles: 1, failures: 0, recompile limit hit: 1")), qPrintable(text));
        // A limit event, not a failed compile: nothing was compiled, nothing failed.
        QVERIFY2(text.contains(QLatin1String("[0/2] no compile (recompile limit)")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("[0/2] failed")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("guard that failed: 0/1: n == 1")), qPrintable(text));
        // explain's recompile time is the recompiles', not the limit check's.
        QCOMPARE(e.recompiles[0].recompileTimeS, std::max(0.0, run->overviews[0]->compiles[1].compileTimeS));
        // The setting and its value said in text too, not only in the JSON's suggestion.
        QVERIFY2(text.contains(QLatin1String("recompile limit hit: `torch._dynamo.config.recompile_limit` = 2")),
            qPrintable(text));
        QVERIFY(!text.contains(QLatin1String("failed: Unsupported")));
        QVERIFY(e.limitHits[0].suggestion.startsWith(QLatin1String("`torch._dynamo.config.recompile_limit` = 2")));
        const QString explain = formatExplainText(e);
        QVERIFY2(explain.contains(QLatin1String("the limit: `torch._dynamo.config.recompile_limit` = 2")),
            qPrintable(explain));
    }

    // An outside tester's hostile records: an id past int32 is refused with the line (never cut to
    // 32 bits); a compilation_metrics whose JSON cannot be read is said, not dropped unseen; a
    // source specialised back to one value (range_refined_to_singleton) is not "made dynamic".
    void hostileNumbersAreSaid()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hostile.log"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray ids = "\"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 0";
        f.write(traceRecord("{\"dynamo_start\": {\"stack\": []}, " + ids));
        f.write(
            traceRecord("{\"create_symbol\": {\"symbol\": \"s0\", \"val\": \"2\", \"source\": \"L['n']\"}, " + ids));
        f.write(traceRecord("{\"symbolic_shape_specialization\": {\"symbol\": \"s0\", \"sources\": [\"L['n']\"], "
                            "\"value\": \"2\", \"reason\": \"range_refined_to_singleton\"}, "
            + ids));
        f.write(traceRecord("{\"compilation_metrics\": {\"co_name\": \"f\", \"guard_latency_us\": "
                            "100000000000000000000000000000}, "
            + ids));
        f.write(traceRecord("{\"dynamo_start\": {\"stack\": []}, \"frame_id\": 0, \"frame_compile_id\": 4294967298, "
                            "\"attempt\": 0"));
        f.close();
        auto run = loadRun({ path });
        QVERIFY(run);
        const CompileOverview &ov = *run.value()->overviews[0];
        QCOMPARE(ov.compiles.size(), size_t(1)); // the out-of-range id is no compile 0/2
        QVERIFY(ov.compiles[0].dynamicSources.isEmpty());
        QCOMPARE(ov.unreadRecords.size(), 1);
        QVERIFY2(ov.unreadRecords[0].startsWith(QLatin1String("line 4: compilation_metrics of 0/0")),
            qPrintable(ov.unreadRecords[0]));
        bool refused = false;
        for (const Diagnostic &d : run.value()->logs[0]->diagnostics)
            refused = refused || (d.line == 5 && d.message.contains(QLatin1String("frame_compile_id is out of range")));
        QVERIFY(refused);
        QVERIFY(formatSummaryText(*run.value()).contains(QLatin1String("not read: line 4: compilation_metrics")));
    }

    // Point 2: torch._dynamo.reset() starts ids again: the second 0/0 is a first compile after a
    // reset, not a recompile.
    void resetIsNoRecompile()
    {
        const auto run = load(QStringLiteral("reset"));
        QVERIFY(run);
        const CompileOverview &ov = *run->overviews.at(0);
        QCOMPARE(kinds(ov),
            QStringList(
                { QStringLiteral("0/0 first"), QStringLiteral("0/0 after_reset"), QStringLiteral("1/0 first") }));
        QCOMPARE(ov.totalRecompiles, 0);
        QCOMPARE(ov.compiles[0].displayFunction(), QStringLiteral("forward"));
    }

    // Point 2: frame_compile_id > 0 with cache_size 0 and no recompile_reasons (the first compile
    // failed, errors suppressed) is the frame compiled again, never "The guard `` failed".
    void compiledAgainIsNoRecompile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("again.log"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray ids = "\"frame_id\": 0, \"frame_compile_id\": ";
        f.write(traceRecord("{\"dynamo_start\": {\"stack\": [{\"line\": 5, \"name\": \"f\", \"filename\": 0}]}, " + ids
            + "0, \"attempt\": 0"));
        f.write(traceRecord("{\"compilation_metrics\": {\"co_name\": \"f\", \"co_filename\": \"/a.py\", "
                            "\"co_firstlineno\": 5, \"cache_size\": 0, \"fail_type\": \"BackendCompilerFailed\", "
                            "\"fail_reason\": \"flaky\"}, "
            + ids + "0, \"attempt\": 0"));
        f.write(traceRecord("{\"dynamo_start\": {\"stack\": [{\"line\": 5, \"name\": \"f\", \"filename\": 0}]}, " + ids
            + "1, \"attempt\": 0"));
        f.write(traceRecord("{\"dynamo_cpp_guards_str\": {}, " + ids + "1, \"attempt\": 0",
            "\nTREE_GUARD_MANAGER:\n+- RootGuardManager"));
        f.write(traceRecord("{\"compilation_metrics\": {\"co_name\": \"f\", \"co_filename\": \"/a.py\", "
                            "\"co_firstlineno\": 5, \"cache_size\": 0, \"accumulated_cache_size\": 0}, "
            + ids + "1, \"attempt\": 0"));
        f.close();
        auto run = loadRun({ path });
        QVERIFY(run);
        const CompileOverview &ov = *run.value()->overviews.at(0);
        QCOMPARE(kinds(ov), QStringList({ QStringLiteral("0/0 first"), QStringLiteral("0/1 compiled_again") }));
        QCOMPARE(ov.totalRecompiles, 0);
        QCOMPARE(ov.totalCompiledAgain, 1);
        const Explanation e = explainRun(run.value()->logs, run.value()->overviews, run.value()->profiles);
        QVERIFY(e.recompiles.isEmpty());
        QVERIFY(!formatExplainText(e).contains(QLatin1String("The guard `` failed")));
    }

    // Point 3: strict torch.export resets Dynamo and captures as 0/0, non-strict export (2.15)
    // opens a frame id of its own: neither is a torch.compile compile. The lambda compiled before
    // and after is compiled again after export's reset (frame 2), not a new function.
    void exportIsNoCompile()
    {
        const auto run = load(QStringLiteral("export_strict"));
        QVERIFY(run);
        const CompileOverview &ov = *run->overviews.at(0);
        QCOMPARE(kinds(ov), QStringList({ QStringLiteral("0/0 first"), QStringLiteral("2/0 after_reset") }));
        for (const CompileSummary &c : ov.compiles)
            QCOMPARE(c.function, QStringLiteral("<lambda>"));
        const QString text = formatSummaryText(*run);
        QVERIFY2(!text.contains(QLatin1String("no metrics")), qPrintable(text));

        const auto dtrace = load(QStringLiteral("export_dtrace"));
        QVERIFY(dtrace);
        const CompileOverview &only = *dtrace->overviews.at(0);
        QVERIFY(only.compiles.empty()); // its records carry 0/0 in 2.15
        QCOMPARE(only.exports.size(), size_t(1));
        QVERIFY(only.exports[0].exported());
        const QString headline = coverageHeadline(coverageOf(dtrace->logs, dtrace->overviews));
        QVERIFY2(headline.contains(QLatin1String("No torch.compile in this run")), qPrintable(headline));
    }

    // Point 1: torch 2.13+ prints a code object's guard as `type=<class 'code'>`. transformers'
    // decorator still reads as the model's forward, class-qualified, in the model's file.
    void huggingFaceWrapperNamedAsIn211()
    {
        const auto run = load(QStringLiteral("bert"));
        QVERIFY(run);
        const CompileOverview &ov = *run->overviews.at(0);
        QCOMPARE(ov.torchVersion, QStringLiteral("2.15.0+cu132"));
        QVERIFY(!ov.newerTorch());
        const CompileSummary &c = ov.compiles.at(0);
        QCOMPARE(c.function, QStringLiteral("wrapper")); // as recorded
        QCOMPARE(c.displayFunction(), QStringLiteral("BertModel.forward"));
        QVERIFY2(c.displayFile().endsWith(QLatin1String("transformers/models/bert/modeling_bert.py")),
            qPrintable(c.displayFile()));
        QVERIFY(c.wrapperLabel().startsWith(QLatin1String("wrapper (generic.py:")));
        QCOMPARE(kinds(ov), QStringList({ QStringLiteral("0/0 first"), QStringLiteral("0/1 recompile") }));
        // A functools.wraps decorator on a module's forward in the user's script.
        const auto decorated = load(QStringLiteral("decorated"));
        QVERIFY(decorated);
        const CompileSummary &d = decorated->overviews.at(0)->compiles.at(0);
        QCOMPARE(d.displayFunction(), QStringLiteral("Gated.forward"));
        QVERIFY2(d.displayFile().endsWith(QLatin1String("cases.py")), qPrintable(d.displayFile()));
        // A per-block compile: the block's class from its guard manager (`<locals>` classes too).
        const auto regional = load(QStringLiteral("regional"));
        QVERIFY(regional);
        QCOMPARE(regional->overviews.at(0)->compiles.at(0).displayFunction(), QStringLiteral("Block.forward"));
    }

    // torch 2.12 names the code objects: nested wrappers (transformers' output capturing around its
    // deprecation shim around BertModel.forward) are followed through their closures to `forward`,
    // with its file and first line; a `forward` outside the wrapper's closures is not taken.
    void namedNestedWrappersLeadToForward()
    {
        const std::string guards
            = "| +- GuardManager: source=L['self'], accessed_by=FrameLocalsGuardAccessor(key='self', "
              "framelocals_idx=0), type=<class 'pkg.models.Net'>\n"
              "| | +- ID_MATCH: ___check_obj_id(G['helper'].__code__, 9), type=<code object forward at 0x1, file "
              "\"/site/pkg/other.py\", line 5>  # x = helper(y)  # pkg/generic.py:11 in wrapper\n"
              "| | +- ID_MATCH: ___check_obj_id(L['func'].__code__, 2), type=<code object wrapper at 0x2, file "
              "\"/site/pkg/capture.py\", line 326>  # if arg_name in func.__code__.co_varnames:  # "
              "pkg/generic.py:12 in wrapper\n"
              "| | | +- ID_MATCH: ___check_obj_id(L['func'].__closure__[0].cell_contents.__code__, 3), type=<code "
              "object wrapped_func at 0x3, file \"/site/pkg/deprecation.py\", line 121>  # out = func(self, *args, "
              "**kwargs)  # pkg/capture.py:361 in wrapper (HINT: guard on \"func\".__code__)\n"
              "| | | | +- ID_MATCH: ___check_obj_id(L['func'].__closure__[0].cell_contents.__closure__[1]."
              "cell_contents.__code__, 4), type=<code object forward at 0x4, file \"/site/pkg/models.py\", line "
              "623>  # name = func.__name__  # pkg/deprecation.py:124 in wrapped_func\n";
        QVERIFY(guardsShowWrapperCode(guards, QStringLiteral("wrapper")));
        QVERIFY(!userFunctionFromGuards(guards, QStringLiteral("wrapper")).isWrapped()); // no module-call evidence
        WrapperEvidence evidence;
        evidence.calledByModuleCall = true;
        const UserFunction u = userFunctionFromGuards(guards, QStringLiteral("wrapper"), evidence);
        QCOMPARE(u.function, QStringLiteral("forward"));
        QCOMPARE(u.moduleClass, QStringLiteral("Net"));
        QCOMPARE(u.file, QStringLiteral("/site/pkg/models.py"));
        QCOMPARE(u.line, 623);
        QVERIFY(u.forwardingCall.isEmpty()); // the first wrapper's line: not how `forward` is called
    }

    // The 2.13+ guard alone does not name a wrapper's function; without the module-call evidence
    // nothing is guessed.
    void unnamedCodeGuardNeedsEvidence()
    {
        const std::string guards = "| | +- TYPE_MATCH: ___check_type_id(L['self'], 1), type=<class "
                                   "'pkg.models.Net'>  # x  # pkg/generic.py:10 in wrapper\n"
                                   "| | | +- ID_MATCH: ___check_obj_id(L['func'].__code__, 2), type=<class 'code'>  # "
                                   "return func(self, *args, **kwargs)  # pkg/generic.py:12 in wrapper\n";
        QVERIFY(guardsShowWrapperCode(guards, QStringLiteral("wrapper")));
        QVERIFY(!userFunctionFromGuards(guards, QStringLiteral("wrapper")).isWrapped());
        WrapperEvidence evidence;
        evidence.calledByModuleCall = true;
        const std::string graph = "# File: /site/pkg/nn.py:3 in forward, code: y = x\n"
                                  "# File: /site/pkg/models.py:40 in forward, code: z = y\n";
        evidence.dynamoGraph = graph;
        const UserFunction u = userFunctionFromGuards(guards, QStringLiteral("wrapper"), evidence);
        QCOMPARE(u.function, QStringLiteral("forward"));
        QCOMPARE(u.moduleClass, QStringLiteral("Net"));
        QCOMPARE(u.file, QStringLiteral("/site/pkg/models.py"));
        QCOMPARE(u.line, 0); // the def line is not recorded in 2.13+
    }

    // Point 5: a newer torch than the reader knows is named, and records it does not know are said
    // in the text, never dropped silently; the 2.12–2.15 records are known.
    void newerTorchAndUnknownRecordsAreSaid()
    {
        const auto bert = load(QStringLiteral("bert"));
        QVERIFY(bert);
        QVERIFY2(
            bert->overviews.at(0)->unknownKinds.isEmpty(), qPrintable(bert->overviews.at(0)->unknownKinds.join(u' ')));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("newer.log"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(traceRecord("{\"artifact\": {\"name\": \"torch_version\", \"encoding\": \"json\"}",
            "{\n\"pytorch_version\": \"2.16.0+cu132\",\n\"commit\": \"abc\",\n\"oss\": true\n}"));
        f.write(traceRecord("{\"artifact\": {\"name\": \"brand_new_record\", \"encoding\": \"string\"}", "x"));
        f.write(traceRecord("{\"artifact\": {\"name\": \"brand_new_record\", \"encoding\": \"string\"}", "y"));
        f.close();
        auto run = loadRun({ path });
        QVERIFY(run);
        QVERIFY(run.value()->overviews.at(0)->newerTorch());
        const QString text = formatSummaryText(*run.value());
        QVERIFY2(text.contains(QLatin1String("written by torch 2.16.0+cu132, newer than this reader knows")),
            qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("not read (written by torch 2.16.0+cu132): 2 records of kind "
                                             "artifact:brand_new_record")),
            qPrintable(text));
    }

    // Point 6: the source line as the run recorded it; the file on disk edited since is a warning.
    void sourceLineAsRecorded()
    {
        QTemporaryDir dir;
        const QString script = dir.filePath(QStringLiteral("model.py"));
        QFile py(script);
        QVERIFY(py.open(QIODevice::WriteOnly));
        py.write("def f(x):\n    y = x.sin()\n    print('edited since the run')\n");
        py.close();
        const QString path = dir.filePath(QStringLiteral("break.log"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray ids = "\"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 0";
        f.write(
            traceRecord("{\"dynamo_start\": {\"stack\": [{\"line\": 1, \"name\": \"f\", \"filename\": 0}]}, " + ids));
        f.write(
            traceRecord("{\"artifact\": {\"name\": \"dynamo_graph_break_reason\", \"encoding\": \"string\"}, " + ids,
                "Graph break in user code at " + script.toUtf8()
                    + ":3\nGraph Break Reason: Failed to trace builtin "
                      "operator\n\nUser code traceback:\n  File \""
                    + script.toUtf8() + "\", line 3, in f\n    print(\"hi\")\n"));
        f.write(traceRecord("{\"compilation_metrics\": {\"co_name\": \"f\", \"co_filename\": \"" + script.toUtf8()
            + "\", \"co_firstlineno\": 1}, " + ids));
        f.close();
        auto run = loadRun({ path });
        QVERIFY(run);
        const Explanation e = explainRun(run.value()->logs, run.value()->overviews, run.value()->profiles);
        QCOMPARE(e.breaks.size(), 1);
        QCOMPARE(e.breaks[0].sourceLine, QStringLiteral("print(\"hi\")"));
        QCOMPARE(e.breaks[0].sourceOnDisk, QStringLiteral("print('edited since the run')"));
        const QString text = formatExplainText(e);
        QVERIFY2(
            text.contains(QLatin1String("model.py has changed since the run; line 3 now reads")), qPrintable(text));
    }

    // Point 5's facts of compilation_metrics and the cache artifacts, read off the raw records of
    // regional.log (0/0: guard_latency_us 130, AOTAutograd then FX-graph miss with their keys).
    void metricsFactsOf2x()
    {
        const auto run = load(QStringLiteral("regional"));
        QVERIFY(run);
        const CompileOverview &ov = *run->overviews[0];
        QCOMPARE(ov.compiles.size(), size_t(2));
        const CompileSummary &c = ov.compiles[0];
        QCOMPARE(c.guardLatencyUs, 130.0);
        QCOMPARE(ov.compiles[1].guardLatencyUs, 118.0);
        QVERIFY(c.cudagraphSkipReason.isEmpty()); // null on CPU
        QCOMPARE(c.cacheEvents.size(), size_t(2));
        QCOMPARE(c.cacheEvents[0].cache, QStringLiteral("aotautograd"));
        QCOMPARE(c.cacheEvents[0].key, QStringLiteral("a3juxtxozilw62xogwcw7gaha7v2j7bxjka7vmmt6l6rfc2wuzsf"));
        QCOMPARE(c.cacheEvents[1].cache, QStringLiteral("fx_graph"));
        QCOMPARE(c.cacheEvents[1].result, QStringLiteral("miss"));
        QCOMPARE(c.cacheEvents[1].detail, QStringLiteral("full_miss"));
        QVERIFY(c.phases.known());
        const QString text = formatSummaryText(*run);
        QVERIFY2(text.contains(QStringLiteral("guards: 33 (130 µs a check)")), qPrintable(text));
        QVERIFY2(
            text.contains(QLatin1String("FX graph miss (key f4tez535xuo5gvcn44jq56zkzo44a7zvuybxq3dbjpwwdm2ryssv)")),
            qPrintable(text));
        // The settings it compiled with, from the first compile's metrics.
        const ConfigSnapshot snap = readConfigSnapshot(*run->logs[0], ov);
        QCOMPARE(snap.compileId, QStringLiteral("0/0"));
        QVERIFY(snap.sections.contains(QStringLiteral("dynamo")) && snap.sections.contains(QStringLiteral("inductor")));
        QCOMPARE(snap.settings.at(QStringLiteral("dynamo.recompile_limit")), QStringLiteral("8"));
        QCOMPARE(snap.unreadSections, 0);
    }

    // A config diff names what changed and leaves alone a section only one side recorded.
    void configComparison()
    {
        ConfigSnapshot a, b;
        a.sections = { QStringLiteral("dynamo"), QStringLiteral("inductor") };
        b.sections = { QStringLiteral("dynamo") };
        a.settings = { { QStringLiteral("dynamo.recompile_limit"), QStringLiteral("8") },
            { QStringLiteral("dynamo.verbose"), QStringLiteral("false") },
            { QStringLiteral("inductor.max_autotune"), QStringLiteral("false") } };
        b.settings = { { QStringLiteral("dynamo.recompile_limit"), QStringLiteral("16") },
            { QStringLiteral("dynamo.new_flag"), QStringLiteral("true") },
            { QStringLiteral("dynamo.verbose"), QStringLiteral("false") } };
        const ConfigComparison c = compareConfigs(a, b);
        QVERIFY(c.compared);
        QCOMPARE(c.changes.size(), 2);
        QCOMPARE(c.changes[0].name, QStringLiteral("dynamo.new_flag"));
        QVERIFY(c.changes[0].a.isEmpty());
        QCOMPARE(c.changes[1].name, QStringLiteral("dynamo.recompile_limit"));
        QCOMPARE(c.changes[1].b, QStringLiteral("16"));
        QCOMPARE(c.unrecordedSections, QStringList { QStringLiteral("inductor (not recorded by B)") });
        QVERIFY(!compareConfigs(a, ConfigSnapshot {}).compared);
    }

    // A graph break's id and the class PyTorch's own hints put it in (graph_break_hints.py).
    void graphBreakClasses()
    {
        const auto run = load(QStringLiteral("hint_classes"));
        QVERIFY(run);
        const CompileOverview &ov = *run->overviews[0];
        QCOMPARE(ov.graphBreaks.size(), size_t(1));
        const GraphBreakInfo &g = ov.graphBreaks[0].info;
        QCOMPARE(g.typeId, QStringLiteral("gb0046"));
        QCOMPARE(g.hintClasses, (QStringList { QStringLiteral("fundamental"), QStringLiteral("inference_mode") }));
        const Explanation e = explainRun(run->logs, run->overviews, run->profiles);
        const QString text = formatExplainText(e);
        QVERIFY2(text.contains(QLatin1String("graph break GB0046, PyTorch calls it: fundamental")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("fix: This graph break is fundamental")), qPrintable(text));
        // Older wording and no class at all.
        QCOMPARE(graphBreakHintClass(
                     QStringLiteral("This is likely to be a Dynamo bug. Please report an issue to PyTorch.")),
            QStringLiteral("dynamo_bug"));
        QVERIFY(graphBreakHintClass(QStringLiteral("Remove the `torch._dynamo.graph_break()` call.")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTorchVersions)
#include "tst_torchversions.moc"
