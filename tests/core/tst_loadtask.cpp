#include "core/ingest/loadtask.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;

// The background load: results arrive as signals on the owner thread, progress is throttled
// and carries a time estimate, and a stop request ends the load with "cancelled".
class TestLoadTask : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_big;

private Q_SLOTS:
    void initTestCase()
    {
        QFile sample(QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        const QByteArray bytes = sample.readAll();
        m_big = m_dir.filePath(QStringLiteral("big.log"));
        QFile big(m_big);
        QVERIFY(big.open(QIODevice::WriteOnly));
        for (int i = 0; i < 120; ++i) // ~100 MB
            big.write(bytes);
    }

    void loadsWithProgress()
    {
        LoadTask task;
        QSignalSpy loaded(&task, &LoadTask::loaded);
        QSignalSpy progress(&task, &LoadTask::progress);
        QSignalSpy finished(&task, &LoadTask::finished);
        task.start({ m_big });
        QVERIFY(finished.wait(120000));
        QCOMPARE(loaded.size(), 1);
        const auto run = loaded.at(0).at(0).value<std::shared_ptr<const LoadedRun>>();
        QCOMPARE(run->logs.at(0)->records.size(), size_t(888 * 120));
        // What to fix is worked out on the load thread too, not on the UI thread.
        QVERIFY(loaded.at(0).at(1).value<std::shared_ptr<const Explanation>>());
        QVERIFY(!progress.isEmpty());
        QVERIFY(progress.size() < 100); // throttled, not one per chunk
        QCOMPARE(progress.last().at(0).toLongLong(), progress.last().at(1).toLongLong()); // ends at 100%
    }

    void stopCancels()
    {
        LoadTask task;
        QSignalSpy failed(&task, &LoadTask::failed);
        QSignalSpy finished(&task, &LoadTask::finished);
        task.start({ m_big });
        task.requestStop();
        QVERIFY(finished.wait(120000));
        QCOMPARE(failed.size(), 1);
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("cancelled")));
    }

    void badPathFails()
    {
        LoadTask task;
        QSignalSpy failed(&task, &LoadTask::failed);
        QSignalSpy finished(&task, &LoadTask::finished);
        task.start({ QStringLiteral("/nonexistent/run.log") });
        QVERIFY(finished.wait(10000));
        QCOMPARE(failed.size(), 1);
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("/nonexistent/run.log")));
    }
};

QTEST_GUILESS_MAIN(TestLoadTask)
#include "tst_loadtask.moc"
