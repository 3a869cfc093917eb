#include "core/stats/descriptive.h"
#include "core/stats/distributions.h"
#include "core/stats/intervals.h"
#include "core/stats/significance.h"
#include "core/stats/verdict.h"
#include "core/stats/warmup.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <random>

using namespace cs::stats;

// core/stats against reference values from scipy/numpy and exact enumeration
// (scripts/fixtures/make_stats_reference.py -> tests/data/stats/reference.json), and its
// intervals and verdicts against known distributions by simulation (fixed seeds).
class TestStats : public QObject {
    Q_OBJECT

    QJsonObject m_ref;
    QHash<QString, std::vector<double>> m_samples;

    std::vector<double> sample(const QJsonValue &name) const { return m_samples.value(name.toString()); }
    static std::vector<double> values(const QJsonArray &a)
    {
        std::vector<double> v;
        for (const QJsonValue &x : a)
            v.push_back(x.toDouble());
        return v;
    }
    static bool close(double a, double b, double rel = 1e-9, double abs = 1e-12)
    {
        return std::abs(a - b) <= std::max(abs, rel * std::max(std::abs(a), std::abs(b)));
    }
#define CLOSE(a, b, rel)                                                                                               \
    QVERIFY2(close((a), (b), (rel)), qPrintable(QStringLiteral("%1 vs %2").arg((a), 0, 'g', 17).arg((b), 0, 'g', 17)))

