#include "core/ab/abreport.h"

#include "core/ab/stderrnotes.h"
#include "core/run/cpuset.h"
#include "core/util/countedtext.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace cs::ab {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::ab::Report)
};

QString say(bool translated, const char *source)
{
    return translated ? Tr::tr(source) : QString::fromUtf8(source);
}

QString ratio(double v)
{
    // Two significant digits below 0.01 (a region recompiling on every call: 0.000098×, not 0.00×).
    if (v > 0 && v < 0.01)
        return QStringLiteral("%1×").arg(v, 0, 'f', static_cast<int>(std::ceil(-std::log10(v))) + 1);
    return QStringLiteral("%1×").arg(v, 0, 'f', v < 10 ? 2 : 1);
}

// Rows of cells as a text table: every column but the last as wide as its widest cell, two
// spaces apart (a long cell widens its column, never runs into the next one).
QString table(const QList<QStringList> &rows)
{
    QList<qsizetype> width;
    for (const QStringList &row : rows)
        for (qsizetype c = 0; c + 1 < row.size(); ++c) {
            if (width.size() <= c)
                width.append(0);
            width[c] = std::max(width[c], row[c].size());
        }
    QString out;
    for (const QStringList &row : rows) {
        out += QStringLiteral("  ");
        for (qsizetype c = 0; c < row.size(); ++c)
            out += c + 1 < row.size() ? row[c].leftJustified(width[c] + 2, QLatin1Char(' ')) : row[c];
        out += QLatin1Char('\n');
    }
    return out;
}

QString metricName(Metric m, bool translated)
{
    return m == Metric::Gpu ? say(translated,
               QT_TRANSLATE_NOOP("cs::ab::Report",
                   "CUDA-event time per call (the call's span on its stream, idle gaps included: not the GPU's busy "
                   "time)"))
                            : say(translated, QT_TRANSLATE_NOOP("cs::ab::Report", "wall time per call"));
}

// A verdict resting on fewer processes than ran (a probe file missing, empty or cut short).
QString fewer(const ModeResult &m, bool translated)
{
    if (m.processesRun <= m.processes)
        return {};
    return say(translated, QT_TRANSLATE_NOOP("cs::ab::Report", " — rests on %1 of %2 processes"))
        .arg(m.processes)
        .arg(m.processesRun);
}

} // namespace

QString probeGapText(const ProbeGap &g, bool t)
{
    return say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "%1 process %2: %3 is %4"))
               .arg(g.mode, QString::number(g.index + 1), g.file, g.what) // at once: no text is read twice
        + (g.used ? QString() : say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "; this process is not counted")));
}

QString steadyCell(const ModeResult &m)
{
    if (!m.measured() || m.steady.n == 0)
        return QStringLiteral("—");
    QString s = formatMs(m.steady.median);
    if (m.medianCi.valid)
        s += QStringLiteral(" [%1, %2]").arg(formatMs(m.medianCi.low), formatMs(m.medianCi.high));
    return s + QStringLiteral(" n=%1").arg(m.steady.n);
}

QString speedupCell(const ModeResult &m)
{
    if (!m.speedup || m.speedup->estimate <= 0)
        return QStringLiteral("—");
    if (m.processesDisagreeOnly && m.processSpeedups.valid) // no speedup to give: the processes' spread
        return QStringLiteral("%1–%2 ?").arg(ratio(m.processSpeedups.low), ratio(m.processSpeedups.high));
    QString s = ratio(m.speedup->estimate);
    // Below 0.01× (a region recompiling on every call) the interval adds digits, not news: the
    // JSON keeps it.
    if (m.speedup->interval.valid && m.speedup->estimate >= 0.01)
        s += QStringLiteral(" [%1, %2]").arg(ratio(m.speedup->interval.low), ratio(m.speedup->interval.high));
    return s;
}

QString warmupCell(const ModeResult &m, bool translated)
{
    if (!m.measured())
        return QStringLiteral("—");
    QList<int> w = m.warmupCalls;
    std::sort(w.begin(), w.end());
    const int calls = w.isEmpty() ? 0 : w[w.size() / 2];
    return say(translated, QT_TRANSLATE_NOOP("cs::ab::Report", "%1 calls, %2")).arg(calls).arg(formatMs(m.warmupMs));
}

