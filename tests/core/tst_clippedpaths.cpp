// Guard locations whose path PyTorch clipped (FORMATS §2.11: a user file shares only "/" with the
// torch install, so "/home/user/project/scenarios.py" is written "ome/user/project/scenarios.py"):
// written whole again from the files the run names, and left alone where that is not certain.

#include "core/analysis/clippedpaths.h"
#include "core/analysis/compileoverview.h"
#include "core/ingest/runloader.h"

#include <QtTest>

using namespace cs;

class TestClippedPaths : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void restoresOnlyWhatOneFileEndsWith_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QString>("expected");
        const QStringList files { QStringLiteral("/home/user/project/scenarios.py"), QStringLiteral("/srv/a/train.py"),
            QStringLiteral("/srv/b/train.py"), QStringLiteral("/opt/x/model.py") };
        QTest::newRow("only / shared")
            << QStringLiteral("1/0: n == 0   # g(x, n)  # ome/user/project/scenarios.py:34 in <lambda>") << files
            << QStringLiteral("1/0: n == 0   # g(x, n)  # /home/user/project/scenarios.py:34 in <lambda>");
        // Relative to a folder shared with torch: readable as it is, and the file the guard names
        // may be another of that name than the one the frames name.
        QTest::newRow("a folder shared") << QStringLiteral("x == 1  # y  # x/model.py:3 in f") << files
                                         << QStringLiteral("x == 1  # y  # x/model.py:3 in f");
        QTest::newRow("two files end so") << QStringLiteral("x == 1  # y  # train.py:3 in f") << files
                                          << QStringLiteral("x == 1  # y  # train.py:3 in f");
        QTest::newRow("not cut at a separator") << QStringLiteral("x == 1  # y  # odel.py:3 in f") << files
                                                << QStringLiteral("x == 1  # y  # odel.py:3 in f");
        QTest::newRow("whole already") << QStringLiteral("x == 1  # y  # /opt/x/model.py:3 in f") << files
                                       << QStringLiteral("x == 1  # y  # /opt/x/model.py:3 in f");
        QTest::newRow("no run files") << QStringLiteral("x == 1  # y  # ome/user/project/scenarios.py:3 in f")
                                      << QStringList()
                                      << QStringLiteral("x == 1  # y  # ome/user/project/scenarios.py:3 in f");
        QTest::newRow("several lines")
            << QStringLiteral("a  # s  # ome/user/project/scenarios.py:1 in f\nb  # t  # x/model.py:2 in g\nc") << files
            << QStringLiteral("a  # s  # /home/user/project/scenarios.py:1 in f\nb  # t  # x/model.py:2 in g\nc");
        QTest::newRow("two files lost a letter apart")
            << QStringLiteral("x  # y  # ome/a.py:1 in f")
            << QStringList { QStringLiteral("/home/a.py"), QStringLiteral("/rome/a.py") }
            << QStringLiteral("x  # y  # ome/a.py:1 in f");
    }

    void restoresOnlyWhatOneFileEndsWith()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, files);
        QFETCH(QString, expected);
        QCOMPARE(restoreClippedPaths(text, files), expected);
    }

    // The corpus recompiles run: PyTorch's reasons name ome/user/project/scenarios.py; the run's
    // frames name /home/user/project/scenarios.py, and so does every reason read from it now.
    void recompileReasonsOfARealRunNameTheWholeFile()
    {
        auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/logs/recompiles.log.zst") });
        QVERIFY(bool(run));
        const CompileOverview &ov = *run.value()->overviews.at(0);
        QCOMPARE(ov.sourceFiles, QStringList { QStringLiteral("/home/user/project/scenarios.py") });
        QCOMPARE(runSourceFiles(ov), ov.sourceFiles);
        int located = 0;
        for (const CompileSummary &c : ov.compiles)
            for (const QString &reason : c.recompileReasons) {
                QVERIFY2(!reason.contains(QLatin1String("# ome/")), qPrintable(reason));
                located += reason.contains(QLatin1String("  # /home/user/project/scenarios.py:"));
            }
        QVERIFY2(located >= 4, qPrintable(QString::number(located)));
    }
};

QTEST_GUILESS_MAIN(TestClippedPaths)
#include "tst_clippedpaths.moc"
