#include <QProcess>
#include <QTest>

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
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
