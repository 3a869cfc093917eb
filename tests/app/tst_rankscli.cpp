// `compilescope ranks` through the real binary: exit 0 when the ranks agree and 3 when they
// diverge (the CI gate), 2 for usage errors, 1 for a run that cannot be read, 130 on Ctrl+C;
// the JSON document; help and completion; `diff RUN` and `report` on the same facts.
#include "tests/fixture.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

class TestRanksCli : public QObject {
    Q_OBJECT
    struct Out {
        int code;
        QByteArray out;
        QString err;
    };
    static QProcessEnvironment env()
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.remove(QStringLiteral("DISPLAY"));
        e.remove(QStringLiteral("LANGUAGE"));
        e.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        e.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        return e;
    }
    static Out run(const QStringList &args)
    {
        QProcess p;
        p.setProcessEnvironment(env());
        p.start(QStringLiteral(CS_APP_BINARY), args);
        if (!p.waitForFinished(120000))
            qFatal("compilescope did not finish");
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            QString::fromUtf8(p.readAllStandardError()) };
    }
    static QString data(const QString &path) { return QStringLiteral(CS_TEST_DATA_DIR "/") + path; }

private Q_SLOTS:
    void exitCodes()
    {
        const Out agree = run({ QStringLiteral("ranks"), data(QStringLiteral("ranks/identical")) });
        QCOMPARE(agree.code, 0);
        QVERIFY(agree.out.contains("The ranks agree."));
        const Out diverge = run({ QStringLiteral("ranks"), data(QStringLiteral("ranks/shape")) });
        QCOMPARE(diverge.code, 3);
        QVERIFY(diverge.out.contains("First divergence"));
        QVERIFY(diverge.out.contains("0/1 recompiled on rank 1 only"));
        // The logs themselves instead of their folder: the same run.
        QStringList logs { QStringLiteral("ranks") };
        for (const QString &f : QDir(data(QStringLiteral("ranks/branch"))).entryList({ QStringLiteral("*.zst") }))
            logs << data(QStringLiteral("ranks/branch/")) + f;
        const Out files = run(logs);
        QCOMPARE(files.code, 3);
        QVERIFY(files.out.contains("Likely hang: collective #3 of 0/0"));
        // Device indices alone never count: the two-GPU DDP run agrees.
        QCOMPARE(run({ QStringLiteral("ranks"), data(QStringLiteral("ddp_gpu/trace")) }).code, 0);
        QCOMPARE(run({ QStringLiteral("ranks") }).code, 2);
        QCOMPARE(
            run({ QStringLiteral("ranks"), QStringLiteral("--bogus"), data(QStringLiteral("ranks/shape")) }).code, 2);
        const Out missing = run({ QStringLiteral("ranks"), QStringLiteral("/no/such/run") });
        QCOMPARE(missing.code, 1);
        QVERIFY(missing.err.contains(QLatin1String("/no/such/run")));
        // A file that is no trace log.
        QCOMPARE(run({ QStringLiteral("ranks"), data(QStringLiteral("ranks/shape/truth.json")) }).code, 1);
    }

    // A damaged rank log: the CLI names it first and does not report its damage as a verdict
    // (exit 1, not the gate's 3); the JSON says so in its notes and `reliable`.
    void damagedLog()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString from = data(QStringLiteral("ranks/shape/"));
        for (int r = 0; r < 3; ++r) {
            const QString name = QStringLiteral("dedicated_log_torch_trace_rank_%1.log.zst").arg(r);
            QVERIFY(copyCut(from + name, dir.filePath(name), r == 1 ? 0.5 : 1.0));
        }
        const Out text = run({ QStringLiteral("ranks"), dir.path() });
        QCOMPARE(text.code, 1);
        QVERIFY2(text.out.startsWith("Warning: some rank logs could not be read whole"), text.out.constData());
        QVERIFY(text.out.contains("dedicated_log_torch_trace_rank_1.log.zst:"));
        QVERIFY(text.out.contains("rank 1's log is truncated at line"));
        const Out json = run({ QStringLiteral("ranks"), QStringLiteral("--json"), dir.path() });
        QCOMPARE(json.code, 1);
        const QJsonObject doc = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(doc.value(QStringLiteral("reliable")).toBool(true), false);
        QVERIFY(!doc.value(QStringLiteral("notes")).toArray().isEmpty());
        QVERIFY(doc.value(QStringLiteral("notes")).toArray().first().toString().contains(QLatin1String("truncated")));
        // diff RUN and the report's Ranks section: the same facts.
        const Out diff = run({ QStringLiteral("diff"), dir.path() });
        QVERIFY(diff.out.contains("rank 1's log is truncated at line"));
        const QString md = dir.filePath(QStringLiteral("r.md"));
        run({ QStringLiteral("report"), dir.path(), QStringLiteral("-o"), md, QStringLiteral("--graphs"),
            QStringLiteral("0") });
        QFile m(md);
        QVERIFY(m.open(QIODevice::ReadOnly));
        const QByteArray report = m.readAll();
        QVERIFY(report.contains("Reading problem: "));
        QVERIFY(report.contains("rank 1's log is truncated at line"));
        // The whole run: no warning, the gate's 3.
        const Out whole = run({ QStringLiteral("ranks"), data(QStringLiteral("ranks/shape")) });
        QCOMPARE(whole.code, 3);
        QVERIFY(!whole.out.contains("Warning:"));
    }

    void json()
    {
        const Out o = run({ QStringLiteral("ranks"), QStringLiteral("--json"), data(QStringLiteral("ranks/cache")) });
        QCOMPARE(o.code, 3);
        const QJsonObject doc = QJsonDocument::fromJson(o.out).object();
        QCOMPARE(doc.value(QStringLiteral("schema")).toString(), QStringLiteral("compilescope.ranks/1"));
        QCOMPARE(doc.value(QStringLiteral("agree")).toBool(true), false);
        const QJsonObject d = doc.value(QStringLiteral("divergence")).toObject();
        QCOMPARE(d.value(QStringLiteral("cause")).toString(), QStringLiteral("cache"));
        QCOMPARE(d.value(QStringLiteral("ranks")).toArray(), QJsonArray { 0 });
        QCOMPARE(doc.value(QStringLiteral("ranks")).toArray().size(), 2);
        const QJsonObject ok = QJsonDocument::fromJson(
            run({ QStringLiteral("ranks"), QStringLiteral("--json"), data(QStringLiteral("ranks/identical")) }).out)
                                   .object();
        QVERIFY(ok.value(QStringLiteral("agree")).toBool());
        QVERIFY(ok.value(QStringLiteral("divergence")).isNull());
        QVERIFY(ok.value(QStringLiteral("collective_divergence")).isNull());
    }

    void helpAndCompletion()
    {
        const Out help = run({ QStringLiteral("help"), QStringLiteral("ranks") });
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.contains("--one-at-a-time"));
        QVERIFY(QString::fromUtf8(help.out).contains(QRegularExpression(QStringLiteral("\\b3 +the ranks diverge"))));
        QVERIFY(run({ QStringLiteral("help") }).out.contains("ranks"));
        const Out bash = run({ QStringLiteral("completion"), QStringLiteral("bash") });
        QCOMPARE(bash.code, 0);
        QVERIFY(bash.out.contains("ranks"));
        QVERIFY(bash.out.contains("--one-at-a-time"));
    }

    // `diff RUN` uses the same facts: device indices alone are no difference, and a divergence
    // is named with its cause.
    void diffRun()
    {
        const Out gpu = run({ QStringLiteral("diff"), data(QStringLiteral("ddp_gpu/trace")) });
        QCOMPARE(gpu.code, 0);
        QVERIFY(!gpu.out.contains("graphs differ"));
        const Out shape = run({ QStringLiteral("diff"), data(QStringLiteral("ranks/shape")) });
        QCOMPARE(shape.code, 4);
        QVERIFY(shape.out.contains("0/1 recompiled on rank 1 only"));
        const QJsonObject doc = QJsonDocument::fromJson(
            run({ QStringLiteral("diff"), QStringLiteral("--json"), data(QStringLiteral("ranks/shape")) }).out)
                                    .object();
        QCOMPARE(doc.value(QStringLiteral("rank_analysis")).toObject().value(QStringLiteral("schema")).toString(),
            QStringLiteral("compilescope.ranks/1"));
    }

    // An empty rank log beside an intact one: no verdict, exit 1 (never the gate's 0).
    void unreadableRankLog()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString from = data(QStringLiteral("ranks/identical/"));
        const QString name = QStringLiteral("dedicated_log_torch_trace_rank_0.log.zst");
        QVERIFY(QFile::copy(from + name, dir.filePath(name)));
        QFile empty(dir.filePath(QStringLiteral("dedicated_log_torch_trace_rank_1.log")));
        QVERIFY(empty.open(QIODevice::WriteOnly));
        empty.close();
        const Out text = run({ QStringLiteral("ranks"), dir.path() });
        QCOMPARE(text.code, 1);
        QVERIFY2(text.out.contains("rank_1.log: rank 1's log could not be read: the file is empty"), text.out);
        QVERIFY2(!text.out.contains("The ranks agree"), text.out);
        const Out json = run({ QStringLiteral("ranks"), QStringLiteral("--json"), dir.path() });
        QCOMPARE(json.code, 1);
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(o.value(QStringLiteral("reliable")).toBool(true), false);
        QCOMPARE(o.value(QStringLiteral("agree")).toBool(true), false);
    }

    // `diff RUN` takes each graph's collectives as `ranks` does: a cache hit logs no collective
    // schedule, so its collectives come from the output code; the cache run's ranks issue the same.
    void diffRunCollectivesOfACacheHit()
    {
        const QJsonObject doc = QJsonDocument::fromJson(
            run({ QStringLiteral("diff"), QStringLiteral("--json"), data(QStringLiteral("ranks/cache")) }).out)
                                    .object();
        const QJsonArray ranks = doc.value(QStringLiteral("ranks")).toArray();
        QCOMPARE(ranks.size(), 1);
        const QJsonObject r = ranks.first().toObject();
        QVERIFY2(r.value(QStringLiteral("collectives_compile")).toString().isEmpty(),
            QJsonDocument(r).toJson().constData());
        QVERIFY(r.value(QStringLiteral("collectives_a")).toArray().isEmpty());
    }

    // The report's Ranks section: in the JSON twin as `ranks --json` writes it, and only for a
    // run of several ranks.
    void report()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("r.json"));
        QCOMPARE(run({ QStringLiteral("report"), data(QStringLiteral("ranks/branch")), QStringLiteral("--format"),
                         QStringLiteral("json"), QStringLiteral("-o"), out, QStringLiteral("--graphs"),
                         QStringLiteral("0") })
                     .code,
            0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
        const QJsonObject ranks = doc.value(QStringLiteral("ranks")).toObject();
        QCOMPARE(ranks.value(QStringLiteral("schema")).toString(), QStringLiteral("compilescope.ranks/1"));
        QCOMPARE(ranks.value(QStringLiteral("divergence")).toObject().value(QStringLiteral("cause")).toString(),
            QStringLiteral("collectives"));
        QVERIFY(doc.value(QStringLiteral("sections")).toArray().contains(QStringLiteral("ranks")));
        const QString md = dir.filePath(QStringLiteral("r.md"));
        QCOMPARE(run({ QStringLiteral("report"), data(QStringLiteral("ranks/branch")), QStringLiteral("-o"), md,
                         QStringLiteral("--graphs"), QStringLiteral("0") })
                     .code,
            0);
        QFile m(md);
        QVERIFY(m.open(QIODevice::ReadOnly));
        const QByteArray text = m.readAll();
        QVERIFY(text.contains("Ranks"));
        QVERIFY(text.contains("Likely hang"));
        // One rank: no Ranks section.
        const QString single = dir.filePath(QStringLiteral("s.json"));
        QCOMPARE(run({ QStringLiteral("report"),
                         data(QStringLiteral("ranks/shape/dedicated_log_torch_trace_rank_0.log.zst")),
                         QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("-o"), single,
                         QStringLiteral("--graphs"), QStringLiteral("0") })
                     .code,
            0);
        QFile s(single);
        QVERIFY(s.open(QIODevice::ReadOnly));
        const QJsonObject sd = QJsonDocument::fromJson(s.readAll()).object();
        QVERIFY(sd.value(QStringLiteral("ranks")).isNull());
        QVERIFY(!sd.value(QStringLiteral("sections")).toArray().contains(QStringLiteral("ranks")));
    }

    // Ctrl+C while rank logs are read: exit 130, said on stderr; progress on stderr meanwhile
    // (every callback with COMPILESCOPE_PROGRESS_MS=0, so the first line comes at once).
    void progressAndCancel()
    {
        QTemporaryDir dir;
        QFile src(QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"));
        QVERIFY(src.open(QIODevice::ReadOnly));
        const QByteArray one = src.readAll();
        for (int r = 0; r < 4; ++r) {
            QFile f(dir.filePath(QStringLiteral("dedicated_log_torch_trace_rank_%1.log").arg(r)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            for (qint64 written = 0; written < (200ll << 20); written += one.size())
                f.write(one);
        }
        QProcess p;
        QProcessEnvironment e = env();
        e.insert(QStringLiteral("COMPILESCOPE_PROGRESS_MS"), QStringLiteral("0"));
        p.setProcessEnvironment(e);
        p.start(QStringLiteral(CS_APP_BINARY), { QStringLiteral("ranks"), dir.path() });
        QVERIFY(p.waitForStarted());
        p.setReadChannel(QProcess::StandardError);
        QByteArray err;
        QElapsedTimer clock;
        clock.start();
        while (!err.contains("reading ranks:") && p.state() == QProcess::Running && clock.elapsed() < 60000) {
            p.waitForReadyRead(100);
            err += p.readAllStandardError();
        }
        if (!err.contains("reading ranks:"))
            QSKIP("the run was read before a progress line came");
        ::kill(static_cast<pid_t>(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(120000));
        err += p.readAllStandardError();
        QCOMPARE(p.exitCode(), 130);
        QVERIFY2(err.contains("cancelled"), err.constData());
        QVERIFY(p.readAllStandardOutput().isEmpty()); // no half answer on stdout
    }
};

QTEST_GUILESS_MAIN(TestRanksCli)
#include "tst_rankscli.moc"
