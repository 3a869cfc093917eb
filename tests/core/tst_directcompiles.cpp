// Inductor compiles that no Dynamo frame started: AOTInductor packaging an exported program writes
// its compilation_metrics outside any compile id (issue 43: such a run was said to have compiled
// nothing). Fixtures: the H200 run's aoti_compile_and_package of a CPU and a CUDA package (torch 2.11,
// tests/data/logs/export_aoti.log.zst) and a CPU one recorded with the pinned torch
// (scripts/fixtures/make_aoti_trace.py). What each check expects was read off the raw records:
// end_time_us - start_time_us, inductor_config's aot_inductor.metadata, the record's stack.

#include "core/analysis/coverage.h"
#include "core/ingest/runloader.h"
#include "core/report/doc/reportbuilder.h"
#include "core/report/doc/reportdocument.h"
#include "core/report/doc/reportwriters.h"
#include "core/report/summaryjson.h"
#include "core/report/summarytext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace cs;

namespace {

std::shared_ptr<const LoadedRun> loadLog(const QString &path)
{
    auto run = loadRun({ path });
    if (!run) {
        qWarning() << run.error().toString();
        return {};
    }
    return run.value();
}

} // namespace

class TestDirectCompiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aotInductorCompilesAreRead()
    {
        const auto run = loadLog(QStringLiteral(CS_TEST_DATA_DIR "/logs/export_aoti.log.zst"));
        QVERIFY(run);
        const CompileOverview &ov = *run->overviews.at(0);
        QVERIFY(ov.compiles.empty()); // no Dynamo frame
        QCOMPARE(ov.directCompiles.size(), size_t(2));
        const DirectCompile &cpu = ov.directCompiles[0], &cuda = ov.directCompiles[1];
        for (const DirectCompile *d : { &cpu, &cuda }) {
            QCOMPARE(d->api, QStringLiteral("aoti_compile_and_package"));
            QVERIFY(d->aotInductor());
            QVERIFY(d->callerFile.endsWith(QLatin1String("/scenarios.py")));
            QVERIFY(d->callerSource.contains(QLatin1String("aoti_compile_and_package(")));
            QVERIFY(d->failType.isEmpty());
        }
        QCOMPARE(cpu.callerLine, 113);
        QCOMPARE(cuda.callerLine, 117);
        QCOMPARE(cpu.device, QStringLiteral("cpu"));
        QCOMPARE(cuda.device, QStringLiteral("cuda"));
        QCOMPARE(qRound64(cpu.seconds * 1e6), 43303760);
        QCOMPARE(qRound64(cuda.seconds * 1e6), 8536113);
    }

    // Every output says what was compiled: never "nothing was compiled".
    void outputsSayTheyCompiled()
    {
        const auto run = loadLog(QStringLiteral(CS_TEST_DATA_DIR "/logs/export_aoti.log.zst"));
        QVERIFY(run);
        const QString headline = coverageHeadline(coverageOf(run->logs, run->overviews));
        QVERIFY2(!headline.contains(QLatin1String("Nothing was compiled")), qPrintable(headline));
        QVERIFY2(headline.contains(
                     QLatin1String("No torch.compile in this run; Inductor ran 2 ahead-of-time compiles outside Dynamo "
                                   "(AOTInductor), 51.8 s in all.")),
            qPrintable(headline));

        const QString text = formatSummaryText(*run);
        QVERIFY2(text.contains(QLatin1String("aoti_compile_and_package  scenarios.py:113  cpu  43.304 s")),
            qPrintable(text));
        QVERIFY(text.contains(QLatin1String("aoti_compile_and_package  scenarios.py:117  cuda  8.536 s")));

        const QJsonObject summary = QJsonDocument::fromJson(formatSummaryJson(*run)).object();
        const QJsonArray direct = summary[QStringLiteral("direct_compiles")].toArray();
        QCOMPARE(direct.size(), 2);
        QCOMPARE(direct[0][QStringLiteral("device")].toString(), QStringLiteral("cpu"));
        QCOMPARE(direct[1][QStringLiteral("line")].toInt(), 117);
        QVERIFY(direct[1][QStringLiteral("aot_inductor")].toBool());
        const double total = summary[QStringLiteral("totals")][QStringLiteral("direct_compile_time_s")].toDouble();
        QVERIFY2(std::abs(total - 51.839873) < 1e-6, qPrintable(QString::number(total, 'f', 6)));
        QCOMPARE(summary[QStringLiteral("totals")][QStringLiteral("compile_time_s")].toDouble(), 0.0);

        ReportOptions options;
        options.maxGraphs = 0;
        const ReportData data = buildReport(*run, options);
        QCOMPARE(data.overview.direct.size(), size_t(2));
        const QString html = QString::fromUtf8(reportHtml(buildReportDocument(data)));
        QVERIFY(html.contains(QLatin1String("Inductor compiles outside Dynamo")));
        QVERIFY(html.contains(QLatin1String("scenarios.py:113")));
    }

    // The pinned torch writes the same record: read alike.
    void pinnedTorchAlike()
    {
        const auto run = loadLog(QStringLiteral(CS_TEST_DATA_DIR "/export/aoti_trace.log.zst"));
        QVERIFY(run);
        const CompileOverview &ov = *run->overviews.at(0);
        QCOMPARE(ov.directCompiles.size(), size_t(1));
        const DirectCompile &d = ov.directCompiles[0];
        QCOMPARE(d.api, QStringLiteral("aoti_compile_and_package"));
        QVERIFY(d.callerFile.endsWith(QLatin1String("make_aoti_trace.py")));
        QCOMPARE(d.device, QStringLiteral("cpu"));
        QVERIFY(d.seconds > 0.5);
    }

    // A compilation_metrics outside any compile id without a stack or times (hand-made, damaged)
    // is no compile this reader can name: left out, nothing invented; beside them, a whole one is read.
    void recordsWithoutStackLeftOut()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("t.log"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("V1121 04:37:59.042000 1 torch/_dynamo/utils.py:1796] {\"compilation_metrics\": "
                "{\"start_time_us\": 1, \"end_time_us\": 5}}\n"
                "V1121 04:37:59.042000 1 torch/_dynamo/utils.py:1796] {\"compilation_metrics\": "
                "{\"start_time_us\": 1}, \"stack\": []}\n"
                "V1121 04:37:59.042000 1 torch/_dynamo/utils.py:1796] {\"str\": [\"/home/u/make.py\", 0]}\n"
                "V1121 04:37:59.042000 1 torch/_dynamo/utils.py:1796] {\"str\": [\"/v/lib/python3.12/"
                "site-packages/torch/_inductor/__init__.py\", 1]}\n"
                "V1121 04:37:59.042000 1 torch/_dynamo/utils.py:1796] {\"compilation_metrics\": "
                "{\"start_time_us\": 1000000, \"end_time_us\": 3500000}, \"stack\": [{\"line\": 7, \"name\": "
                "\"main\", \"filename\": 0, \"loc\": \"aoti_compile_and_package(ep)\"}, {\"line\": 151, "
                "\"name\": \"aoti_compile_and_package\", \"filename\": 1}]}\n");
        f.close();
        auto run = loadRun({ path });
        QVERIFY(run);
        const auto &direct = run.value()->overviews.at(0)->directCompiles;
        QCOMPARE(direct.size(), size_t(1));
        QCOMPARE(direct[0].line, 5);
        QCOMPARE(direct[0].api, QStringLiteral("aoti_compile_and_package"));
        QCOMPARE(direct[0].callerFile, QStringLiteral("/home/u/make.py"));
        QCOMPARE(direct[0].callerLine, 7);
        QCOMPARE(direct[0].seconds, 2.5);
        QVERIFY(direct[0].device.isEmpty()); // no inductor_config: not said
    }
};

QTEST_GUILESS_MAIN(TestDirectCompiles)
#include "tst_directcompiles.moc"