QString breakEvenCell(const ModeResult &m)
{
    if (!m.breakEvenCalls.valid)
        return QStringLiteral("—");
    if (m.breakEvenImmediate)
        return QStringLiteral("0");
    auto bound = [](double v) {
        const QString s = formatCalls(v);
        return s.startsWith(QLatin1Char('~')) ? s.mid(1) : s;
    };
    return formatCalls(m.breakEvenCalls.estimate)
        + QStringLiteral(" [%1, %2]").arg(bound(m.breakEvenCalls.low), bound(m.breakEvenCalls.high));
}

QString parityCell(const ModeResult &m, bool translated)
{
    if (m.mode == QLatin1String("eager"))
        return say(translated, QT_TRANSLATE_NOOP("cs::ab::Report", "reference"));
    if (m.parityChecked == 0 && m.paritySkipped == 0)
        return QStringLiteral("—");
    if (m.parityFailed > 0)
        return say(translated, QT_TRANSLATE_NOOP("cs::ab::Report", "FAILED %1/%2"))
            .arg(m.parityFailed)
            .arg(m.parityChecked);
    if (m.parityChecked == 0)
        return say(translated, QT_TRANSLATE_NOOP("cs::ab::Report", "skipped"));
    QString s = say(translated, QT_TRANSLATE_NOOP("cs::ab::Report", "ok (%1)")).arg(m.parityChecked);
    if (m.parityMaxAbs && *m.parityMaxAbs > 0)
        s += QStringLiteral(" ≤%1").arg(*m.parityMaxAbs, 0, 'g', 2);
    return s;
}

QString memoryCell(std::optional<qint64> v, std::optional<qint64> base)
{
    if (!v)
        return QStringLiteral("—");
    QString s = formatBytes(*v);
    if (base && *base > 0 && v != base)
        s += QStringLiteral(" (%1%2%)")
                 .arg(*v >= *base ? QStringLiteral("+") : QString())
                 .arg(100.0 * (*v - *base) / *base, 0, 'f', 1);
    return s;
}

QString pCell(const ModeResult &m)
{
    // Undecided (the processes disagree, or too few of them): a p-value of pooled calls would
    // read as an answer the process pairs do not give.
    if (m.processesDisagreeOnly || m.verdict == QLatin1String("too_few_processes"))
        return QStringLiteral("n/a");
    if (!m.byProcess || !m.byProcess->valid)
        return QStringLiteral("—");
    // A bootstrap's p is no finer than one resample in its count.
    if (m.byProcess->pValue <= 1.0 / m.byProcess->resamples)
        return QStringLiteral("< 0.001");
    return stats::formatPValue(m.byProcess->pValue);
}

QString noiseNote(const ModeResult &m, bool translated)
{
    if (!m.measured() || m.processMedians.size() < 2 || m.processSpread <= NoisyProcessSpread)
        return {};
    const auto [lo, hi] = std::minmax_element(m.processMedians.begin(), m.processMedians.end());
    // Said as larger than the calls show only where it is: calls within one process may vary more.
    const char *text = m.processSpread > m.withinSpread
        ? QT_TRANSLATE_NOOP("cs::ab::Report",
            "%1: its %2 processes differ by %3% (%4 to %5; calls within one vary by %6%): the machine's noise, "
            "larger than the calls show; pin fewer CPUs (--cpus) or add processes (--processes)")
        : QT_TRANSLATE_NOOP("cs::ab::Report",
            "%1: its %2 processes differ by %3% (%4 to %5), and calls within one vary by %6%: a noisy machine; pin "
            "fewer CPUs (--cpus), add calls or add processes (--processes)");
    return say(translated, text)
        .arg(m.mode, QString::number(m.processMedians.size()), QString::number(100 * m.processSpread, 'f', 0),
            formatMs(*lo), formatMs(*hi), QString::number(100 * m.withinSpread, 'f', 0));
}

QStringList noteLines(const ModeSummary &m, bool t)
{
    QStringList out;
    for (const StderrNote &n : m.notes) {
        const QString head = n.processes > 1
            ? say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "%1× %2 (%3 processes)"))
                  .arg(n.count)
                  .arg(noteKindText(n.kind, t))
                  .arg(n.processes)
            : say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "%1× %2")).arg(n.count).arg(noteKindText(n.kind, t));
        out << head + QStringLiteral(": ") + n.firstLine;
    }
    if (m.notesDropped > 0)
        out << say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "and %1 more message(s) of other kinds")).arg(m.notesDropped);
    if (!m.notesTruncated.isEmpty())
        out << say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "stderr too long, read in part: %1"))
                   .arg(m.notesTruncated.join(QStringLiteral(", ")));
    return out;
}

