// Statistics with the process as the unit (core/stats/byprocess.h): intervals as wide as the
// processes lie apart, whatever the number of calls; verdicts only where the processes support
// them; the same numbers on every run.
#include "core/stats/byprocess.h"
#include "core/stats/descriptive.h"
#include "core/stats/intervals.h"

#include <QTest>

#include <random>

using namespace cs::stats;

namespace {

// `n` calls lognormal around `median` (sigma 0.03), from a fixed seed.
std::vector<double> calls(double median, int n, unsigned seed)
{
    std::mt19937_64 rng(seed);
    std::lognormal_distribution<double> noise(0.0, 0.03);
    std::vector<double> out;
    for (int i = 0; i < n; ++i)
        out.push_back(median * noise(rng));
    return out;
}

} // namespace

class TestByProcess : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The case: one mode's two processes at 553 and 357 µs. Pooling 2,000 calls as
    // independent gives an interval a few µs wide between them, covering neither; with the
    // process as the unit the interval reaches both.
    void intervalCoversTheProcessMedians()
    {
        const ProcessSamples two { calls(0.553, 1000, 1), calls(0.357, 1000, 2) };
        std::vector<double> pooled;
        for (const auto &p : two)
            pooled.insert(pooled.end(), p.begin(), p.end());
        const Interval naive = medianInterval(pooled);
        QVERIFY2(!(naive.low <= median(two[1]) && naive.high >= median(two[0])),
            "the pooled calls' interval leaves a process out (the defect)");
        const ProcessMedian m = medianByProcess(two);
        QCOMPARE(m.processes, 2);
        QVERIFY(m.interval.valid);
        QVERIFY2(m.interval.low <= median(two[1]) && m.interval.high >= median(two[0]),
            qPrintable(QStringLiteral("[%1, %2]").arg(m.interval.low).arg(m.interval.high)));
        // More calls per process do not narrow it: only processes do.
        const ProcessMedian more = medianByProcess({ calls(0.553, 4000, 3), calls(0.357, 4000, 4) });
        QVERIFY(more.interval.high - more.interval.low > 0.9 * (m.interval.high - m.interval.low));
    }

    // From 9 processes on, the process medians' own binomial interval: the extreme processes may
    // lie outside, as they should for an interval of the median.
    void moreProcessesNarrowIt()
    {
        ProcessSamples twelve;
        for (int k = 0; k < 12; ++k)
            twelve.push_back(calls(1.0 + 0.1 * k, 300, 50 + k));
        const ProcessMedian m = medianByProcess(twelve);
        QVERIFY(m.interval.valid && m.interval.contains(m.estimate));
        QVERIFY2(m.interval.low > 1.05 && m.interval.high < 2.05,
            qPrintable(QStringLiteral("[%1, %2]").arg(m.interval.low).arg(m.interval.high)));
    }

    void sameInputSameInterval()
    {
        const ProcessSamples p { calls(1.0, 300, 5), calls(1.1, 300, 6), calls(0.95, 300, 7) };
        const ProcessMedian a = medianByProcess(p), b = medianByProcess(p);
        QCOMPARE(a.interval.low, b.interval.low);
        QCOMPARE(a.interval.high, b.interval.high);
        const ProcessComparison x = compareByProcess(p, p), y = compareByProcess(p, p);
        QCOMPARE(x.speedup.interval.low, y.speedup.interval.low);
        QCOMPARE(x.pValue, y.pValue);
    }

    // Every eager process slower than every compiled one: a speedup with an interval above 1 and
    // a p at the bootstrap's resolution.
    void processesThatAgree()
    {
        const ProcessSamples eager { calls(0.300, 200, 10), calls(0.310, 200, 11), calls(0.305, 200, 12) };
        const ProcessSamples mode { calls(0.200, 200, 13), calls(0.205, 200, 14), calls(0.198, 200, 15) };
        const ProcessComparison c = compareByProcess(eager, mode);
        QVERIFY(c.valid);
        QVERIFY2(std::abs(c.speedup.estimate - 1.5) < 0.05, qPrintable(QString::number(c.speedup.estimate)));
        QVERIFY(c.speedup.interval.low > 1.4 && c.speedup.interval.high < 1.6);
        QVERIFY(c.savingInterval.low > 0);
        QCOMPARE(c.bootstrapP, 1.0 / c.resamples);
        // 3 against 3 processes: 20 splits, the observed one of the 2 most extreme.
        QVERIFY(std::abs(c.permutationP - 0.1) < 1e-12);
        QCOMPARE(c.pValue, c.permutationP);
        QCOMPARE(c.ratio.estimate, 1 / c.speedup.estimate);
        QVERIFY(c.pairSpeedups.interval.low > 1.45 && c.pairSpeedups.interval.high < 1.57);
    }

    // The p with the process as the unit is bounded by how many processes there are, not by
    // their calls: 5 against 5 processes that all agree give the exact 2 / 252; 12 against 12
    // (2.7 million splits, 20,000 drawn) go below 0.001; processes that overlap give a large p.
    void permutationBoundsP()
    {
        ProcessSamples eager5, mode5, eager12, mode12;
        for (unsigned k = 0; k < 12; ++k) {
            (k < 5 ? eager5 : eager12).push_back(calls(0.300 + 0.002 * k, 50, 100 + k));
            (k < 5 ? mode5 : mode12).push_back(calls(0.200 + 0.002 * k, 50, 200 + k));
            if (k >= 5)
                continue;
            eager12.push_back(calls(0.300 + 0.002 * k, 50, 300 + k));
            mode12.push_back(calls(0.200 + 0.002 * k, 50, 400 + k));
        }
        const ProcessComparison five = compareByProcess(eager5, mode5);
        QVERIFY2(std::abs(five.permutationP - 2.0 / 252) < 1e-12, qPrintable(QString::number(five.permutationP)));
        QCOMPARE(five.pValue, five.permutationP);
        QCOMPARE(smallestPermutationP(5, 5), five.permutationP);
        QCOMPARE(smallestPermutationP(3, 3), 0.1);
        QCOMPARE(smallestPermutationP(1, 1), 1.0);
        QCOMPARE(eager12.size(), size_t(12));
        const ProcessComparison twelve = compareByProcess(eager12, mode12);
        QVERIFY2(twelve.permutationP < 0.001, qPrintable(QString::number(twelve.permutationP)));
        QVERIFY(twelve.pValue < 0.001);
        ProcessSamples mixed; // four processes like eager's, one fast
        for (const double m : { 0.304, 0.309, 0.306, 0.311, 0.200 })
            mixed.push_back(calls(m, 50, unsigned(m * 1000)));
        const ProcessComparison overlap = compareByProcess(eager5, mixed);
        QVERIFY2(overlap.permutationP > 0.5 && overlap.pValue >= overlap.permutationP,
            qPrintable(QStringLiteral("%1 %2").arg(overlap.permutationP).arg(overlap.bootstrapP)));
        // Unequal sizes have no mirror split: 2 against 3 processes that all agree, 1 / 10.
        const ProcessComparison twoThree = compareByProcess(
            { calls(10, 20, 1), calls(11, 20, 2) }, { calls(1, 20, 3), calls(2, 20, 4), calls(3, 20, 5) });
        QVERIFY2(std::abs(twoThree.permutationP - 0.1) < 1e-12, qPrintable(QString::number(twoThree.permutationP)));
        QCOMPARE(smallestPermutationP(2, 3), 0.1);
        // 2 against 23: 300 splits, every one of them tried (no random draws): exactly 1 / 300.
        ProcessSamples many;
        for (unsigned k = 0; k < 23; ++k)
            many.push_back(calls(1.0 + 0.01 * k, 20, 600 + k));
        const ProcessComparison twoMany = compareByProcess({ calls(5, 20, 6), calls(5.1, 20, 7) }, many);
        QVERIFY2(std::abs(twoMany.permutationP - 1.0 / 300) < 1e-12, qPrintable(QString::number(twoMany.permutationP)));
    }

    // Pooled, the compiled mode looks faster; one of its processes is slower than one eager
    // process: the saving's interval holds 0.
    void processesThatDisagree()
    {
        const ProcessSamples eager { calls(2.0, 200, 20), calls(1.6, 200, 21) };
        const ProcessSamples mode { calls(1.2, 200, 22), calls(1.7, 200, 23) };
        const ProcessComparison c = compareByProcess(eager, mode);
        QVERIFY(c.valid);
        QVERIFY2(c.savingInterval.low < 0 && c.savingInterval.high > 0,
            qPrintable(QStringLiteral("[%1, %2]").arg(c.savingInterval.low).arg(c.savingInterval.high)));
        QVERIFY(c.pValue > 0.05);
        std::vector<double> a, b;
        for (const auto &p : eager)
            a.insert(a.end(), p.begin(), p.end());
        for (const auto &p : mode)
            b.insert(b.end(), p.begin(), p.end());
        QVERIFY2(hodgesLehmannShift(a, b).interval.excludesZero(), "the calls pooled say 'faster' (the defect)");
    }

    void spreads()
    {
        const std::vector<double> medians { 0.357, 0.553 };
        QVERIFY(std::abs(betweenProcessSpread(medians) - (0.553 - 0.357) / 0.357) < 1e-12);
        QCOMPARE(betweenProcessSpread(std::vector<double> { 1.0 }), 0.0);
        const double within = withinProcessSpread({ calls(1.0, 500, 30), calls(2.0, 500, 31) });
        QVERIFY2(within > 0.03 && within < 0.05, qPrintable(QString::number(within))); // IQR of sigma 0.03: ~4%
    }

    void invalidInputs()
    {
        QVERIFY(!medianByProcess({}).interval.valid);
        QVERIFY(!medianByProcess({ {} }).interval.valid);
        QVERIFY(!compareByProcess({ { 1.0, 2.0 } }, {}).valid);
        QVERIFY(!compareByProcess({ { 1.0, -2.0 } }, { { 1.0 } }).valid); // times are positive
        // A call timed at 0 (a CUDA-event span of a region with no GPU work): no bootstrap, but the
        // pairs of positive process medians still say whether the processes agree.
        const ProcessComparison zero
            = compareByProcess({ { 2.0, 2.1, 2.2 }, { 2.4, 2.5, 2.6 } }, { { 0.0, 1.0, 1.1 }, { 1.2, 1.3, 1.4 } });
        QVERIFY(!zero.valid);
        QVERIFY(zero.pairSpeedups.interval.valid);
        QCOMPARE(zero.pairSpeedups.interval.low, 2.1 / 1.3);
        QCOMPARE(zero.pairSpeedups.interval.high, 2.5 / 1.0);
        // One process: the calls are all there is (no between-process spread to draw from).
        const ProcessMedian one = medianByProcess({ calls(1.0, 100, 40) });
        QVERIFY(one.interval.valid && one.interval.contains(one.estimate));
    }
};

QTEST_GUILESS_MAIN(TestByProcess)
#include "tst_byprocess.moc"
