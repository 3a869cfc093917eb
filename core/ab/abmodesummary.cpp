#include "core/ab/abmodesummary.h"

#include "core/stats/descriptive.h"

#include <QDir>
#include <QSet>

#include <algorithm>
#include <vector>

namespace cs::ab {
namespace {

QString firstNonEmpty(std::initializer_list<QString> v)
{
    for (const QString &s : v)
        if (!s.isEmpty())
            return s;
    return {};
}

std::optional<qint64> medianBytes(const QList<qint64> &v)
{
    if (v.isEmpty())
        return std::nullopt;
    std::vector<double> d(v.begin(), v.end());
    return static_cast<qint64>(stats::median(d));
}

} // namespace

void summarizeStack(AbResult &out, const QList<const ProbeProcess *> &processes)
{
    StackSummary &s = out.stack;
    QSet<QString> gpus;
    for (const ProbeProcess *p : processes) {
        s.python = firstNonEmpty({ s.python, p->python });
        s.torch = firstNonEmpty({ s.torch, p->torch });
        s.torchGit = firstNonEmpty({ s.torchGit, p->torchGit });
        s.cuda = firstNonEmpty({ s.cuda, p->cuda });
        s.hip = firstNonEmpty({ s.hip, p->hip });
        s.triton = firstNonEmpty({ s.triton, p->triton });
        if (s.knownModes.isEmpty())
            s.knownModes = p->knownModes;
        for (const GpuMemory &g : p->gpus)
            if (!gpus.contains(g.name)) {
                gpus.insert(g.name);
                s.gpus.append(g.capability.isEmpty() ? g.name : QStringLiteral("%1 (sm %2)").arg(g.name, g.capability));
            }
    }
}

ModeSummary summarizeMode(const QString &mode, const AbRunSet &runs, const QString &unavailable)
{
    ModeSummary s;
    s.mode = mode;
    s.available = unavailable.isEmpty();
    s.reason = unavailable;
    QList<qint64> rss, alloc, reserved, parityGpu;
    QList<StderrScan> scans;
    for (const AbProcessRun &r : runs.runs) {
        if (r.mode != mode || r.record)
            continue;
        ++s.runs;
        if (r.finished()) {
            scans.append(r.stderrNotes);
            if (r.stderrNotes.truncated)
                s.notesTruncated.append(r.dir);
        }
        if (r.status == QLatin1String("skipped") || r.status == QLatin1String("pending")) {
            ++s.skipped;
            continue;
        }
        if (!r.succeeded()) {
            ++s.failed;
            s.failures.append(QStringLiteral("%1: %2").arg(r.dir, r.description));
            if (s.stderrTail.isEmpty())
                s.stderrTail = r.stderrTail;
            continue;
        }
        ++s.succeeded;
        if (const ProbeProcess *p = r.probe.main()) {
            if (p->peakRss)
                rss.append(*p->peakRss);
            s.parityRan = s.parityRan || p->parityWindows > 0;
            if (p->cudaUsed) {
                qint64 a = 0, b = 0, c = 0;
                bool parity = false;
                for (const GpuMemory &g : p->gpus) {
                    a += g.maxAllocated;
                    b += g.maxReserved;
                    c += g.parityAllocated.value_or(0);
                    parity = parity || g.parityAllocated.has_value();
                }
                alloc.append(a);
                reserved.append(b);
                if (parity)
                    parityGpu.append(c);
            }
        }
    }
    s.peakRss = medianBytes(rss);
    s.peakGpuAllocated = medianBytes(alloc);
    s.peakGpuReserved = medianBytes(reserved);
    s.peakGpuParity = medianBytes(parityGpu);
    s.notes = mergeNotes(scans, StderrLimits {}.maxNotes, &s.notesDropped);
    return s;
}

// Why a mode cannot run with this torch: the probe said so, or the modes it listed lack it.
QString unavailableReason(const QString &mode, const AbRunSet &runs, const StackSummary &stack)
{
    if (mode == QLatin1String("eager"))
        return {};
    bool said = false;
    for (const AbProcessRun &r : runs.runs)
        for (const ProbeProcess &p : r.probe.processes)
            said = said || p.unknownMode == mode;
    for (const AbProcessRun &r : runs.runs)
        if (r.mode == mode && r.skipReason.startsWith(QLatin1String("unavailable")))
            said = true;
    if (!said && (stack.knownModes.isEmpty() || stack.knownModes.contains(mode)))
        return {};
    return QStringLiteral("torch %1 has no mode '%2' (it knows: %3)")
        .arg(stack.torch.isEmpty() ? QStringLiteral("?") : stack.torch, mode,
            stack.knownModes.join(QStringLiteral(", ")));
}

// What is wrong with a measured, succeeded process's probe output, if anything.
std::optional<ProbeGap> probeGapOf(const AbProcessRun &r)
{
    if (r.record || !r.succeeded())
        return std::nullopt;
    ProbeGap g;
    g.mode = r.mode;
    g.index = r.index;
    g.file = probeFileName(r);
    const ProbeOutput &p = r.probe;
    const ProbeProcess *main = p.main();
    if (p.missing)
        g.what = QStringLiteral("missing: the probe wrote nothing (its file is not there)");
    else if (p.processes.isEmpty() && p.problemCount == 0 && p.fileBytes == 0 && p.problems.isEmpty())
        g.what = QStringLiteral("empty (0 bytes)");
    else if (!main) {
        const QString first = p.problems.value(0);
        g.what = first.isEmpty() ? QStringLiteral("holds no record of a Python process")
                                 : QStringLiteral("unreadable: %1").arg(first);
    } else if (p.endsMidLine || p.problemCount > 0 || !main->ended) {
        g.used = true;
        QStringList why;
        if (p.endsMidLine)
            why << QStringLiteral("its last line ends mid-record");
        if (p.problemCount > 0)
            why << QStringLiteral("%1 unreadable line(s), first: %2").arg(p.problemCount).arg(p.problems.value(0));
        if (!main->ended)
            why << QStringLiteral("no end record although the process exited normally");
        g.what
            = QStringLiteral("cut short (%1): calls after the cut are not counted").arg(why.join(QStringLiteral("; ")));
    } else
        return std::nullopt;
    return g;
}

} // namespace cs::ab
