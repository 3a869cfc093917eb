#include "core/analysis/explain.h"
#include "core/analysis/graphbreak.h"
#include "core/analysis/guardsource.h"
#include "core/analysis/guardtree.h"
#include "core/analysis/wrappedargument.h"
#include "core/ingest/runloader.h"
#include "core/report/explainreport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace cs;

// The explorer's analysis on real runs: the corpus graph_breaks and recompiles scenarios
// (torch 2.11 on H200) and the older multi-rank tlparse logs.
class TestExplain : public QObject {
    Q_OBJECT

    static Explanation explain(const char *name)
    {
        auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/logs/") + QLatin1String(name) });
        if (!run)
            qFatal("%s", qPrintable(run.error().toString()));
        return explainRun(run.value()->logs, run.value()->overviews, run.value()->profiles);
    }

private Q_SLOTS:
    void graphBreaksAtTheirSourceLines()
    {
        const Explanation e = explain("graph_breaks.log.zst");
        QCOMPARE(e.breaks.size(), 3);
        QMap<int, const BreakGroup *> byLine;
        for (const auto &b : e.breaks)
            byLine[b.line] = &b;
        QCOMPARE(byLine.keys(), QList<int>({ 15, 16, 20 }));
        QCOMPARE(byLine[15]->reason, QStringLiteral("Failed to trace builtin operator"));
        QVERIFY(byLine[15]->explanation.contains(QStringLiteral("builtin operator `print`")));
        QCOMPARE(byLine[15]->sourceLine, QStringLiteral("print(\"debug: shape\", y.shape)           # break: print"));
        QVERIFY(!byLine[15]->sourceFromFile); // the user's file is not here: the recorded line is shown
        QCOMPARE(byLine[15]->hints.size(), 3);
        QCOMPARE(byLine[15]->typeId, QStringLiteral("gb0059"));
        for (int line : { 16, 20 }) {
            QCOMPARE(byLine[line]->reason,
                QStringLiteral("Unsupported Tensor.item() call with capture_scalar_outputs=False"));
            QVERIFY(byLine[line]->sourceLine.contains(QStringLiteral(".item()")));
            QVERIFY(byLine[line]->hints.first().contains(QStringLiteral("capture_scalar_outputs = True")));
        }
        // Each break resumes in a torch_dynamo_resume_in_forward_at_<line> frame.
        QCOMPARE(byLine[16]->resumeFunctions, QStringList { QStringLiteral("torch_dynamo_resume_in_forward_at_16") });
        QCOMPARE(byLine[16]->compileIds, QStringList({ QStringLiteral("1/0"), QStringLiteral("resume 2/0") }));
        // Ranked by the compile time they cost.
        for (qsizetype i = 1; i < e.breaks.size(); ++i)
            QVERIFY(e.breaks[i - 1].cost() >= e.breaks[i].cost());
    }

    // A compile that failed on a graph break under fullgraph=True (the corpus failure scenario):
    // PyTorch's own block is the finding's why, fix and link, the fix ranked first is its hint, and
    // the stock sentences that only class the failure are no fix.
    void failureCarriesPyTorchsHint()
    {
        const Explanation e = explain("failure.log.zst");
        const auto it = std::find_if(e.failures.begin(), e.failures.end(),
            [](const CompileFailure &f) { return f.failType == QLatin1String("Unsupported"); });
        QVERIFY(it != e.failures.end());
        QCOMPARE(it->reason, QStringLiteral("Call to `torch._dynamo.graph_break()`"));
        QVERIFY2(it->explanation.startsWith(QLatin1String("User-inserted graph break.")), qPrintable(it->explanation));
        QCOMPARE(it->suggestion, QStringLiteral("Remove the `torch._dynamo.graph_break()` call."));
        QVERIFY(it->url.endsWith(QLatin1String("/gb/gb0025.html")));
        const QString text = formatExplainText(e);
        QVERIFY2(
            text.contains(QLatin1String("   fix: Remove the `torch._dynamo.graph_break()` call.\n")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("   more: https://")));
        QVERIFY(
            !isActionableHint(QStringLiteral("This is likely to be a Dynamo bug. Please report an issue to PyTorch.")));
        QVERIFY(!isActionableHint(QStringLiteral("Please report an issue to PyTorch.")));
        QVERIFY(isActionableHint(QStringLiteral("Remove the `torch._dynamo.graph_break()` call.")));
    }

