#include "core/run/childprocess.h"
#include "core/run/processtree.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace cs::run;

// The one place CompileScope starts a user's command: exit codes and signals as they are,
// output streamed by line with its time and kept byte for byte, a stop or timeout that
// reaches grandchildren (also those that ignore SIGTERM), and clear failures to start.
class TestChildProcess : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    static ChildSpec shell(const QString &script)
    {
        ChildSpec s;
        s.program = QStringLiteral("sh");
        s.arguments = { QStringLiteral("-c"), script };
        return s;
    }

    // Pids written by a script, one a line, once `count` of them are there.
    static QList<qint64> waitForPids(const QString &file, int count)
    {
        QList<qint64> pids;
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 10000) {
            QFile f(file);
            pids.clear();
            if (f.open(QIODevice::ReadOnly))
                for (const QByteArray &l : f.readAll().split('\n'))
                    if (!l.trimmed().isEmpty())
                        pids << l.trimmed().toLongLong();
            if (pids.size() >= count)
                return pids;
            QTest::qWait(50);
        }
        return pids;
    }

private Q_SLOTS:
    void exitCodeAndStreams()
    {
        ChildSpec s = shell(QStringLiteral("echo one; echo two; printf 'no newline'; echo err >&2; exit 3"));
        s.stdoutFile = m_dir.filePath(QStringLiteral("out.txt"));
        s.stderrFile = m_dir.filePath(QStringLiteral("err.txt"));
        ChildProcess p;
        QStringList outLines, errLines;
        connect(&p, &ChildProcess::output, this, [&](Stream st, qint64 ms, const QStringList &lines) {
            QVERIFY(ms >= 0);
            (st == Stream::Stdout ? outLines : errLines) << lines;
        });
        const ChildExit e = p.runBlocking(s);
        QCOMPARE(e.kind, ExitKind::Exited);
        QCOMPARE(e.exitCode, 3);
        QCOMPARE(e.shellStatus(), 3);
        QCOMPARE(outLines, (QStringList { "one", "two", "no newline" }));
        QCOMPARE(errLines, QStringList { "err" });
        QCOMPARE(e.stderrTail, QByteArray("err\n"));
        QFile out(s.stdoutFile);
        QVERIFY(out.open(QIODevice::ReadOnly));
        QCOMPARE(out.readAll(), QByteArray("one\ntwo\nno newline"));
        QVERIFY(e.pid > 0);
        QVERIFY(e.end >= e.start);
    }

    void carriageReturnEndsALine()
    {
        ChildProcess p;
        QStringList lines;
        connect(&p, &ChildProcess::output, this, [&](Stream, qint64, const QStringList &l) { lines << l; });
        p.runBlocking(shell(QStringLiteral("printf '10%%\\r50%%\\r100%%\\r\\ndone\\r\\n'")));
        QCOMPARE(lines, (QStringList { "10%", "50%", "100%", "done" }));
    }

    void environmentAndWorkingFolder()
    {
        ChildSpec s = shell(QStringLiteral("echo \"$CS_PROBE_VALUE\"; pwd"));
        s.environment.insert(QStringLiteral("CS_PROBE_VALUE"), QStringLiteral("forty two"));
        s.workingDir = m_dir.path();
        ChildProcess p;
        QStringList lines;
        connect(&p, &ChildProcess::output, this, [&](Stream, qint64, const QStringList &l) { lines << l; });
        QCOMPARE(p.runBlocking(s).exitCode, 0);
        QCOMPARE(lines.value(0), QStringLiteral("forty two"));
        QCOMPARE(QDir(lines.value(1)).canonicalPath(), QDir(m_dir.path()).canonicalPath());
    }

    void missingAndNotExecutable()
    {
        ChildSpec s;
        s.program = QStringLiteral("compilescope-no-such-command");
        ChildProcess p;
        QSignalSpy started(&p, &ChildProcess::started);
        ChildExit e = p.runBlocking(s);
        QCOMPARE(e.kind, ExitKind::FailedToStart);
        QCOMPARE(e.shellStatus(), 127);
        QVERIFY2(e.error.contains(QLatin1String("not found")), qPrintable(e.error));
        QCOMPARE(started.size(), 0);

        const QString plain = m_dir.filePath(QStringLiteral("plain.txt"));
        QFile f(plain);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("echo hi\n");
        f.close();
        s.program = plain;
        e = p.runBlocking(s);
        QCOMPARE(e.kind, ExitKind::FailedToStart);
        QCOMPARE(e.shellStatus(), 126);

        s.program = QStringLiteral("sh");
        s.workingDir = m_dir.filePath(QStringLiteral("no/such/folder"));
        e = p.runBlocking(s);
        QCOMPARE(e.kind, ExitKind::FailedToStart);
        QVERIFY(e.error.contains(QLatin1String("working folder")));
    }

    void crashIsASignal()
    {
        ChildProcess p;
        const ChildExit e = p.runBlocking(shell(QStringLiteral("kill -SEGV $$")));
        QCOMPARE(e.kind, ExitKind::Signaled);
        QCOMPARE(e.signal, SIGSEGV);
        QCOMPARE(e.shellStatus(), 128 + SIGSEGV);
        QVERIFY(e.describe().contains(QLatin1String("SIGSEGV")));
    }

    // The command starts a grandchild that obeys SIGTERM and one that ignores it; a stop
    // must leave neither behind (SIGKILL after the grace period).
    void stopReachesTheWholeTree()
    {
        const QString pids = m_dir.filePath(QStringLiteral("pids-stop.txt"));
        ChildSpec s
            = shell(QStringLiteral("sleep 300 & echo $! >> '%1'; " // the TERM-ignoring one writes its pid once
                                   "sh -c 'trap \"\" TERM; echo $$ >> \"%1\"; exec sleep 301' & " // its trap is set
                                   "echo $$ >> '%1'; wait")
                        .arg(pids));
        s.graceMs = 700;
        ChildProcess p;
        QSignalSpy finished(&p, &ChildProcess::finished);
        p.start(s);
        const QList<qint64> tree = waitForPids(pids, 3);
        QCOMPARE(tree.size(), 3);
        for (qint64 pid : tree)
            QVERIFY(ProcessTree::isAlive(pid));
        QVERIFY(ProcessTree(p.pid()).members().size() >= 3);
        QElapsedTimer t;
        t.start();
        p.requestStop();
        QVERIFY(finished.wait(10000));
        const ChildExit e = finished.at(0).at(0).value<ChildExit>();
        QCOMPARE(e.kind, ExitKind::Cancelled);
        QCOMPARE(e.shellStatus(), 130);
        QCOMPARE(e.survivors, 0);
        QVERIFY2(t.elapsed() >= 600, "the TERM-ignoring grandchild needed the SIGKILL after the grace period");
        for (qint64 pid : tree)
            QVERIFY2(!ProcessTree::isAlive(pid), qPrintable(QString::number(pid)));
        QVERIFY(ProcessTree(e.pid).members().isEmpty());
    }

    void secondStopKillsAtOnce()
    {
        ChildSpec s = shell(QStringLiteral("trap '' TERM; sleep 300"));
        s.graceMs = 60000;
        ChildProcess p;
        QSignalSpy started(&p, &ChildProcess::started), finished(&p, &ChildProcess::finished);
        p.start(s);
        QVERIFY(started.wait(5000));
        QTest::qWait(200); // the trap is set
        p.requestStop();
        QVERIFY(!finished.wait(500));
        p.requestStop();
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.at(0).at(0).value<ChildExit>().signal, SIGKILL);
    }

    void timeout()
    {
        const QString pids = m_dir.filePath(QStringLiteral("pids-timeout.txt"));
        ChildSpec s = shell(QStringLiteral("sleep 300 & echo $! >> '%1'; wait").arg(pids));
        s.timeoutMs = 800;
        s.graceMs = 1000;
        ChildProcess p;
        QElapsedTimer t;
        t.start();
        const ChildExit e = p.runBlocking(s);
        QCOMPARE(e.kind, ExitKind::TimedOut);
        QCOMPARE(e.shellStatus(), 124);
        QCOMPARE(e.signal, SIGTERM);
        QVERIFY2(t.elapsed() >= 800 && t.elapsed() < 20000, qPrintable(QString::number(t.elapsed())));
        QVERIFY(e.describe().contains(QLatin1String("timed out")));
        for (qint64 pid : waitForPids(pids, 1))
            QVERIFY(!ProcessTree::isAlive(pid));
    }

    // What a finished command leaves running is stopped and counted.
    void leftoversAreStopped()
    {
        const QString pids = m_dir.filePath(QStringLiteral("pids-left.txt"));
        ChildSpec s = shell(QStringLiteral("sleep 300 >/dev/null 2>&1 & echo $! >> '%1'; exit 0").arg(pids));
        ChildProcess p;
        const ChildExit e = p.runBlocking(s);
        QCOMPARE(e.kind, ExitKind::Exited);
        QCOMPARE(e.exitCode, 0);
        QCOMPARE(e.leftoverProcesses, 1);
        for (qint64 pid : waitForPids(pids, 1))
            QVERIFY(!ProcessTree::isAlive(pid));
    }

    // Issue 23, point 7: a daemon made by a double fork (the middle process exits, the last one
    // starts a session of its own) is neither in the command's session nor below it; CompileScope,
    // the subreaper, gets it back and stops it. With its environment dropped too (env -i), it is
    // still found, having no environment at all.
    void doubleForkedDaemonsAreStopped_data()
    {
        QTest::addColumn<QString>("daemon");
        QTest::newRow("setsid") << QStringLiteral("setsid sh -c 'echo $$ >> \"%1\"; exec sleep 300'");
        QTest::newRow("setsid, env -i") << QStringLiteral(
            "setsid env -i /bin/sh -c 'echo $$ >> \"%1\"; exec /bin/sleep 301'");
    }
    void doubleForkedDaemonsAreStopped()
    {
        QFETCH(QString, daemon);
        const QString pids = m_dir.filePath(QStringLiteral("pids-daemon-%1.txt").arg(QTest::currentDataTag()));
        // ( ... & ) : the subshell starts the daemon and exits at once, so it is orphaned.
        ChildSpec s = shell(QStringLiteral("(%1 &); sleep 300").arg(daemon.arg(pids)));
        s.timeoutMs = 1500;
        s.graceMs = 500;
        ChildProcess p;
        QSignalSpy finished(&p, &ChildProcess::finished);
        p.start(s);
        const QList<qint64> daemonPid = waitForPids(pids, 1);
        QCOMPARE(daemonPid.size(), 1);
        QVERIFY(ProcessTree::isAlive(daemonPid.first()));
        QVERIFY(finished.wait(15000));
        const ChildExit e = finished.at(0).at(0).value<ChildExit>();
        QCOMPARE(e.kind, ExitKind::TimedOut);
        QCOMPARE(e.survivors, 0);
        QVERIFY(e.survivorProcesses.isEmpty());
        QVERIFY2(!ProcessTree::isAlive(daemonPid.first()), qPrintable(QString::number(daemonPid.first())));
    }

    // The command ends by itself and leaves a double-forked daemon: stopped and counted.
    void doubleForkedLeftoverIsStopped()
    {
        const QString pids = m_dir.filePath(QStringLiteral("pids-daemon-left.txt"));
        ChildSpec s = shell(QStringLiteral("(setsid sh -c 'echo $$ >> \"%1\"; exec sleep 300' &); "
                                           "while [ ! -s '%1' ]; do sleep 0.05; done; exit 0")
                                .arg(pids));
        s.graceMs = 500;
        ChildProcess p;
        const ChildExit e = p.runBlocking(s);
        QCOMPARE(e.kind, ExitKind::Exited);
        QCOMPARE(e.leftoverProcesses, 1);
        QCOMPARE(e.survivors, 0);
        const QList<qint64> daemon = waitForPids(pids, 1);
        QCOMPARE(daemon.size(), 1);
        QVERIFY(!ProcessTree::isAlive(daemon.first()));
    }

    void destructorKills()
    {
        const QString pids = m_dir.filePath(QStringLiteral("pids-dtor.txt"));
        {
            ChildProcess p;
            QSignalSpy started(&p, &ChildProcess::started);
            p.start(shell(QStringLiteral("sleep 300 & echo $! >> '%1'; wait").arg(pids)));
            QVERIFY(started.wait(5000));
            QCOMPARE(waitForPids(pids, 1).size(), 1);
        }
        QTest::qWait(300);
        for (qint64 pid : waitForPids(pids, 1))
            QVERIFY(!ProcessTree::isAlive(pid));
    }
};

QTEST_GUILESS_MAIN(TestChildProcess)
#include "tst_childprocess.moc"
