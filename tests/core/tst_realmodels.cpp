// What the views read from real library runs (the conformance fixtures recorded on an H100,
// tests/data/conformance/gpu): the function behind transformers' decorator, coverage, guards
// on nested sources and the advice that fits them.

#include "core/analysis/coverage.h"
#include "core/analysis/explain.h"
#include "core/analysis/userfunction.h"
#include "core/ingest/runloader.h"
#include "core/report/explainreport.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace cs;

namespace {

QString unpack(const QTemporaryDir &dir, const QString &name)
{
    QProcess tar;
    tar.start(QStringLiteral("tar"),
        { QStringLiteral("-C"), dir.path(), QStringLiteral("-xJf"),
            QStringLiteral(CS_TEST_DATA_DIR "/conformance/gpu/") + name + QStringLiteral(".tar.xz") });
    if (!tar.waitForFinished(60000) || tar.exitCode() != 0)
        return {};
    return dir.path() + u'/' + name;
}

} // namespace

class TestRealModels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void wrappedFunctionFromGuards()
    {
        const std::string guards
            = "| | +- TYPE_MATCH: ___check_type_id(L['self'], 94732927904512), type=<class "
              "'transformers.models.llama.modeling_llama.LlamaForCausalLM'>  # return_dict = self.config  # "
              "transformers/utils/generic.py:939 in wrapper (HINT: type LlamaForCausalLM)\n"
              "| | | +- ID_MATCH: ___check_obj_id(L['func'].__code__, 140373447097264), type=<code object forward at "
              "0x7fab3d733bb0, file \"/x/transformers/models/llama/modeling_llama.py\", line 425>  # output = "
              "func(self, *args, **kwargs)  # transformers/utils/generic.py:943 in wrapper\n";
        const UserFunction u = userFunctionFromGuards(guards, QStringLiteral("wrapper"));
        QCOMPARE(u.function, QStringLiteral("forward"));
        QCOMPARE(u.file, QStringLiteral("/x/transformers/models/llama/modeling_llama.py"));
        QCOMPARE(u.line, 425);
        QCOMPARE(u.moduleClass, QStringLiteral("LlamaForCausalLM"));
        // A function that calls a function it was given, without forwarding its own arguments, is no wrapper.
        const std::string caller = "| +- ID_MATCH: ___check_obj_id(L['fn'].__code__, 1), type=<code object g at 0x1, "
                                   "file \"/a.py\", line 3>  # return fn(x)  # a.py:9 in f\n";
        QVERIFY(!userFunctionFromGuards(caller, QStringLiteral("f")).isWrapped());
        // Passing on only **kwargs is no wrapper either.
        const std::string partial = "| +- ID_MATCH: ___check_obj_id(L['inner'].__code__, 1), type=<code object inner "
                                    "at 0x1, file \"/a.py\", line 3>  # return inner(x, **kwargs)  # a.py:9 in f\n";
        QVERIFY(!userFunctionFromGuards(partial, QStringLiteral("f")).isWrapped());
        // A call made from another function than the compiled one is not the compiled frame's.
        QVERIFY(!userFunctionFromGuards(guards, QStringLiteral("forward")).isWrapped());
    }

    void generateNamesTheModelAndAdvisesAStaticCache()
    {
        QTemporaryDir dir;
        const QString run = unpack(dir, QStringLiteral("generate_dynamic"));
        QVERIFY(!run.isEmpty());
        auto loaded = loadRun({ run });
        QVERIFY(loaded);
        const LoadedRun &r = *loaded.value();
        const CompileSummary &c = r.overviews.at(0)->compiles.at(0);
        QCOMPARE(c.function, QStringLiteral("wrapper")); // what PyTorch recorded stays
        QCOMPARE(c.displayFunction(), QStringLiteral("LlamaForCausalLM.forward"));
        QVERIFY(c.displayFile().endsWith(QLatin1String("modeling_llama.py")));
        QVERIFY(c.wrapperLabel().startsWith(QLatin1String("wrapper (generic.py:")));
        const Explanation e = explainRun(r.logs, r.overviews, r.profiles);
        QCOMPARE(e.recompiles.size(), 1);
        const FunctionRecompiles &f = e.recompiles.at(0);
        QCOMPARE(f.function, QStringLiteral("LlamaForCausalLM.forward"));
        QVERIFY(!f.wrapper.isEmpty());
        QCOMPARE(f.steps.size(), 2);
        QCOMPARE(f.steps[0].failure.subject, QStringLiteral("input_ids"));
        QCOMPARE(f.steps[0].failure.category, GuardFailure::Category::TensorSize);
        QCOMPARE(f.steps[1].failure.subject, QStringLiteral("past_key_values.layers[0].keys"));
        QCOMPARE(f.steps[1].suggestionKind, QStringLiteral("static_cache"));
        QVERIFY(e.coverage.framesWithOps > 0);
        QVERIFY(!e.coverage.nothingCompiled());
    }

    void staticCacheRecompilesOnlyOnTheArguments()
    {
        QTemporaryDir dir;
        const QString run = unpack(dir, QStringLiteral("generate_static"));
        auto loaded = loadRun({ run });
        QVERIFY(loaded);
        const Explanation e = explainRun(loaded.value()->logs, loaded.value()->overviews, loaded.value()->profiles);
        QCOMPARE(e.recompiles.size(), 1);
        const RecompileStep &st = e.recompiles.at(0).steps.at(0);
        QCOMPARE(st.failure.category, GuardFailure::Category::Length);
        QCOMPARE(st.suggestionKind, QStringLiteral("same_arguments")); // not "stack a list"
    }

    void coverageSaysWhenNothingRanCompiled()
    {
        CompileOverview ov;
        for (int frame = 0; frame < 3; ++frame) {
            CompileSummary c;
            c.id.frame = frame;
            c.id.frameCompile = 0;
            c.function = QStringLiteral("f%1").arg(frame);
            c.file = QStringLiteral("/venv/lib/python3.11/site-packages/torch/nn/parallel/distributed.py");
            c.graphOpCount = 0;
            c.status = CompileSummary::Status::Ok;
            ov.compiles.push_back(c);
            FrameSummary fs;
            fs.frame = frame;
            fs.function = c.function;
            fs.file = c.file;
            fs.compiles = { size_t(frame) };
            ov.frames.push_back(fs);
        }
        auto log = std::make_shared<TraceLog>();
        const Coverage cov = coverageOf({ log }, { std::make_shared<const CompileOverview>(ov) });
        QVERIFY(cov.nothingCompiled());
        QCOMPARE(cov.framesEmpty, 3);
        QVERIFY(cov.frames.at(0).libraryCode);
        QVERIFY(coverageHeadline(cov).startsWith(QLatin1String("Nothing ran compiled")));
        // One function compiled as two frames (a reset, a new code object): the frame that captured
        // nothing is no finding when the other captured its graph (the walkthrough's "captured 0
        // operations" for a function whose graph held 2183).
        {
            CompileOverview again = ov;
            again.compiles[2].function = again.compiles[0].function;
            again.frames[2].function = again.frames[0].function;
            again.compiles[0].graphOpCount = 2183;
            const Coverage cov2 = coverageOf({ log }, { std::make_shared<const CompileOverview>(again) });
            QCOMPARE(cov2.emptyFunctions.size(), 1); // f1 only: f0's other frame captured 2183 operations
            Explanation e;
            e.coverage = cov2;
            const QString text = formatExplainText(e);
            QVERIFY2(!text.contains(QLatin1String("f0 (")), qPrintable(text));
            QVERIFY2(text.contains(QLatin1String("f1 (")), qPrintable(text)); // f1 captured nothing anywhere
        }
        // A log cut short: a compile whose metrics were lost made kernels (it captured something, how
        // much is not recorded), another made nothing before the end (not known): neither is
        // "nothing ran compiled", neither is listed as capturing 0 operations.
        {
            CompileOverview cut = ov;
            cut.compiles[0].status = CompileSummary::Status::Missing;
            cut.compiles[0].graphOpCount = -1;
            cut.compiles[0].kernelCounts.distinctKernels = 3;
            cut.compiles[1].status = CompileSummary::Status::Missing;
            cut.compiles[1].graphOpCount = -1;
            const Coverage c = coverageOf({ log }, { std::make_shared<const CompileOverview>(cut) });
            QVERIFY(!c.nothingCompiled());
            QCOMPARE(c.framesWithOps, 1);
            QCOMPARE(c.framesEmpty, 1);
            QCOMPARE(c.emptyFunctions.size(), 1);
            QCOMPARE(c.emptyFunctions.front().function, QStringLiteral("f2"));
            QCOMPARE(coverageHeadline(c),
                QStringLiteral("1 of 3 compiled function(s) captured operations; how many, the log does not record; "
                               "1 function(s) captured no operation."));
        }
        ov.compiles[1].graphOpCount = 12;
        const Coverage some = coverageOf({ log }, { std::make_shared<const CompileOverview>(ov) });
        QVERIFY(!some.nothingCompiled());
        QCOMPARE(some.opsCaptured, 12);
        QCOMPARE(libraryOf(QStringLiteral("/home/me/train.py")), QString());
        QCOMPARE(libraryOf(QStringLiteral("/root/.pyenv/versions/3.11.7/lib/python3.11/contextlib.py")),
            QStringLiteral("python"));
        QCOMPARE(libraryOf(QStringLiteral("/x/site-packages/transformers/utils/generic.py")),
            QStringLiteral("transformers"));
    }
};

QTEST_GUILESS_MAIN(TestRealModels)
#include "tst_realmodels.moc"
