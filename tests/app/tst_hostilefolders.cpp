#include "tests/fixture.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

// Issue 23, point 2: the files inside folders that commands only read (an A/B folder's
// ab-runs.json and probe.jsonl, a run folder's manifest.json) as a link to /dev/zero, a FIFO
// or a file of gigabytes. Each command answers at once, with a message naming the file and
// the exit status README gives, and never hangs, aborts or reads the file whole.
class TestHostileFolders : public QObject {
    Q_OBJECT

    struct Out {
        int code = -1;
        QString out, err;
        qint64 ms = 0;
        QString all() const { return out + err; }
    };
    QTemporaryDir m_dir;
    QString m_ab; // an unpacked real A/B folder (tests/data/ab/cpu_ab.tar.xz)

    static Out run(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        p.setProcessEnvironment(env);
        QElapsedTimer t;
        t.start();
        p.start(QStringLiteral(CS_APP_BINARY), args);
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            return { -2, {}, QStringLiteral("hung: killed after 60 s"), t.elapsed() };
        }
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()), t.elapsed() };
    }

    // Makes `path` the hostile kind `kind`: "zero" (a link to /dev/zero), "fifo", "huge" (3 GiB, sparse).
    static bool makeHostile(const QString &path, const QString &kind)
    {
        QFile::remove(path);
        if (kind == QLatin1String("zero"))
            return QFile::link(QStringLiteral("/dev/zero"), path);
        if (kind == QLatin1String("fifo"))
            return mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.resize(3ll << 30);
    }

    // A copy of the A/B folder (files only; the copies are small).
    QString copyAb(const QString &name) const
    {
        const QString to = m_dir.filePath(name);
        QProcess::execute(QStringLiteral("cp"), { QStringLiteral("-r"), m_ab, to });
        return to;
    }

    // A run folder: the bundled sample trace and a manifest.json.
    QString runFolder(const QString &name, const QString &kind) const
    {
        const QString dir = m_dir.filePath(name);
        QDir().mkpath(dir);
        QFile::copy(QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"), dir + QStringLiteral("/trace.log"));
        if (!kind.isEmpty())
            makeHostile(dir + QStringLiteral("/manifest.json"), kind);
        return dir;
    }

    static void kinds()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("says");
        QTest::newRow("link to /dev/zero") << QStringLiteral("zero") << QStringLiteral("device");
        QTest::newRow("FIFO") << QStringLiteral("fifo") << QStringLiteral("FIFO");
        QTest::newRow("3 GiB") << QStringLiteral("huge") << QStringLiteral("3 GiB");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/ab/cpu_ab.tar.xz"), m_dir.path()));
        m_ab = m_dir.filePath(QStringLiteral("ab"));
        QVERIFY(QFile::exists(m_ab + QStringLiteral("/ab-runs.json")));
    }

    void abRecord_data() { kinds(); }
    // ab-runs.json itself: the folder cannot be read (exit 1), and the message says why.
    void abRecord()
    {
        QFETCH(QString, kind);
        QFETCH(QString, says);
        const QString ab = copyAb(QStringLiteral("record-") + kind);
        QVERIFY(makeHostile(ab + QStringLiteral("/ab-runs.json"), kind));
        const Out a = run({ "ab", "--analyse", ab, "--json", "--no-db" });
        QCOMPARE(a.code, 1);
        QVERIFY2(a.err.contains(QStringLiteral("ab-runs.json")) && a.err.contains(says), qPrintable(a.err));
        QVERIFY(a.ms < 30000);
        const Out r = run({ "report", QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"), "--ab", ab, "--format",
            "json", "--graphs", "0" });
        QCOMPARE(r.code, 1); // the report is still written, with a note
        QVERIFY2(r.out.contains(QStringLiteral("\"schema\"")), qPrintable(r.all().left(400)));
        QVERIFY2(r.err.contains(QStringLiteral("ab-runs.json")) && r.err.contains(says), qPrintable(r.err));
    }

    void probeFile_data() { kinds(); }
    // One process's probe.jsonl: that run is a problem named in the result; the others count.
    void probeFile()
    {
        QFETCH(QString, kind);
        QFETCH(QString, says);
        const QString ab = copyAb(QStringLiteral("probe-") + kind);
        const QString probe = ab + QStringLiteral("/runs/01-eager-1/probe.jsonl");
        QVERIFY(makeHostile(probe, kind));
        const Out a = run({ "ab", "--analyse", ab, "--json", "--no-db" });
        QVERIFY2(a.code == 0 || a.code == 3, qPrintable(a.all().left(600)));
        QVERIFY2(a.out.contains(QStringLiteral("01-eager-1/probe.jsonl")) && a.out.contains(says),
            qPrintable(a.out.left(3000)));
        QVERIFY(a.ms < 30000);
        const Out r = run({ "report", QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"), "--ab", ab, "--format",
            "json", "--graphs", "0" });
        QCOMPARE(r.code, 0);
        QVERIFY(r.ms < 30000);
    }

    void manifest_data() { kinds(); }
    // A run folder's manifest.json for `diff` and `report --compare`: the runs are compared,
    // and a note names the manifest that was not read.
    void manifest()
    {
        QFETCH(QString, kind);
        QFETCH(QString, says);
        const QString b = runFolder(QStringLiteral("run-") + kind, kind);
        const QString a = runFolder(QStringLiteral("plain-") + kind, QString());
        const Out d = run({ "diff", a, b, "--json" });
        // A manifest the walk could not read (a FIFO, a link to a device) makes the side one read
        // in part: exit 1 as the help says, the rest compared; a damaged one is only noted.
        const bool inPart = QJsonDocument::fromJson(d.out.toUtf8())["b"]["read_in_part"].toBool();
        QVERIFY2(inPart ? d.code == 1 : (d.code == 0 || d.code == 4), qPrintable(d.all().left(600)));
        QVERIFY2(d.out.contains(QStringLiteral("manifest.json")) && d.out.contains(says), qPrintable(d.out.left(3000)));
        QVERIFY(d.ms < 30000);
        const Out r = run({ "report", a, "--compare", b, "--format", "json", "--graphs", "0" });
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("manifest.json")), qPrintable(r.all().left(600)));
        QVERIFY(r.ms < 30000);
    }

    // Point 9: a side read only in part (a FIFO beside its trace) is said, not compared in silence.
    void partlyReadSide()
    {
        const QString a = runFolder(QStringLiteral("whole"), QString());
        const QString b = runFolder(QStringLiteral("partly"), QString());
        QVERIFY(makeHostile(b + QStringLiteral("/rank_1.log"), QStringLiteral("fifo")));
        const Out d = run({ "diff", a, b, "--json" });
        QVERIFY2(d.code == 1, qPrintable(d.all().left(600))); // a side read in part: exit 1, the rest compared
        QVERIFY(QJsonDocument::fromJson(d.out.toUtf8())["b"]["read_in_part"].toBool());
        QVERIFY2(d.out.contains(QStringLiteral("B (%1) was read only in part").arg(b))
                && d.out.contains(QStringLiteral("rank_1.log")),
            qPrintable(d.out.left(3000)));
        QVERIFY(!d.out.contains(QStringLiteral("A (%1) was read only in part").arg(a)));
    }
};

QTEST_GUILESS_MAIN(TestHostileFolders)
#include "tst_hostilefolders.moc"
