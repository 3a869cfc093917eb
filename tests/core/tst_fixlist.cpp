#include "core/analysis/coverage.h"
#include "core/analysis/longcompiles.h"
#include "core/analysis/repeatedblocks.h"
#include "core/ingest/runloader.h"
#include "core/report/doc/reportfacts.h"
#include "core/report/explainreport.h"
#include "core/report/fixlist.h"
#include "core/report/longcompilereport.h"
#include "core/util/englishplurals.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

using namespace cs;

// What to fix first is one list (core/report/fixlist.h): explain's text and JSON, the report and
// the window's first view rank the same findings the same way.
class TestFixList : public QObject {
    Q_OBJECT

    static BreakGroup breakAt(const QString &file, int line, double restartS)
    {
        BreakGroup b;
        b.reason = QStringLiteral("Unsupported call");
        b.file = file;
        b.line = line;
        b.count = 1;
        b.restartTimeS = restartS;
        b.compileIds = { QStringLiteral("0/0") };
        b.refs = { CompileRef { 0, 0 } };
        return b;
    }

    static FunctionRecompiles recompiled(const QString &fn, double seconds)
    {
        FunctionRecompiles r;
        r.function = fn;
        r.file = QStringLiteral("/src/model.py");
        r.line = 10;
        RecompileStep st;
        st.compileId = QStringLiteral("1/1");
        st.ref = { 0, 2 };
        st.failure.text = QStringLiteral("tensor 'x' size mismatch at index 0. expected 4, actual 8");
        st.suggestion = QStringLiteral("mark `x` dynamic");
        r.steps = { st };
        r.recompileTimeS = seconds;
        r.savedS = seconds;
        return r;
    }

    // A run with a failure, two recompiling functions, three breaks (one timed by a profiler, one
    // in DDP's own code) and a region whose CUDA graphs were skipped.
    static Explanation planted()
    {
        Explanation e;
        e.breaks << breakAt(QStringLiteral("/src/a.py"), 3, 0.5) << breakAt(QStringLiteral("/src/b.py"), 4, 2.0);
        BreakGroup ddp = breakAt(QStringLiteral("/torch/nn/parallel/distributed.py"), 1600, 0.1);
        ddp.library = QStringLiteral("torch");
        ddp.advice = QStringLiteral("compile the module inside DDP: `DDP(torch.compile(model))`");
        ddp.hints = { QStringLiteral("Avoid calling `Logger.set_runtime_stats_and_log` in your code.") };
        e.breaks << ddp;
        BreakGroup timed = breakAt(QStringLiteral("/src/c.py"), 5, 0.0);
        timed.runtimeOutsideUs = 900;
        timed.runtimeCalls = 3;
        timed.hints = { QStringLiteral("Move the `.item()` call out of the compiled region.") };
        e.breaks << timed;
        e.recompiles << recompiled(QStringLiteral("f"), 1.0) << recompiled(QStringLiteral("g"), 3.0);
        CompileFailure f;
        f.compileId = QStringLiteral("2/0");
        f.function = QStringLiteral("h");
        f.failType = QStringLiteral("RuntimeError");
        f.reason = QStringLiteral("boom\nsecond line");
        e.failures << f;
        CudaGraphRegion r;
        r.compileId = QStringLiteral("3/0");
        r.log = 0;
        r.compile = 5;
        r.function = QStringLiteral("step");
        r.state = QStringLiteral("skipped");
        r.launches = 6;
        CudaGraphSkipLine skip;
        skip.reason = QStringLiteral("mutated inputs (1 instances)");
        r.skips = { skip };
        e.cudagraphs.regions << r;
        e.cudagraphs.skipped = 1;
        return e;
    }

private Q_SLOTS:
    void rankedByWhatEachCosts()
    {
        const Explanation e = planted();
        const std::vector<Fix> fixes = fixList(e);
        QStringList order;
        for (const Fix &f : fixes)
            order << Fix::kindName(f.kind) + QLatin1Char(':') + QString::number(f.index);
        // The failure first; then what costs every call (the timed break, then the skipped CUDA
        // graphs); then compile time: g 3 s, b.py 2 s, f 1 s, a.py 0.5 s, DDP's 0.1 s.
        QCOMPARE(order,
            QStringList({ "failure:0", "graph_break:3", "cuda_graphs:0", "recompiles:1", "graph_break:1",
                "recompiles:0", "graph_break:0", "graph_break:2" }));
        QCOMPARE(fixes[0].detail, QStringLiteral("boom"));
        QCOMPARE(fixes[0].view, QStringLiteral("failures"));
        QCOMPARE(fixes[2].view, QStringLiteral("cudagraphs"));
        QVERIFY(fixes[2].ref.isValid());
        QCOMPARE(fixes[3].change, QStringLiteral("mark `x` dynamic"));
        QCOMPARE(fixes[3].ref, (CompileRef { 0, 2 }));
    }

