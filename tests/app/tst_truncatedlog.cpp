// A log cut off inside a compile, through the real `compilescope` binary: what the log lost is
// said as lost in summary, explain (text and JSON), diff --json and graph --list.
#include "tests/app/clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestTruncatedLog : public QObject {
    Q_OBJECT
    using Out = CliOut;
    static Out run(const QStringList &args) { return runCli(args); }

private Q_SLOTS:
    // A log cut off inside a compile (the process killed while writing its AOT graph): what the
    // log lost is said as lost, never as 0 — the restart's discarded tracing, how many operations
    // the function captured, its status — and the graph read in part says so in `graph --list`.
    void aLogCutInsideACompileSaysWhatItLost()
    {
        QTemporaryDir dir;
        QProcess unzstd;
        unzstd.start(QStringLiteral("zstd"),
            { QStringLiteral("-q"), QStringLiteral("-d"), QStringLiteral("-c"),
                QStringLiteral(CS_TEST_DATA_DIR "/logs/gpt2_train.log.zst") });
        QVERIFY(unzstd.waitForFinished(60000));
        const QByteArray full = unzstd.readAllStandardOutput();
        // 100 lines into the first AOT forward graph's payload, mid-line.
        qsizetype cut = full.indexOf("{\"aot_forward_graph\"");
        QVERIFY(cut > 0);
        for (int i = 0; i < 100; ++i)
            cut = full.indexOf('\n', cut + 1);
        const QString path = dir.filePath(QStringLiteral("cut.log"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(full.left(cut + 20));
        f.close();

        const Out list = run({ QStringLiteral("graph"), QStringLiteral("--list"), path });
        QCOMPARE(list.code, 0);
        QRegularExpression row(
            QStringLiteral(R"(^1/0:aot_forward .*\(read in part: its record is damaged, see below\)$)"),
            QRegularExpression::MultilineOption);
        QVERIFY2(row.match(list.out).hasMatch(), qPrintable(list.out));
        QVERIFY2(list.err.contains(QLatin1String("graph 1/0:aot_forward read in part: "))
                && list.err.contains(QLatin1String("cut off at the end of the file")),
            qPrintable(list.err));

        const Out explain = run({ QStringLiteral("explain"), path });
        QCOMPARE(explain.code, 0);
        QVERIFY2(explain.out.contains(
                     QLatin1String("1 restart; the tracing discarded, the log does not record (no metrics)")),
            qPrintable(explain.out));
        QVERIFY2(!explain.out.contains(QLatin1String("0.000 s of tracing discarded")), qPrintable(explain.out));
        QVERIFY2(explain.out.contains(QLatin1String("Coverage: 1 of 2 compiled functions captured operations; how "
                                                    "many, the log does not record;")),
            qPrintable(explain.out));
        const QJsonObject o
            = QJsonDocument::fromJson(run({ QStringLiteral("explain"), QStringLiteral("--json"), path }).out.toUtf8())
                  .object();
        bool seen = false;
        for (const QJsonValue r : o[QStringLiteral("restarts")].toArray())
            if (r[QStringLiteral("compile_id")].toString() == QLatin1String("1/0")) {
                QVERIFY(r[QStringLiteral("time_before_restart_s")].isNull());
                seen = true;
            }
        QVERIFY(seen);
        const Out summary = run({ QStringLiteral("summary"), path });
        QVERIFY2(summary.out.contains(QLatin1String("[1/0] no metrics ")), qPrintable(summary.out));
        // diff's JSON says the lost time as lost too.
        // The cut side is read in part: the comparison says so and exits 1 (the help's "facts of a
        // side could not be read"), what could be read still compared.
        const Out diffed = run({ QStringLiteral("diff"), QStringLiteral("--json"),
            QStringLiteral(CS_TEST_DATA_DIR "/logs/gpt2_train.log.zst"), path });
        QCOMPARE(diffed.code, 1);
        const QJsonObject d = QJsonDocument::fromJson(diffed.out.toUtf8()).object();
        QCOMPARE(d[QStringLiteral("a")][QStringLiteral("read_in_part")].toBool(), false);
        QCOMPARE(d[QStringLiteral("b")][QStringLiteral("read_in_part")].toBool(), true);
        bool compared = false;
        for (const QJsonValue r : d[QStringLiteral("restarts")].toArray())
            if (r[QStringLiteral("attempts_b")].toInt() == 2 && r[QStringLiteral("time_before_restart_b_s")].isNull()) {
                QVERIFY(r[QStringLiteral("time_before_restart_a_s")].isDouble()); // the whole log has it
                compared = true;
            }
        QVERIFY2(compared, qPrintable(QJsonDocument(d[QStringLiteral("restarts")].toArray()).toJson()));
    }

    // The ranks of one run compared (`diff RUN`) with one rank's log cut short: said, and exit 1
    // as for two runs.
    void aRankCutShortFailsTheRanksComparison()
    {
        QTemporaryDir dir;
        const QString from = QStringLiteral(CS_TEST_DATA_DIR "/logs/multi_rank_logs/");
        for (const char *name :
            { "dedicated_log_torch_trace_rank_1.log.zst", "dedicated_log_torch_trace_rank_3.log.zst" })
            QVERIFY(QFile::copy(from + QLatin1String(name), dir.filePath(QLatin1String(name))));
        QCOMPARE(run({ QStringLiteral("diff"), dir.path() }).code, 4); // the ranks differ
        // Rank 3 decompressed and cut in the middle of a line.
        QProcess unzstd;
        unzstd.start(QStringLiteral("zstd"),
            { QStringLiteral("-dcq"), dir.filePath(QStringLiteral("dedicated_log_torch_trace_rank_3.log.zst")) });
        QVERIFY(unzstd.waitForFinished(60000));
        const QByteArray whole = unzstd.readAllStandardOutput();
        QVERIFY(whole.size() > 10000);
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("dedicated_log_torch_trace_rank_3.log.zst"))));
        QFile cut(dir.filePath(QStringLiteral("dedicated_log_torch_trace_rank_3.log")));
        QVERIFY(cut.open(QIODevice::WriteOnly));
        cut.write(whole.left(whole.size() / 2 + 7));
        cut.close();
        const Out ranks = run({ QStringLiteral("diff"), dir.path() });
        QCOMPARE(ranks.code, 1);
        QVERIFY2(ranks.out.contains(QLatin1String("where it was read")), qPrintable(ranks.out.left(2000)));
    }
};

QTEST_GUILESS_MAIN(TestTruncatedLog)
#include "tst_truncatedlog.moc"
