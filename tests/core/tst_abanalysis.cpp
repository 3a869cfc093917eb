#include "core/ab/abanalysis.h"
#include "core/ab/abjson.h"
#include "core/ab/abreport.h"
#include "core/ab/abrunner.h"
#include "core/ab/stderrnotes.h"
#include "core/stats/significance.h"

#include "tests/core/abfixture.h"
#include "tests/fixture.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>

using namespace cs::ab;
using namespace abfixture;

// core/ab: the probe's records read back, and analyse() on series from known distributions.
class TestAbAnalysis : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsProbeRecordsAndSaysWhatItCannotRead()
    {
        Probe p;
        p.start("default").region(1, "f").calls(1, 3, 50, 1, 1, "0/0");
        p.lines << QStringLiteral("{\"type\":\"call\",\"region\":1,\"i\":3,\"wall_");
        p.lines << QStringLiteral("{\"type\":\"call\",\"pid\":1000,\"region\":9,\"i\":0,\"wall_ms\":1}");
        p.lines << QStringLiteral("{\"type\":\"future_record\",\"pid\":1000}");
        const ProbeOutput out = p.output();
        QCOMPARE(out.processes.size(), 1);
        const ProbeProcess *main = out.main();
        QVERIFY(main);
        QCOMPARE(main->torch, QStringLiteral("2.11.0"));
        QCOMPARE(main->knownModes.size(), 3);
        QCOMPARE(main->regions.size(), 1);
        QCOMPARE(main->regions[0].calls.size(), size_t(3));
        QCOMPARE(main->regions[0].calls[0].compiles, QStringList { "0/0" });
        QCOMPARE(out.problems.size(), 2);
        QVERIFY(out.problems[0].startsWith(QStringLiteral("probe.jsonl:")));
        QVERIFY(out.problems[1].contains(QStringLiteral("unknown region 9")));
    }

    void recompileIds()
    {
        QVERIFY(!isRecompileId(QStringLiteral("0/0")));
        QVERIFY(isRecompileId(QStringLiteral("0/1")));
        QVERIFY(isRecompileId(QStringLiteral("3/12_1")));
        QVERIFY(!isRecompileId(QStringLiteral("0/0_1")));
        QVERIFY(isRecompileId(QStringLiteral("!2/0/1")));
        QVERIFY(!isRecompileId(QStringLiteral("")));
    }

    void interleavedScheduleRotates()
    {
        const auto s = interleavedSchedule({ "eager", "default", "max-autotune" }, 3);
        QStringList order;
        for (const AbProcessRun &r : s)
            order << r.mode;
        QCOMPARE(order.join(','),
            QStringLiteral("eager,default,max-autotune,default,max-autotune,eager,max-autotune,eager,default"));
        QCOMPARE(s[4].dir, QStringLiteral("runs/05-max-autotune-2"));
    }

    void paysOffWithBreakEven()
    {
        const AbResult r = analyse(paysOff());
        QCOMPARE(r.outcome, QStringLiteral("compared"));
        QCOMPARE(r.regions.size(), 1);
        const ModeResult *e = r.regions[0].mode("eager");
        const ModeResult *d = r.regions[0].mode("default");
        QVERIFY(e && d);
        QCOMPARE(e->verdict, QStringLiteral("baseline"));
        QCOMPARE(d->verdict, QStringLiteral("pays_off"));
        QCOMPARE(d->metric, Metric::Wall);
        QCOMPARE(d->processes, 2);
        QVERIFY(d->warmupCalls[0] >= 1); // the compile call is always warm-up
        QVERIFY(d->steady.n >= 180);
        QVERIFY(std::abs(d->steady.median - 5) < 0.1);
        QVERIFY(d->medianCi.valid && d->medianCi.low <= d->steady.median && d->steady.median <= d->medianCi.high);
        QVERIFY(d->speedup && std::abs(d->speedup->estimate - 2) < 0.05);
        QVERIFY(d->speedup->interval.low > 1.9 && d->speedup->interval.high < 2.1);
        QVERIFY(d->processesAgree);
        // Break-even: ~(2000 - 5) ms of extra warm-up over a 5 ms saving per call = ~399 calls.
        QVERIFY2(
            std::abs(d->breakEvenCalls.estimate - 399) < 12, qPrintable(QString::number(d->breakEvenCalls.estimate)));
        QVERIFY(d->breakEvenCalls.low <= d->breakEvenCalls.estimate
            && d->breakEvenCalls.estimate <= d->breakEvenCalls.high);
        QCOMPARE(d->compileIds, QStringList { "0/0" });
        QCOMPARE(d->recompiles, 0);
        QVERIFY(std::abs(d->firstCallMs - 2000) < 1e-9);
        QCOMPARE(verdictText(*d, false), QStringLiteral("pays off after ~400 calls (this run made 100)"));
        // The speedup says which statistic it is, and that its interval has the process as the unit.
        QVERIFY(textReport(r).contains(QStringLiteral("speedup: eager's steady median ÷ the mode's; intervals and p "
                                                      "with the process as the unit")));
        QCOMPARE(d->speedup->estimate, e->steady.median / d->steady.median);
        QVERIFY(d->processSpeedups.valid);
        QVERIFY(std::abs(d->processSpeedups.estimate - e->steady.median / d->steady.median) < 1e-12);
        QVERIFY(!r.gateTripped);
        const ModeSummary *dm = r.modeSummary("default");
        QCOMPARE(*dm->peakRss, qint64(600) << 20);
        QCOMPARE(r.stack.torch, QStringLiteral("2.11.0"));
        QCOMPARE(r.stack.triton, QStringLiteral("3.6.0"));
    }

    void gpuTimeWhenEveryCallHasIt()
    {
        const AbResult r = analyse(paysOff(true));
        const ModeResult *d = r.regions[0].mode("default");
        QCOMPARE(d->metric, Metric::Gpu);
        QVERIFY(std::abs(d->steady.median - 5) < 0.1); // the GPU times, not the 0.01 ms wall times
        QCOMPARE(*r.modeSummary("default")->peakGpuAllocated, qint64(3) << 29);
        QCOMPARE(r.stack.gpus, QStringList { "NVIDIA H200 (sm 9.0)" });
    }

    void slowerTripsTheGate()
    {
        AbRunSet s = runSet({ "eager", "default" });
        for (int k = 0; k < 2; ++k) {
            s.runs << processRun(
                "eager", k, Probe().start("eager").region(1, "f").calls(1, 60, 0.02, 0.01, 30 + k).end(1));
            s.runs << processRun(
                "default", k, Probe().start("default").region(1, "f").calls(1, 60, 900, 0.05, 40 + k, "1/0").end(1));
        }
        const AbResult r = analyse(s);
        const ModeResult *d = r.regions[0].mode("default");
        QCOMPARE(d->verdict, QStringLiteral("slower"));
        QVERIFY(d->speedup->interval.high < 1);
        QVERIFY(!d->breakEvenCalls.valid);
        QVERIFY(r.gateTripped);
        QCOMPARE(r.gateReasons, QStringList { "f@model.py:10: default is slower than eager" });
        QVERIFY(verdictText(*d, false).startsWith(QStringLiteral("slower than eager (0.2")));
    }

    void noDifferenceAndNegligibleEffects()
    {
        for (double factor : { 1.0, 1.01 }) { // the same, and 1% (inside the 2% minimum effect)
            AbRunSet s = runSet({ "eager", "default" });
            for (int k = 0; k < 2; ++k) {
                s.runs << processRun(
                    "eager", k, Probe().start("eager").region(1, "f").calls(1, 400, 3, 2, 50 + k).end(1));
                s.runs << processRun("default", k,
                    Probe().start("default").region(1, "f").calls(1, 400, 80, 2 * factor, 60 + k, "0/0").end(1));
            }
            const ModeResult *d = analyse(s).regions[0].mode("default");
            QCOMPARE(d->verdict, QStringLiteral("no_significant_difference"));
            QCOMPARE(verdictText(*d, false), QStringLiteral("no significant difference"));
        }
    }

    void processesMustAgree()
    {
        // Pooled, default looks faster; but one default process is slower than one eager
        // process: a between-process effect, not a speedup.
        AbRunSet s = runSet({ "eager", "default" });
        s.runs << processRun("eager", 0, Probe().start("eager").region(1, "f").calls(1, 200, 3, 2.0, 70).end(1));
        s.runs << processRun("eager", 1, Probe().start("eager").region(1, "f").calls(1, 200, 3, 1.6, 71).end(1));
        s.runs << processRun(
            "default", 0, Probe().start("default").region(1, "f").calls(1, 200, 9, 1.2, 72, "0/0").end(1));
        s.runs << processRun(
            "default", 1, Probe().start("default").region(1, "f").calls(1, 200, 9, 1.7, 73, "0/0").end(1));
        const ModeResult *d = analyse(s).regions[0].mode("default");
        QVERIFY(d->vsEager && d->vsEager->verdict == cs::stats::Verdict::Faster);
        QVERIFY(!d->processesAgree);
        QCOMPARE(d->verdict, QStringLiteral("no_significant_difference"));
        // No speedup presented as a result (the tester read "1.37× … no significant difference
        // (processes disagree)" as a contradiction): the verdict and the speedup cell give the
        // processes' spread, which straddles 1.
        QVERIFY(d->processSpeedups.valid);
        QVERIFY2(d->processSpeedups.low < 1 && d->processSpeedups.high > 1.5,
            qPrintable(QStringLiteral("%1 %2").arg(d->processSpeedups.low).arg(d->processSpeedups.high)));
        const QString verdict = verdictText(*d, false);
        QVERIFY2(verdict.startsWith(QStringLiteral("undecided: the processes disagree (eager ÷ default from 0.9")),
            qPrintable(verdict));
        QVERIFY2(verdict.contains(QStringLiteral(" to 1.6")), qPrintable(verdict));
        const QString pooled = QStringLiteral("%1×").arg(d->speedup->estimate, 0, 'f', 2);
        QVERIFY(!verdict.contains(pooled));
        QVERIFY2(!speedupCell(*d).contains(pooled) && speedupCell(*d).endsWith(QStringLiteral(" ?")),
            qPrintable(speedupCell(*d)));
        AbResult r = analyse(s);
        QVERIFY(!textReport(r).contains(pooled));
    }

    void tooFewSteadyCalls()
    {
        AbRunSet s = runSet({ "eager", "default" });
        s.settings.processes = 1;
        s.runs << processRun("eager", 0, Probe().start("eager").region(1, "f").calls(1, 8, 3, 2, 80).end(1));
        s.runs << processRun(
            "default", 0, Probe().start("default").region(1, "f").calls(1, 8, 90, 1, 81, "0/0").end(1));
        const ModeResult *d = analyse(s).regions[0].mode("default");
        QCOMPARE(d->verdict, QStringLiteral("too_few_calls"));
        QVERIFY(verdictText(*d, false).startsWith(QStringLiteral("too few steady calls to tell (7;")));
    }

    void parityFailureWinsOverSpeed()
    {
        AbRunSet s = paysOff();
        Probe p;
        p.start("default").region(1, "Net.forward").calls(1, 100, 2000, 5, 90, "0/0", false, 3);
        p.parity(1, 0, false, 0.002).parity(1, 1, false, 0.003).parity(1, 2, true, 1e-7).end(1);
        s.runs[1] = processRun("default", 0, p);
        const AbResult r = analyse(s);
        const ModeResult *d = r.regions[0].mode("default");
        QCOMPARE(d->verdict, QStringLiteral("not_equivalent"));
        QCOMPARE(d->parityChecked, 3);
        QCOMPARE(d->parityFailed, 2);
        QCOMPARE(*d->parityMaxAbs, 0.003);
        QVERIFY(d->warmupCalls[0] >= 3); // parity calls never count as steady
        QCOMPARE(verdictText(*d, false), QStringLiteral("not numerically equivalent (max abs error 0.003 at output)"));
        QVERIFY(r.gateTripped);
    }

    void failedModeKeepsItsStderrAndOthersAreReported()
    {
        AbRunSet s = runSet({ "eager", "default", "max-autotune" });
        s.settings.processes = 1;
        s.runs << processRun("eager", 0, Probe().start("eager").region(1, "f").calls(1, 50, 3, 2, 91).end(1));
        s.runs << processRun(
            "default", 0, Probe().start("default").region(1, "f").calls(1, 50, 90, 1, 92, "0/0").end(1));
        AbProcessRun failed = processRun("max-autotune", 0, Probe().start("max-autotune").region(1, "f"), 1);
        failed.stderrTail = QStringLiteral("Traceback...\nRuntimeError: autotune exploded\n");
        s.runs << failed;
        const AbResult r = analyse(s);
        QCOMPARE(r.outcome, QStringLiteral("compared"));
        QCOMPARE(r.regions[0].mode("default")->verdict, QStringLiteral("pays_off"));
        const ModeResult *m = r.regions[0].mode("max-autotune");
        QCOMPARE(m->verdict, QStringLiteral("failed"));
        QCOMPARE(verdictText(*m, false), QStringLiteral("failed: runs/max-autotune-1: exited with code 1"));
        QVERIFY(r.modeSummary("max-autotune")->stderrTail.contains(QStringLiteral("autotune exploded")));
        QVERIFY(r.gateTripped);
        QCOMPARE(r.gateReasons.last(), QStringLiteral("max-autotune failed in every process"));
        QVERIFY(textReport(r).contains(QStringLiteral("RuntimeError: autotune exploded")));
    }

    void unavailableModeIsNotAGate()
    {
        AbRunSet s = runSet({ "eager", "default", "warp-speed" });
        s.settings.processes = 1;
        s.runs << processRun("eager", 0, Probe().start("eager").region(1, "f").calls(1, 50, 3, 2, 93).end(1));
        s.runs << processRun(
            "default", 0, Probe().start("default").region(1, "f").calls(1, 50, 90, 1, 94, "0/0").end(1));
        AbProcessRun skipped;
        skipped.mode = QStringLiteral("warp-speed");
        skipped.status = QStringLiteral("skipped");
        skipped.skipReason = QStringLiteral("unavailable: torch 2.11.0 has no mode 'warp-speed'");
        s.runs << skipped;
        const AbResult r = analyse(s);
        const ModeResult *m = r.regions[0].mode("warp-speed");
        QCOMPARE(m->verdict, QStringLiteral("unavailable"));
        QVERIFY(m->failure.contains(QStringLiteral("has no mode 'warp-speed' (it knows: default, max-autotune")));
        QVERIFY(!r.gateTripped);
    }

    void outcomes()
    {
        AbRunSet none = runSet({ "eager", "default" });
        none.runs << processRun("eager", 0, Probe().start("eager").end(1));
        none.runs << processRun("default", 0, Probe().start("default").end(1));
        const AbResult nothing = analyse(none);
        QCOMPARE(nothing.outcome, QStringLiteral("nothing_to_compare"));
        QCOMPARE(
            outcomeText(nothing, false), QStringLiteral("nothing to compare: the command never called torch.compile"));

        AbRunSet silent = runSet({ "eager", "default" });
        silent.runs << processRun("eager", 0, Probe());
        QCOMPARE(analyse(silent).outcome, QStringLiteral("probe_not_loaded"));

        AbRunSet eagerFails = paysOff();
        eagerFails.runs[0].exitCode = eagerFails.runs[2].exitCode = 2;
        QCOMPARE(analyse(eagerFails).outcome, QStringLiteral("eager_failed"));
    }

    void lazyBackwardCompileAndRecompilesAreCost()
    {
        AbRunSet s = paysOff();
        for (int k : { 1, 3 }) {
            Probe p;
            p.start("default").region(1, "Net.forward").calls(1, 100, 2000, 5, 20 + k, "0/0");
            p.add({ { "type", "compile" }, { "id", "0/0" }, { "trigger", "lazy_backward" }, { "region", 1 },
                { "call", QJsonValue::Null }, { "ms", 1000.0 } });
            p.add({ { "type", "call" }, { "region", 1 }, { "i", 100 }, { "t", 9.0 }, { "wall_ms", 505.0 },
                { "compiles", QJsonArray { "0/1" } } });
            s.runs[k] = processRun("default", k / 2, p.end(1));
        }
        const ModeResult *d = analyse(s).regions[0].mode("default");
        QCOMPARE(d->recompiles, 1);
        QCOMPARE(d->recompileIds, QStringList { "0/1" });
        QVERIFY(std::abs(d->steady.median - 5) < 0.1); // the recompiling call is not steady
        // (2000 - 5) + 1000 (backward) + (505 - 5) (recompile) over 5 ms saved: ~699 calls.
        QVERIFY2(
            std::abs(d->breakEvenCalls.estimate - 699) < 20, qPrintable(QString::number(d->breakEvenCalls.estimate)));
    }

    void fixedWarmup()
    {
        AbRunSet s = paysOff();
        s.settings.warmup = 20;
        const ModeResult *d = analyse(s).regions[0].mode("default");
        QVERIFY(d->warmupFixed);
        QCOMPARE(d->warmupCalls, (QList<int> { 20, 20 }));
        QCOMPARE(d->steady.n, 160);
    }

    void jsonAndRunSetRoundTrip()
    {
        QTemporaryDir dir;
        AbRunSet s = paysOff();
        s.outDir = dir.path();
        s.settings.record = true;
        AbProcessRun recording;
        recording.mode = QStringLiteral("default");
        recording.record = true;
        recording.dir = QStringLiteral("record/default");
        recording.status = QStringLiteral("exited");
        s.runs << recording;
        QVERIFY(writeRunSet(s).ok());
        for (const AbProcessRun &r : s.runs) {
            QDir().mkpath(dir.filePath(r.dir));
            QFile f(dir.filePath(r.dir + QStringLiteral("/probe.jsonl")));
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        // The probe output of the first run, written as the probe would.
        QFile f(dir.filePath(s.runs[0].dir + QStringLiteral("/probe.jsonl")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(Probe().start("eager").region(1, "Net.forward").calls(1, 20, 3, 2, 5).end(1).lines.join('\n').toUtf8());
        f.close();
        const auto back = readRunSet(dir.path());
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().toString()));
        QCOMPARE(back->runs.size(), 5);
        QCOMPARE(back->settings.modes, s.settings.modes);
        QVERIFY(back->settings.record); // the view's jumps need the recording's role back
        QVERIFY(!back->runs[0].record);
        QVERIFY(back->runs[4].record);
        QCOMPARE(back->runs[4].dir, QStringLiteral("record/default"));
        QCOMPARE(back->runs[0].probe.main()->regions[0].calls.size(), size_t(20));

        const QJsonObject o = QJsonDocument::fromJson(abJson(analyse(paysOff()))).object();
        QCOMPARE(o["schema"].toString(), QStringLiteral("compilescope.ab/1"));
        const QJsonObject d = o["regions"].toArray()[0].toObject()["results"].toArray()[1].toObject();
        QCOMPARE(d["verdict"].toString(), QStringLiteral("pays_off"));
        QCOMPARE(d["series_ms"].toArray().size(), 2);
        QCOMPARE(d["series_ms"].toArray()[0].toArray().size(), 100);
        QVERIFY(d["speedup"].toObject()["low"].toDouble() > 1.9);
        QCOMPARE(o["gate"].toObject()["tripped"].toBool(), false);
    }

    void environmentOfAProcess()
    {
        QProcessEnvironment user;
        user.insert(QStringLiteral("PYTHONPATH"), QStringLiteral("/mine"));
        user.insert(QStringLiteral("TORCHDYNAMO_DISABLE"), QStringLiteral("1"));
        const auto env = abEnvironment(user, QStringLiteral("/probe"), QStringLiteral("default"), 3,
            QStringLiteral("/ab/runs/02-default-1/probe.jsonl"), QStringLiteral("02-default-1"),
            QStringLiteral("/ab/cache/x"));
        QCOMPARE(env.value(QStringLiteral("PYTHONPATH")), QStringLiteral("/probe:/mine"));
        QCOMPARE(env.value(QStringLiteral("COMPILESCOPE_AB_MODE")), QStringLiteral("default"));
        QCOMPARE(env.value(QStringLiteral("COMPILESCOPE_AB_PARITY")), QStringLiteral("3"));
        QCOMPARE(env.value(QStringLiteral("TORCHINDUCTOR_CACHE_DIR")), QStringLiteral("/ab/cache/x/inductor"));
        QVERIFY(!env.contains(QStringLiteral("TORCHDYNAMO_DISABLE")));
        QVERIFY(!probeDirectory().isEmpty()); // the source tree's app/probe
    }

    void cpuFixtureFromTheFixtureScript()
    {
        // scripts/fixtures/make_ab_fixture.py on this machine's CPU: ab_model.py, eager against
        // default, two processes each, parity on; what the script knows about its model.
        QTemporaryDir dir;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/ab/cpu_ab.tar.xz"), dir.path()));
        const auto set = readRunSet(dir.filePath(QStringLiteral("ab")));
        QVERIFY(set);
        const AbResult r = analyse(set.value());
        QCOMPARE(r.outcome, QStringLiteral("compared"));
        QCOMPARE(r.regions.size(), 1);
        QCOMPARE(r.regions[0].name, QStringLiteral("Model.forward"));
        const ModeResult *d = r.regions[0].mode("default");
        QCOMPARE(d->callsPerProcess, (QList<int> { 60, 60 }));
        QCOMPARE(d->compileIds, QStringList { "0/0" });
        QCOMPARE(d->parityChecked, 6);
        QCOMPARE(d->parityFailed, 0);
        QVERIFY(*d->parityMaxAbs < 1e-4);
        QCOMPARE(d->metric, Metric::Wall);
        QVERIFY(r.stack.gpus.isEmpty());
    }

    void gpuFixture()
    {
        // The GPU run of make_ab_fixture.py (eager, default, reduce-overhead, max-autotune;
        // three processes each), made on the device (an H100, torch 2.11, Triton 3.6).
        const QString archive = QStringLiteral(CS_TEST_DATA_DIR "/ab/gpu_ab.tar.xz");
        if (!QFile::exists(archive))
            QSKIP("tests/data/ab/gpu_ab.tar.xz not made yet (scripts/fixtures/make_ab_fixture.py on a GPU machine)");
        QTemporaryDir dir;
        QVERIFY(unpackFixture(archive, dir.path()));
        const auto set = readRunSet(dir.filePath(QStringLiteral("ab")));
        QVERIFY(set);
        const AbResult r = analyse(set.value());
        QCOMPARE(r.outcome, QStringLiteral("compared"));
        QCOMPARE(r.runs.settings.modes, (QStringList { "eager", "default", "reduce-overhead", "max-autotune" }));
        QVERIFY(r.stack.gpus.join(' ').contains(QStringLiteral("NVIDIA H")));
        QCOMPARE(r.regions.size(), 1);
        for (const ModeResult &m : r.regions[0].modes) {
            QVERIFY2(m.measured(), qPrintable(m.mode + QStringLiteral(": ") + m.failure));
            QCOMPARE(m.metric, Metric::Gpu); // every call had CUDA events
            QCOMPARE(m.processes, 3);
            QVERIFY(m.steady.n >= 30);
            QVERIFY(m.medianCi.valid && m.medianCi.low <= m.steady.median && m.steady.median <= m.medianCi.high);
            QVERIFY(r.modeSummary(m.mode)->peakGpuAllocated.value_or(0) > 0);
            if (m.mode == QLatin1String("eager"))
                continue;
            QVERIFY(m.speedup && m.speedup->interval.low <= m.speedup->estimate
                && m.speedup->estimate <= m.speedup->interval.high);
            QCOMPARE(m.parityFailed, 0); // the same model in every mode: numerically equivalent
            QVERIFY(m.parityChecked > 0);
            QVERIFY(!m.compileIds.isEmpty());
        }
        // Max-autotune's stderr (in its three processes: 50 "Runtime error during autotuning" and
        // 39 Triton configurations that failed to precompile, each with its traceback, some two in
        // one millisecond; the first line of one file cut) is two notes, counted; then warnings.
        const ModeSummary *autotune = r.modeSummary("max-autotune");
        QCOMPARE(autotune->notes.size(), 4);
        QCOMPARE(autotune->notes[0].kind, QStringLiteral("autotune"));
        QCOMPARE(autotune->notes[0].count, 50);
        QCOMPARE(autotune->notes[0].processes, 3);
        QVERIFY2(autotune->notes[0].firstLine.startsWith(QStringLiteral(
                     "Runtime error during autotuning: No valid triton configs. OutOfMemoryError: out of resource: "
                     "triton_mm Required: ")),
            qPrintable(autotune->notes[0].firstLine));
        QCOMPARE(autotune->notes[1].kind, QStringLiteral("autotune"));
        QCOMPARE(autotune->notes[1].count, 39);
        QVERIFY(autotune->notes[1].firstLine.startsWith(QStringLiteral("Exception No valid triton configs.")));
        QCOMPARE(autotune->notes[2].kind, QStringLiteral("warning"));
        QVERIFY(r.modeSummary("eager")->notes.isEmpty());
        const ModeSummary *def = r.modeSummary("default");
        QCOMPARE(def->notes.size(), 1);
        QVERIFY(def->notes[0].firstLine.startsWith(QStringLiteral("UserWarning: TensorFloat32 tensor cores")));
        QCOMPARE(def->notes[0].processes, 3);
        QVERIFY(textReport(r).contains(
            QStringLiteral("50× autotuning failure (3 processes): Runtime error during autotuning: No valid triton")));
        // CUDA graphs keep their own memory pool: reduce-overhead reserves more than eager.
        QVERIFY(*r.modeSummary("reduce-overhead")->peakGpuReserved > *r.modeSummary("eager")->peakGpuReserved);
    }

    void words()
    {
        QCOMPARE(formatMs(0.0123), QStringLiteral("12.3 µs"));
        QCOMPARE(formatMs(1.5), QStringLiteral("1.500 ms"));
        QCOMPARE(formatMs(21400), QStringLiteral("21.4 s"));
        QCOMPARE(formatCalls(26123), QStringLiteral("~26,000"));
        QCOMPARE(formatCalls(37), QStringLiteral("~37"));
    }
};

QTEST_GUILESS_MAIN(TestAbAnalysis)
#include "tst_abanalysis.moc"