    // DDP's own break: the change is the library advice (as explain says it), never PyTorch's
    // stock "Avoid calling ... in your code" about DDP's internals.
    void libraryBreakNamesTheLibraryAdvice()
    {
        const Explanation e = planted();
        const std::vector<Fix> fixes = fixList(e);
        const auto ddp = std::find_if(
            fixes.begin(), fixes.end(), [](const Fix &f) { return f.kind == Fix::Kind::GraphBreak && f.index == 2; });
        QVERIFY(ddp != fixes.end());
        QVERIFY(ddp->change.contains(QStringLiteral("DDP(torch.compile(model))")));
        QVERIFY(!ddp->change.contains(QStringLiteral("Avoid calling")));
        QVERIFY(formatExplainText(e).contains(QStringLiteral("DDP(torch.compile(model))")));
    }

    void reportAndJsonFollowTheSameList()
    {
        const Explanation e = planted();
        const std::vector<Fix> fixes = fixList(e);
        const std::vector<ReportFix> report = fixFacts(e, 100);
        QCOMPARE(report.size(), fixes.size());
        for (size_t i = 0; i < fixes.size(); ++i) {
            QCOMPARE(report[i].kind, Fix::kindName(fixes[i].kind));
            QCOMPARE(report[i].title, fixes[i].title);
            QCOMPARE(report[i].suggestion, fixes[i].change);
        }
        QCOMPARE(report[2].section, QStringLiteral("runtime")); // CUDA graphs: the Run-time cost section
        QCOMPARE(fixFacts(e, 3).size(), size_t(3));
        const QJsonArray json
            = QJsonDocument::fromJson(formatExplainJson(e)).object().value(QStringLiteral("fix_first")).toArray();
        QCOMPARE(json.size(), qsizetype(fixes.size()));
        QCOMPARE(json[1].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("graph_break"));
        QCOMPARE(json[1].toObject().value(QStringLiteral("index")).toInt(), 3);
        QCOMPARE(json[3].toObject().value(QStringLiteral("compile_id")).toString(), QStringLiteral("1/1"));
        QVERIFY(json[0].toObject().value(QStringLiteral("cost_s")).isNull());
    }

    // The text numbers its findings in that order.
    void explainTextFollowsTheList()
    {
        const QString text = formatExplainText(planted());
        const qsizetype failure = text.indexOf(QStringLiteral("1. Compile failed in h"));
        const qsizetype timed = text.indexOf(QStringLiteral("2. Graph break at c.py:5"));
        const qsizetype skipped = text.indexOf(QStringLiteral("3. CUDA graphs skipped for step"));
        const qsizetype g = text.indexOf(QStringLiteral("4. Recompiles: g"));
        const qsizetype last = text.indexOf(QStringLiteral("8. Graph break at distributed.py:1600"));
        QVERIFY2(failure >= 0 && timed > failure && skipped > timed && g > skipped && last > g, qPrintable(text));
    }

