// Settings that survive a restart: window geometry, splitters, column widths and sort order,
// the last view of a run, the recent runs; the settings file where QStandardPaths says.
#include "core/ingest/runexplain.h"
#include "core/ingest/runloader.h"
#include "gui/findingstabs.h"
#include "gui/mainwindow.h"
#include "gui/recentfiles.h"
#include "gui/settings.h"
#include "gui/startpage.h"
#include "viewers/widgets/fixfirstpane.h"
#include "viewers/widgets/graphpane.h"

#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QRegularExpression>
#include <QScreen>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

using namespace cs::app;

namespace {

const QString Sample = QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log");

QTreeView *compileTree(MainWindow &w)
{
    for (QTreeView *t : w.findChildren<QTreeView *>())
        if (t->model() && t->model()->headerData(0, Qt::Horizontal).toString().startsWith(QLatin1String("Frame")))
            return t;
    return nullptr;
}

bool load(MainWindow &w, const QStringList &paths)
{
    QSignalSpy loaded(&w, &MainWindow::runLoaded);
    w.openPaths(paths);
    return loaded.wait(30000);
}

} // namespace

class TestSettings : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(Settings::filePath());
    }

    void fileFollowsStandardPaths()
    {
        QVERIFY2(Settings::filePath().contains(QLatin1String("qttest")), qPrintable(Settings::filePath()));
        QVERIFY(Settings::filePath().startsWith(QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation)));
    }

    // A first start fills most of the screen (1380 x 812 on a 1920 x 1080 screen was a small
    // window in a large room), inside the screen's edge.
    void firstStartFillsTheScreen()
    {
        MainWindow w;
        w.setQuiet(true);
        w.restoreSettings(); // no geometry saved yet
        const QSize available = w.screen()->availableGeometry().size();
        QVERIFY2(w.width() >= available.width() * 0.84 && w.width() <= available.width() * 0.95,
            qPrintable(QStringLiteral("%1 of %2").arg(w.width()).arg(available.width())));
        QVERIFY2(w.height() >= available.height() * 0.84 && w.height() <= available.height() * 0.95,
            qPrintable(QStringLiteral("%1 of %2").arg(w.height()).arg(available.height())));
    }

    void typedKeys()
    {
        Settings s;
        QCOMPARE(s.value(keys::GraphvizTimeoutSeconds), 30);
        QCOMPARE(s.value(keys::Theme), QStringLiteral("system"));
        s.setValue(keys::GraphvizTimeoutSeconds, 75);
        s.sync();
        QCOMPARE(Settings().value(keys::GraphvizTimeoutSeconds), 75); // another instance reads the file
        s.reset(keys::GraphvizTimeoutSeconds);
        QCOMPARE(s.value(keys::GraphvizTimeoutSeconds), 30);
    }

    void recentRunsAreBoundedNewestFirst()
    {
        QTemporaryDir dir;
        RecentRuns recent;
        recent.clear();
        QSignalSpy changed(&recent, &RecentRuns::changed);
        for (int i = 0; i < RecentRuns::MaxEntries + 3; ++i) {
            RecentRun r;
            r.paths = { dir.filePath(QStringLiteral("run%1.log").arg(i)) };
            r.opened = QDateTime::currentDateTime();
            recent.add(r);
        }
        QCOMPARE(changed.size(), RecentRuns::MaxEntries + 3);
        QList<RecentRun> list = recent.entries();
        QCOMPARE(list.size(), RecentRuns::MaxEntries);
        QVERIFY(list.first().paths.first().endsWith(QLatin1String("run12.log")));
        // The same run again moves to the top instead of appearing twice.
        RecentRun again;
        again.paths = { dir.filePath(QStringLiteral("run5.log")) };
        recent.add(again);
        list = recent.entries();
        QCOMPARE(list.size(), RecentRuns::MaxEntries);
        QVERIFY(list.first().paths.first().endsWith(QLatin1String("run5.log")));
        QVERIFY(!list.first().exists()); // nothing was written there
        recent.clear();
        QVERIFY(recent.entries().isEmpty());
    }

    // A recompile-limit hit is neither a compile nor a failure: the row says it apart, as summary
    // and the report do ("9 compiles · 0 graph breaks · 0 failures · 1 recompile limit hit"), and
    // keeps it across restarts.
    void recentRowSaysALimitHitApart()
    {
        const QString log = QStringLiteral(CS_TEST_DATA_DIR "/logs/recompiles.log.zst");
        const auto run = cs::loadRun({ log });
        QVERIFY(run);
        const RecentRun r = RecentRun::describe({ log }, *run.value(), cs::explainLoadedRun(*run.value()));
        QCOMPARE(r.compiles, 9);
        QCOMPARE(r.failures, 0);
        QCOMPARE(r.limitHits, 1);
        QCOMPARE(
            r.outcome(), QStringLiteral("9 compile(s) · 0 graph break(s) · 0 failure(s) · 1 recompile limit hit(s)"));
        QCOMPARE(RecentRun::fromVariant(r.toVariant()).outcome(), r.outcome());
    }

    // Everything the window keeps, written on close and read by the next window.
    void surviveRestart()
    {
        QFile::remove(Settings::filePath());
        QList<int> splitSizes;
        int nameWidth = 0;
        QRect geometry;
        {
            MainWindow w;
            w.setQuiet(true);
            w.restoreSettings();
            w.resize(1100, 720);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.isShowingStartPage());
            QVERIFY(load(w, { Sample }));
            QVERIFY(!w.isShowingStartPage());
            auto *split = w.centralWidget()->findChild<QSplitter *>(QString(), Qt::FindDirectChildrenOnly);
            QVERIFY(split);
            split->setSizes({ 300, 780 });
            Q_EMIT split->splitterMoved(300, 1); // as a drag does: the width is the user's from now on
            splitSizes = split->sizes();
            QTreeView *tree = compileTree(w);
            QVERIFY(tree);
            tree->header()->resizeSection(0, 333);
            tree->header()->resizeSection(2, 6); // a number column dragged too narrow
            // What a drag on the header ends with: the columns are the user's choice from now on.
            QTest::mouseRelease(tree->header()->viewport(), Qt::LeftButton, {}, QPoint(2, 2));
            tree->sortByColumn(1, Qt::DescendingOrder);
            nameWidth = tree->header()->sectionSize(0);
            QVERIFY(w.findings()->showView(QStringLiteral("recompiles")));
            geometry = w.geometry();
            w.close();
        }
        QVERIFY(QFile::exists(Settings::filePath()));

        MainWindow w;
        w.setQuiet(true);
        w.restoreSettings();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.size(), geometry.size());
        // The start page lists the run with what its load found.
        QTreeWidget *recent = w.startPage()->recentList();
        QCOMPARE(recent->topLevelItemCount(), 1);
        QCOMPARE(recent->topLevelItem(0)->text(0), QStringLiteral("sample_trace.log"));
        const QList<RecentRun> runs = w.recentRuns()->entries();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().compiles, 5);
        QCOMPARE(runs.first().bytes, QFileInfo(Sample).size());
        QVERIFY2(runs.first().outcome().startsWith(QStringLiteral("5 compile(s) · 2 graph break(s)")),
            qPrintable(runs.first().outcome()));

        // Reopened from the start page: the same view, splitter and columns.
        QSignalSpy loaded(&w, &MainWindow::runLoaded);
        Q_EMIT recent->itemActivated(recent->topLevelItem(0), 0);
        QVERIFY(loaded.wait(30000));
        QCOMPARE(w.findings()->currentWidget()->objectName(), QStringLiteral("recompiles"));
        auto *split = w.centralWidget()->findChild<QSplitter *>(QString(), Qt::FindDirectChildrenOnly);
        QVERIFY(split);
        QCOMPARE(split->sizes(), splitSizes);
        QTreeView *tree = compileTree(w);
        QCOMPARE(tree->header()->sectionSize(0), nameWidth);
        // ... but a number column restored too narrow for this run's numbers grows to fit them.
        QVERIFY2(tree->header()->sectionSize(2) >= static_cast<QAbstractItemView *>(tree)->sizeHintForColumn(2),
            qPrintable(QString::number(tree->header()->sectionSize(2))));
        QVERIFY(tree->header()->sectionSize(2)
            >= std::min(tree->header()->sectionSizeHint(2), tree->fontMetrics().averageCharWidth() * 7));
        QCOMPARE(tree->header()->sortIndicatorSection(), 1);
        QCOMPARE(tree->header()->sortIndicatorOrder(), Qt::DescendingOrder);
    }

    // The Graph view's grouping, chosen for a stage, opens graphs of that stage the next time.
    void graphGroupingSurvivesRestart()
    {
        QString stage;
        {
            MainWindow w;
            w.setQuiet(true);
            w.restoreSettings();
            w.show();
            QVERIFY(load(w, { Sample }));
            cs::viewers::GraphPane *graph = w.findings()->graphPane();
            QSignalSpy ready(graph, &cs::viewers::GraphPane::layoutReady);
            w.findings()->showView(QStringLiteral("graph"));
            QVERIFY(ready.wait(60000));
            stage = graph->currentEntry().stage;
            QVERIFY(graph->groupBy() != cs::GroupBy::Statement);
            QComboBox *grouping = nullptr;
            for (QComboBox *c : graph->findChildren<QComboBox *>())
                if (c->count() == 3)
                    grouping = c;
            QVERIFY(grouping);
            grouping->setCurrentIndex(static_cast<int>(cs::GroupBy::Statement)); // as the user picks it
            QVERIFY(ready.wait(60000));
            w.close();
        }
        MainWindow w;
        w.setQuiet(true);
        w.restoreSettings();
        w.show();
        QVERIFY(load(w, { Sample }));
        cs::viewers::GraphPane *graph = w.findings()->graphPane();
        QSignalSpy ready(graph, &cs::viewers::GraphPane::layoutReady);
        w.findings()->showView(QStringLiteral("graph"));
        QVERIFY(ready.wait(60000));
        QCOMPARE(graph->currentEntry().stage, stage);
        QCOMPARE(graph->groupBy(), cs::GroupBy::Statement);
    }

    // An exported program alone is no torch.compile run: it opens on its graph, What to fix first
    // says so, and the recent list says what it is, not "0 compiles".
    void exportedProgramOpensOnItsGraph()
    {
        const QString pt2 = QStringLiteral(CS_TEST_DATA_DIR "/export/dynamic_dims.pt2");
        Settings().setLastView({ pt2 }, QString());
        MainWindow w;
        w.setQuiet(true);
        QVERIFY(load(w, { pt2 }));
        QCOMPARE(w.findings()->currentWidget()->objectName(), QStringLiteral("graph"));
        QVERIFY2(w.findings()->fixFirstPane()->text().contains(QStringLiteral("nothing of torch.compile to fix")),
            qPrintable(w.findings()->fixFirstPane()->text()));
        QVERIFY2(w.findings()->fixFirstPane()->text().contains(QStringLiteral("exported program (torch.export)")),
            qPrintable(w.findings()->fixFirstPane()->text()));
        QCOMPARE(w.recentRuns()->entries().first().outcome(), QStringLiteral("1 exported program(s)"));
        // The Inputs view: the program's signature and its dynamic dimensions with their ranges.
        auto *inputs = w.findings()->findChild<QTableView *>(QStringLiteral("inputs"));
        QVERIFY(inputs);
        QStringList rows;
        for (int r = 0; r < inputs->model()->rowCount(); ++r)
            rows << inputs->model()->index(r, 1).data().toString() + QStringLiteral(" = ")
                    + inputs->model()->index(r, 2).data().toString();
        const QString all = rows.join(u'\n');
        QVERIFY2(all.contains(QRegularExpression(QStringLiteral("dynamic dimensions = s\\d+: \\[\\d+, \\d+\\]"))),
            qPrintable(all));
        QVERIFY2(all.contains(QRegularExpression(QStringLiteral("inputs = \\w+ x f32\\["))), qPrintable(all));
    }

    // The last view is remembered per run: another run opens on its own.
    void lastViewPerRun()
    {
        Settings s;
        s.setLastView({ QStringLiteral("/a/run1") }, QStringLiteral("graph"));
        s.setLastView({ QStringLiteral("/a/run2/") }, QStringLiteral("kernels"));
        QCOMPARE(s.lastView({ QStringLiteral("/a/run1") }), QStringLiteral("graph"));
        QCOMPARE(s.lastView({ QStringLiteral("/a/run2") }), QStringLiteral("kernels"));
        QCOMPARE(s.lastView({ QStringLiteral("/a/run3") }), QString());
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
