#include "core/ingest/runloader.h"

#include "fixturescript.h"
#include <QDir>

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <grp.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace cs;

namespace {

const QString Sample = QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log");

bool mentions(const std::vector<Diagnostic> &ds, const QString &text, const QString &file = {})
{
    for (const Diagnostic &d : ds)
        if (d.message.contains(text) && (file.isEmpty() || d.file.endsWith(file)))
            return true;
    return false;
}

} // namespace

// What a damaged, hostile or odd input does to opening a run: the records that are there
// load, and every problem is a diagnostic naming the file. Fixtures come from
// scripts/fixtures/make_hostile_inputs.py, run on the bundled sample trace (888 records).
class TestRunLoader : public QObject {
    Q_OBJECT

    QString fixture(const char *name) const { return m_dir.filePath(QLatin1String(name)); }

    std::shared_ptr<const LoadedRun> load(const QStringList &paths, const TraceReadOptions &options = {})
    {
        auto run = loadRun(paths, options);
        if (!run)
            qFatal("%s", qPrintable(run.error().toString()));
        return run.value();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString failed = runFixtureScript(QStringLiteral("make_hostile_inputs.py"),
            { m_dir.path(), QStringLiteral("--trace"), Sample, QStringLiteral("--pt2-bomb-mib"),
                QStringLiteral("510") });
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

    // Point 1: a trace is recognised by its records anywhere in the head.
    void traceIsRecognisedDespiteADamagedHead_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("records");
        QTest::addColumn<QString>("diagnostic");
        // One text line before the trace: every record loads, the line is reported.
        QTest::newRow("text line first") << "text_before.log" << 888 << "line is not a trace record";
        // The first header's date is damaged: that record is lost, its payload reported.
        QTest::newRow("flipped first header") << "flipped_header.log" << 887 << "belong to no record";
        // A 6.6 KB log and 4 KiB of NULs (a crashed or preallocated file): 18 records, as
        // Python's json module counts them in those lines.
        QTest::newRow("NUL tail") << "nul_tail.log" << 18 << "4096 NUL bytes skipped";
        // A header cut by NULs mid-line, then the rest of the log.
        QTest::newRow("NUL run inside") << "nul_middle.log" << 888 << "cut off by NUL bytes";
        // Prefix fields beyond int32/int64 (checked arithmetic): three lines that are no records.
        QTest::newRow("overflowing fields") << "overflow_fields.log" << 888 << "3 lines are not trace records";
    }
    void traceIsRecognisedDespiteADamagedHead()
    {
        QFETCH(QString, file);
        QFETCH(int, records);
        QFETCH(QString, diagnostic);
        const auto run = load({ m_dir.filePath(file) });
        QCOMPARE(run->logs.size(), size_t(1));
        QCOMPARE(int(run->logs[0]->records.size()), records);
        QVERIFY2(mentions(run->logs[0]->diagnostics, diagnostic, file), qPrintable(diagnostic));
    }

    void nulRunKeepsLineNumbers()
    {
        // The record after the NUL run continues the same physical line: later lines keep
        // their numbers, so diagnostics still point at the right place.
        const auto plain = load({ Sample });
        const auto damaged = load({ fixture("nul_middle.log") });
        QCOMPARE(damaged->logs[0]->records.back().line, plain->logs[0]->records.back().line);
    }

    // Point 2, end to end: a damaged compressed log opens with what decoded.
    void damagedGzipOpensWithItsRecords()
    {
        const auto run = load({ fixture("flipped_member.log.gz") });
        QCOMPARE(run->logs.size(), size_t(1));
        QVERIFY(run->logs[0]->records.size() > 300 && run->logs[0]->records.size() < 888);
        QVERIFY(mentions(run->logs[0]->diagnostics, QStringLiteral("corrupt gzip data")));
        const auto crc = load({ fixture("bad_crc.log.gz") });
        QCOMPARE(crc->logs[0]->records.size(), size_t(888));
        QVERIFY(mentions(crc->logs[0]->diagnostics, QStringLiteral("checksum mismatch")));
    }

    // Point 4: a bomb that looks like a trace loads its records and stops at the cap.
    void bombAfterATraceStopsAtTheCap()
    {
        TraceReadOptions options;
        options.limits.maxBytes = 64u << 20;
        const auto run = load({ fixture("trace_then_bomb.zst") }, options);
        QCOMPARE(run->logs[0]->records.size(), size_t(888));
        QCOMPARE(run->logs[0]->source->size(), size_t(64u << 20));
        QVERIFY(mentions(run->logs[0]->diagnostics, QStringLiteral("decompression stopped")));
    }

