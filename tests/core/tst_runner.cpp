#include "core/ingest/pt2/pt2reader.h"
#include "core/profiling/runnerjobs.h"

#include "fixturescript.h"
#include <QDir>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <signal.h>
#include <unistd.h>

using namespace cs;

// LibTorch in the runner loads and runs a CPU AOTInductor package that the project venv's
// torch makes during this test; the outputs must match what PyTorch computed.
class TestRunner : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(QStringLiteral(CS_PYTHON)), "the project venv's Python is needed to make the package");
        QVERIFY(m_dir.isValid());
        // A scratch root of this test's own: other tests' runners (run in parallel by ctest)
        // remove a killed runner's folder too, which the SIGKILL test below counts on seeing.
        QVERIFY(m_tmp.isValid());
        qputenv("TMPDIR", QFile::encodeName(m_tmp.path()));
        // The package every test below runs: made with the venv's torch, once.
        const QString failed = runFixtureScript(QStringLiteral("make_aoti_package.py"), { package() }, 540000);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

    void reportsVersions()
    {
        const RunnerClient client(QStringLiteral(CS_RUNNER_BINARY));
        auto info = queryRunnerInfo(client);
        QVERIFY2(info, qPrintable(info ? QString() : info.error().toString()));
        QVERIFY(info->libtorchVersion.startsWith(QStringLiteral("2.")));
        if (!info->cudaAvailable)
            QVERIFY(!info->cudaReason.isEmpty()); // says plainly why there is no GPU
    }

    void runsCpuAotiPackage()
    {
        const QString package = this->package();
        QVERIFY(QFile::exists(package));

        QFile expectedFile(m_dir.filePath(QStringLiteral("mlp_cpu.json")));
        QVERIFY(expectedFile.open(QIODevice::ReadOnly));
        const QJsonObject expected = QJsonDocument::fromJson(expectedFile.readAll()).object();
        AotiRequest request;
        request.package = package;
        for (const auto v : expected[QStringLiteral("inputs")].toArray())
            request.inputs << v.toString();
        request.repeat = 10;

        const RunnerClient client(QStringLiteral(CS_RUNNER_BINARY));
        auto result = runAotiPackage(client, request);
        QVERIFY2(result, qPrintable(result ? QString() : result.error().toString()));
        QCOMPARE(result->device, QStringLiteral("cpu"));
        QCOMPARE(result->outputs.size(), size_t(1));
        const QJsonObject want = expected[QStringLiteral("outputs")].toArray().at(0).toObject();
        const TensorSummary &got = result->outputs[0];
        QCOMPARE(got.shape, (std::vector<qint64> { 4, 4 }));
        QVERIFY(qAbs(got.sum - want[QStringLiteral("sum")].toDouble()) < 1e-4);
        const QJsonArray first = want[QStringLiteral("first")].toArray();
        QCOMPARE(got.first.size(), size_t(first.size()));
        for (qsizetype i = 0; i < first.size(); ++i)
            QVERIFY(qAbs(got.first[size_t(i)] - first[i].toDouble()) < 1e-5);
        QCOMPARE(result->repeat, 10);
        QVERIFY(result->medianUs > 0 && result->minUs <= result->medianUs && result->medianUs <= result->maxUs);
    }

    // Issue 14, point 5: the package made above, with one hostile entry added (or its library
    // taken away), is refused before a single byte of it is written anywhere.
    void hostilePackagesAreRefused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("why");
        QTest::newRow("zip-slip") << "zipslip.pt2"
                                  << "a `..` that leaves the package";
        QTest::newRow("absolute path") << "absolute.pt2"
                                       << "an absolute path";
        QTest::newRow("symbolic link") << "symlink.pt2"
                                       << "a symbolic link";
        QTest::newRow("no library, flags naming a command") << "no_library.pt2"
                                                            << "never compiles one";
    }
    void hostilePackagesAreRefused()
    {
        QFETCH(QString, file);
        QFETCH(QString, why);
        const QString hostile = m_dir.filePath(QStringLiteral("hostile"));
        if (!QFile::exists(hostile + QStringLiteral("/zipslip.pt2"))) {
            const QString failed = runFixtureScript(QStringLiteral("make_hostile_inputs.py"),
                { hostile, QStringLiteral("--trace"), QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"),
                    QStringLiteral("--package"), package() });
            QVERIFY2(failed.isEmpty(), qPrintable(failed));
        }
        const QStringList markers { QStringLiteral("/tmp/cs-zipslip-marker.txt"),
            QStringLiteral("/tmp/cs-compiled-marker") };
        for (const QString &m : markers)
            QFile::remove(m);
        const RunnerClient client(QStringLiteral(CS_RUNNER_BINARY));
        auto result
            = runAotiPackage(client, { hostile + QLatin1Char('/') + file, { QStringLiteral("f32[4,8]") }, 0, 1 });
        QVERIFY(!result);
        QVERIFY2(result.error().message.contains(why), qPrintable(result.error().message));
        for (const QString &m : markers)
            QVERIFY2(!QFile::exists(m), qPrintable(m));
        // The core's own reading of the archive says the same and never plans to run it.
        if (file != QLatin1String("no_library.pt2")) {
            auto archive = Pt2Reader::read(hostile + QLatin1Char('/') + file);
            QVERIFY(archive);
            QVERIFY2(archive->inputsProblem.contains(QStringLiteral("zip-slip")), qPrintable(archive->inputsProblem));
            QVERIFY(archive->inputs.isEmpty());
        }
    }

    // Only the compiled model is extracted (no sources), into a private folder that is gone
    // when the job ends.
    void onlyTheCompiledModelIsExtractedAndRemoved()
    {
        const RunnerClient client(QStringLiteral(CS_RUNNER_BINARY));
        auto reply
            = client.run({ QStringLiteral("aoti"), QStringLiteral("--package"), package(), QStringLiteral("--input"),
                QStringLiteral("f32[4,8]:arange"), QStringLiteral("--repeat"), QStringLiteral("2") });
        QVERIFY2(reply, qPrintable(reply ? QString() : reply.error().toString()));
        const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(reply->json)).object();
        QVERIFY2(o[QStringLiteral("ok")].toBool(), reply->json.c_str());
        const qint64 extracted = o[QStringLiteral("extracted_bytes")].toInteger();
        QVERIFY(extracted > 0 && extracted < QFileInfo(package()).size());
        QVERIFY(jobFolders().isEmpty());
        // Over the extraction cap: refused before anything is written, nothing left.
        reply = client.run({ QStringLiteral("aoti"), QStringLiteral("--package"), package(), QStringLiteral("--input"),
            QStringLiteral("f32[4,8]"), QStringLiteral("--max-extract"), QStringLiteral("100000") });
        QVERIFY(reply);
        QVERIFY2(QByteArray::fromStdString(reply->json).contains("over the limit of 100000"), reply->json.c_str());
        QVERIFY(jobFolders().isEmpty());
    }

    // Issue 14, point 9: `compilescope profile` killed with SIGKILL mid-measurement takes its
    // runner with it, and the next runner removes the folder the killed one left.
    void killedProfileLeavesNoRunnerAndNoFolder()
    {
        QTemporaryDir work;
        QProcess cli;
        cli.start(QStringLiteral(CS_APP_BINARY),
            { QStringLiteral("profile"), package(), QStringLiteral("--db"), work.filePath(QStringLiteral("p.db")),
                QStringLiteral("--repeat"), QStringLiteral("1000000000") });
        QVERIFY(cli.waitForStarted());
        pid_t runner = 0;
        QTRY_VERIFY_WITH_TIMEOUT((runner = childOf(pid_t(cli.processId()))) > 0, 60000);
        const QString folderPrefix = QStringLiteral("aoti-%1-").arg(runner);
        QTRY_VERIFY_WITH_TIMEOUT(jobFolders().filter(folderPrefix).size() == 1, 60000);
        ::kill(pid_t(cli.processId()), SIGKILL);
        QVERIFY(cli.waitForFinished(10000));
        QTRY_VERIFY_WITH_TIMEOUT(gone(runner), 10000);
        QCOMPARE(jobFolders().filter(folderPrefix).size(), 1); // SIGKILL: nobody could clean up
        const RunnerClient client(QStringLiteral(CS_RUNNER_BINARY));
        (void)client.run(
            { QStringLiteral("aoti"), QStringLiteral("--package"), work.filePath(QStringLiteral("none.pt2")) });
        QVERIFY(jobFolders().filter(folderPrefix).isEmpty());
    }

    void badPackageIsAnErrorNotACrash()
    {
        const QString bogus = m_dir.filePath(QStringLiteral("bogus.pt2"));
        QFile f(bogus);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("PK\x03\x04 not really a zip");
        f.close();
        const RunnerClient client(QStringLiteral(CS_RUNNER_BINARY));
        auto result = runAotiPackage(client, { bogus, { QStringLiteral("f32[4,8]") }, 0, 1 });
        QVERIFY(!result);
        QVERIFY(result.error().message.contains(QStringLiteral("bogus.pt2")));
    }

    void badInputSpecIsRefused()
    {
        const RunnerClient client(QStringLiteral(CS_RUNNER_BINARY));
        auto result = runAotiPackage(client, { QStringLiteral("x.pt2"), { QStringLiteral("f33[4]") }, 0, 1 });
        QVERIFY(!result);
        QVERIFY(result.error().message.contains(QStringLiteral("dtype")));
    }

