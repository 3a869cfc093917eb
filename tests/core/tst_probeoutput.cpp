#include "core/ab/probeoutput.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>
#include <sys/stat.h>

#include <atomic>
#include <thread>

using namespace cs::ab;

namespace {

// A JSON record written with single quotes (they read better in C++ strings).
QByteArray json(const char *text)
{
    return QByteArray(text).replace('\'', '"');
}

QByteArray record(const char *text)
{
    return json(text) + '\n';
}

const QByteArray Head = record("{'type':'start','pid':7,'mode':'default','t':0.5}")
    + record("{'type':'region','pid':7,'region':1,'key':'f@m.py:1','name':'f'}");

QByteArray call(int i, double wallMs)
{
    return json("{'type':'call','pid':7,'region':1,'i':") + QByteArray::number(i) + json(",'t':")
        + QByteArray::number(1.0 + i) + json(",'wall_ms':") + QByteArray::number(wallMs, 'g', 17) + "}\n";
}

long peakRssMiB()
{
    rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss / 1024;
}

} // namespace

// Issue 23, point 5 (and point 2 for the probe file): what the A/B probe wrote is validated.
class TestProbeOutput : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    // Negative, non-finite and absurd times and a negative call index would decide a verdict:
    // each such record is dropped, counted, and named with its line.
    void nonsenseValuesAreRejectedAndCounted()
    {
        QByteArray text = Head + call(0, 3) + call(1, 3.5);
        text += record("{'type':'call','pid':7,'region':1,'i':2,'t':3,'wall_ms':-4}");
        text += record("{'type':'call','pid':7,'region':1,'i':3,'t':4,'wall_ms':1e308}");
        text += record("{'type':'call','pid':7,'region':1,'i':-2147483648,'t':5,'wall_ms':3}");
        text += record("{'type':'call','pid':7,'region':1,'i':4,'t':-1,'wall_ms':3}");
        text += record("{'type':'call','pid':7,'region':1,'i':5,'t':6,'wall_ms':3,'gpu_ms':-0.5}");
        text += record("{'type':'call','pid':7,'region':1,'i':6.5,'t':7,'wall_ms':3}");
        text += record("{'type':'call','pid':7,'region':1,'i':7,'t':8,'wall_ms':'fast'}");
        text += record("{'type':'compile','pid':7,'region':1,'call':0,'id':'0/0','t':1,'ms':-9}");
        text += call(8, 4);
        const ProbeOutput out = parseProbeOutput(text, QStringLiteral("probe.jsonl"));
        QCOMPARE(out.rejected, qint64(8));
        QCOMPARE(out.problemCount, qint64(8));
        const ProbeProcess *p = out.main();
        QVERIFY(p);
        QCOMPARE(p->regions[0].calls.size(), size_t(3));
        for (const ProbeCall &c : p->regions[0].calls)
            QVERIFY(c.wallMs >= 3 && c.wallMs <= 4 && c.index >= 0);
        QVERIFY(p->compiles.isEmpty());
        QVERIFY2(
            out.problems[0].startsWith(QStringLiteral("probe.jsonl:5: a call record with a nonsense value (wall_ms")),
            qPrintable(out.problems[0]));
        QVERIFY2(out.problems[2].contains(QStringLiteral("(i = -2")), qPrintable(out.problems[2]));
    }

    // Megabytes of garbage: a few problems listed, the rest counted, in bounded memory.
    void garbageIsSummarised()
    {
        QByteArray text = Head + call(0, 3);
        for (int i = 0; i < 300000; ++i)
            text += "{not json at all\n";
        const ProbeOutput out = parseProbeOutput(text, QStringLiteral("probe.jsonl"));
        QCOMPARE(out.problemCount, qint64(300000));
        QCOMPARE(out.problems.size(), qsizetype(21));
        QVERIFY2(out.problems.last().contains(QStringLiteral("299980 more problems")), qPrintable(out.problems.last()));
        QCOMPARE(out.main()->regions[0].calls.size(), size_t(1));
    }

    void longLinesAreSkipped()
    {
        QByteArray text = Head + call(0, 3);
        text += json("{'type':'probe_error','pid':7,'where':'") + QByteArray(3 << 20, 'x') + "\"}\n";
        text += call(1, 3);
        const ProbeOutput out = parseProbeOutput(text, QStringLiteral("probe.jsonl"));
        QCOMPARE(out.problemCount, qint64(1));
        QVERIFY2(out.problems[0].contains(QStringLiteral("longer than the 1 MiB")), qPrintable(out.problems[0]));
        QCOMPARE(out.main()->regions[0].calls.size(), size_t(2));
        QVERIFY(out.main()->errors.isEmpty());
    }

    // 60,000 regions with a call each: looked up by id (this took minutes with a linear search).
    void manyRegionsAreLookedUpByHash()
    {
        QByteArray text = record("{'type':'start','pid':7,'mode':'default','t':0.5}");
        constexpr int Regions = 60000;
        for (int r = 1; r <= Regions; ++r)
            text += json("{'type':'region','pid':7,'region':") + QByteArray::number(r) + json(",'name':'f'}\n");
        for (int r = Regions; r >= 1; --r)
            text += json("{'type':'call','pid':7,'region':") + QByteArray::number(r) + json(",'i':0,'t':1,'wall_ms':2}\n");
        QElapsedTimer t;
        t.start();
        const ProbeOutput out = parseProbeOutput(text);
        qInfo("%d regions and calls read in %lld ms", Regions, t.elapsed());
        QCOMPARE(out.problemCount, qint64(0));
        const ProbeProcess *p = out.main();
        QCOMPARE(p->regions.size(), qsizetype(Regions));
        QCOMPARE(p->callCount(), Regions);
        QCOMPARE(p->region(Regions / 2)->id, Regions / 2);
        QCOMPARE(p->region(Regions / 2)->calls.size(), size_t(1));
    }

    // The probe file itself: a link to /dev/zero, a FIFO, a file past the cap.
    void hostileFilesAreRefused()
    {
        const QString zero = m_dir.filePath(QStringLiteral("zero.jsonl"));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), zero));
        auto z = readProbeOutput(zero);
        QVERIFY(!z);
        QVERIFY2(z.error().message.contains(QStringLiteral("device")), qPrintable(z.error().message));

        const QString fifo = m_dir.filePath(QStringLiteral("pipe.jsonl"));
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        std::atomic<int> state { 0 };
        std::thread reader([&] { state = readProbeOutput(fifo) ? 2 : 1; });
        reader.detach();
        QTRY_VERIFY_WITH_TIMEOUT(state.load() != 0, 5000);
        QCOMPARE(state.load(), 1);

        const QString huge = m_dir.filePath(QStringLiteral("huge.jsonl"));
        {
            QFile f(huge);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(3ll << 30));
        }
        const long before = peakRssMiB();
        auto h = readProbeOutput(huge);
        QVERIFY(!h);
        QVERIFY2(h.error().message.contains(QStringLiteral("256 MiB")), qPrintable(h.error().message));
        QVERIFY(peakRssMiB() - before < 64);

        QVERIFY(readProbeOutput(m_dir.filePath(QStringLiteral("missing.jsonl")))); // the probe never loaded
    }

    // 60 MB of garbage read from a file: bounded time and memory, problems summarised.
    void bigGarbageFile()
    {
        const QString path = m_dir.filePath(QStringLiteral("garbage.jsonl"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray chunk;
            for (int i = 0; i < 4096; ++i)
                chunk += "{\"type\":\"call\",\"pid\":1,\"region\":1,garbage" + QByteArray::number(i) + "\n";
            while (f.size() < (60 << 20))
                f.write(chunk);
        }
        const long before = peakRssMiB();
        QElapsedTimer t;
        t.start();
        auto out = readProbeOutput(path);
        QVERIFY(out);
        qInfo("60 MB of garbage: %lld ms, peak RSS +%ld MiB, %lld problems", t.elapsed(), peakRssMiB() - before,
            out->problemCount);
        QVERIFY(out->problemCount > 1000000);
        QCOMPARE(out->problems.size(), qsizetype(21));
        QVERIFY(peakRssMiB() - before < 200);
    }
};

QTEST_GUILESS_MAIN(TestProbeOutput)
#include "tst_probeoutput.moc"