    QJsonArray rows(const char *key) const
    {
        return m_ref[QLatin1String(key)].toArray();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QFile f(QStringLiteral(CS_TEST_DATA_DIR "/stats/reference.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        m_ref = QJsonDocument::fromJson(f.readAll()).object();
        const QJsonObject s = m_ref[QStringLiteral("samples")].toObject();
        for (auto it = s.begin(); it != s.end(); ++it)
            m_samples.insert(it.key(), values(it.value().toArray()));
        QVERIFY(m_samples.size() >= 10);
    }

    void quantilesLikeNumpy()
    {
        for (const QJsonValue &r : rows("quantiles"))
            CLOSE(quantile(sample(r[QStringLiteral("sample")]), r[QStringLiteral("q")].toDouble()),
                r[QStringLiteral("value")].toDouble(), 1e-12);
        const std::vector<double> even { 4, 1, 3, 2 };
        QCOMPARE(median(even), 2.5);
        const Summary s = summarize(even);
        QCOMPARE(s.q1, 1.75);
        QCOMPARE(s.q3, 3.25);
        QCOMPARE(s.iqr, 1.5);
        QCOMPARE(s.relativeIqr, 0.6);
        QVERIFY(s.noisy());
        QVERIFY(std::isnan(median(std::vector<double> {})));
    }

    void distributionFunctions()
    {
        for (const QJsonValue &r : rows("normal")) {
            if (r[QStringLiteral("z")].isDouble()) {
                const double z = r[QStringLiteral("z")].toDouble();
                CLOSE(normalCdf(z), r[QStringLiteral("cdf")].toDouble(), 1e-12);
                CLOSE(normalSf(z), r[QStringLiteral("sf")].toDouble(), 1e-12);
            } else {
                CLOSE(normalQuantile(r[QStringLiteral("p")].toDouble()), r[QStringLiteral("ppf")].toDouble(), 1e-12);
            }
        }
        for (const QJsonValue &r : rows("student_t")) {
            const double df = r[QStringLiteral("df")].toDouble();
            if (r[QStringLiteral("t")].isDouble())
                CLOSE(studentTCdf(r[QStringLiteral("t")].toDouble(), df), r[QStringLiteral("cdf")].toDouble(), 1e-10);
            else
                CLOSE(studentTQuantile(r[QStringLiteral("p")].toDouble(), df), r[QStringLiteral("ppf")].toDouble(),
                    1e-10);
        }
        for (const QJsonValue &r : rows("binomial"))
            CLOSE(binomialCdf(r[QStringLiteral("k")].toInt(), r[QStringLiteral("n")].toInt(), 0.5),
                r[QStringLiteral("cdf")].toDouble(), 1e-10);
    }

    // The float recursion against exact integer counts.
    void exactUDistribution()
    {
        for (const QJsonValue &r : rows("u_distribution")) {
            const std::vector<double> want = values(r[QStringLiteral("p")].toArray());
            const std::vector<double> got
                = mannWhitneyDistribution(r[QStringLiteral("m")].toInt(), r[QStringLiteral("n")].toInt());
            QCOMPARE(got.size(), want.size());
            for (size_t u = 0; u < got.size(); ++u)
                CLOSE(got[u], want[u], 1e-11);
        }
    }

    void medianIntervals()
    {
        for (const QJsonValue &r : rows("median_ci")) {
            const Interval i = medianInterval(sample(r[QStringLiteral("sample")]));
            QCOMPARE(i.low, r[QStringLiteral("low")].toDouble());
            QCOMPARE(i.high, r[QStringLiteral("high")].toDouble());
            CLOSE(i.coverage, r[QStringLiteral("coverage")].toDouble(), 1e-10);
            QCOMPARE(i.valid, r[QStringLiteral("valid")].toBool());
            if (r[QStringLiteral("scipy_low")].isDouble()) {
                QCOMPARE(i.low, r[QStringLiteral("scipy_low")].toDouble());
                QCOMPARE(i.high, r[QStringLiteral("scipy_high")].toDouble());
            }
        }
    }

    void mannWhitneyLikeScipy()
    {
        for (const QJsonValue &r : rows("mann_whitney")) {
            const TestResult t = mannWhitneyU(sample(r[QStringLiteral("a")]), sample(r[QStringLiteral("b")]));
            QCOMPARE(t.statistic, r[QStringLiteral("u")].toDouble());
            QCOMPARE(t.exact, r[QStringLiteral("exact")].toBool());
            CLOSE(t.pValue, r[QStringLiteral("p")].toDouble(), 1e-9);
        }
    }

    void welchLikeScipy()
    {
        for (const QJsonValue &r : rows("welch")) {
            const auto a = sample(r[QStringLiteral("a")]), b = sample(r[QStringLiteral("b")]);
            const TestResult t = welchT(a, b);
            QVERIFY(t.valid);
            CLOSE(t.statistic, r[QStringLiteral("t")].toDouble(), 1e-10);
            CLOSE(t.df, r[QStringLiteral("df")].toDouble(), 1e-10);
            CLOSE(t.pValue, r[QStringLiteral("p")].toDouble(), 1e-8);
            const Interval i = welchInterval(a, b);
            CLOSE(i.low, r[QStringLiteral("low")].toDouble(), 1e-9);
            CLOSE(i.high, r[QStringLiteral("high")].toDouble(), 1e-9);
        }
        QVERIFY(!welchT(std::vector<double> { 1.0 }, std::vector<double> { 1.0, 2.0 }).valid);
    }

    void hodgesLehmann()
    {
        for (const QJsonValue &r : rows("hodges_lehmann")) {
            const ShiftEstimate s = hodgesLehmannShift(sample(r[QStringLiteral("a")]), sample(r[QStringLiteral("b")]));
            CLOSE(s.estimate, r[QStringLiteral("estimate")].toDouble(), 1e-12);
            CLOSE(s.interval.low, r[QStringLiteral("low")].toDouble(), 1e-12);
            CLOSE(s.interval.high, r[QStringLiteral("high")].toDouble(), 1e-12);
            CLOSE(s.interval.coverage, r[QStringLiteral("coverage")].toDouble(), 1e-10);
            QCOMPARE(s.exact, r[QStringLiteral("exact")].toBool());
        }
        for (const QJsonValue &r : rows("ratio")) {
            const RatioEstimate q = scaleRatio(sample(r[QStringLiteral("a")]), sample(r[QStringLiteral("b")]));
            CLOSE(q.estimate, r[QStringLiteral("estimate")].toDouble(), 1e-10);
            CLOSE(q.interval.low, r[QStringLiteral("low")].toDouble(), 1e-10);
            CLOSE(q.interval.high, r[QStringLiteral("high")].toDouble(), 1e-10);
            const RatioEstimate up = speedup(sample(r[QStringLiteral("a")]), sample(r[QStringLiteral("b")]));
            CLOSE(up.estimate, 1 / q.estimate, 1e-12);
            CLOSE(up.interval.low, 1 / q.interval.high, 1e-12);
        }
        QVERIFY(!scaleRatio(std::vector<double> { 1.0, 0.0 }, std::vector<double> { 1.0, 2.0 }).interval.valid);
    }

    void warmupMser5()
    {
        for (const QJsonValue &r : rows("mser5")) {
            const Warmup w = detectWarmup(values(r[QStringLiteral("series")].toArray()));
            QVERIFY2(
                w.warmupCount == r[QStringLiteral("warmup")].toInt(), qPrintable(r[QStringLiteral("name")].toString()));
            QCOMPARE(w.settled, r[QStringLiteral("settled")].toBool());
            CLOSE(w.steadyMedian, r[QStringLiteral("steady_median")].toDouble(), 1e-12);
            QCOMPARE(w.warmupCount + w.steadyCount, static_cast<int>(r[QStringLiteral("series")].toArray().size()));
        }
    }

    // Known distributions, many replicates: the intervals hold the true value about as often
    // as they claim, and equal samples are rarely called different.
    void coverageOnKnownDistributions()
    {
        std::mt19937_64 rng(12345);
        std::lognormal_distribution<double> lognormal(0.0, 0.25); // median 1: times are skewed
        std::normal_distribution<double> normal(0.0, 1.0);
        constexpr int Reps = 2000;
        int medianHits = 0, shiftHits = 0, falseCalls = 0, trueCalls = 0, welchFalse = 0;
        for (int rep = 0; rep < Reps; ++rep) {
            std::vector<double> a(15), b(15), c(20);
            for (double &x : a)
                x = lognormal(rng);
            for (double &x : b)
                x = lognormal(rng);
            for (double &x : c)
                x = 1.5 + normal(rng); // shifted by 1.5 against N(0, 1)
            std::vector<double> d(20);
            for (double &x : d)
                x = normal(rng);
            medianHits += medianInterval(a).contains(1.0) ? 1 : 0;
            const ShiftEstimate s = hodgesLehmannShift(d, c);
            shiftHits += s.interval.contains(1.5) ? 1 : 0;
            const Comparison same = compareSamples(a, b);
            falseCalls += same.significant() ? 1 : 0;
            welchFalse += welchT(a, b).pValue < 0.05 ? 1 : 0;
            trueCalls += compareSamples(d, c).verdict == Verdict::Slower ? 1 : 0;
        }
        // Claimed coverage: >= 95% (median n=15: 96.5%; HL exact 15x20 ~ 95%). Binomial sd at
        // 2000 reps is ~0.5 percentage points; allow 3 sd.
        QVERIFY2(medianHits >= 0.95 * Reps - 3 * 0.005 * Reps, qPrintable(QString::number(medianHits)));
        QVERIFY2(shiftHits >= 0.95 * Reps - 3 * 0.005 * Reps && shiftHits <= 0.97 * Reps,
            qPrintable(QString::number(shiftHits)));
        QVERIFY2(falseCalls <= 0.05 * Reps + 3 * 0.005 * Reps, qPrintable(QString::number(falseCalls)));
        QVERIFY2(welchFalse <= 0.07 * Reps, qPrintable(QString::number(welchFalse)));
        QVERIFY2(trueCalls >= 0.95 * Reps, qPrintable(QString::number(trueCalls))); // a 1.5 sd shift, n = 20
    }

    void verdicts()
    {
        const auto a = sample(QStringLiteral("n12")), b = sample(QStringLiteral("n12_shift"));
        Comparison c = compareSamples(a, b);
        QCOMPARE(c.verdict, Verdict::Slower); // b is larger: slower when these are times
        QVERIFY(c.shift.interval.excludesZero());
        QVERIFY(c.mannWhitney.pValue < 0.05);
        QCOMPARE(compareSamples(b, a).verdict, Verdict::Faster);
        QVERIFY(c.noisyA && c.noisyB); // the IQR of N(10, 2) is about 2.7: 27% of the median, flagged, still called
        CompareOptions strict;
        strict.minRelativeEffect = 1.0; // only shifts beyond 100% of a's median count
        QCOMPARE(compareSamples(a, b, strict).verdict, Verdict::NoSignificantDifference);
        const auto small = sample(QStringLiteral("n7"));
        c = compareSamples(small, a);
        QCOMPARE(c.verdict, Verdict::TooFewSamples);
        QVERIFY(c.tooFewA && !c.tooFewB);
        QVERIFY(c.shift.interval.valid); // numbers are still given
        const std::vector<double> noisy { 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4 };
        QVERIFY(compareSamples(noisy, noisy).noisyA);
        QCOMPARE(compareSamples(noisy, noisy).verdict, Verdict::NoSignificantDifference);
        QCOMPARE(QString::fromLatin1(verdictName(Verdict::NoSignificantDifference)),
            QStringLiteral("no_significant_difference"));
    }
};

QTEST_GUILESS_MAIN(TestStats)
#include "tst_stats.moc"