QString parityMemoryText(const AbResult &r, bool t)
{
    bool ran = false;
    std::optional<qint64> most;
    for (const ModeSummary &m : r.modes) {
        ran = ran || m.parityRan;
        if (m.peakGpuParity && (!most || *m.peakGpuParity > *most))
            most = m.peakGpuParity;
    }
    if (!ran)
        return {};
    if (most)
        return say(t,
            QT_TRANSLATE_NOOP("cs::ab::Report",
                "GPU peaks leave out the parity checks' own allocations (up to %1 more per process, not counted); "
                "peak RSS includes the parity checks."))
            .arg(formatBytes(*most));
    return say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "Peak RSS includes the parity checks' copies and comparisons."));
}

QString formatMs(double ms)
{
    if (!std::isfinite(ms))
        return QStringLiteral("—");
    const double a = std::abs(ms);
    if (a < 1)
        return QStringLiteral("%1 µs").arg(ms * 1000, 0, 'f', a < 0.01 ? 2 : (a < 0.1 ? 1 : 0));
    if (a < 1000)
        return QStringLiteral("%1 ms").arg(ms, 0, 'f', a < 10 ? 3 : (a < 100 ? 2 : 1));
    return QStringLiteral("%1 s").arg(ms / 1000, 0, 'f', a < 10000 ? 2 : 1);
}

QString formatBytes(qint64 bytes)
{
    const double b = static_cast<double>(bytes);
    if (std::abs(b) >= 1024.0 * 1024 * 1024)
        return QStringLiteral("%1 GiB").arg(b / (1024.0 * 1024 * 1024), 0, 'f', 2);
    return QStringLiteral("%1 MiB").arg(b / (1024.0 * 1024), 0, 'f', 1);
}

QString formatCalls(double calls)
{
    if (!std::isfinite(calls))
        return QStringLiteral("∞");
    // Two significant digits: a break-even is an estimate, not a count.
    double v = std::ceil(calls);
    if (v >= 100) {
        const double scale = std::pow(10.0, std::floor(std::log10(v)) - 1);
        v = std::round(v / scale) * scale;
    }
    return QStringLiteral("~") + QLocale(QLocale::English, QLocale::UnitedStates).toString(static_cast<qlonglong>(v));
}

