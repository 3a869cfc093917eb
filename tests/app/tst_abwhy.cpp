#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

// `compilescope ab --why` end to end on the CPU (issue 25): a real A/B of three planted regions
// (tests/data/ab/why_planted.py, eager against default, two processes each, Inductor with the
// project venv's torch), each slower compiled for one known cause, which must come first:
//   tiny       overhead (the compiled call's fixed cost over a few operations on 8 floats)
//   broken     eager islands from a graph break (torch._dynamo.graph_break() inside the region)
//   recompile  recompiles after the warm-up (a changing string argument, guarded on)
// Then the folder is analysed again (`ab --analyse DIR --why`) from its traces, and the text
// report carries the Why? section.
class TestAbWhy : public QObject {
    Q_OBJECT

    struct Out {
        int code = -1;
        QString out, err;
    };
    QTemporaryDir m_dir;
    Out m_run;
    QJsonObject m_json;

    static Out run(const QStringList &args, int timeoutMs)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.insert(QStringLiteral("OMP_NUM_THREADS"), QStringLiteral("1"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CS_APP_BINARY), args);
        if (!p.waitForFinished(timeoutMs))
            qFatal("compilescope ab did not finish");
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
    }

    static QJsonObject entry(const QJsonObject &doc, const QString &region)
    {
        for (const QJsonValue &v : doc[QStringLiteral("why")].toObject()[QStringLiteral("entries")].toArray())
            if (v.toObject()[QStringLiteral("region")].toString().startsWith(region + QLatin1Char('@')))
                return v.toObject();
        return {};
    }
    static QString firstCause(const QJsonObject &doc, const QString &region)
    {
        const QJsonArray causes = entry(doc, region)[QStringLiteral("causes")].toArray();
        return causes.isEmpty() ? QString() : causes[0].toObject()[QStringLiteral("kind")].toString();
    }
    QString folder() const { return m_dir.filePath(QStringLiteral("ab")); }

private Q_SLOTS:
    void initTestCase()
    {
        if (QStringLiteral(CS_PYTHON).isEmpty()
            || QProcess::execute(QStringLiteral(CS_PYTHON), { "-c", "import torch" }) != 0)
            QSKIP("no Python with torch");
        m_run = run({ "ab", "--modes", "eager,default", "--processes", "2", "--why", "--json", "--no-db", "--out",
                        folder(), "--", QStringLiteral(CS_PYTHON),
                        QStringLiteral(CS_TEST_DATA_DIR "/ab/why_planted.py"), "--calls", "40" },
            840000);
        m_json = QJsonDocument::fromJson(m_run.out.toUtf8()).object();
        QVERIFY2(!m_json.isEmpty(), qPrintable(m_run.err.right(3000)));
    }

    void tracesWritten()
    {
        const QJsonObject why = m_json[QStringLiteral("why")].toObject();
        QVERIFY(why[QStringLiteral("traced")].toBool());
        QVERIFY2(why[QStringLiteral("problems")].toArray().isEmpty(),
            qPrintable(QJsonDocument(why[QStringLiteral("problems")].toArray()).toJson()));
        const QJsonObject tiny = entry(m_json, QStringLiteral("tiny"));
        const QJsonObject trace = tiny[QStringLiteral("trace")].toObject();
        QCOMPARE(trace[QStringLiteral("calls")].toInt(), 5);
        QVERIFY(QFile::exists(folder() + QLatin1Char('/') + trace[QStringLiteral("trace")].toString()));
        QVERIFY(trace[QStringLiteral("trace")].toString().startsWith(QStringLiteral("runs/")));
        QVERIFY(trace[QStringLiteral("trace")].toString().contains(QStringLiteral("-default-2/why-r1-")));
        QCOMPARE(tiny[QStringLiteral("eager_trace")].toObject()[QStringLiteral("calls")].toInt(), 5);
        // The exit status keeps its meaning: the regions are slower, the gate trips.
        QCOMPARE(m_run.code, 3);
    }

    void overheadFirstForTheTinyRegion()
    {
        const QJsonObject e = entry(m_json, QStringLiteral("tiny"));
        QCOMPARE(e[QStringLiteral("reason")].toString(), QStringLiteral("slower"));
        QCOMPARE(firstCause(m_json, QStringLiteral("tiny")), QStringLiteral("overhead"));
        const QJsonObject c = e[QStringLiteral("causes")].toArray()[0].toObject();
        QVERIFY(c[QStringLiteral("explains_ms")].toDouble() > 0);
        QVERIFY(c[QStringLiteral("evidence")].toString().contains(QStringLiteral("guard evaluation")));
        QVERIFY(!c[QStringLiteral("next")].toString().isEmpty());
        QCOMPARE(e[QStringLiteral("trace")].toObject()[QStringLiteral("frames")].toInt(), 1);
    }

    void graphBreakFirstForTheBrokenRegion()
    {
        const QJsonObject e = entry(m_json, QStringLiteral("broken"));
        QCOMPARE(firstCause(m_json, QStringLiteral("broken")), QStringLiteral("graph_breaks"));
        QVERIFY(e[QStringLiteral("trace")].toObject()[QStringLiteral("frames")].toInt() >= 2);
        const QJsonObject c = e[QStringLiteral("causes")].toArray()[0].toObject();
        const QJsonArray details = c[QStringLiteral("details")].toArray();
        QVERIFY(!details.isEmpty());
        // The planted break's reason among them (the disabled island's call is a break too).
        bool planted = false;
        for (const QJsonValue &d : details)
            planted = planted || d.toString().contains(QStringLiteral("graph_break()"));
        QVERIFY2(planted, qPrintable(QJsonDocument(details).toJson()));
    }

    void recompilesFirstForTheRecompilingRegion()
    {
        const QJsonObject e = entry(m_json, QStringLiteral("recompile"));
        QCOMPARE(firstCause(m_json, QStringLiteral("recompile")), QStringLiteral("recompiles"));
        QVERIFY(e[QStringLiteral("gap_ms")].toDouble() > 0);
        const QJsonObject c = e[QStringLiteral("causes")].toArray()[0].toObject();
        QVERIFY(c[QStringLiteral("share")].toDouble() > 0.5);
    }

    void analysedAgainFromTheFolder()
    {
        const Out again = run({ "ab", "--analyse", folder(), "--why", "--json", "--no-db" }, 120000);
        const QJsonObject doc = QJsonDocument::fromJson(again.out.toUtf8()).object();
        QVERIFY2(!doc.isEmpty(), qPrintable(again.err));
        QCOMPARE(again.code, m_run.code);
        for (const QString region : { "tiny", "broken", "recompile" })
            QCOMPARE(firstCause(doc, region), firstCause(m_json, region));
        const Out text = run({ "ab", "--analyse", folder(), "--why", "--no-db" }, 120000);
        QVERIFY(text.out.contains(QStringLiteral("\nWhy?\n")));
        QVERIFY(text.out.contains(QStringLiteral("1. overhead-bound")));
        QVERIFY(text.out.contains(QStringLiteral("1. eager islands from graph breaks")));
        QVERIFY(text.out.contains(QStringLiteral("1. recompiles after the warm-up")));
        // Without --why the report is what it was.
        const Out plain = run({ "ab", "--analyse", folder(), "--no-db" }, 120000);
        QVERIFY(!plain.out.contains(QStringLiteral("Why?")));
    }
};

QTEST_GUILESS_MAIN(TestAbWhy)
#include "tst_abwhy.moc"
