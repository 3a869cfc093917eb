// Guard cost per compile (issue 41 point 3) on real runs: two deep models recorded on an H200
// (tests/data/gpu/cudagraphs/deep_*_guards, read on the CPU) against truth.json, which
// scripts/check/cudagraph_truth.py counted from the raw guard trees without CompileScope code; and
// a torch 2.15 CPU log, whose `guard_latency_us` is read off its raw record here.

#include "core/analysis/explain.h"
#include "core/analysis/guardcost.h"
#include "core/ingest/runloader.h"
#include "core/report/explainreport.h"
#include "core/report/guardcostreport.h"
#include "core/util/bytesource.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

using namespace cs;

namespace {

const QString GpuRoot = QStringLiteral(CS_TEST_DATA_DIR "/gpu/cudagraphs/");

QJsonObject scenario(const QString &name)
{
    QFile f(GpuRoot + QStringLiteral("truth.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll())
        .object()
        .value(QStringLiteral("scenarios"))
        .toObject()
        .value(name)
        .toObject();
}

Explanation explainOf(const QString &path)
{
    auto run = loadRun({ path });
    if (!run)
        return {};
    const LoadedRun &r = *run.value();
    return explainRun(r.logs, r.overviews, r.profiles, r.textLogs);
}

} // namespace

class TstGuardCost : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void deepModelsMatchTruth_data();
    void deepModelsMatchTruth();
    void torch215LatencyAsRecorded();
    void explainSaysWhatToDo();
    void leversWeighedAgainstTheCall();
    void coldOutlierAcrossRanks();
};

void TstGuardCost::deepModelsMatchTruth_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("gpt2 24 layers") << QStringLiteral("deep_gpt2_guards");
    QTest::newRow("24 residual blocks") << QStringLiteral("deep_blocks_guards");
}

void TstGuardCost::deepModelsMatchTruth()
{
    QFETCH(QString, name);
    const QJsonObject s = scenario(name);
    QVERIFY(!s.isEmpty());
    const QJsonObject tree
        = s.value(QStringLiteral("trace")).toObject().value(QStringLiteral("guard_trees")).toArray().at(0).toObject();
    const QJsonObject region = s.value(QStringLiteral("regions")).toObject().value(QStringLiteral("0/0")).toObject();
    const Explanation e = explainOf(GpuRoot + name);
    QCOMPARE(e.guardCost.compiles.size(), qsizetype(1));
    const GuardCost &g = e.guardCost.compiles[0];
    QCOMPARE(g.compileId, QStringLiteral("0/0"));
    QCOMPARE(g.guardCount, region.value(QStringLiteral("guard_count")).toInt());
    QCOMPARE(g.latencyUs, region.value(QStringLiteral("guard_latency_us")).toDouble());
    QVERIFY(g.treeRead);
    QCOMPARE(g.leafGuards, tree.value(QStringLiteral("leaf_guards")).toInt());
    int managers = 0;
    for (const QJsonValue v : tree.value(QStringLiteral("guard_managers")).toObject())
        managers += v.toInt();
    QCOMPARE(g.managers, managers);
    QCOMPARE(g.depth, tree.value(QStringLiteral("max_depth")).toInt());
    QCOMPARE(g.lambdaAtRoot, tree.value(QStringLiteral("lambda_guards_at_root")).toInt());
    const QJsonObject kinds = tree.value(QStringLiteral("guard_kinds")).toObject();
    QCOMPARE(g.kinds.size(), kinds.size());
    for (const auto &[kind, n] : g.kinds)
        QCOMPARE(n, kinds.value(kind).toInt());
    // The profiler trace beside it timed the compiled region's calls: the check's share of a call.
    QVERIFY(g.calls > 0);
    QVERIFY(g.callUs > 0);
    QVERIFY(g.share() > 0 && g.share() < 1);
    QVERIFY(guardCostMatters(e.guardCost)); // 1242 / 4598 guards
    const QString text = formatExplainText(e);
    QVERIFY(text.contains(QLatin1String("Guard cost")));
    QVERIFY(text.contains(QStringLiteral("%1 µs a check").arg(g.latencyUs, 0, 'f', 0)));
    QVERIFY(text.contains(QLatin1String("skip_guard_eval_unsafe=True")));
    // Weighed against the call before the levers are offered.
    const GuardCostWeight w = guardCostWeight(e.guardCost);
    QCOMPARE(w.worth, g.share() >= GuardShareWorthCutting ? 1 : 0);
    QVERIFY(text.indexOf(w.text) >= 0 && text.indexOf(w.text) < text.indexOf(QLatin1String("To cut it:")));
}

