#include "core/report/doc/reportextras.h"

#include "core/ab/abjson.h"
#include "core/ab/abreport.h"
#include "core/ab/abwhy.h"
#include "core/report/doc/reportdocument.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

QString regionLabel(const ab::RegionResult &r)
{
    const QString file = r.siteFile.isEmpty() ? r.file : r.siteFile;
    const int line = r.siteFile.isEmpty() ? r.line : r.siteLine;
    if (file.isEmpty())
        return r.name;
    return QStringLiteral("%1 (%2:%3)").arg(r.name, QFileInfo(file).fileName(), QString::number(line));
}

ReportTable verdicts(const ab::RegionResult &region)
{
    ReportTable t;
    const bool gpu = !region.modes.isEmpty() && region.modes.first().metric == ab::Metric::Gpu;
    // The region's name comes from the A/B folder: joined, never put through arg().
    t.caption = Tr::tr("Verdicts for ") + regionLabel(region) + QStringLiteral(" — ")
        + (gpu ? Tr::tr(
               "CUDA-event time per call (the call's span on its stream, idle gaps included), against eager; intervals "
               "are 95%")
               : Tr::tr("wall time per call, against eager; intervals are 95%"));
    t.header = { Tr::tr("Mode"), Tr::tr("Verdict"), Tr::tr("Steady median [95% CI]"), Tr::tr("Speedup [95% CI]"),
        Tr::tr("p"), Tr::tr("Compile"), Tr::tr("Warm-up"), Tr::tr("Break-even calls [95% CI]"), Tr::tr("Recompiles"),
        Tr::tr("Parity") };
    t.numeric = { false, false, true, true, true, true, true, true, true, false };
    for (const ab::ModeResult &m : region.modes)
        t.rows.push_back({ m.mode, ab::verdictText(m, true), ab::steadyCell(m), ab::speedupCell(m), ab::pCell(m),
            m.measured() && m.mode != QLatin1String("eager") ? ab::formatMs(m.compileMs) : QStringLiteral("—"),
            ab::warmupCell(m, true), ab::breakEvenCell(m),
            m.measured() ? QString::number(m.recompiles) : QStringLiteral("—"), ab::parityCell(m, true) });
    return t;
}

ReportTable memory(const ab::AbResult &r)
{
    const ab::ModeSummary *eager = r.modeSummary(QStringLiteral("eager"));
    ReportTable t;
    t.caption = Tr::tr("Processes and peak memory per mode (median over its processes; change against eager)");
    t.header = { Tr::tr("Mode"), Tr::tr("Processes ok / failed"), Tr::tr("Peak RSS"), Tr::tr("GPU allocated"),
        Tr::tr("GPU reserved"), Tr::tr("GPU for parity checks (not counted)") };
    t.numeric = { false, true, true, true, true, true };
    for (const ab::ModeSummary &m : r.modes)
        t.rows.push_back({ m.mode,
            m.available ? QStringLiteral("%1 / %2").arg(m.succeeded).arg(m.failed)
                        : Tr::tr("not available: %1").arg(m.reason),
            ab::memoryCell(m.peakRss, eager ? eager->peakRss : std::nullopt),
            ab::memoryCell(m.peakGpuAllocated, eager ? eager->peakGpuAllocated : std::nullopt),
            ab::memoryCell(m.peakGpuReserved, eager ? eager->peakGpuReserved : std::nullopt),
            ab::memoryCell(m.peakGpuParity, std::nullopt) });
    if (const QString parity = ab::parityMemoryText(r, true); !parity.isEmpty())
        t.caption += QStringLiteral(". ") + parity;
    return t;
}

