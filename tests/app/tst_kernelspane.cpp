#include "core/ingest/runloader.h"
#include "core/storage/profilestore.h"
#include "viewers/models/kernelsmodel.h"
#include "viewers/widgets/kernelhistorychart.h"
#include "viewers/widgets/kernelspane.h"

#include <QAbstractItemModelTester>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;
using namespace cs::viewers;

// The Kernels view on the H200 fusion_mlp run (tests/data/cuda_run.tar.xz): its 31 planned
// launches, results from the database with their share and history, and "Profile" driving the
// real runner, which on this GPU-less machine records every Triton kernel as not measured.
class TestKernelsPane : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    std::shared_ptr<const LoadedRun> m_run;
    KernelsPane *m_pane = nullptr;

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("COMPILESCOPE_DB", m_tmp.filePath(QStringLiteral("profiles.db")).toUtf8());
        qputenv("COMPILESCOPE_RUNNER", CS_RUNNER_BINARY);
        QProcess tar;
        tar.start(QStringLiteral("tar"),
            { QStringLiteral("-C"), m_tmp.path(), QStringLiteral("-xJf"),
                QStringLiteral(CS_TEST_DATA_DIR "/cuda_run.tar.xz") });
        QVERIFY(tar.waitForFinished(60000) && tar.exitCode() == 0);
        auto run = loadRun({ m_tmp.filePath(QStringLiteral("fusion_mlp")) });
        QVERIFY(run);
        m_run = run.value();
        m_pane = new KernelsPane;
        m_pane->resize(1200, 800);
        m_pane->show();
    }

    void listsEveryPlannedKernel()
    {
        QAbstractItemModelTester tester(m_pane->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy planned(m_pane, &KernelsPane::plansReady);
        m_pane->setRun(m_run);
        QVERIFY(planned.wait(20000));
        QCOMPARE(planned.first().first().toInt(), 31);
        QCOMPARE(m_pane->table()->model()->rowCount(), 31);
        const QModelIndex status = m_pane->model()->index(0, KernelsModel::StatusColumn);
        QCOMPARE(status.data().toString(), QStringLiteral("not measured yet"));
    }

    void showsStoredResultsAndHistory()
    {
        // Two earlier profile runs of these inputs, as the app saves them.
        const KernelPlan &plan = m_pane->model()->plans().first();
        auto store = ProfileStore::open(KernelsPane::databasePath());
        QVERIFY(store);
        for (double us : { 20.0, 16.0 }) {
            ProfileRun r;
            r.startedAt = r.finishedAt = QDateTime::currentDateTimeUtc();
            r.machine.gpu = QStringLiteral("NVIDIA H200");
            r.tracePath = m_run->inputs.join(QStringLiteral(", "));
            KernelResult k;
            k.kernel = plan.name;
            k.compileId = plan.compileId;
            k.kind = plan.kind;
            k.config = plan.config;
            k.medianUs = k.minUs = k.maxUs = us;
            k.repeats = 100;
            k.bandwidthGBs = 2000.0;
            r.results.push_back(k);
            QVERIFY(store.value()->saveRun(r));
        }
        QSignalSpy planned(m_pane, &KernelsPane::plansReady);
        m_pane->setRun(m_run);
        QVERIFY(planned.wait(20000));
        int measured = 0;
        for (int row = 0; row < m_pane->model()->rowCount(); ++row)
            if (const KernelResult *r = m_pane->model()->resultAt(m_pane->model()->index(row, 0))) {
                ++measured;
                QCOMPARE(r->medianUs, 16.0); // the newest run is shown
                QCOMPARE(
                    m_pane->model()->index(row, KernelsModel::ShareColumn).data().toString(), QStringLiteral("100.0%"));
            }
        QCOMPARE(measured, 1);
        // Sorted by median, the measured kernel comes first and is selected: its history shows.
        QCOMPARE(m_pane->table()->currentIndex().row(), 0);
        QCOMPARE(m_pane->historyChart()->pointCount(), 2);
    }

    void profileWithoutGpuRecordsWhy()
    {
        QSignalSpy done(m_pane, &KernelsPane::profileFinished);
        m_pane->startProfile();
        QVERIFY(done.wait(120000));
        QVERIFY(done.first().first().toBool());
        const QString status = m_pane->model()->index(1, KernelsModel::StatusColumn).data().toString();
        QVERIFY2(status.startsWith(QLatin1String("failed: no GPU to run a Triton kernel on")), qPrintable(status));
        QTRY_VERIFY(m_pane->findChild<QPushButton *>(QStringLiteral("profile"))->isEnabled()); // ready again
    }

    void cleanupTestCase() { delete m_pane; }
};

QTEST_MAIN(TestKernelsPane)
#include "tst_kernelspane.moc"