QString verdictText(const ModeResult &m, bool t)
{
    const QString v = m.verdict;
    if (v == QLatin1String("baseline"))
        return say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "baseline"));
    if (v == QLatin1String("unavailable"))
        return say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "not available: %1")).arg(m.failure);
    if (v == QLatin1String("failed"))
        return say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "failed: %1")).arg(m.failure);
    if (v == QLatin1String("not_equivalent")) {
        QString s = say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "not numerically equivalent"));
        if (m.parityMaxAbs)
            s += say(t, QT_TRANSLATE_NOOP("cs::ab::Report", " (max abs error %1 at %2)"))
                     .arg(*m.parityMaxAbs, 0, 'g', 3)
                     .arg(m.parityWorstOutput.isEmpty() ? QStringLiteral("output") : m.parityWorstOutput);
        return s;
    }
    if (v == QLatin1String("no_calls"))
        return say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "no calls in this mode"));
    if (v == QLatin1String("too_few_calls"))
        return say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "too few steady calls to tell (%1; need at least 10 a side)"))
            .arg(m.steady.n);
    if (v == QLatin1String("too_few_processes"))
        return m.processesRun >= 2 && m.processes < 2
            ? say(t,
                QT_TRANSLATE_NOOP(
                    "cs::ab::Report", "undecided: only %1 of %2 processes usable (see the notes on probe files)"))
                  .arg(m.processes)
                  .arg(m.processesRun)
            : say(t,
                QT_TRANSLATE_NOOP("cs::ab::Report",
                    "undecided: eager has fewer than 2 usable processes (see the notes on probe files)"));
    if (v == QLatin1String("slower") && m.steadyIncludesRecompiles)
        return say(t,
                   QT_TRANSLATE_NOOP("cs::ab::Report",
                       "slower than eager (%1): it compiles again on %2 of %3 calls after the warm-up (times include "
                       "the "
                       "recompiles)"))
                   .arg(m.speedup ? ratio(m.speedup->estimate) : QString())
                   .arg(m.recompilingCalls)
                   .arg(m.callsAfterWarmup)
            + fewer(m, t);
    if (v == QLatin1String("slower"))
        return say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "slower than eager (%1)"))
                   .arg(m.speedup ? ratio(m.speedup->estimate) : QString())
            + fewer(m, t);
    // Processes that disagree give no answer: no speedup is presented as one, only their spread.
    if (v == QLatin1String("no_significant_difference") && m.processesDisagreeOnly)
        return m.processSpeedups.valid
            ? say(t,
                QT_TRANSLATE_NOOP("cs::ab::Report",
                    "undecided: the processes disagree (eager ÷ %1 from %2 to %3 between process pairs)"))
                  .arg(m.mode, ratio(m.processSpeedups.low), ratio(m.processSpeedups.high))
            : say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "undecided: the processes disagree"));
    if (v == QLatin1String("no_significant_difference"))
        return say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "no significant difference")) + fewer(m, t);
    if (v == QLatin1String("pays_off")) {
        if (m.breakEvenImmediate)
            return say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "pays off from the first call")) + fewer(m, t);
        QString s = say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "pays off after %1 calls"))
                        .arg(formatCalls(m.breakEvenCalls.estimate));
        int made = 0;
        for (int c : m.callsPerProcess)
            made = std::max(made, c);
        if (made > 0 && m.breakEvenCalls.estimate > made)
            s += say(t, QT_TRANSLATE_NOOP("cs::ab::Report", " (this run made %1)")).arg(made);
        return s + fewer(m, t);
    }
    return v;
}

QString outcomeText(const AbResult &r, bool t)
{
    const QString o = r.outcome;
    if (o == QLatin1String("nothing_to_compare"))
        return say(
            t, QT_TRANSLATE_NOOP("cs::ab::Report", "nothing to compare: the command never called torch.compile"));
    if (o == QLatin1String("probe_not_loaded"))
        return say(t,
            QT_TRANSLATE_NOOP("cs::ab::Report",
                "the probe did not load: the command started no Python, or Python ran with -E, -I or -S (which ignore "
                "PYTHONPATH)"));
    if (o == QLatin1String("eager_failed"))
        return say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "eager failed in every process: there is no baseline"));
    if (o == QLatin1String("failed_to_start"))
        return say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "the command could not be started"));
    if (o == QLatin1String("cancelled"))
        return say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "cancelled before anything was measured"));
    if (o == QLatin1String("error"))
        return r.error; // the A/B itself could not go on (says which file)
    // Each count with its own words, resolved for English where no catalog replaced them.
    return countedText(say(t, QT_TRANSLATE_NOOP("cs::ab::Report", "compared %1 region(s)")), qint64(r.regions.size()))
               .arg(r.regions.size())
        + countedText(
            say(t, QT_TRANSLATE_NOOP("cs::ab::Report", " in %1 mode(s)")), qint64(r.runs.settings.modes.size()))
              .arg(r.runs.settings.modes.size());
}

QString settingsText(const AbResult &r)
{
    const AbSettings &set = r.runs.settings;
    QString s = Tr::tr("%n process(es) per mode, interleaved; warm-up %1; parity %2; cache %3", nullptr, set.processes)
                    .arg(set.warmup >= 0 ? Tr::tr("%1 calls").arg(set.warmup) : Tr::tr("detected"))
                    .arg(set.parityCalls > 0 ? Tr::tr("on the first %1 calls").arg(set.parityCalls) : Tr::tr("off"),
                        set.cache);
    if (!set.cpus.isEmpty())
        s += Tr::tr("; every process pinned to CPUs %1").arg(run::cpuListText(set.cpus));
    return s;
}