    // The module lists a Dynamo graph lifts parameters of, from the names PyTorch gives them.
    void indexedModuleLists()
    {
        const std::string code
            = "def forward(self, L_self_modules_transformer_modules_h_modules_0_modules_attn_"
              "parameters_weight_ : torch.nn.parameter.Parameter):\n"
              "    l_self_modules_transformer_modules_h_modules_1_modules_mlp_parameters_bias_ = x\n"
              "    y = l_self_modules_transformer_modules_h_modules_1_modules_ln_parameters_weight_\n"
              "    z = l_self_modules_transformer_modules_h_modules_12_modules_ln_buffers_mask_\n"
              "    w = L_self_modules_transformer_modules_wte_parameters_weight_\n"
              "    e = l_fn_modules_layers_modules_2_modules_experts_modules_5_parameters_w_\n"
              "    no = xl_self_modules_other_modules_7_parameters_w_\n";
        const auto lists = cs::indexedModuleLists(code);
        QCOMPARE(lists.size(), size_t(2));
        QCOMPARE(lists[0].first, QStringLiteral("transformer.h"));
        QCOMPARE(lists[0].second, 3); // entries 0, 1 and 12; wte is no list entry
        QCOMPARE(lists[1].first, QStringLiteral("layers")); // the outer list of a nested one
        QCOMPARE(lists[1].second, 1);
        QVERIFY(cs::indexedModuleLists("").empty());
        QVERIFY(cs::indexedModuleLists("l_self_modules_").empty());
        QVERIFY(cs::indexedModuleLists("L_self_modules_a_modules_").empty());
    }

    // Two ranks recompiling the same function: two findings, each naming its rank (the window's
    // list has no compile ids under a title to tell them apart).
    void ranksNamedInRecompileTitles()
    {
        const auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/logs/multi_rank_logs") });
        QVERIFY(run);
        const Explanation e = explainRun(run.value()->logs, run.value()->overviews);
        QStringList titles;
        for (const Fix &f : fixList(e))
            if (f.kind == Fix::Kind::Recompiles)
                titles << f.title;
        QCOMPARE(titles.size(), 2);
        QVERIFY2(titles[0].startsWith(QLatin1String("Rank 1: Recompile storm: kernel")), qPrintable(titles[0]));
        QVERIFY2(titles[1].startsWith(QLatin1String("Rank 3: Recompile storm: kernel")), qPrintable(titles[1]));
        // One rank's run: no rank said.
        const auto one = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/logs/recompiles.log.zst") });
        for (const Fix &f : fixList(explainRun(one.value()->logs, one.value()->overviews)))
            QVERIFY2(!f.title.startsWith(QLatin1String("Rank ")), qPrintable(f.title));
    }

    // The 48-layer GPT-2 run compiled whole: its longest compile is one graph of 48 blocks, and
    // compiling the block is the first thing to fix.
    void deepModelCompiledWhole()
    {
        const auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/big/gpt2_48_trace.log.zst") });
        QVERIFY(run);
        const Explanation e = explainRun(run.value()->logs, run.value()->overviews);
        QCOMPARE(e.repeatedBlocks.size(), size_t(1));
        const RepeatedBlock &b = e.repeatedBlocks.front();
        QCOMPARE(b.container, QStringLiteral("transformer.h"));
        QCOMPARE(b.copies, 48);
        QCOMPARE(b.compileId, QStringLiteral("1/0"));
        QVERIFY(b.compileTimeS > 0.8 * b.runCompileTimeS);
        // Its backward, compiled at the first backward call, counts: bwd_compilation_metrics of
        // 1/0 says inductor_cumulative_compile_time_us 18311765.
        QVERIFY2(qAbs(b.backwardS - 18.311765) < 1e-6, qPrintable(QString::number(b.backwardS)));
        QCOMPARE(run.value()->overviews[size_t(b.log)]->compiles[size_t(b.compile)].backwardCompileTimeS, b.backwardS);
        const std::vector<Fix> fixes = fixList(e);
        QVERIFY2(fixes.front().title.contains(QStringLiteral("18.3 s of it compiling its backward")),
            qPrintable(fixes.front().title));
        QCOMPARE(fixes.front().kind, Fix::Kind::RepeatedBlock);
        QVERIFY(fixes.front().change.contains(QStringLiteral("for block in model.transformer.h: block.compile()")));
        QCOMPARE(fixes.front().view, QStringLiteral("time"));
        // A run of small compiles has none.
        const auto small = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/logs/recompiles.log.zst") });
        QVERIFY(small);
        QVERIFY(explainRun(small.value()->logs, small.value()->overviews).repeatedBlocks.empty());
    }

