#include "core/diff/ranknormal.h"
#include "core/ingest/runloader.h"
#include "core/ranks/rankcompare.h"
#include "core/ranks/rankfacts.h"
#include "core/ranks/rankformat.h"
#include "core/util/bytesource.h"
#include "tests/core/rankfixture.h"
#include "tests/fixture.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;
using namespace cs::ranks;
using namespace rankfixture;

// The rank model on runs recorded for the purpose (scripts/fixtures/make_ranks_runs.py,
// tests/data/ranks: a divergence planted in each, written down in its truth.json by the script
// that planted it), on the multi-rank test logs of tlparse and on the DDP runs (CPU and two
// H100s). What the tests expect of the logs is read from the text of the logs here with regular
// expressions, never through the engine under test.
class TestRanks : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Each planted divergence is found with the planted rank, compile id and cause; identical
    // ranks report none.
    void plantedDivergences_data()
    {
        QTest::addColumn<QString>("scenario");
        for (const char *s : { "identical", "shape", "branch", "cache" })
            QTest::newRow(s) << QString::fromLatin1(s);
    }
    void plantedDivergences()
    {
        QFETCH(QString, scenario);
        const QJsonObject t = truth(scenario);
        const RankAnalysis a = analyse(data(QStringLiteral("ranks/") + scenario));
        QCOMPARE(a.ranks.size(), t.value(QStringLiteral("world")).toInt());
        for (qsizetype r = 0; r < a.ranks.size(); ++r)
            QCOMPARE(a.ranks[r].rank, int(r));
        if (!t.value(QStringLiteral("diverges")).toBool()) {
            QVERIFY(a.agree());
            QCOMPARE(a.groups.size(), 1);
            QVERIFY(!a.divergence);
            QVERIFY(!a.collectiveDivergence);
            for (const MatrixRow &row : a.matrix)
                QVERIFY(!row.differs);
            return;
        }
        QVERIFY(!a.agree());
        QVERIFY(a.divergence);
        const Divergence &d = *a.divergence;
        QCOMPARE(d.compileId, t.value(QStringLiteral("compile_id")).toString());
        QCOMPARE(d.ranks, ints(t.value(QStringLiteral("ranks"))));
        QCOMPARE(Divergence::causeName(d.cause), t.value(QStringLiteral("cause")).toString());
        if (t.contains(QStringLiteral("detail")))
            QVERIFY2(d.detail.contains(t.value(QStringLiteral("detail")).toString()), qPrintable(d.detail));
        // The diverging ranks form their own group, the others one group.
        QCOMPARE(a.groups.size(), 2);
        const QList<int> g0 = a.rankNumbers(a.groups[0].members), g1 = a.rankNumbers(a.groups[1].members);
        QVERIFY((g0 == d.otherRanks && g1 == d.ranks) || (g0 == d.ranks && g1 == d.otherRanks));
        QVERIFY(a.groups[0].members.size() >= a.groups[1].members.size()); // the largest first
        QCOMPARE(a.collectiveDivergence.has_value(), t.value(QStringLiteral("collective_diverges")).toBool());
    }

    // The shape scenario: rank 1's 0/1 is the guard failure in its own log, and the matrix has
    // 0/1 on rank 1 only.
    void shapeRecompileMatchesTheLog()
    {
        const QString dir = data(QStringLiteral("ranks/shape"));
        const QString text = logText(dir + QStringLiteral("/dedicated_log_torch_trace_rank_1.log.zst"));
        static const QRegularExpression reason(QStringLiteral(
            R"(\x22recompile_reasons\x22[^\n]*\x22frame_id\x22: 0, \x22frame_compile_id\x22: 1[^\n]*\n\t(?:\[\r?\n\t\x22)?([^\x22\r\n]+))"));
        const auto m = reason.match(text);
        QVERIFY(m.hasMatch());
        const RankAnalysis a = analyse(dir);
        QVERIFY(a.divergence);
        QVERIFY2(a.divergence->detail.contains(m.captured(1)), qPrintable(a.divergence->detail));
        QCOMPARE(a.matrix.size(), 2);
        QCOMPARE(a.matrix[1].compileId, QStringLiteral("0/1"));
        QCOMPARE(a.matrix[1].cells, (QList<int> { -1, 1, -1 }));
        QVERIFY(a.matrix[1].differs);
        QVERIFY(!a.matrix[0].differs);
        // The other ranks never saw the guard fail: their logs have no recompile_reasons at all.
        for (int r : { 0, 2 })
            QVERIFY(!logText(dir + QStringLiteral("/dedicated_log_torch_trace_rank_%1.log.zst").arg(r))
                         .contains(QLatin1String("recompile_reasons")));
        // The execution order recorded by the job: rank 1 ran 0/0, then 0/1.
        QCOMPARE(a.ranks[1].executionOrder, (QStringList { QStringLiteral("0/0"), QStringLiteral("0/1") }));
        QCOMPARE(a.ranks[0].executionOrder, (QStringList { QStringLiteral("0/0"), QStringLiteral("0/0") }));
    }

    // The branch scenario: rank 2's graph issues a second all_reduce; the likely hang is the
    // third collective of 0/0, which ranks 0 and 1 never issue.
    void branchCollectives()
    {
        const RankAnalysis a = analyse(data(QStringLiteral("ranks/branch")));
        QVERIFY(a.collectiveDivergence);
        const CollectiveDivergence &c = *a.collectiveDivergence;
        QCOMPARE(c.compileId, QStringLiteral("0/0"));
        QVERIFY(c.executionOrder);
        QCOMPARE(c.sides.size(), 2);
        const auto &odd = c.sides[0].ranks == QList<int> { 2 } ? c.sides[0] : c.sides[1];
        const auto &rest = c.sides[0].ranks == QList<int> { 2 } ? c.sides[1] : c.sides[0];
        QCOMPARE(odd.ranks, QList<int> { 2 });
        QCOMPARE(rest.ranks, (QList<int> { 0, 1 }));
        QVERIFY(rest.op.isEmpty());
        QVERIFY(odd.op.contains(QLatin1String("all_reduce")));
        // The schedules as the logs hold them: two collectives on ranks 0 and 1, four on rank 2.
        static const QRegularExpression schedule(
            QStringLiteral(R"(\x22inductor_collective_schedule\x22[^\n]*\n((?:\t[^\n]*\n)+))"));
        for (int r : { 0, 1, 2 }) {
            const auto m = schedule.match(
                logText(data(QStringLiteral("ranks/branch/dedicated_log_torch_trace_rank_%1.log.zst").arg(r))));
            QVERIFY(m.hasMatch());
            const int ops = int(m.captured(1).count(QLatin1String("_c10d_functional.")));
            QCOMPARE(ops, r == 2 ? 4 : 2);
            QCOMPARE(a.ranks[r].compiles.first().collectives.size(), ops);
        }
        QCOMPARE(c.index, 2);
    }

    // The cache scenario: rank 1 hit both caches (pre-warmed), rank 0 missed both.
    void cachePattern()
    {
        const RankAnalysis a = analyse(data(QStringLiteral("ranks/cache")));
        for (int r : { 0, 1 }) {
            const QString text
                = logText(data(QStringLiteral("ranks/cache/dedicated_log_torch_trace_rank_%1.log.zst").arg(r)));
            const QString want = r == 0 ? QStringLiteral("miss") : QStringLiteral("hit");
            QVERIFY(text.contains(QStringLiteral("{\"artifact\": {\"name\": \"fx_graph_cache_%1\"").arg(want)));
            QVERIFY(text.contains(QStringLiteral("{\"artifact\": {\"name\": \"aotautograd_cache_%1\"").arg(want)));
            const RankCompile &c = a.ranks[r].compiles.first();
            QVERIFY(!c.cache.isEmpty());
            for (const CacheLookup &l : c.cache)
                QCOMPARE(l.result, want);
        }
        QVERIFY(!a.collectiveDivergence); // the same graph: the same collectives
    }

    // Device indices alone never count: the two-H100 DDP run (cuda:0, cuda:1 in every graph
    // and guard) agrees, and so does the CPU one.
    void deviceIndicesNeverCount_data()
    {
        QTest::addColumn<QString>("run");
        QTest::newRow("ddp_gpu") << QStringLiteral("ddp_gpu/trace");
        QTest::newRow("ddp") << QStringLiteral("ddp/trace");
        QTest::newRow("identical") << QStringLiteral("ranks/identical");
    }
    void deviceIndicesNeverCount()
    {
        QFETCH(QString, run);
        const RankAnalysis a = analyse(data(run));
        QCOMPARE(a.ranks.size(), 2);
        QVERIFY2(a.agree(), qPrintable(formatRanksText(a)));
        QVERIFY(!a.divergence);
        if (run.startsWith(QLatin1String("ddp_gpu"))) {
            // The raw logs do differ by their device: proof that normalising did the work.
            const QString r0 = logText(data(run + QStringLiteral("/dedicated_log_torch_trace_rank_0.log.zst")));
            const QString r1 = logText(data(run + QStringLiteral("/dedicated_log_torch_trace_rank_1.log.zst")));
            QVERIFY(r0.contains(QLatin1String("cuda:0")) && !r0.contains(QLatin1String("cuda:1")));
            QVERIFY(r1.contains(QLatin1String("cuda:1")) && !r1.contains(QLatin1String("cuda:0")));
            const RankCompile &c = a.ranks[1].compiles.last();
            QVERIFY(!c.inputs.isEmpty());
            QCOMPARE(c.inputs.first().device, QStringLiteral("cuda:#"));
        }
    }

    void normalizeRankText_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("same");
        QTest::newRow("fx annotation") << R"(x: "f32[8, 512][512, 1]cuda:0" = relu(y))"
                                       << R"(x: "f32[8, 512][512, 1]cuda:3" = relu(y))" << true;
        QTest::newRow("tensor guard") << "check_tensor(L['x'], Tensor, DispatchKeySet(CUDA), torch.float32, device=0, "
                                         "requires_grad=False, size=[8, 512], stride=[512, 1])"
                                      << "check_tensor(L['x'], Tensor, DispatchKeySet(CUDA), torch.float32, device=1, "
                                         "requires_grad=False, size=[8, 512], stride=[512, 1])"
                                      << true;
        QTest::newRow("typed device") << "device(type='cuda', index=0)"
                                      << "device(type='cuda', index=7)" << true;
        QTest::newRow("group name") << "torch.ops._c10d_functional.all_reduce.default(sum_1, 'sum', '0')"
                                    << "torch.ops._c10d_functional.all_reduce.default(sum_1, 'sum', '5')" << true;
        QTest::newRow("legacy ranks") << "c10d_functional.all_reduce(x, 'sum', '', [0, 1], 2)"
                                      << "c10d_functional.all_reduce(x, 'sum', '', [2, 3], 2)" << true;
        QTest::newRow("object id") << "___check_obj_id(G['torch'], 4344900688)"
                                   << "___check_obj_id(G['torch'], 4322782208)" << true;
        // Real differences stay.
        QTest::newRow("shape") << R"("f32[8, 512][512, 1]cuda:0")"
                               << R"("f32[12, 512][512, 1]cuda:1")" << false;
        QTest::newRow("reduce op") << "torch.ops._c10d_functional.all_reduce.default(s, 'sum', '0')"
                                   << "torch.ops._c10d_functional.all_reduce.default(s, 'max', '0')" << false;
        QTest::newRow("other collective")
            << "torch.ops._c10d_functional.all_reduce.default(s, 'sum', '0')"
            << "torch.ops._c10d_functional.all_gather_into_tensor.default(s, 2, '0')" << false;
        QTest::newRow("device type") << "device(type='cuda', index=0)"
                                     << "device(type='cpu')" << false;
    }
    void normalizeRankText()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(bool, same);
        QCOMPARE(diff::normalizeRankText(a) == diff::normalizeRankText(b), same);
    }

    // tlparse's multi-rank test logs: rank 1 compiled 0/7..0/14 that rank 3 never compiled; the
    // first of them is a recompile whose guard failed on rank 1 only.
    void tlparseMultiRankLogs()
    {
        const RankAnalysis a = analyse(data(QStringLiteral("logs/multi_rank_logs")));
        QCOMPARE(a.ranks.size(), 2);
        QCOMPARE(a.ranks[0].rank, 1);
        QCOMPARE(a.ranks[1].rank, 3);
        QCOMPARE(a.ranks[0].compiles.size(), 15);
        QCOMPARE(a.ranks[1].compiles.size(), 7);
        QCOMPARE(a.groups.size(), 2);
        QVERIFY(a.divergence);
        QCOMPARE(a.divergence->compileId, QStringLiteral("0/7"));
        QCOMPARE(a.divergence->ranks, QList<int> { 1 });
        QCOMPARE(a.divergence->cause, Divergence::Cause::Recompile);
        const QString text
            = logText(data(QStringLiteral("logs/multi_rank_logs/dedicated_log_torch_trace_rank_1.log.zst")));
        static const QRegularExpression reason(QStringLiteral(
            R"(\x22recompile_reasons\x22[^\n]*\x22frame_id\x22: 0, \x22frame_compile_id\x22: 7[^\n]*\n\t(?:\[\r?\n\t\x22)?([^\x22\r\n]+))"));
        const auto m = reason.match(text);
        QVERIFY(m.hasMatch());
        QVERIFY2(a.divergence->detail.contains(m.captured(1)), qPrintable(a.divergence->detail));
        QCOMPARE(a.matrix.size(), 15);
        for (qsizetype i = 0; i < a.matrix.size(); ++i)
            QCOMPARE(a.matrix[i].cells[1] < 0, i >= 7);
        QVERIFY(!a.collectiveDivergence);
        // Stragglers: per compile id both ranks have, the compile times compilation_metrics
        // recorded; rank 3's 0/0 took 10.3 s against 1.3 s on rank 1.
        static const QRegularExpression metric(QStringLiteral(
            R"(\x22compile_id\x22: \x22(0/\d+)\x22[^\n]*\x22entire_frame_compile_time_s\x22: ([0-9.]+))"));
        QHash<QString, double> t1, t3;
        for (auto [rank, times] : { std::pair { 1, &t1 }, std::pair { 3, &t3 } }) {
            const QString log = logText(
                data(QStringLiteral("logs/multi_rank_logs/dedicated_log_torch_trace_rank_%1.log.zst").arg(rank)));
            for (auto it = metric.globalMatch(log); it.hasNext();) {
                const auto m = it.next();
                times->insert(m.captured(1), m.captured(2).toDouble());
            }
        }
        QCOMPARE(a.compileStragglers.size(), 7);
        for (const Straggler &s : a.compileStragglers) {
            const double x = t1.value(s.compileId, -1), y = t3.value(s.compileId, -1);
            QVERIFY(x >= 0 && y >= 0);
            QVERIFY(qAbs(s.values[0] - x) < 1e-6 && qAbs(s.values[1] - y) < 1e-6);
            QCOMPARE(s.slowestRank, y > x ? 3 : 1);
            QCOMPARE(s.flagged, std::max(x, y) >= 1.5 * (x + y) / 2 && std::max(x, y) - (x + y) / 2 >= 1.0);
        }
        QCOMPARE(a.compileStragglers.first().compileId, QStringLiteral("0/0"));
        QVERIFY(a.compileStragglers.first().flagged);
    }

    // tlparse's collective-schedule test: rank 1's 0/0 schedules no reduce_scatter; ranks 0 and
    // 2 agree; the likely hang is 0/0's fourth collective.
    void tlparseMultiRankSchedule()
    {
        const RankAnalysis a = analyse(data(QStringLiteral("diff/multi_rank_schedule")));
        QCOMPARE(a.ranks.size(), 3);
        QCOMPARE(a.groups.size(), 2);
        QCOMPARE(a.rankNumbers(a.groups.first().members), (QList<int> { 0, 2 }));
        QVERIFY(a.divergence);
        QCOMPARE(a.divergence->ranks, QList<int> { 1 });
        QCOMPARE(a.divergence->compileId, QStringLiteral("0/0"));
        QCOMPARE(a.divergence->cause, Divergence::Cause::Collectives);
        QVERIFY(a.collectiveDivergence);
        QCOMPARE(a.collectiveDivergence->compileId, QStringLiteral("0/0"));
        QCOMPARE(a.collectiveDivergence->index, 3);
        for (const auto &side : a.collectiveDivergence->sides) {
            if (side.ranks == QList<int> { 1 })
                QVERIFY(side.op.contains(QLatin1String("wait_tensor")));
            else
                QVERIFY(side.op.contains(QLatin1String("reduce_scatter_tensor")));
        }
    }

    // Reading the ranks one per core gives the same answer as one at a time.
    void parallelEqualsSerial()
    {
        for (const QString &run : { QStringLiteral("ranks/shape"), QStringLiteral("logs/multi_rank_logs") }) {
            const QByteArray one = formatRanksJson(analyse(data(run), 1));
            const QByteArray many = formatRanksJson(analyse(data(run), 4));
            QCOMPARE(many, one);
        }
    }

    // Stragglers: the slowest rank's compile time against the median, flagged past 1.5× and 1 s.
    void stragglers()
    {
        QList<RankRun> runs;
        const double times[] = { 2.0, 2.2, 9.0, 2.1 };
        for (int r = 0; r < 4; ++r) {
            RankRun run;
            run.rank = r;
            run.label = QStringLiteral("rank %1").arg(r);
            RankCompile c;
            c.id = QStringLiteral("0/0");
            c.status = QStringLiteral("ok");
            c.times.totalS = times[r];
            c.runtime << RuntimeEstimate { r == 1 ? 2000.0 : 1000.0, 0, 1, 0 };
            c.signature = "same";
            run.compiles << c;
            runs << run;
        }
        const RankAnalysis a = compareRanks(runs);
        QVERIFY(a.agree());
        QCOMPARE(a.compileStragglers.size(), 1);
        const Straggler &s = a.compileStragglers.first();
        QCOMPARE(s.slowestRank, 2);
        QCOMPARE(s.slowest, 9.0);
        QCOMPARE(s.median, 2.15);
        QVERIFY(s.flagged);
        QCOMPARE(a.runtimeStragglers.size(), 1);
        QCOMPARE(a.runtimeStragglers.first().slowestRank, 1);
        QVERIFY(a.runtimeStragglers.first().flagged);
    }

    void collectivesInOutputCode()
    {
        const QString code
            = QStringLiteral("import torch\n# torch.ops._c10d_functional.broadcast.default( in a comment before call\n"
                             "def call(args):\n"
                             "    torch.ops._c10d_functional.all_reduce_.default(buf1, 'sum', '0')\n"
                             "    torch.ops._c10d_functional.wait_tensor.default(buf1)\n");
        QCOMPARE(ranks::collectivesInOutputCode(code),
            (QStringList { QStringLiteral("torch.ops._c10d_functional.all_reduce_.default"),
                QStringLiteral("torch.ops._c10d_functional.wait_tensor.default") }));
    }

    // The JSON document: its schema, and the facts the Ranks view reads.
    void json()
    {
        const RankAnalysis a = analyse(data(QStringLiteral("ranks/shape")));
        const QJsonObject o = QJsonDocument::fromJson(formatRanksJson(a)).object();
        QCOMPARE(o.value(QStringLiteral("schema")).toString(), QStringLiteral("compilescope.ranks/1"));
        QCOMPARE(o.value(QStringLiteral("agree")).toBool(), false);
        const QJsonObject d = o.value(QStringLiteral("divergence")).toObject();
        QCOMPARE(d.value(QStringLiteral("compile_id")).toString(), QStringLiteral("0/1"));
        QCOMPARE(d.value(QStringLiteral("cause")).toString(), QStringLiteral("recompile"));
        const QJsonArray ranks = o.value(QStringLiteral("ranks")).toArray();
        QCOMPARE(ranks.size(), 3);
        const QJsonObject c = ranks[1].toObject().value(QStringLiteral("compiles")).toArray()[1].toObject();
        QCOMPARE(c.value(QStringLiteral("id")).toString(), QStringLiteral("0/1"));
        QVERIFY(c.value(QStringLiteral("start_us")).toDouble() > 0);
        QVERIFY(c.value(QStringLiteral("end_us")).toDouble() >= c.value(QStringLiteral("start_us")).toDouble());
        QVERIFY(!c.value(QStringLiteral("inputs")).toArray().isEmpty());
        QVERIFY(!c.value(QStringLiteral("runtime_estimates")).toArray().isEmpty());
        QCOMPARE(o.value(QStringLiteral("matrix")).toArray().size(), 2);
    }

    // On the CPU Inductor writes 0 ns for every op (it estimates GPU ops only): the estimates are
    // absent, never zeros to compare (an outside tester saw "worst: 0/0, 0.00×" and [0, 0, 0]).
    void absentRuntimeEstimates()
    {
        const QString text = logText(data(QStringLiteral("ranks/shape/dedicated_log_torch_trace_rank_0.log.zst")));
        static const QRegularExpression nonZero(QStringLiteral(R"("estimated_runtime_ns": [1-9])"));
        QVERIFY(text.contains(QLatin1String("\"estimated_runtime_ns\": 0")));
        QVERIFY(!nonZero.match(text).hasMatch());
        const RankAnalysis a = analyse(data(QStringLiteral("ranks/shape")));
        int graphs = 0;
        for (const RankRun &r : a.ranks)
            for (const RankCompile &c : r.compiles) {
                for (const RuntimeEstimate &e : c.runtime) {
                    ++graphs;
                    QVERIFY(e.ops > 0);
                    QCOMPARE(e.estimatedOps, 0);
                    QVERIFY(!e.estimated());
                }
                QCOMPARE(c.runtimeNs(), -1.0);
            }
        QVERIFY(graphs >= 3);
        QVERIFY(a.runtimeStragglers.isEmpty());
        const QString out = formatRanksText(a);
        QVERIFY2(!out.contains(QLatin1String("0.00×")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("no estimate: Inductor wrote 0 ns for every op")), qPrintable(out));
        const QJsonObject o = QJsonDocument::fromJson(formatRanksJson(a)).object();
        QVERIFY(o.value(QStringLiteral("stragglers")).toObject().value(QStringLiteral("runtime")).toArray().isEmpty());
        const QJsonObject e = o.value(QStringLiteral("ranks"))
                                  .toArray()[0]
                                  .toObject()
                                  .value(QStringLiteral("compiles"))
                                  .toArray()[0]
                                  .toObject()
                                  .value(QStringLiteral("runtime_estimates"))
                                  .toArray()[0]
                                  .toObject();
        QVERIFY(e.value(QStringLiteral("estimated_ns")).isNull());
        QVERIFY(e.value(QStringLiteral("collective_ns")).isNull());
        QVERIFY(e.value(QStringLiteral("ops")).toInt() > 0);
    }

    // A log of one process (no launcher, no rank in its name): its group names the log, not
    // "rank -1".
    void oneLogWithoutARank()
    {
        const RankAnalysis a = analyse(QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"));
        QCOMPARE(a.ranks.size(), qsizetype(1));
        const QString out = formatRanksText(a);
        QVERIFY2(!out.contains(QLatin1String("rank -1")) && !out.contains(QLatin1String("ranks -1")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("the log (no rank recorded)")), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestRanks)
#include "tst_ranks.moc"
