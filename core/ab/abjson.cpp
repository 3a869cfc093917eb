#include "core/ab/abjson.h"

#include "core/ab/abreport.h"
#include "core/run/cpuset.h"
#include "core/util/jsonvalue.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace cs::ab {
namespace {

QJsonValue num(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

QJsonValue num(std::optional<double> v)
{
    return v ? num(*v) : QJsonValue(QJsonValue::Null);
}

QJsonValue bytes(std::optional<qint64> v)
{
    return v ? QJsonValue(static_cast<double>(*v)) : QJsonValue(QJsonValue::Null);
}

QJsonValue change(std::optional<qint64> v, std::optional<qint64> base)
{
    return v && base ? QJsonValue(static_cast<double>(*v - *base)) : QJsonValue(QJsonValue::Null);
}

QJsonValue range(const Range &r)
{
    if (!r.valid)
        return QJsonValue::Null;
    return QJsonObject { { QStringLiteral("estimate"), num(r.estimate) }, { QStringLiteral("low"), num(r.low) },
        { QStringLiteral("high"), num(r.high) } };
}

QJsonArray ints(const QList<int> &v)
{
    QJsonArray a;
    for (int x : v)
        a.append(x);
    return a;
}

QJsonArray notesJson(const QList<StderrNote> &notes)
{
    QJsonArray a;
    for (const StderrNote &n : notes)
        a.append(QJsonObject { { QStringLiteral("kind"), n.kind }, { QStringLiteral("first_line"), n.firstLine },
            { QStringLiteral("count"), static_cast<double>(n.count) }, { QStringLiteral("processes"), n.processes } });
    return a;
}

QJsonArray doubles(const QList<double> &v)
{
    QJsonArray a;
    for (double x : v)
        a.append(num(x));
    return a;
}

QJsonObject modeJson(const ModeResult &m, bool withSeries)
{
    QJsonObject o { { QStringLiteral("mode"), m.mode }, { QStringLiteral("status"), m.status },
        { QStringLiteral("verdict"), m.verdict }, { QStringLiteral("verdict_text"), verdictText(m, false) } };
    if (!m.failure.isEmpty())
        o[QStringLiteral("failure")] = m.failure;
    if (!m.measured())
        return o;
    o[QStringLiteral("metric")] = m.metric == Metric::Gpu ? QStringLiteral("gpu") : QStringLiteral("wall");
    o[QStringLiteral("processes")] = m.processes;
    o[QStringLiteral("processes_run")] = m.processesRun;
    o[QStringLiteral("host_median_ms")] = num(m.hostMedianMs);
    o[QStringLiteral("calls_after_warmup")] = m.callsAfterWarmup;
    o[QStringLiteral("recompiling_calls")] = m.recompilingCalls;
    o[QStringLiteral("steady_includes_recompiles")] = m.steadyIncludesRecompiles;
    o[QStringLiteral("calls_per_process")] = ints(m.callsPerProcess);
    o[QStringLiteral("warmup_calls")] = ints(m.warmupCalls);
    o[QStringLiteral("warmup_detected")] = !m.warmupFixed;
    o[QStringLiteral("settled")] = m.settled;
    o[QStringLiteral("first_call_ms")] = num(m.firstCallMs);
    o[QStringLiteral("warmup_ms")] = num(m.warmupMs);
    o[QStringLiteral("warmup_excess_ms")] = num(m.warmupExcessMs);
    o[QStringLiteral("compile_ms")] = num(m.compileMs);
    o[QStringLiteral("time_to_steady_s")] = num(m.timeToSteadyS);
    o[QStringLiteral("steady")]
        = QJsonObject { { QStringLiteral("n"), m.steady.n }, { QStringLiteral("median_ms"), num(m.steady.median) },
              { QStringLiteral("ci_low_ms"), m.medianCi.valid ? num(m.medianCi.low) : QJsonValue(QJsonValue::Null) },
              { QStringLiteral("ci_high_ms"), m.medianCi.valid ? num(m.medianCi.high) : QJsonValue(QJsonValue::Null) },
              { QStringLiteral("ci_coverage"), num(m.medianCi.coverage) },
              { QStringLiteral("iqr_ms"), num(m.steady.iqr) }, { QStringLiteral("min_ms"), num(m.steady.min) },
              { QStringLiteral("max_ms"), num(m.steady.max) }, { QStringLiteral("noisy"), m.steady.noisy() },
              { QStringLiteral("process_medians_ms"), doubles(m.processMedians) },
              { QStringLiteral("process_spread"), num(m.processSpread) },
              { QStringLiteral("within_process_spread"), num(m.withinSpread) } };
    o[QStringLiteral("noise")] = orNull(noiseNote(m, false));
    if (m.speedup && m.speedup->estimate > 0)
        o[QStringLiteral("speedup")] = QJsonObject { { QStringLiteral("estimate"), num(m.speedup->estimate) },
            { QStringLiteral("low"),
                m.speedup->interval.valid ? num(m.speedup->interval.low) : QJsonValue(QJsonValue::Null) },
            { QStringLiteral("high"),
                m.speedup->interval.valid ? num(m.speedup->interval.high) : QJsonValue(QJsonValue::Null) } };
    else
        o[QStringLiteral("speedup")] = QJsonValue::Null;
    if (m.vsEager) {
        const stats::Comparison &c = *m.vsEager;
        // Undecided: the pooled calls' p-values answer nothing the process pairs do not (withheld, said why).
        const QString withheld = m.processesDisagreeOnly      ? QStringLiteral("processes_disagree")
            : m.verdict == QLatin1String("too_few_processes") ? m.verdict
                                                              : QString();
        const bool p = withheld.isEmpty();
        const bool boot = p && m.byProcess && m.byProcess->valid;
        o[QStringLiteral("comparison")] = QJsonObject { { QStringLiteral("verdict"),
                                                            QLatin1String(stats::verdictName(m.processVerdict)) },
            { QStringLiteral("unit"), QStringLiteral("process") },
            { QStringLiteral("p"), boot ? num(m.byProcess->pValue) : QJsonValue(QJsonValue::Null) },
            { QStringLiteral("p_bootstrap"), boot ? num(m.byProcess->bootstrapP) : QJsonValue(QJsonValue::Null) },
            { QStringLiteral("p_permutation"), boot ? num(m.byProcess->permutationP) : QJsonValue(QJsonValue::Null) },
            { QStringLiteral("resamples"), m.byProcess ? m.byProcess->resamples : 0 },
            { QStringLiteral("calls_verdict"), QLatin1String(stats::verdictName(c.verdict)) },
            { QStringLiteral("p_mann_whitney"),
                p && c.mannWhitney.valid ? num(c.mannWhitney.pValue) : QJsonValue(QJsonValue::Null) },
            { QStringLiteral("p_welch"), p && c.welch.valid ? num(c.welch.pValue) : QJsonValue(QJsonValue::Null) },
            { QStringLiteral("p_withheld"), p ? QJsonValue(QJsonValue::Null) : QJsonValue(withheld) },
            { QStringLiteral("processes_agree"), m.processesAgree },
            { QStringLiteral("process_speedups"), range(m.processSpeedups) },
            { QStringLiteral("saving_ms"), range(m.savingMs) } };
    }
    o[QStringLiteral("break_even_calls")] = range(m.breakEvenCalls);
    o[QStringLiteral("recompiles")] = m.recompiles;
    o[QStringLiteral("compile_ids")] = QJsonArray::fromStringList(m.compileIds);
    o[QStringLiteral("recompile_ids")] = QJsonArray::fromStringList(m.recompileIds);
    if (!m.recordedRun.isEmpty()) {
        o[QStringLiteral("recorded_run")] = m.recordedRun;
        o[QStringLiteral("recorded_compile_ids")] = QJsonArray::fromStringList(m.recordedCompileIds);
    }
    if (m.mode != QLatin1String("eager") && (m.parityChecked + m.paritySkipped) > 0)
        o[QStringLiteral("parity")] = QJsonObject { { QStringLiteral("checked"), m.parityChecked },
            { QStringLiteral("failed"), m.parityFailed }, { QStringLiteral("skipped"), m.paritySkipped },
            { QStringLiteral("ok"), m.parityChecked > 0 && m.parityFailed == 0 },
            { QStringLiteral("max_abs"), num(m.parityMaxAbs) }, { QStringLiteral("max_rel"), num(m.parityMaxRel) },
            { QStringLiteral("worst_output"), m.parityWorstOutput },
            { QStringLiteral("skip_reason"), m.paritySkipReason },
            { QStringLiteral("inputs_compared"), m.parityInputs }, { QStringLiteral("random"), m.parityRandom } };
    else
        o[QStringLiteral("parity")] = QJsonValue::Null;
    if (withSeries) {
        QJsonArray series;
        for (const auto &s : m.series) {
            QJsonArray a;
            for (double x : s)
                a.append(num(x));
            series.append(a);
        }
        o[QStringLiteral("series_ms")] = series;
    }
    return o;
}

} // namespace

QByteArray abJson(const AbResult &r, bool withSeries)
{
    const AbRunSet &rs = r.runs;
    QJsonArray runs;
    for (const AbProcessRun &p : rs.runs) {
        const ProbeProcess *main = p.probe.main();
        runs.append(QJsonObject { { QStringLiteral("mode"), p.mode }, { QStringLiteral("index"), p.index },
            { QStringLiteral("order"), p.order },
            { QStringLiteral("role"), p.record ? QStringLiteral("record") : QStringLiteral("measure") },
            { QStringLiteral("dir"), p.dir }, { QStringLiteral("status"), p.status },
            { QStringLiteral("exit_code"),
                p.status == QLatin1String("exited") ? QJsonValue(p.exitCode) : QJsonValue(QJsonValue::Null) },
            { QStringLiteral("signal"), p.signal ? QJsonValue(p.signal) : QJsonValue(QJsonValue::Null) },
            { QStringLiteral("elapsed_s"), p.elapsedS }, { QStringLiteral("description"), p.description },
            { QStringLiteral("skip_reason"), p.skipReason }, { QStringLiteral("stderr_tail"), p.stderrTail },
            { QStringLiteral("python_processes"), static_cast<int>(p.probe.processes.size()) },
            { QStringLiteral("probe_loaded"), main != nullptr }, { QStringLiteral("cpus"), run::cpuListText(p.cpus) },
            { QStringLiteral("load_before"), p.loadBefore >= 0 ? QJsonValue(p.loadBefore) : QJsonValue() },
            { QStringLiteral("load_after"), p.loadAfter >= 0 ? QJsonValue(p.loadAfter) : QJsonValue() },
            { QStringLiteral("cpu_mhz_before"), p.mhzBefore > 0 ? QJsonValue(p.mhzBefore) : QJsonValue() },
            { QStringLiteral("cpu_mhz_after"), p.mhzAfter > 0 ? QJsonValue(p.mhzAfter) : QJsonValue() },
            { QStringLiteral("governor"), p.governor } });
    }
    const ModeSummary *eager = r.modeSummary(QStringLiteral("eager"));
    QJsonArray modes;
    for (const ModeSummary &m : r.modes) {
        QJsonObject mode { { QStringLiteral("mode"), m.mode }, { QStringLiteral("available"), m.available },
            { QStringLiteral("reason"), m.reason }, { QStringLiteral("runs"), m.runs },
            { QStringLiteral("succeeded"), m.succeeded }, { QStringLiteral("failed"), m.failed },
            { QStringLiteral("skipped"), m.skipped },
            { QStringLiteral("failures"), QJsonArray::fromStringList(m.failures) },
            { QStringLiteral("stderr_tail"), m.stderrTail }, { QStringLiteral("peak_rss_bytes"), bytes(m.peakRss) },
            { QStringLiteral("peak_gpu_allocated_bytes"), bytes(m.peakGpuAllocated) },
            { QStringLiteral("peak_gpu_reserved_bytes"), bytes(m.peakGpuReserved) },
            { QStringLiteral("rss_change_bytes"), change(m.peakRss, eager ? eager->peakRss : std::nullopt) },
            { QStringLiteral("gpu_allocated_change_bytes"),
                change(m.peakGpuAllocated, eager ? eager->peakGpuAllocated : std::nullopt) },
            { QStringLiteral("gpu_reserved_change_bytes"),
                change(m.peakGpuReserved, eager ? eager->peakGpuReserved : std::nullopt) },
            { QStringLiteral("parity_gpu_allocated_bytes"), bytes(m.peakGpuParity) },
            { QStringLiteral("rss_includes_parity"), m.parityRan }, { QStringLiteral("notes"), notesJson(m.notes) },
            { QStringLiteral("notes_dropped"), static_cast<double>(m.notesDropped) },
            { QStringLiteral("notes_truncated"), QJsonArray::fromStringList(m.notesTruncated) },
            { QStringLiteral("probe_gaps"), m.probeGaps } };
        modes.append(mode);
    }
    QJsonArray gaps;
    for (const ProbeGap &g : r.probeGaps)
        gaps.append(QJsonObject { { QStringLiteral("mode"), g.mode }, { QStringLiteral("index"), g.index },
            { QStringLiteral("file"), g.file }, { QStringLiteral("what"), g.what }, { QStringLiteral("used"), g.used },
            { QStringLiteral("text"), probeGapText(g, false) } });
    QJsonArray regions;
    for (const RegionResult &g : r.regions) {
        QJsonArray results;
        for (const ModeResult &m : g.modes)
            results.append(modeJson(m, withSeries));
        regions.append(QJsonObject { { QStringLiteral("key"), g.key }, { QStringLiteral("name"), g.name },
            { QStringLiteral("kind"), g.kind }, { QStringLiteral("file"), g.file }, { QStringLiteral("line"), g.line },
            { QStringLiteral("site_file"), g.siteFile }, { QStringLiteral("site_line"), g.siteLine },
            { QStringLiteral("backend"), g.backend }, { QStringLiteral("note"), g.note },
            { QStringLiteral("results"), results } });
    }
    const StackSummary &st = r.stack;
    const run::MachineInfo &mc = rs.machine;
    const AbSettings &set = rs.settings;
    const QJsonObject o { { QStringLiteral("schema"), QStringLiteral("compilescope.ab/1") },
        { QStringLiteral("tool_version"), rs.toolVersion },
        { QStringLiteral("command"), QJsonArray::fromStringList(rs.command) },
        { QStringLiteral("working_dir"), rs.workingDir }, { QStringLiteral("out_dir"), rs.outDir },
        { QStringLiteral("start"), rs.start.toUTC().toString(Qt::ISODateWithMs) },
        { QStringLiteral("end"), rs.end.toUTC().toString(Qt::ISODateWithMs) },
        { QStringLiteral("settings"),
            QJsonObject { { QStringLiteral("modes"), QJsonArray::fromStringList(set.modes) },
                { QStringLiteral("processes"), set.processes },
                { QStringLiteral("warmup"), set.warmup >= 0 ? QJsonValue(set.warmup) : QJsonValue(QJsonValue::Null) },
                { QStringLiteral("parity_calls"), set.parityCalls }, { QStringLiteral("cache"), set.cache },
                { QStringLiteral("timeout_s"),
                    set.timeoutS > 0 ? QJsonValue(set.timeoutS) : QJsonValue(QJsonValue::Null) },
                { QStringLiteral("min_effect"), set.minEffect }, { QStringLiteral("record"), set.record },
                { QStringLiteral("cpus"), run::cpuListText(set.cpus) } } },
        { QStringLiteral("conditions"), orNull(conditionsText(r, false)) },
        { QStringLiteral("stack"),
            QJsonObject { { QStringLiteral("python"), st.python }, { QStringLiteral("torch"), st.torch },
                { QStringLiteral("torch_git"), st.torchGit }, { QStringLiteral("cuda"), st.cuda },
                { QStringLiteral("hip"), st.hip }, { QStringLiteral("triton"), st.triton },
                { QStringLiteral("gpus"), QJsonArray::fromStringList(st.gpus) },
                { QStringLiteral("modes_known"), QJsonArray::fromStringList(st.knownModes) } } },
        { QStringLiteral("machine"),
            QJsonObject { { QStringLiteral("hostname"), mc.hostname }, { QStringLiteral("os"), mc.os },
                { QStringLiteral("kernel"), mc.kernel }, { QStringLiteral("arch"), mc.arch },
                { QStringLiteral("cpu"), mc.cpuModel }, { QStringLiteral("logical_cores"), mc.logicalCores },
                { QStringLiteral("memory_bytes"), static_cast<double>(mc.memoryBytes) },
                { QStringLiteral("driver"), mc.driver } } },
        { QStringLiteral("outcome"), r.outcome }, { QStringLiteral("message"), outcomeText(r, false) },
        { QStringLiteral("runs"), runs }, { QStringLiteral("modes"), modes }, { QStringLiteral("regions"), regions },
        { QStringLiteral("gate"),
            QJsonObject { { QStringLiteral("tripped"), r.gateTripped },
                { QStringLiteral("reasons"), QJsonArray::fromStringList(r.gateReasons) } } },
        { QStringLiteral("problems"), QJsonArray::fromStringList(r.problems) },
        { QStringLiteral("probe_gaps"), gaps } };
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

} // namespace cs::ab