    // One compile that takes most of a run's compile time on its own (not a model's blocks compiled
    // whole) is a finding: where its time went, and the lever for the phase that dominates.
    void aSingleLongCompileIsAFinding()
    {
        // Three ranks, each compiling 0/0 for about 309 s, 299 s of it Inductor's code generation.
        const auto ranks = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/ranks/shape") });
        QVERIFY(ranks);
        const Explanation e = explainRun(ranks.value()->logs, ranks.value()->overviews);
        QCOMPARE(e.longCompiles.size(), size_t(1));
        const LongCompile &l = e.longCompiles.front();
        QCOMPARE(l.otherRanks, 2);
        QVERIFY2(l.compileId.endsWith(QStringLiteral(": 0/0")), qPrintable(l.compileId));
        // rank 0's compilation_metrics: entire_frame_compile_time_s 309.81886, inductor cumulative
        // 302726228 us of which code generation 299392081 us.
        QVERIFY2(qAbs(l.compileTimeS - 309.81886) < 1e-6, qPrintable(QString::number(l.compileTimeS)));
        QVERIFY2(qAbs(l.codegenS - 299.392081) < 1e-6, qPrintable(QString::number(l.codegenS)));
        QCOMPARE(l.dominantPhase(), QStringLiteral("inductor"));
        QVERIFY(qAbs(l.dominantS() - 302.726228) < 1e-6);
        QCOMPARE(l.graphOps, 6);
        const std::vector<Fix> fixes = fixList(e);
        const auto fix
            = std::find_if(fixes.begin(), fixes.end(), [](const Fix &f) { return f.kind == Fix::Kind::LongCompile; });
        QVERIFY(fix != fixes.end());
        QCOMPARE(fix->view, QStringLiteral("time"));
        QVERIFY2(fix->title.contains(QStringLiteral("took 309.8 s on its own")), qPrintable(fix->title));
        QVERIFY2(fix->detail.contains(QStringLiteral("code generation 299.4 s")), qPrintable(fix->detail));
        QVERIFY2(fix->detail.contains(QStringLiteral("on 2 other ranks too")), qPrintable(fix->detail));
        QVERIFY2(fix->detail.contains(QStringLiteral("holds 6 operations")), qPrintable(fix->detail));
        QVERIFY2(fix->change.contains(QStringLiteral("TORCHINDUCTOR_CACHE_DIR")), qPrintable(fix->change));
        const QJsonObject json = QJsonDocument::fromJson(formatExplainJson(e)).object();
        const QJsonObject entry = json[QStringLiteral("long_compiles")].toArray().at(0).toObject();
        QCOMPARE(entry[QStringLiteral("dominant_phase")].toString(), QStringLiteral("inductor"));
        QCOMPARE(entry[QStringLiteral("other_ranks")].toInt(), 2);
        QVERIFY(formatExplainText(e).contains(fix->title));

        // DDP: the compile of the model inside DDP, 88 s on each of two ranks.
        const auto ddp = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/ddp/trace") });
        QVERIFY(ddp);
        const Explanation d = explainRun(ddp.value()->logs, ddp.value()->overviews);
        QCOMPARE(d.longCompiles.size(), size_t(1));
        QVERIFY2(d.longCompiles.front().compileId.endsWith(QStringLiteral(": 4/0")),
            qPrintable(d.longCompiles.front().compileId));

        // The 48-layer run's long compile is its repeated block: one finding, not two.
        const auto deep = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/big/gpt2_48_trace.log.zst") });
        QVERIFY(deep);
        const Explanation g = explainRun(deep.value()->logs, deep.value()->overviews);
        QCOMPARE(g.repeatedBlocks.size(), size_t(1));
        for (const LongCompile &other : g.longCompiles)
            QVERIFY(other.compile != g.repeatedBlocks.front().compile);
        // Small compiles make none.
        const auto small = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/logs/recompiles.log.zst") });
        QVERIFY(small);
        QVERIFY(explainRun(small.value()->logs, small.value()->overviews).longCompiles.empty());
    }