    // A break's cost is the compile time it added: the tracing thrown away when it restarted
    // Dynamo's analysis (compilation_metrics.dynamo_time_before_restart_s of the compile that
    // hit it), not the compile time of the compiles around it (which is kept apart, compile by
    // compile). Expected values read from the trace's compilation_metrics records.
    void breakCostIsTheDiscardedTracing()
    {
        const Explanation e = explain("graph_breaks.log.zst");
        QMap<int, const BreakGroup *> byLine;
        for (const auto &b : e.breaks)
            byLine[b.line] = &b;
        QCOMPARE(byLine.size(), 3);
        QVERIFY(qAbs(byLine[15]->cost() - 0.10026359558105469) < 1e-9); // 0/0 restarted at print()
        QVERIFY(qAbs(byLine[16]->cost() - 0.007689714431762695) < 1e-9); // 1/0 at .item()
        QVERIFY(qAbs(byLine[20]->cost() - 0.021160364151000977) < 1e-9); // 2/0 at .item()
        // The compiles around the break: the one that hit it and the resume function it created.
        QCOMPARE(byLine[15]->involved.size(), 2);
        QCOMPARE(byLine[15]->involved[0].compileId, QStringLiteral("0/0"));
        QVERIFY(qAbs(byLine[15]->involved[0].compileTimeS - 2.18423) < 1e-9);
        QVERIFY(!byLine[15]->involved[0].resume);
        QCOMPARE(byLine[15]->involved[1].compileId, QStringLiteral("resume 1/0"));
        QVERIFY(qAbs(byLine[15]->involved[1].compileTimeS - 0.354743) < 1e-9);
        QVERIFY(byLine[15]->involved[1].resume);
        QVERIFY(qAbs(byLine[15]->involvedTimeS() - (2.18423 + 0.354743)) < 1e-9);
        for (const auto &b : e.breaks) {
            QCOMPARE(b.involved.size(), b.compileIds.size());
            QVERIFY(b.cost() < b.involvedTimeS());
        }
        // Ranked by what they cost.
        QCOMPARE(e.breaks.first().line, 15);
    }

    // A CPU run profiled with torch.profiler (scripts/fixtures/make_break_profile.py): each
    // break is charged the host time of its compile's regions outside the compiled graph and
    // the nested resume frames. Expected values computed independently from the chrome trace
    // with Python (direct children named CompiledFunction or Torch-Compiled Region).
    void graphBreaksRankedByRuntime()
    {
        auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/break_profile") });
        QVERIFY(run);
        QCOMPARE(run.value()->profiles.size(), size_t(1));
        const ProfilerTrace &trace = *run.value()->profiles.front();
        QCOMPARE(trace.compiledRegions(),
            QStringList(
                { QStringLiteral("0/0"), QStringLiteral("1/0"), QStringLiteral("2/0"), QStringLiteral("3/0") }));
        QCOMPARE(trace.regionTime(QStringLiteral("3/0"))->calls, 5);
        QVERIFY(qAbs(trace.regionTime(QStringLiteral("3/0"))->outsideUs - 262.019) < 0.01); // no break: not charged

        const Explanation e = explainRun(run.value()->logs, run.value()->overviews, run.value()->profiles);
        QVERIFY(e.hasRuntime);
        QCOMPARE(e.breaks.size(), 3);
        const QList<int> lines { e.breaks[0].line, e.breaks[1].line, e.breaks[2].line };
        QCOMPARE(lines, QList<int>({ 37, 42, 38 })); // print, .item() as a number, the .item() branch
        const double expected[] = { 510.855, 425.836, 400.648 };
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(e.breaks[i].runtimeCalls, 5);
            QVERIFY2(qAbs(e.breaks[i].runtimeOutsideUs - expected[i]) < 0.01,
                qPrintable(QString::number(e.breaks[i].runtimeOutsideUs)));
        }
        // Without the trace the same breaks rank by compile time and carry no runtime.
        const Explanation bare = explainRun(run.value()->logs, run.value()->overviews);
        QVERIFY(!bare.hasRuntime);
        QVERIFY(!bare.breaks[0].hasRuntime());