// `ab --why`: every region and mode asked about, its causes ranked (core/ab/abwhy.h).
ReportTable why(const ab::WhyReport &w)
{
    ReportTable t;
    t.caption
        = Tr::tr("Why? — compiled modes slower than eager or not clearly faster: causes ranked by how much of the "
                 "gap per call each explains, from profiler traces of steady calls (ab --why)");
    t.header = { Tr::tr("Region"), Tr::tr("Mode"), Tr::tr("Gap per call"), Tr::tr("Cause"), Tr::tr("Explains"),
        Tr::tr("Evidence"), Tr::tr("Next step") };
    t.numeric = { false, false, true, false, true, false, false };
    for (const ab::WhyEntry &e : w.entries) {
        const QString gap
            = (e.gapMs >= 0 ? QStringLiteral("+") : QStringLiteral("−")) + ab::formatMs(std::abs(e.gapMs));
        if (e.reason == QLatin1String("pays_off")) { // every compared pair has its row
            t.rows.push_back({ e.region, e.mode, gap, ab::whyReasonText(e.reason, true), QStringLiteral("—"), QString(),
                QString() });
            continue;
        }
        int rank = 0;
        for (const ab::WhyCause &c : e.causes) {
            // Region keys and details come from the A/B folder: joined, never put through arg().
            t.rows.push_back(
                { rank == 0 ? e.region : QString(), rank == 0 ? e.mode : QString(), rank == 0 ? gap : QString(),
                    QString::number(rank + 1) + QStringLiteral(". ") + ab::whyCauseTitle(c.kind, true),
                    ab::whyExplainsText(c, e).isEmpty() ? QStringLiteral("—") : ab::whyExplainsText(c, e),
                    ab::whyCauseEvidence(c, true)
                        + (c.details.isEmpty() ? QString() : QStringLiteral(" — ") + c.details.first()),
                    ab::whyCauseNext(c, true) });
            ++rank;
        }
        if (e.gapMs > 0)
            t.rows.push_back({ rank == 0 ? e.region : QString(), rank == 0 ? e.mode : QString(),
                rank == 0 ? gap : QString(), Tr::tr("unexplained"),
                e.unexplainedMs >= 0 ? ab::formatMs(e.unexplainedMs)
                                     : QStringLiteral("−") + ab::formatMs(-e.unexplainedMs),
                e.note, QString() });
    }
    return t;
}

} // namespace

ReportExtra abExtra(const ab::AbResult &r)
{
    ReportExtra e;
    e.key = reportSectionKey(ReportSection::Ab);
    e.title = reportSectionTitle(ReportSection::Ab);
    // The command and the folder come from the A/B folder: joined, never put through arg().
    e.summary = ab::outcomeText(r, true) + QLatin1Char('.') + QLatin1Char('\n') + Tr::tr("Command: ")
        + r.runs.command.join(QLatin1Char(' ')) + QLatin1Char('\n') + Tr::tr("Folder: ") + r.runs.outDir
        + QLatin1Char('\n') + ab::settingsText(r) + QLatin1Char('\n') + Tr::tr("Stack: ") + ab::stackText(r);
    if (r.gateTripped)
        e.notes << Tr::tr("Gate tripped: ") + r.gateReasons.join(QStringLiteral("; "));
    for (const ab::ModeSummary &m : r.modes)
        if (m.available && m.failed > 0)
            e.notes
                << Tr::tr("%1: %2 of %n process(es) failed: ", nullptr, m.runs).arg(m.mode, QString::number(m.failed))
                    + m.failures.join(QStringLiteral("; "));
    if (const QString c = ab::conditionsText(r, true); !c.isEmpty())
        e.notes << c;
    for (const ab::RegionResult &region : r.regions)
        for (const ab::ModeResult &m : region.modes)
            if (const QString noise = ab::noiseNote(m, true); !noise.isEmpty())
                e.notes << regionLabel(region) + QStringLiteral(": ") + noise;
    for (const QString &p : r.problems)
        e.notes << Tr::tr("Note: ") + p;
    for (const ab::ProbeGap &g : r.probeGaps) // file names come from the A/B folder: joined, not arg()
        e.notes << Tr::tr("Note: ") + ab::probeGapText(g, true);
    constexpr int NotesPerMode = 10; // the JSON report has them all
    for (const ab::ModeSummary &m : r.modes) {
        const QStringList lines = ab::noteLines(m, true); // the lines come from the program's stderr
        for (const QString &line : lines.mid(0, NotesPerMode))
            e.notes << m.mode + Tr::tr(", from its stderr: ") + line;
        if (lines.size() > NotesPerMode)
            e.notes << m.mode
                    + Tr::tr(": %n more note(s) in the JSON report", nullptr, int(lines.size() - NotesPerMode));
    }
    for (const ab::RegionResult &region : r.regions)
        if (!region.note.isEmpty())
            e.notes << regionLabel(region) + QStringLiteral(": ") + region.note;
    for (const ab::RegionResult &region : r.regions) {
        if (static_cast<int>(e.tables.size()) >= ReportMaxRows) {
            e.notes << Tr::tr("Not shown: %n more compiled region(s); the JSON report has them all.", nullptr,
                int(r.regions.size() - e.tables.size()));
            break;
        }
        e.tables.push_back(verdicts(region));
    }
    if (!r.modes.isEmpty())
        e.tables.push_back(memory(r));
    if (r.runs.settings.whyCalls > 0) { // an A/B run with --why: its traces are in the folder
        const ab::WhyReport w = ab::explainWhy(r);
        e.tables.push_back(why(w));
        for (const QString &p : w.problems)
            e.notes << Tr::tr("Why?: ") + p;
    }
    e.json = ab::abJson(r, false);
    return e;
}

} // namespace cs
