// Verdicts an outside tester found wrong (issue 25): a process whose probe file is missing, empty
// or cut short was dropped without a word and changed the verdict; a region that recompiles on
// every call read as "too few steady calls" and passed the gate; an undecided mode printed a
// p-value and its Why heading said "interval includes 1".
#include "core/ab/abanalysis.h"
#include "core/ab/abjson.h"
#include "core/ab/abreport.h"
#include "core/ab/abwhy.h"

#include "tests/core/abfixture.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cs::ab;
using namespace abfixture;

namespace {

// Eager's two processes disagree with default's: pooled, default looks 1.1× faster, but one
// eager process is slower than one default process (as in tst_abanalysis processesMustAgree).
AbRunSet disagreeing()
{
    AbRunSet s = runSet({ "eager", "default" });
    s.runs << processRun("eager", 0, Probe().start("eager").region(1, "f").calls(1, 200, 3, 2.0, 70).end(1));
    s.runs << processRun("eager", 1, Probe().start("eager").region(1, "f").calls(1, 200, 3, 1.6, 71).end(1));
    s.runs << processRun("default", 0, Probe().start("default").region(1, "f").calls(1, 200, 9, 1.2, 72, "0/0").end(1));
    s.runs << processRun("default", 1, Probe().start("default").region(1, "f").calls(1, 200, 9, 1.7, 73, "0/0").end(1));
    return s;
}

QJsonObject resultJson(const AbResult &r, const QString &mode)
{
    const QJsonObject doc = QJsonDocument::fromJson(abJson(r)).object();
    for (const QJsonValue &v :
        doc[QStringLiteral("regions")].toArray()[0].toObject()[QStringLiteral("results")].toArray())
        if (v.toObject()[QStringLiteral("mode")].toString() == mode)
            return v.toObject();
    return {};
}

} // namespace

