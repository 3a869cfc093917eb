#include "core/fusion/fusionbuilder.h"
#include "core/fusion/fusionstepper.h"
#include "core/ingest/runloader.h"
#include "tests/fixture.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <csignal>

// `compilescope record` end to end, with the real binary and the project venv's torch: a small
// CPU model (scripts/fixtures/record_model.py) recorded into a folder that the other commands
// open as one run; a failing, a missing, a hanging and a cancelled command.
class TestRecord : public QObject {
    Q_OBJECT

    struct Out {
        int code;
        QString out, err;
    };
    QTemporaryDir m_dir;
    QString m_run; // the fixture's recorded run

    static Out run(const QStringList &args, int timeoutMs = 120000)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CS_APP_BINARY), args);
        if (!p.waitForFinished(timeoutMs))
            qFatal("compilescope did not finish");
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
    }

    static QJsonObject manifest(const QString &dir)
    {
        QFile f(dir + QStringLiteral("/manifest.json"));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QJsonDocument::fromJson(f.readAll()).object();
    }

    static QList<qint64> pidsIn(const QString &file, int count)
    {
        QElapsedTimer t;
        t.start();
        QList<qint64> pids;
        while (t.elapsed() < 60000) { // the probe (importing torch) comes first
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

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_run = m_dir.filePath(QStringLiteral("model-run"));
        const Out o = run({ QStringLiteral("record"), QStringLiteral("--out"), m_run, QStringLiteral("--"),
                              QStringLiteral(CS_PYTHON), QStringLiteral(CS_SCRIPTS_DIR "/fixtures/record_model.py") },
            540000);
        QVERIFY2(o.code == 0, qPrintable(o.err.right(3000)));
        // Streamed with the elapsed time; the user's output first-hand, TORCH_LOGS kept quiet.
        static const QRegularExpression stamped(
            QStringLiteral(R"(^\[ *\d+\.\ds\] gated=True: \(8, 64\) sum=)"), QRegularExpression::MultilineOption);
        QVERIFY2(stamped.match(o.out).hasMatch(), qPrintable(o.out));
        QVERIFY(!o.out.contains(QLatin1String("[__")));
        QVERIFY(!o.err.contains(QLatin1String("[__fusion]")));
        QVERIFY(o.err.contains(QStringLiteral("recorded into %1").arg(m_run)));
        QVERIFY2(o.err.contains(QLatin1String("compile ids: 3, graph breaks: 2, recompiles: 1")), qPrintable(o.err));
        QVERIFY(o.err.contains(QStringLiteral("compilescope summary %1").arg(m_run)));
    }

    void manifestSaysHowItRan()
    {
        const QJsonObject m = manifest(m_run);
        QCOMPARE(m[QStringLiteral("schema")].toString(), QStringLiteral("compilescope.run/1"));
        QCOMPARE(m[QStringLiteral("kind")].toString(), QStringLiteral("record"));
        QCOMPARE(m[QStringLiteral("command")].toArray().at(1).toString(),
            QStringLiteral(CS_SCRIPTS_DIR "/fixtures/record_model.py"));
        QCOMPARE(m[QStringLiteral("out_dir")].toString(), m_run);
        QCOMPARE(QDir(m[QStringLiteral("working_dir")].toString()).canonicalPath(), QDir::current().canonicalPath());
        const QJsonObject exit = m[QStringLiteral("exit")].toObject();
        QCOMPARE(exit[QStringLiteral("status")].toString(), QStringLiteral("exited"));
        QCOMPARE(exit[QStringLiteral("exit_code")].toInt(-1), 0);
        QVERIFY(exit[QStringLiteral("signal")].isNull());
        const QDateTime start = QDateTime::fromString(m[QStringLiteral("start")].toString(), Qt::ISODateWithMs);
        const QDateTime end = QDateTime::fromString(m[QStringLiteral("end")].toString(), Qt::ISODateWithMs);
        QVERIFY(start.isValid() && end.isValid() && start < end);
        const QJsonObject set = m[QStringLiteral("environment")][QStringLiteral("set")].toObject();
        QCOMPARE(set[QStringLiteral("TORCH_TRACE")].toString(), m_run + QStringLiteral("/trace"));
        QVERIFY(set[QStringLiteral("TORCH_LOGS")].toString().contains(QLatin1String("fusion")));
        QCOMPARE(set[QStringLiteral("TORCHINDUCTOR_CACHE_DIR")].toString(), m_run + QStringLiteral("/cache"));
        const QJsonObject py = m[QStringLiteral("python")].toObject();
        QCOMPARE(py[QStringLiteral("found_by")].toString(), QStringLiteral("command"));
        QVERIFY(py[QStringLiteral("probe_ok")].toBool());
        // The torch of the Python that ran the command (the project pins one; the test follows it).
        QProcess torch;
        torch.start(QStringLiteral(CS_PYTHON),
            { QStringLiteral("-c"), QStringLiteral("import torch; print(torch.__version__)") });
        QVERIFY(torch.waitForFinished(120000));
        const QString installed = QString::fromUtf8(torch.readAllStandardOutput()).trimmed();
        QVERIFY(installed.startsWith(QLatin1String("2.")));
        QCOMPARE(m[QStringLiteral("versions")][QStringLiteral("torch")].toString(), installed);
        QVERIFY(m[QStringLiteral("machine")][QStringLiteral("logical_cores")].toInt() >= 1);
    }

    void folderHoldsEverything()
    {
        QVERIFY(!QDir(m_run + QStringLiteral("/trace")).entryList({ QStringLiteral("*.log") }, QDir::Files).isEmpty());
        QFile logs(m_run + QStringLiteral("/torch_logs.txt"));
        QVERIFY(logs.open(QIODevice::ReadOnly));
        const QByteArray text = logs.readAll();
        QVERIFY(text.contains("[__fusion] ===== attempting fusion (1/10)"));
        QVERIFY(text.contains("[__graph_breaks]"));
        QVERIFY(text.contains("[__recompiles] Recompiling function forward"));
        QVERIFY(text.contains("[__output_code] Output code:"));
        QFile out(m_run + QStringLiteral("/stdout.txt"));
        QVERIFY(out.open(QIODevice::ReadOnly));
        QVERIFY(out.readAll().contains("gated=False: (8, 64)"));
        const QStringList debugRuns
            = QDir(m_run + QStringLiteral("/torch_compile_debug")).entryList({ QStringLiteral("run_*") }, QDir::Dirs);
        QCOMPARE(debugRuns.size(), 1);
        const QDir inductor(
            m_run + QStringLiteral("/torch_compile_debug/") + debugRuns.first() + QStringLiteral("/torchinductor"));
        const QStringList graphs = inductor.entryList({ QStringLiteral("model__*") }, QDir::Dirs);
        QCOMPARE(graphs.size(), 3);
        for (const QString &g : graphs) {
            QVERIFY2(inductor.exists(g + QStringLiteral("/ir_post_fusion.txt")), qPrintable(g));
            QVERIFY(inductor.exists(g + QStringLiteral("/output_code.py")));
        }
        QVERIFY(inductor.exists(graphs.first() + QStringLiteral("/inductor_provenance_tracking_node_mappings.json")));
        int libraries = 0;
        QDirIterator it(
            m_run + QStringLiteral("/cache"), { QStringLiteral("*.so") }, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            it.next();
            ++libraries;
        }
        QVERIFY(libraries > 0);
    }

    void opensAsOneRun()
    {
        const Out o = run({ QStringLiteral("summary"), QStringLiteral("--json"), m_run });
        QCOMPARE(o.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(o.out.toUtf8()).object();
        QStringList ids;
        QCOMPARE(doc[QStringLiteral("logs")].toArray().size(), 1);
        for (const QJsonValue &c : doc[QStringLiteral("compiles")].toArray())
            ids << c[QStringLiteral("id")].toString();
        ids.sort();
        QCOMPARE(ids, (QStringList { "0/0", "0/1", "1/0" }));
        QCOMPARE(doc[QStringLiteral("graph_breaks")].toArray().size(), 2); // 0/0 and again in 0/1
        QCOMPARE(doc[QStringLiteral("recompiles")].toArray().size(), 1);
        QVERIFY(!doc[QStringLiteral("text_logs")].toArray().isEmpty());
        QVERIFY(!doc[QStringLiteral("debug_runs")].toArray().isEmpty());
    }

    void kernelsArePlanned()
    {
        const Out o = run({ QStringLiteral("profile"), QStringLiteral("--plan"), QStringLiteral("--json"), m_run });
        QCOMPARE(o.code, 0);
        const QJsonArray plans = QJsonDocument::fromJson(o.out.toUtf8()).object()[QStringLiteral("plans")].toArray();
        QVERIFY(!plans.isEmpty());
        int launchable = 0;
        for (const QJsonValue &p : plans) {
            QVERIFY(p[QStringLiteral("kernel")].toString().startsWith(QLatin1String("cpp_fused_")));
            launchable += p[QStringLiteral("launchable")].toBool() ? 1 : 0;
        }
        QCOMPARE(launchable, plans.size());
    }

    // The issue's CI check: the recorded CPU run's fusion decisions stepped through one by one
    // to the end, where the nodes are those of each graph's ir_post_fusion.txt (read here on
    // its own: the top-level headers, a fused node's members left out).
    void fusionStepsToPostFusion()
    {
        const auto loaded = cs::loadRun({ m_run });
        QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().toString()));
        const cs::FusionRun fusion = cs::buildFusionRun(*loaded.value());
        QCOMPARE(fusion.graphs.size(), size_t(3));
        int fuses = 0;
        static const QRegularExpression header(QStringLiteral(R"(^(\w+): (\w+)\(([^)]*)\)$)"));
        for (const cs::FusionGraph &g : fusion.graphs) {
            QVERIFY2(g.hasDecisions(), qPrintable(g.id));
            const cs::FusionStepper stepper(g);
            size_t before = stepper.nodesAt(0).size();
            for (int k = 1; k < stepper.positions(); ++k) { // one decision at a time: a fusion merges two nodes
                const size_t now = stepper.nodesAt(k).size();
                const bool fused = g.decisions[size_t(k - 1)].kind == cs::FusionDecision::Kind::Fuse;
                QCOMPARE(now, before - (fused ? 1 : 0));
                fuses += fused ? 1 : 0;
                before = now;
            }
            QStringList ours;
            for (int f : stepper.nodesAt(stepper.positions() - 1))
                ours << g.fused[size_t(f)].name;
            const QStringList files = QDir(m_run + QStringLiteral("/torch_compile_debug"))
                                          .entryList({ QStringLiteral("run_*") }, QDir::Dirs)
                                          .replaceInStrings(QRegularExpression(QStringLiteral("^")),
                                              m_run + QStringLiteral("/torch_compile_debug/"));
            QFile post(files.value(0) + QStringLiteral("/torchinductor/") + g.debugFolder
                + QStringLiteral("/ir_post_fusion.txt"));
            QVERIFY2(post.open(QIODevice::ReadOnly), qPrintable(post.fileName()));
            QStringList theirs, members;
            for (const QByteArray &line : post.readAll().split('\n')) {
                const auto m = header.match(QString::fromUtf8(line));
                if (!m.hasMatch() || members.contains(m.captured(1)))
                    continue;
                theirs << m.captured(1);
                members = m.captured(2).contains(QLatin1String("Fused")) ? m.captured(1).split(u'_') : QStringList();
            }
            ours.sort();
            theirs.sort();
            QCOMPARE(ours, theirs);
        }
        QVERIFY(fuses > 0);
    }

    void failingCommandKeepsItsStatusAndStderr()
    {
        const QString dir = m_dir.filePath(QStringLiteral("failing"));
        const Out o = run({ QStringLiteral("record"), QStringLiteral("--out"), dir, QStringLiteral("--"),
            QStringLiteral(CS_PYTHON), QStringLiteral("-c"),
            QStringLiteral("import sys; print('before'); sys.stderr.write('bad thing happened\\n'); sys.exit(3)") });
        QCOMPARE(o.code, 3);
        QVERIFY(o.err.contains(QLatin1String("bad thing happened")));
        QVERIFY(o.err.contains(QLatin1String("exited with code 3")));
        QFile err(dir + QStringLiteral("/torch_logs.txt"));
        QVERIFY(err.open(QIODevice::ReadOnly));
        QCOMPARE(err.readAll(), QByteArray("bad thing happened\n"));
        const QJsonObject exit = manifest(dir)[QStringLiteral("exit")].toObject();
        QCOMPARE(exit[QStringLiteral("status")].toString(), QStringLiteral("exited"));
        QCOMPARE(exit[QStringLiteral("exit_code")].toInt(), 3);
        QCOMPARE(exit[QStringLiteral("shell_status")].toInt(), 3);
    }

    void missingExecutable()
    {
        const QString dir = m_dir.filePath(QStringLiteral("missing"));
        const Out o = run({ QStringLiteral("record"), QStringLiteral("--out"), dir, QStringLiteral("--"),
            QStringLiteral("compilescope-no-such-program"), QStringLiteral("--flag") });
        QCOMPARE(o.code, 127);
        QVERIFY2(o.err.contains(QLatin1String("compilescope-no-such-program: command not found")), qPrintable(o.err));
        const QJsonObject m = manifest(dir);
        QCOMPARE(m[QStringLiteral("exit")][QStringLiteral("status")].toString(), QStringLiteral("failed_to_start"));
        QVERIFY(m[QStringLiteral("program")].isNull());
    }

    void timeoutStopsTheTree()
    {
        const QString dir = m_dir.filePath(QStringLiteral("timeout"));
        const QString pids = m_dir.filePath(QStringLiteral("timeout-pids"));
        const Out o = run({ QStringLiteral("record"), QStringLiteral("--out"), dir, QStringLiteral("--timeout"),
            QStringLiteral("2"), QStringLiteral("--grace"), QStringLiteral("1"), QStringLiteral("--"),
            QStringLiteral("sh"), QStringLiteral("-c"),
            QStringLiteral("sh -c 'trap \"\" TERM; echo $$ > \"%1\"; exec sleep 300' & wait").arg(pids) });
        QCOMPARE(o.code, 124);
        QVERIFY(o.err.contains(QLatin1String("timed out")));
        QCOMPARE(manifest(dir)[QStringLiteral("exit")][QStringLiteral("status")].toString(), QStringLiteral("timeout"));
        const QList<qint64> p = pidsIn(pids, 1);
        QCOMPARE(p.size(), 1);
        QVERIFY(!processAlive(p.first()));
    }

    // Ctrl+C on compilescope: the command, its children and grandchildren all end.
    void interruptCancels()
    {
        const QString dir = m_dir.filePath(QStringLiteral("cancel"));
        const QString pids = m_dir.filePath(QStringLiteral("cancel-pids"));
        QProcess p;
        p.start(QStringLiteral(CS_APP_BINARY),
            { QStringLiteral("record"), QStringLiteral("--out"), dir, QStringLiteral("--grace"), QStringLiteral("1"),
                QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                QStringLiteral("echo $$ >> '%1'; sh -c 'sleep 300 & echo $! >> \"%1\"; wait' & "
                               "sh -c 'trap \"\" TERM INT; echo $$ >> \"%1\"; exec sleep 301' & wait")
                    .arg(pids) });
        QVERIFY(p.waitForStarted());
        const QList<qint64> tree = pidsIn(pids, 3);
        QCOMPARE(tree.size(), 3);
        for (qint64 pid : tree)
            QVERIFY(processAlive(pid));
        ::kill(static_cast<pid_t>(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 130);
        for (qint64 pid : tree)
            QVERIFY2(!processAlive(pid), qPrintable(QString::number(pid)));
        QCOMPARE(
            manifest(dir)[QStringLiteral("exit")][QStringLiteral("status")].toString(), QStringLiteral("cancelled"));
    }

    // compilescope killed outright (SIGKILL, no chance to stop anything): the command it started
    // is told to end by the kernel (parent-death signal), not left running.
    void killedRecorderStopsTheCommand()
    {
        const QString pids = m_dir.filePath(QStringLiteral("orphan-pids"));
        QProcess p;
        p.start(QStringLiteral(CS_APP_BINARY),
            { QStringLiteral("record"), QStringLiteral("--out"), m_dir.filePath(QStringLiteral("orphan")),
                QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                QStringLiteral("echo $$ > '%1'; exec sleep 300").arg(pids) });
        QVERIFY(p.waitForStarted());
        const QList<qint64> child = pidsIn(pids, 1);
        QCOMPARE(child.size(), 1);
        QVERIFY(processAlive(child.first()));
        p.kill();
        QVERIFY(p.waitForFinished(10000));
        QTRY_VERIFY_WITH_TIMEOUT(!processAlive(child.first()), 10000);
    }

    void usage()
    {
        Out o = run({ QStringLiteral("record") });
        QCOMPARE(o.code, 2); // usage errors exit 2, like every command's
        QVERIFY(o.err.contains(QLatin1String("after --")));
        o = run({ QStringLiteral("record"), QStringLiteral("--bogus"), QStringLiteral("--"), QStringLiteral("true") });
        QCOMPARE(o.code, 2);
        o = run(
            { QStringLiteral("record"), QStringLiteral("--out"), m_run, QStringLiteral("--"), QStringLiteral("true") });
        QCOMPARE(o.code, 125); // an existing run is never overwritten
        QVERIFY(o.err.contains(QLatin1String("never overwritten")));
        QVERIFY(run({ QStringLiteral("--help") }).out.contains(QLatin1String("  record ")));
    }
};

QTEST_GUILESS_MAIN(TestRecord)
#include "tst_record.moc"