QString conditionsText(const AbResult &r, bool translated)
{
    double loadLow = -1, loadHigh = -1, mhzLow = 0, mhzHigh = 0;
    QString governor;
    for (const AbProcessRun &p : r.runs.runs) {
        if (p.record || !p.finished())
            continue;
        for (double l : { p.loadBefore, p.loadAfter })
            if (l >= 0) {
                loadLow = loadLow < 0 ? l : std::min(loadLow, l);
                loadHigh = std::max(loadHigh, l);
            }
        for (double f : { p.mhzBefore, p.mhzAfter })
            if (f > 0) {
                mhzLow = mhzLow > 0 ? std::min(mhzLow, f) : f;
                mhzHigh = std::max(mhzHigh, f);
            }
        if (governor.isEmpty())
            governor = p.governor;
    }
    if (loadLow < 0)
        return {}; // no process finished, or a folder from before these were recorded
    const qsizetype cpus = r.runs.settings.cpus.size();
    QString s = say(translated,
        QT_TRANSLATE_NOOP("cs::ab::Report", "Not controlled: the load average went from %1 to %2 around the processes"))
                    .arg(QString::number(loadLow, 'f', 1), QString::number(loadHigh, 'f', 1));
    if (cpus > 0 && loadHigh > double(cpus))
        s += say(translated,
            QT_TRANSLATE_NOOP("cs::ab::Report",
                " (more than the CPUs the processes were pinned to: their own threads, compile workers or other work "
                "competed for them)"));
    s += QStringLiteral("; ");
    s += mhzHigh > 0
        ? say(translated, QT_TRANSLATE_NOOP("cs::ab::Report", "the pinned CPUs ran at %1 to %2 MHz (governor %3)"))
              .arg(QString::number(mhzLow, 'f', 0), QString::number(mhzHigh, 'f', 0),
                  governor.isEmpty() ? QStringLiteral("?") : governor)
        : say(translated,
            QT_TRANSLATE_NOOP("cs::ab::Report",
                "CPU frequency is not visible on this machine (no cpufreq: a VM, or a constant clock)"));
    return s;
}

QString stackText(const AbResult &r)
{
    const StackSummary &st = r.stack;
    QStringList stack;
    if (!st.torch.isEmpty())
        stack << QStringLiteral("torch %1").arg(st.torch);
    if (!st.cuda.isEmpty())
        stack << QStringLiteral("CUDA %1").arg(st.cuda);
    if (!st.triton.isEmpty())
        stack << QStringLiteral("Triton %1").arg(st.triton);
    if (!st.python.isEmpty())
        stack << QStringLiteral("Python %1").arg(st.python);
    stack << (st.gpus.isEmpty() ? Tr::tr("no GPU used") : st.gpus.join(QStringLiteral(", ")));
    const run::MachineInfo &mc = r.runs.machine;
    if (!mc.hostname.isEmpty())
        stack << QStringLiteral("%1 (%2, %3 cores)").arg(mc.hostname, mc.cpuModel).arg(mc.logicalCores);
    return stack.join(QStringLiteral("; "));
}

