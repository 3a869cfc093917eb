#include "core/analysis/explain.h"
#include "core/ingest/runloader.h"
#include "core/report/explainreport.h"
#include "core/report/fixlist.h"

#include <QTest>

using namespace cs;

// Recompile chains on real runs: the guard that failed and why, what changed, what the fix
// saves, and that no second of compile time is weighed twice (the corpus recompiles scenario,
// torch 2.11 on H200; BERT under torch 2.15; the older multi-rank tlparse logs).
class TestRecompileChains : public QObject {
    Q_OBJECT

    static Explanation explain(const char *name)
    {
        auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/logs/") + QLatin1String(name) });
        if (!run)
            qFatal("%s", qPrintable(run.error().toString()));
        return explainRun(run.value()->logs, run.value()->overviews, run.value()->profiles);
    }

    static const RecompileStep &step(const Explanation &e, const QString &id)
    {
        for (const auto &f : e.recompiles)
            for (const auto &s : f.steps)
                if (s.compileId == id)
                    return s;
        qFatal("no recompile %s", qPrintable(id));
    }

private Q_SLOTS:
    void recompilesClassified()
    {
        const Explanation e = explain("recompiles.log.zst");
        using C = GuardFailure::Category;
        const RecompileStep &size = step(e, QStringLiteral("0/1"));
        QCOMPARE(size.failure.category, C::TensorSize);
        QCOMPARE(size.failure.subject, QStringLiteral("x"));
        QCOMPARE(size.failure.dimension, QStringLiteral("0"));
        QCOMPARE(size.failure.expected, QStringLiteral("8"));
        QCOMPARE(size.failure.actual, QStringLiteral("16"));
        QCOMPARE(size.becameDynamic, QStringList { QStringLiteral("L['x'].size()[0]") }); // automatic dynamic shapes
        QVERIFY(size.suggestion.contains(QStringLiteral("mark_dynamic(x, 0)")));

        const RecompileStep &dtype = step(e, QStringLiteral("0/2"));
        QCOMPARE(dtype.failure.category, C::Dtype);
        QCOMPARE(dtype.failure.expected, QStringLiteral("Float"));
        QCOMPARE(dtype.failure.actual, QStringLiteral("Half"));

        // PyTorch's first reason for 0/3 is the newest entry's dtype check (0/2 was float16); the
        // older entry 0/1 failed on `scale`, which 0/3 made dynamic: that is the cause, the dtype
        // check the newest entry's side note.
        const RecompileStep &back = step(e, QStringLiteral("0/3"));
        QVERIFY(back.causeInOlderEntry);
        QCOMPARE(back.failure.category, C::PythonValue);
        QCOMPARE(back.failure.subject, QStringLiteral("scale"));
        QCOMPARE(back.failure.expected, QStringLiteral("2.0"));
        QCOMPARE(back.failure.cacheEntry, QStringLiteral("0/1"));
        QVERIFY(back.failure.actual.startsWith(QStringLiteral("3.0")));
        QCOMPARE(back.becameDynamic, QStringList { QStringLiteral("L['scale']") });
        QCOMPARE(back.suggestionKind, QStringLiteral("tensor_value"));
        QVERIFY(back.suggestion.contains(QStringLiteral("made it dynamic")));
        QCOMPARE(back.reasons.size(), 3);
        QCOMPARE(back.otherFailures.size(), 1);
        QCOMPARE(back.otherFailures[0].category, C::Dtype);
        QCOMPARE(back.otherFailures[0].cacheEntry, QStringLiteral("0/2"));
        QCOMPARE(back.otherFailures[0].expected, QStringLiteral("Half"));
        QCOMPARE(back.otherFailures[0].actual, QStringLiteral("Float"));
        QVERIFY(formatExplainText(e).contains(QStringLiteral("newest entry 0/2: dtype")));

        const RecompileStep &n = step(e, QStringLiteral("1/2"));
        QCOMPARE(n.failure.category, C::PythonValue);
        QCOMPARE(n.failure.subject, QStringLiteral("n"));
        QCOMPARE(n.failure.expected, QStringLiteral("1"));
        QCOMPARE(n.failure.actual, QStringLiteral("2"));
        QVERIFY(n.suggestion.contains(QStringLiteral("torch.tensor")));

        QCOMPARE(e.limitHits.size(), 1);
        QCOMPARE(e.limitHits[0].compileId, QStringLiteral("1/4"));
        QCOMPARE(e.limitHits[0].function, QStringLiteral("<lambda>"));
        QVERIFY(step(e, QStringLiteral("1/4")).limitHit);
        for (const auto &f : e.recompiles)
            QVERIFY(f.storm); // f recompiled 4 times; the lambda 3 times, then hit the limit
    }

