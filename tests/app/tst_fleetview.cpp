// The Fleet view (issue 27) on a store indexed from a fleet made by scripts/fixtures/make_fleet.py
// (real PyTorch 2.11 logs with planted break sites, two torch versions, a planted regression,
// corrupt logs; truth.json says what the store must hold).
#include "gui/findingstabs.h"
#include "gui/mainwindow.h"
#include "gui/recentfiles.h"
#include "viewers/models/fleettablemodel.h"
#include "viewers/widgets/explorerpane.h"
#include "viewers/widgets/fleetview.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using cs::app::MainWindow;
using cs::viewers::FleetTableModel;
using cs::viewers::FleetView;

namespace {

const QString Regression = QStringLiteral("/fleet/src/regression.py:88");
const QString Older = QStringLiteral("2.11.0+cu130"), Newer = QStringLiteral("2.12.0+cu130");

int columnOf(const FleetTableModel *m, const QString &header)
{
    for (int c = 0; c < m->columnCount(); ++c)
        if (m->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString() == header)
            return c;
    return -1;
}

int rowOf(const FleetTableModel *m, const QString &header, const QString &text)
{
    const int c = columnOf(m, header);
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->text(r, c) == text)
            return r;
    return -1;
}

} // namespace

class TestFleetView : public QObject {
    Q_OBJECT
    QTemporaryDir m_tmp;
    QString m_fleet, m_store;
    QJsonObject m_truth;

