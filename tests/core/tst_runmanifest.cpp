#include "core/run/recordsettings.h"
#include "core/run/runmanifest.h"
#include "core/run/stackprobe.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace cs::run;

// manifest.json: written, read back, and filled by asking a real Python (the project venv's
// torch 2.11) for its stack; the environment it keeps holds no credentials.
class TestRunManifest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void roundTrip()
    {
        RunManifest m;
        m.toolVersion = QStringLiteral("0.1.0");
        m.command = { QStringLiteral("python"), QStringLiteral("train.py"), QStringLiteral("--steps=3") };
        m.program = QStringLiteral("/usr/bin/python3");
        m.workingDir = QStringLiteral("/home/u/p");
        m.outDir = QStringLiteral("/home/u/p/run");
        m.start = QDateTime(QDate(2026, 3, 1), QTime(10, 0, 0, 125), Qt::UTC);
        m.end = m.start.addMSecs(12345);
        m.timeoutS = 600;
        ChildExit e;
        e.kind = ExitKind::Signaled;
        e.signal = 11;
        e.pid = 4242;
        e.elapsedMs = 12345;
        e.leftoverProcesses = 2;
        m.exit = e;
        m.settings = { { QStringLiteral("TORCH_TRACE"), QStringLiteral("/home/u/p/run/trace") } };
        m.overridden = { { QStringLiteral("TORCHINDUCTOR_CACHE_DIR"), QStringLiteral("/tmp/c") } };
        m.inherited = { { QStringLiteral("CUDA_VISIBLE_DEVICES"), QStringLiteral("1") } };
        m.files = { { QStringLiteral("trace"), QStringLiteral("trace") } };
        m.stack.ok = true;
        m.stack.interpreter = QStringLiteral("/usr/bin/python3");
        m.stack.interpreterSource = QStringLiteral("command");
        m.stack.python = QStringLiteral("3.12.3");
        m.stack.torch = QStringLiteral("2.11.0+cu130");
        m.stack.torchCuda = QStringLiteral("13.0");
        m.stack.triton = QStringLiteral("3.6.0");
        m.stack.cudaAvailable = true;
        m.stack.gpus = { { 0, QStringLiteral("NVIDIA H200"), QStringLiteral("9.0"), 150754820096 } };
        m.machine.driver = QStringLiteral("580.65.06");
        m.machine.cpuModel = QStringLiteral("Some CPU");
        m.machine.logicalCores = 16;
        const QString path = m_dir.filePath(QStringLiteral("manifest.json"));
        QVERIFY(writeManifest(m, path));

        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(o[QStringLiteral("schema")].toString(), QStringLiteral("compilescope.run/1"));
        QCOMPARE(o[QStringLiteral("start")].toString(), QStringLiteral("2026-03-01T10:00:00.125Z"));
        const QJsonObject exit = o[QStringLiteral("exit")].toObject();
        QCOMPARE(exit[QStringLiteral("status")].toString(), QStringLiteral("signaled"));
        QVERIFY(exit[QStringLiteral("exit_code")].isNull());
        QCOMPARE(exit[QStringLiteral("signal")].toInt(), 11);
        QCOMPARE(exit[QStringLiteral("shell_status")].toInt(), 139);
        QCOMPARE(o[QStringLiteral("versions")][QStringLiteral("driver")].toString(), QStringLiteral("580.65.06"));
        QCOMPARE(o[QStringLiteral("gpus")].toArray().first()[QStringLiteral("name")].toString(),
            QStringLiteral("NVIDIA H200"));

        const auto back = readManifest(m_dir.path()); // the folder finds its manifest.json
        QVERIFY(back);
        const RunManifest &r = back.value();
        QCOMPARE(r.command, m.command);
        QCOMPARE(r.start, m.start);
        QCOMPARE(r.end, m.end);
        QVERIFY(r.exit.has_value());
        QCOMPARE(r.exit->kind, ExitKind::Signaled);
        QCOMPARE(r.exit->signal, 11);
        QCOMPARE(r.exit->leftoverProcesses, 2);
        QCOMPARE(r.exit->elapsedMs, 12345);
        QCOMPARE(r.settings, m.settings);
        QCOMPARE(r.overridden, m.overridden);
        QCOMPARE(r.inherited, m.inherited);
        QCOMPARE(r.stack.torch, m.stack.torch);
        QCOMPARE(r.stack.triton, m.stack.triton);
        QCOMPARE(r.stack.gpus.size(), 1);
        QCOMPARE(r.stack.gpus.first().memoryBytes, 150754820096);
        QCOMPARE(r.machine.driver, m.machine.driver);
        QCOMPARE(r.machine.logicalCores, 16);

        m.exit.reset(); // while the command runs
        QVERIFY(writeManifest(m, path));
        QVERIFY(!readManifest(path)->exit.has_value());
    }

    // Issue 23, point 7: a manifest left "running" reads back as interrupted once its writer is
    // gone, and as running while it lives; a writer elsewhere is not judged.
    void runningOrInterrupted()
    {
        RunManifest m;
        m.command = { QStringLiteral("sleep"), QStringLiteral("300") };
        m.start = QDateTime::currentDateTimeUtc();
        const QString path = m_dir.filePath(QStringLiteral("running.json"));
        QVERIFY(writeManifest(m, path)); // this process writes it, and lives
        auto read = readManifest(path);
        QVERIFY(read);
        QVERIFY(!read->exit);
        QCOMPARE(read->writer.pid, RunWriter::current().pid);
        QCOMPARE(read->writer.state(), RunWriter::State::Alive);

        auto withWriter = [&](const RunWriter &w) {
            QJsonObject o = QJsonDocument::fromJson(manifestJson(m)).object();
            o[QStringLiteral("writer")] = w.toJson();
            const auto r = parseManifest(QJsonDocument(o).toJson(), path);
            return r ? r.value() : RunManifest();
        };
        QProcess gone; // a process that has ended: its pid names nobody now
        gone.start(QStringLiteral("true"));
        QVERIFY(gone.waitForStarted());
        RunWriter dead = RunWriter::current();
        dead.pid = gone.processId();
        QVERIFY(gone.waitForFinished());
        RunManifest r = withWriter(dead);
        QVERIFY(r.exit);
        QCOMPARE(r.exit->kind, ExitKind::Interrupted);
        QCOMPARE(r.exit->shellStatus(), 125);
        QVERIFY(r.exit->describe().startsWith(QLatin1String("interrupted: ")));
        QCOMPARE(exitKindName(r.exit->kind), QStringLiteral("interrupted"));
        // Written again (a copy of the folder), it stays interrupted.
        const auto again = parseManifest(manifestJson(r));
        QVERIFY(again && again->exit && again->exit->kind == ExitKind::Interrupted);

        RunWriter reused = RunWriter::current(); // our pid, another start: not the writer
        reused.startTicks += 1;
        QCOMPARE(withWriter(reused).exit->kind, ExitKind::Interrupted);
        RunWriter rebooted = RunWriter::current();
        rebooted.bootId = QStringLiteral("00000000-0000-0000-0000-000000000000");
        QCOMPARE(withWriter(rebooted).exit->kind, ExitKind::Interrupted);
        RunWriter elsewhere = dead;
        elsewhere.host += QStringLiteral("-other");
        QVERIFY(!withWriter(elsewhere).exit); // another machine's process: cannot be told
        QVERIFY(!withWriter(RunWriter()).exit); // written before writers were recorded
    }

    void survivorsRoundTrip()
    {
        RunManifest m;
        ChildExit e;
        e.kind = ExitKind::TimedOut;
        e.leftoverProcesses = 3;
        e.survivors = 1;
        e.survivorProcesses = { QStringLiteral("4711 sleep") };
        m.exit = e;
        const auto r = parseManifest(manifestJson(m));
        QVERIFY(r && r->exit);
        QCOMPARE(r->exit->leftoverProcesses, 3);
        QCOMPARE(r->exit->survivors, 1);
        QCOMPARE(r->exit->survivorProcesses, QStringList { QStringLiteral("4711 sleep") });
    }

    void notAManifest()
    {
        const QString path = m_dir.filePath(QStringLiteral("other.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"schema\": \"compilescope.profile/1\"}");
        f.close();
        QVERIFY(!readManifest(path));
        QVERIFY(!readManifest(m_dir.filePath(QStringLiteral("missing.json"))));
    }

    void relevantVariablesOnly()
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("CUDA_VISIBLE_DEVICES"), QStringLiteral("0"));
        env.insert(QStringLiteral("TORCHINDUCTOR_MAX_AUTOTUNE"), QStringLiteral("1"));
        env.insert(QStringLiteral("OMP_NUM_THREADS"), QStringLiteral("8"));
        env.insert(QStringLiteral("HF_TOKEN"), QStringLiteral("secret"));
        env.insert(QStringLiteral("TORCH_REMOTE_CACHE_TOKEN"), QStringLiteral("secret"));
        env.insert(QStringLiteral("AWS_SECRET_ACCESS_KEY"), QStringLiteral("secret"));
        env.insert(QStringLiteral("HOME"), QStringLiteral("/home/u"));
        const NamedValues v = relevantVariables(env);
        QStringList names;
        for (const auto &kv : v)
            names << kv.first;
        QCOMPARE(names, (QStringList { "CUDA_VISIBLE_DEVICES", "OMP_NUM_THREADS", "TORCHINDUCTOR_MAX_AUTOTUNE" }));
    }

    void interpreterOfTheCommand()
    {
        ChildSpec s;
        s.program = QStringLiteral(CS_PYTHON);
        QString how;
        QCOMPARE(pythonForCommand(s, &how), QFileInfo(QStringLiteral(CS_PYTHON)).absoluteFilePath());
        QCOMPARE(how, QStringLiteral("command"));

        const QString script = m_dir.filePath(QStringLiteral("train"));
        QFile f(script);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/usr/bin/env -S python3 -u\nprint('hi')\n");
        f.close();
        f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
        s.program = script;
        s.environment.insert(QStringLiteral("PATH"), QFileInfo(QStringLiteral(CS_PYTHON)).absolutePath());
        QCOMPARE(pythonForCommand(s, &how),
            QFileInfo(QStringLiteral(CS_PYTHON)).absolutePath() + QStringLiteral("/python3"));
        QCOMPARE(how, QStringLiteral("shebang"));

        s.program = QStringLiteral("sh");
        s.environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
        const QString fallback = pythonForCommand(s, &how);
        QVERIFY(fallback.isEmpty() || how == QLatin1String("PATH"));
    }

    // The real venv: its torch (the pinned one) answers with its version and knows every name `record` asks for.
    void probeTheVenv()
    {
        const StackInfo s = probeStack(QStringLiteral(CS_PYTHON), QProcessEnvironment::systemEnvironment(),
            recordLogNames() + QStringList { QStringLiteral("no_such_log_name") });
        QVERIFY2(s.ok, qPrintable(s.error));
        QVERIFY2(!QStringLiteral(CS_TORCH_VERSION).isEmpty() && s.torch.startsWith(QStringLiteral(CS_TORCH_VERSION)),
            qPrintable(s.torch));
        QVERIFY(s.python.startsWith(QLatin1String("3.")));
        QVERIFY(s.logNamesKnown);
        QCOMPARE(s.logNames, recordLogNames());
        QVERIFY(s.error.isEmpty());
        if (!s.cudaAvailable)
            QVERIFY(s.gpus.isEmpty());
    }

    void probeWithoutTorchOrPython()
    {
        StackInfo s = probeStack(QString(), QProcessEnvironment::systemEnvironment(), recordLogNames());
        QVERIFY(!s.ok);
        QVERIFY(s.error.contains(QLatin1String("no Python")));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PYTHONPATH"), m_dir.path());
        QFile fake(m_dir.filePath(QStringLiteral("torch.py"))); // a torch that cannot be imported
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write("raise ImportError('broken torch for the test')\n");
        fake.close();
        s = probeStack(QStringLiteral(CS_PYTHON), env, recordLogNames());
        QVERIFY(s.ok); // Python answered
        QVERIFY(s.torch.isEmpty());
        QVERIFY2(s.error.contains(QLatin1String("broken torch")), qPrintable(s.error));
        QVERIFY(!s.logNamesKnown);
    }

    void machine()
    {
        const MachineInfo m = probeMachine();
        QVERIFY(m.logicalCores >= 1);
        QVERIFY(!m.arch.isEmpty());
        QVERIFY(m.memoryBytes > 0);
    }
};

QTEST_GUILESS_MAIN(TestRunManifest)
#include "tst_runmanifest.moc"
