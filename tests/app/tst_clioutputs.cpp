#include "tests/fixture.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>
#include <unistd.h>

// Issue 23, points 3, 8 and 10, with the real binary: `-o` never overwrites an input or writes
// through a link; results lost on a full stdout are exit 1; commands that only read a database
// never create or change it, also on a read-only location, and an unusable database is exit 1
// in every command.
class TestCliOutputs : public QObject {
    Q_OBJECT

    struct Out {
        int code = -1;
        QString out, err;
    };
    QTemporaryDir m_dir;
    const QString m_sample = QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log");
    const QString m_fusion = QStringLiteral(CS_TEST_DATA_DIR "/logs/fusion_mlp.log.zst");

    // Runs the binary; stdout goes to `stdoutFile` when given (e.g. /dev/full).
    static Out run(const QStringList &args, const QString &stdoutFile = {})
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        p.setProcessEnvironment(env);
        if (!stdoutFile.isEmpty())
            p.setStandardOutputFile(stdoutFile);
        p.start(QStringLiteral(CS_APP_BINARY), args);
        if (!p.waitForFinished(120000))
            qFatal("compilescope did not finish");
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
    }
    QString copy(const QString &from, const QString &name) const
    {
        const QString to = m_dir.filePath(name);
        QFile::remove(to);
        QFile::copy(from, to);
        QFile::setPermissions(to, QFile::ReadOwner | QFile::WriteOwner);
        return to;
    }
    static QByteArray digest(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return "missing";
        return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex();
    }
    // A SQLite file of another program, in rollback-journal mode.
    QString foreignDatabase(const QString &name) const
    {
        const QString path = m_dir.filePath(name);
        sqlite3 *db = nullptr;
        sqlite3_open(path.toUtf8().constData(), &db);
        sqlite3_exec(db,
            "CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes(body) VALUES('mine');", nullptr,
            nullptr, nullptr);
        sqlite3_close(db);
        return path;
    }

