// An A/B folder opened in the window (issue 25): File ▸ Open, the command line, recent runs and a
// drop all go through openPaths, which tells an A/B folder (its ab-runs.json, by content) from a
// run and shows it in an A/B view with its results, and its Why? tab when the folder holds
// `ab --why` traces (tests/data/ab/cpu_why.tar.xz, a real `compilescope ab --why` folder).
#include "gui/mainwindow.h"
#include "gui/recentfiles.h"
#include "gui/startpage.h"

#include "core/ab/abrunset.h"
#include "core/ingest/formatprobe.h"
#include "viewers/models/abresultsmodel.h"
#include "viewers/widgets/abview.h"
#include "viewers/widgets/elidedlabel.h"

#include "tests/fixture.h"

#include <QApplication>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QMimeData>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace cs;
using namespace cs::app;

class TestAbOpen : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString folder() const { return m_dir.filePath(QStringLiteral("ab")); }

    static QList<viewers::AbView *> abViews()
    {
        QList<viewers::AbView *> out;
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *v = qobject_cast<viewers::AbView *>(w); v && v->isVisible())
                out << v;
        return out;
    }
    static void closeAbViews()
    {
        for (viewers::AbView *v : abViews())
            v->close();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    static void checkView(viewers::AbView *v)
    {
        QVERIFY(v);
        QVERIFY(v->result());
        QCOMPARE(v->result()->outcome, QStringLiteral("compared"));
        QVERIFY(v->model()->rowCount() >= 6); // three regions, eager and default
        QVERIFY(!v->why().entries.empty()); // the folder's why traces read
        QVERIFY(!v->whyPanelText().isEmpty());
        QVERIFY(v->windowTitle().startsWith(QStringLiteral("A/B — ")));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/ab/cpu_why.tar.xz"), m_dir.path()));
        QVERIFY(QFileInfo::exists(ab::runSetFile(folder())));
    }

    // By content, never by name: the folder, its ab-runs.json and its ab-result.json are an A/B;
    // a trace folder, a trace and a JSON that merely is named ab-runs.json are not.
    void recognisedByContent()
    {
        const QString record = QFileInfo(ab::runSetFile(folder())).absoluteFilePath();
        QCOMPARE(ab::runSetFileOf(folder()), record);
        QCOMPARE(ab::runSetFileOf(record), record);
        QCOMPARE(ab::runSetFileOf(QDir(folder()).filePath(QStringLiteral("ab-result.json"))), record);
        QVERIFY(ab::runSetFileOf(QStringLiteral(CS_TEST_DATA_DIR)).isEmpty());
        QVERIFY(ab::runSetFileOf(QStringLiteral(CS_TEST_DATA_DIR "/simple_corrupted_json.log")).isEmpty());
        QTemporaryDir other;
        QFile fake(other.filePath(QStringLiteral("ab-runs.json")));
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write(R"({"schema": "something.else/1", "runs": []})");
        fake.close();
        QVERIFY(ab::runSetFileOf(other.path()).isEmpty());
        QVERIFY(ab::runSetFileOf(fake.fileName()).isEmpty());
        // The input kind the run loader sees: an A/B record, not a Chrome trace or unknown JSON.
        QVERIFY(probeFormat(R"({"command": ["python"], "schema": "compilescope.ab-runs/1"})") == InputFormat::AbRecord);
        QVERIFY(probeFormat(R"({"traceEvents": [], "schema": "compilescope.ab/1"})") != InputFormat::AbRecord);
        QCOMPARE(formatName(InputFormat::AbRecord), QStringLiteral("ab_record"));
    }

    void openedFromThePathAndRecentRuns()
    {
        MainWindow w;
        w.setQuiet(true);
        w.show();
        closeAbViews();
        w.openPaths({ folder() }); // File ▸ Open Folder, the command line's PATH
        QVERIFY(!w.isLoading()); // no run load started: the folder is no run
        QCOMPARE(abViews().size(), 1);
        checkView(abViews().first());
        QVERIFY(!w.run());
        // In the recent runs, from where it opens again (File ▸ Open Recent, the start page).
        const QList<RecentRun> recent = RecentRuns().entries();
        QVERIFY(!recent.isEmpty());
        QCOMPARE(recent.first().paths, QStringList { QFileInfo(folder()).absoluteFilePath() });
        closeAbViews();
        w.openPaths(recent.first().paths);
        QCOMPARE(abViews().size(), 1);
        checkView(abViews().first());
        closeAbViews();
        // Its ab-runs.json given as a file (File ▸ Open) opens the same A/B.
        w.openPaths({ ab::runSetFile(folder()) });
        QCOMPARE(abViews().size(), 1);
        QCOMPARE(abViews().first()->result()->runs.outDir, QFileInfo(folder()).canonicalFilePath());
        closeAbViews();
    }

    void openedByADrop()
    {
        MainWindow w;
        w.setQuiet(true);
        w.show();
        closeAbViews();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        DropZone *zone = w.startPage()->dropZone(); // where a drop lands on the start page
        QMimeData mime;
        mime.setUrls({ QUrl::fromLocalFile(folder()) });
        const QPoint at = zone->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(zone, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(zone, &drop);
        QCOMPARE(abViews().size(), 1);
        checkView(abViews().first());
        closeAbViews();
    }

    // `--view why` opens on the Why? tab.
    void whyView()
    {
        MainWindow w;
        w.setQuiet(true);
        w.show();
        closeAbViews();
        w.setInitialView(QStringLiteral("why"), QString());
        viewers::AbView *v = w.openAbFolder(folder());
        QVERIFY(v);
        QCOMPARE(v->detailTabs()->currentIndex(), 1);
        QVERIFY(QTest::qWaitForWindowExposed(v));
        QVERIFY(!v->grab().isNull());
        delete v; // the window and its result go cleanly (the screenshot path deletes it so)
        // Not an A/B folder: no view, a message in the status bar (quiet: no dialog).
        QTemporaryDir empty;
        QVERIFY(!w.openAbFolder(empty.path()));
        QVERIFY(abViews().isEmpty());
    }

    // A cut-short ab-runs.json (a tester saw an empty run): the window says which file and what
    // is wrong with it, opens no run and no A/B view, and keeps what it had loaded.
    void cutShortRecordIsSaid()
    {
        QTemporaryDir copy;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/ab/cpu_why.tar.xz"), copy.path()));
        const QString dir = copy.filePath(QStringLiteral("ab"));
        QFile record(ab::runSetFile(dir));
        QVERIFY(record.open(QIODevice::ReadWrite));
        QVERIFY(record.resize(record.size() / 2));
        record.close();
        QVERIFY(!ab::runSetFileOf(dir).isEmpty()); // a broken A/B record, still no run
        const auto set = ab::readRunSet(dir);
        QVERIFY(!set);
        QVERIFY2(set.error().toString().contains(QStringLiteral("ab-runs.json"))
                && set.error().toString().contains(QStringLiteral("cut short or corrupt")),
            qPrintable(set.error().toString()));
        MainWindow w;
        w.setQuiet(true);
        w.show();
        closeAbViews();
        w.openPaths({ dir });
        QVERIFY(!w.isLoading()); // no run load started: an empty run is never shown
        QVERIFY(!w.run());
        QVERIFY(abViews().isEmpty());
        auto *status = w.findChild<viewers::ElidedLabel *>(QStringLiteral("status"));
        QVERIFY(status);
        QVERIFY2(status->text().contains(QStringLiteral("cut short or corrupt"))
                && status->text().contains(QStringLiteral("ab-runs.json")),
            qPrintable(status->text()));
    }
};

QTEST_MAIN(TestAbOpen)
#include "tst_abopen.moc"
