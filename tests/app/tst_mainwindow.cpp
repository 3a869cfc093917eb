#include "gui/mainwindow.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace cs::app;

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
        auto *tree = w.findChild<QTreeView *>();
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
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