void TstGuardCost::torch215LatencyAsRecorded()
{
    const QString path = QStringLiteral(CS_TEST_DATA_DIR "/torch215/bert.log.zst");
    const auto src = ByteSource::open(path);
    QVERIFY(src);
    const QString raw = QString::fromUtf8(src.value()->data(), qsizetype(src.value()->size()));
    static const QRegularExpression latency(QStringLiteral(R"("guard_latency_us": (\d+(?:\.\d+)?))"));
    double maxRaw = -1;
    for (auto it = latency.globalMatch(raw); it.hasNext();)
        maxRaw = std::max(maxRaw, it.next().captured(1).toDouble());
    QVERIFY2(maxRaw > 0, "the torch 2.15 log records guard_latency_us");
    const Explanation e = explainOf(path);
    QVERIFY(!e.guardCost.empty());
    QCOMPARE(e.guardCost.compiles[0].latencyUs, maxRaw); // costliest first, as recorded
    QVERIFY(e.guardCost.compiles[0].treeRead);
    const QJsonObject j
        = QJsonDocument::fromJson(formatExplainJson(e)).object().value(QStringLiteral("guard_cost")).toObject();
    QCOMPARE(
        j.value(QStringLiteral("compiles")).toArray().at(0).toObject().value(QStringLiteral("latency_us")).toDouble(),
        maxRaw);
    // No profiler trace: the levers' worth is unknown, said as such.
    QCOMPARE(guardCostWeight(e.guardCost).worth, -1);
    QVERIFY(j.value(QStringLiteral("worth_cutting")).isNull());
    QVERIFY(j.value(QStringLiteral("weight")).toString().startsWith(QLatin1String("Weigh it first")));
}

// The share decides: a cold check of 2 % of the call is not worth a safety check given up, 30 % is.
void TstGuardCost::leversWeighedAgainstTheCall()
{
    GuardCostReport r;
    QCOMPARE(guardCostWeight(r).worth, -1);
    GuardCost g;
    g.compileId = QStringLiteral("0/0");
    g.latencyUs = 20;
    g.callUs = 1000;
    g.calls = 5;
    r.compiles << g;
    GuardCostWeight w = guardCostWeight(r);
    QCOMPARE(w.worth, 0);
    QVERIFY2(
        w.text.startsWith(QLatin1String("Not worth")) && w.text.contains(QLatin1String("2.0 %")), qPrintable(w.text));
    r.compiles[0].latencyUs = 300;
    w = guardCostWeight(r);
    QCOMPARE(w.worth, 1);
    QVERIFY2(w.text.contains(QLatin1String("30.0 %")), qPrintable(w.text));
    QCOMPARE(guardCostJson(r).value(QStringLiteral("worth_cutting")).toBool(), true);
}

// A run whose guards are cheap gets no section: nothing to do is not said as a finding.
void TstGuardCost::explainSaysWhatToDo()
{
    const Explanation e = explainOf(GpuRoot + QStringLiteral("ro_control"));
    QVERIFY(!e.guardCost.empty());
    QVERIFY(!guardCostMatters(e.guardCost)); // 106 guards, 83 µs
    QVERIFY(!formatExplainText(e).contains(QLatin1String("Guard cost")));
}

// The DDP run: rank 1 timed 4/0's 88 guards at 6147 µs, rank 0 the same 88 guards at 135 µs
// (the raw trees' `Guard latency` lines). One cold timing 46× another rank's is the process being
// busy, not the guards: flagged, ranked and weighed at rank 0's time.
void TstGuardCost::coldOutlierAcrossRanks()
{
    const Explanation e = explainOf(QStringLiteral(CS_TEST_DATA_DIR "/ddp"));
    const GuardCost *outlier = nullptr, *peer = nullptr;
    for (const GuardCost &g : e.guardCost.compiles) {
        if (g.compileId == QLatin1String("rank 1: 4/0"))
            outlier = &g;
        if (g.compileId == QLatin1String("rank 0: 4/0"))
            peer = &g;
    }
    QVERIFY(outlier && peer);
    QCOMPARE(qRound(outlier->latencyUs), 6147);
    QVERIFY(outlier->outlier());
    QCOMPARE(outlier->peerRank, 0);
    QCOMPARE(qRound(outlier->peerUs), 135);
    QCOMPARE(qRound(outlier->credibleUs()), 135);
    QVERIFY(!peer->outlier()); // the lower timing is no outlier
    const QString text = formatExplainText(e);
    QVERIFY2(text.contains(QStringLiteral("46× rank 0's 135 µs for the same guards")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("at most 6147 µs")), qPrintable(text));
}

QTEST_GUILESS_MAIN(TstGuardCost)
#include "tst_guardcost.moc"
