#include "core/util/inputfile.h"
#include "core/util/outputfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <thread>

using namespace cs;

namespace {

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

bool put(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A file of `size` bytes that takes no disk (a hole): only its size is big.
bool sparse(const QString &path, qint64 size)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.resize(size);
}

} // namespace

// Issue 23, points 2, 3 and 10: the one opener (core/util/inputfile.h) and the one writer
// (core/util/outputfile.h) every file of the tool goes through.
class TestFilesIo : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString path(const char *name) const { return m_dir.filePath(QLatin1String(name)); }

private Q_SLOTS:
    void readsARegularFile()
    {
        QVERIFY(put(path("small.json"), "{\"a\": 1}"));
        const auto bytes = readInputFile(path("small.json"), 1024);
        QVERIFY(bytes);
        QCOMPARE(bytes.value(), QByteArray("{\"a\": 1}"));
        QVERIFY(readInputFile(path("small.json"), 8)); // exactly at the cap
        QVERIFY(!readInputFile(path("missing.json"), 1024));
    }

    // A link to /dev/zero would be read forever (or until bad_alloc): refused, as a device.
    void deviceBehindALinkIsRefused()
    {
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path("zero.json")));
        QElapsedTimer t;
        t.start();
        const auto bytes = readInputFile(path("zero.json"), SmallDocumentCap);
        QVERIFY(!bytes);
        QVERIFY2(bytes.error().message.contains(QStringLiteral("device")), qPrintable(bytes.error().message));
        QCOMPARE(bytes.error().file, path("zero.json"));
        QVERIFY(t.elapsed() < 5000);
        QVERIFY(!openInputFile(QStringLiteral("/dev/null")));
    }

    // A FIFO would block the reader until a writer came: refused at once.
    void fifoIsRefusedWithoutBlocking()
    {
        const QString fifo = path("pipe.json");
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QVERIFY(QFile::link(fifo, path("pipe-link.json")));
        std::atomic<int> state { 0 }; // 1: refused, 2: read
        std::thread t([&] { state = readInputFile(path("pipe-link.json"), 1024) ? 2 : 1; });
        t.detach(); // if it blocks, the test fails below instead of hanging
        QTRY_VERIFY_WITH_TIMEOUT(state.load() != 0, 5000);
        QCOMPARE(state.load(), 1);
        QVERIFY(readInputFile(fifo, 1024).error().message.contains(QStringLiteral("FIFO")));
    }

    // Over the cap: refused from its size alone, and the message says both numbers.
    void oversizedFileIsRefusedUnread()
    {
        QVERIFY(sparse(path("huge.json"), 3ll << 30));
        QElapsedTimer t;
        t.start();
        const auto bytes = readInputFile(path("huge.json"), SmallDocumentCap);
        QVERIFY(!bytes);
        QVERIFY2(bytes.error().message.contains(QStringLiteral("3 GiB"))
                && bytes.error().message.contains(QStringLiteral("16 MiB")),
            qPrintable(bytes.error().message));
        QVERIFY(t.elapsed() < 5000);
        // A file that says 0 bytes and holds more (as under /proc) is still capped while read.
        const auto proc = readInputFile(QStringLiteral("/proc/self/maps"), 64);
        QVERIFY(!proc);
        QVERIFY(proc.error().message.contains(QStringLiteral("64 bytes")));
    }

    void writesAtomicallyAndKeepsPermissions()
    {
        const QString target = path("report.html");
        QVERIFY(writeOutputFile(target, "first"));
        QCOMPARE(contents(target), QByteArray("first"));
        QVERIFY(QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup));
        QVERIFY(writeOutputFile(target, "second"));
        QCOMPARE(contents(target), QByteArray("second"));
        struct stat st { };
        QCOMPARE(::stat(QFile::encodeName(target).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0640));
        QCOMPARE(QDir(m_dir.path()).entryList({ QStringLiteral(".report.html.*") }, QDir::Hidden | QDir::Files),
            QStringList());
    }

    // Point 3: `-o` naming one of the inputs, a link, or a device.
    void refusesInputsLinksAndDevices()
    {
        const QString trace = path("trace.log");
        QVERIFY(put(trace, "the trace"));
        auto same = writeOutputFile(trace, "a report", { path("other.log"), trace });
        QVERIFY(!same);
        QVERIFY(same.error().message.contains(QStringLiteral("inputs")));
        QCOMPARE(contents(trace), QByteArray("the trace"));
        // Through another name of the same file (a hard link) too.
        QVERIFY(::link(QFile::encodeName(trace).constData(), QFile::encodeName(path("hard.log")).constData()) == 0);
        QVERIFY(!writeOutputFile(path("hard.log"), "a report", { trace }));
        QCOMPARE(contents(trace), QByteArray("the trace"));

        QVERIFY(QFile::link(trace, path("link.html")));
        auto link = writeOutputFile(path("link.html"), "a report");
        QVERIFY(!link);
        QVERIFY(link.error().message.contains(QStringLiteral("symbolic link")));
        QCOMPARE(contents(trace), QByteArray("the trace"));
        QVERIFY(QFileInfo(path("link.html")).isSymLink());

        QVERIFY(!writeOutputFile(m_dir.path(), "a report"));
    }

    // Issue 38 point 7: streams are written to as they are (/dev/null, a FIFO, a shell's
    // >(...) as /dev/fd/N, /dev/stdout onto a file), never refused or replaced.
    void writesToStreams()
    {
        QVERIFY(writeOutputFile(QStringLiteral("/dev/null"), "a report"));
        QVERIFY(QFile::link(QStringLiteral("/dev/null"), path("null-link")));
        QVERIFY(writeOutputFile(path("null-link"), "a report"));
        QVERIFY(QFileInfo(path("null-link")).isSymLink());

        int pipeFds[2];
        QCOMPARE(::pipe(pipeFds), 0);
        const QString name = QStringLiteral("/dev/fd/%1").arg(pipeFds[1]);
        QVERIFY(writeOutputFile(name, "through a pipe"));
        ::close(pipeFds[1]);
        char got[64] = {};
        QCOMPARE(::read(pipeFds[0], got, sizeof got), ssize_t(14));
        QCOMPARE(QByteArray(got), QByteArray("through a pipe"));
        ::close(pipeFds[0]);

        const QString fifo = path("report.fifo");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        // Nobody reads it yet: said at once, never a command that hangs.
        const Status unread = writeOutputFile(fifo, "into a fifo");
        QVERIFY(!unread);
        QVERIFY2(
            unread.error().message.contains(QLatin1String("no process reads")), qPrintable(unread.error().message));
        QProcess reader;
        reader.start(QStringLiteral("cat"), { fifo });
        QVERIFY(reader.waitForStarted());
        // `cat` opens the FIFO a moment after it starts.
        bool written = false;
        for (int i = 0; i < 500 && !written; ++i) {
            written = bool(writeOutputFile(fifo, "into a fifo"));
            if (!written)
                QTest::qWait(10);
        }
        QVERIFY(written);
        QVERIFY(reader.waitForFinished(10000));
        QCOMPARE(reader.readAllStandardOutput(), QByteArray("into a fifo"));

        // /dev/stdout redirected to a file appends where the shell's descriptor stands.
        const QString file = path("stdout.txt");
        QVERIFY(put(file, "before\n"));
        const int fd = ::open(QFile::encodeName(file).constData(), O_WRONLY | O_APPEND);
        QVERIFY(fd >= 0);
        QVERIFY(writeOutputFile(QStringLiteral("/proc/self/fd/%1").arg(fd), "after"));
        ::close(fd);
        QCOMPARE(contents(file), QByteArray("before\nafter"));
        // ... but never onto one of the inputs.
        const int again = ::open(QFile::encodeName(file).constData(), O_WRONLY | O_APPEND);
        QVERIFY(!writeOutputFile(QStringLiteral("/dev/fd/%1").arg(again), "x", { file }));
        ::close(again);
        QCOMPARE(contents(file), QByteArray("before\nafter"));
    }

    // A write that fails half-way (here: the file size limit, as a full disk would) is an
    // error, the previous file stays whole and no temporary file is left.
    void failedWriteKeepsThePreviousFile()
    {
        const QString target = path("full.md");
        QVERIFY(writeOutputFile(target, "previous"));
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), { QStringLiteral("--write-limited"), target });
        QVERIFY(child.waitForFinished(30000));
        QCOMPARE(child.exitCode(), 0);
        QVERIFY2(child.readAll().contains("cannot write"), "the failure is reported");
        QCOMPARE(contents(target), QByteArray("previous"));
        QCOMPARE(
            QDir(m_dir.path()).entryList({ QStringLiteral(".full.md.*") }, QDir::Hidden | QDir::Files), QStringList());
    }

    // kill -9 in the middle of writes: the target is always one whole version, never a part.
    void killedWriterLeavesAWholeFile()
    {
        const QString target = path("killed.json");
        for (int round = 0; round < 5; ++round) {
            QProcess child;
            child.start(QCoreApplication::applicationFilePath(), { QStringLiteral("--write-loop"), target });
            QVERIFY(child.waitForStarted());
            QTest::qWait(150 + 70 * round);
            child.kill();
            QVERIFY(child.waitForFinished(10000));
            const QByteArray now = contents(target);
            if (now.isEmpty() && !QFile::exists(target))
                continue; // killed before the first rename
            QCOMPARE(now.size(), qsizetype(4 << 20));
            QVERIFY(now.count(now.at(0)) == now.size());
        }
    }
};

int main(int argc, char **argv)
{
    // --write-limited PATH: writes 1 MiB under a 64 KiB file size limit (EFBIG, like ENOSPC).
    // --write-loop PATH: writes 4 MiB of A, then of B, ... until killed.
    if (argc == 3 && (QByteArray(argv[1]) == "--write-limited" || QByteArray(argv[1]) == "--write-loop")) {
        QCoreApplication app(argc, argv);
        const QString target = QString::fromLocal8Bit(argv[2]);
        if (QByteArray(argv[1]) == "--write-limited") {
            std::signal(SIGXFSZ, SIG_IGN);
            const rlimit limit { 64 << 10, 64 << 10 };
            setrlimit(RLIMIT_FSIZE, &limit);
            const Status s = writeOutputFile(target, QByteArray(1 << 20, 'x'));
            std::printf("%s\n", s ? "written" : qPrintable(s.error().toString()));
            return 0;
        }
        for (char c = 'A';; c = c == 'Z' ? 'A' : char(c + 1))
            if (!writeOutputFile(target, QByteArray(4 << 20, c)))
                return 1;
    }
    QCoreApplication app(argc, argv);
    TestFilesIo t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_filesio.moc"
