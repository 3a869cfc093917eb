#include "core/ab/abwhy.h"

#include "core/ab/abanalysis.h"
#include "core/ab/abjson.h"
#include "core/ab/abreport.h"
#include "core/ab/abwhyfacts.h"
#include "core/ab/abwhykernels.h"
#include "core/stats/descriptive.h"
#include "core/util/inerttext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace cs::ab {
namespace {

const QString Eager = QStringLiteral("eager");
constexpr double MemoryGrowth = 0.10; // a peak more than 10% above eager's is a cause

QString us(double v)
{
    return formatMs(v / 1000.0);
}

QString num(double v, int decimals = 1)
{
    return QString::number(v, 'f', decimals);
}

// The first line of a reason torch wrote (a graph-break explanation runs over many lines).
QString firstLine(const QString &s)
{
    const QString line = s.section(QLatin1Char('\n'), 0, 0).trimmed();
    return line.left(200);
}

bool usesCudaGraphs(const QString &mode)
{
    return mode == QLatin1String("reduce-overhead") || mode == QLatin1String("max-autotune");
}

// Calls after the warm-up (not profiled, not raised) of every process of the mode: their
// values, and the compiles among them.
// Steady calls without compiles: a region that recompiles on every call has none (its steady
// times are the recompiling calls', abanalysis.h).
bool hasSteady(const ModeResult &m)
{
    return m.steady.n > 0 && !m.steadyIncludesRecompiles;
}

struct AfterWarmup {
    std::vector<double> values, compileMs;
    int calls = 0, recompiling = 0;
    double extraMs = 0; // beyond the steady median, summed over the recompiling calls
    QStringList breaks; // graph-break reasons Dynamo counted for the region
    QList<WhyCause::Site> sites; // where in the user's code, each file and line once
    QStringList cudagraphSkips;
};

AfterWarmup afterWarmup(const AbRunSet &runs, const ModeResult &m, const QString &key)
{
    AfterWarmup a;
    const auto procs = processesOf(runs, m.mode, key);
    QSet<QString> breaks;
    for (qsizetype k = 0; k < procs.size(); ++k) {
        const ProbeRegion *reg = procs[k].second;
        // The calls analyse() measured (up to the process's first traced call), with its warm-up.
        const int n = measuredCalls(*procs[k].first->probe.main(), *reg);
        const int w = k < m.warmupCalls.size() && k < m.callsPerProcess.size() && m.callsPerProcess[k] == n
            ? m.warmupCalls[k]
            : n / 2;
        for (int i = w; i < n; ++i) {
            const ProbeCall &c = reg->calls[static_cast<size_t>(i)]; // never a traced one (measuredCalls)
            if (c.error || c.parity)
                continue;
            const double v = m.metric == Metric::Gpu && c.gpuMs ? *c.gpuMs : c.wallMs;
            a.values.push_back(v);
            ++a.calls;
            if (!c.compiles.isEmpty()) {
                ++a.recompiling;
                a.compileMs.push_back(c.compileMs);
                if (hasSteady(m))
                    a.extraMs += std::max(0.0, v - m.steady.median);
            }
        }
        const ProbeProcess *p = procs[k].first->probe.main();
        for (const CompileEvent &e : p->compiles)
            if (e.region == reg->id) {
                for (const auto &[reason, count] : e.graphBreaks)
                    if (!breaks.contains(firstLine(reason))) {
                        breaks.insert(firstLine(reason));
                        a.breaks.append(firstLine(reason));
                    }
                for (const CompileEvent::BreakSite &b : e.breakSites) {
                    WhyCause::Site site { InertText::line(b.file, 300), InertText::line(firstLine(b.reason), 200),
                        b.line };
                    const bool seen = std::any_of(a.sites.begin(), a.sites.end(),
                        [&](const WhyCause::Site &x) { return x.file == site.file && x.line == site.line; });
                    if (!seen && a.sites.size() < 20)
                        a.sites.append(site);
                }
            }
        for (const QString &s : reg->cudagraphSkips)
            if (!a.cudagraphSkips.contains(firstLine(s)))
                a.cudagraphSkips.append(firstLine(s));
    }
    return a;
}

QString reasonFor(const ModeResult &m, const AfterWarmup &a)
{
    if (m.verdict == QLatin1String("slower"))
        return QStringLiteral("slower");
    if (a.recompiling > 0)
        return QStringLiteral("recompiles");
    // Undecided: some pair of processes says the other way from the pooled calls (the verdict
    // gives no speedup), or too few processes are usable: the heading says so, not the interval.
    if (m.processesDisagreeOnly)
        return QStringLiteral("processes_disagree");
    if (m.verdict == QLatin1String("too_few_processes"))
        return QStringLiteral("too_few_processes");
    if (m.speedup && m.speedup->interval.valid && m.speedup->interval.contains(1.0))
        return QStringLiteral("interval_includes_1");
    if (m.processSpeedups.valid && m.processSpeedups.low <= 1.0 && m.processSpeedups.high >= 1.0)
        return QStringLiteral("processes_disagree");
    // Faster per call for sure (the speedup's interval above 1): nothing to explain per call,
    // even where the verdict is "no significant difference" because the processes disagree.
    const bool faster = m.speedup && m.speedup->interval.valid && m.speedup->interval.low > 1.0;
    if (!faster
        && m.verdict == QLatin1String("no_significant_difference")) // within --min-effect, or the processes disagree
        return QStringLiteral("no_significant_difference");
    const double made
        = m.callsPerProcess.isEmpty() ? 0 : *std::max_element(m.callsPerProcess.begin(), m.callsPerProcess.end());
    if (m.breakEvenCalls.valid && !m.breakEvenImmediate
        && (m.breakEvenCalls.estimate > made || std::isinf(m.breakEvenCalls.high)))
        return QStringLiteral("not_amortised");
    // Only a mode that pays off has nothing to explain; any other verdict (faster within
    // --min-effect, not equivalent, too few calls) is said as it is.
    return m.verdict == QLatin1String("pays_off") ? QString() : m.verdict;
}

WhyTraceFacts scaled(WhyTraceFacts f, double measuredMs)
{
    const double traced = f.callUs - f.compileUs;
    if (measuredMs <= 0 || traced <= 0)
        return f;
    f.scale = traced / (measuredMs * 1000.0);
    // The GPU's idle time after a sync lasts until the host launches again: host-paced, scaled.
    // The host's wait at a sync is paced by the GPU's work: kept as traced.
    for (double *v : { &f.callUs, &f.pythonUs, &f.guardsUs, &f.graphUs, &f.regionOutsideUs, &f.opsUs, &f.syncIdleUs })
        *v /= f.scale;
    f.callUs -= f.compileUs / f.scale;
    return f;
}

void addTimeCauses(WhyEntry &e, const ModeResult &m, const ModeResult &eager, const AfterWarmup &a)
{
    double meanCompile = 0;
    for (double v : a.compileMs)
        meanCompile += v / a.compileMs.size();
    const double measured = hasSteady(m) ? m.steady.median : std::max(0.0, e.modeMs - meanCompile);
    const WhyTraceFacts c = scaled(*e.modeTrace, measured);
    const WhyTraceFacts x = scaled(*e.eagerTrace, eager.steady.median);
    const bool broken = c.frames > 1;
    // Compile time inside the traced calls (a recompiling region) is not overhead: it is the
    // recompiles' cause, counted below from the probe's records.
    const double hostOutside = c.pythonUs + c.guardsUs + (broken ? 0 : c.regionOutsideUs);
    double overhead = 0, islands = broken ? c.regionOutsideUs : 0, kernels = 0;
    if (!c.gpu) {
        overhead = hostOutside - x.pythonUs;
        kernels = c.graphUs + c.opsUs - x.opsUs;
    } else {
        // Host time per call (the probe's wall time of the steady calls: a call returns once its
        // kernels are queued) against the device's busy time per call (the kernels in the trace).
        // Where the host takes longer the GPU idles between kernels, waiting for launches, and the
        // CUDA-event span of the call (the metric, c.callUs once scaled) follows the host.
        const double hostC = m.hostMedianMs > 0 ? m.hostMedianMs * 1000.0 : c.callUs;
        const double effE = std::max(x.callUs, x.deviceUs);
        if (hostC >= c.deviceUs) {
            const double hostPart = std::max(0.0, c.callUs - std::max(c.deviceUs, effE));
            islands = broken ? std::min(islands, hostPart) : 0;
            overhead = hostPart - islands;
            kernels = std::max(0.0, c.deviceUs - effE);
        } else {
            // The host's work hides behind the kernels, except where a host sync drained the GPU's
            // queue: it then idles until the host launches again (the eager code of a break and
            // the next frame's entry), beyond what eager's own syncs leave idle.
            overhead = 0;
            islands = broken
                ? std::clamp(c.syncIdleUs - x.syncIdleUs, 0.0, std::max(0.0, c.callUs - std::max(c.deviceUs, effE)))
                : 0;
            kernels = c.deviceUs - std::max(x.deviceUs, x.callUs);
        }
    }
    // A broken region runs several compiled frames per call, and each pays a compiled call's fixed
    // cost (guards, the wrapper, its launches) that one whole graph would pay once: of the
    // overhead measured, the extra frames' share is the breaks' cost, not the mode's.
    double extraFrames = 0;
    if (broken && overhead > 0) {
        extraFrames = overhead * (c.frames - 1) / c.frames;
        overhead -= extraFrames;
    }
    const QString outsideGraphs = us(hostOutside);
    if (overhead > 0) {
        WhyCause k;
        k.kind = QStringLiteral("overhead");
        k.explainsMs = overhead / 1000.0;
        if (c.gpu) {
            k.evidence = QT_TRANSLATE_NOOP("cs::ab::Why",
                "host time per call %1 (the call's wall time: Python, guards, launches) exceeds the GPU's busy time "
                "per call %2 (its kernels, from the trace): the GPU idles waiting for launches, and the CUDA-event "
                "time per call, %3, follows the host; %4 kernels and %5 launches per call, %6 of guard evaluation; "
                "eager: CUDA-event time %7, host time %8, GPU busy %9");
            k.evidenceArgs = { us(m.hostMedianMs > 0 ? m.hostMedianMs * 1000.0 : c.callUs), us(c.deviceUs),
                us(c.callUs), num(c.kernels), num(c.launches), us(c.guardsUs), us(std::max(x.callUs, x.deviceUs)),
                us(eager.hostMedianMs * 1000.0), us(x.deviceUs) };
            k.next = usesCudaGraphs(m.mode)
                ? QT_TRANSLATE_NOOP("cs::ab::Why",
                    "larger batches, or a larger compiled region (the whole step) so the fixed cost is paid once")
                : QT_TRANSLATE_NOOP("cs::ab::Why",
                    "try mode=\"reduce-overhead\" (CUDA graphs replay the launches), larger batches, or a larger "
                    "compiled region");
        } else {
            k.evidence = QT_TRANSLATE_NOOP("cs::ab::Why",
                "per call %1 outside the compiled graph (%2 guard evaluation, %3 Python and wrappers) against %4 "
                "inside it; eager spends %5 outside its operators and %6 in them");
            k.evidenceArgs = { outsideGraphs, us(c.guardsUs), us(hostOutside - c.guardsUs), us(c.graphUs),
                us(x.pythonUs), us(x.opsUs) };
            k.next = QT_TRANSLATE_NOOP("cs::ab::Why",
                "compile a larger region (the caller, the whole step) or give it larger inputs so the fixed cost of a "
                "compiled call is paid less often; a region this small may be faster left eager");
        }
        e.causes.append(k);
    }
    if (islands + extraFrames > 0) {
        WhyCause k;
        k.kind = QStringLiteral("graph_breaks");
        k.explainsMs = (islands + extraFrames) / 1000.0;
        if (extraFrames > 0) {
            k.evidence = QT_TRANSLATE_NOOP("cs::ab::Why",
                "%1 compiled frames run per call: %2 per call inside the region outside its compiled graphs (the "
                "eager code between them), and %3 of the overhead measured is the fixed cost of the frames the breaks "
                "add (%4 of them: guards, wrapper, launches, which one whole graph pays once); %5 in the graphs");
            k.evidenceArgs = { QString::number(c.frames), us(islands), us(extraFrames), QString::number(c.frames - 1),
                us(c.graphUs) };
        } else {
            k.evidence = QT_TRANSLATE_NOOP("cs::ab::Why",
                "%1 compiled frames run per call; %2 per call is spent inside the region outside its compiled graphs "
                "(the eager code between them and the extra frames' entry), against %3 in the graphs");
            k.evidenceArgs = { QString::number(c.frames), us(c.regionOutsideUs), us(c.graphUs) };
        }
        // Syncs eager does not make, or that leave the GPU idle clearly longer than eager's (by 5 µs
        // and 10% at least: not noise): the breaks'.
        const bool syncs = c.syncs > 0
            && (c.syncs > x.syncs + 0.5 || c.syncIdleUs > x.syncIdleUs + std::max(5.0, 0.1 * x.syncIdleUs));
        if (syncs) {
            // Measured at the breaks: how long the host waited for the GPU and how long the GPU then
            // had nothing to run, against eager's at the same syncs.
            k.evidenceMore = QT_TRANSLATE_NOOP("cs::ab::Why",
                "%1 host syncs per call (a tensor's value read on the host: .item(), a blocking copy): the host waited "
                "%2 for the GPU, which then idled %3 until the next launch; eager: %4 syncs, %5 idle after them");
            k.evidenceMoreArgs = { num(c.syncs), us(c.syncWaitUs), us(c.syncIdleUs), num(x.syncs), us(x.syncIdleUs) };
        }
        k.next = QT_TRANSLATE_NOOP("cs::ab::Why",
            "remove the graph break (TORCH_LOGS=graph_breaks or compilescope record shows where; fullgraph=True makes "
            "it an error)");
        // The sites first ("why_planted.py:47: Call to `torch._dynamo.graph_break()`"), then the
        // reasons no site was recorded for (a probe without sites, a break outside Dynamo's report).
        k.sites = a.sites;
        QSet<QString> sited;
        for (const WhyCause::Site &site : a.sites) {
            k.details.append(QStringLiteral("%1:%2: %3")
                                 .arg(QFileInfo(site.file).fileName(), QString::number(site.line),
                                     site.reason)); // one pass: untrusted
            sited.insert(site.reason);
        }
        for (const QString &reason : a.breaks)
            if (!sited.contains(InertText::line(reason, 200)))
                k.details.append(reason);
        if (!a.sites.isEmpty())
            k.next = QT_TRANSLATE_NOOP("cs::ab::Why",
                "remove the graph break at the sites listed (fullgraph=True makes it an error; TORCH_LOGS=graph_breaks "
                "shows the whole stack)");
        if (syncs)
            k.next = a.sites.isEmpty()
                ? QT_TRANSLATE_NOOP("cs::ab::Why",
                    "keep the value on the GPU: a Python branch on a tensor's value (.item(), bool(t), if t > x) "
                    "breaks the graph and makes the host wait for the GPU, where torch.where or torch.clamp keep one "
                    "graph and no sync (torch.cond for a branch; torch._dynamo.config.capture_scalar_outputs=True "
                    "removes an .item()'s break where nothing branches on it, but the host still waits for the value)")
                : QT_TRANSLATE_NOOP("cs::ab::Why",
                    "keep the value on the GPU at the sites listed: a Python branch on a tensor's value (.item(), "
                    "bool(t), if t > x) breaks the graph and makes the host wait for the GPU, where torch.where or "
                    "torch.clamp keep one graph and no sync (torch.cond for a branch; "
                    "torch._dynamo.config.capture_scalar_outputs=True removes an .item()'s break where nothing "
                    "branches on it, but the host still waits for the value)");
        e.causes.append(k);
    }
    // On a GPU the compiled kernels matched to eager's for the same operators: where they are
    // slower, they are named, and said even when the host sets the call's time now (they are the
    // floor of the call's time once its launches are cheap: reduce-overhead).
    // Traced calls that compiled hold the compile's own work among their operators and kernels
    // (tracing, lowering, autotuning benchmarks): none of it is the call's kernels. The recompile
    // cause (from the probe's records) is what those calls cost.
    const bool tracedCompiles = e.modeTrace->compileUs > 0;
    if (tracedCompiles) {
        kernels = 0;
        if (e.note.isEmpty())
            e.note = QStringLiteral("its traced calls compiled: their operators and kernels include the compile's "
                                    "own work (autotuning too), so none of it is counted as the call's kernels");
    }
    const QList<SlowerKernel> slower
        = c.gpu && !tracedCompiles ? slowerKernels(c.kernelGroups, x.kernelGroups) : QList<SlowerKernel>();
    QStringList unmatched; // kernels no operator and no name tie to eager's: said, not guessed
    if (c.gpu && !tracedCompiles)
        for (const WhyKernelGroup &g : unmatchedKernels(c.kernelGroups, x.kernelGroups).mid(0, 5))
            unmatched << unmatchedKernelText(g);
    double slowerUs = 0;
    for (const SlowerKernel &s : slower)
        slowerUs += s.compiled.us - s.eagerUs;
    if (kernels <= 0 && !slower.isEmpty() && slowerUs >= 0.05 * std::max(x.callUs, x.deviceUs)) {
        WhyCause k;
        k.kind = QStringLiteral("slower_kernels");
        k.inGap = false;
        k.evidence = QT_TRANSLATE_NOOP("cs::ab::Why",
            "device time per call %1 (%2 kernels) against eager's %3 (%4 kernels): the kernels below take %5 more "
            "than eager's for the same operators; no part of the gap now, but the call can get no faster than "
            "its device time");
        k.evidenceArgs = { us(c.deviceUs), num(c.kernels), us(x.deviceUs), num(x.kernels), us(slowerUs) };
        k.next = QT_TRANSLATE_NOOP("cs::ab::Why",
            "compare the kernels (compilescope record, then the Kernels view); try mode=\"max-autotune\"");
        for (const SlowerKernel &s : slower.mid(0, 5))
            k.details << slowerKernelText(s);
        k.details << unmatched;
        e.causes.append(k);
    }
    if (kernels > 0) {
        WhyCause k;
        k.kind = QStringLiteral("slower_kernels");
        k.explainsMs = kernels / 1000.0;
        if (c.gpu) {
            k.evidence = QT_TRANSLATE_NOOP(
                "cs::ab::Why", "device time per call %1 (%2 kernels) against eager's %3 (%4 kernels)");
            k.evidenceArgs = { us(c.deviceUs), num(c.kernels), us(x.deviceUs), num(x.kernels) };
            for (const SlowerKernel &s : slower.mid(0, 5))
                k.details << slowerKernelText(s);
            k.details << unmatched;
        } else {
            k.evidence = QT_TRANSLATE_NOOP("cs::ab::Why",
                "per call %1 in the compiled graphs and eager operators outside them, against %2 in eager's operators");
            k.evidenceArgs = { us(c.graphUs + c.opsUs), us(x.opsUs) };
        }
        k.next = QT_TRANSLATE_NOOP("cs::ab::Why",
            "compare the kernels (compilescope record, then the Kernels view); try mode=\"max-autotune\"");
        e.causes.append(k);
    }
}

} // namespace