    // The lever follows the phase: Dynamo's tracing is not cached, a bypassed cache is said with
    // PyTorch's reason, max_autotune is named; long compiles rank among the others by compile time.
    void theChangeFollowsThePhase()
    {
        LongCompile l;
        l.function = QStringLiteral("forward");
        l.compileId = QStringLiteral("0/0");
        l.compileTimeS = 100;
        l.runCompileTimeS = 120;
        l.dynamoS = 70;
        l.aotAutogradS = 10;
        l.inductorS = 5;
        l.codegenS = 15;
        QCOMPARE(l.dominantPhase(), QStringLiteral("dynamo"));
        QVERIFY(longCompileChange(l).contains(QStringLiteral("no compile cache skips")));
        QVERIFY(!longCompileChange(l).contains(QStringLiteral("TORCHINDUCTOR_CACHE_DIR")));
        l.dynamoS = 10;
        l.codegenS = 75;
        l.maxAutotune = true;
        l.cacheBypasses = 1;
        l.bypassReason = QStringLiteral("Can't cache custom ops");
        QCOMPARE(l.dominantPhase(), QStringLiteral("inductor"));
        const QString change = longCompileChange(l);
        QVERIFY2(change.contains(QStringLiteral("max_autotune on")), qPrintable(change));
        QVERIFY(change.contains(QStringLiteral("(Can't cache custom ops)")));
        l.codegenS = 20; // no phase holds half
        l.dynamoS = 30;
        QCOMPARE(l.dominantPhase(), QStringLiteral("unknown"));
        // Another backend (no Inductor time): no cache advice, said why.
        LongCompile aot;
        aot.compileTimeS = 40;
        aot.dynamoS = 5;
        aot.aotAutogradS = 35;
        QCOMPARE(aot.dominantPhase(), QStringLiteral("aot_autograd"));
        QVERIFY(!aot.inductorRan());
        QVERIFY(!longCompileChange(aot).contains(QStringLiteral("TORCHINDUCTOR_CACHE_DIR")));
        QVERIFY(longCompileChange(aot).contains(QStringLiteral("another backend")));
        LongCompile none;
        none.compileTimeS = 40;
        QVERIFY(longCompileDetail(none).contains(QStringLiteral("do not split")));
        // No phases recorded (an older torch): nothing said of the backend, the caches named.
        QVERIFY(!longCompileChange(none).contains(QStringLiteral("another backend")));
        QVERIFY(longCompileChange(none).contains(QStringLiteral("TORCHINDUCTOR_CACHE_DIR")));
        // The backward's compile is Inductor's: forward Inductor 20 s + backward 25 s of 55 s.
        LongCompile training;
        training.compileTimeS = 55;
        training.dynamoS = 6;
        training.aotAutogradS = 4;
        training.inductorS = 5;
        training.codegenS = 15;
        training.backwardS = 25;
        QCOMPARE(training.dominantPhase(), QStringLiteral("inductor"));
        QCOMPARE(training.dominantS(), 45.0);

        Explanation e;
        e.longCompiles = { l };
        RepeatedBlock b;
        b.compileId = QStringLiteral("1/0");
        b.compileTimeS = 300;
        b.container = QStringLiteral("layers");
        b.copies = 8;
        e.repeatedBlocks = { b };
        const std::vector<Fix> fixes = fixList(e);
        QCOMPARE(fixes.size(), size_t(2));
        QCOMPARE(fixes[0].kind, Fix::Kind::RepeatedBlock);
        QCOMPARE(fixes[1].kind, Fix::Kind::LongCompile);
        QCOMPARE(Fix::kindName(fixes[1].kind), QStringLiteral("long_compile"));
    }

