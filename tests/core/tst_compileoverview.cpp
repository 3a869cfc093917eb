#include "core/analysis/compileoverview.h"
#include "core/analysis/failuretext.h"
#include "core/analysis/outputcode.h"
#include "core/ingest/runloader.h"
#include "core/ingest/trace/tracereader.h"
#include "core/report/summarytext.h"

#include <QTest>

using namespace cs;

class TestCompileOverview : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sampleOverviewMatchesPyTorchRecords()
    {
        auto run = loadRun({ QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY2(run, qPrintable(run ? QString() : run.error().toString()));
        const CompileOverview &ov = *run.value()->overviews.at(0);
        // Expected values read off the log's own compilation_metrics and artifacts.
        QCOMPARE(ov.compiles.size(), size_t(5));
        QCOMPARE(ov.frames.size(), size_t(2));
        QCOMPARE(ov.totalGraphBreaks, 2);
        QCOMPARE(ov.totalRecompiles, 3);
        QCOMPARE(ov.totalFailures, 0);
        const CompileSummary &first = ov.compiles[0];
        QCOMPARE(first.id.toString(), QStringLiteral("0/0"));
        QCOMPARE(first.function, QStringLiteral("forward"));
        QCOMPARE(first.attempts, 2);
        QCOMPARE(first.graphBreaks, 1);
        QCOMPARE(first.kernels,
            QStringList({ QStringLiteral("cpp_fused_gelu_sum_1"), QStringLiteral("cpp_fused_native_layer_norm_0") }));
        QCOMPARE(first.compileTimeS, 10.518862);
        QCOMPARE(first.status, CompileSummary::Status::Ok);
        const auto recompile = std::find_if(ov.compiles.begin(), ov.compiles.end(),
            [](const CompileSummary &c) { return c.id.toString() == QLatin1String("0/1"); });
        QVERIFY(recompile != ov.compiles.end());
        QCOMPARE(recompile->recompileReason(),
            QStringLiteral("0/0: tensor 'x' size mismatch at index 0. expected 8, actual 16"));
        QCOMPARE(ov.frames[1].function, QStringLiteral("torch_dynamo_resume_in_forward_at_33"));
        QCOMPARE(ov.frames[1].compiles.size(), size_t(3));
    }

    void failureIsReported()
    {
        auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/comp_failure.log") });
        QVERIFY(run);
        const CompileOverview &ov = *run.value()->overviews.at(0);
        QVERIFY(ov.totalFailures >= 1);
        const auto failed = std::find_if(ov.compiles.begin(), ov.compiles.end(),
            [](const CompileSummary &c) { return c.status == CompileSummary::Status::Failed; });
        QVERIFY(failed != ov.compiles.end());
        QVERIFY(!failed->failType.isEmpty());
        const QString text = formatSummaryText(*run.value());
        QVERIFY(text.contains(QStringLiteral("failed: ") + failed->failType));
        // BackendCompilerFailed: the header line alone says nothing; the error follows it.
        QVERIFY2(text.contains(QStringLiteral("backend='broken_backend' raised: RuntimeError: broken backend")),
            qPrintable(text));
        // Its only frame never ran compiled: no "1 frame compiled".
        QVERIFY2(text.contains(QStringLiteral("Nothing ran compiled: every compile of 1 function")), qPrintable(text));
    }

    void failureHeadlineJoinsAHeaderWithItsError()
    {
        QCOMPARE(failureHeadline(QStringLiteral("backend='inductor' raised:\nLoweringException: x\n  target: y")),
            QStringLiteral("backend='inductor' raised: LoweringException: x"));
        QCOMPARE(failureHeadline(QStringLiteral("\n  Unsupported: call_function\nmore")),
            QStringLiteral("Unsupported: call_function"));
        QCOMPARE(failureHeadline(QStringLiteral("ends with a colon:")), QStringLiteral("ends with a colon:"));
        QCOMPARE(failureHeadline(QString()), QString());
    }

    void unknownKindsAreKeptAndListed()
    {
        std::string log
            = "V1121 04:06:40.696000 1 torch/x.py:1] {\"dynamo_start\": {\"stack\": []}, \"frame_id\": 0, "
              "\"frame_compile_id\": 0, \"attempt\": 0}\n"
              "V1121 04:06:40.697000 1 torch/x.py:2] {\"brand_new_event\": {\"a\": 1}, \"frame_id\": 0, "
              "\"frame_compile_id\": 0, \"attempt\": 0, \"has_payload\": \"0cc175b9c0f1b6a831c399e269772661\"}\n"
              "\ta\n"
              "V1121 04:06:40.698000 1 torch/x.py:3] {\"artifact\": {\"name\": \"future_artifact\", \"encoding\": "
              "\"string\"}}\n";
        auto parsed = TraceReader::read(ByteSource::fromBytes(QStringLiteral("mem.log"), log));
        QVERIFY(parsed);
        const auto &tl = *parsed.value();
        QCOMPARE(tl.records.size(), size_t(3));
        QCOMPARE(tl.diagnostics.size(), size_t(0)); // md5("a") matches
        QCOMPARE(tl.payload(tl.records[1]), std::string("a"));
        const auto ov = buildCompileOverview(tl);
        QCOMPARE(ov->unknownKinds,
            QStringList({ QStringLiteral("artifact:future_artifact"), QStringLiteral("brand_new_event") }));
        QCOMPARE(ov->recordKinds.at("brand_new_event"), 1);
        QCOMPARE(ov->compiles.at(0).records.size(), size_t(2));
    }

    void kernelsDefinedInOutputCode()
    {
        const auto ks
            = kernelsDefinedIn("import torch\n"
                               "triton_poi_fused_gelu_0 = async_compile.triton('triton_poi_fused_gelu_0', '''\n"
                               "x = async_compile.wait(globals())\n"
                               "cpp_fused_add_1 = async_compile.cpp_pybinding(['float*'], r'''\n"
                               "    indented_k = async_compile.cuda('''\n"
                               "not a kernel = async_compile.triton(\n");
        QCOMPARE(ks.size(), 3);
        QCOMPARE(ks[0].name, QStringLiteral("triton_poi_fused_gelu_0"));
        QCOMPARE(ks[0].kind, QStringLiteral("triton"));
        QCOMPARE(ks[1].kind, QStringLiteral("cpp_pybinding"));
        QCOMPARE(ks[2].name, QStringLiteral("indented_k"));
    }

    void compileIdStrings_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::newRow("plain") << "0/0" << true;
        QTest::newRow("attempt") << "3/1_2" << true;
        QTest::newRow("compiled autograd") << "!0/1/0" << true;
        QTest::newRow("ca only") << "!2" << true;
        QTest::newRow("none") << "None" << false;
        QTest::newRow("empty") << "" << false;
    }
    void compileIdStrings()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        const auto id = CompileId::parse(text);
        QCOMPARE(id.has_value(), valid);
        if (valid)
            QCOMPARE(id->toString(), text);
    }
};

QTEST_GUILESS_MAIN(TestCompileOverview)
#include "tst_compileoverview.moc"
