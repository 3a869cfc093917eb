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
    // The 1-based line of the planted script that holds `code` (not in a comment or the docstring).
    static int plantedLine(const QString &code)
    {
        QFile f(QStringLiteral(CS_TEST_DATA_DIR "/ab/why_planted.py"));
        if (!f.open(QIODevice::ReadOnly))
            return -1;
        const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QString t = lines[i].trimmed();
            if (t.startsWith(code) && lines[i].startsWith(QLatin1Char(' ')))
                return static_cast<int>(i + 1);
        }
        return -1;
    }

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
        // Where: the line of torch._dynamo.graph_break() in why_planted.py, first among the
        // details and in the cause's sites (the file as the program named it).
        const int line = plantedLine(QStringLiteral("torch._dynamo.graph_break()"));
        QVERIFY(line > 0);
        const QString site = QStringLiteral("why_planted.py:%1: ").arg(line);
        QVERIFY2(details[0].toString().startsWith(site), qPrintable(QJsonDocument(details).toJson()));
        bool found = false;
        for (const QJsonValue &v : c[QStringLiteral("sites")].toArray()) {
            const QJsonObject o = v.toObject();
            found = found
                || (o[QStringLiteral("file")].toString().endsWith(QStringLiteral("/why_planted.py"))
                    && o[QStringLiteral("line")].toInt() == line
                    && o[QStringLiteral("reason")].toString().contains(QStringLiteral("graph_break()")));
        }
        QVERIFY2(found, qPrintable(QJsonDocument(c[QStringLiteral("sites")].toArray()).toJson()));
        // The disabled island's call is the other site.
        const int island = plantedLine(QStringLiteral("y = island(y)"));
        QVERIFY(island > 0);
        bool islandSite = false;
        for (const QJsonValue &d : details)
            islandSite = islandSite || d.toString().startsWith(QStringLiteral("why_planted.py:%1: ").arg(island));
        QVERIFY2(islandSite, qPrintable(QJsonDocument(details).toJson()));
    }

    void recompilesFirstForTheRecompilingRegion()
    {
        const QJsonObject e = entry(m_json, QStringLiteral("recompile"));
        QCOMPARE(firstCause(m_json, QStringLiteral("recompile")), QStringLiteral("recompiles"));
        QVERIFY(e[QStringLiteral("gap_ms")].toDouble() > 0);
        const QJsonObject c = e[QStringLiteral("causes")].toArray()[0].toObject();
        QVERIFY(c[QStringLiteral("share")].toDouble() > 0.5);
        // No steady call at all (every call compiles again): said plainly, with the count.
        QVERIFY(c[QStringLiteral("every_call_recompiles")].toBool());
        const QString evidence = c[QStringLiteral("evidence")].toString();
        QVERIFY2(
            evidence.startsWith(QStringLiteral("every call after the warm-up compiled again (")), qPrintable(evidence));
        const QString counts = evidence.section(QLatin1Char('('), 1).section(QLatin1Char(';'), 0, 0); // "N of N"
        QCOMPARE(counts.section(QStringLiteral(" of "), 0, 0), counts.section(QStringLiteral(" of "), 1));
        QVERIFY(counts.section(QStringLiteral(" of "), 0, 0).toInt() >= 10);
        QVERIFY(evidence.contains(QStringLiteral("there is no steady call")));
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
        QVERIFY(text.out.contains(QStringLiteral("1. graph breaks (eager islands, extra frames)")));
        QVERIFY(text.out.contains(QStringLiteral("1. recompiles after the warm-up")));
        // Without --why the report is what it was.
        const Out plain = run({ "ab", "--analyse", folder(), "--no-db" }, 120000);
        QVERIFY(!plain.out.contains(QStringLiteral("Why?")));
    }
};

QTEST_GUILESS_MAIN(TestAbWhy)
#include "tst_abwhy.moc"
