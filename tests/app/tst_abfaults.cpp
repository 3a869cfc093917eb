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

// `compilescope ab` when things go wrong, with the real binary and the venv's torch: a script
// without torch.compile, a command the probe cannot reach, a mode that fails (its stderr kept,
// the others reported), a mode this torch lacks, a hang (timeout, the process tree stopped) and
// Ctrl+C.
class TestAbFaults : public QObject {
    Q_OBJECT

    struct Out {
        int code = -1;
        QString out, err;
        QJsonObject json;
    };
    QTemporaryDir m_dir;

    static QProcessEnvironment environment()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.insert(QStringLiteral("OMP_NUM_THREADS"), QStringLiteral("1"));
        return env;
    }
    Out ab(const QStringList &options, const QStringList &command, int timeoutMs = 400000)
    {
        QProcess p;
        p.setProcessEnvironment(environment());
        p.start(QStringLiteral(CS_APP_BINARY),
            QStringList { "ab", "--json", "--no-db", "--processes", "1" } + options + QStringList { "--" } + command);
        if (!p.waitForFinished(timeoutMs))
            qFatal("compilescope ab did not finish");
        Out o { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()), {} };
        o.json = QJsonDocument::fromJson(o.out.toUtf8()).object();
        return o;
    }
    static QString script(const char *name) { return QStringLiteral(CS_TEST_DATA_DIR "/ab/") + QLatin1String(name); }
    static QJsonObject mode(const QJsonObject &json, const QString &name)
    {
        for (const QJsonValue &v : json[QStringLiteral("modes")].toArray())
            if (v.toObject()[QStringLiteral("mode")].toString() == name)
                return v.toObject();
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (QStringLiteral(CS_PYTHON).isEmpty()
            || QProcess::execute(QStringLiteral(CS_PYTHON), { "-c", "import torch" }) != 0)
            QSKIP("no Python with torch");
    }

    void nothingToCompare()
    {
        const Out o = ab(
            { "--modes", "eager,default", "--out", m_dir.filePath("none") }, { CS_PYTHON, script("no_compile.py") });
        QCOMPARE(o.code, 1);
        QCOMPARE(o.json["outcome"].toString(), QStringLiteral("nothing_to_compare"));
        QCOMPARE(
            o.json["message"].toString(), QStringLiteral("nothing to compare: the command never called torch.compile"));
        QCOMPARE(o.json["regions"].toArray().size(), 0);
        QVERIFY(o.json["runs"].toArray()[0].toObject()["probe_loaded"].toBool());
    }

    void probeNotLoaded()
    {
        // python -I ignores PYTHONPATH: the probe cannot load, and ab says so.
        const Out o = ab(
            { "--modes", "eager,default", "--out", m_dir.filePath("isolated") }, { CS_PYTHON, "-I", "-c", "print(1)" });
        QCOMPARE(o.code, 1);
        QCOMPARE(o.json["outcome"].toString(), QStringLiteral("probe_not_loaded"));
        QVERIFY(o.json["message"].toString().contains(QStringLiteral("-E, -I or -S")));
        const Out missing = ab({ "--out", m_dir.filePath("missing") }, { "/nonexistent/python" });
        QCOMPARE(missing.code, 1);
        QCOMPARE(missing.json["outcome"].toString(), QStringLiteral("failed_to_start"));
    }

    void failingAndUnavailableModes()
    {
        const Out o = ab({ "--modes", "eager,default,warp-speed", "--out", m_dir.filePath("fault") },
            { CS_PYTHON, script("fault.py") });
        QCOMPARE(o.code, 3); // default failed in every process while eager ran: a gate
        QCOMPARE(o.json["outcome"].toString(), QStringLiteral("compared"));
        const QJsonObject def = mode(o.json, "default");
        QCOMPARE(def["failed"].toInt(), 1);
        QVERIFY2(def["stderr_tail"].toString().contains(QStringLiteral("graph_break")),
            qPrintable(def["stderr_tail"].toString()));
        const QJsonObject warp = mode(o.json, "warp-speed");
        QCOMPARE(warp["available"].toBool(), false);
        QVERIFY(warp["reason"].toString().contains(QStringLiteral("has no mode 'warp-speed'")));
        QVERIFY(warp["reason"].toString().contains(QStringLiteral("max-autotune")));
        for (const QJsonValue &v : o.json["runs"].toArray())
            if (v.toObject()["mode"].toString() == QLatin1String("warp-speed")) {
                QCOMPARE(v.toObject()["status"].toString(), QStringLiteral("skipped")); // never started
                QVERIFY(!QDir(m_dir.filePath("fault/") + v.toObject()["dir"].toString()).exists());
            }
        const QJsonArray results = o.json["regions"].toArray()[0].toObject()["results"].toArray();
        QCOMPARE(results.size(), 3);
        QCOMPARE(results[0].toObject()["verdict"].toString(), QStringLiteral("baseline")); // eager still reported
        QCOMPARE(results[0].toObject()["calls_per_process"].toArray()[0].toInt(), 20);
        QCOMPARE(results[1].toObject()["verdict"].toString(), QStringLiteral("failed"));
        QCOMPARE(results[2].toObject()["verdict"].toString(), QStringLiteral("unavailable"));
        QCOMPARE(o.json["gate"].toObject()["reasons"].toArray().size(), 1);
    }

    void hangTimesOutAndLeavesNothingBehind()
    {
        // 45 s: eager (import torch, 15 calls) must end well inside it on a loaded 2-core machine.
        const Out o = ab({ "--modes", "eager,default", "--timeout", "45", "--out", m_dir.filePath("hang") },
            { CS_PYTHON, script("hang.py") });
        QCOMPARE(o.code, 3);
        const QJsonArray runs = o.json["runs"].toArray();
        QCOMPARE(runs[0].toObject()["status"].toString() + runs[0].toObject()["description"].toString(),
            QStringLiteral("exitedexited with code 0"));
        QCOMPARE(runs[1].toObject()["status"].toString(), QStringLiteral("timeout"));
        QVERIFY(runs[1].toObject()["elapsed_s"].toDouble() >= 45);
        // The hanging script's own child was stopped with it.
        QFile out(m_dir.filePath("hang/") + runs[1].toObject()["dir"].toString() + QStringLiteral("/stdout.txt"));
        QVERIFY(out.open(QIODevice::ReadOnly));
        const qint64 child = out.readLine().trimmed().toLongLong();
        QVERIFY(child > 0);
        QVERIFY(!processAlive(child));
        // What the probe flushed before the hang is still read: 15 calls.
        const QJsonArray results = o.json["regions"].toArray()[0].toObject()["results"].toArray();
        QCOMPARE(results[1].toObject()["verdict"].toString(), QStringLiteral("failed"));
        QVERIFY(results[1].toObject()["failure"].toString().contains(QStringLiteral("timed out")));
    }

    void cancelled()
    {
        QProcess p;
        p.setProcessEnvironment(environment());
        p.start(QStringLiteral(CS_APP_BINARY),
            { "ab", "--json", "--no-db", "--modes", "eager,default", "--processes", "2", "--out",
                m_dir.filePath("cancel"), "--", CS_PYTHON, script("hang.py") });
        QString err;
        QElapsedTimer t;
        t.start();
        while (!err.contains(QStringLiteral("default #1 started")) && t.elapsed() < 300000) {
            p.waitForReadyRead(1000);
            err += QString::fromUtf8(p.readAllStandardError());
        }
        QVERIFY2(err.contains(QStringLiteral("default #1 started")), qPrintable(err));
        ::kill(static_cast<pid_t>(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 130);
        const QJsonObject json = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QStringList statuses;
        for (const QJsonValue &v : json["runs"].toArray())
            statuses << v.toObject()["status"].toString();
        QCOMPARE(statuses.join(','), QStringLiteral("exited,cancelled,skipped,skipped"));
    }

    // `ab --analyse` on a folder whose files were damaged after the A/B (a tester's findings): a
    // missing probe file is named in the text and the JSON and the verdict rests on what is left;
    // a cut-short ab-runs.json fails with the file and what is wrong with it.
    void analyseDamagedFolder()
    {
        QTemporaryDir copy;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/ab/cpu_ab.tar.xz"), copy.path()));
        const QString dir = copy.filePath(QStringLiteral("ab"));
        QVERIFY(QFile::remove(QDir(dir).filePath(QStringLiteral("runs/04-eager-2/probe.jsonl"))));
        auto analyse = [&](const QStringList &extra) {
            QProcess p;
            p.setProcessEnvironment(environment());
            p.start(QStringLiteral(CS_APP_BINARY), QStringList { "ab", "--analyse", dir, "--no-db" } + extra);
            if (!p.waitForFinished(120000))
                qFatal("compilescope ab --analyse did not finish");
            return Out { p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError()), {} };
        };
        Out o = analyse({ "--json" });
        const QJsonObject json = QJsonDocument::fromJson(o.out.toUtf8()).object();
        const QJsonArray gaps = json["probe_gaps"].toArray();
        QCOMPARE(gaps.size(), 1);
        QCOMPARE(gaps[0].toObject()["file"].toString(), QStringLiteral("runs/04-eager-2/probe.jsonl"));
        QCOMPARE(gaps[0].toObject()["mode"].toString(), QStringLiteral("eager"));
        QCOMPARE(gaps[0].toObject()["index"].toInt(), 1);
        const QJsonObject def = json["regions"].toArray()[0].toObject()["results"].toArray()[1].toObject();
        QCOMPARE(def["mode"].toString(), QStringLiteral("default"));
        QCOMPARE(def["verdict"].toString(), QStringLiteral("too_few_processes")); // eager: 1 of 2 usable
        o = analyse({});
        QVERIFY2(o.out.contains(QStringLiteral("eager process 2: runs/04-eager-2/probe.jsonl is missing")),
            qPrintable(o.out));
        // Settings of a run are no settings of an analysis: said, not silently ignored.
        o = analyse({ "--warmup", "50" });
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(QStringLiteral("--warmup set how an A/B runs")), qPrintable(o.err));

        QFile record(QDir(dir).filePath(QStringLiteral("ab-runs.json")));
        QVERIFY(record.open(QIODevice::ReadWrite));
        QVERIFY(record.resize(record.size() - 40));
        record.close();
        o = analyse({});
        QCOMPARE(o.code, 1);
        QVERIFY2(
            o.err.contains(QStringLiteral("ab-runs.json: the A/B record is cut short or corrupt")), qPrintable(o.err));
    }
};

QTEST_GUILESS_MAIN(TestAbFaults)
#include "tst_abfaults.moc"
