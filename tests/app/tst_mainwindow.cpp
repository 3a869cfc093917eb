#include "gui/findingstabs.h"
#include "gui/mainwindow.h"
#include "viewers/selectioncontext.h"
#include "viewers/widgets/elidedlabel.h"
#include "viewers/widgets/explorerpane.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QProcess>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace cs::app;

namespace {

// The app run headless (offscreen, its own settings, the C locale): its exit status and stderr.
std::pair<int, QString> runApp(const QTemporaryDir &dir, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("LANGUAGE"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CS_APP_BINARY), args);
    if (!p.waitForFinished(120000))
        return { -1, QStringLiteral("did not finish") };
    return { p.exitCode(), QString::fromUtf8(p.readAllStandardError()) };
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void opensSampleOffscreen()
    {
        MainWindow w;
        w.setQuiet(true); // no modal dialog in tests
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy loaded(&w, &MainWindow::runLoaded);
        w.openPaths({ QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY(loaded.wait(30000));
        QVERIFY(w.run());
        QCOMPARE(w.run()->overviews.at(0)->compiles.size(), size_t(5));
        QTreeView *tree = nullptr; // the compile tree: frames and compile ids
        for (QTreeView *t : w.findChildren<QTreeView *>())
            if (t->model()->headerData(0, Qt::Horizontal).toString().startsWith(QLatin1String("Frame")))
                tree = t;
        QVERIFY(tree);
        QCOMPARE(tree->model()->rowCount(), 1);
        QVERIFY(tree->currentIndex().isValid()); // the first compile id is selected
        QVERIFY(w.windowTitle().contains(QStringLiteral("sample_trace.log")));

        // A bad input reports a failure and keeps what was loaded.
        QTemporaryDir dir;
        QSignalSpy failed(&w, &MainWindow::loadFailed);
        w.openPaths({ dir.path() }); // empty folder: nothing to load
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 30000);
        QVERIFY(w.run());
        QCOMPARE(tree->model()->rowCount(), 1);
        QVERIFY(w.saveScreenshot(dir.filePath(QStringLiteral("shot.png"))));
    }

    // Headless (`--screenshot`), a file that is no run fails as the CLI does: the reason, naming
    // the file, on stderr, the picture of the window saying it, and exit status 1 — never a 0 a
    // script would take for success.
    void screenshotOfAnInputThatIsNoRunFails()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("notes.txt")), shot = dir.filePath(QStringLiteral("shot.png"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("these are notes, not a torch.compile log\n");
        f.close();
        const auto [code, err] = runApp(dir, { QStringLiteral("--screenshot"), shot, bad });
        QCOMPARE(code, 1);
        QVERIFY2(err.contains(QLatin1String("compilescope: ") + bad + QLatin1String(": nothing CompileScope reads")),
            qPrintable(err));
        QVERIFY(QFileInfo(shot).size() > 0);
    }

    // `--compile` naming an id the run does not have: said on stderr and in the status bar, the
    // screenshot exits 1 (it is not of the compile asked for); an id it has exits 0.
    void screenshotOfACompileIdTheRunLacksFails()
    {
        QTemporaryDir dir;
        const QString log = QStringLiteral(CS_TEST_DATA_DIR "/logs/recompiles.log.zst");
        const auto shoot = [&](const QString &id) {
            return runApp(dir,
                { QStringLiteral("--compile"), id, QStringLiteral("--screenshot"), dir.filePath(id.section(u'/', 0, 0)),
                    log });
        };
        const auto [missing, err] = shoot(QStringLiteral("9/9"));
        QCOMPARE(missing, 1);
        QVERIFY2(err.contains(QLatin1String("compilescope: no compile id 9/9 in this run")), qPrintable(err));
        QCOMPARE(shoot(QStringLiteral("0/2")).first, 0);
    }

    // Open File shows every kind of file a run is read from, .pt2 and .json included (issue 24).
    void openFileFilterShowsEveryInput()
    {
        const QString filter = MainWindow::openFileFilter().section(QStringLiteral(";;"), 0, 0);
        for (const char *pattern : { "*.log", "*.txt", "*.gz", "*.zst", "*.json", "*.pt2" })
            QVERIFY2(filter.contains(QLatin1String(pattern)), pattern);
    }

    // A folder given with a trailing slash is named by its name, in the title and the status.
    void folderWithTrailingSlash()
    {
        QCOMPARE(MainWindow::displayName({ QStringLiteral("/runs/gpt2/") }), QStringLiteral("gpt2"));
        QCOMPARE(MainWindow::displayName({ QStringLiteral("/runs/gpt2//") }), QStringLiteral("gpt2"));
        QCOMPARE(MainWindow::displayName({ QStringLiteral("runs/trace.log") }), QStringLiteral("trace.log"));
        QCOMPARE(MainWindow::displayName({ QStringLiteral("/") }), QStringLiteral("/"));
        QCOMPARE(MainWindow::displayName(
                     { QStringLiteral("/a/x.log"), QStringLiteral("/a/y.log"), QStringLiteral("/a/z.log") }),
            QStringLiteral("x.log and 2 more"));
        QCOMPARE(MainWindow::displayName({ QStringLiteral("/runs/evil\u202egnp.exe.py/") }),
            QStringLiteral("evil\\u202egnp.exe.py"));

        QTemporaryDir root;
        const QString folder = root.filePath(QStringLiteral("gpt2-run"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile::copy(QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"), folder + QStringLiteral("/trace.log")));
        MainWindow w;
        w.setQuiet(true);
        w.show();
        QSignalSpy loaded(&w, &MainWindow::runLoaded);
        w.openPaths({ folder + QLatin1Char('/') });
        auto *progress = w.findChild<QProgressBar *>();
        QVERIFY(progress);
        QCOMPARE(progress->format(), QStringLiteral("%p%")); // the words go to the status, which elides
        QVERIFY(loaded.wait(30000));
        QCOMPARE(w.windowTitle(), QStringLiteral("CompileScope — gpt2-run"));
        auto *status = w.findChild<cs::viewers::ElidedLabel *>(QStringLiteral("status"));
        QVERIFY(status);
        QVERIFY2(status->text().startsWith(QLatin1String("gpt2-run: 5 compile id")), qPrintable(status->text()));
    }

    // A run folder made by `record` says above the tree what was run and how it ended.
    void recordedFolderNamesItsCommand()
    {
        MainWindow w;
        w.setQuiet(true);
        w.show();
        QSignalSpy loaded(&w, &MainWindow::runLoaded);
        w.openPaths({ QStringLiteral(CS_TEST_DATA_DIR "/diff/break_a") });
        QVERIFY(loaded.wait(30000));
        auto *coverage = w.findChild<QLabel *>(QStringLiteral("coverage"));
        QVERIFY(coverage);
        QVERIFY(coverage->isVisible());
        QVERIFY2(coverage->text().contains(QLatin1String("Recorded: `"))
                && coverage->text().contains(QLatin1String("diff_model.py --break`: exited with code 0 after")),
            qPrintable(coverage->text()));
        // A plain log has no recording line.
        w.openPaths({ QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY(loaded.wait(30000));
        QVERIFY(!coverage->text().contains(QLatin1String("Recorded:")));
    }

    // The tabs count what summary counts (breaks hit, recompiles) and say their rows where they
    // differ: a row is a break site or a recompiled function (issue 43's walkthrough).
    void tabsCountAsSummaryAndSayTheirRows()
    {
        MainWindow w;
        w.setQuiet(true);
        w.resize(1400, 900);
        w.show();
        QSignalSpy loaded(&w, &MainWindow::runLoaded);
        w.openPaths({ QStringLiteral(CS_TEST_DATA_DIR "/logs/recompiles.log.zst") });
        QVERIFY(loaded.wait(30000));
        const cs::CompileOverview &ov = *w.run()->overviews.at(0);
        FindingsTabs *f = w.findings();
        QVERIFY(f->showView(QStringLiteral("recompiles")));
        const QString recompiles = f->tabText(f->currentIndex());
        const int rows = qobject_cast<cs::viewers::ExplorerPane *>(f->currentWidget())->view()->model()->rowCount();
        QVERIFY2(
            recompiles.startsWith(QStringLiteral("Recompiles (%1").arg(ov.totalRecompiles)), qPrintable(recompiles));
        if (rows != ov.totalRecompiles)
            QVERIFY2(recompiles.endsWith(
                         rows == 1 ? QStringLiteral(" in 1 function)") : QStringLiteral(" in %1 functions)").arg(rows)),
                qPrintable(recompiles));
        QVERIFY(f->showView(QStringLiteral("breaks")));
        const QString breaks = f->tabText(f->currentIndex());
        QVERIFY2(breaks.startsWith(QStringLiteral("Graph breaks (%1").arg(ov.graphBreaks.size())), qPrintable(breaks));
    }

    // The CUDA graphs view (issue 41): a real max-autotune run on an H200 whose first region was
    // skipped for a mutated input and whose second was partitioned around a CPU->GPU copy.
    void cudaGraphsViewSaysWhichRegionsRanAsGraphs()
    {
        MainWindow w;
        w.setQuiet(true);
        w.resize(1400, 900);
        w.show();
        QSignalSpy loaded(&w, &MainWindow::runLoaded);
        w.openPaths({ QStringLiteral(CS_TEST_DATA_DIR "/gpu/cudagraphs/ma_mutation_and_partition") });
        QVERIFY(loaded.wait(30000));
        FindingsTabs *f = w.findings();
        QVERIFY(f->showView(QStringLiteral("cudagraphs")));
        QCOMPARE(f->tabText(f->currentIndex()), QStringLiteral("CUDA graphs (2 of 2 not captured whole)"));
        QAbstractItemModel *m = f->cudaGraphsPane()->view()->model();
        QCOMPARE(m->rowCount(), 2);
        QStringList states, reasons;
        for (int r = 0; r < m->rowCount(); ++r) {
            states << m->index(r, 2).data().toString();
            reasons << m->index(r, 3).data().toString();
        }
        QVERIFY2(states.contains(QLatin1String("skipped")) && states.contains(QLatin1String("partitioned")),
            qPrintable(states.join(u',')));
        QVERIFY(reasons.contains(QLatin1String("mutated inputs (1 instances)")));
        QVERIFY(reasons.contains(QLatin1String("DeviceCopy ops")));
        // Selecting a region selects its compile everywhere.
        f->cudaGraphsPane()->view()->setCurrentIndex(m->index(1, 0));
        QTRY_VERIFY(w.selection()->current().isValid());
        const QString dir = qEnvironmentVariable("CS_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(w.saveScreenshot(dir + QStringLiteral("/cudagraphs_view.png")));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
