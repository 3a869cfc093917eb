#include "core/ab/abanalysis.h"
#include "core/ab/abmodesummary.h"

#include "core/stats/warmup.h"

#include <QDir>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace cs::ab {
namespace {

constexpr int MinSteady = 10;

const QString Eager = QStringLiteral("eager");

double medianOf(QList<double> v)
{
    if (v.isEmpty())
        return 0;
    std::vector<double> s(v.begin(), v.end());
    return stats::median(s);
}

// One process's view of one region in one mode.
struct ProcessRegion {
    const ProbeProcess *process = nullptr;
    const ProbeRegion *region = nullptr;
};

struct ModeData {
    QString mode;
    QList<const AbProcessRun *> succeeded, finished;
};

bool everyCallHasGpu(const QList<ProcessRegion> &all)
{
    if (all.isEmpty())
        return false;
    for (const ProcessRegion &pr : all)
        for (const ProbeCall &c : pr.region->calls)
            if (!c.gpuMs)
                return false;
    return true;
}

double value(const ProbeCall &c, Metric m)
{
    return m == Metric::Gpu && c.gpuMs ? *c.gpuMs : c.wallMs;
}

void measure(ModeResult &r, const QList<ProcessRegion> &procs, const AbSettings &settings)
{
    r.processes = static_cast<int>(procs.size());
    QList<double> firsts, warmups, compiles, toSteady;
    QSet<QString> ids, recompileIds;
    // Per process: the warm-up's time, the steady calls (no compile), every call after the
    // warm-up (compiles included), their host times, and the lazy compiles outside the calls.
    struct Cut {
        double warm = 0, lazyMs = 0;
        int w = 0;
        std::vector<double> steady, after, steadyHost, afterHost, afterCompiling;
    };
    QList<Cut> cuts;
    for (const ProcessRegion &pr : procs) {
        const auto &calls = pr.region->calls;
        const int n = measuredCalls(*pr.process, *pr.region);
        std::vector<double> series;
        series.reserve(calls.size());
        int lastFirstCompile = -1, parityCalls = 0, recompiles = 0;
        for (int i = 0; i < n; ++i) {
            const ProbeCall &c = calls[static_cast<size_t>(i)];
            series.push_back(value(c, r.metric));
            for (const QString &id : c.compiles) {
                ids.insert(id);
                if (isRecompileId(id)) {
                    recompileIds.insert(id);
                    ++recompiles;
                } else
                    lastFirstCompile = std::max(lastFirstCompile, i);
            }
            if (c.parity)
                parityCalls = std::max(parityCalls, i + 1);
        }
        int w = 0;
        if (settings.warmup >= 0) {
            w = std::min(settings.warmup, n);
            r.warmupFixed = true;
        } else {
            const stats::Warmup detected = stats::detectWarmup(series);
            w = std::max({ detected.warmupCount, lastFirstCompile + 1, parityCalls });
            r.settled = r.settled && (detected.settled || n - w >= MinSteady);
        }
        w = std::min(w, n);
        Cut cut;
        cut.w = w;
        for (int i = 0; i < w; ++i)
            cut.warm += series[static_cast<size_t>(i)];
        for (int i = w; i < n; ++i) {
            const ProbeCall &c = calls[static_cast<size_t>(i)];
            if (c.error)
                continue;
            const double v = series[static_cast<size_t>(i)];
            cut.after.push_back(v);
            cut.afterHost.push_back(c.wallMs);
            if (c.compiles.isEmpty()) {
                cut.steady.push_back(v);
                cut.steadyHost.push_back(c.wallMs);
            } else
                cut.afterCompiling.push_back(v);
        }
        double compileMs = 0;
        for (const CompileEvent &e : pr.process->compiles)
            if (e.region == pr.region->id && e.call < n) { // not the calls after a --why trace began
                compileMs += e.ms;
                if (e.call < 0)
                    cut.lazyMs += e.ms; // a lazy backward compile outside the region's calls
            }
        compiles.append(compileMs);
        r.series.append(series);
        r.warmupCalls.append(w);
        r.callsPerProcess.append(n);
        r.callsAfterWarmup += static_cast<int>(cut.after.size());
        r.recompilingCalls += static_cast<int>(cut.afterCompiling.size());
        if (n > 0)
            firsts.append(series.front());
        if (w < n)
            toSteady.append(calls[static_cast<size_t>(w)].t);
        r.recompiles = std::max(r.recompiles, recompiles);
        cuts.append(std::move(cut));
    }
    // A region that compiles again on (at least) every other call after its warm-up has no steady
    // state without compiles: what a call costs is a recompiling call's time.
    r.steadyIncludesRecompiles = r.recompilingCalls > 0 && 2 * r.recompilingCalls >= r.callsAfterWarmup;
    std::vector<double> host;
    QList<double> excesses;
    for (const Cut &cut : cuts) {
        const std::vector<double> &steady = r.steadyIncludesRecompiles ? cut.after : cut.steady;
        const std::vector<double> &steadyHost = r.steadyIncludesRecompiles ? cut.afterHost : cut.steadyHost;
        const double med = steady.empty() ? 0 : stats::median(steady);
        double extra = 0; // recompiles after the warm-up: their extra time is cost
        if (!r.steadyIncludesRecompiles)
            for (double v : cut.afterCompiling)
                extra += std::max(0.0, v - med);
        r.steadySamples.insert(r.steadySamples.end(), steady.begin(), steady.end());
        if (!steady.empty())
            r.steadyByProcess.push_back(steady);
        host.insert(host.end(), steadyHost.begin(), steadyHost.end());
        if (!steady.empty())
            r.processMedians.append(med);
        warmups.append(cut.warm + cut.lazyMs);
        excesses.append(cut.warm - cut.w * med + extra + cut.lazyMs);
    }
    r.hostMedianMs = host.empty() ? 0 : stats::median(host);
    r.firstCallMs = medianOf(firsts);
    r.warmupMs = medianOf(warmups);
    r.warmupExcessMs = medianOf(excesses);
    r.compileMs = medianOf(compiles);
    r.timeToSteadyS = medianOf(toSteady);
    r.compileIds = QStringList(ids.begin(), ids.end());
    r.compileIds.sort();
    r.recompileIds = QStringList(recompileIds.begin(), recompileIds.end());
    r.recompileIds.sort();
    r.steady = stats::summarize(r.steadySamples);
    r.medianCi = stats::medianByProcess(r.steadyByProcess).interval;
    r.processSpread
        = stats::betweenProcessSpread(std::vector<double>(r.processMedians.begin(), r.processMedians.end()));
    r.withinSpread = stats::withinProcessSpread(r.steadyByProcess);
}

// The call the processes support: a difference only where the interval of the saving (eager's
// median − the mode's, processes resampled) excludes 0 and is not all within ±minEffect of eager.
stats::Verdict processVerdict(const stats::ProcessComparison &c, double eagerMedian, double minEffect)
{
    if (!c.valid || !c.savingInterval.valid)
        return stats::Verdict::NoSignificantDifference;
    const stats::Interval &i = c.savingInterval;
    const double negligible = minEffect * eagerMedian;
    if (i.low >= -negligible && i.high <= negligible)
        return stats::Verdict::NoSignificantDifference;
    if (i.low > 0)
        return stats::Verdict::Faster;
    if (i.high < 0)
        return stats::Verdict::Slower;
    return stats::Verdict::NoSignificantDifference;
}

void parity(ModeResult &r, const QList<ProcessRegion> &procs)
{
    for (const ProcessRegion &pr : procs)
        for (const ParityCheck &p : pr.region->parity) {
            if (!p.ok) {
                ++r.paritySkipped;
                if (r.paritySkipReason.isEmpty())
                    r.paritySkipReason = p.skipped;
                continue;
            }
            ++r.parityChecked;
            r.parityInputs += p.inputsCompared;
            r.parityRandom = r.parityRandom || p.random;
            if (!*p.ok)
                ++r.parityFailed;
            for (const ParityOutput &o : p.outputs) {
                if (o.maxAbs
                    && (!r.parityMaxAbs || *o.maxAbs > *r.parityMaxAbs || (!o.ok && r.parityWorstOutput.isEmpty()))) {
                    r.parityMaxAbs = o.maxAbs;
                    if (!o.ok || r.parityWorstOutput.isEmpty())
                        r.parityWorstOutput = o.path;
                }
                if (o.maxRel && (!r.parityMaxRel || *o.maxRel > *r.parityMaxRel))
                    r.parityMaxRel = o.maxRel;
                if (!o.ok && !o.note.isEmpty() && r.parityWorstOutput.isEmpty())
                    r.parityWorstOutput = o.path;
            }
        }
}

void compare(ModeResult &r, const ModeResult &eager, const AbSettings &settings)
{
    if (!eager.measured() || !r.measured())
        return;
    stats::CompareOptions o;
    o.minSamples = MinSteady;
    o.minRelativeEffect = settings.minEffect;
    r.vsEager = stats::compareSamples(eager.steadySamples, r.steadySamples, o);
    r.byProcess = stats::compareByProcess(eager.steadyByProcess, r.steadyByProcess);
    if (r.vsEager->a.n > 0 && r.vsEager->b.n > 0 && r.byProcess->valid)
        r.speedup = r.byProcess->speedup;
    r.processVerdict = r.vsEager->verdict == stats::Verdict::TooFewSamples
        ? stats::Verdict::TooFewSamples
        : processVerdict(*r.byProcess, eager.steady.median, settings.minEffect);
    if (const stats::Interval &p = r.byProcess->pairSpeedups.interval; p.valid)
        r.processSpeedups
            = { eager.steady.median > 0 && r.steady.median > 0 ? eager.steady.median / r.steady.median : 0, p.low,
                  p.high, true };
    const stats::Verdict v = r.processVerdict;
    // The call holds only when every (eager, mode) pair of process medians lies on its side: the
    // processes' side, else the side the pooled calls take (where the processes' interval holds 0
    // because they disagree, that is what the verdict says).
    const stats::Verdict side = v == stats::Verdict::Faster || v == stats::Verdict::Slower ? v : r.vsEager->verdict;
    if (side == stats::Verdict::Faster)
        r.processesAgree = !r.processSpeedups.valid || r.processSpeedups.low > 1;
    else if (side == stats::Verdict::Slower)
        r.processesAgree = !r.processSpeedups.valid || r.processSpeedups.high < 1;
    // Saving per call (eager - mode), with its interval, processes resampled.
    const stats::ProcessComparison &c = *r.byProcess;
    r.savingMs = { c.saving, c.savingInterval.low, c.savingInterval.high, c.valid && c.savingInterval.valid };
    const double cost = r.warmupExcessMs - eager.warmupExcessMs;
    if (v == stats::Verdict::Faster && r.processesAgree && r.savingMs.estimate > 0) {
        if (cost <= 0) {
            r.breakEvenImmediate = true;
            r.breakEvenCalls = { 0, 0, 0, true };
        } else {
            const double inf = std::numeric_limits<double>::infinity();
            const double low = r.savingMs.high > 0 ? cost / r.savingMs.high : inf;
            const double high = r.savingMs.low > 0 ? cost / r.savingMs.low : inf;
            r.breakEvenCalls = { std::ceil(cost / r.savingMs.estimate), std::ceil(low), std::ceil(high), true };
        }
    }
}

void decide(ModeResult &r, const ModeResult *eager)
{
    if (r.mode == Eager) {
        r.verdict = r.measured() ? QStringLiteral("baseline") : r.status;
        return;
    }
    if (r.status == QLatin1String("unavailable") || r.status == QLatin1String("failed")) {
        r.verdict = r.status;
        return;
    }
    if (r.parityFailed > 0) {
        r.verdict = QStringLiteral("not_equivalent");
        return;
    }
    if (!r.measured()) {
        r.verdict = QStringLiteral("no_calls");
        return;
    }
    // Processes that ran but whose probe output cannot be used: a verdict from one process where
    // two or more ran would hide the between-process spread the schedule exists to measure.
    const auto tooFew = [](const ModeResult &m) { return m.processesRun >= 2 && m.steadyByProcess.size() < 2; };
    if (tooFew(r) || (eager && eager->measured() && tooFew(*eager))) {
        r.verdict = QStringLiteral("too_few_processes");
        return;
    }
    if (!eager || !eager->measured() || !r.vsEager || r.processVerdict == stats::Verdict::TooFewSamples) {
        r.verdict = QStringLiteral("too_few_calls");
        return;
    }
    const stats::Verdict v = r.processVerdict;
    if (v == stats::Verdict::NoSignificantDifference || !r.processesAgree) {
        // Undecided because of the processes' spread, not because the modes are alike.
        r.processesDisagreeOnly = !r.processesAgree;
        r.verdict = QStringLiteral("no_significant_difference");
    } else
        r.verdict = v == stats::Verdict::Slower ? QStringLiteral("slower") : QStringLiteral("pays_off");
}

void attachRecording(ModeResult &m, const QString &key, const AbRunSet &runs)
{
    for (const AbProcessRun &r : runs.runs) {
        if (!r.record || r.mode != m.mode || !r.succeeded())
            continue;
        m.recordedRun = QDir(runs.outDir).filePath(r.dir);
        if (const ProbeProcess *p = r.probe.main())
            for (const ProbeRegion &reg : p->regions)
                if (reg.key == key)
                    for (const ProbeCall &c : reg.calls)
                        for (const QString &id : c.compiles)
                            if (!m.recordedCompileIds.contains(id))
                                m.recordedCompileIds.append(id);
    }
}

} // namespace

