#include "core/profiling/runnerjobs.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

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
        const QString package = m_dir.filePath(QStringLiteral("mlp_cpu.pt2"));
        QProcess py;
        py.setProcessChannelMode(QProcess::MergedChannels);
        py.start(
            QStringLiteral(CS_PYTHON), { QStringLiteral(CS_SCRIPTS_DIR "/fixtures/make_aoti_package.py"), package });
        QVERIFY(py.waitForFinished(540000));
        QVERIFY2(py.exitCode() == 0, py.readAll().constData());

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
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestRunner)
#include "tst_runner.moc"
