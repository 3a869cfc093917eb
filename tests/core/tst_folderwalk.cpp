#include "core/ingest/folderwalk.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace cs;

namespace {

void touch(const QString &path)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write("x\n");
}

bool mentions(const FolderWalk &w, const QString &text, const QString &path)
{
    for (const Diagnostic &d : w.problems)
        if (d.message.contains(text) && d.file.endsWith(path))
            return true;
    return false;
}

} // namespace

// How a run folder is searched: the places PyTorch writes first, caches last, nothing but
// regular files opened, and every skip or cap said.
class TestFolderWalk : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // A big cache sorts before the trace by name; the trace must still be found when the cap hits.
    void recognisedPlacesComeFirstAndTheCapIsReported()
    {
        QTemporaryDir dir;
        for (int i = 0; i < 200; ++i)
            touch(dir.filePath(QStringLiteral("a_inductor_cache/%1/c%2.py").arg(i % 10).arg(i)));
        touch(dir.filePath(QStringLiteral("b_other/notes.txt")));
        touch(dir.filePath(QStringLiteral("trace/dedicated_log_torch_trace_rank_0.log")));
        touch(dir.filePath(QStringLiteral("logs/torch_logs.txt")));
        touch(dir.filePath(QStringLiteral("torch_compile_debug/run_2026_01_01-pid_1/torchdynamo/debug.log")));
        touch(dir.filePath(QStringLiteral("top.log")));
        const FolderWalk w = FolderWalk::walk(dir.path(), 50);
        QCOMPARE(w.files.size(), 50);
        QCOMPARE(w.files.first(), dir.filePath(QStringLiteral("top.log"))); // files of a level first
        QVERIFY(w.files.contains(dir.filePath(QStringLiteral("trace/dedicated_log_torch_trace_rank_0.log"))));
        QVERIFY(w.files.contains(dir.filePath(QStringLiteral("logs/torch_logs.txt"))));
        QCOMPARE(w.debugRuns.size(), 1);
        QVERIFY(mentions(w, QStringLiteral("stopped after 50 files"), QStringLiteral("a_inductor_cache/2")));
    }

    void nothingButRegularFilesIsListed()
    {
        QTemporaryDir dir;
        touch(dir.filePath(QStringLiteral("trace.log")));
        QCOMPARE(mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("pipe.log"))).constData(), 0600), 0);
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("missing.log")), dir.filePath(QStringLiteral("dangling.log"))));
        QVERIFY(QFile::link(dir.path(), dir.filePath(QStringLiteral("loop")))); // a link to the folder itself
        const FolderWalk w = FolderWalk::walk(dir.path());
        QCOMPARE(w.files, QStringList { dir.filePath(QStringLiteral("trace.log")) });
        QVERIFY(mentions(w, QStringLiteral("FIFO"), QStringLiteral("pipe.log")));
        QVERIFY(mentions(w, QStringLiteral("missing"), QStringLiteral("dangling.log")));
        QCOMPARE(w.problems.size(), size_t(2)); // the link to a folder is not followed, and not a problem
    }

    void depthCapIsSaid()
    {
        QTemporaryDir dir;
        touch(dir.filePath(QStringLiteral("a/b/c/d/e/f/deep.log")));
        touch(dir.filePath(QStringLiteral("a/b/c/d/shallow.log")));
        const FolderWalk w = FolderWalk::walk(dir.path());
        QCOMPARE(w.files, QStringList { dir.filePath(QStringLiteral("a/b/c/d/shallow.log")) });
        QVERIFY(mentions(w, QStringLiteral("levels down are not searched"), QStringLiteral("a/b/c/d/e")));
    }
};

QTEST_GUILESS_MAIN(TestFolderWalk)
#include "tst_folderwalk.moc"