    // A .zst cut before its first block decodes yields no byte: the run's error says the stream
    // ends early, naming the file, not "nothing CompileScope reads was found".
    void zstdCutBeforeItsFirstBlockSaysSo()
    {
        QTemporaryDir dir;
        QFile whole(QStringLiteral(CS_TEST_DATA_DIR "/logs/graph_breaks.log.zst"));
        QVERIFY(whole.open(QIODevice::ReadOnly));
        QFile cut(dir.filePath(QStringLiteral("cut.log.zst")));
        QVERIFY(cut.open(QIODevice::WriteOnly));
        cut.write(whole.read(200));
        cut.close();
        const auto run = loadRun({ cut.fileName() });
        QVERIFY(!run);
        QVERIFY2(run.error().message.contains(QStringLiteral("ends early")), qPrintable(run.error().message));
        QVERIFY(run.error().file.endsWith(QStringLiteral("cut.log.zst")));
    }

    // The files of kernel caches in a run folder (Inductor's modules and autotune records, a Triton
    // cache entry) are read when a kernel's code is asked for: one note says so, none calls them
    // unread; a file of another kind beside them still is.
    void kernelCachesAreNotCalledUnread()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(Sample, dir.filePath(QStringLiteral("trace.log"))));
        const auto write = [&](const QString &rel) {
            QVERIFY(QDir(dir.path()).mkpath(QFileInfo(rel).path()));
            QFile f(dir.filePath(rel));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("x = 1\n");
        };
        write(QStringLiteral("cache/ab/cabq5xhcdyx3ubbhcpw3jkbdsd4i6ot3f4qoc4wlwmtg5jovkccbf.py"));
        write(QStringLiteral("cache/ab/cabq5xhcdyx3ubbhcpw3jkbdsd4i6ot3f4qoc4wlwmtg5jovkccbf.cpp"));
        write(QStringLiteral("cache/ab/16be71e0d786d084d8184371142c7127a899c4938ccf5aadea4871d8f06b7618.best_config"));
        write(QStringLiteral("cache/triton/ZBTPCQOGEABXKNLQD5FYFKQGO3Y3LRWRKWUEF4KTS2IJFYAM5PZQ/triton_poi_0.ptx"));
        write(QStringLiteral("cache/ab/notes.md"));
        write(
            QStringLiteral("cache/ab/cabq5xhcdyx3ubbhcpw3jkbdsd4i6ot3f4qoc4wlwmtg5jovkccbf.debug/ir_post_fusion.txt"));
        write(QStringLiteral("cache/ab/cabq5xhcdyx3ubbhcpw3jkbdsd4i6ot3f4qoc4wlwmtg5jovkccbf.debug.lock"));
        write(QStringLiteral("cache/fxgraph/4c/f4cp3rrqdcogs2tbk7qommlruahj3nijx5ygxhfhmywg5yagahrh/"
                             "2q2bvvvw5mrr7ogprlzphsgiiwa6ils4bhf3swsedt3uckmt5xe"));
        const auto run = load({ dir.path() });
        QVERIFY(mentions(run->notes, QStringLiteral("3 file(s) of Inductor's caches CompileScope does not read")));
        QVERIFY(mentions(run->notes, QStringLiteral("4 file(s) of kernel caches"))); // no translator: %n as written
        QVERIFY(mentions(run->notes, QStringLiteral("does not read and were ignored: ")));
        for (const Diagnostic &d : run->notes)
            QVERIFY2(!d.message.contains(QStringLiteral(".py")) && !d.message.contains(QStringLiteral(".ptx"))
                    && !d.message.contains(QStringLiteral(".best_config"))
                    && !d.message.contains(QStringLiteral(".debug")),
                qPrintable(d.message));
    }

    // An empty file is said as empty (a file of 0 bytes, or a compressed one of an empty stream),
    // not as "nothing CompileScope reads".
    void anEmptyFileIsSaidAsEmpty()
    {
        QTemporaryDir dir;
        QFile empty(dir.filePath(QStringLiteral("empty.log")));
        QVERIFY(empty.open(QIODevice::WriteOnly));
        empty.close();
        const auto run = loadRun({ empty.fileName() });
        QVERIFY(!run);
        QCOMPARE(run.error().message, QStringLiteral("the file is empty (0 bytes)"));
        QVERIFY(run.error().file.endsWith(QStringLiteral("empty.log")));
        QFile gz(dir.filePath(QStringLiteral("empty.log.gz")));
        QVERIFY(gz.open(QIODevice::WriteOnly));
        gz.write(QByteArray::fromHex("1f8b080000000000000303000000000000000000")); // gzip of no bytes
        gz.close();
        const auto packed = loadRun({ gz.fileName() });
        QVERIFY(!packed);
        QCOMPARE(packed.error().message, QStringLiteral("the file decompresses to nothing (an empty stream)"));
    }

    void bombOfZerosCostsOnlyItsHead()
    {
        rusage before {}, after {};
        getrusage(RUSAGE_SELF, &before);
        const auto run = load({ fixture("zeros.zst"), Sample });
        getrusage(RUSAGE_SELF, &after);
        QCOMPARE(run->logs.size(), size_t(1));
        QVERIFY(mentions(run->notes, QStringLiteral("CompileScope does not read"), QStringLiteral("zeros.zst")));
        QVERIFY2(after.ru_maxrss - before.ru_maxrss < 32 * 1024, "2 GiB of zeros must not be expanded to be rejected");
    }

    // Point 4: a .pt2 of wrappers that each inflate to 255 MiB (main read every one of them,
    // 805 MB and minutes for 5 GiB) is summarised without inflating any, and says what it skipped.
    void pt2BombIsSummarisedWithoutInflating()
    {
        rusage before {}, after {};
        getrusage(RUSAGE_SELF, &before);
        const auto run = load({ fixture("bomb.pt2") });
        getrusage(RUSAGE_SELF, &after);
        QCOMPARE(run->archives.size(), size_t(1));
        QCOMPARE(run->archives[0].kind, Pt2Archive::Kind::AotInductor);
        QCOMPARE(run->archives[0].device, QStringLiteral("cpu"));
        QVERIFY(
            mentions(run->notes, QStringLiteral("over the 64 MiB read limit: not read"), QStringLiteral("bomb.pt2")));
        QVERIFY2(after.ru_maxrss - before.ru_maxrss < 32 * 1024, "no entry may be inflated");
    }

    // Issue 13 point 5 / point 6: one bad path among several never aborts the open.
    void oneBadPathAmongSeveralOpensTheRest()
    {
        const QString fifo = fixture("pipe.log");
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const auto run = load({ QStringLiteral("/nonexistent/run.log"), Sample, fifo });
        QCOMPARE(run->logs.size(), size_t(1));
        QVERIFY(mentions(run->notes, QStringLiteral("no such file"), QStringLiteral("/nonexistent/run.log")));
        QVERIFY(mentions(run->notes, QStringLiteral("FIFO"), QStringLiteral("pipe.log")));
        auto none = loadRun({ QStringLiteral("/nonexistent/run.log") });
        QVERIFY(!none);
        QCOMPARE(none.error().file, QStringLiteral("/nonexistent/run.log"));
    }

    // Point 6: an unreadable trace or subfolder of a run folder is reported, not skipped
    // silently. Root reads everything, so the check runs in a child that drops to `nobody`.
    void unreadableFileAndFolderAreReported()
    {
        QTemporaryDir run;
        QVERIFY(QFile::copy(Sample, run.filePath(QStringLiteral("trace.log"))));
        QVERIFY(QFile::copy(Sample, run.filePath(QStringLiteral("secret_trace.log"))));
        QVERIFY(QDir(run.path()).mkdir(QStringLiteral("logs_locked")));
        QVERIFY(QFile::copy(Sample, run.filePath(QStringLiteral("logs_locked/rank1.log"))));
        chmod(QFile::encodeName(run.path()).constData(), 0755);
        chmod(QFile::encodeName(run.filePath(QStringLiteral("trace.log"))).constData(), 0644);
        chmod(QFile::encodeName(run.filePath(QStringLiteral("secret_trace.log"))).constData(), 0);
        chmod(QFile::encodeName(run.filePath(QStringLiteral("logs_locked"))).constData(), 0);
        int fds[2];
        QCOMPARE(pipe(fds), 0);
        const pid_t child = fork();
        if (child == 0) {
            ::close(fds[0]);
            if (geteuid() == 0
                && (setgroups(0, nullptr) != 0 || setresgid(65534, 65534, 65534) != 0
                    || setresuid(65534, 65534, 65534) != 0))
                _exit(3);
            auto loaded = loadRun({ run.path() });
            QByteArray report = loaded ? QByteArray::number(qulonglong(loaded.value()->logs.size())) + '\n' : "error\n";
            if (loaded)
                for (const Diagnostic &d : loaded.value()->notes)
                    report += d.file.toUtf8() + '\t' + d.message.toUtf8() + '\n';
            (void)!::write(fds[1], report.constData(), size_t(report.size()));
            _exit(0);
        }
        ::close(fds[1]);
        QByteArray report;
        char buf[4096];
        for (ssize_t n; (n = ::read(fds[0], buf, sizeof buf)) > 0;)
            report.append(buf, n);
        ::close(fds[0]);
        int status = 0;
        waitpid(child, &status, 0);
        chmod(QFile::encodeName(run.filePath(QStringLiteral("logs_locked"))).constData(), 0755);
        QVERIFY2(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the child could not drop privileges");
        QVERIFY2(report.startsWith("1\n"), report.constData()); // trace.log still loads
        QVERIFY2(report.contains("secret_trace.log\tcannot open: Permission denied"), report.constData());
        QVERIFY2(report.contains("logs_locked\tcannot read this folder (Permission denied)"), report.constData());
    }

    // A run folder `record` made: its own manifest.json and the command's stdout.txt are known
    // files, never "CompileScope does not read" (issue 24); another stray file still is.
    void recordersOwnFilesAreNotReported()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QFile::copy(QStringLiteral(CS_TEST_DATA_DIR "/diff/break_a/manifest.json"),
            dir.filePath(QStringLiteral("manifest.json"))));
        QVERIFY(QFile::copy(Sample, dir.filePath(QStringLiteral("trace.log"))));
        for (const char *name : { "stdout.txt", "notes.txt" }) {
            QFile f(dir.filePath(QLatin1String(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("step 1 loss 2.5\nstep 2 loss 2.1\n");
        }
        const auto run = load({ dir.path() });
        QCOMPARE(run->logs.size(), size_t(1));
        QVERIFY(!mentions(run->notes, QStringLiteral("CompileScope does not read"), QStringLiteral("manifest.json")));
        QVERIFY(!mentions(run->notes, QStringLiteral("CompileScope does not read"), QStringLiteral("stdout.txt")));
        QVERIFY(mentions(run->notes, QStringLiteral("CompileScope does not read"), QStringLiteral("notes.txt")));
        // Without the recorder's manifest a stdout.txt is a file like any other.
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("manifest.json"))));
        QVERIFY(mentions(
            load({ dir.path() })->notes, QStringLiteral("CompileScope does not read"), QStringLiteral("stdout.txt")));
    }

    // Files in subfolders that are no PyTorch output are named in one note (the first five and
    // how many more), not counted anonymously.
    void strayFilesInSubfoldersAreNamed()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QFile::copy(Sample, dir.filePath(QStringLiteral("trace.log"))));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("sub/deeper")));
        QStringList written;
        for (int i = 0; i < 7; ++i) {
            const QString name = QStringLiteral("sub/deeper/notes_%1.txt").arg(i);
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("just some words\n");
            written << name;
        }
        const auto run = load({ dir.path() });
        QCOMPARE(run->logs.size(), size_t(1));
        QString text;
        for (const Diagnostic &d : run->notes)
            if (d.message.contains(QStringLiteral("in subfolders")))
                text = d.message;
        QVERIFY2(text.startsWith(QStringLiteral("7 other file")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("notes_0.txt")), qPrintable(text));
        QVERIFY2(text.endsWith(QStringLiteral(" and 2 more")) && !text.contains(QStringLiteral("notes_6.txt")),
            qPrintable(text));
    }

    // An A/B folder given where a run is expected: said so (its stderr logs are no run), and
    // beside other paths skipped with a warning while the rest open.
    void abFolderIsSaidNotReadAsARun()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("runs/default-1")));
        QFile record(dir.filePath(QStringLiteral("ab-runs.json")));
        QVERIFY(record.open(QIODevice::WriteOnly));
        record.write("{\n \"runs\": [],\n \"schema\": \"compilescope.ab-runs/1\"\n}\n");
        record.close();
        QFile err(dir.filePath(QStringLiteral("runs/default-1/stderr.txt")));
        QVERIFY(err.open(QIODevice::WriteOnly));
        err.write("I1121 04:06:40.696000 1 torch/_dynamo/convert_frame.py:1] [0/0] some line\n");
        err.close();
        const auto alone = loadRun({ dir.path() });
        QVERIFY(!alone);
        QVERIFY2(alone.error().message.contains(QStringLiteral("an A/B folder")), qPrintable(alone.error().message));
        QCOMPARE(alone.error().file, dir.path());
        const auto beside = load({ dir.path(), Sample });
        QCOMPARE(beside->logs.size(), size_t(1));
        QVERIFY(beside->textLogs.empty());
        QVERIFY(mentions(beside->notes, QStringLiteral("an A/B folder")));
    }

    // A tarball given as a run: said to be an archive to unpack, not "nothing readable".
    void archiveIsSaidToNeedUnpacking()
    {
        const QString packed = QStringLiteral(CS_TEST_DATA_DIR "/ab/gpu_why.tar.xz");
        QVERIFY(QFileInfo::exists(packed));
        const auto loaded = loadRun({ packed });
        QVERIFY(!loaded);
        QVERIFY2(loaded.error().message.contains(QLatin1String("packed (xz)")), qPrintable(loaded.error().message));
        QCOMPARE(loaded.error().file, packed);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestRunLoader)
#include "tst_runloader.moc"