    // Where CompileScope knows better than PyTorch's hint, the break's fix is its own and the hint
    // is shown as a hint: `.item()` deciding an `if` (capturing the value still breaks at the
    // branch), DDP's own code when the model inside was compiled as a frame of its own.
    void breakAdviceOverHints()
    {
        const auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/logs/graph_breaks.log.zst") });
        QVERIFY(run);
        const Explanation e = explainRun(run.value()->logs, run.value()->overviews);
        const BreakGroup *branch = nullptr, *plain = nullptr;
        for (const BreakGroup &b : e.breaks) {
            if (b.sourceLine.startsWith(QLatin1String("if ")) && b.sourceLine.contains(QLatin1String(".item()")))
                branch = &b;
            else if (b.reason.contains(QLatin1String("item()")))
                plain = &b;
        }
        QVERIFY(branch && plain);
        QVERIFY2(branch->advice.contains(QStringLiteral("torch.cond")), qPrintable(branch->advice));
        QCOMPARE(breakChange(*branch), branch->advice);
        QVERIFY(plain->advice.isEmpty()); // `n = int(y.mean().item() * 0)`: capturing the value is the fix
        QVERIFY(breakChange(*plain).contains(QStringLiteral("capture_scalar_outputs")));
        const QString text = formatExplainText(e);
        QVERIFY(text.contains(QStringLiteral("PyTorch's hint: Set `torch._dynamo.config.capture_scalar_outputs")));
        const QJsonArray breaks
            = QJsonDocument::fromJson(formatExplainJson(e)).object()[QStringLiteral("graph_breaks")].toArray();
        int advised = 0;
        for (const QJsonValue &b : breaks)
            advised += !b[QStringLiteral("advice")].isNull();
        QCOMPARE(advised, 1);

        const auto ddp = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/ddp/trace") });
        QVERIFY(ddp);
        const Explanation d = explainRun(ddp.value()->logs, ddp.value()->overviews);
        const auto inDdp = std::find_if(d.breaks.begin(), d.breaks.end(),
            [](const BreakGroup &b) { return b.file.endsWith(QLatin1String("torch/nn/parallel/distributed.py")); });
        QVERIFY(inDdp != d.breaks.end());
        QVERIFY2(inDdp->advice.contains(QStringLiteral("compiled on its own (Mlp.forward [4/0])")),
            qPrintable(inDdp->advice));
        QVERIFY(!inDdp->advice.contains(QStringLiteral("leaves your model to eager code")));
        // DDP's helper Dynamo skips (contextlib.py around `_inside_ddp_forward`): the same advice, not
        // PyTorch's "Avoid calling the function DistributedDataParallel._inside_ddp_forward".
        const auto helper = std::find_if(d.breaks.begin(), d.breaks.end(), [](const BreakGroup &b) {
            return b.explanation.contains(QLatin1String("DistributedDataParallel._inside_ddp_forward"));
        });
        QVERIFY(helper != d.breaks.end());
        QCOMPARE(helper->advice, inDdp->advice);
        QCOMPARE(breakChange(*helper), inDdp->advice);
        QVERIFY(!formatExplainText(d).contains(QStringLiteral("fix: Avoid calling the function")));
    }

    void nothingToFix()
    {
        Explanation e;
        QVERIFY(fixList(e).empty());
        QVERIFY(formatExplainText(e).contains(QStringLiteral("Nothing to fix")));
    }