private Q_SLOTS:
    // Point 3: `-o` naming the trace it reads, or the database given with --db, is refused.
    void reportRefusesItsInputs()
    {
        const QString trace = copy(m_sample, QStringLiteral("trace.log"));
        const QByteArray before = digest(trace);
        const Out o = run({ "report", trace, "-o", trace, "--format", "md" });
        QCOMPARE(o.code, 1);
        QVERIFY2(o.err.contains(QStringLiteral("inputs")), qPrintable(o.err));
        QCOMPARE(digest(trace), before);

        const Out dir = run({ "report", m_dir.path(), "-o", trace, "--format", "json", "--graphs", "0" });
        QCOMPARE(dir.code, 1);
        QCOMPARE(digest(trace), before);
    }

    // Issue 40 point 5: `-o` naming a trace inside the folder given to --compare, or a file deep in
    // the --ab folder, is refused and the file kept.
    void reportRefusesFilesInsideInputFolders()
    {
        QDir(m_dir.path()).mkpath(QStringLiteral("runB"));
        const QString b = copy(m_sample, QStringLiteral("runB/trace.log"));
        const QByteArray beforeB = digest(b);
        const Out compare = run({ "report", m_sample, "--compare", m_dir.filePath(QStringLiteral("runB")), "-o", b,
            "--format", "md", "--graphs", "0" });
        QCOMPARE(compare.code, 1);
        QVERIFY2(compare.err.contains(QStringLiteral("inputs")), qPrintable(compare.err));
        QCOMPARE(digest(b), beforeB);

        QDir(m_dir.path()).mkpath(QStringLiteral("ab/default/run1"));
        const QString probe = copy(m_sample, QStringLiteral("ab/default/run1/probe.jsonl"));
        const QByteArray beforeProbe = digest(probe);
        const Out ab = run({ "report", m_sample, "--ab", m_dir.filePath(QStringLiteral("ab")), "-o", probe, "--format",
            "md", "--graphs", "0" });
        QCOMPARE(ab.code, 1);
        QVERIFY2(ab.err.contains(QStringLiteral("inputs")), qPrintable(ab.err));
        QCOMPARE(digest(probe), beforeProbe);
    }

    // Issue 40: the files SQLite keeps beside a --db database (-wal, -shm, -journal) are inputs
    // too: `report -o` and `profile --write-job` refuse them, whether they exist or not.
    void outputsRefuseADatabasesSideFiles()
    {
        const QString db = copy(QStringLiteral(CS_TEST_DATA_DIR "/diff/profiles.db"), QStringLiteral("side.db"));
        const QString wal = db + QStringLiteral("-wal");
        const Out report = run({ "report", m_sample, "--db", db, "-o", wal, "--format", "md", "--graphs", "0" });
        QCOMPARE(report.code, 1);
        QVERIFY2(report.err.contains(QStringLiteral("inputs")), qPrintable(report.err));
        QVERIFY(!QFile::exists(wal));

        QFile journal(db + QStringLiteral("-journal"));
        QVERIFY(journal.open(QIODevice::WriteOnly));
        journal.write("a hot journal's bytes");
        journal.close();
        const QByteArray before = digest(journal.fileName());
        const Out job = run({ "profile", m_sample, "--db", db, "--plan", "--write-job", journal.fileName() });
        QCOMPARE(job.code, 1);
        QVERIFY2(job.err.contains(QStringLiteral("inputs")), qPrintable(job.err));
        QCOMPARE(digest(journal.fileName()), before);
        QFile::remove(journal.fileName());
    }

    // `-o` through a symbolic link: refused, the file it points to left as it was.
    void reportRefusesALinkTarget()
    {
        const QString victim = copy(m_sample, QStringLiteral("victim.txt"));
        const QByteArray before = digest(victim);
        const QString link = m_dir.filePath(QStringLiteral("report.md"));
        QVERIFY(QFile::link(victim, link));
        const Out o = run({ "report", m_sample, "-o", link, "--graphs", "0" });
        QCOMPARE(o.code, 1);
        QVERIFY2(o.err.contains(QStringLiteral("symbolic link")), qPrintable(o.err));
        QCOMPARE(digest(victim), before);
        // A plain target is written, and written whole.
        const QString good = m_dir.filePath(QStringLiteral("good.md"));
        QCOMPARE(run({ "report", m_sample, "-o", good, "--graphs", "0" }).code, 0);
        QVERIFY(QFileInfo(good).size() > 100);
    }

    // Issue 38 point 7: `-o /dev/stdout` (a pipe here) and `-o /dev/null` are streams, written as they are.
    void reportToStreams()
    {
        const Out out = run({ "report", m_sample, "-o", "/dev/stdout", "--format", "json", "--graphs", "0" });
        QCOMPARE(out.code, 0);
        QVERIFY2(QJsonDocument::fromJson(out.out.toUtf8()).isObject(), qPrintable(out.out.left(200)));
        QCOMPARE(run({ "report", m_sample, "-o", "/dev/null", "--graphs", "0" }).code, 0);
    }

    void fullStdout_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString sample = QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log");
        const QString fusion = QStringLiteral(CS_TEST_DATA_DIR "/logs/fusion_mlp.log.zst");
        QTest::newRow("summary") << QStringList { "summary", sample, "--json" };
        QTest::newRow("explain") << QStringList { "explain", sample, "--json" };
        QTest::newRow("fusion") << QStringList { "fusion", fusion, "--json" };
        QTest::newRow("diff") << QStringList { "diff", sample, fusion, "--json" };
        QTest::newRow("report") << QStringList { "report", sample, "--format", "json", "--graphs", "0" };
        QTest::newRow("report md") << QStringList { "report", sample, "--format", "md", "--graphs", "0" };
        QTest::newRow("graph --list") << QStringList { "graph", fusion, "--list", "--json" };
        QTest::newRow("ab --analyse") << QStringList { "ab", "--analyse", "AB", "--json", "--no-db" };
    }
    // Point 10: results written to a full disk (/dev/full) are a failure, exit 1.
    void fullStdout()
    {
        QFETCH(QStringList, args);
        if (args.contains(QStringLiteral("AB"))) {
            QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/ab/cpu_ab.tar.xz"), m_dir.path()));
            args.replace(args.indexOf(QStringLiteral("AB")), m_dir.filePath(QStringLiteral("ab")));
        }
        const Out fine = run(args, m_dir.filePath(QStringLiteral("stdout.txt")));
        QVERIFY2(fine.code != 1 && fine.code != 2, qPrintable(fine.err));
        QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("stdout.txt"))).size() > 0);
        const Out full = run(args, QStringLiteral("/dev/full"));
        QCOMPARE(full.code, 1);
        QVERIFY2(full.err.contains(QStringLiteral("cannot write to standard output")), qPrintable(full.err));
    }

    // Point 8: a mistyped --db is not created, by any command that only reads.
    void readOnlyCommandsNeverCreateADatabase()
    {
        const QString missing = m_dir.filePath(QStringLiteral("typo.db"));
        const Out report = run({ "report", m_sample, "--db", missing, "--format", "json", "--graphs", "0" });
        QCOMPARE(report.code, 1);
        QVERIFY2(report.err.contains(QStringLiteral("typo.db")), qPrintable(report.err));
        QVERIFY(!QFile::exists(missing));
        QCOMPARE(run({ "fusion", m_fusion, "--db", missing }).code, 1);
        QVERIFY(!QFile::exists(missing));
        QCOMPARE(run({ "diff", m_sample, m_sample, "--db", missing }).code, 1);
        QVERIFY(!QFile::exists(missing));
    }

    // Point 8: another program's SQLite file is refused by readers and writers alike, and its
    // bytes stay as they were (no CompileScope tables, no switch to WAL).
    void foreignDatabaseIsLeftUntouched()
    {
        const QString db = foreignDatabase(QStringLiteral("theirs.db"));
        const QByteArray before = digest(db);
        const Out report = run({ "report", m_sample, "--db", db, "--format", "json", "--graphs", "0" });
        QCOMPARE(report.code, 1);
        QVERIFY2(report.err.contains(QStringLiteral("another program")), qPrintable(report.err));
        QCOMPARE(run({ "fusion", m_fusion, "--db", db }).code, 1);
        QCOMPARE(run({ "diff", m_sample, m_sample, "--db", db }).code, 1);
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/ab/cpu_ab.tar.xz"), m_dir.path()));
        const Out ab = run({ "ab", "--analyse", m_dir.filePath(QStringLiteral("ab")), "--db", db });
        QCOMPARE(ab.code, 1);
        QVERIFY2(ab.err.contains(QStringLiteral("not saved")), qPrintable(ab.err));
        QCOMPARE(digest(db), before);
        QVERIFY(!QFile::exists(db + QStringLiteral("-wal")));
    }

    // Issue 42 point 5: `ab --analyse` reads a folder saved when it ran; without --db it writes no
    // database into the working folder (nor anywhere else).
    void analyseWritesNothingUnasked()
    {
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/ab/cpu_ab.tar.xz"), m_dir.path()));
        QTemporaryDir cwd;
        QProcess p;
        p.setWorkingDirectory(cwd.path());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CS_APP_BINARY), { "ab", "--analyse", m_dir.filePath(QStringLiteral("ab")) });
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() != 2, p.readAllStandardError().constData());
        QVERIFY2(QDir(cwd.path()).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
            qPrintable(QDir(cwd.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).join(u' ')));
    }

    // Point 9: with neither side readable, `diff --json` still writes its document.
    void diffJsonWithNoReadableSide()
    {
        const Out o = run({ "diff", m_dir.filePath(QStringLiteral("none-a.log")),
            m_dir.filePath(QStringLiteral("none-b.log")), "--json" });
        QCOMPARE(o.code, 1);
        QVERIFY2(o.out.trimmed().startsWith(u'{') && o.out.contains(QStringLiteral("none-b.log")), qPrintable(o.out));
        QVERIFY(o.err.contains(QStringLiteral("neither side")));
    }

    // A real profile database stays byte for byte the same when only read.
    void readingChangesNothing()
    {
        const QString db = copy(QStringLiteral(CS_TEST_DATA_DIR "/diff/profiles_v1.db"), QStringLiteral("v1.db"));
        const QByteArray before = digest(db);
        // Schema 1: a reader does not migrate it; it says how to.
        const Out old = run({ "report", m_sample, "--db", db, "--format", "json", "--graphs", "0" });
        QCOMPARE(old.code, 1);
        QVERIFY2(old.err.contains(QStringLiteral("older schema")), qPrintable(old.err));
        QCOMPARE(digest(db), before);
        // A current WAL database that nobody has open: read, and nothing is left beside it.
        const QString current = copy(QStringLiteral(CS_TEST_DATA_DIR "/diff/profiles.db"), QStringLiteral("v3.db"));
        const QByteArray was = digest(current);
        const Out read = run({ "report", m_sample, "--db", current, "--format", "json", "--graphs", "0" });
        QCOMPARE(read.code, 0);
        QCOMPARE(digest(current), was);
        QVERIFY(!QFile::exists(current + QStringLiteral("-wal")) && !QFile::exists(current + QStringLiteral("-shm")));
    }

    // A valid database on a read-only file system (a read-only bind mount, as root with the
    // right to mount) or, for anyone else, in a folder and file without write permission:
    // `report --db` and `fusion --db` read it, and nothing is made beside it.
    void readOnlyLocation()
    {
        const QString src = m_dir.filePath(QStringLiteral("ro-src")), ro = m_dir.filePath(QStringLiteral("ro"));
        QVERIFY(QDir().mkpath(src) && QDir().mkpath(ro));
        QVERIFY(QFile::copy(QStringLiteral(CS_TEST_DATA_DIR "/diff/profiles.db"), src + QStringLiteral("/p.db")));
        struct Unmount {
            QString path;
            ~Unmount()
            {
                if (!path.isEmpty())
                    QProcess::execute(QStringLiteral("umount"), { path });
            }
        } unmount;
        QString dir = ro;
        if (::geteuid() == 0) { // permissions do not stop root: a read-only mount does
            if (QProcess::execute(QStringLiteral("mount"),
                    { QStringLiteral("--bind"), QStringLiteral("-o"), QStringLiteral("ro"), src, ro })
                != 0)
                QSKIP("root without the right to mount: no read-only location to test");
            unmount.path = ro;
            QFile probe(ro + QStringLiteral("/probe"));
            QVERIFY2(!probe.open(QIODevice::WriteOnly), "the bind mount is writable");
        } else {
            dir = src;
            QFile::setPermissions(dir + QStringLiteral("/p.db"), QFile::ReadOwner);
            QFile::setPermissions(dir, QFile::ReadOwner | QFile::ExeOwner);
        }
        const QString db = dir + QStringLiteral("/p.db");
        const QByteArray before = digest(db);
        const Out report = run({ "report", m_sample, "--db", db, "--format", "json", "--graphs", "0" });
        QVERIFY2(report.code == 0, qPrintable(report.err));
        QVERIFY2(!report.err.contains(QStringLiteral("not a CompileScope profile database")), qPrintable(report.err));
        const Out fusion = run({ "fusion", m_fusion, "--db", db });
        QVERIFY2(fusion.code == 0, qPrintable(fusion.err));
        QCOMPARE(digest(db), before);
        QVERIFY(!QFile::exists(db + QStringLiteral("-wal")) && !QFile::exists(db + QStringLiteral("-shm")));
        if (::geteuid() != 0)
            QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
};

QTEST_GUILESS_MAIN(TestCliOutputs)
#include "tst_clioutputs.moc"
