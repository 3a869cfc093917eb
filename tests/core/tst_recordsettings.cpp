#include "core/run/recordsettings.h"
#include "core/run/runwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace cs::run;

// What `record` sets for the command, where its folder goes, and which stderr lines it does
// not echo. Every variable name is checked against torch 2.11's own source in MANIFEST_JSON.md.
class TestRecordSettings : public QObject {
    Q_OBJECT

    static QString value(const NamedValues &v, const QString &name)
    {
        for (const auto &[k, val] : v)
            if (k == name)
                return val;
        return QStringLiteral("<unset>");
    }

private Q_SLOTS:
    void environmentForARun()
    {
        QProcessEnvironment user;
        user.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin"));
        user.insert(QStringLiteral("TORCHINDUCTOR_CACHE_DIR"), QStringLiteral("/home/u/.cache/inductor"));
        const RecordLayout layout { QStringLiteral("/runs/r1") };
        const PreparedEnvironment p = recordEnvironment(user, layout, recordLogNames());
        const QProcessEnvironment &e = p.environment;
        QCOMPARE(e.value(QStringLiteral("TORCH_TRACE")), QStringLiteral("/runs/r1/trace"));
        QCOMPARE(e.value(QStringLiteral("TORCH_LOGS")),
            QStringLiteral("graph_breaks,recompiles,guards,fusion,loop_ordering,perf_hints,output_code,cudagraphs"));
        QCOMPARE(e.value(QStringLiteral("TORCH_COMPILE_DEBUG")), QStringLiteral("1"));
        QCOMPARE(e.value(QStringLiteral("TORCH_COMPILE_DEBUG_DIR")), QStringLiteral("/runs/r1"));
        QCOMPARE(e.value(QStringLiteral("INDUCTOR_PROVENANCE")), QStringLiteral("1"));
        QCOMPARE(e.value(QStringLiteral("TORCHINDUCTOR_DEBUG_FUSION")), QStringLiteral("1"));
        QCOMPARE(e.value(QStringLiteral("TORCHINDUCTOR_BENCHMARK_KERNEL")), QStringLiteral("1"));
        QCOMPARE(e.value(QStringLiteral("TORCHINDUCTOR_CACHE_DIR")), QStringLiteral("/runs/r1/cache"));
        QCOMPARE(e.value(QStringLiteral("TRITON_CACHE_DIR")), QStringLiteral("/runs/r1/cache/triton"));
        QCOMPARE(e.value(QStringLiteral("PYTHONUNBUFFERED")), QStringLiteral("1"));
        QCOMPARE(e.value(QStringLiteral("PATH")), QStringLiteral("/usr/bin"));
        QCOMPARE(
            value(p.overridden, QStringLiteral("TORCHINDUCTOR_CACHE_DIR")), QStringLiteral("/home/u/.cache/inductor"));
        QCOMPARE(value(p.settings, QStringLiteral("TORCH_TRACE")), QStringLiteral("/runs/r1/trace"));
        QCOMPARE(p.settings.size(), 10);
    }

    void usersOwnLogsStayAndFormatGoes()
    {
        QProcessEnvironment user;
        user.insert(QStringLiteral("TORCH_LOGS"), QStringLiteral("+dynamo,fusion, aot_graphs"));
        user.insert(QStringLiteral("TORCH_LOGS_FORMAT"), QStringLiteral("%(message)s"));
        user.insert(QStringLiteral("PYTHONUNBUFFERED"), QStringLiteral("0"));
        const PreparedEnvironment p = recordEnvironment(user, RecordLayout { QStringLiteral("/r") }, safeLogNames());
        QCOMPARE(p.environment.value(QStringLiteral("TORCH_LOGS")),
            QStringLiteral("graph_breaks,recompiles,guards,fusion,perf_hints,output_code,+dynamo,aot_graphs"));
        QVERIFY(!p.environment.contains(QStringLiteral("TORCH_LOGS_FORMAT"))); // readers need the glog prefix
        QCOMPARE(value(p.overridden, QStringLiteral("TORCH_LOGS_FORMAT")), QStringLiteral("%(message)s"));
        QCOMPARE(p.environment.value(QStringLiteral("PYTHONUNBUFFERED")), QStringLiteral("0")); // the user's choice
    }