    // The coverage line counts functions; the list under it names each function it counts as
    // capturing nothing, once, with its compile ids on every rank (an outside walkthrough could not
    // find the DDP run's resume function 3/0 in the list, nor match "4 frames" with the tree's 5).
    void coverageListsWhatItCounts()
    {
        installEnglishPlurals(*QCoreApplication::instance()); // as the CLI and the window speak English
        const auto ddp = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/ddp/trace") });
        QVERIFY(ddp);
        const Explanation d = explainRun(ddp.value()->logs, ddp.value()->overviews);
        const Coverage &c = d.coverage;
        QCOMPARE(c.ranks, 2);
        QCOMPARE(c.framesEmpty, 4);
        QCOMPARE(int(c.emptyFunctions.size()), c.framesEmpty);
        const auto resume = std::find_if(c.emptyFunctions.begin(), c.emptyFunctions.end(),
            [](const EmptyFunction &f) { return f.function.startsWith(QLatin1String("torch_dynamo_resume_in")); });
        QVERIFY(resume != c.emptyFunctions.end());
        QCOMPARE(resume->compileIds, QStringList({ QStringLiteral("rank 0: 3/0"), QStringLiteral("rank 1: 3/0") }));
        QCOMPARE(resume->compiles, 2);
        const QString text = formatExplainText(d);
        QVERIFY2(text.contains(QLatin1String("[rank 0: 3/0, rank 1: 3/0]")), qPrintable(text));
        QVERIFY2(
            coverageHeadline(c).contains(QLatin1String("(10 frames on 2 ranks)")), qPrintable(coverageHeadline(c)));

        // One rank: a function compiled as two frames (0/0 captured nothing, 1/0 its graph) is no
        // empty function; the frames are said beside the functions.
        const auto gpt2 = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/logs/gpt2_train.log.zst") });
        QVERIFY(gpt2);
        const Explanation g = explainRun(gpt2.value()->logs, gpt2.value()->overviews);
        QCOMPARE(g.coverage.framesCompiled, 4);
        QCOMPARE(int(g.coverage.frames.size()), 5);
        QCOMPARE(int(g.coverage.emptyFunctions.size()), 2);
        for (const EmptyFunction &f : g.coverage.emptyFunctions)
            QVERIFY(!f.compileIds.contains(QStringLiteral("0/0")));
        QVERIFY2(coverageHeadline(g.coverage)
                     .startsWith(
                         QLatin1String("571 operations captured in 2 of 4 compiled functions (5 frames); 2 functions")),
            qPrintable(coverageHeadline(g.coverage)));
        const QJsonObject json = QJsonDocument::fromJson(formatExplainJson(g)).object();
        const QJsonArray frames = json[QStringLiteral("coverage")].toObject()[QStringLiteral("frames")].toArray();
        QCOMPARE(frames.size(), 5);
        QCOMPARE(
            frames.at(0).toObject()[QStringLiteral("compile_ids")].toArray().at(0).toString(), QStringLiteral("0/0"));
    }

    // A recompile chain whose guards fail in two ways needs both changes: the fix list (the window,
    // the report) gives each, named by its compile id, as explain's text does.
    void recompileFixNamesEveryChange()
    {
        FunctionRecompiles r;
        RecompileStep size, flag;
        size.compileId = QStringLiteral("0/1");
        size.failure.category = GuardFailure::Category::TensorSize;
        size.failure.subject = QStringLiteral("x");
        size.suggestion = QStringLiteral("mark x dynamic");
        flag.compileId = QStringLiteral("0/2");
        flag.failure.category = GuardFailure::Category::PythonValue;
        flag.failure.subject = QStringLiteral("training");
        flag.suggestion = QStringLiteral("keep training constant");
        RecompileStep again = size;
        again.compileId = QStringLiteral("0/3");
        r.steps = { size, flag, again };
        QCOMPARE(distinctRecompileChanges(r).size(), size_t(2));
        QCOMPARE(recompilesChange(r), QStringLiteral("[0/1] mark x dynamic; [0/2] keep training constant"));
        r.steps = { size, again };
        QCOMPARE(recompilesChange(r), QStringLiteral("mark x dynamic"));
    }
};

QTEST_GUILESS_MAIN(TestFixList)
#include "tst_fixlist.moc"
