#include "core/run/runmanifest.h"
#include "core/run/runwriter.h"
#include "tests/fixture.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

// Issue 23, point 7, with the real binary: `record` and `ab` end every process of the command
// (double-forked daemons too) and say truthfully what survived; a recorder killed with SIGKILL
// leaves a manifest that reads back as interrupted; one run folder, one writer.
class TestRunLifecycle : public QObject {
    Q_OBJECT

    struct Out {
        int code;
        QString out, err;
    };
    QTemporaryDir m_dir;

    static QProcessEnvironment environment()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.remove(QStringLiteral("LANGUAGE"));
        return env;
    }

    static Out run(const QStringList &args, int timeoutMs = 120000)
    {
        QProcess p;
        p.setProcessEnvironment(environment());
        p.start(QStringLiteral(CS_APP_BINARY), args);
        if (!p.waitForFinished(timeoutMs))
            qFatal("compilescope did not finish");
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
    }

    static QJsonObject json(const QString &file)
    {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QJsonDocument::fromJson(f.readAll()).object();
    }

    static QList<qint64> pidsIn(const QString &file, int count, int waitMs = 60000)
    {
        QElapsedTimer t;
        t.start();
        QList<qint64> pids;
        while (t.elapsed() < waitMs) {
            pids.clear();
            QFile f(file);
            if (f.open(QIODevice::ReadOnly))
                for (const QByteArray &l : f.readAll().split('\n'))
                    if (!l.trimmed().isEmpty())
                        pids << l.trimmed().toLongLong();
            if (pids.size() >= count)
                break;
            QTest::qWait(100);
        }
        return pids;
    }

    // A command whose daemon leaves the tree by a double fork: the subshell exits at once, the
    // daemon (a session of its own) writes its pid and sleeps; the command itself waits.
    static QStringList doubleForking(const QString &pids)
    {
        return { QStringLiteral("sh"), QStringLiteral("-c"),
            QStringLiteral("(setsid sh -c 'echo $$ >> \"%1\"; exec sleep 300' &); sleep 300").arg(pids) };
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void recordEndsADoubleForkedDaemon()
    {
        const QString dir = m_dir.filePath(QStringLiteral("record-daemon"));
        const QString pids = m_dir.filePath(QStringLiteral("record-daemon.pids"));
        const Out o
            = run(QStringList { QStringLiteral("record"), QStringLiteral("--out"), dir, QStringLiteral("--timeout"),
                      QStringLiteral("2"), QStringLiteral("--grace"), QStringLiteral("1"), QStringLiteral("--") }
                + doubleForking(pids));
        QCOMPARE(o.code, 124);
        const QList<qint64> daemon = pidsIn(pids, 1, 1000);
        QCOMPARE(daemon.size(), 1);
        QVERIFY2(!processAlive(daemon.first()), "the double-forked daemon outlived record --timeout");
        const QJsonObject exit = json(dir + QStringLiteral("/manifest.json"))[QStringLiteral("exit")].toObject();
        QCOMPARE(exit[QStringLiteral("status")].toString(), QStringLiteral("timeout"));
        QCOMPARE(exit[QStringLiteral("survivors")].toInt(-1), 0);
        QCOMPARE(exit[QStringLiteral("survivor_processes")].toArray().size(), 0);
    }

    void abEndsADoubleForkedDaemon()
    {
        const QString dir = m_dir.filePath(QStringLiteral("ab-daemon"));
        const QString pids = m_dir.filePath(QStringLiteral("ab-daemon.pids"));
        const Out o = run(
            QStringList { QStringLiteral("ab"), QStringLiteral("--modes"), QStringLiteral("eager"),
                QStringLiteral("--processes"), QStringLiteral("1"), QStringLiteral("--timeout"), QStringLiteral("2"),
                QStringLiteral("--no-db"), QStringLiteral("--out"), dir, QStringLiteral("--") }
            + doubleForking(pids));
        QVERIFY2(o.code != 0, qPrintable(o.err));
        const QList<qint64> daemon = pidsIn(pids, 1, 1000);
        QCOMPARE(daemon.size(), 1);
        QVERIFY2(!processAlive(daemon.first()), "the double-forked daemon outlived ab --timeout");
        const QJsonArray runs = json(dir + QStringLiteral("/ab-runs.json"))[QStringLiteral("runs")].toArray();
        QCOMPARE(runs.size(), 1);
        const QJsonObject r = runs.first().toObject();
        QCOMPARE(r[QStringLiteral("status")].toString(), QStringLiteral("timeout"));
        QCOMPARE(r[QStringLiteral("survivors")].toInt(-1), 0);
    }

    // kill -9 of the recorder: the manifest on disk still says "running", and every reader
    // (readManifest, so diff and report --compare) takes it as interrupted.
    void killedRecorderLeavesAnInterruptedRun()
    {
        const QString dir = m_dir.filePath(QStringLiteral("killed"));
        const QString pids = m_dir.filePath(QStringLiteral("killed.pids"));
        const QString daemonPids = m_dir.filePath(QStringLiteral("killed-daemon.pids"));
        QProcess p;
        p.setProcessEnvironment(environment());
        p.start(QStringLiteral(CS_APP_BINARY),
            { QStringLiteral("record"), QStringLiteral("--out"), dir, QStringLiteral("--"), QStringLiteral("sh"),
                QStringLiteral("-c"),
                QStringLiteral(
                    "mkdir -p \"$TORCH_TRACE\" && cp '%1' \"$TORCH_TRACE/dedicated_log_torch_trace_1.log\" "
                    "&& (setsid sh -c 'echo $$ > \"%3\"; exec sleep 300' &) && echo $$ > '%2' && exec sleep 300")
                    .arg(QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"), pids, daemonPids) });
        QVERIFY(p.waitForStarted());
        const QList<qint64> child = pidsIn(pids, 1);
        QCOMPARE(child.size(), 1);
        const QString manifestFile = dir + QStringLiteral("/manifest.json");
        QCOMPARE(
            json(manifestFile)[QStringLiteral("exit")][QStringLiteral("status")].toString(), QStringLiteral("running"));
        // While the recorder lives, the run reads as running.
        auto live = cs::run::readManifest(dir);
        QVERIFY(live);
        QVERIFY(!live->exit);
        QCOMPARE(live->writer.pid, p.processId());

        ::kill(static_cast<pid_t>(p.processId()), SIGKILL);
        QVERIFY(p.waitForFinished(10000));
        QTRY_VERIFY_WITH_TIMEOUT(!processAlive(child.first()), 10000); // parent-death signal
        // The double-forked daemon is no longer the command's child nor in its group: the
        // recorder's watchdog, left behind, ends it by the tree's token.
        const QList<qint64> daemon = pidsIn(daemonPids, 1);
        QCOMPARE(daemon.size(), 1);
        QTRY_VERIFY2_WITH_TIMEOUT(!processAlive(daemon.first()), "a killed recorder left its daemon running", 15000);
        QCOMPARE(
            json(manifestFile)[QStringLiteral("exit")][QStringLiteral("status")].toString(), QStringLiteral("running"));
        const auto read = cs::run::readManifest(dir);
        QVERIFY(read);
        QVERIFY(read->exit);
        QCOMPARE(read->exit->kind, cs::run::ExitKind::Interrupted);
        QVERIFY(read->exit->describe().contains(QLatin1String("interrupted")));

        const Out d = run({ QStringLiteral("diff"), dir, QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY2(d.out.contains(QLatin1String("interrupted recording")), qPrintable(d.out + d.err));
        const Out j = run({ QStringLiteral("diff"), QStringLiteral("--json"), dir,
            QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY2(j.out.contains(QLatin1String("interrupted recording")), qPrintable(j.out.left(2000)));
        // The killed recorder's lock went with it; the folder, not empty, is still never reused.
        const Out again = run(
            { QStringLiteral("record"), QStringLiteral("--out"), dir, QStringLiteral("--"), QStringLiteral("true") });
        QCOMPARE(again.code, 125);
        QVERIFY2(again.err.contains(QLatin1String("not empty")), qPrintable(again.err));
    }

    // kill -9 of `ab`: ab-runs.json has no end and its process in flight still "pending"; read
    // back, the A/B is interrupted and that process too, in --analyse's text and JSON.
    void killedAbLeavesAnInterruptedSet()
    {
        const QString dir = m_dir.filePath(QStringLiteral("killed-ab"));
        const QString pids = m_dir.filePath(QStringLiteral("killed-ab.pids"));
        QProcess p;
        p.setProcessEnvironment(environment());
        p.start(QStringLiteral(CS_APP_BINARY),
            { QStringLiteral("ab"), QStringLiteral("--modes"), QStringLiteral("eager"), QStringLiteral("--processes"),
                QStringLiteral("2"), QStringLiteral("--no-db"), QStringLiteral("--out"), dir, QStringLiteral("--"),
                QStringLiteral("sh"), QStringLiteral("-c"),
                QStringLiteral("echo $$ >> '%1' && exec sleep 300").arg(pids) });
        QVERIFY(p.waitForStarted());
        const QList<qint64> child = pidsIn(pids, 1);
        QCOMPARE(child.size(), 1);
        const qint64 abPid = p.processId();
        ::kill(static_cast<pid_t>(abPid), SIGKILL);
        QVERIFY(p.waitForFinished(10000));
        QTRY_VERIFY_WITH_TIMEOUT(!processAlive(child.first()), 15000);
        const QJsonObject onDisk = json(dir + QStringLiteral("/ab-runs.json"));
        QCOMPARE(onDisk[QStringLiteral("runs")][0][QStringLiteral("status")].toString(), QStringLiteral("pending"));
        QCOMPARE(onDisk[QStringLiteral("writer")][QStringLiteral("pid")].toInteger(), abPid);

        const Out text = run({ QStringLiteral("ab"), QStringLiteral("--analyse"), dir });
        QVERIFY2(text.out.contains(QLatin1String("the A/B stopped before it ended")), qPrintable(text.out + text.err));
        const Out j = run({ QStringLiteral("ab"), QStringLiteral("--analyse"), dir, QStringLiteral("--json") });
        const QJsonObject doc = QJsonDocument::fromJson(j.out.toUtf8()).object();
        QVERIFY2(!doc.isEmpty(), qPrintable(j.out.left(2000) + j.err));
        QVERIFY2(QJsonDocument(doc).toJson().contains("the A/B stopped before it ended"), qPrintable(j.out.left(2000)));
        QVERIFY2(QJsonDocument(doc).toJson().contains("\"interrupted\""), qPrintable(j.out.left(4000)));
    }

    // Another writer holds the folder: record and ab refuse, exit as failed, write nothing.
    void lockedFolderIsRefused()
    {
        const QString dir = m_dir.filePath(QStringLiteral("taken"));
        QVERIFY(QDir().mkpath(dir));
        auto lock = cs::run::RunFolderLock::acquire(dir);
        QVERIFY2(lock, qPrintable(lock ? QString() : lock.error().toString()));
        const QStringList onlyLock { cs::run::RunFolderLock::fileName() };
        const auto entries = [&] {
            return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
        };

        Out o = run(
            { QStringLiteral("record"), QStringLiteral("--out"), dir, QStringLiteral("--"), QStringLiteral("true") });
        QCOMPARE(o.code, 125);
        QVERIFY2(o.err.contains(QLatin1String("another CompileScope process is writing into this folder")),
            qPrintable(o.err));
        QCOMPARE(entries(), onlyLock);

        o = run({ QStringLiteral("ab"), QStringLiteral("--modes"), QStringLiteral("eager"),
            QStringLiteral("--processes"), QStringLiteral("1"), QStringLiteral("--no-db"), QStringLiteral("--out"), dir,
            QStringLiteral("--"), QStringLiteral("true") });
        QCOMPARE(o.code, 1);
        QVERIFY2(o.err.contains(QLatin1String("another CompileScope process is writing into this folder")),
            qPrintable(o.err));
        QCOMPARE(entries(), onlyLock);

        lock->release(); // free again: a recording may use it
        o = run(
            { QStringLiteral("record"), QStringLiteral("--out"), dir, QStringLiteral("--"), QStringLiteral("true") });
        QCOMPARE(o.code, 0);
        QVERIFY(QFile::exists(dir + QStringLiteral("/manifest.json")));
    }

    // Two recordings into one new folder, started together: exactly one records.
    void twoRecordersOneFolder()
    {
        for (int round = 0; round < 3; ++round) {
            const QString dir = m_dir.filePath(QStringLiteral("race-%1").arg(round));
            QProcess a, b;
            for (QProcess *p : { &a, &b }) {
                p->setProcessEnvironment(environment());
                p->start(QStringLiteral(CS_APP_BINARY),
                    { QStringLiteral("record"), QStringLiteral("--out"), dir, QStringLiteral("--"),
                        QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("sleep 1") });
            }
            QVERIFY(a.waitForStarted() && b.waitForStarted());
            const qint64 pids[2] = { a.processId(), b.processId() };
            QVERIFY(a.waitForFinished(60000) && b.waitForFinished(60000));
            const int codes[2] = { a.exitCode(), b.exitCode() };
            QVERIFY2((codes[0] == 0) != (codes[1] == 0),
                qPrintable(QStringLiteral("exit codes %1 and %2").arg(codes[0]).arg(codes[1])));
            QProcess &loser = codes[0] == 0 ? b : a;
            QCOMPARE(loser.exitCode(), 125);
            const QString err = QString::fromUtf8(loser.readAllStandardError());
            QVERIFY2(err.contains(QLatin1String("another CompileScope process is writing into this folder"))
                    || err.contains(QLatin1String("never overwritten")),
                qPrintable(err));
            // The folder is the winner's alone: its manifest names the winner as the writer.
            const qint64 winner = codes[0] == 0 ? pids[0] : pids[1];
            const QJsonObject m = json(dir + QStringLiteral("/manifest.json"));
            QCOMPARE(m[QStringLiteral("exit")][QStringLiteral("status")].toString(), QStringLiteral("exited"));
            QCOMPARE(static_cast<qint64>(m[QStringLiteral("writer")][QStringLiteral("pid")].toDouble()), winner);
        }
    }
};

QTEST_GUILESS_MAIN(TestRunLifecycle)
#include "tst_runlifecycle.moc"