    void runFolderIsNeverReused()
    {
        QTemporaryDir base;
        const auto first = createRunFolder({}, base.path());
        QVERIFY2(first, qPrintable(first ? QString() : first.error().toString()));
        QVERIFY(QFileInfo(first.value()).fileName().startsWith(QLatin1String("compilescope-run-")));
        const auto second = createRunFolder({}, base.path());
        QVERIFY(second);
        QVERIFY(second.value() != first.value()); // same second: "-2"
        QVERIFY(QDir(second.value()).exists());

        const auto named = createRunFolder(QStringLiteral("mine/run"), base.path());
        QVERIFY(named);
        QCOMPARE(named.value(), base.filePath(QStringLiteral("mine/run")));
        QVERIFY(createRunFolder(QStringLiteral("mine/run"), base.path())); // exists but empty: fine
        QFile f(base.filePath(QStringLiteral("mine/run/manifest.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        const auto again = createRunFolder(QStringLiteral("mine/run"), base.path());
        QVERIFY(!again);
        QVERIFY(again.error().message.contains(QLatin1String("never overwritten")));
        QVERIFY(!createRunFolder(QStringLiteral("mine/run/manifest.json"), base.path()));
    }

    // Issue 23, point 7: one run folder, one writer. The lock is per open of the lock file, so
    // a second one in this process is refused as another process's would be.
    void oneWriterPerFolder()
    {
        QTemporaryDir base;
        const auto dir = createRunFolder(QStringLiteral("run"), base.path());
        QVERIFY(dir);
        auto first = RunFolderLock::acquire(dir.value());
        QVERIFY2(first, qPrintable(first ? QString() : first.error().toString()));
        // A lock file alone is no run: createRunFolder leaves the decision to the lock.
        QVERIFY(createRunFolder(QStringLiteral("run"), base.path()));
        const auto second = RunFolderLock::acquire(dir.value());
        QVERIFY(!second);
        QVERIFY2(second.error().message.contains(QLatin1String("another CompileScope process is writing")),
            qPrintable(second.error().toString()));
        first->release();
        auto third = RunFolderLock::acquire(dir.value()); // free again
        QVERIFY(third);
        third->release();
        // Something besides the lock file: a run is there, and stays untouched.
        QFile f(dir.value() + QStringLiteral("/manifest.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        const auto taken = RunFolderLock::acquire(dir.value());
        QVERIFY(!taken);
        QVERIFY(taken.error().message.contains(QLatin1String("never overwritten")));
        // The lock file must be a file of its own, never a link's target.
        QTemporaryDir other;
        QVERIFY(QDir(other.path()).mkdir(QStringLiteral("r")));
        QVERIFY(QFile::link(base.filePath(QStringLiteral("elsewhere")),
            other.filePath(QStringLiteral("r/")) + RunFolderLock::fileName()));
        QVERIFY(!RunFolderLock::acquire(other.filePath(QStringLiteral("r"))));
        QVERIFY(!QFileInfo::exists(base.filePath(QStringLiteral("elsewhere"))));
    }

    // Issue 23, point 4: a run folder with a space (or a quote, a newline, non-ASCII) in its
    // path: Inductor's cache is given through a link without one, to the same folder.
    void cacheOfAFolderWithSpaces()
    {
        QTemporaryDir dir;
        for (const QString &name : { QStringLiteral("my runs/r 1"), QStringLiteral("quote'd\nline/ü") }) {
            const RecordLayout layout { dir.filePath(name) };
            const PreparedEnvironment p = recordEnvironment({}, layout, safeLogNames());
            const QString cache = value(p.settings, QStringLiteral("TORCHINDUCTOR_CACHE_DIR"));
            QVERIFY2(!cache.contains(u' ') && !cache.contains(u'\n') && !cache.contains(u'\''), qPrintable(cache));
            QCOMPARE(QFileInfo(cache).canonicalFilePath(), QFileInfo(layout.cache()).canonicalFilePath());
            QCOMPARE(value(p.settings, QStringLiteral("TRITON_CACHE_DIR")), cache + QStringLiteral("/triton"));
            QVERIFY(value(p.settings, QStringLiteral("TORCH_TRACE")).contains(u'/')); // the rest as it is
        }
        // A plain path is used as it is.
        QCOMPARE(compilerSafePath(QStringLiteral("/runs/r1/cache")), QStringLiteral("/runs/r1/cache"));
    }

    void quietLines_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("quiet");
        QTest::newRow("fusion") << "V1123 19:22:09.302000 22489 torch/_inductor/scheduler.py:2960] [0/0] [__fusion] "
                                   "fusing op1 with op2"
                                << true;
        QTest::newRow("output code, info") << "I1123 19:22:09.302000 22489 torch/_inductor/graph.py:2400] [0/0] "
                                              "[__output_code] Output code written to: /tmp/x.py"
                                           << true;
        QTest::newRow("tagged warning")
            << "W1123 19:22:09.302000 22489 torch/_dynamo/x.py:1] [0/0] [__graph_breaks] Graph break" << true;
        QTest::newRow("debug trace")
            << "W1123 19:22:09.302000 22489 torch/_inductor/debug.py:522] [0/0] model__0_inference_0 debug trace: /r"
            << true;
        QTest::newRow("recompile limit") << "W1123 19:22:09.302000 22489 torch/_dynamo/convert_frame.py:1000] [0/8] "
                                            "torch._dynamo hit config.recompile_limit (8)"
                                         << false;
        QTest::newRow("rank prefix") << "[rank1]:V1123 19:22:09.302000 22489 torch/_dynamo/guards.py:1] [0/1] "
                                        "[__recompiles] Recompiling"
                                     << true;
        QTest::newRow("user stderr") << "Traceback (most recent call last):" << false;
        QTest::newRow("python warning") << "/x.py:3: UserWarning: careful" << false;
    }

    void quietLines()
    {
        QFETCH(QString, line);
        QFETCH(bool, quiet);
        QCOMPARE(isQuietTorchLogLine(line), quiet);
    }
};

QTEST_GUILESS_MAIN(TestRecordSettings)
#include "tst_recordsettings.moc"
