#include "gui/livefollow.h"
#include "gui/mainwindow.h"
#include "gui/navigator.h"

#include "core/util/bytesource.h"
#include "viewers/selectioncontext.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;
using namespace cs::app;

namespace {

QByteArray plainTrace(const char *name)
{
    auto src = ByteSource::open(QStringLiteral(CS_TEST_DATA_DIR "/logs/") + QLatin1String(name));
    return src ? QByteArray(src.value()->data(), static_cast<qsizetype>(src.value()->size())) : QByteArray();
}

bool write(const QString &path, const QByteArray &bytes, QIODevice::OpenMode mode = QIODevice::WriteOnly)
{
    QFile f(path);
    return f.open(mode) && f.write(bytes) == bytes.size();
}

size_t compiles(const MainWindow &w)
{
    size_t n = 0;
    for (const auto &o : w.run()->overviews)
        n += o->compiles.size();
    return n;
}

// The selection points into the run shown (or nowhere).
bool selectionFits(const MainWindow &w)
{
    const CompileRef ref = w.selection()->current();
    if (!ref.isValid())
        return true;
    return ref.log < static_cast<int>(w.run()->overviews.size())
        && ref.compile < static_cast<int>(w.run()->overviews[ref.log]->compiles.size());
}

} // namespace

// Issue 23, point 1: a followed log emptied and written again (a job restarted under the same
// log name) used to crash the window: the live update read the old selection's indices into
// the new, smaller run.
class TestLiveRestart : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    bool open(MainWindow &w, const QString &path)
    {
        w.setQuiet(true);
        w.resize(1200, 800);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            return false;
        w.navigator()->liveFollow()->setIntervals(100, std::chrono::milliseconds(300));
        QSignalSpy loaded(&w, &MainWindow::runLoaded);
        w.openPaths({ path });
        return loaded.wait(60000) && w.run();
    }

    // The last compile of the run selected: the indices most likely to be out of a smaller run.
    static bool selectLast(MainWindow &w)
    {
        const auto &compiles = w.run()->overviews.back()->compiles;
        return !compiles.empty() && w.selectCompile(compiles.back().id.toString());
    }

private Q_SLOTS:
    void emptiedThenWrittenAgain()
    {
        const QByteArray all = plainTrace("recompiles.log.zst");
        QVERIFY(!all.isEmpty());
        const QString path = m_dir.filePath(QStringLiteral("restarted.log"));
        QVERIFY(write(path, all));
        MainWindow w;
        QVERIFY(open(w, path));
        QVERIFY(w.navigator()->liveFollow()->isEnabled());
        const size_t full = compiles(w);
        QVERIFY(full > 2);
        QVERIFY(selectLast(w));

        // The job restarts: the log is emptied ...
        QVERIFY(QFile::resize(path, 0));
        QTRY_VERIFY_WITH_TIMEOUT(w.run()->logs.empty() || w.run()->logs[0]->source->size() == 0, 30000);
        QVERIFY(selectionFits(w));
        // ... and written again, first a little, then all of it.
        const qsizetype cut = all.indexOf("\nV", all.size() / 4) + 1;
        QVERIFY(cut > 0);
        QSignalSpy updated(&w, &MainWindow::runUpdated);
        QVERIFY(write(path, all.left(cut), QIODevice::Append));
        QTRY_VERIFY_WITH_TIMEOUT(!w.run()->logs.empty() && compiles(w) > 0, 30000);
        QVERIFY(compiles(w) < full);
        QVERIFY(selectionFits(w));
        QVERIFY(write(path, all.mid(cut), QIODevice::Append));
        QTRY_VERIFY_WITH_TIMEOUT(compiles(w) == full, 30000);
        QVERIFY(selectionFits(w));
        QVERIFY(selectLast(w)); // and the window still works
    }

    // Replaced by a smaller run (a new file under the same name) while its last compile is selected.
    void replacedBySmallerRun()
    {
        const QByteArray all = plainTrace("recompiles.log.zst");
        const QString path = m_dir.filePath(QStringLiteral("replaced.log"));
        QVERIFY(write(path, all));
        MainWindow w;
        QVERIFY(open(w, path));
        const size_t full = compiles(w);
        QVERIFY(selectLast(w));
        const qsizetype cut = all.indexOf("\nV", all.size() / 3) + 1;
        const QString next = m_dir.filePath(QStringLiteral("next.log"));
        QVERIFY(write(next, all.left(cut)));
        QVERIFY(QFile::remove(path));
        QVERIFY(QFile::rename(next, path));
        QTRY_VERIFY_WITH_TIMEOUT(compiles(w) < full, 30000);
        QVERIFY(selectionFits(w));
    }
};

QTEST_MAIN(TestLiveRestart)
#include "tst_liverestart.moc"
