// CPU lists for pinning the A/B's processes (core/run/cpuset.h), and a child really pinned
// (core/run/childprocess.h: ChildSpec::cpus).
#include "core/run/childprocess.h"
#include "core/run/cpuset.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cs::run;

class TestCpuSet : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parsesAndWritesLists()
    {
        const auto cpus = parseCpuList(QStringLiteral("0-3,6, 5"));
        QVERIFY(cpus);
        QCOMPARE(cpus.value(), (QList<int> { 0, 1, 2, 3, 5, 6 }));
        QCOMPARE(cpuListText(cpus.value()), QStringLiteral("0-3,5-6"));
        QCOMPARE(cpuListText({ 2 }), QStringLiteral("2"));
        QCOMPARE(cpuListText({}), QString());
        QCOMPARE(parseCpuList(QStringLiteral("1,1,0")).value(), (QList<int> { 0, 1 }));
    }

    void refusesWhatIsNoList()
    {
        for (const char *bad : { "", "a", "3-1", "1-", "-1", "0-99999", "1;2" }) {
            const auto r = parseCpuList(QString::fromLatin1(bad));
            QVERIFY2(!r, bad);
            QVERIFY(!r.error().toString().isEmpty());
        }
        const auto outside = parseCpuList(QStringLiteral("0,7"), { 0, 1 });
        QVERIFY(!outside);
        QCOMPARE(outside.error().toString(), QStringLiteral("CPU 7 is not one this process may use (0-1)"));
    }

    // An A/B folder is the user's file: a list naming the same CPUs thousands of times reads in
    // linear time, and one past 4096 characters is refused.
    void hostileListsStayCheap()
    {
        QStringList parts;
        for (int i = 0; i < 400; ++i)
            parts << QStringLiteral("0-1023");
        QElapsedTimer timer;
        timer.start();
        const auto many = parseCpuList(parts.join(QLatin1Char(',')).left(4096));
        QVERIFY(many && many.value().size() == 1024);
        QVERIFY2(timer.elapsed() < 200, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(!parseCpuList(QString(5000, QLatin1Char('1'))));
    }

    void machineLoadIsRead()
    {
        QVERIFY(!allowedCpus().isEmpty());
        const MachineLoad l = sampleMachineLoad(allowedCpus());
        QVERIFY2(l.load1 >= 0, "/proc/loadavg is read");
        QVERIFY(l.meanMHz >= 0);
    }

    // The child runs on the CPU it was given, and so does what it starts.
    void childIsPinned()
    {
        const int cpu = allowedCpus().last();
        QTemporaryDir dir;
        ChildSpec spec;
        spec.program = QStringLiteral("/bin/sh");
        spec.arguments = { QStringLiteral("-c"), QStringLiteral("grep Cpus_allowed_list /proc/self/status") };
        spec.cpus = { cpu };
        spec.stdoutFile = dir.filePath(QStringLiteral("out.txt"));
        ChildProcess child;
        const ChildExit exit = child.runBlocking(spec);
        QCOMPARE(int(exit.kind), int(ExitKind::Exited));
        QCOMPARE(exit.exitCode, 0);
        QFile out(spec.stdoutFile);
        QVERIFY(out.open(QIODevice::ReadOnly));
        QCOMPARE(out.readAll().trimmed(), QByteArray("Cpus_allowed_list:\t") + QByteArray::number(cpu));
    }
};

QTEST_GUILESS_MAIN(TestCpuSet)
#include "tst_cpuset.moc"
