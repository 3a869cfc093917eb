#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

// Issue 23, point 4: `record` and `ab` into folders whose paths have spaces (and a quote), with
// a real Inductor C++ build on the CPU (the venv's torch): the user's program must not break,
// and ab must not report a false failure.
class TestRecordSpace : public QObject {
    Q_OBJECT

    struct Out {
        int code = -1;
        QString out, err;
    };
    QTemporaryDir m_dir;
    QString m_base; // a working folder with a space

    Out run(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.insert(QStringLiteral("OMP_NUM_THREADS"), QStringLiteral("1"));
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(m_base);
        p.start(QStringLiteral(CS_APP_BINARY), args);
        if (!p.waitForFinished(600000))
            qFatal("compilescope did not finish");
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
    }

    // A function Inductor compiles to C++ on the CPU, called a few times.
    static QString script()
    {
        return QStringLiteral("import torch\n"
                              "f = torch.compile(lambda x: (x.sin() * 2 + 1).cos().sum(), mode=None)\n"
                              "x = torch.randn(256)\n"
                              "for _ in range(12):\n"
                              "    y = f(x)\n"
                              "print('ok', float(y))\n");
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (QStringLiteral(CS_PYTHON).isEmpty()
            || QProcess::execute(QStringLiteral(CS_PYTHON), { "-c", "import torch" }) != 0)
            QSKIP("no Python with torch");
        m_base = m_dir.filePath(QStringLiteral("work folder"));
        QVERIFY(QDir().mkpath(m_base));
    }

    void recordIntoAFolderWithASpace()
    {
        const QString out = m_base + QStringLiteral("/run 'one'");
        const Out o = run({ "record", "--out", out, "--", CS_PYTHON, "-c", script() });
        QVERIFY2(o.code == 0, qPrintable(o.err.right(3000)));
        QVERIFY(o.out.contains(QStringLiteral("ok")) || o.err.contains(QStringLiteral("ok")));
        // Inductor built its C++ kernel inside the run folder's cache.
        bool library = false;
        for (QDirIterator it(
                 out + QStringLiteral("/cache"), { QStringLiteral("*.so") }, QDir::Files, QDirIterator::Subdirectories);
             it.hasNext() && !library;) {
            it.next();
            library = true;
        }
        QVERIFY(library);
    }

    void abInAFolderWithASpace()
    {
        const QString scriptFile = m_base + QStringLiteral("/model script.py");
        QFile f(scriptFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(script().toUtf8());
        f.close();
        // The default folder, inside the working folder with a space.
        const Out o = run(
            { "ab", "--json", "--no-db", "--processes", "1", "--modes", "eager,default", "--", CS_PYTHON, scriptFile });
        const QJsonObject json = QJsonDocument::fromJson(o.out.toUtf8()).object();
        QVERIFY2(
            json[QStringLiteral("outcome")].toString() == QLatin1String("compared"), qPrintable(o.err.right(3000)));
        QVERIFY2(!o.out.contains(QStringLiteral("failed in every process")), qPrintable(o.out.left(3000)));
        QVERIFY2(o.code == 0 || o.code == 3, qPrintable(o.err.right(2000)));
        for (const QJsonValue &v : json[QStringLiteral("runs")].toArray())
            QVERIFY2(v.toObject()[QStringLiteral("description")].toString() == QLatin1String("exited with code 0"),
                qPrintable(QJsonDocument(v.toObject()).toJson()));
    }
};

QTEST_GUILESS_MAIN(TestRecordSpace)
#include "tst_recordspace.moc"
