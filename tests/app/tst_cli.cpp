#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <sys/stat.h>
#include <unistd.h>

// Drives the real `compilescope` binary with no display at all.
class TestCli : public QObject {
    Q_OBJECT
    struct Out {
        int code;
        QString out, err;
    };
    static Out run(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CS_APP_BINARY), args);
        if (!p.waitForFinished(60000))
            qFatal("compilescope did not finish");
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
    }

private Q_SLOTS:
    void versionWithoutDisplay()
    {
        const Out o = run({ QStringLiteral("--version") });
        QCOMPARE(o.code, 0);
        for (const char *lib : { "CompileScope", "Qt", "LibTorch", "Graphviz", "SQLite", "CUDA" })
            QVERIFY2(o.out.contains(QLatin1String(lib)), lib);
        QVERIFY(o.out.contains(QStringLiteral("Kernel runner")));
    }

    void germanCatalogIsCompiledIn()
    {
        const Out o = run({ QStringLiteral("--version"), QStringLiteral("--language"), QStringLiteral("de") });
        QCOMPARE(o.code, 0);
        QVERIFY2(o.out.contains(QStringLiteral("Kernel-Runner")), qPrintable(o.out));
    }

    void helpWithoutDisplay()
    {
        const Out o = run({ QStringLiteral("--help") });
        QCOMPARE(o.code, 0);
        QVERIFY(o.out.contains(QStringLiteral("summary")));
    }

    void summaryOfSample()
    {
        const Out o = run({ QStringLiteral("summary"), QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QCOMPARE(o.code, 0);
        QVERIFY(o.out.contains(QStringLiteral("compile ids: 5, graph breaks: 2, recompiles: 3, failures: 0")));
        QVERIFY(o.out.contains(QStringLiteral("[0/1] ok")));
        QVERIFY(o.out.contains(QStringLiteral("kernel cpp_fused_native_layer_norm_0")));
    }

    void summaryOfMissingFileNamesIt()
    {
        const Out o = run({ QStringLiteral("summary"), QStringLiteral("/nonexistent/run.log") });
        QCOMPARE(o.code, 1);
        QVERIFY(o.err.contains(QStringLiteral("/nonexistent/run.log")));
    }

    void unknownCommandIsUsageError()
    {
        const Out o = run({ QStringLiteral("summary"), QStringLiteral("--bogus") });
        QCOMPARE(o.code, 2);
    }

    // `profile` on the H200 fusion_mlp run: the plans as JSON, a kernel filter, and a real
    // profile attempt that, with no GPU here, saves a run whose kernels say why they were not
    // measured, and exits 1 (nothing measured).
    // Issue 14, point 3: a log truncated (to half, or to nothing) while `summary` reads it,
    // as a restarting job does to its trace. Before: signal 7 in 14 of 20 tries.
    void summaryOfALogTruncatedWhileReadNeverCrashes()
    {
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("rewritten.log"));
        QFile sample(QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        const QByteArray big = sample.readAll().repeated(60); // 50 MB
        int crashes = 0;
        for (int attempt = 0; attempt < 20; ++attempt) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            QCOMPARE(f.write(big), big.size());
            f.close();
            QProcess p;
            p.start(QStringLiteral(CS_APP_BINARY), { QStringLiteral("summary"), path });
            QVERIFY(p.waitForStarted());
            QThread::usleep(QRandomGenerator::global()->bounded(20000, 120000));
            QCOMPARE(::truncate(QFile::encodeName(path).constData(), attempt % 2 ? big.size() / 2 : 0), 0);
            QVERIFY(p.waitForFinished(60000));
            crashes += p.exitStatus() != QProcess::NormalExit;
        }
        QCOMPARE(crashes, 0);
    }

    // Point 4: the decompression limits are options; a bad value is a usage error.
    void decompressionLimitsAreOptions()
    {
        QTemporaryDir tmp;
        const QString gz = tmp.filePath(QStringLiteral("trace.log.gz"));
        QProcess gzip;
        gzip.setStandardOutputFile(gz);
        gzip.start(
            QStringLiteral("gzip"), { QStringLiteral("-c"), QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY(gzip.waitForFinished(60000) && gzip.exitCode() == 0);
        Out o = run({ QStringLiteral("summary"), QStringLiteral("--max-decompressed"), QStringLiteral("100k"), gz });
        QCOMPARE(o.code, 0);
        QVERIFY2(o.out.contains(QStringLiteral("decompression stopped at the 0.10 MiB limit")), qPrintable(o.out));
        o = run({ QStringLiteral("summary"), QStringLiteral("--max-ratio"), QStringLiteral("lots"), gz });
        QCOMPARE(o.code, 2);
        QVERIFY(o.err.contains(QStringLiteral("--max-ratio")));
    }

    // Point 6: a FIFO given as PATH is refused at once (it used to block forever).
    void fifoPathDoesNotHang()
    {
        QTemporaryDir tmp;
        const QString fifo = tmp.filePath(QStringLiteral("trace.log"));
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const Out o = run({ QStringLiteral("summary"), fifo, QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QCOMPARE(o.code, 0);
        QVERIFY(o.out.contains(QStringLiteral("FIFO")));
        const Out alone = run({ QStringLiteral("summary"), fifo });
        QCOMPARE(alone.code, 1);
        QVERIFY(alone.err.contains(QStringLiteral("FIFO")));
    }

    void profilePlansAndRecordsWhy()
    {
        QTemporaryDir tmp;
        QProcess tar;
        tar.start(QStringLiteral("tar"),
            { QStringLiteral("-C"), tmp.path(), QStringLiteral("-xJf"),
                QStringLiteral(CS_TEST_DATA_DIR "/cuda_run.tar.xz") });
        QVERIFY(tar.waitForFinished(60000) && tar.exitCode() == 0);
        const QString runDir = tmp.filePath(QStringLiteral("fusion_mlp"));
        const Out plan = run({ QStringLiteral("profile"), QStringLiteral("--plan"), QStringLiteral("--json"),
            QStringLiteral("--kernels"), QStringLiteral("^triton_poi_"), runDir });
        QCOMPARE(plan.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(plan.out.toUtf8()).object();
        QCOMPARE(doc[QStringLiteral("schema")].toString(), QStringLiteral("compilescope.profile/1"));
        const QJsonArray plans = doc[QStringLiteral("plans")].toArray();
        QCOMPARE(plans.size(), 1);
        const QJsonObject poi = plans.first().toObject();
        QCOMPARE(poi[QStringLiteral("kernel")].toString(), QStringLiteral("triton_poi_fused_add_mul_view_4"));
        QCOMPARE(poi[QStringLiteral("grid")].toArray().first().toInt(), 4096);
        QVERIFY(poi[QStringLiteral("launchable")].toBool());

        const QString db = tmp.filePath(QStringLiteral("p.db"));
        const Out measured = run({ QStringLiteral("profile"), QStringLiteral("--db"), db, QStringLiteral("--json"),
            QStringLiteral("--kernels"), QStringLiteral("^triton_poi_"), runDir });
        QCOMPARE(measured.code, 1);
        const QJsonObject result = QJsonDocument::fromJson(measured.out.toUtf8()).object();
        QCOMPARE(result[QStringLiteral("results")].toArray().size(), 0);
        const QJsonArray failures = result[QStringLiteral("failures")].toArray();
        QCOMPARE(failures.size(), 1);
        QVERIFY(failures.first()[QStringLiteral("reason")].toString().startsWith(QLatin1String("no GPU")));
        QVERIFY(result[QStringLiteral("run")][QStringLiteral("id")].toInt() >= 1);
        QVERIFY(QFile::exists(db));

        const Out bad = run({ QStringLiteral("profile"), QStringLiteral("--repeat"), QStringLiteral("0"), runDir });
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains(QLatin1String("--repeat")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
