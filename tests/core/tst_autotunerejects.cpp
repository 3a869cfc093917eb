#include "core/analysis/autotunerejects.h"
#include "core/ingest/runexplain.h"
#include "core/ingest/runloader.h"
#include "core/report/explainreport.h"
#include "core/report/fixlist.h"
#include "core/util/bytesource.h"
#include "tests/fixture.h"
#include "tests/tracerecord.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;

// Candidates max-autotune dropped before timing them ("No valid triton configs ... out of
// resource"): read from the trace's `<op>_template_precompiling` events of a real H200 run
// (tests/data/autotune_run.tar.xz) and from TORCH_LOGS' error lines of another, each compared
// with the raw lines; said in explain's text and JSON under the findings, never as a finding.
class TestAutotuneRejects : public QObject {
    Q_OBJECT

    static Explanation explain(const QString &path)
    {
        const auto run = loadRun({ path });
        if (!run)
            qFatal("%s", qPrintable(run.error().toString()));
        return explainLoadedRun(*run.value());
    }

private Q_SLOTS:
    void fromTheTrace()
    {
        QTemporaryDir dir;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/autotune_run.tar.xz"), dir.path()));
        const QStringList traces = QDir(dir.path() + QStringLiteral("/attention/trace")).entryList(QDir::Files);
        QCOMPARE(traces.size(), 1);
        QFile f(dir.path() + QStringLiteral("/attention/trace/") + traces.first());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString raw = QString::fromUtf8(f.readAll());
        // The raw events: each `"name": "<op>_template_precompiling"` whose metadata lists exceptions.
        static const QRegularExpression event(
            QStringLiteral(R"re("name": "(\w+)_template_precompiling",[^}]*?"metadata": "([^\n]*)")re"));
        QStringList want;
        for (auto it = event.globalMatch(raw); it.hasNext();) {
            const auto m = it.next();
            const int n = int(m.captured(2).count(QStringLiteral("exception_message")));
            for (int i = 0; i < n; ++i)
                want << m.captured(1);
        }
        QCOMPARE(want, QStringList({ QStringLiteral("addmm"), QStringLiteral("addmm") }));
        const Explanation e = explain(dir.path() + QStringLiteral("/attention"));
        QCOMPARE(int(e.autotuneRejections.size()), int(want.size()));
        for (const AutotuneRejection &r : e.autotuneRejections) {
            QCOMPARE(r.op, QStringLiteral("addmm"));
            QCOMPARE(r.compileId, QStringLiteral("0/0"));
            QVERIFY2(r.message.startsWith(QLatin1String("No valid triton configs. OutOfMemoryError: out of resource")),
                qPrintable(r.message));
            QVERIFY(r.choice.contains(QLatin1String("num_stages=4")));
            QVERIFY(!r.inMessages);
        }
        QVERIFY(fixList(e).empty()); // a note, not a finding
        const QString text = formatExplainText(e);
        // (tests load no translator: English plurals stay "(s)")
        QVERIFY2(text.contains(QStringLiteral("Max-autotune dropped 2 candidate kernel(s) before timing them (addmm in "
                                              "0/0 ×2; BLOCK_K=128, BLOCK_M=128, BLOCK_N=128, num_stages=4, "
                                              "num_warps=8): No valid triton configs.")),
            qPrintable(text));
        // PyTorch's "OutOfMemoryError ... Required: 262144 Hardware limit:232448" is shared memory.
        QVERIFY2(
            text.contains(QLatin1String("needs 262144 bytes of shared memory per block and this GPU gives 232448")),
            qPrintable(text));
        QVERIFY(text.indexOf(QLatin1String("Nothing to fix")) < text.indexOf(QLatin1String("Max-autotune")));
        QVERIFY2(text.contains(QLatin1String("and the compile went on")), qPrintable(text)); // 0/0 compiled
        const QJsonArray json
            = QJsonDocument::fromJson(formatExplainJson(e)).object()[QStringLiteral("autotune_rejected")].toArray();
        QCOMPARE(json.size(), 2);
        QCOMPARE(json[0].toObject()[QStringLiteral("op")].toString(), QStringLiteral("addmm"));
    }