    // What a fix saves: a dtype or value recompile its own time; where PyTorch made something
    // dynamic, marking it dynamic first still compiles once, so the cheaper of the two compiles.
    void recompileSavings()
    {
        const Explanation e = explain("recompiles.log.zst");
        const FunctionRecompiles &f = e.recompiles[0];
        QCOMPARE(f.function, QStringLiteral("f"));
        double sum = 0;
        for (const RecompileStep &st : f.steps) {
            QVERIFY(st.savedS > 0);
            QVERIFY(st.savedS <= st.compileTimeS + 1e-9);
            sum += st.savedS;
        }
        QVERIFY(qAbs(f.savedS - sum) < 1e-9);
        // 0/4 made `x` dim 1 dynamic: 0/3 (0.608 s) is cheaper than 0/4 (0.839 s), and is saved.
        const RecompileStep &dim1 = step(e, QStringLiteral("0/4"));
        QCOMPARE(dim1.savedRef, dim1.cacheEntryRef);
        QVERIFY(dim1.savedS < dim1.compileTimeS);
        // 0/2 changed dtype: fixing it removes 0/2 itself.
        const RecompileStep &dtype = step(e, QStringLiteral("0/2"));
        QCOMPARE(dtype.savedRef, dtype.ref);
        QCOMPARE(dtype.savedS, dtype.compileTimeS);
        QVERIFY(f.savedS < f.recompileTimeS);
        // The limit's hit compiles nothing and saves nothing.
        QCOMPARE(step(e, QStringLiteral("1/4")).savedS, 0.0);
    }

    // BERT under torch 2.15: the recompile made `input_ids` dynamic, and that dynamic compile is
    // the run's long one (33 s of AOTAutograd). The fix saves the static 0/0 (1.35 s), not 33 s,
    // and the 33 s are the long compile's finding only: no second of compile time counted twice.
    void dynamicRecompileIsNotCountedTwice()
    {
        auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/torch215/bert.log.zst") });
        QVERIFY(run);
        const Explanation e = explainRun(run.value()->logs, run.value()->overviews, run.value()->profiles);
        QCOMPARE(e.recompiles.size(), 1);
        const RecompileStep &st = e.recompiles[0].steps.at(0);
        QCOMPARE(st.compileId, QStringLiteral("0/1"));
        QCOMPARE(st.savedRef, st.cacheEntryRef);
        QVERIFY2(st.savedS > 1.0 && st.savedS < 2.0, qPrintable(QString::number(st.savedS)));
        QVERIFY(e.recompiles[0].recompileTimeS > 30);
        QCOMPARE(e.longCompiles.size(), size_t(1));
        QCOMPARE(e.longCompiles[0].compileId, QStringLiteral("0/1"));
        const std::vector<Fix> fixes = fixList(e);
        QCOMPARE(fixes.at(0).kind, Fix::Kind::LongCompile);
        QCOMPARE(fixes.at(1).kind, Fix::Kind::Recompiles);
        QCOMPARE(fixes.at(1).costS, st.savedS);
        QVERIFY(formatExplainText(e).contains(QStringLiteral("The fix saves about 1.353 s")));
    }

    void firstReasonAndOtherEntries()
    {
        // The bundled sample: 1/2 recompiled because `h` grew 8 → 16 (the newest entry 1/1);
        // the older entry 1/0 failed on the specialised `.item()` value.
        auto run = loadRun({ QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY(run);
        const Explanation e = explainRun(run.value()->logs, run.value()->overviews, run.value()->profiles);
        const RecompileStep &s = step(e, QStringLiteral("1/2"));
        QCOMPARE(s.failure.category, GuardFailure::Category::TensorSize);
        QCOMPARE(s.failure.subject, QStringLiteral("h"));
        QCOMPARE(s.failure.expected, QStringLiteral("8"));
        QCOMPARE(s.failure.actual, QStringLiteral("16"));
        QCOMPARE(s.otherFailures.size(), 1);
        // A value carried over a graph break has no name the user wrote: no subject, its source kept.
        QVERIFY(s.otherFailures[0].subject.isEmpty());
        QCOMPARE(s.otherFailures[0].source.root, QStringLiteral("___stack0"));
        const RecompileStep &v = step(e, QStringLiteral("1/1"));
        QCOMPARE(v.failure.category, GuardFailure::Category::PythonValue); // the .item() value, specialised
        QVERIFY(v.failure.subject.isEmpty());
        QCOMPARE(v.failure.source.root, QStringLiteral("___stack0"));
    }

    void multiRankRecompiles()
    {
        const Explanation e = explain("multi_rank_logs");
        QCOMPARE(e.recompiles.size(), 2);
        QCOMPARE(e.recompiles[0].compileIds.size(), 15); // rank 1: 15 compiles of one function
        QCOMPARE(e.recompiles[0].steps.size(), 14);
        QCOMPARE(e.recompiles[1].compileIds.size(), 7); // rank 3
        QCOMPARE(e.recompiles[1].steps.size(), 6);
        const RecompileStep &s = e.recompiles[1].steps[0];
        QCOMPARE(s.compileId, QStringLiteral("rank 3: 0/1"));
        QCOMPARE(s.failure.category, GuardFailure::Category::TensorSize);
        QCOMPARE(s.failure.expected, QStringLiteral("2"));
        QCOMPARE(s.failure.actual, QStringLiteral("3"));
    }
};

QTEST_GUILESS_MAIN(TestRecompileChains)
#include "tst_recompilechains.moc"
