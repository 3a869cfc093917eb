#include "core/ingest/runloader.h"
#include "core/report/summaryjson.h"
#include "core/util/englishplurals.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace cs;

// Golden tests: real logs (2.11 runs and older tlparse test logs, zstd-compressed) →
// `summary --json` → the expected JSON under tests/data/golden. The expected files were
// checked against PyTorch's own records with scripts/check/check_summary.py.
// CS_UPDATE_GOLDEN=1 rewrites them.
class TestGolden : public QObject {
    Q_OBJECT

    static QString logsDir() { return QStringLiteral(CS_TEST_DATA_DIR "/logs"); }
    static QString goldenPath(const QString &name)
    {
        return QStringLiteral(CS_TEST_DATA_DIR "/golden/%1.json").arg(name);
    }

    static QJsonObject summarize(const QString &input)
    {
        auto run = loadRun({ input });
        if (!run)
            qFatal("%s", qPrintable(run.error().toString()));
        // Paths differ per checkout: keep them relative to the data folder.
        QByteArray json = formatSummaryJson(*run.value());
        json.replace(QDir(logsDir()).absolutePath().toUtf8() + '/', "logs/");
        json.replace(logsDir().toUtf8() + '/', "logs/");
        return QJsonDocument::fromJson(json).object();
    }

private Q_SLOTS:
    // The files hold what `summary --json` writes, in English as the CLI speaks it.
    void initTestCase() { installEnglishPlurals(*QCoreApplication::instance()); }

    void summaryMatchesGolden_data()
    {
        QTest::addColumn<QString>("input");
        const QDir dir(logsDir());
        for (const QFileInfo &fi : dir.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            QTest::newRow(qPrintable(fi.fileName())) << fi.filePath();
    }
    void summaryMatchesGolden()
    {
        QFETCH(QString, input);
        const QString name = QFileInfo(input).fileName().section(QLatin1Char('.'), 0, 0);
        const QJsonObject got = summarize(input);
        if (qEnvironmentVariableIsSet("CS_UPDATE_GOLDEN")) {
            QFile out(goldenPath(name));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QJsonDocument(got).toJson(QJsonDocument::Indented));
            QSKIP("golden file rewritten");
        }
        QFile f(goldenPath(name));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(goldenPath(name)));
        const QJsonObject want = QJsonDocument::fromJson(f.readAll()).object();
        for (const QString &key : want.keys())
            QVERIFY2(got.value(key) == want.value(key),
                qPrintable(QStringLiteral("%1: section '%2' differs").arg(name, key)));
        QCOMPARE(got.keys(), want.keys());
    }

    void factsUsersCareAbout()
    {
        const QJsonObject breaks = summarize(logsDir() + QStringLiteral("/graph_breaks.log.zst"));
        QCOMPARE(breaks[QStringLiteral("totals")].toObject()[QStringLiteral("graph_breaks")].toInt(), 3);
        const QJsonArray list = breaks[QStringLiteral("graph_breaks")].toArray();
        QCOMPARE(list[0].toObject()[QStringLiteral("line")].toInt(), 15); // print
        QCOMPARE(list[1].toObject()[QStringLiteral("line")].toInt(), 16); // .item() branch
        QCOMPARE(list[2].toObject()[QStringLiteral("line")].toInt(), 20); // .item()
        QCOMPARE(list[1].toObject()[QStringLiteral("reason")].toString(),
            QStringLiteral("Unsupported Tensor.item() call with capture_scalar_outputs=False"));

        const QJsonObject recompiles = summarize(logsDir() + QStringLiteral("/recompiles.log.zst"));
        const QJsonObject totals = recompiles[QStringLiteral("totals")].toObject();
        // 0/1–0/4 and 1/1–1/3 recompiled on a failed guard (cache_size >= 1); 1/4 hit the
        // recompile limit, which is no recompile and no failure (issue 38: what PyTorch counts).
        QCOMPARE(totals[QStringLiteral("recompiles")].toInt(), 7);
        QCOMPARE(totals[QStringLiteral("failures")].toInt(), 0);
        QCOMPARE(totals[QStringLiteral("recompile_limit_hits")].toInt(), 1);
        bool limitHit = false;
        for (const auto v : recompiles[QStringLiteral("compiles")].toArray())
            limitHit |= v.toObject()[QStringLiteral("fail_reason")].toString().startsWith(
                QStringLiteral("Dynamo recompile limit exceeded"));
        QVERIFY(limitHit);

        const QJsonObject ranks = summarize(logsDir() + QStringLiteral("/multi_rank_logs"));
        QCOMPARE(ranks[QStringLiteral("logs")].toArray().size(), 2);
        QCOMPARE(ranks[QStringLiteral("totals")].toObject()[QStringLiteral("recompiles")].toInt(),
            20); // 14 + 6 (15 and 7 compiles)

        // torch._dynamo.reset() inside one process: ids repeat, compiles do not merge.
        const QJsonObject reset = summarize(logsDir() + QStringLiteral("/cache_hit_miss.log.zst"));
        QCOMPARE(reset[QStringLiteral("compiles")].toArray().size(), 6);
    }
};

QTEST_GUILESS_MAIN(TestGolden)
#include "tst_golden.moc"