private:
    QString package() const { return m_dir.filePath(QStringLiteral("mlp_cpu.pt2")); }

    static QStringList jobFolders()
    {
        return QDir(RunnerClient::scratchRoot()).entryList({ QStringLiteral("aoti-*") }, QDir::Dirs);
    }

    // A compilescope-runner running an `aoti` job whose parent is `parent`, from /proc (0 if none).
    static pid_t childOf(pid_t parent)
    {
        for (const QString &pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
            QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
            if (!stat.open(QIODevice::ReadOnly))
                continue;
            const QByteArray s = stat.readAll();
            const qsizetype close = s.lastIndexOf(')');
            const QList<QByteArray> rest = s.mid(close + 2).split(' ');
            if (!s.contains("(compilescope-ru") || rest.size() < 2 || rest[1].toInt() != parent)
                continue;
            QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
            if (cmdline.open(QIODevice::ReadOnly) && cmdline.readAll().split('\0').contains("aoti"))
                return pid.toInt();
        }
        return 0;
    }

    // Exited (a zombie not reaped yet counts).
    static bool gone(pid_t pid)
    {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            return true;
        const QByteArray s = stat.readAll();
        return s.mid(s.lastIndexOf(')') + 2, 1) == "Z";
    }

    QTemporaryDir m_dir;
    QTemporaryDir m_tmp; // TMPDIR of this test and the runners it starts
};

QTEST_GUILESS_MAIN(TestRunner)
#include "tst_runner.moc"
