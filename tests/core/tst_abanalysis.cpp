#include "core/ab/abanalysis.h"
#include "core/ab/abjson.h"
#include "core/ab/abreport.h"
#include "core/ab/abrunner.h"
#include "core/ab/stderrnotes.h"
#include "core/stats/significance.h"

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

namespace {

// Writes what the probe would write for one process (app/probe/PROBE_JSON.md), with series
// drawn from known distributions (fixed seeds), so every number analyse() gives can be checked.
struct Probe {
    qint64 pid = 1000;
    QStringList lines;
    double t = 1.0;

    void add(QJsonObject o)
    {
        o[QStringLiteral("pid")] = pid;
        lines << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
    }
    Probe &start(const QString &mode, const QString &torch = QStringLiteral("2.11.0"))
    {
        add({ { "type", "start" }, { "mode", mode }, { "python", "3.11.7" }, { "t", 0.3 } });
        add({ { "type", "torch" }, { "version", torch }, { "cuda", "13.0" } });
        add({ { "type", "modes" }, { "modes", QJsonArray { "default", "max-autotune", "reduce-overhead" } },
            { "triton", "3.6.0" } });
        return *this;
    }
    Probe &region(int id, const QString &name)
    {
        add({ { "type", "region" }, { "region", id }, { "key", name + "@model.py:10" }, { "name", name },
            { "kind", "module" }, { "site_file", "/w/model.py" }, { "site_line", 10 } });
        return *this;
    }
    // n calls: the first takes `first` ms and compiles `compileId` (unless empty); then
    // lognormal around `median` with sigma 0.03.
    Probe &calls(int region, int n, double first, double median, unsigned seed, const QString &compileId = {},
        bool gpu = false, int parityCalls = 0)
    {
        std::mt19937_64 rng(seed);
        std::lognormal_distribution<double> noise(0.0, 0.03);
        for (int i = 0; i < n; ++i) {
            const double ms = i == 0 ? first : median * noise(rng);
            QJsonObject c { { "type", "call" }, { "region", region }, { "i", i }, { "t", t },
                { "wall_ms", gpu ? 0.01 : ms } };
            if (gpu)
                c[QStringLiteral("gpu_ms")] = ms;
            if (i == 0 && !compileId.isEmpty()) {
                c[QStringLiteral("compiles")] = QJsonArray { compileId };
                c[QStringLiteral("compile_ms")] = first * 0.9;
            }
            if (i < parityCalls)
                c[QStringLiteral("parity")] = true;
            add(c);
            t += ms / 1000;
        }
        return *this;
    }
    Probe &parity(int region, int call, bool ok, double maxAbs)
    {
        add({ { "type", "parity" }, { "region", region }, { "call", call }, { "ok", ok },
            { "outputs",
                QJsonArray { QJsonObject { { "path", "output" }, { "dtype", "float32" }, { "ok", ok },
                    { "max_abs", maxAbs }, { "max_rel", maxAbs / 2 }, { "mismatched", ok ? 0 : 7 } } } } });
        return *this;
    }
    Probe &end(qint64 rss, qint64 gpuAllocated = -1)
    {
        QJsonObject e { { "type", "end" }, { "t", t }, { "peak_rss_bytes", static_cast<double>(rss) } };
        if (gpuAllocated >= 0)
            e[QStringLiteral("cuda")] = QJsonArray { QJsonObject { { "device", 0 }, { "name", "NVIDIA H200" },
                { "capability", "9.0" }, { "max_allocated_bytes", static_cast<double>(gpuAllocated) },
                { "max_reserved_bytes", static_cast<double>(gpuAllocated * 2) } } };
        else
            e[QStringLiteral("cuda")] = QJsonValue::Null;
        add(e);
        return *this;
    }
    ProbeOutput output() const
    {
        return parseProbeOutput(lines.join(QLatin1Char('\n')).toUtf8(), QStringLiteral("probe.jsonl"));
    }
};

AbProcessRun processRun(const QString &mode, int index, const Probe &p, int exitCode = 0)
{
    AbProcessRun r;
    r.mode = mode;
    r.index = index;
    r.dir = QStringLiteral("runs/%1-%2").arg(mode).arg(index + 1);
    r.status = QStringLiteral("exited");
    r.exitCode = exitCode;
    r.description
        = exitCode == 0 ? QStringLiteral("exited with code 0") : QStringLiteral("exited with code %1").arg(exitCode);
    r.probe = p.output();
    return r;
}

AbRunSet runSet(const QStringList &modes)
{
    AbRunSet s;
    s.command = { QStringLiteral("python"), QStringLiteral("model.py") };
    s.settings.modes = modes;
    s.settings.processes = 2;
    return s;
}

// Eager 10 ms, default 5 ms after a 2 s compile: two processes each.
AbRunSet paysOff(bool gpu = false)
{
    AbRunSet s = runSet({ "eager", "default" });
    for (int k = 0; k < 2; ++k) {
        s.runs << processRun("eager", k,
            Probe()
                .start("eager")
                .region(1, "Net.forward")
                .calls(1, 100, 12, 10, 10 + k, {}, gpu)
                .end(500 << 20, gpu ? 1 << 30 : -1));
        s.runs << processRun("default", k,
            Probe()
                .start("default")
                .region(1, "Net.forward")
                .calls(1, 100, 2000, 5, 20 + k, "0/0", gpu)
                .end(600 << 20, gpu ? 3 << 29 : -1));
    }
    return s;
}

} // namespace

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
        QCOMPARE(verdictText(*d, false), QStringLiteral("no significant difference (the processes disagree)"));
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

    void pValuesAreNeverZero()
    {
        QCOMPARE(cs::stats::formatPValue(0.0), QStringLiteral("< 1e-6"));
        QCOMPARE(cs::stats::formatPValue(4e-7), QStringLiteral("< 1e-6"));
        QCOMPARE(cs::stats::formatPValue(3.2e-5), QStringLiteral("3.2e-05"));
        QCOMPARE(cs::stats::formatPValue(0.5), QStringLiteral("0.5"));
        QCOMPARE(cs::stats::formatPValue(std::nan("")), QStringLiteral("—"));
        QCOMPARE(cs::stats::pValueText(0.0), QStringLiteral("p < 1e-6"));
        QCOMPARE(cs::stats::pValueText(0.03), QStringLiteral("p = 0.03"));
        // 200 calls a side, twice as fast: the normal approximation's tail underflows to 0.
        const AbResult r = analyse(paysOff());
        const ModeResult *d = r.regions[0].mode("default");
        QVERIFY(d->vsEager->mannWhitney.pValue < 1e-6);
        QCOMPARE(pCell(*d), QStringLiteral("< 1e-6"));
        QCOMPARE(pCell(*r.regions[0].mode("eager")), QStringLiteral("—"));
        const QString text = textReport(r);
        QVERIFY(text.contains(QStringLiteral("  p  ")));
        QVERIFY2(text.contains(QStringLiteral("< 1e-6")), qPrintable(text));
    }

    void parityInputsRandomAndMemoryApart()
    {
        // Default ran parity: its GPU peak is the program's (the probe left the parity checks'
        // 2 GiB out and says so), its RSS includes them; one call changed its input unlike eager.
        AbRunSet s = runSet({ "eager", "default" });
        for (int k = 0; k < 2; ++k) {
            s.runs << processRun("eager", k,
                Probe().start("eager").region(1, "Net.forward").calls(1, 40, 12, 10, 10 + k, {}, true).end(
                    500 << 20, 1 << 30));
            Probe p;
            p.start("default").region(1, "Net.forward").calls(1, 40, 2000, 5, 20 + k, "0/0", true, 2);
            p.add({ { "type", "parity" }, { "region", 1 }, { "call", 0 }, { "ok", true }, { "inputs_compared", 3 },
                { "random", true },
                { "outputs", QJsonArray { QJsonObject { { "path", "output" }, { "ok", true }, { "max_abs", 0.0 } } } } });
            p.add({ { "type", "parity" }, { "region", 1 }, { "call", 1 }, { "ok", false }, { "inputs_compared", 3 },
                { "outputs",
                    QJsonArray { QJsonObject { { "path", "output" }, { "ok", true }, { "max_abs", 0.0 } },
                        QJsonObject { { "path", "input args[1].k" }, { "ok", false }, { "max_abs", 0.25 },
                            { "mismatched", 4 } } } } });
            QJsonObject end { { "type", "end" }, { "t", 9.0 }, { "peak_rss_bytes", 700.0 * (1 << 20) },
                { "parity_windows", 4 },
                { "cuda",
                    QJsonArray { QJsonObject { { "device", 0 }, { "name", "NVIDIA H100" }, { "capability", "9.0" },
                        { "max_allocated_bytes", double(1 << 30) }, { "max_reserved_bytes", double(2u << 30) },
                        { "parity_allocated_bytes", double(2u << 30) } } } } };
            p.add(end);
            s.runs << processRun("default", k, p);
        }
        const AbResult r = analyse(s);
        const ModeResult *d = r.regions[0].mode("default");
        QCOMPARE(d->parityChecked, 4);
        QCOMPARE(d->parityFailed, 2);
        QCOMPARE(d->parityInputs, 12);
        QVERIFY(d->parityRandom);
        QCOMPARE(d->parityWorstOutput, QStringLiteral("input args[1].k"));
        QCOMPARE(d->verdict, QStringLiteral("not_equivalent"));
        const ModeSummary *dm = r.modeSummary("default");
        QCOMPARE(*dm->peakGpuAllocated, qint64(1) << 30);
        QCOMPARE(*dm->peakGpuParity, qint64(2) << 30);
        QVERIFY(dm->parityRan);
        QVERIFY(!r.modeSummary("eager")->parityRan);
        QVERIFY(!r.modeSummary("eager")->peakGpuParity);
        const QJsonObject o = QJsonDocument::fromJson(abJson(r)).object();
        const QJsonObject mode = o["modes"].toArray()[1].toObject();
        QCOMPARE(mode["parity_gpu_allocated_bytes"].toDouble(), double(2u << 30));
        QCOMPARE(mode["gpu_allocated_change_bytes"].toDouble(), 0.0); // +0%: the parity is not charged
        QVERIFY(mode["rss_includes_parity"].toBool());
        QCOMPARE(o["modes"].toArray()[0].toObject()["parity_gpu_allocated_bytes"], QJsonValue(QJsonValue::Null));
        const QJsonObject parity
            = o["regions"].toArray()[0].toObject()["results"].toArray()[1].toObject()["parity"].toObject();
        QCOMPARE(parity["inputs_compared"].toInt(), 12);
        QVERIFY(parity["random"].toBool());
        QCOMPARE(parity["worst_output"].toString(), QStringLiteral("input args[1].k"));
        const QString text = textReport(r);
        QVERIFY(text.contains(QStringLiteral("GPU for parity checks (not counted)")));
        QVERIFY2(text.contains(QStringLiteral("GPU peaks leave out the parity checks' own allocations (up to 2.00 GiB "
                                              "more per process, not counted); peak RSS includes the parity checks.")),
            qPrintable(text));
        QVERIFY(verdictText(*d, false).contains(QStringLiteral("at input args[1].k")));
    }

    void stderrNotesFromTorchsOwnWords()
    {
        // Lines as torch 2.11 writes them (TorchLogsFormatter's prefix; the texts of
        // select_algorithm.py, triton_heuristics.py, cudagraph_utils.py and convert_frame.py).
        const QByteArray text = QByteArrayLiteral(
            "E0115 12:34:56.789000 4242 torch/_inductor/select_algorithm.py:3924] [0/0] Runtime error during "
            "autotuning: \n"
            "E0115 12:34:56.789000 4242 torch/_inductor/select_algorithm.py:3924] [0/0] No valid triton configs. "
            "OutOfResources: out of resource: shared memory, Required: 262144, Hardware limit: 232448. Reducing "
            "block sizes or `num_stages` may help.. \n"
            "E0115 12:34:56.789000 4242 torch/_inductor/select_algorithm.py:3924] [0/0] Ignoring this choice.\n"
            "E0115 12:34:57.100000 4242 torch/_inductor/select_algorithm.py:3924] [0/0] Runtime error during "
            "autotuning: \n"
            "E0115 12:34:57.100000 4242 torch/_inductor/select_algorithm.py:3924] [0/0] No valid triton configs. "
            "OutOfResources: out of resource: shared memory, Required: 196608, Hardware limit: 232448. Reducing "
            "block sizes or `num_stages` may help.. \n"
            "E0115 12:34:57.100000 4242 torch/_inductor/select_algorithm.py:3924] [0/0] Ignoring this choice.\n"
            "[rank0]:W0115 12:35:00.000100 4242 torch/_inductor/cudagraph_utils.py:207] [1/0] [__cudagraphs] "
            "skipping cudagraphs due to mutated inputs (1 instances). Found from : \n"
            "[rank0]:W0115 12:35:00.000100 4242 torch/_inductor/cudagraph_utils.py:207] [1/0] [__cudagraphs]    "
            "File \"/w/model.py\", line 12, in forward\n"
            "W0115 12:35:09.000001 4242 torch/_dynamo/convert_frame.py:1744] [2/8] torch._dynamo hit "
            "config.recompile_limit (8)\n"
            "W0115 12:35:09.000001 4242 torch/_dynamo/convert_frame.py:1744] [2/8]    function: 'step' "
            "(/w/model.py:30)\n"
            "W0115 12:35:09.000001 4242 torch/_dynamo/convert_frame.py:1744] [2/8]    last reason: 2/7: n == 7\n"
            "I0115 12:35:10.000000 4242 torch/_dynamo/eval_frame.py:10] [0/0] nothing to see\n"
            "/w/model.py:40: UserWarning: TensorFloat32 tensor cores are available but not enabled\n"
            "  warnings.warn(\n"
            "Traceback (most recent call last):\n"
            "  File \"/w/model.py\", line 50, in <module>\n"
            "    boom()\n"
            "RuntimeError: boom\n");
        const StderrScan scan = scanStderrText(text);
        QCOMPARE(scan.notes.size(), 5);
        QCOMPARE(scan.notes[0].kind, QStringLiteral("autotune"));
        QCOMPARE(scan.notes[0].count, 2); // one message of three lines, twice; numbers masked
        QVERIFY2(scan.notes[0].firstLine.startsWith(
                     QStringLiteral("Runtime error during autotuning: No valid triton configs. OutOfResources: "
                                    "out of resource: shared memory, Required: 262144")),
            qPrintable(scan.notes[0].firstLine));
        QCOMPARE(scan.notes[1].kind, QStringLiteral("cudagraphs"));
        QCOMPARE(scan.notes[1].firstLine,
            QStringLiteral("skipping cudagraphs due to mutated inputs (1 instances). Found from : File "
                           "\"/w/model.py\", line 12, in forward"));
        QCOMPARE(scan.notes[2].kind, QStringLiteral("recompile_limit"));
        QCOMPARE(scan.notes[2].firstLine, QStringLiteral("torch._dynamo hit config.recompile_limit (8)"));
        QCOMPARE(scan.notes[2].count, 1);
        QCOMPARE(scan.notes[3].kind, QStringLiteral("warning"));
        QCOMPARE(scan.notes[3].firstLine,
            QStringLiteral("UserWarning: TensorFloat32 tensor cores are available but not enabled"));
        QCOMPARE(scan.notes[4].kind, QStringLiteral("error"));
        QCOMPARE(scan.notes[4].firstLine, QStringLiteral("RuntimeError: boom"));

        // Streamed from a file far larger than a read (lines across chunk boundaries), bounded.
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("stderr.txt")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        for (int i = 0; i < 40000; ++i) // one message per line: each has its own time
            f.write(QStringLiteral("W0115 12:00:%1.%2 7 torch/_inductor/output_code.py:550] [%3/0] skipping cudagraphs "
                                   "due to cpu device (arg%3_1)\n")
                        .arg(i / 10000, 2, 10, QLatin1Char('0'))
                        .arg(i % 10000 * 100, 6, 10, QLatin1Char('0'))
                        .arg(i % 7)
                        .toUtf8());
        f.write(QByteArray(100000, 'x') + "\n"); // a long line, cut
        for (int i = 0; i < 200; ++i)
            f.write(QString::asprintf("W0115 12:01:00.%06d 7 x.py:1] [0/0] warning number %d of many: %c\n", i, i,
                char('a' + i % 26))
                        .toUtf8());
        f.close();
        StderrLimits limits;
        limits.maxNotes = 20;
        const StderrScan big = scanStderrFile(f.fileName(), limits);
        QVERIFY(!big.truncated);
        QCOMPARE(big.bytes, f.size());
        QCOMPARE(big.notes[0].kind, QStringLiteral("cudagraphs"));
        QCOMPARE(big.notes[0].count, 40000);
        QCOMPARE(big.notes.size(), 20); // the cap: 1 + 19 of the 26 kinds of warning
        QCOMPARE(big.droppedNotes, 49); // the 7 warning groups not kept: 200 - 18 x 8 - 7
        limits.maxBytes = 1000;
        QVERIFY(scanStderrFile(f.fileName(), limits).truncated);
        QVERIFY(scanStderrFile(dir.filePath(QStringLiteral("missing.txt"))).notes.isEmpty());

        // Anything at all: bytes of every value, NULs, lone '\r', invalid UTF-8, prefixes cut anywhere.
        std::mt19937_64 rng(25);
        QByteArray noise;
        for (int i = 0; i < (1 << 20); ++i)
            noise += i % 997 < 120 ? text[i % text.size()] : static_cast<char>(rng() & 0xff);
        const StderrScan scrambled = scanStderrText(noise);
        QVERIFY(scrambled.notes.size() <= StderrLimits {}.maxNotes);
        for (const StderrNote &n : scrambled.notes)
            QVERIFY(n.count > 0 && n.firstLine.size() <= MaxNoteChars);

        // A mode's notes: its processes' scans merged (counts summed, processes counted),
        // in the JSON and the text report.
        AbRunSet s = paysOff();
        for (AbProcessRun &r : s.runs)
            if (r.mode == QLatin1String("default"))
                r.stderrNotes = scan;
        const AbResult r = analyse(s);
        const ModeSummary *dm = r.modeSummary("default");
        QCOMPARE(dm->notes.size(), 5);
        QCOMPARE(dm->notes[0].count, 4);
        QCOMPARE(dm->notes[0].processes, 2);
        QVERIFY(r.modeSummary("eager")->notes.isEmpty());
        const QJsonObject mode = QJsonDocument::fromJson(abJson(r)).object()["modes"].toArray()[1].toObject();
        const QJsonObject note = mode["notes"].toArray()[0].toObject();
        QCOMPARE(note["kind"].toString(), QStringLiteral("autotune"));
        QCOMPARE(note["count"].toInt(), 4);
        QCOMPARE(note["processes"].toInt(), 2);
        QVERIFY(note["first_line"].toString().startsWith(QStringLiteral("Runtime error during autotuning")));
        const QString report = textReport(r);
        QVERIFY(report.contains(QStringLiteral("default: notes from its stderr")));
        QVERIFY2(
            report.contains(QStringLiteral("4× autotuning failure (2 processes): Runtime error during autotuning")),
            qPrintable(report));
        QVERIFY(report.contains(QStringLiteral("2× recompile limit hit (2 processes): torch._dynamo hit")));
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
