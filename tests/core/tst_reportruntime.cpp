// The report's Run-time cost section (issue 41): CUDA-graph coverage per compiled region and the
// guard cost of the costliest compiles, on real H200 runs (tests/data/gpu/cudagraphs), checked
// against the raw TORCH_LOGS lines and trace records, in every format and the JSON twin.
#include "core/ingest/runloader.h"
#include "core/report/cudagraphreport.h"
#include "core/report/doc/reportbuilder.h"
#include "core/report/doc/reportwriters.h"
#include "core/util/bytesource.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace cs;

namespace {

const QString Root = QStringLiteral(CS_TEST_DATA_DIR "/gpu/cudagraphs/");

QString rawText(const QString &path)
{
    const auto src = ByteSource::open(path);
    return src ? QString::fromUtf8(src.value()->data(), qsizetype(src.value()->size())) : QString();
}

const ReportTable *table(const ReportExtra &e, const QString &captionStart)
{
    for (const ReportTable &t : e.tables)
        if (t.caption.startsWith(captionStart))
            return &t;
    return nullptr;
}

} // namespace

class TstReportRuntime : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // max-autotune with a mutated input and a CPU op: the region TORCH_LOGS says was skipped is a
    // skipped row with PyTorch's reason, the partitioned one names the op kept outside.
    void cudaGraphRegionsAsTheLogsSayThem()
    {
        const QString dir = Root + QStringLiteral("ma_mutation_and_partition");
        auto run = loadRun({ dir });
        QVERIFY2(run, qPrintable(run ? QString() : run.error().toString()));
        const ReportData d = buildReport(*run.value(), {});
        QVERIFY(d.has(ReportSection::Runtime));
        const ReportExtra *e = d.extra(ReportSection::Runtime);
        QVERIFY(e);
        const ReportTable *t = table(*e, QStringLiteral("CUDA graphs per compiled region"));
        QVERIFY(t);
        // Independently: the skip lines of the run's TORCH_LOGS text.
        const QString logs = rawText(dir + QStringLiteral("/torch_logs.txt.zst"));
        QVERIFY(!logs.isEmpty());
        static const QRegularExpression skip(QStringLiteral(R"(skipping cudagraphs due to ([^\n]+))"));
        QStringList reasons;
        for (auto it = skip.globalMatch(logs); it.hasNext();)
            reasons << it.next().captured(1).trimmed();
        QVERIFY2(!reasons.isEmpty(), "the run's TORCH_LOGS say why a region was skipped");
        int skipped = 0, partitioned = 0;
        for (const QStringList &row : t->rows) {
            if (row[2] == QLatin1String("skipped")) {
                ++skipped;
                QVERIFY2(std::any_of(reasons.begin(), reasons.end(),
                             [&](const QString &r) { return row[3].contains(r.left(20)); }),
                    qPrintable(row.join(QStringLiteral(" | "))));
                QVERIFY(!row[7].isEmpty()); // what to change
            }
            partitioned += row[2].startsWith(QLatin1String("partitioned")) ? 1 : 0;
        }
        const CudaGraphCoverage c = runCudaGraphCoverage(*run.value());
        QCOMPARE(skipped, c.skipped);
        QCOMPARE(partitioned, c.partitioned);
        QVERIFY(skipped >= 1 && partitioned >= 1);
        QVERIFY(e->summary.startsWith(QLatin1String("CUDA graphs: ")));
        // The same in the JSON twin, and readable in HTML and Markdown.
        const QJsonObject json = QJsonDocument::fromJson(reportJson(d)).object();
        QCOMPARE(json[QStringLiteral("runtime")][QStringLiteral("cudagraphs")][QStringLiteral("skipped")].toInt(),
            c.skipped);
        const ReportDocument doc = buildReportDocument(d);
        QVERIFY(QString::fromUtf8(reportHtml(doc)).contains(QLatin1String("CUDA graphs per compiled region")));
        QVERIFY(reportMarkdown(doc).contains(QLatin1String("## Run-time cost: CUDA graphs and guards")));
    }

    // 24 residual blocks: the guards of the costliest compile, as many as its metrics recorded,
    // its check's latency as the guard tree's own "Guard latency" line gives it, and the levers.
    void guardCostOfADeepModel()
    {
        const QString dir = Root + QStringLiteral("deep_blocks_guards");
        auto run = loadRun({ dir });
        QVERIFY2(run, qPrintable(run ? QString() : run.error().toString()));
        const ReportData d = buildReport(*run.value(), {});
        const ReportExtra *e = d.extra(ReportSection::Runtime);
        QVERIFY(e);
        const ReportTable *t = table(*e, QStringLiteral("Guard cost"));
        QVERIFY(t);
        QVERIFY(!t->rows.empty());
        const QList<GuardCost> &g = d.explanation.guardCost.compiles;
        QCOMPARE(int(t->rows.size()), int(g.size()));
        QCOMPARE(t->rows[0][0], g[0].compileId);
        QCOMPARE(t->rows[0][2], QString::number(g[0].guardCount));
        QVERIFY(g[0].guardCount > 24); // a guard per block's parameters at least
        QVERIFY(t->rows[0][4].endsWith(QStringLiteral(" µs")));
        QVERIFY(table(*e, QStringLiteral("What cuts guard cost")));
        QVERIFY(!e->notes.isEmpty()); // weighed before the levers are offered
        const QJsonObject json = QJsonDocument::fromJson(reportJson(d)).object();
        QCOMPARE(
            json[QStringLiteral("runtime")][QStringLiteral("guard_cost")][QStringLiteral("compiles")].toArray().size(),
            g.size());
    }

    // A run with neither (a compile that failed: no guards, no CUDA graphs): no section, and
    // null in the JSON.
    void leftOutWhereThereIsNothingToSay()
    {
        auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/logs/comp_failure.log.zst") });
        QVERIFY(run);
        const ReportData d = buildReport(*run.value(), {});
        QVERIFY(!d.explanation.cudagraphs.any() && d.explanation.guardCost.empty());
        QVERIFY(!d.has(ReportSection::Runtime));
        QVERIFY(!d.extra(ReportSection::Runtime));
        QVERIFY(QJsonDocument::fromJson(reportJson(d)).object()[QStringLiteral("runtime")].isNull());
    }
};

QTEST_GUILESS_MAIN(TstReportRuntime)
#include "tst_reportruntime.moc"
