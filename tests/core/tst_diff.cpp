#include "core/analysis/outputcode.h"
#include "core/diff/difftext.h"
#include "core/diff/kernelmatch.h"
#include "core/diff/rundiff.h"
#include "core/util/bytesource.h"
#include "difffixture.h"
#include "tests/diffpairs.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace cs;
using namespace cs::diff;
using namespace cs::difftest;

// `diff` on real pairs recorded for the purpose on the CPU (scripts/fixtures/make_diff_pairs.sh,
// tests/data/diff/): every change it reports is checked against the two runs' own records, read
// here independently (the decompressed trace text and the model's source, with regular
// expressions), never through the engine under test.
class TestDiff : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void graphBreakFixed()
    {
        const QString ta = traceText(data(QStringLiteral("break_a"))), tb = traceText(data(QStringLiteral("break_b")));
        QCOMPARE(ta.count(QLatin1String("\"dynamo_graph_break_reason\"")), 1);
        QCOMPARE(tb.count(QLatin1String("\"dynamo_graph_break_reason\"")), 0);
        const RunDiff d = diffOf(data(QStringLiteral("break_a")), data(QStringLiteral("break_b")));
        QVERIFY(d.changed());
        QVERIFY(!d.regressed()); // a break fixed is no regression
        QCOMPARE(d.breaks.size(), 1);
        const BreakChange &b = d.breaks.first();
        QCOMPARE(b.change, Change::OnlyInA);
        QCOMPARE(b.line, diffModelLine(QStringLiteral("print(\"activations\"")));
        QCOMPARE(QFileInfo(b.file).fileName(), QStringLiteral("diff_model.py"));
        QVERIFY(b.reason.contains(QLatin1String("builtin operator")));
        QVERIFY(ta.contains(b.reason));
        QCOMPARE(d.counts().breaksFixed, 1);
        QCOMPARE(d.counts().breaksNew, 0);
        // Compiles: forward in both, changed; the resume function after the print only in A.
        const QString resume = QStringLiteral("torch_dynamo_resume_in_forward_at_%1").arg(b.line);
        QVERIFY(ta.contains(resume) && !tb.contains(resume));
        bool forward = false, resumeOnlyA = false;
        for (const CompilePair &p : d.compiles) {
            if (p.function == QLatin1String("Block.forward")) { // class-qualified, as summary names it
                forward = true;
                QCOMPARE(p.change, Change::Changed);
                QCOMPARE(p.match, CompilePair::Match::Frame);
                QVERIFY(p.differences.contains(QStringLiteral("graph_breaks")));
                QCOMPARE(p.a->graphBreaks, 1);
                QCOMPARE(p.b->graphBreaks, 0);
                QCOMPARE(p.a->attempts, 2); // the break restarted analysis
                QVERIFY(ta.contains(QLatin1String("\"attempt\": 1")) && !tb.contains(QLatin1String("\"attempt\": 1")));
                // The guard on the flag flipped with it.
                QVERIFY(p.guardsRemoved.contains(QStringLiteral("TRUE_MATCH: L['self'].graph_break == True")));
                QVERIFY(p.guardsAdded.contains(QStringLiteral("FALSE_MATCH: L['self'].graph_break == False")));
                QVERIFY(ta.contains(QLatin1String("TRUE_MATCH: L['self'].graph_break == True")));
                QVERIFY(tb.contains(QLatin1String("FALSE_MATCH: L['self'].graph_break == False")));
            }
            resumeOnlyA = resumeOnlyA || (p.function == resume && p.change == Change::OnlyInA);
        }
        QVERIFY(forward && resumeOnlyA);
        QCOMPARE(d.restarts.size(), 1);
        QCOMPARE(d.restarts.first().change, Change::OnlyInA);
        // The forward graph of B computes what A left to the resume function: the gating line.
        const int gating = diffModelLine(QStringLiteral("h = h * torch.sigmoid"));
        bool added = false;
        for (const GraphDiff &g : d.graphs)
            if (g.stage == QLatin1String("post_grad") && g.part == QLatin1String("forward") && g.detailed)
                added = g.nodesAdded.contains(QStringLiteral("aten.sigmoid.default @ diff_model.py:%1").arg(gating));
        QVERIFY(added);
        // Kernels: every kernel of each run's generated code appears once, on its side.
        QStringList sideA, sideB;
        for (const KernelPair &k : d.kernels) {
            if (k.a)
                sideA << k.a->name;
            if (k.b)
                sideB << k.b->name;
            if (k.change == Change::Unchanged) {
                QCOMPARE(k.match, KernelPair::Match::CodeHash);
                QCOMPARE(k.a->codeHash, k.b->codeHash);
            }
        }
        QStringList defsA = kernelDefinitions(ta), defsB = kernelDefinitions(tb);
        defsA.sort();
        defsB.sort();
        sideA.sort();
        sideB.sort();
        QCOMPARE(sideA, defsA);
        QCOMPARE(sideB, defsB);
        // The gating kernel of A's resume function is in B's forward kernel with the GELU.
        bool fusedAcross = false;
        for (const KernelPair &k : d.kernels)
            if (k.a && k.b && k.a->name.contains(QLatin1String("mean_mul_sigmoid")))
                fusedAcross = k.b->name.contains(QLatin1String("gelu_mean_mul_sigmoid"))
                    && k.b->compileId == QLatin1String("0/0");
        QVERIFY(fusedAcross);
    }

    void dynamicRemovesTheRecompile()
    {
        const QString ta = traceText(data(QStringLiteral("dyn_a"))), tb = traceText(data(QStringLiteral("dyn_b")));
        QVERIFY(ta.contains(QLatin1String("\"recompile_reasons\"")));
        QVERIFY(!tb.contains(QLatin1String("\"recompile_reasons\"")));
        const RunDiff d = diffOf(data(QStringLiteral("dyn_a")), data(QStringLiteral("dyn_b")));
        QVERIFY(d.changed());
        QVERIFY(!d.regressed());
        QCOMPARE(d.recompiles.size(), 1);
        const RecompileChange &r = d.recompiles.first();
        QCOMPARE(r.function, QStringLiteral("Block.forward")); // the module's class, from its TYPE_MATCH guard
        QCOMPARE(r.recompilesA, 1);
        QCOMPARE(r.recompilesB, 0);
        QCOMPARE(r.change, Change::OnlyInA);
        QCOMPARE(r.failuresGone, QStringList { QStringLiteral("tensor_size x[0]") });
        QVERIFY(ta.contains(QLatin1String("tensor 'x' size mismatch at index 0. expected 8, actual 16")));
        QCOMPARE(r.dynamicA, QStringList { QStringLiteral("L['x'].size()[0]") });
        int onlyA = 0;
        for (const CompilePair &p : d.compiles)
            if (p.change == Change::OnlyInA) {
                ++onlyA;
                QCOMPARE(p.a->id, QStringLiteral("0/1"));
            }
        QCOMPARE(onlyA, 1);
        // B's dynamic kernels are A's recompiled (dynamic) ones: the same code.
        int sameAsRecompile = 0;
        for (const KernelPair &k : d.kernels)
            sameAsRecompile
                += k.a && k.b && k.a->compileId == QLatin1String("0/1") && k.match == KernelPair::Match::CodeHash;
        QVERIFY(sameAsRecompile >= 2);
        // The size guard became a range guard.
        for (const CompilePair &p : d.compiles)
            if (p.a && p.b && p.a->id == QLatin1String("0/0"))
                QVERIFY(p.guardsAdded.contains(QStringLiteral("LAMBDA_GUARD: 2 <= L['x'].size()[0] <= 4096")));
    }

    void sameRunTwiceChangesNothing()
    {
        const QString ta = traceText(data(QStringLiteral("twice_a"))), tb = traceText(data(QStringLiteral("twice_b")));
        QVERIFY(ta != tb); // two recordings (times differ), the same compiles
        const RunDiff d = diffOf(data(QStringLiteral("twice_a")), data(QStringLiteral("twice_b")));
        QVERIFY2(!d.changed(), qPrintable(formatDiffText(d)));
        QVERIFY(!d.compiles.isEmpty() && !d.kernels.isEmpty() && !d.graphs.isEmpty());
        for (const KernelPair &k : d.kernels)
            QCOMPARE(k.change, Change::Unchanged);
        for (const VersionRow &v : d.versions)
            QVERIFY(!v.differs());
    }

    void sameRunTwiceMeasuredTwiceIsNoSignificantChange()
    {
        const RunDiff d = diffOf(QStringLiteral("db:") + data(QStringLiteral("profiles.db#1")),
            QStringLiteral("db:") + data(QStringLiteral("profiles.db#2")));
        QVERIFY(d.profile.present);
        QCOMPARE(d.profile.kernelsA, 6);
        QCOMPARE(d.profile.kernelsB, 6);
        int timed = 0;
        for (const KernelPair &k : d.kernels) {
            QCOMPARE(k.match, KernelPair::Match::CodeHash); // by code, from the results alone
            QVERIFY(k.time);
            QCOMPARE(k.time->comparison.a.n, 30);
            QCOMPARE(k.time->comparison.b.n, 30);
            QVERIFY2(!k.time->significant(), qPrintable(k.a->name));
            ++timed;
        }
        QCOMPARE(timed, 6);
        QVERIFY(d.profile.hasTotal);
        QVERIFY(!d.profile.total.significant());
        QCOMPARE(d.counts().faster + d.counts().slower, 0);
        QVERIFY2(!d.changed(), qPrintable(formatDiffText(d)));
    }

    // Path operands with a profile database: each side's profile run found by the identity of
    // its generated code, and among recordings of the same code, by its folder's name.
    void profileRunsFoundByIdentity()
    {
        InputOptions options;
        options.database = data(QStringLiteral("profiles.db"));
        const DiffInput a = openDiffInput(data(QStringLiteral("twice_a")), options);
        const DiffInput b = openDiffInput(data(QStringLiteral("twice_b")), options);
        const DiffInput fixed = openDiffInput(data(QStringLiteral("break_b")), options);
        const DiffInput broken = openDiffInput(data(QStringLiteral("break_a")), options);
        QVERIFY(a.profile && b.profile && fixed.profile && broken.profile);
        QCOMPARE(a.profile->id, int64_t(1));
        QCOMPARE(b.profile->id, int64_t(2));
        QCOMPARE(broken.profile->id, int64_t(3));
        QCOMPARE(fixed.profile->id, int64_t(4));
        QCOMPARE(a.profile->runIdentity, fixed.profile->runIdentity); // the same code, recorded twice
        const RunDiff d = diffRuns(a, b);
        QVERIFY2(!d.changed(), qPrintable(formatDiffText(d)));
        int timed = 0;
        for (const KernelPair &k : d.kernels)
            timed += k.time && k.time->comparison.a.n == 30 && !k.time->significant();
        QCOMPARE(timed, 6);
        // The break fixed, measured: kernels of the same code compared, the new ones only on one side.
        const RunDiff f = diffRuns(broken, fixed);
        QVERIFY(f.profile.present);
        int both = 0;
        for (const KernelPair &k : f.kernels)
            both += k.time.has_value();
        QVERIFY(both >= 4);
    }

    void timesAreTestedNotGuessed()
    {
        std::mt19937 rng(7);
        TimeOptions o;
        // The same distribution: no call; 10% slower with 1% noise: slower, with the interval.
        const auto base = normal(rng, 100, 1, 50), same = normal(rng, 100, 1, 50), slow = normal(rng, 110, 1, 50);
        QCOMPARE(compareTimes(base, same, o).verdict, stats::Verdict::NoSignificantDifference);
        const TimeDiff t = compareTimes(base, slow, o);
        QCOMPARE(t.verdict, stats::Verdict::Slower);
        QVERIFY(t.low > 8 && t.high < 12);
        QVERIFY(qAbs(t.delta - 10) < 1);
        // Too few repeats: numbers, no call.
        const auto few = normal(rng, 150, 1, 5);
        const TimeDiff f = compareTimes(base, few, o);
        QCOMPARE(f.verdict, stats::Verdict::TooFewSamples);
        QVERIFY(f.warnings.contains(QStringLiteral("too_few_b")));
        // Noisy sides (IQR ~ 40% of the median): a 10% shift is within their drift.
        const auto noisyA = normal(rng, 100, 30, 200), noisyB = normal(rng, 110, 30, 200);
        const TimeDiff n = compareTimes(noisyA, noisyB, o);
        QVERIFY(n.warnings.contains(QStringLiteral("noisy_a")) && n.warnings.contains(QStringLiteral("noisy_b")));
        QCOMPARE(n.verdict, stats::Verdict::NoSignificantDifference);
        // Twenty unchanged kernels: Holm's correction keeps a chance p < 0.05 from being called.
        std::vector<TimeDiff> family;
        for (int i = 0; i < 20; ++i)
            family.push_back(compareTimes(normal(rng, 50, 1, 30), normal(rng, 50, 1, 30), o));
        std::vector<TimeDiff *> pointers;
        for (TimeDiff &x : family)
            pointers.push_back(&x);
        applyFamilyCorrection(pointers, o);
        for (const TimeDiff &x : family) {
            QVERIFY(!x.significant());
            QVERIFY(x.pHolm >= x.comparison.mannWhitney.pValue);
        }
    }

    void kernelsMatchByWhatTheyCompute()
    {
        const QString code = QStringLiteral(
            "triton_poi_fused_add_0 = async_compile.triton('triton_poi_fused_add_0', '''\n"
            "@triton.jit\ndef triton_poi_fused_add_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):\n"
            "    tmp0 = tl.load(in_ptr0 + x0)\n    tl.store(out_ptr0 + x0, tmp0 + 1)\n''', device_str='cuda')");
        QString renamed = code;
        renamed.replace(QStringLiteral("triton_poi_fused_add_0"), QStringLiteral("triton_poi_fused_add_7"));
        QCOMPARE(kernelCodeHash(code, QStringLiteral("triton_poi_fused_add_0")),
            kernelCodeHash(renamed, QStringLiteral("triton_poi_fused_add_7")));
        QString other = code;
        other.replace(QStringLiteral("tmp0 + 1"), QStringLiteral("tmp0 * 2"));
        QVERIFY(kernelCodeHash(code, QStringLiteral("triton_poi_fused_add_0"))
            != kernelCodeHash(other, QStringLiteral("triton_poi_fused_add_0")));
        const double s = similarity(sourceShingles(code, QStringLiteral("triton_poi_fused_add_0")),
            sourceShingles(other, QStringLiteral("triton_poi_fused_add_0")));
        QVERIFY(s > 0.6 && s < 1);
        // The same name, other code and no shared origins: never matched by name.
        SideKernel a, b;
        a.side.name = b.side.name = QStringLiteral("triton_poi_fused_add_0");
        a.side.graph = b.side.graph = QStringLiteral("forward");
        a.side.kind = b.side.kind = QStringLiteral("triton");
        a.side.codeHash = QStringLiteral("1111");
        b.side.codeHash = QStringLiteral("2222");
        a.source = QStringLiteral("x = tl.load(a) ; tl.store(b, x)");
        b.source = QStringLiteral("y = tl.sum(q, 1) * 3 + tl.exp(r) / 7 - tl.sqrt(w)");
        const auto m = matchKernels({ a }, { b }, { 0 }, 0.6);
        QCOMPARE(m.size(), size_t(2));
        QCOMPARE(m[0].b, -1);
        QCOMPARE(m[1].a, -1);
    }

    void ranksDiverge()
    {
        const RunDiff d = diffRanks(openDiffInput(QStringLiteral(CS_TEST_DATA_DIR "/logs/multi_rank_logs")));
        QCOMPARE(d.ranks.size(), 1);
        const RankDivergence &r = d.ranks.first();
        QCOMPARE(r.rankA, 1);
        QCOMPARE(r.rankB, 3);
        // Independently: the frame compile ids each rank's log holds.
        QSet<int> ids1, ids3;
        static const QRegularExpression fc(QStringLiteral(R"("frame_id": 0, "frame_compile_id": (\d+))"));
        for (auto [rank, set] : { std::pair { 1, &ids1 }, std::pair { 3, &ids3 } }) {
            const auto src = ByteSource::open(
                QStringLiteral(CS_TEST_DATA_DIR "/logs/multi_rank_logs/dedicated_log_torch_trace_rank_%1.log.zst")
                    .arg(rank));
            QVERIFY(src);
            const QString text = QString::fromUtf8(src.value()->data(), static_cast<qsizetype>(src.value()->size()));
            for (auto it = fc.globalMatch(text); it.hasNext();)
                *set << it.next().captured(1).toInt();
        }
        QCOMPARE(r.compilesA, ids1.size());
        QCOMPARE(r.compilesB, ids3.size());
        QStringList expected;
        for (int id : ids1)
            if (!ids3.contains(id))
                expected << QStringLiteral("0/%1").arg(id);
        QStringList only = r.onlyInA;
        std::sort(expected.begin(), expected.end());
        std::sort(only.begin(), only.end());
        QCOMPARE(only, expected);
        QVERIFY(r.onlyInB.isEmpty());
        QVERIFY(r.graphsDiffer.isEmpty()); // pre-grad snapshots differ only by their per-process graph id
        QVERIFY(d.changed());
    }

    void collectivesDiverge()
    {
        const RunDiff d = diffRanks(openDiffInput(data(QStringLiteral("multi_rank_schedule"))));
        QCOMPARE(d.ranks.size(), 2);
        const RankDivergence &r1 = d.ranks[0], &r2 = d.ranks[1];
        QCOMPARE(r1.rankB, 1);
        QCOMPARE(r1.collectivesCompile, QStringLiteral("0/0"));
        QCOMPARE(r1.collectivesA.size(), 6);
        QCOMPARE(r1.collectivesB.size(), 4);
        QVERIFY(r1.collectivesA.contains(QStringLiteral("torch.ops._c10d_functional.reduce_scatter_tensor.default")));
        QVERIFY(!r1.collectivesB.contains(QStringLiteral("torch.ops._c10d_functional.reduce_scatter_tensor.default")));
        QCOMPARE(r2.rankB, 2);
        QVERIFY(r2.same());
    }
};

QTEST_GUILESS_MAIN(TestDiff)
#include "tst_diff.moc"