class TestAbVerdicts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The undecided A/B above with eager's slower process's probe file missing: before, the
    // verdict was "pays off" on the one eager process left; now the process is named and the
    // verdict is undecided (fewer than 2 usable where 2 ran).
    void missingProbeFileIsNamedAndUndecides()
    {
        AbRunSet s = disagreeing();
        QCOMPARE(analyse(s).regions[0].mode("default")->verdict, QStringLiteral("no_significant_difference"));
        s.runs[1].probe = ProbeOutput {};
        s.runs[1].probe.missing = true;
        const AbResult r = analyse(s);
        const ModeResult *d = r.regions[0].mode("default");
        QCOMPARE(r.regions[0].mode("eager")->processes, 1);
        QCOMPARE(r.regions[0].mode("eager")->processesRun, 2);
        QCOMPARE(d->verdict, QStringLiteral("too_few_processes"));
        QVERIFY2(verdictText(*d, false).startsWith(QStringLiteral("undecided: eager has fewer than 2 usable")),
            qPrintable(verdictText(*d, false)));
        QCOMPARE(r.probeGaps.size(), 1);
        const ProbeGap &g = r.probeGaps.first();
        QCOMPARE(g.mode, QStringLiteral("eager"));
        QCOMPARE(g.index, 1);
        QCOMPARE(g.file, QStringLiteral("runs/eager-2/probe.jsonl"));
        QVERIFY(g.what.startsWith(QStringLiteral("missing")));
        QVERIFY(!g.used);
        const QString line = probeGapText(g, false);
        QVERIFY2(line.startsWith(QStringLiteral("eager process 2: runs/eager-2/probe.jsonl is missing"))
                && line.endsWith(QStringLiteral("this process is not counted")),
            qPrintable(line));
        QVERIFY(textReport(r).contains(line));
        const QJsonObject doc = QJsonDocument::fromJson(abJson(r)).object();
        const QJsonObject gap = doc[QStringLiteral("probe_gaps")].toArray()[0].toObject();
        QCOMPARE(gap[QStringLiteral("mode")].toString(), QStringLiteral("eager"));
        QCOMPARE(gap[QStringLiteral("index")].toInt(), 1);
        QCOMPARE(gap[QStringLiteral("file")].toString(), QStringLiteral("runs/eager-2/probe.jsonl"));
        QCOMPARE(gap[QStringLiteral("used")].toBool(), false);
        QCOMPARE(resultJson(r, QStringLiteral("default"))[QStringLiteral("verdict")].toString(),
            QStringLiteral("too_few_processes"));
        QCOMPARE(doc[QStringLiteral("modes")].toArray()[0].toObject()[QStringLiteral("probe_gaps")].toInt(), 1);
        QCOMPARE(pCell(*d), QStringLiteral("n/a"));
    }

    // Three processes, one probe file empty: the verdict stands on two and says so.
    void emptyProbeFileRestsOnFewer()
    {
        AbRunSet s = runSet({ "eager", "default" });
        s.settings.processes = 3;
        for (int k = 0; k < 3; ++k) {
            s.runs << processRun(
                "eager", k, Probe().start("eager").region(1, "f").calls(1, 100, 12, 10, 10 + k).end(1));
            s.runs << processRun(
                "default", k, Probe().start("default").region(1, "f").calls(1, 100, 2000, 5, 20 + k, "0/0").end(1));
        }
        s.runs[3].probe = ProbeOutput {}; // default process 2: a file of 0 bytes
        const AbResult r = analyse(s);
        const ModeResult *d = r.regions[0].mode("default");
        QCOMPARE(d->verdict, QStringLiteral("pays_off"));
        QCOMPARE(d->processes, 2);
        QCOMPARE(d->processesRun, 3);
        QVERIFY2(verdictText(*d, false).endsWith(QStringLiteral(" — rests on 2 of 3 processes")),
            qPrintable(verdictText(*d, false)));
        QCOMPARE(r.probeGaps.size(), 1);
        QCOMPARE(r.probeGaps.first().what, QStringLiteral("empty (0 bytes)"));
        QCOMPARE(r.probeGaps.first().index, 1);
    }

    // A probe file cut mid-line, as a killed writer or a full disk leaves it: read up to the cut,
    // said with the line; one cut inside its first record holds nothing usable.
    void cutShortProbeFile()
    {
        QTemporaryDir dir;
        const QByteArray whole = Probe()
                                     .start("default")
                                     .region(1, "f")
                                     .calls(1, 40, 90, 1, 5, "0/0")
                                     .end(1)
                                     .lines.join(QLatin1Char('\n'))
                                     .toUtf8()
            + '\n';
        const QString path = dir.filePath(QStringLiteral("probe.jsonl"));
        auto write = [&](const QByteArray &bytes) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(bytes);
        };
        write(whole.left(whole.size() * 2 / 3));
        auto out = readProbeOutput(path);
        QVERIFY(out);
        QVERIFY(out->endsMidLine);
        AbRunSet s = runSet({ "eager", "default" });
        for (int k = 0; k < 2; ++k) {
            s.runs << processRun("eager", k, Probe().start("eager").region(1, "f").calls(1, 40, 3, 2, 30 + k).end(1));
            s.runs << processRun(
                "default", k, Probe().start("default").region(1, "f").calls(1, 40, 90, 1, 40 + k, "0/0").end(1));
        }
        s.runs[3].probe = out.value();
        AbResult r = analyse(s);
        QCOMPARE(r.probeGaps.size(), 1);
        QVERIFY(r.probeGaps.first().used);
        QVERIFY2(r.probeGaps.first().what.startsWith(QStringLiteral("cut short (its last line ends mid-record")),
            qPrintable(r.probeGaps.first().what));
        QCOMPARE(r.regions[0].mode("default")->processes, 2);

        write(whole.left(20)); // inside the first record: no process at all
        out = readProbeOutput(path);
        QVERIFY(out);
        s.runs[3].probe = out.value();
        r = analyse(s);
        QCOMPARE(r.probeGaps.size(), 1);
        QVERIFY(!r.probeGaps.first().used);
        QVERIFY2(
            r.probeGaps.first().what.startsWith(QStringLiteral("unreadable: ")), qPrintable(r.probeGaps.first().what));
        QCOMPARE(r.regions[0].mode("default")->verdict, QStringLiteral("too_few_processes"));
        QVERIFY(verdictText(*r.regions[0].mode("default"), false).startsWith(QStringLiteral("undecided: only 1 of 2")));
    }

    // Every call after the first compiles again (a changing Python value guarded on): 91.9 ms a
    // call against eager's 9 µs. The recompiling calls are the mode's time: slower, gated, said.
    void everyCallRecompilesIsSlowerAndGated()
    {
        AbRunSet s = runSet({ "eager", "default" });
        for (int k = 0; k < 2; ++k) {
            s.runs << processRun(
                "eager", k, Probe().start("eager").region(1, "f").calls(1, 60, 0.02, 0.009, 50 + k).end(1));
            Probe p;
            p.start("default").region(1, "f");
            std::mt19937_64 rng(60 + k);
            std::lognormal_distribution<double> noise(0.0, 0.03);
            for (int i = 0; i < 60; ++i) {
                const double ms = (i == 0 ? 900 : 91.9) * noise(rng);
                p.add({ { "type", "call" }, { "region", 1 }, { "i", i }, { "t", p.t }, { "wall_ms", ms },
                    { "compiles", QJsonArray { QStringLiteral("0/%1").arg(i) } }, { "compile_ms", ms * 0.95 } });
                p.t += ms / 1000;
            }
            p.end(1);
            s.runs << processRun("default", k, p);
        }
        const AbResult r = analyse(s);
        const ModeResult *d = r.regions[0].mode("default");
        QVERIFY(d->steadyIncludesRecompiles);
        QCOMPARE(d->recompilingCalls, d->callsAfterWarmup);
        QVERIFY(d->callsAfterWarmup >= 40);
        QCOMPARE(d->verdict, QStringLiteral("slower"));
        QVERIFY(std::abs(d->steady.median - 91.9) < 3);
        QVERIFY(r.gateTripped);
        QCOMPARE(r.gateReasons.size(), 1);
        QVERIFY2(r.gateReasons.first().contains(QStringLiteral("default is slower than eager: it compiles again on")),
            qPrintable(r.gateReasons.first()));
        const QString verdict = verdictText(*d, false);
        QVERIFY2(verdict.startsWith(QStringLiteral("slower than eager (0.00"))
                && verdict.contains(QStringLiteral("compiles again on")),
            qPrintable(verdict));
        const QJsonObject json = resultJson(r, QStringLiteral("default"));
        QCOMPARE(json[QStringLiteral("steady_includes_recompiles")].toBool(), true);
        QCOMPARE(json[QStringLiteral("recompiling_calls")].toInt(), d->recompilingCalls);
        // --why puts the recompiles first, every call said.
        const WhyReport why = explainWhy(r);
        const WhyEntry *e = why.entry(r.regions[0].key, QStringLiteral("default"));
        QVERIFY(e);
        QCOMPARE(e->reason, QStringLiteral("slower"));
        QCOMPARE(e->causes.first().kind, QStringLiteral("recompiles"));
        QVERIFY(e->causes.first().everyCall);
    }

    // Undecided (the processes disagree): no p-value anywhere, and the Why heading says why.
    void undecidedHasNoPValue()
    {
        const AbResult r = analyse(disagreeing());
        const ModeResult *d = r.regions[0].mode("default");
        QVERIFY(d->processesDisagreeOnly);
        QVERIFY(d->vsEager && d->vsEager->mannWhitney.valid);
        QCOMPARE(pCell(*d), QStringLiteral("n/a"));
        const QJsonObject c = resultJson(r, QStringLiteral("default"))[QStringLiteral("comparison")].toObject();
        QVERIFY(c[QStringLiteral("p_mann_whitney")].isNull());
        QVERIFY(c[QStringLiteral("p_welch")].isNull());
        QCOMPARE(c[QStringLiteral("p_withheld")].toString(), QStringLiteral("processes_disagree"));
        const WhyReport why = explainWhy(r);
        const WhyEntry *e = why.entry(r.regions[0].key, QStringLiteral("default"));
        QVERIFY(e);
        QCOMPARE(e->reason, QStringLiteral("processes_disagree"));
        QVERIFY2(
            whyHeadline(*e).contains(QStringLiteral("undecided: the processes disagree")), qPrintable(whyHeadline(*e)));
        QVERIFY(!whyHeadline(*e).contains(QStringLiteral("includes 1")));
        // A decided mode keeps its p-value.
        const AbResult clear = analyse(paysOff());
        QVERIFY(pCell(*clear.regions[0].mode("default")) != QStringLiteral("n/a"));
    }

    // The host time per call is kept beside the metric: on a GPU the CUDA-event time.
    void hostTimeBesideTheMetric()
    {
        const AbResult r = analyse(paysOff(true));
        const ModeResult *d = r.regions[0].mode("default");
        QCOMPARE(d->metric, Metric::Gpu);
        QVERIFY(std::abs(d->steady.median - 5) < 0.3);
        QVERIFY(std::abs(d->hostMedianMs - 0.01) < 1e-9); // the fixture's wall_ms on a GPU
        QVERIFY(textReport(r).contains(QStringLiteral("CUDA-event time per call")));
        QVERIFY(!textReport(r).contains(QStringLiteral("GPU time per call")));
    }

    // A mode that failed in every process was never measured: Why? says so, never "faster than
    // eager and pays off" (an outside tester's fullgraph=True script that breaks).
    void failedModeIsNotCalledFaster()
    {
        AbRunSet s = runSet({ "eager", "default" });
        for (int k = 0; k < 2; ++k) {
            s.runs << processRun("eager", k, Probe().start("eager").region(1, "f").calls(1, 50, 3, 2.0, 80 + k).end(1));
            s.runs << processRun("default", k, Probe().start("default").region(1, "f"), 1);
        }
        const AbResult r = analyse(s);
        const WhyReport why = explainWhy(r);
        QCOMPARE(why.compared, 0);
        QVERIFY2(why.notMeasured.contains(QStringLiteral("default")), qPrintable(why.notMeasured.join(u',')));
        const QString text = whyText(why);
        QVERIFY2(!text.contains(QStringLiteral("faster")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("no compiled mode was measured beside eager")), qPrintable(text));
        const QJsonObject doc = QJsonDocument::fromJson(abJsonWithWhy(r, why)).object();
        QCOMPARE(doc[QStringLiteral("why")].toObject()[QStringLiteral("compared")].toInt(), 0);
        QCOMPARE(doc[QStringLiteral("why")].toObject()[QStringLiteral("not_measured")].toArray().size(), 1);
        // Measured and faster: the old sentence, with "measured".
        AbRunSet f = runSet({ "eager", "default" });
        for (int k = 0; k < 2; ++k) {
            f.runs << processRun(
                "eager", k, Probe().start("eager").region(1, "f").calls(1, 100, 12, 10, 90 + k).end(1));
            f.runs << processRun(
                "default", k, Probe().start("default").region(1, "f").calls(1, 100, 12, 5, 95 + k, "0/0").end(1));
        }
        // Measured and faster: an entry that says so, with nothing to explain.
        const WhyReport fast = explainWhy(analyse(f));
        QCOMPARE(fast.entries.size(), fast.compared);
        QVERIFY(fast.compared > 0);
        for (const WhyEntry &e : fast.entries) {
            QCOMPARE(e.reason, QStringLiteral("pays_off"));
            QVERIFY(e.causes.isEmpty());
        }
        QVERIFY2(whyText(fast).contains(QStringLiteral("faster than eager and earns its compile back in this run: "
                                                       "nothing to explain")),
            qPrintable(whyText(fast)));
    }
};

QTEST_GUILESS_MAIN(TestAbVerdicts)
#include "tst_abverdicts.moc"
