// The report's Run-time cost section (issue 41): CUDA-graph coverage per compiled region and the
// guard cost of the costliest compiles, on real H200 runs (tests/data/gpu/cudagraphs), checked
// against the raw TORCH_LOGS lines and trace records, in every format and the JSON twin.
#include "core/ingest/runloader.h"
#include "core/report/cudagraphreport.h"
#include "core/report/doc/reportbuilder.h"
#include "core/report/doc/reportdocument.h"
#include "core/report/doc/reportwriters.h"
#include "core/util/bytesource.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
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
    // max-autotune with a mutated input and a CPU op. Independently, from the run's TORCH_LOGS
    // text: one row skipped per "skipping cudagraphs due to" line, with that reason; the
    // partitioned rows are the compile ids whose "Created N graph partitions" line kept some
    // partition out of CUDA graphs, each naming what it kept outside.
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
        const QString logs = rawText(dir + QStringLiteral("/torch_logs.txt.zst"));
        QVERIFY(!logs.isEmpty());
        static const QRegularExpression skip(QStringLiteral(R"(skipping cudagraphs due to (.+?)\. Found from)"));
        QStringList reasons;
        for (auto it = skip.globalMatch(logs); it.hasNext();)
            reasons << it.next().captured(1).trimmed();
        static const QRegularExpression partitions(QStringLiteral(
            R"(\[(\d+/\d+)\] \[__cudagraphs\] Created \d+ graph partitions: \d+ cudagraphable, (\d+) non-cudagraphable)"));
        QSet<QString> keptOutside;
        for (auto it = partitions.globalMatch(logs); it.hasNext();) {
            const auto m = it.next();
            if (m.captured(2).toInt() > 0)
                keptOutside.insert(m.captured(1));
        }
        QCOMPARE(reasons, QStringList { QStringLiteral("mutated inputs (1 instances)") });
        QCOMPARE(keptOutside, QSet<QString> { QStringLiteral("1/0") });
        QStringList skippedReasons;
        QSet<QString> partitioned;
        for (const QStringList &row : t->rows) {
            if (row[2] == QLatin1String("skipped")) {
                skippedReasons << row[3];
                QVERIFY(row[7].contains(u'.') && row[7].endsWith(u'.')); // the change, whole
            }
            if (row[2].startsWith(QLatin1String("partitioned"))) {
                partitioned.insert(row[0]);
                QVERIFY2(!row[3].isEmpty() && !row[7].isEmpty(), qPrintable(row.join(QStringLiteral(" | "))));
            }
        }
        QCOMPARE(skippedReasons, reasons);
        QCOMPARE(partitioned, keptOutside);
        QVERIFY(e->summary.startsWith(QLatin1String("CUDA graphs: ")));
        // The same in the JSON twin, and readable in HTML and Markdown.
        const QJsonObject json = QJsonDocument::fromJson(reportJson(d)).object();
        QCOMPARE(json[QStringLiteral("runtime")][QStringLiteral("cudagraphs")][QStringLiteral("skipped")].toInt(),
            int(reasons.size()));
        const ReportDocument doc = buildReportDocument(d);
        QVERIFY(QString::fromUtf8(reportHtml(doc)).contains(QLatin1String("CUDA graphs per compiled region")));
        QVERIFY(reportMarkdown(doc).contains(QLatin1String("## Run-time cost: CUDA graphs and guards")));
    }

    // 24 residual blocks: the costliest compile's guards as its compilation_metrics count them,
    // and its check's latency as recorded (guard_latency_us), read from the trace's raw text.
    void guardCostOfADeepModel()
    {
        const QString dir = Root + QStringLiteral("deep_blocks_guards");
        auto run = loadRun({ dir });
        QVERIFY2(run, qPrintable(run ? QString() : run.error().toString()));
        const QStringList traces = QDir(dir + QStringLiteral("/trace")).entryList(QDir::Files);
        QCOMPARE(traces.size(), 1);
        const QString trace = rawText(dir + QStringLiteral("/trace/") + traces.first());
        static const QRegularExpression count(QStringLiteral(R"("guard_count": (\d+))"));
        static const QRegularExpression latency(QStringLiteral(R"("guard_latency_us": (\d+(?:\.\d+)?))"));
        int guards = 0;
        double us = -1;
        for (auto it = count.globalMatch(trace); it.hasNext();)
            guards = std::max(guards, it.next().captured(1).toInt());
        for (auto it = latency.globalMatch(trace); it.hasNext();)
            us = std::max(us, it.next().captured(1).toDouble());
        QVERIFY(guards > 1000 && us > 0);
        const ReportData d = buildReport(*run.value(), {});
        const ReportExtra *e = d.extra(ReportSection::Runtime);
        QVERIFY(e);
        const ReportTable *t = table(*e, QStringLiteral("Guard cost"));
        QVERIFY(t);
        QVERIFY(!t->rows.empty());
        QCOMPARE(t->rows[0][2], QString::number(guards));
        QCOMPARE(t->rows[0][4], reportMicros(us));
        const ReportTable *levers = table(*e, QStringLiteral("What cuts guard cost"));
        QVERIFY(levers && !levers->rows.empty());
        QVERIFY(levers->rows[0][0].contains(QLatin1String("skip_guard_eval_unsafe")));
        QVERIFY(!e->notes.isEmpty()); // weighed before the levers are offered
        const QJsonObject json = QJsonDocument::fromJson(reportJson(d)).object();
        QCOMPARE(
            json[QStringLiteral("runtime")][QStringLiteral("guard_cost")][QStringLiteral("compiles")].toArray().size(),
            qsizetype(t->rows.size()));
    }

    // A section left out leaves no pointer behind: the CUDA-graph fix names no evidence section,
    // and the JSON's fix says null.
    void leftOutSectionIsNotPointedAt()
    {
        auto run = loadRun({ Root + QStringLiteral("ma_mutation_and_partition") });
        QVERIFY(run);
        ReportOptions o;
        o.sections = { ReportSection::FixFirst };
        const ReportData d = buildReport(*run.value(), o);
        QVERIFY(!d.has(ReportSection::Runtime) && !d.extra(ReportSection::Runtime));
        const QString md = reportMarkdown(buildReportDocument(d));
        QVERIFY(md.contains(QLatin1String("mutated inputs")));
        QVERIFY(!md.contains(QLatin1String("Run-time cost")));
        for (const QJsonValue &f :
            QJsonDocument::fromJson(reportJson(d)).object()[QStringLiteral("fix_first")].toArray())
            QVERIFY(f[QStringLiteral("section")].isNull());
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