    bool run(const QString &program, const QStringList &args)
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedChannels);
        p.start(program, args);
        return p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }

    void openStore(FleetView &view, const QString &dir)
    {
        QSignalSpy loaded(&view, &FleetView::loaded);
        view.open(dir);
        QVERIFY(loaded.wait(30000));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        m_fleet = m_tmp.filePath(QStringLiteral("fleet"));
        m_store = m_tmp.filePath(QStringLiteral("store"));
        // 12 jobs of 2 ranks and one corrupt log: indexed in a few seconds.
        QVERIFY(run(QStringLiteral("python3"),
            { QStringLiteral(CS_SCRIPTS_DIR "/fixtures/make_fleet.py"), m_fleet, QStringLiteral("--jobs"),
                QStringLiteral("12"), QStringLiteral("--ranks"), QStringLiteral("2"), QStringLiteral("--corrupt"),
                QStringLiteral("1") }));
        QVERIFY(run(QStringLiteral(CS_APP_BINARY),
            { QStringLiteral("fleet"), QStringLiteral("index"), m_fleet + QStringLiteral("/jobs"),
                QStringLiteral("--store"), m_store, QStringLiteral("--local"), QStringLiteral("--quiet") }));
        QFile truth(m_fleet + QStringLiteral("/truth.json"));
        QVERIFY(truth.open(QIODevice::ReadOnly));
        m_truth = QJsonDocument::fromJson(truth.readAll()).object();
        QCOMPARE(m_truth.value(QStringLiteral("jobs")).toInt(), 12);
    }

    void storeIsRecognised()
    {
        QCOMPARE(FleetView::storeDirOf(m_store), QDir::cleanPath(m_store));
        QCOMPARE(FleetView::storeDirOf(m_store + QStringLiteral("/fleet.sqlite")), QDir::cleanPath(m_store));
        QVERIFY(FleetView::storeDirOf(m_fleet).isEmpty()); // a folder of jobs is no store
        QVERIFY(FleetView::storeDirOf(m_fleet + QStringLiteral("/truth.json")).isEmpty());
    }

    void tablesHoldThePlantedTruth()
    {
        FleetView view;
        openStore(view, m_store);
        const QJsonObject totals = view.report().value(QStringLiteral("totals")).toObject();
        QCOMPARE(totals.value(QStringLiteral("logs")).toInt(), m_truth.value(QStringLiteral("logs")).toInt());
        QCOMPARE(totals.value(QStringLiteral("jobs")).toInt(), 12);
        QCOMPARE(totals.value(QStringLiteral("logs_unreadable")).toInt(), 1);

        // Every planted site, with its breaks and jobs, in both lists; the time list ordered by
        // time added, the jobs list by jobs.
        const QJsonObject sites = m_truth.value(QStringLiteral("sites")).toObject();
        QVERIFY(sites.size() >= 3);
        for (const char *name : { "sites-time", "sites-jobs" }) {
            const FleetTableModel *m = view.model(QLatin1String(name));
            QVERIFY(m);
            for (auto it = sites.begin(); it != sites.end(); ++it) {
                const int r = rowOf(m, QStringLiteral("Site"), it.key());
                QVERIFY2(r >= 0, qPrintable(it.key()));
                const QJsonObject t = it.value().toObject();
                QCOMPARE(m->text(r, columnOf(m, QStringLiteral("Breaks"))),
                    QString::number(t.value(QStringLiteral("count")).toInt()));
                QCOMPARE(m->text(r, columnOf(m, QStringLiteral("Jobs"))),
                    QString::number(t.value(QStringLiteral("jobs")).toInt()));
            }
        }
        const FleetTableModel *byTime = view.model(QStringLiteral("sites-time"));
        const FleetTableModel *byJobs = view.model(QStringLiteral("sites-jobs"));
        for (int r = 1; r < byTime->rowCount(); ++r)
            QVERIFY(byTime->rowObject(r - 1).value(QStringLiteral("added_s")).toDouble()
                >= byTime->rowObject(r).value(QStringLiteral("added_s")).toDouble());
        for (int r = 1; r < byJobs->rowCount(); ++r)
            QVERIFY(byJobs->rowObject(r - 1).value(QStringLiteral("jobs")).toInt()
                >= byJobs->rowObject(r).value(QStringLiteral("jobs")).toInt());
        // Seconds as the run's views write them.
        QVERIFY(byTime->text(0, columnOf(byTime, QStringLiteral("Time added"))).endsWith(QStringLiteral(" s")));

        // Compile time by phase per torch version: each cohort's logs and compiles.
        const FleetTableModel *phases = view.model(QStringLiteral("phases"));
        for (const QString &v : { Older, Newer }) {
            const int r = rowOf(phases, QStringLiteral("Group"), v);
            QVERIFY2(r >= 0, qPrintable(v));
            const QJsonObject t = m_truth.value(QStringLiteral("versions")).toObject().value(v).toObject();
            QCOMPARE(phases->text(r, columnOf(phases, QStringLiteral("Logs"))),
                QString::number(t.value(QStringLiteral("logs")).toInt()));
            QCOMPARE(phases->text(r, columnOf(phases, QStringLiteral("Compiles"))),
                QString::number(t.value(QStringLiteral("compiles")).toInt()));
        }
        // The corrupt log is listed as such; recompile causes and failing jobs are there.
        QCOMPARE(view.model(QStringLiteral("unreadable"))->rowCount(), 1);
        QVERIFY(view.model(QStringLiteral("causes"))->rowCount() > 0);
        QVERIFY(view.model(QStringLiteral("failing"))->rowCount() > 0);

        // By job: one row a job; by week: weeks.
        QSignalSpy loaded(&view, &FleetView::loaded);
        view.setBy(QStringLiteral("job"));
        QVERIFY(loaded.wait(30000));
        QCOMPARE(view.model(QStringLiteral("phases"))->rowCount(), 12);
        QVERIFY(rowOf(view.model(QStringLiteral("phases")), QStringLiteral("Group"), QStringLiteral("job-0007")) >= 0);
        view.setBy(QStringLiteral("week"));
        QVERIFY(loaded.wait(30000));
        QVERIFY(view.model(QStringLiteral("phases"))->rowCount() >= 1);
        QVERIFY(view.model(QStringLiteral("phases"))->text(0, 0).contains(QStringLiteral("-W")));

        // Sorting by a header click orders by the number, not the text.
        QTableView *table = view.table(QStringLiteral("sites-time"));
        table->sortByColumn(columnOf(byTime, QStringLiteral("Breaks")), Qt::DescendingOrder);
        for (int r = 1; r < table->model()->rowCount(); ++r)
            QVERIFY(table->model()
                        ->index(r - 1, columnOf(byTime, QStringLiteral("Breaks")))
                        .data(FleetTableModel::SortRole)
                        .toDouble()
                >= table->model()
                       ->index(r, columnOf(byTime, QStringLiteral("Breaks")))
                       .data(FleetTableModel::SortRole)
                       .toDouble());
    }

    void comparisonFindsThePlantedRegression()
    {
        FleetView view;
        openStore(view, m_store);
        // The compare tab compares the oldest torch version with the newest on its own.
        QSignalSpy compared(&view, &FleetView::compared);
        QVERIFY(view.showSection(QStringLiteral("compare")));
        QVERIFY2(compared.wait(30000), qPrintable(view.statusText()));
        const QJsonObject c = view.comparison();
        QCOMPARE(c.value(QStringLiteral("a")).toString(), QStringLiteral("torch=") + Older);
        QCOMPARE(c.value(QStringLiteral("b")).toString(), QStringLiteral("torch=") + Newer);
        const FleetTableModel *appeared = view.model(QStringLiteral("appeared"));
        QCOMPARE(appeared->rowCount(), 1);
        QCOMPARE(appeared->text(0, columnOf(appeared, QStringLiteral("Site"))), Regression);
        QCOMPARE(appeared->text(0, columnOf(appeared, QStringLiteral("Jobs"))),
            QString::number(m_truth.value(QStringLiteral("sites"))
                                .toObject()
                                .value(Regression)
                                .toObject()
                                .value(QStringLiteral("jobs"))
                                .toInt()));
        // The sites the regression replaced disappeared.
        QVERIFY(view.model(QStringLiteral("disappeared"))->rowCount() >= 1);

        // The other way round: the regression is a site that disappeared.
        view.compareCohorts(QStringLiteral("torch=") + Newer, QStringLiteral("torch=") + Older);
        QVERIFY(compared.wait(30000));
        QCOMPARE(
            view.model(QStringLiteral("disappeared"))->text(0, columnOf(appeared, QStringLiteral("Site"))), Regression);
        // A cohort that matches nothing fails with the store's values, and keeps the comparison.
        QSignalSpy failed(&view, &FleetView::failed);
        view.compareCohorts(QStringLiteral("torch=9.9"), QStringLiteral("torch=") + Older);
        QVERIFY(failed.wait(30000));
        QVERIFY(failed.first().first().toString().contains(Older));
        QCOMPARE(
            view.model(QStringLiteral("disappeared"))->text(0, columnOf(appeared, QStringLiteral("Site"))), Regression);
    }

    // A store of one torch version: the default comparison is its two most recent weeks; with
    // one week as well, none, and the view says why.
    void defaultComparisonWithOneVersion()
    {
        // 2026-01-05 12:00 UTC (2026-W02), the odd jobs a week later (2026-W03).
        const QString oneVersion = m_tmp.filePath(QStringLiteral("one-version"));
        const QString oneWeek = m_tmp.filePath(QStringLiteral("one-week"));
        const QString script = QStringLiteral(
            "import shutil, sqlite3, sys\n"
            "for dst, weeks in ((sys.argv[2], 2), (sys.argv[3], 1)):\n"
            "    shutil.copytree(sys.argv[1], dst)\n"
            "    db = sqlite3.connect(dst + '/fleet.sqlite')\n"
            "    db.execute(\"UPDATE logs SET torch = '2.11.0+cu130', start_us = 1767614400e6 + (job_id % ? ) * "
            "604800e6\", (weeks,))\n"
            "    db.commit()\n");
        QVERIFY(run(QStringLiteral("python3"), { QStringLiteral("-c"), script, m_store, oneVersion, oneWeek }));
        {
            FleetView view;
            openStore(view, oneVersion);
            QSignalSpy compared(&view, &FleetView::compared);
            QVERIFY(view.showSection(QStringLiteral("compare")));
            QVERIFY2(compared.wait(30000), qPrintable(view.statusText()));
            QCOMPARE(view.comparison().value(QStringLiteral("a")).toString(), QStringLiteral("week=2026-W02"));
            QCOMPARE(view.comparison().value(QStringLiteral("b")).toString(), QStringLiteral("week=2026-W03"));
        }
        FleetView view;
        openStore(view, oneWeek);
        QSignalSpy compared(&view, &FleetView::compared);
        QVERIFY(view.showSection(QStringLiteral("compare")));
        QVERIFY(!compared.wait(1500));
        QVERIFY2(view.noComparisonReason().contains(QStringLiteral("one torch version (2.11.0+cu130)"))
                && view.noComparisonReason().contains(QStringLiteral("one week (2026-W02)")),
            qPrintable(view.noComparisonReason()));
    }

    void rowOpensTheJobsRun()
    {
        FleetView view;
        view.resize(1200, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        openStore(view, m_store);
        QSignalSpy compared(&view, &FleetView::compared);
        view.showSection(QStringLiteral("compare"));
        QVERIFY(compared.wait(30000));
        // The regression's row opens a job of the newer cohort (the second half of the jobs).
        QSignalSpy requested(&view, &FleetView::runRequested);
        QTableView *table = view.table(QStringLiteral("appeared"));
        const QRect cell = table->visualRect(table->model()->index(0, 0));
        QVERIFY(cell.isValid());
        // A real double-click: press, release, press, double-click, release: one open.
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(requested.size(), 1);
        const QString folder = requested.first().first().toString();
        QVERIFY2(folder.startsWith(m_fleet + QStringLiteral("/jobs/job-00")), qPrintable(folder));
        // ... on the break site the row is about: the Graph breaks view, that file and line.
        QCOMPARE(requested.first().at(1).toString(), QStringLiteral("breaks"));
        QVERIFY(!requested.first().at(2).toString().isEmpty());
        QVERIFY(requested.first().at(3).toLongLong() > 0);
        QVERIFY2(
            QDir(m_fleet + QStringLiteral("/jobs")).relativeFilePath(folder).mid(4).toInt() >= 6, qPrintable(folder));

        // A failing job's row opens that job's folder.
        const FleetTableModel *failing = view.model(QStringLiteral("failing"));
        const QString job = failing->text(0, columnOf(failing, QStringLiteral("Job")));
        view.openRunOf(QStringLiteral("failing"), 0);
        QCOMPARE(requested.size(), 2);
        QCOMPARE(requested.last().first().toString(), m_fleet + QStringLiteral("/jobs/") + job);

        // The window opens it in a window of its own; the fleet stays.
        MainWindow w;
        w.setQuiet(true);
        QSignalSpy shown(&w, &MainWindow::loadFailed);
        w.openPaths({ m_store });
        QTRY_VERIFY_WITH_TIMEOUT(w.fleetView() && !w.fleetView()->storeDir().isEmpty(), 30000);
        const int windowsBefore = static_cast<int>(QApplication::topLevelWidgets().size());
        w.fleetView()->openRunOf(QStringLiteral("failing"), 0);
        MainWindow *opened = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (QWidget *t : QApplication::topLevelWidgets())
                    if (auto *m = qobject_cast<MainWindow *>(t); m && m != &w && m->run())
                        opened = m;
                return opened != nullptr;
            }(),
            30000);
        QVERIFY(static_cast<int>(QApplication::topLevelWidgets().size()) > windowsBefore);
        QCOMPARE(opened->run()->inputs.value(0), m_fleet + QStringLiteral("/jobs/") + job);
        QCOMPARE(w.fleetView()->storeDir(), QDir::cleanPath(m_store));
        QCOMPARE(opened->findings()->currentWidget()->objectName(), QStringLiteral("failures"));
        opened->close();

        // A break site's row opens its run on that break: its details are the site's.
        const FleetTableModel *sites = w.fleetView()->model(QStringLiteral("sites-time"));
        const QString reason = sites->text(0, columnOf(sites, QStringLiteral("Reason")));
        const QList<QWidget *> before = QApplication::topLevelWidgets();
        w.fleetView()->openRunOf(QStringLiteral("sites-time"), 0);
        MainWindow *onBreak = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (QWidget *t : QApplication::topLevelWidgets())
                    if (auto *m = qobject_cast<MainWindow *>(t); m && m != &w && !before.contains(m) && m->run())
                        onBreak = m;
                return onBreak != nullptr;
            }(),
            30000);
        QCOMPARE(onBreak->findings()->currentWidget()->objectName(), QStringLiteral("breaks"));
        QTRY_VERIFY2(onBreak->findings()->breaksPane()->detailsText().contains(reason.left(30)),
            qPrintable(onBreak->findings()->breaksPane()->detailsText().left(300)));
        onBreak->close();
        QVERIFY(shown.isEmpty());
    }

    void missingRunIsNamed()
    {
        FleetView view;
        openStore(view, m_store);
        QSignalSpy requested(&view, &FleetView::runRequested);
        view.openRunOf(QStringLiteral("failing"), 0);
        QCOMPARE(requested.size(), 1);
        const QString folder = requested.first().first().toString();
        // The job's folder moved away after indexing: the message names the log the store has.
        const QString moved = folder + QStringLiteral(".moved");
        QVERIFY(QDir().rename(folder, moved));
        QSignalSpy missing(&view, &FleetView::runMissing);
        view.openRunOf(QStringLiteral("failing"), 0);
        QVERIFY(QDir().rename(moved, folder));
        QCOMPARE(missing.size(), 1);
        QCOMPARE(requested.size(), 1);
        const QString message = missing.first().first().toString();
        QVERIFY2(message.contains(folder + QStringLiteral("/dedicated_log_torch_trace_rank_")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("no longer there")), qPrintable(message));
        QVERIFY(view.statusText().contains(QStringLiteral("no longer there")));
    }

    void corruptStoreKeepsWhatIsShown()
    {
        MainWindow w;
        w.setQuiet(true);
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openPaths({ m_store + QStringLiteral("/fleet.sqlite") }); // the database file opens it too
        QTRY_VERIFY_WITH_TIMEOUT(w.fleetView() && !w.fleetView()->storeDir().isEmpty(), 30000);
        QTRY_VERIFY(w.findChild<QStackedWidget *>(QStringLiteral("pages"))->currentWidget() == w.fleetView());
        QVERIFY(w.windowTitle().contains(QStringLiteral("store")));
        // Remembered like other inputs: File ▸ Open Recent and the start page open it again.
        QCOMPARE(w.recentRuns()->entries().value(0).paths, QStringList { QDir::cleanPath(m_store) });
        const int sites = w.fleetView()->model(QStringLiteral("sites-time"))->rowCount();
        QVERIFY(sites > 0);
        // A comparison that fails (a cohort that matches nothing) is said in the view, not an
        // open that failed.
        QSignalSpy failed(&w, &MainWindow::loadFailed);
        QSignalSpy viewFailed(w.fleetView(), &FleetView::failed);
        w.fleetView()->compareCohorts(QStringLiteral("torch=9.9"), QStringLiteral("torch=") + Older);
        QVERIFY(viewFailed.wait(30000));
        QVERIFY(failed.isEmpty());
        QVERIFY(w.fleetView()->statusText().contains(QStringLiteral("torch=9.9")));

        const QString bad = m_tmp.filePath(QStringLiteral("bad-store"));
        QVERIFY(QDir().mkpath(bad));
        QFile garbage(bad + QStringLiteral("/fleet.sqlite"));
        QVERIFY(garbage.open(QIODevice::WriteOnly));
        garbage.write(QByteArray(8192, 'x'));
        garbage.close();
        w.openPaths({ bad });
        QVERIFY(failed.wait(30000));
        const QString message = failed.first().first().toString();
        QVERIFY2(message.contains(bad), qPrintable(message)); // names the file
        QCOMPARE(w.fleetView()->storeDir(), QDir::cleanPath(m_store));
        QCOMPARE(w.fleetView()->model(QStringLiteral("sites-time"))->rowCount(), sites);
        QVERIFY(w.findChild<QStackedWidget *>(QStringLiteral("pages"))->currentWidget() == w.fleetView());
    }
};

QTEST_MAIN(TestFleetView)
#include "tst_fleetview.moc"