int measuredCalls(const ProbeProcess &process, const ProbeRegion &region)
{
    int n = 0;
    for (const ProbeCall &c : region.calls) {
        if (c.profiled || c.t >= process.tracedFromT)
            break;
        ++n;
    }
    return n;
}

bool isRecompileId(const QString &compileId)
{
    // Frame compile ids are "F/N" (compiled autograd: "!A/F/N"); N > 0 is a recompile of frame F.
    const QString base = compileId.section(QLatin1Char('_'), 0, 0);
    bool ok = false;
    const int attempt = base.section(QLatin1Char('/'), -1).toInt(&ok);
    return ok && base.contains(QLatin1Char('/')) && attempt > 0;
}

const ModeResult *RegionResult::mode(const QString &name) const
{
    for (const ModeResult &m : modes)
        if (m.mode == name)
            return &m;
    return nullptr;
}

const ModeSummary *AbResult::modeSummary(const QString &mode) const
{
    for (const ModeSummary &m : modes)
        if (m.mode == mode)
            return &m;
    return nullptr;
}

AbResult analyse(const AbRunSet &runs)
{
    AbResult out;
    out.runs = runs;
    const AbSettings &settings = runs.settings;
    QList<const ProbeProcess *> mains;
    int started = 0, withProbe = 0, cancelled = 0;
    if (!runs.interrupted.isEmpty())
        out.problems.append(runs.interrupted);
    for (const AbProcessRun &r : runs.runs) {
        if (r.record)
            continue;
        started += r.finished() && r.status != QLatin1String("failed_to_start") ? 1 : 0;
        cancelled += r.status == QLatin1String("cancelled") ? 1 : 0;
        for (const QString &p : r.probe.problems)
            out.problems.append(p);
        if (const ProbeProcess *p = r.probe.main()) {
            mains.append(p);
            ++withProbe;
            for (const QString &e : p->errors)
                out.problems.append(QStringLiteral("%1: probe: %2").arg(r.dir, e));
            if (r.probe.processes.size() > 1)
                out.problems.append(QStringLiteral("%1: %2 Python processes wrote records; pid %3 is measured")
                                        .arg(r.dir)
                                        .arg(r.probe.processes.size())
                                        .arg(p->pid));
        }
    }
    summarizeStack(out, mains);
    for (const QString &mode : settings.modes)
        out.modes.append(summarizeMode(mode, runs, unavailableReason(mode, runs, out.stack)));
    for (const AbProcessRun &r : runs.runs)
        if (const auto gap = probeGapOf(r)) {
            out.probeGaps.append(*gap);
            for (ModeSummary &m : out.modes)
                if (m.mode == r.mode)
                    ++m.probeGaps;
        }

    // Regions in the order they first appear (eager's processes run first).
    QStringList keys, uncalled;
    for (const AbProcessRun &r : runs.runs)
        if (r.succeeded() && !r.record)
            if (const ProbeProcess *p = r.probe.main())
                for (const ProbeRegion &reg : p->regions) {
                    if (reg.calls.empty()) {
                        if (!uncalled.contains(reg.key))
                            uncalled.append(reg.key);
                    } else if (!keys.contains(reg.key))
                        keys.append(reg.key);
                }
    for (const QString &key : uncalled)
        if (!keys.contains(key))
            out.problems.append(QStringLiteral("%1: compiled but never called").arg(key));
    for (const QString &key : keys) {
        RegionResult region;
        region.key = key;
        QHash<QString, QList<ProcessRegion>> byMode;
        QList<ProcessRegion> all;
        for (const AbProcessRun &r : runs.runs) {
            if (!r.succeeded() || r.record)
                continue;
            const ProbeProcess *p = r.probe.main();
            if (!p)
                continue;
            for (const ProbeRegion &reg : p->regions)
                if (reg.key == key) {
                    if (region.name.isEmpty()) {
                        region.name = reg.name;
                        region.kind = reg.kind;
                        region.file = reg.file;
                        region.line = reg.line;
                        region.siteFile = reg.siteFile;
                        region.siteLine = reg.siteLine;
                        region.backend = reg.backend;
                    }
                    if (region.note.isEmpty() && r.mode != Eager)
                        region.note = reg.note;
                    if (!reg.calls.empty()) {
                        byMode[r.mode].append({ p, &reg });
                        all.append({ p, &reg });
                    }
                }
        }
        const Metric metric = everyCallHasGpu(all) ? Metric::Gpu : Metric::Wall;
        for (const QString &mode : settings.modes) {
            ModeResult m;
            m.mode = mode;
            m.metric = metric;
            const ModeSummary *ms = out.modeSummary(mode);
            if (!ms->available) {
                m.status = QStringLiteral("unavailable");
                m.failure = ms->reason;
            } else if (ms->succeeded == 0) {
                m.status = QStringLiteral("failed");
                m.failure = ms->failures.value(0);
            } else if (byMode.value(mode).isEmpty()) {
                m.status = QStringLiteral("no_calls");
            } else {
                m.status = QStringLiteral("measured");
                measure(m, byMode.value(mode), settings);
            }
            m.processesRun = ms->succeeded;
            // Parity is read from every finished process: a failing comparison may be what
            // made a process fail.
            QList<ProcessRegion> finished;
            for (const AbProcessRun &r : runs.runs)
                if (r.mode == mode && r.finished() && !r.record)
                    if (const ProbeProcess *p = r.probe.main())
                        for (const ProbeRegion &reg : p->regions)
                            if (reg.key == key)
                                finished.append({ p, &reg });
            parity(m, finished);
            attachRecording(m, key, runs);
            region.modes.append(m);
        }
        const ModeResult *eager = region.mode(Eager);
        for (ModeResult &m : region.modes)
            if (m.mode != Eager && eager)
                compare(m, *eager, settings);
        for (ModeResult &m : region.modes)
            decide(m, eager);
        out.regions.append(region);
    }

    // The outcome of the whole A/B, and the gate.
    const ModeSummary *eagerSummary = out.modeSummary(Eager);
    if (started == 0)
        out.outcome = cancelled > 0 ? QStringLiteral("cancelled") : QStringLiteral("failed_to_start");
    else if (withProbe == 0)
        out.outcome = QStringLiteral("probe_not_loaded");
    else if (eagerSummary && eagerSummary->succeeded == 0)
        out.outcome = QStringLiteral("eager_failed");
    else if (out.regions.isEmpty())
        out.outcome = QStringLiteral("nothing_to_compare");
    else
        out.outcome = QStringLiteral("compared");
    for (const RegionResult &region : out.regions)
        for (const ModeResult &m : region.modes) {
            const QString recompiling = QStringLiteral("it compiles again on %1 of its %2 calls after the warm-up, "
                                                       "and those calls' time (compiles included) is its time per call")
                                            .arg(m.recompilingCalls)
                                            .arg(m.callsAfterWarmup);
            if (m.verdict == QLatin1String("slower"))
                out.gateReasons.append(m.steadyIncludesRecompiles
                        ? QStringLiteral("%1: %2 is slower than eager: %3").arg(region.key, m.mode, recompiling)
                        : QStringLiteral("%1: %2 is slower than eager").arg(region.key, m.mode));
            else if (m.steadyIncludesRecompiles && m.verdict != QLatin1String("pays_off")
                && m.verdict != QLatin1String("not_equivalent"))
                // Recompiling on every call is no steady state to wait out, whatever the statistics say.
                out.gateReasons.append(
                    QStringLiteral("%1: %2 recompiles on every call: %3").arg(region.key, m.mode, recompiling));
            else if (m.verdict == QLatin1String("not_equivalent"))
                out.gateReasons.append(QStringLiteral("%1: %2 is not numerically equivalent").arg(region.key, m.mode));
        }
    if (eagerSummary && eagerSummary->succeeded > 0)
        for (const ModeSummary &s : out.modes)
            if (s.mode != Eager && s.available && s.runs > s.skipped && s.succeeded == 0)
                out.gateReasons.append(QStringLiteral("%1 failed in every process").arg(s.mode));
    out.gateTripped = !out.gateReasons.isEmpty();
    return out;
}

} // namespace cs::ab
