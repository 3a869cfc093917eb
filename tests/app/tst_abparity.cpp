#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

// Issue 25: `ab --parity` never changes what the user's program computes. The same program
// (app/probe/tests/scripts/invisible.py on Inductor: a generate-style call appending to a cache
// object it is passed, a function changing its input in place, a function drawing random
// numbers, a module counting its calls, an argument deepcopy refuses, and a function whose
// compiled form changes its input unlike eager) is run by `compilescope ab` with and without
// --parity: what it prints (its stdout.txt in the A/B folder) is the same in every mode; and
// the parity results say what was compared, what could not be, and why.
class TestAbParity : public QObject {
    Q_OBJECT

    struct Out {
        int code = -1;
        QString out, err;
        QJsonObject json;
    };
    QTemporaryDir m_dir;
    Out m_on, m_off;

    static Out ab(const QString &folder, bool parity)
    {
        QStringList args { "ab", "--modes", "eager,default", "--processes", "1", "--json", "--out", folder };
        if (parity)
            args << "--parity";
        args << "--" << QStringLiteral(CS_PYTHON)
             << QStringLiteral(CS_TEST_DATA_DIR "/../../app/probe/tests/scripts/invisible.py") << "--backend"
             << "inductor" << "--steps" << "4";
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.insert(QStringLiteral("OMP_NUM_THREADS"), QStringLiteral("1"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CS_APP_BINARY), args);
        if (!p.waitForFinished(840000))
            qFatal("compilescope ab did not finish");
        Out o { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()), {} };
        o.json = QJsonDocument::fromJson(o.out.toUtf8()).object();
        return o;
    }

    // The program's own last line of output in each mode's process.
    static QHash<QString, QJsonObject> printed(const QString &folder, const QJsonObject &json)
    {
        QHash<QString, QJsonObject> out;
        for (const QJsonValue &v : json[QStringLiteral("runs")].toArray()) {
            const QJsonObject r = v.toObject();
            QFile f(folder + QLatin1Char('/') + r[QStringLiteral("dir")].toString() + QStringLiteral("/stdout.txt"));
            if (f.open(QIODevice::ReadOnly))
                out[r[QStringLiteral("mode")].toString()]
                    = QJsonDocument::fromJson(f.readAll().trimmed().split('\n').last()).object();
        }
        return out;
    }

    QJsonObject parity(const QString &name) const
    {
        for (const QJsonValue &v : m_on.json[QStringLiteral("regions")].toArray())
            if (v.toObject()[QStringLiteral("name")].toString() == name)
                for (const QJsonValue &m : v.toObject()[QStringLiteral("results")].toArray())
                    if (m.toObject()[QStringLiteral("mode")].toString() == QLatin1String("default"))
                        return m.toObject()[QStringLiteral("parity")].toObject();
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (QStringLiteral(CS_PYTHON).isEmpty()
            || QProcess::execute(QStringLiteral(CS_PYTHON), { "-c", "import torch" }) != 0)
            QSKIP("no Python with torch");
        m_on = ab(m_dir.filePath(QStringLiteral("on")), true);
        QVERIFY2(!m_on.json.isEmpty(), qPrintable(m_on.err.right(3000)));
        m_off = ab(m_dir.filePath(QStringLiteral("off")), false);
        QVERIFY2(!m_off.json.isEmpty(), qPrintable(m_off.err.right(3000)));
    }

    void theProgramPrintsTheSameWithAndWithoutParity()
    {
        const auto on = printed(m_dir.filePath(QStringLiteral("on")), m_on.json);
        const auto off = printed(m_dir.filePath(QStringLiteral("off")), m_off.json);
        for (const char *mode : { "eager", "default" }) {
            QVERIFY2(!on.value(mode).isEmpty() && !off.value(mode).isEmpty(), mode);
            QCOMPARE(on.value(mode), off.value(mode));
        }
        const QJsonObject d = on.value("default");
        QCOMPARE(d[QStringLiteral("cache_lengths")].toArray(), (QJsonArray { 1, 2, 3, 4 }));
        QCOMPARE(d[QStringLiteral("counter_calls")].toInt(), 4);
        // Eager and compiled agree where they should (the cache and the in-place bump).
        const QJsonObject e = on.value("eager");
        for (const char *key : { "step", "bump", "cache_lengths", "bumped", "counter_calls" })
            QCOMPARE(d[QLatin1String(key)], e[QLatin1String(key)]);
    }

    void parityComparedWhatItCould()
    {
        for (const char *name : { "step", "bump", "Counter.forward" }) {
            const QJsonObject p = parity(name);
            QCOMPARE(p[QStringLiteral("checked")].toInt(), 3);
            QCOMPARE(p[QStringLiteral("failed")].toInt(), 0);
            QVERIFY2(p[QStringLiteral("inputs_compared")].toInt() >= 3, name);
        }
        // Inductor draws its own random numbers: not compared, and said why.
        const QJsonObject noisy = parity("noisy");
        QCOMPARE(noisy[QStringLiteral("checked")].toInt(), 0);
        QCOMPARE(noisy[QStringLiteral("skipped")].toInt(), 3);
        QVERIFY(noisy[QStringLiteral("skip_reason")].toString().contains(QStringLiteral("fallback_random")));
        const QJsonObject locked = parity("locked");
        QCOMPARE(locked[QStringLiteral("skipped")].toInt(), 3);
        QVERIFY(locked[QStringLiteral("skip_reason")].toString().startsWith(
            QStringLiteral("argument args[1] could not be copied for the reference call: TypeError")));
        const QJsonObject halves = parity("halves");
        QCOMPARE(halves[QStringLiteral("failed")].toInt(), 3);
        QVERIFY(halves[QStringLiteral("worst_output")].toString() == QLatin1String("input args[0]")
            || halves[QStringLiteral("worst_output")].toString() == QLatin1String("output"));
        QCOMPARE(m_on.code, 3); // halves is not numerically equivalent: the gate
        QVERIFY(m_on.json[QStringLiteral("gate")].toObject()[QStringLiteral("reasons")].toArray().size() >= 1);
        QCOMPARE(m_off.json[QStringLiteral("settings")].toObject()[QStringLiteral("parity_calls")].toInt(), 0);
    }

    void memoryIsLabelled()
    {
        for (const QJsonValue &v : m_on.json[QStringLiteral("modes")].toArray()) {
            const QJsonObject m = v.toObject();
            // CPU only: no GPU peaks; the RSS is said to include the parity checks where they ran.
            QCOMPARE(m[QStringLiteral("parity_gpu_allocated_bytes")], QJsonValue(QJsonValue::Null));
            QCOMPARE(m[QStringLiteral("rss_includes_parity")].toBool(),
                m[QStringLiteral("mode")].toString() == QLatin1String("default"));
        }
    }
};

QTEST_GUILESS_MAIN(TestAbParity)
#include "tst_abparity.moc"
