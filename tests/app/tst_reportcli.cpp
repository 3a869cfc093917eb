// `compilescope report` with --compare and --ab, through the real binary: the JSON twin carries
// what `compilescope diff --json` and `compilescope ab --analyse --json` print for the same
// inputs; usage errors exit 2; a B or an A/B folder that cannot be read is named on stderr, the
// report is still written (with a note) and the exit status is 1.
#include "tests/fixture.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestReportCli : public QObject {
    Q_OBJECT
    struct Out {
        int code;
        QByteArray out;
        QString err;
    };
    static Out run(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("LANGUAGE"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CS_APP_BINARY), args);
        if (!p.waitForFinished(120000))
            qFatal("compilescope did not finish");
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            QString::fromUtf8(p.readAllStandardError()) };
    }
    static QString diffData(const char *name)
    {
        return QStringLiteral(CS_TEST_DATA_DIR "/diff/") + QLatin1String(name);
    }
    static QString sample() { return QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"); }

private Q_SLOTS:
    // Markdown that reads as text: a line that only starts with a number is left as written (no
    // `&#8203;` before "9 compiles"), parentheses unescaped; a line that would start a list is
    // escaped at its marker; the limit hit is said beside the compiles.
    void markdownReadsAsText()
    {
        const Out r = run({ QStringLiteral("report"), QStringLiteral("--format"), QStringLiteral("md"),
            QStringLiteral(CS_TEST_DATA_DIR "/logs/recompiles.log.zst") });
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QLatin1String("\n9 compiles: 9 ok, 0 failed")), qPrintable(r.out.left(3000)));
        QVERIFY2(r.out.contains(QLatin1String(
                     "1 more compile id hit the recompile limit: no compile (later calls that matched none")),
            qPrintable(r.out.left(3000)));
        QVERIFY(!r.out.contains(QLatin1String("&#8203;9")));
        QVERIFY(!r.out.contains(QLatin1String("\\(")));
    }

    void usageErrors()
    {
        Out o = run({ QStringLiteral("report"), sample(), QStringLiteral("--compare") });
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(QStringLiteral("--compare needs a value")), qPrintable(o.err));
        o = run({ QStringLiteral("report"), sample(), QStringLiteral("--ab"), QStringLiteral("--format"),
            QStringLiteral("md") });
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(QStringLiteral("--ab needs a value")), qPrintable(o.err));
        o = run({ QStringLiteral("report"), sample(), QStringLiteral("--sections"), QStringLiteral("compare,bogus") });
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(QStringLiteral("graphs, ranks, compare, ab")), qPrintable(o.err));
        o = run({ QStringLiteral("report"), sample(), QStringLiteral("--compare"), diffData("break_b"),
            QStringLiteral("--min-effect"), QStringLiteral("150") });
        QCOMPARE(o.code, 2);
    }

    // The same run gives the same report in every process (Qt seeds its hashes per process: a
    // drawing that followed a QSet's order moved its nodes from run to run); only the time it
    // was made differs.
    void sameRunSameReport()
    {
        QTemporaryDir dir;
        const QString log = QStringLiteral(CS_TEST_DATA_DIR "/logs/gpt2_train.log.zst");
        QByteArray reports[2];
        for (int i = 0; i < 2; ++i) {
            const QString html = dir.filePath(QStringLiteral("r%1.html").arg(i));
            const Out o = run({ QStringLiteral("report"), log, QStringLiteral("--format"), QStringLiteral("html"),
                QStringLiteral("-o"), html });
            QCOMPARE(o.code, 0);
            QFile f(html);
            QVERIFY(f.open(QIODevice::ReadOnly));
            reports[i] = f.readAll();
            static const QRegularExpression made(QStringLiteral("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ"));
            reports[i] = QString::fromUtf8(reports[i]).replace(made, QStringLiteral("TIME")).toUtf8();
        }
        QVERIFY(reports[0].contains("<svg"));
        QVERIFY2(reports[0] == reports[1], "two processes drew the same run differently");
    }

    // Under the C locale the report is English and says so: `<html lang="en">`, never "C" (issue 24);
    // with --language de it declares the catalog it was written with.
    void htmlDeclaresTheLanguageItIsWrittenIn()
    {
        QTemporaryDir dir;
        const QString html = dir.filePath(QStringLiteral("r.html"));
        Out o = run({ QStringLiteral("report"), sample(), QStringLiteral("--format"), QStringLiteral("html"),
            QStringLiteral("-o"), html });
        QCOMPARE(o.code, 0);
        QFile f(html);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray en = f.readAll();
        QVERIFY2(en.contains("<html lang=\"en\""), en.left(200).constData());
        f.close();
        o = run({ QStringLiteral("--language"), QStringLiteral("de"), QStringLiteral("report"), sample(),
            QStringLiteral("--format"), QStringLiteral("html"), QStringLiteral("-o"), html });
        QCOMPARE(o.code, 0);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY2(f.readAll().contains("<html lang=\"de"), qPrintable(o.err));
    }

    void unreadableInputsAreNamedAndTheReportWritten()
    {
        QTemporaryDir dir;
        const QString b = dir.filePath(QStringLiteral("missing-b.log"));
        const QString ab = dir.filePath(QStringLiteral("missing-ab"));
        QFile garbage(dir.filePath(QStringLiteral("garbage.log")));
        QVERIFY(garbage.open(QIODevice::WriteOnly));
        garbage.write("this is not a trace\n");
        garbage.close();
        const QString md = dir.filePath(QStringLiteral("r.md"));
        Out o = run({ QStringLiteral("report"), sample(), QStringLiteral("--compare"), b, QStringLiteral("--ab"), ab,
            QStringLiteral("-o"), md });
        QCOMPARE(o.code, 1);
        QVERIFY2(o.err.contains(b) && o.err.contains(ab), qPrintable(o.err));
        QFile f(md);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY(text.contains(QStringLiteral("## Compile overview")));
        QVERIFY(text.contains(QStringLiteral("## Notes")));
        QVERIFY(text.contains(QStringLiteral("could not be read")));
        // A file that is there but no trace: named too.
        o = run({ QStringLiteral("report"), sample(), QStringLiteral("--compare"), garbage.fileName(),
            QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(o.code, 1);
        QVERIFY2(o.err.contains(garbage.fileName()), qPrintable(o.err));
        const QJsonObject json = QJsonDocument::fromJson(o.out).object();
        QVERIFY(json[QStringLiteral("compare")].isNull());
        QCOMPARE(json[QStringLiteral("unreadable")].toArray().first().toString(), garbage.fileName());
        QVERIFY(json[QStringLiteral("overview")][QStringLiteral("totals")][QStringLiteral("compiles")].toInt() > 0);
    }

    void compareIsDiffJson()
    {
        const Out report
            = run({ QStringLiteral("report"), diffData("dyn_a"), QStringLiteral("--compare"), diffData("dyn_b"),
                QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--graphs"), QStringLiteral("0") });
        QCOMPARE(report.code, 0);
        const Out diff
            = run({ QStringLiteral("diff"), diffData("dyn_a"), diffData("dyn_b"), QStringLiteral("--json") });
        QCOMPARE(diff.code, 4); // they differ
        const QJsonObject a = QJsonDocument::fromJson(report.out).object()[QStringLiteral("compare")].toObject();
        const QJsonObject b = QJsonDocument::fromJson(diff.out).object();
        QVERIFY(!b.isEmpty());
        QCOMPARE(a, b);
        QVERIFY(QJsonDocument::fromJson(report.out)[QStringLiteral("sections")].toArray().contains(
            QStringLiteral("compare")));
    }

    void abIsAbJson()
    {
        QTemporaryDir dir;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/ab/cpu_ab.tar.xz"), dir.path()));
        const QString folder = dir.filePath(QStringLiteral("ab"));
        const Out report
            = run({ QStringLiteral("report"), sample(), QStringLiteral("--ab"), folder, QStringLiteral("--sections"),
                QStringLiteral("compiles,ab"), QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(report.code, 0);
        const Out ab = run({ QStringLiteral("ab"), QStringLiteral("--analyse"), folder, QStringLiteral("--json"),
            QStringLiteral("--no-db") });
        QCOMPARE(ab.code, 0);
        const QJsonObject r = QJsonDocument::fromJson(report.out).object();
        QCOMPARE(
            r[QStringLiteral("sections")].toArray(), QJsonArray({ QStringLiteral("compiles"), QStringLiteral("ab") }));
        const QJsonObject a = r[QStringLiteral("ab")].toObject();
        const QJsonObject b = QJsonDocument::fromJson(ab.out).object();
        QCOMPARE(a[QStringLiteral("outcome")], b[QStringLiteral("outcome")]);
        QCOMPARE(a[QStringLiteral("modes")], b[QStringLiteral("modes")]);
        const QJsonArray ra = a[QStringLiteral("regions")][0][QStringLiteral("results")].toArray();
        const QJsonArray rb = b[QStringLiteral("regions")][0][QStringLiteral("results")].toArray();
        QCOMPARE(ra.size(), rb.size());
        for (qsizetype i = 0; i < ra.size(); ++i)
            for (const char *key : { "verdict", "verdict_text", "speedup", "steady", "break_even_calls", "compile_ms",
                     "warmup_excess_ms", "parity", "recompiles" })
                QCOMPARE(ra[i][QLatin1String(key)], rb[i][QLatin1String(key)]);
    }
};

QTEST_GUILESS_MAIN(TestReportCli)
#include "tst_reportcli.moc"