QString textReport(const AbResult &r)
{
    const bool t = true;
    QString out;
    QTextStream s(&out);
    s << Tr::tr("A/B of %1").arg(r.runs.command.join(QLatin1Char(' '))) << "\n";
    s << settingsText(r) << "\n";
    s << stackText(r) << "\n";
    if (const QString c = conditionsText(r, t); !c.isEmpty())
        s << c << "\n";
    s << Tr::tr("speedup: eager's steady median ÷ the mode's; intervals and p with the process as the unit "
                "(processes resampled, then their calls: the calls of one process are not independent); \"?\": "
                "the processes disagree, their range is shown")
      << "\n"
      << Tr::tr("p: the larger of the bootstrap's and a permutation test of the process medians: with %n "
                "process(es) a mode it is never below %1, however many calls they made; more processes (--processes) "
                "give a smaller one (the verdicts come from the intervals and every pair of processes agreeing)",
             nullptr, r.runs.settings.processes)
             .arg(
                 stats::formatPValue(stats::smallestPermutationP(r.runs.settings.processes, r.runs.settings.processes)))
      << "\n\n";

    for (const RegionResult &region : r.regions) {
        const QString site = region.siteFile.isEmpty()
            ? QString()
            : QStringLiteral("%1:%2").arg(QFileInfo(region.siteFile).fileName()).arg(region.siteLine);
        s << Tr::tr("Region %1 (%2), compiled at %3").arg(region.name, region.kind, site) << "\n";
        if (!region.note.isEmpty())
            s << "  " << Tr::tr("note: %1").arg(region.note) << "\n";
        const Metric metric = region.modes.isEmpty() ? Metric::Wall : region.modes.first().metric;
        s << "  " << Tr::tr("steady state: %1; intervals are 95%").arg(metricName(metric, t)) << "\n";
        QList<QStringList> rows { { Tr::tr("mode"), Tr::tr("steady median [95% CI]"), Tr::tr("speedup [95% CI]"),
            Tr::tr("p"), Tr::tr("warm-up"), Tr::tr("break-even"), Tr::tr("recompiles"), Tr::tr("parity"),
            Tr::tr("verdict") } };
        for (const ModeResult &m : region.modes)
            rows.append({ m.mode, steadyCell(m), speedupCell(m), pCell(m), warmupCell(m, t), breakEvenCell(m),
                m.measured() ? QString::number(m.recompiles) : QStringLiteral("—"), parityCell(m, t),
                verdictText(m, t) });
        s << table(rows);
        for (const ModeResult &m : region.modes)
            if (const QString noise = noiseNote(m, t); !noise.isEmpty())
                s << "  " << Tr::tr("noise: %1").arg(noise) << "\n";
        s << "\n";
    }

    const ModeSummary *eager = r.modeSummary(QStringLiteral("eager"));
    s << Tr::tr("Peak memory per process (median)") << "\n";
    QList<QStringList> memory { { Tr::tr("mode"), Tr::tr("RSS"), Tr::tr("GPU allocated"), Tr::tr("GPU reserved") } };
    const bool parityColumn
        = std::any_of(r.modes.begin(), r.modes.end(), [](const ModeSummary &m) { return m.peakGpuParity.has_value(); });
    if (parityColumn)
        memory[0] << Tr::tr("GPU for parity checks (not counted)");
    for (const ModeSummary &m : r.modes) {
        memory.append({ m.mode, memoryCell(m.peakRss, eager ? eager->peakRss : std::nullopt),
            memoryCell(m.peakGpuAllocated, eager ? eager->peakGpuAllocated : std::nullopt),
            memoryCell(m.peakGpuReserved, eager ? eager->peakGpuReserved : std::nullopt) });
        if (parityColumn)
            memory.last() << memoryCell(m.peakGpuParity, std::nullopt);
    }
    s << table(memory);
    if (const QString parity = parityMemoryText(r, t); !parity.isEmpty())
        s << "  " << parity << "\n";
    for (const ModeSummary &m : r.modes) {
        const QStringList notes = noteLines(m, t);
        if (notes.isEmpty())
            continue;
        s << "\n" << Tr::tr("%1: notes from its stderr").arg(m.mode) << "\n";
        for (const QString &line : notes)
            s << "  " << line << "\n";
    }
    for (const ModeSummary &m : r.modes) {
        if (!m.available)
            s << "\n" << Tr::tr("%1: not available: %2").arg(m.mode, m.reason) << "\n";
        else if (m.failed > 0) {
            s << "\n"
              << Tr::tr("%1: %2 of %n process(es) failed", nullptr, m.runs).arg(m.mode, QString::number(m.failed))
              << "\n";
            for (const QString &f : m.failures)
                s << "  " << f << "\n";
            if (!m.stderrTail.isEmpty()) {
                s << "  " << Tr::tr("end of its stderr:") << "\n";
                const QStringList lines = m.stderrTail.trimmed().split(QLatin1Char('\n'));
                for (const QString &line : lines.mid(std::max<qsizetype>(0, lines.size() - 8)))
                    s << "    | " << line << "\n";
            }
        }
    }
    if (!r.probeGaps.isEmpty()) {
        s << "\n" << Tr::tr("Probe files that are missing, empty or cut short:") << "\n";
        for (const ProbeGap &g : r.probeGaps)
            s << "  " << probeGapText(g, t) << "\n";
    }
    for (const QString &p : r.problems)
        s << Tr::tr("note: %1").arg(p) << "\n";
    s << "\n" << outcomeText(r, t) << "\n";
    if (r.gateTripped)
        s << Tr::tr("gate: %1").arg(r.gateReasons.join(QStringLiteral("; "))) << "\n";
    return out;
}

} // namespace cs::ab