WhyReport explainWhy(const AbResult &result)
{
    WhyReport out;
    const AbRunSet &runs = result.runs;
    out.traced = runs.settings.whyCalls > 0;
    if (out.traced)
        out.cost = whyTraceCost(runs);
    const ModeSummary *eagerSummary = result.modeSummary(Eager);
    for (const ModeSummary &s : result.modes)
        if (s.available && s.failed > 0 && s.succeeded == 0) // failed, not skipped as unavailable
            out.notMeasured << s.mode;
    for (const RegionResult &region : result.regions) {
        const ModeResult *eager = region.mode(Eager);
        if (!eager || !eager->measured() || eager->steady.n == 0)
            continue;
        std::optional<WhyTraceFacts> eagerTrace;
        QString eagerFailure;
        bool eagerRead = false;
        for (const ModeResult &m : region.modes) {
            if (m.mode == Eager || !m.measured())
                continue;
            ++out.compared;
            const AfterWarmup a = afterWarmup(runs, m, region.key);
            const QString reason = reasonFor(m, a);
            if (reason.isEmpty()) { // faster and earned back: said, with nothing to explain
                WhyEntry e;
                e.region = region.key;
                e.mode = m.mode;
                e.reason = QStringLiteral("pays_off");
                e.eagerMs = eager->steady.median;
                e.modeMs = m.steady.median;
                e.gapMs = e.modeMs - e.eagerMs;
                out.entries.append(e);
                continue;
            }
            if (!eagerRead) {
                eagerTrace = readFacts(runs, Eager, region.key, out.problems, eagerFailure);
                eagerRead = true;
            }
            WhyEntry e;
            e.region = region.key;
            e.mode = m.mode;
            e.reason = reason;
            e.eagerMs = eager->steady.median;
            e.modeMs = hasSteady(m) ? m.steady.median : (a.values.empty() ? 0 : stats::median(a.values));
            const double recompilePerCall = a.calls > 0 ? a.extraMs / a.calls : 0;
            e.gapMs = e.modeMs - e.eagerMs + recompilePerCall;
            e.eagerTrace = eagerTrace;
            QString modeFailure;
            e.modeTrace = readFacts(runs, m.mode, region.key, out.problems, modeFailure);
            const QString failure = e.modeTrace ? eagerFailure : modeFailure;
            if (e.modeTrace && e.eagerTrace)
                addTimeCauses(e, m, *eager, a);
            else if (runs.settings.whyCalls <= 0)
                e.note = QStringLiteral("the A/B ran without --why: no traces, causes from the probe's records only");
            else if (!failure.isEmpty()) // the trace is there but does not read: say so, not a guess
                e.note
                    = QStringLiteral("the trace of this region in %1 could not be read (%2): causes from the probe's "
                                     "records only")
                          .arg(e.modeTrace ? Eager : m.mode, failure);
            else
                e.note
                    = QStringLiteral("no trace of this region in %1 (the region made too few calls after the warm-up, "
                                     "or the profiler could not start): causes from the probe's records only")
                          .arg(e.modeTrace ? Eager : m.mode);
            if (a.recompiling > 0) {
                WhyCause k;
                k.kind = QStringLiteral("recompiles");
                double compile = 0;
                for (double v : a.compileMs)
                    compile += v;
                const double meanCompile = a.compileMs.empty() ? 0 : compile / a.compileMs.size();
                k.evidenceArgs = { QString::number(a.recompiling), QString::number(a.calls),
                    QString::number(m.recompileIds.size()), formatMs(meanCompile) };
                if (hasSteady(m)) {
                    k.explainsMs = recompilePerCall;
                    k.evidence = QT_TRANSLATE_NOOP("cs::ab::Why",
                        "%1 of %2 calls after the warm-up compiled again (%3 compile ids after the first), %4 in "
                        "compile callbacks each");
                } else {
                    // No steady call at all: every call after the warm-up compiled again, so the
                    // mode's time per call is a compiling call's. Said so, with the count; what
                    // the compiles cost per call is not capped at the gap (more than the gap is
                    // said as such).
                    k.everyCall = true;
                    k.explainsMs = meanCompile * a.recompiling / std::max(1, a.calls);
                    k.evidence = QT_TRANSLATE_NOOP("cs::ab::Why",
                        "every call after the warm-up compiled again (%1 of %2; %3 compile ids after the first), %4 in "
                        "compile callbacks each: there is no steady call, the mode's time is a compiling call's");
                }
                k.next = QT_TRANSLATE_NOOP("cs::ab::Why",
                    "make the guards hold: pass changing Python values (strings, numbers) outside the region, mark "
                    "changing sizes dynamic (torch._dynamo.mark_dynamic, dynamic=True); TORCH_LOGS=recompiles names "
                    "the guard that failed");
                e.causes.append(k);
            }
            if (usesCudaGraphs(m.mode) && !a.cudagraphSkips.isEmpty()) {
                WhyCause k;
                k.kind = QStringLiteral("cudagraphs_skipped");
                // The launches CUDA graphs would have replayed: the overhead found above.
                for (WhyCause &o : e.causes)
                    if (o.kind == QLatin1String("overhead")) {
                        k.explainsMs = o.explainsMs;
                        o.explainsMs = 0;
                    }
                k.evidence = QT_TRANSLATE_NOOP("cs::ab::Why",
                    "Inductor skipped CUDA graphs for this region (%1 reason(s)), so every call launches its kernels");
                k.evidenceArgs = { QString::number(a.cudagraphSkips.size()) };
                k.next = QT_TRANSLATE_NOOP("cs::ab::Why",
                    "remove what the reason names (CPU tensors, mutated inputs, dynamic shapes, ...), then CUDA graphs "
                    "replay the call");
                k.details = a.cudagraphSkips;
                e.causes.append(k);
            }
            const double made = m.callsPerProcess.isEmpty()
                ? 0
                : *std::max_element(m.callsPerProcess.begin(), m.callsPerProcess.end());
            if (m.breakEvenCalls.valid && !m.breakEvenImmediate && made > 0
                && (m.breakEvenCalls.estimate > made || std::isinf(m.breakEvenCalls.high))) {
                WhyCause k;
                k.kind = QStringLiteral("not_amortised");
                // Paid once, not per steady call: no part of the per-call gap. Said as what it is,
                // the compile spread over the calls the run made, and the break-even call count.
                k.inGap = false;
                const double excess = std::max(0.0, m.warmupExcessMs - eager->warmupExcessMs);
                k.spreadMs = excess / made;
                k.evidence = QT_TRANSLATE_NOOP("cs::ab::Why",
                    "compile and warm-up cost %1 beyond eager's, paid once: %2 per call spread over the %3 calls the "
                    "run made; break-even after %4 calls");
                k.evidenceArgs = { formatMs(excess), formatMs(k.spreadMs), formatCalls(made),
                    std::isinf(m.breakEvenCalls.estimate) ? QStringLiteral("∞")
                                                          : formatCalls(m.breakEvenCalls.estimate) };
                k.next = QT_TRANSLATE_NOOP("cs::ab::Why",
                    "run longer, or keep the compiled artefacts between runs (a shared Inductor cache, "
                    "torch.compiler.save_cache_artifacts); for short runs leave this region eager");
                e.causes.append(k);
            }
            const ModeSummary *ms = result.modeSummary(m.mode);
            if (ms && eagerSummary) {
                const bool gpu = ms->peakGpuAllocated && eagerSummary->peakGpuAllocated;
                const auto peak = gpu ? ms->peakGpuAllocated : ms->peakRss;
                const auto base = gpu ? eagerSummary->peakGpuAllocated : eagerSummary->peakRss;
                if (peak && base && *base > 0 && *peak > *base * (1 + MemoryGrowth)) {
                    WhyCause k;
                    k.kind = QStringLiteral("memory");
                    k.inGap = false;
                    k.evidence = gpu ? QT_TRANSLATE_NOOP("cs::ab::Why", "peak GPU memory %1 against eager's %2 (+%3%)")
                                     : QT_TRANSLATE_NOOP("cs::ab::Why", "peak RSS %1 against eager's %2 (+%3%)");
                    k.evidenceArgs = { formatBytes(*peak), formatBytes(*base),
                        QString::number(std::lround(100.0 * (*peak - *base) / *base)) };
                    k.next = QT_TRANSLATE_NOOP("cs::ab::Why",
                        "memory, not time: compiled code keeps its own buffers and code caches (on a GPU also CUDA "
                        "graph pools and autotuning workspaces); mode=\"default\" or smaller batches if it matters");
                    e.causes.append(k);
                }
            }
            // Most of the gap first; then what is no part of it: the compile never earned back
            // (first when it is why the entry is here), kernels slower than eager's, peak memory last.
            auto rank = [&](const WhyCause &k) {
                if (k.inGap)
                    return 1;
                if (k.kind == QLatin1String("not_amortised"))
                    return e.reason == QLatin1String("not_amortised") ? 0 : 2;
                return k.kind == QLatin1String("slower_kernels") ? 2 : 3;
            };
            std::stable_sort(e.causes.begin(), e.causes.end(), [&](const WhyCause &x, const WhyCause &y) {
                if (rank(x) != rank(y))
                    return rank(x) < rank(y);
                return x.explainsMs > y.explainsMs;
            });
            double explained = 0;
            for (WhyCause &k : e.causes) {
                explained += k.explainsMs;
                // Not capped: a cause that costs more than the whole gap says so (whyExplainsText).
                k.share = k.inGap && e.gapMs > 0 ? std::max(0.0, k.explainsMs / e.gapMs) : 0;
            }
            e.unexplainedMs = e.gapMs - explained;
            out.entries.append(std::move(e));
        }
    }
    return out;
}

} // namespace cs::ab