        // What each restart changed: the graph the second attempt compiled and where it handed over.
        QCOMPARE(e.restarts.size(), 3);
        QCOMPARE(e.restarts[0].compileId, QStringLiteral("0/0"));
        QCOMPARE(e.restarts[0].attempts, 2);
        QCOMPARE(e.restarts[0].reasons, QStringList { QStringLiteral("Failed to trace builtin operator") });
        QVERIFY(e.restarts[0].timeBeforeRestartS > 0);
        QCOMPARE(e.restarts[0].change,
            QStringLiteral("attempt 1 compiled a graph of 2 operation(s) up to line 37 (Failed to trace builtin "
                           "operator); the rest runs in torch_dynamo_resume_in_forward_at_37 (compile 1/0)"));
        QVERIFY(e.restarts[2].change.startsWith(
            QStringLiteral("attempt 1 compiled a graph of 12 operation(s) up to line 42")));

        const QJsonObject json = QJsonDocument::fromJson(formatExplainJson(e)).object();
        QCOMPARE(
            json[QStringLiteral("graph_breaks")].toArray()[0].toObject()[QStringLiteral("runtime_calls")].toInt(), 5);
        QCOMPARE(json[QStringLiteral("restarts")].toArray().size(), 3);
    }

    void guardTreeHighlightsTheFailedGuard()
    {
        auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/logs/recompiles.log.zst") });
        QVERIFY(run);
        const TraceLog &log = *run.value()->logs.at(0);
        const CompileOverview &ov = *run.value()->overviews.at(0);
        auto treeOf = [&](const QString &id) {
            for (const CompileSummary &c : ov.compiles)
                if (c.id.toString() == id && c.guardsRecord != CompileSummary::NoRecord)
                    return parseGuardTree(QString::fromStdString(log.payload(log.records[c.guardsRecord])));
            return GuardTree {};
        };
        const GuardTree t00 = treeOf(QStringLiteral("0/0"));
        QVERIFY(t00.nodes.size() > 10);
        QVERIFY(t00.latencyUs > 0);
        QCOMPARE(t00.nodes[0].kind, QStringLiteral("RootGuardManager"));
        QCOMPARE(t00.nodes[0].parent, -1);
        const int x = findFailedGuard(
            t00, parseGuardFailure(QStringLiteral("0/0: tensor 'x' size mismatch at index 0. expected 8, actual 16")));
        QVERIFY(x > 0);
        QCOMPARE(t00.nodes[x].kind, QStringLiteral("TENSOR_MATCH"));
        QCOMPARE(t00.nodes[t00.nodes[x].parent].source, QStringLiteral("L['x']"));
        const int scale
            = findFailedGuard(t00, parseGuardFailure(QStringLiteral("0/0: scale == 2.0  # f(x)  # a.py:1 in f")));
        QVERIFY(scale > 0);
        QVERIFY(t00.nodes[scale].body.startsWith(QStringLiteral("L['scale'] == 2.0")));
        QVERIFY(t00.nodes[scale].userSource.contains(QStringLiteral("torch.sin(x) * scale")));
    }

    void guardFailureForms_data()
    {
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("category");
        QTest::addColumn<QString>("subject");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("actual");
        QTest::newRow("stride") << "0/0: tensor 'x' stride mismatch at index 1. expected 1, actual 128"
                                << "stride"
                                << "x"
                                << "1"
                                << "128";
        QTest::newRow("requires_grad") << "0/0: tensor 'w' requires_grad mismatch. expected requires_grad=0"
                                       << "requires_grad"
                                       << "w"
                                       << "requires_grad=0"
                                       << "requires_grad=1";
        // PyTorch's note after the value is its hint, not the value (a frozen parameter).
        QTest::newRow("requires_grad with a note")
            << "0/0: tensor 'L['self']._modules['proj']._parameters['weight']' requires_grad mismatch. expected "
               "requires_grad=1. Guard failed on a parameter, consider using "
               "torch._dynamo.config.force_parameter_static_shapes = False to allow dynamism on parameters."
            << "requires_grad"
            << "self.proj.weight"
            << "requires_grad=1"
            << "requires_grad=0";
        QTest::newRow("device index") << "0/0: Tensor device index mismatch. Expected device index to be 0, actual 1"
                                      << "device"
                                      << ""
                                      << "0"
                                      << "1";
        QTest::newRow("object id") << "0/0: ___check_obj_id(L['fn'], 140439264606080)   "
                                   << "object_id"
                                   << "fn"
                                   << "id 140439264606080"
                                   << "";
        QTest::newRow("global state") << "0/0: ___check_global_state()"
                                      << "global_state"
                                      << ""
                                      << ""
                                      << "";
        QTest::newRow("shape guard") << "0/0: y.size()[0] + x.size()[0] <= 20  # z = f(x)  # a.py:3 in f"
                                     << "tensor_size"
                                     << "y"
                                     << ""
                                     << "";
        // Nested sources, as Hugging Face models produce them: the category comes from the check.
        QTest::newRow("kwargs tensor")
            << "0/0: tensor 'kwargs['input_ids']' size mismatch at index 1. expected 8, actual 1"
            << "tensor_size"
            << "input_ids"
            << "8"
            << "1";
        QTest::newRow("cache tensor")
            << "0/0: tensor 'kwargs['past_key_values'].layers[0].keys' size mismatch at index 2. expected 8, actual 9"
            << "tensor_size"
            << "past_key_values.layers[0].keys"
            << "8"
            << "9";
        QTest::newRow("list length") << "0/0: len(L['xs']) == 3  # for x in xs:  # a.py:4 in f"
                                     << "length"
                                     << "xs"
                                     << "3"
                                     << "";
        QTest::newRow("attribute value") << "0/0: L['self'].n == 4  # if self.n > 2:  # m.py:9 in forward"
                                         << "python_value"
                                         << "self.n"
                                         << "4"
                                         << "";
        QTest::newRow("global attribute") << "0/0: G['cfg'].scale == 2.0  # x * cfg.scale  # a.py:2 in f"
                                          << "python_value"
                                          << "cfg.scale"
                                          << "2.0"
                                          << "";
        QTest::newRow("closure") << "0/0: L['fn'].__closure__[0].cell_contents == 3  # k  # a.py:2 in g"
                                 << "python_value"
                                 << "fn.__closure__[0]"
                                 << "3"
                                 << "";
        QTest::newRow("submodule id") << "0/0: ___check_obj_id(L['self']._modules['act'], 1234)  # a  # m.py:3 in f"
                                      << "object_id"
                                      << "self.act"
                                      << "id 1234"
                                      << "";
        QTest::newRow("kwarg None") << "0/0: L['kwargs']['attention_mask'] is None  # m  # m.py:3 in f"
                                    << "python_value"
                                    << "attention_mask"
                                    << "None"
                                    << "";
        QTest::newRow("positional item") << "0/0: L['args'][1][0] == 5  # m  # m.py:3 in f"
                                         << "python_value"
                                         << "args[1][0]"
                                         << "5"
                                         << "";
        QTest::newRow("dynamic marking")
            << "0/0: hasattr(L['x'], '_dynamo_dynamic_indices') == False  # x  # a.py:1 in f"
            << "dynamic_marking"
            << "x"
            << ""
            << "";
        QTest::newRow("attribute added")
            << "0/0: not ___dict_contains('update', L['kwargs']['past_key_values'].__dict__)  # u  # m.py:3 in f"
            << "object_attributes"
            << "past_key_values"
            << "no .update"
            << "";
        QTest::newRow("dispatch keys") << "0/0: tensor 'x' dispatch key set mismatch. expected DispatchKeySet(CPU, "
                                          "AutogradCPU), actual DispatchKeySet(Meta, AutogradMeta)"
                                       << "device"
                                       << "x"
                                       << "DispatchKeySet(CPU, AutogradCPU)"
                                       << "DispatchKeySet(Meta, AutogradMeta)";
        QTest::newRow("hasattr") << "0/0: not hasattr(o, 'b')  # x * o.b  # a.py:5 in f"
                                 << "object_attributes"
                                 << "o"
                                 << "no .b"
                                 << "";
        QTest::newRow("internal") << "0/0: tensor '___stack0' size mismatch at index 0. expected 4, actual 5"
                                  << "tensor_size"
                                  << ""
                                  << "4"
                                  << "5";
        // torch 2.11 and 2.15 word a tensor argument that arrived as something else differently.
        QTest::newRow("tensor type 2.11")
            << "0/0: expected type of 'mask' to be a tensor type, ' but found <class 'NoneType'>"
            << "type"
            << "mask"
            << "Tensor"
            << "None";
        QTest::newRow("tensor type 2.15")
            << "0/0: expected type of 'mask' to be <class 'torch.Tensor'>, but found <class 'NoneType'>"
            << "type"
            << "mask"
            << "Tensor"
            << "None";
        QTest::newRow("dim marking 2.15")
            << "0/0: _has_dynamo_dim_marking is present on runtime tensor but was absent at compile time"
            << "dynamic_marking"
            << ""
            << ""
            << "";
        QTest::newRow("unknown") << "0/0: BACKEND_MATCH failure: something"
                                 << "other"
                                 << ""
                                 << ""
                                 << "";
    }
    void guardFailureForms()
    {
        QFETCH(QString, reason);
        const GuardFailure g = parseGuardFailure(reason);
        QTEST(GuardFailure::categoryName(g.category), "category");
        QTEST(g.subject, "subject");
        QTEST(g.expected, "expected");
        QTEST(g.actual, "actual");
        QCOMPARE(g.cacheEntry, QStringLiteral("0/0"));
        QVERIFY(!suggestionFor(g, false).isEmpty());
    }

    // A whole guard in the user's words (diff's guards added and removed): each scope lookup
    // rewritten, the rest of the check kept as PyTorch printed it.
    void guardTextInUserWords_data()
    {
        QTest::addColumn<QString>("guard");
        QTest::addColumn<QString>("readable");
        QTest::newRow("local") << "TENSOR_MATCH: check_tensor(L['x'], Tensor, size=[2, 16])"
                               << "TENSOR_MATCH: check_tensor(x, Tensor, size=[2, 16])";
        QTest::newRow("module member")
            << "TYPE_MATCH: ___check_type_id(L['self']._modules['proj']._parameters['weight'], 94)"
            << "TYPE_MATCH: ___check_type_id(self.proj.weight, 94)";
        QTest::newRow("keyword") << "len(L['kwargs']['xs']) == 3"
                                 << "len(xs) == 3";
        QTest::newRow("double quotes") << "L[\"n\"] == 4"
                                       << "n == 4";
        QTest::newRow("positional") << "LENGTH_CHECK: len(L['args']) == 2 and L['args'][1] is not None"
                                    << "LENGTH_CHECK: len(args) == 2 and args[1] is not None";
        QTest::newRow("global module") << "ID_MATCH: ___check_obj_id(G['__import_torch_dot_nn'].F, 1)"
                                       << "ID_MATCH: ___check_obj_id(torch.nn.F, 1)";
        QTest::newRow("two sources") << "L['a'].size()[0] == L['b'].size()[0]"
                                     << "a.size()[0] == b.size()[0]";
        QTest::newRow("no source") << "___check_global_state()"
                                   << "___check_global_state()";
        QTest::newRow("not a scope") << "VAL['x'] == 1"
                                     << "VAL['x'] == 1";
    }
    void guardTextInUserWords()
    {
        QFETCH(QString, guard);
        QTEST(readableGuardText(guard), "readable");
    }

    // The wrapped function's parameters and how a wrapper passes its *args on (wrappedargument.h).
    void wrappedArgumentParts()
    {
        QCOMPARE(positionalParameters(QStringLiteral("(self, x):")), QStringList({ "self", "x" }));
        QCOMPARE(positionalParameters(
                     QStringLiteral("(self, x: \"Tensor\", y=(1, 2), /, z: dict[str, int] = {'a,b': 1}, *rest, k)")),
            QStringList({ "self", "x", "y", "z" }));
        QCOMPARE(positionalParameters(QStringLiteral("(\n    self,\n    hidden,\n    mask=None,\n):")),
            QStringList({ "self", "hidden", "mask" }));
        QCOMPARE(positionalParameters(QStringLiteral("(*, x)")), QStringList());
        QCOMPARE(positionalParameters(QStringLiteral("(self, x")), QStringList()); // never closes
        QCOMPARE(argumentsBefore(QStringLiteral("return fn(*args, **kwargs)"), QStringLiteral("args")), 0);
        QCOMPARE(argumentsBefore(QStringLiteral("output = func(self, *args, **kwargs)"), QStringLiteral("args")), 1);
        QCOMPARE(argumentsBefore(QStringLiteral("return f(g(a), *args)"), QStringLiteral("args")), 1);
        QCOMPARE(argumentsBefore(QStringLiteral("return fn(x, **kwargs)"), QStringLiteral("args")), -1);
        QCOMPARE(argumentsBefore(QStringLiteral("return fn(*extra, *args)"), QStringLiteral("args")), -1);
        QCOMPARE(argumentsBefore(QString(), QStringLiteral("args")), -1);
    }

    // Advice fits the construct guarded and names the user's code: no Dynamo internals, no
    // settings that leave the failing guard in place.
    void adviceFitsTheGuard_data()
    {
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("kind");
        QTest::newRow("list length") << "0/0: len(L['xs']) == 3  # for x in xs:  # a.py:4 in f"
                                     << "stack_list";
        QTest::newRow("int") << "0/0: L['n'] == 3  # n  # a.py:4 in f"
                             << "tensor_value";
        QTest::newRow("flag") << "0/0: L['training'] == True  # t  # a.py:4 in f"
                              << "value_per_graph";
        QTest::newRow("cache")
            << "0/1: tensor 'kwargs['past_key_values'].layers[0].keys' size mismatch at index 2. expected 8, actual 9"
            << "static_cache";
        QTest::newRow("prompt to decode")
            << "0/0: tensor 'kwargs['input_ids']' size mismatch at index 1. expected 8, actual 1"
            << "expected_once";
        QTest::newRow("kwarg size")
            << "0/0: tensor 'kwargs['pixel_values']' size mismatch at index 0. expected 8, actual 4"
            << "mark_dynamic";
        QTest::newRow("internal") << "0/0: tensor '___stack0' size mismatch at index 0. expected 4, actual 5"
                                  << "fix_graph_break";
        // A branch on dynamic sizes (the corpus dynamic_shapes scenario, dynamic=True): the branch,
        // not mark_dynamic.
        QTest::newRow("shape branch") << "0/0: y.size()[0] + x.size()[0] <= 20  # if z.shape[0] > 20: z = z * 2  # "
                                         "ome/user/project/scenarios.py:72 "
                                         "in f (_dynamo/variables/tensor.py:1951 in evaluate_expr)"
                                      << "shape_branch";
        QTest::newRow("shape branch 2.15") // the user's branch joined with the 0/1 specialization guard
            << "0/0: 2 <= x.size()[0] <= 20  # if x.shape[0] > 20:  # a.py:268 in f (user code shown is first use of "
               "this value--the guard itself is not due user code but due to 0/1 specialization in the framework; to "
               "avoid specialization try torch._dynamo.decorators.mark_unbacked(tensor, dim)) and if x.shape[0] > 20:  "
               "# a.py:268 in f (_dynamo/variables/tensor.py:3083 in evaluate_expr)"
            << "shape_branch";
        QTest::newRow("0/1 specialization")
            << "0/0: 2 <= L['x'].size()[0]  # return torch.sin(x)  # a.py:28 in f (user code shown is first use of "
               "this value--the guard itself is not due user code but due to 0/1 specialization in the framework; to "
               "avoid specialization try torch._dynamo.decorators.mark_unbacked(tensor, dim))"
            << "mark_dynamic";
        // A value carried over a graph break (the resume function's ___stackN): said so, never by
        // Dynamo's name for it.
        QTest::newRow("stack number") << "0/0: L['___stack0'] == 3  # return a + foo(x)  # a.py:4 in f"
                                      << "tensor_value";
        QTest::newRow("stack none 2.15")
            << "0/0: expected type of '___stack1' to be <class 'torch.Tensor'>, but found <class 'NoneType'>"
            << "same_optional";
        QTest::newRow("none") << "0/0: L['mask'] is None  # m  # a.py:4 in f"
                              << "same_optional";
        QTest::newRow("stride") << "0/0: tensor 'x' stride mismatch at index 1. expected 1, actual 128"
                                << "contiguous";
        QTest::newRow("object") << "0/0: ___check_obj_id(L['fn'], 140439264606080)"
                                << "reuse_object";
        QTest::newRow("none 2.15")
            << "0/0: expected type of 'mask' to be <class 'torch.Tensor'>, but found <class 'NoneType'>"
            << "same_optional";
        QTest::newRow("marked late 2.15")
            << "0/0: _has_dynamo_dim_marking is present on runtime tensor but was absent at compile time"
            << "mark_before_first_call";
    }
    void adviceFitsTheGuard()
    {
        QFETCH(QString, reason);
        const GuardFailure g = parseGuardFailure(reason);
        for (const bool dynamic : { false, true }) {
            const GuardAdvice a = adviceFor(g, dynamic);
            QTEST(a.kind, "kind");
            QVERIFY2(!a.text.contains(QLatin1String("___")), qPrintable(a.text));
            QVERIFY2(!a.text.contains(QLatin1String("specialize_int")), qPrintable(a.text));
            QVERIFY2(!a.text.contains(QLatin1String("L['")), qPrintable(a.text));
        }
    }

    void jsonSchema()
    {
        const QJsonObject o = QJsonDocument::fromJson(formatExplainJson(explain("recompiles.log.zst"))).object();
        QCOMPARE(o[QStringLiteral("schema")].toString(), QStringLiteral("compilescope.explain/1"));
        const QJsonArray rec = o[QStringLiteral("recompiles")].toArray();
        QCOMPARE(rec.size(), 7); // the recompiles the totals count; the limit hit is in limit_hits[]
        for (const QJsonValue &r : rec)
            QVERIFY(!r[QStringLiteral("limit_hit")].toBool());
        const QJsonObject first = rec[0].toObject();
        for (const char *key : { "compile_id", "function", "file", "line", "reason", "guard", "suggestion" })
            QVERIFY2(first.contains(QLatin1String(key)), key);
        const QJsonObject guard = first[QStringLiteral("guard")].toObject();
        for (const char *key : { "category", "subject", "expected", "actual" })
            QVERIFY2(guard.contains(QLatin1String(key)), key);
        const QJsonArray hits = o[QStringLiteral("limit_hits")].toArray();
        QCOMPARE(hits.size(), 1);
        QVERIFY(hits[0][QStringLiteral("guard")].isObject());
        QVERIFY(!hits[0][QStringLiteral("guard_reasons")].toArray().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestExplain)
#include "tst_explain.moc"