    // TORCH_LOGS alone: "Exception <reason> for benchmark choice TritonTemplateCaller(<path>, <config>)".
    void fromTorchLogs()
    {
        const QString path = QStringLiteral(CS_TEST_DATA_DIR "/messages/attention_torch_logs.txt.zst");
        // The raw lines: "E... select_algorithm.py:<n>] [0/0] Exception <reason> for benchmark choice
        // TritonTemplateCaller(<path>, <config>)", the config after the path's comma.
        const auto source = ByteSource::open(path);
        QVERIFY(source);
        const QString raw = QString::fromUtf8(source.value()->data(), qsizetype(source.value()->size()));
        static const QRegularExpression line(
            QStringLiteral(R"(^E[^\n]*select_algorithm\.py:\d+\] \[0/0\] Exception ([^\n]*) for benchmark choice )"
                           R"(TritonTemplateCaller\([^,\n]*, ([^\n]*)\)$)"),
            QRegularExpression::MultilineOption);
        QStringList reasons, configs;
        for (auto it = line.globalMatch(raw); it.hasNext();) {
            const auto m = it.next();
            reasons << m.captured(1);
            configs << m.captured(2);
        }
        QCOMPARE(reasons.size(), 2);
        const Explanation e = explain(path);
        QCOMPARE(int(e.autotuneRejections.size()), 2);
        for (size_t i = 0; i < e.autotuneRejections.size(); ++i) {
            QCOMPARE(e.autotuneRejections[i].message, reasons[qsizetype(i)]);
            QCOMPARE(e.autotuneRejections[i].choice, configs[qsizetype(i)]);
        }
        for (const AutotuneRejection &r : e.autotuneRejections) {
            QCOMPARE(r.compileId, QStringLiteral("0/0"));
            QVERIFY(r.op.isEmpty());
            QVERIFY2(r.choice.startsWith(QLatin1String("ACC_TYPE='tl.float32'"))
                    && r.choice.endsWith(QLatin1String("num_warps=8")),
                qPrintable(r.choice));
            QVERIFY(r.message.endsWith(QLatin1String("Reducing block sizes or `num_stages` may help.")));
            QVERIFY(r.inMessages);
            QVERIFY(!r.outcomeKnown); // TORCH_LOGS alone does not say how the compile ended
        }
        const QString text = formatExplainText(e);
        QVERIFY2(text.contains(QLatin1String("The dropped configs were never timed."))
                && !text.contains(QLatin1String("went on")),
            qPrintable(text));
    }

    // Events whose metadata is no JSON, holds no list, or an exception without a message: nothing
    // read from them, nothing else lost.
    void hostileEvents()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray head = "{\"chromium_event\": {}, \"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 0";
        auto event = [&](const QByteArray &metadata, const QByteArray &op = "mm") {
            return traceRecord(head,
                "{\"name\": \"" + op
                    + "_template_precompiling\", \"ts\": 1.0, \"args\": {\"compile_id\": \"0/0\", "
                      "\"metadata\": "
                    + metadata + "}, \"ph\": \"E\", \"cat\": \"dynamo_timed\", \"tid\": 0, \"pid\": 0}");
        };
        QByteArray log = traceRecord("{\"dynamo_start\": {\"stack\": []}, \"frame_id\": 0, \"frame_compile_id\": 0, "
                                     "\"attempt\": 0");
        log += event("\"{not json\"");
        log += event("\"{\\\"exceptions\\\": 3}\"");
        log += event("\"{\\\"exceptions\\\": [{\\\"choice\\\": \\\"x\\\"}]}\"");
        log += event("\"{\\\"exceptions\\\": [{\\\"choice\\\": \\\"BLOCK_M=64\\\", \\\"exception_message\\\": "
                     "\\\"%2 out of resource\\\\nmore\\\"}]}\"");
        // An op named "m%1", twice: its name is filled in once, not read as a place for the count.
        for (int i = 0; i < 2; ++i)
            log += event(
                "\"{\\\"exceptions\\\": [{\\\"choice\\\": \\\"x\\\", \\\"exception_message\\\": \\\"timed out\\\"}]}\"",
                "m%1");
        // Its compile then failed (none was left): said, as the failure explain lists.
        log += traceRecord("{\"compilation_metrics\": {\"co_name\": \"f\", \"co_filename\": \"/a.py\", "
                           "\"co_firstlineno\": 5, \"fail_type\": \"NoValidChoicesError\", \"fail_reason\": "
                           "\"All choices failed to compile for backend.\"}, \"frame_id\": 0, \"frame_compile_id\": 0, "
                           "\"attempt\": 0");
        const QString path = dir.filePath(QStringLiteral("t.log"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(log);
        f.close();
        const Explanation e = explain(path);
        QCOMPARE(int(e.autotuneRejections.size()), 3);
        QCOMPARE(e.autotuneRejections[0].message, QStringLiteral("%2 out of resource"));
        QCOMPARE(e.autotuneRejections[0].op, QStringLiteral("mm"));
        QCOMPARE(e.autotuneRejections[1].op, QStringLiteral("m%1"));
        const QString text = formatExplainText(e);
        QVERIFY2(
            text.contains(QStringLiteral("(m%1 in 0/0 ×2, mm in 0/0; BLOCK_M=64): timed out (and 1 other reason(s))")),
            qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("1 compile(s) failed (0/0): see the failures."))
                && !text.contains(QLatin1String("went on")),
            qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestAutotuneRejects)
#include "tst_autotunerejects.moc"
