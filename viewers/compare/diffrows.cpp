#include "viewers/compare/diffrows.h"

#include "core/analysis/guardsource.h"
#include "core/diff/difftext.h"

#include <QFileInfo>

namespace cs::viewers {
namespace {

using namespace cs::diff;

QString where(const QString &file, int line)
{
    return shortLocation(file, line);
}

QString seconds(double s)
{
    return s < 0 ? QStringLiteral("—") : QStringLiteral("%1 s").arg(s, 0, 'f', 3);
}

// A count of a side that could not be read (-1) is "?".
QString countText(int n)
{
    return n < 0 ? QStringLiteral("?") : QString::number(n);
}

QString orDash(const QString &s)
{
    return s.isEmpty() ? QStringLiteral("—") : s;
}

QString number(int a)
{
    return a < 0 ? QStringLiteral("—") : QString::number(a);
}

// "−2.4 µs [−2.9, −1.9]"
QString deltaText(const TimeDiff &t)
{
    if (t.comparison.a.n == 0 || t.comparison.b.n == 0)
        return QStringLiteral("—");
    QString s = formatDeltaMicros(t.delta);
    if (t.comparison.shift.interval.valid)
        s += QStringLiteral(" [%1, %2]").arg(formatDeltaMicros(t.low), formatDeltaMicros(t.high));
    return s;
}

// Cells of one time comparison: median A, median B, delta [CI], p (Holm), verdict, warnings.
void appendTime(DiffRow &r, const TimeDiff &t)
{
    r.deltaColumn = static_cast<int>(r.cells.size()) + 2;
    r.verdict = t.verdict == stats::Verdict::Faster ? -1 : t.verdict == stats::Verdict::Slower ? 1 : 0;
    while (r.sort.size() < r.cells.size())
        r.sort << QVariant();
    r.cells << (t.comparison.a.n ? formatMicros(t.medianA) : QStringLiteral("—"))
            << (t.comparison.b.n ? formatMicros(t.medianB) : QStringLiteral("—")) << deltaText(t)
            << (t.comparison.mannWhitney.valid ? stats::formatPValue(t.pHolm) : QStringLiteral("—"))
            << verdictText(t) << timeWarningsText(t);
    r.sort << t.medianA << t.medianB << t.delta << t.pHolm << QVariant() << QVariant();
}

} // namespace

QString DiffTables::changeText(Change c)
{
    return diff::changeText(c);
}

int DiffTables::pairOf(const RunDiff &d, const QString &compileId, bool sideA)
{
    for (qsizetype i = 0; i < d.compiles.size(); ++i) {
        const auto &side = sideA ? d.compiles[i].a : d.compiles[i].b;
        if (side && side->id == compileId)
            return static_cast<int>(i);
    }
    return -1;
}

QStringList DiffTables::compileHeaders()
{
    return { tr("Function"), tr("Location"), tr("A"), tr("B"), tr("Status A"), tr("Status B"), tr("Time A"),
        tr("Time B"), tr("Δ time"), tr("Kernels A"), tr("Kernels B"), tr("What changed") };
}

QList<DiffRow> DiffTables::compileRows(const RunDiff &d)
{
    QList<DiffRow> rows;
    for (qsizetype i = 0; i < d.compiles.size(); ++i) {
        const CompilePair &p = d.compiles[i];
        DiffRow r;
        r.change = p.change;
        r.pair = r.item = static_cast<int>(i);
        const double ta = p.a ? p.a->times.totalS : -1, tb = p.b ? p.b->times.totalS : -1;
        r.cells << p.function << where(p.file, p.line) << (p.a ? p.a->id : QStringLiteral("—"))
                << (p.b ? p.b->id : QStringLiteral("—")) << (p.a ? p.a->status : QStringLiteral("—"))
                << (p.b ? p.b->status : QStringLiteral("—")) << seconds(ta) << seconds(tb)
                << (ta >= 0 && tb >= 0 ? QStringLiteral("%1%2 s")
                                             .arg(tb >= ta ? QStringLiteral("+") : QString())
                                             .arg(tb - ta, 0, 'f', 3)
                                       : QStringLiteral("—"))
                << (p.a ? QString::number(p.a->kernels) : QStringLiteral("—"))
                << (p.b ? QString::number(p.b->kernels) : QStringLiteral("—"))
                << p.differences.join(QStringLiteral(", "));
        r.sort = { QVariant(), QVariant(), QVariant(), QVariant(), QVariant(), QVariant(), ta, tb,
            ta >= 0 && tb >= 0 ? QVariant(tb - ta) : QVariant(), p.a ? QVariant(p.a->kernels) : QVariant(),
            p.b ? QVariant(p.b->kernels) : QVariant() };
        QStringList tip { changeText(p.change) };
        for (const QString &g : p.guardsRemoved)
            tip << QStringLiteral("− ") + readableGuardText(g);
        for (const QString &g : p.guardsAdded)
            tip << QStringLiteral("+ ") + readableGuardText(g);
        for (const StateChange &c : p.globalState)
            tip << QStringLiteral("~ ")
                    + tr("global state %1: %2 → %3")
                          .arg(c.key, c.a.isEmpty() ? QStringLiteral("–") : c.a,
                              c.b.isEmpty() ? QStringLiteral("–") : c.b);
        r.tip = tip.join(QLatin1Char('\n'));
        rows << r;
    }
    return rows;
}

QStringList DiffTables::findingHeaders()
{
    return { tr("Kind"), tr("Location"), tr("What"), tr("A"), tr("B"), tr("Change") };
}

QList<DiffRow> DiffTables::findingRows(const RunDiff &d)
{
    QList<DiffRow> rows;
    for (qsizetype i = 0; i < d.breaks.size(); ++i) {
        const BreakChange &b = d.breaks[i];
        DiffRow r;
        r.change = b.change;
        r.item = static_cast<int>(i);
        r.pair = pairOf(d, b.compilesA.value(0), true);
        if (r.pair < 0)
            r.pair = pairOf(d, b.compilesB.value(0), false);
        r.cells << tr("graph break") << where(b.file, b.line) << b.reason << countText(b.countA) << countText(b.countB)
                << (b.change == Change::OnlyInA          ? tr("fixed")
                           : b.change == Change::OnlyInB ? tr("new")
                                                         : changeText(b.change));
        r.tip = b.sourceLine.isEmpty() ? b.explanation : b.sourceLine + QLatin1Char('\n') + b.explanation;
        rows << r;
    }
    for (qsizetype i = 0; i < d.recompiles.size(); ++i) {
        const RecompileChange &c = d.recompiles[i];
        DiffRow r;
        r.change = c.change;
        r.item = static_cast<int>(i);
        QStringList what;
        for (const QString &f : c.failuresGone)
            what << QStringLiteral("− ") + f;
        for (const QString &f : c.failuresNew)
            what << QStringLiteral("+ ") + f;
        r.cells << tr("recompiles") << where(c.file, c.line)
                << c.function + QStringLiteral(": ") + what.join(QStringLiteral(", ")) << countText(c.recompilesA)
                << countText(c.recompilesB) << changeText(c.change);
        r.tip = (c.failuresA + QStringList { QString() } + c.failuresB).join(QLatin1Char('\n'));
        rows << r;
    }
    for (qsizetype i = 0; i < d.failures.size(); ++i) {
        const FailureChange &f = d.failures[i];
        DiffRow r;
        r.change = f.change;
        r.item = static_cast<int>(i);
        r.pair = pairOf(d, f.compileA, true);
        r.cells << (f.limitHit ? tr("recompile limit") : tr("failure")) << where(f.file, f.line)
                << f.failType + QStringLiteral(": ") + f.reason.section(QLatin1Char('\n'), 0, 0) << orDash(f.compileA)
                << orDash(f.compileB) << changeText(f.change);
        r.tip = f.reason;
        rows << r;
    }
    for (qsizetype i = 0; i < d.restarts.size(); ++i) {
        const RestartChange &s = d.restarts[i];
        DiffRow r;
        r.change = s.change;
        r.item = static_cast<int>(i);
        r.cells << tr("restart") << where(s.file, s.line) << s.function << countText(s.attemptsA)
                << countText(s.attemptsB) << changeText(s.change);
        r.tip = (s.reasonsA + s.reasonsB).join(QLatin1Char('\n'));
        rows << r;
    }
    return rows;
}

QStringList DiffTables::graphHeaders()
{
    return { tr("Graph A"), tr("Graph B"), tr("Nodes A"), tr("Nodes B"), tr("Added"), tr("Removed"), tr("Kernels A"),
        tr("Kernels B"), tr("Fusion"), tr("Change") };
}

QList<DiffRow> DiffTables::graphRows(const RunDiff &d)
{
    QList<DiffRow> rows;
    for (qsizetype i = 0; i < d.graphs.size(); ++i) {
        const GraphDiff &g = d.graphs[i];
        DiffRow r;
        r.change = g.change;
        r.pair = g.compilePair;
        r.item = static_cast<int>(i);
        int split = 0, merged = 0;
        for (const FusionChange &f : g.fusion)
            (f.kind == FusionChange::Kind::Split ? split : merged) += 1;
        const bool counted = g.detailed || g.identical;
        r.cells << orDash(g.idA) << orDash(g.idB) << (counted ? QString::number(g.nodesA) : QStringLiteral("—"))
                << (counted ? QString::number(g.nodesB) : QStringLiteral("—"))
                << number(g.detailed ? static_cast<int>(g.nodesAdded.size()) : -1)
                << number(g.detailed ? static_cast<int>(g.nodesRemoved.size()) : -1)
                << (counted ? QString::number(g.kernelsA) : QStringLiteral("—"))
                << (counted ? QString::number(g.kernelsB) : QStringLiteral("—"))
                << (g.fusion.isEmpty() ? QString() : tr("%1 split, %2 merged").arg(split).arg(merged))
                << (g.identical && g.fusion.isEmpty() ? tr("identical") : changeText(g.change));
        QStringList tip;
        for (const FusionChange &f : g.fusion) {
            tip << QStringLiteral("%1 → %2").arg(
                (f.groupsA.isEmpty() ? f.kernelsA : f.groupsA).join(QStringLiteral(" + ")),
                (f.groupsB.isEmpty() ? f.kernelsB : f.groupsB).join(QStringLiteral(" + ")));
            if (!f.decision.isEmpty())
                tip << QStringLiteral("    ") + f.decision;
        }
        for (const QString &n : g.nodesRemoved.mid(0, 20))
            tip << QStringLiteral("− ") + n;
        for (const QString &n : g.nodesAdded.mid(0, 20))
            tip << QStringLiteral("+ ") + n;
        r.tip = tip.join(QLatin1Char('\n'));
        rows << r;
    }
    return rows;
}

QStringList DiffTables::kernelHeaders()
{
    return { tr("Kernel A"), tr("Compile A"), tr("Kernel B"), tr("Compile B"), tr("Matched by"), tr("Median A"),
        tr("Median B"), tr("Δ [95% interval]"), tr("p (Holm)"), tr("Verdict"), tr("Warnings") };
}

QList<DiffRow> DiffTables::kernelRows(const RunDiff &d)
{
    QList<DiffRow> rows;
    for (qsizetype i = 0; i < d.kernels.size(); ++i) {
        const KernelPair &k = d.kernels[i];
        DiffRow r;
        r.change = k.change;
        r.item = static_cast<int>(i);
        r.pair = k.compilePair >= 0 ? k.compilePair : k.b ? pairOf(d, k.b->compileId, false) : -1;
        const QString how = k.match == KernelPair::Match::CodeHash ? tr("same code")
            : k.match == KernelPair::Match::Origins                ? tr("same origins")
            : k.match == KernelPair::Match::SimilarSource
            ? tr("similar source (%1%)").arg(k.similarity * 100, 0, 'f', 0)
            : changeText(k.change);
        auto label = [](const std::optional<KernelSide> &s) {
            if (!s)
                return QStringLiteral("—");
            return s->autotuneCandidate ? s->name + QStringLiteral(" ") + tr("(autotune candidate)") : s->name;
        };
        r.cells << label(k.a)
                << (k.a ? QStringLiteral("%1 %2").arg(k.a->compileId, k.a->graph).trimmed() : QStringLiteral("—"))
                << label(k.b)
                << (k.b ? QStringLiteral("%1 %2").arg(k.b->compileId, k.b->graph).trimmed() : QStringLiteral("—"))
                << how;
        if (k.time)
            appendTime(r, *k.time);
        else
            r.cells << QStringLiteral("—") << QStringLiteral("—") << QStringLiteral("—") << QStringLiteral("—")
                    << QString() << QString();
        const KernelSide &s = k.b ? *k.b : *k.a;
        r.tip = (s.sourceLines + QStringList { s.atenOps.join(QStringLiteral(", ")) }).join(QLatin1Char('\n'));
        rows << r;
    }
    return rows;
}

QStringList DiffTables::timeHeaders()
{
    return { tr("What"), tr("A"), tr("B"), tr("Median A"), tr("Median B"), tr("Δ [95% interval]"), tr("p (Holm)"),
        tr("Verdict"), tr("Warnings") };
}

QList<DiffRow> DiffTables::timeRows(const RunDiff &d)
{
    QList<DiffRow> rows;
    for (qsizetype i = 0; i < d.profile.graphs.size(); ++i) {
        const GraphTime &g = d.profile.graphs[i];
        DiffRow r;
        r.item = static_cast<int>(i);
        r.pair = pairOf(d, g.compileA, true);
        r.change = g.compileA.isEmpty() ? Change::OnlyInB : g.compileB.isEmpty() ? Change::OnlyInA : Change::Unchanged;
        r.cells << tr("graph %1 (GPU time per call)").arg(g.graph) << orDash(g.compileA) << orDash(g.compileB);
        appendTime(r, g.time);
        rows << r;
    }
    if (d.profile.hasTotal) {
        DiffRow r;
        r.cells << tr("kernel time per step (every graph once)") << d.profile.sourceA << d.profile.sourceB;
        appendTime(r, d.profile.total);
        rows << r;
    }
    for (qsizetype i = 0; i < d.traces.size(); ++i) {
        const TraceDiff &t = d.traces[i];
        DiffRow r;
        r.item = static_cast<int>(i);
        r.cells << tr("step time (profiler trace)") << QFileInfo(t.a.path).fileName() << QFileInfo(t.b.path).fileName();
        if (t.stepTime)
            appendTime(r, *t.stepTime);
        rows << r;
        const double na = t.perStep ? t.a.steps() : 1, nb = t.perStep ? t.b.steps() : 1;
        const QString unit = t.perStep ? tr("per step") : tr("in total");
        auto plain = [&](const QString &what, const QString &a, const QString &b) {
            DiffRow p;
            p.item = static_cast<int>(i);
            p.cells << what << QString() << QString() << a << b;
            p.change = a == b ? Change::Unchanged : Change::Changed;
            rows << p;
        };
        plain(tr("kernel launches %1").arg(unit), QString::number(t.a.launches / na, 'f', 1),
            QString::number(t.b.launches / nb, 'f', 1));
        plain(tr("GPU busy %1").arg(unit), formatMicros(t.a.gpuBusyUs / na), formatMicros(t.b.gpuBusyUs / nb));
        plain(tr("CPU operators %1").arg(unit), formatMicros(t.a.cpuUs / na), formatMicros(t.b.cpuUs / nb));
        if (t.a.peakMemoryBytes || t.b.peakMemoryBytes)
            plain(tr("peak memory"),
                t.a.peakMemoryBytes ? QStringLiteral("%1 MiB").arg(*t.a.peakMemoryBytes / 1048576.0, 0, 'f', 1)
                                    : QStringLiteral("—"),
                t.b.peakMemoryBytes ? QStringLiteral("%1 MiB").arg(*t.b.peakMemoryBytes / 1048576.0, 0, 'f', 1)
                                    : QStringLiteral("—"));
        for (const TraceDiff::OpDelta &o : t.ops)
            plain(tr("operator %1 (self time %2)").arg(o.name, unit), formatMicros(o.selfA), formatMicros(o.selfB));
    }
    return rows;
}

QStringList DiffTables::phaseHeaders()
{
    return { tr("Compile time"), tr("A"), tr("B"), tr("Δ") };
}

QList<DiffRow> DiffTables::phaseRows(const RunDiff &d)
{
    QList<DiffRow> rows;
    for (const PhaseTotal &t : phaseTotals(d)) {
        DiffRow r;
        r.cells << phaseName(t.key) << seconds(t.a) << seconds(t.b)
                << (t.compared() ? QStringLiteral("%1%2 s")
                                       .arg(t.b >= t.a ? QStringLiteral("+") : QString())
                                       .arg(t.b - t.a, 0, 'f', 3)
                                 : QStringLiteral("–"));
        r.sort = { QVariant(), t.a >= 0 ? QVariant(t.a) : QVariant(), t.b >= 0 ? QVariant(t.b) : QVariant(),
            t.compared() ? QVariant(t.b - t.a) : QVariant() };
        rows << r;
    }
    const CacheTotals c = cacheTotals(d);
    DiffRow cache;
    const auto lookups = [](int hits, int misses) {
        return hits < 0 ? QStringLiteral("?") : QStringLiteral("%1 / %2").arg(hits).arg(misses);
    };
    cache.cells << tr("cache hits / misses") << lookups(c.hitsA, c.missesA) << lookups(c.hitsB, c.missesB) << QString();
    rows << cache;
    return rows;
}

QStringList DiffTables::versionHeaders()
{
    return { tr("Software"), tr("A"), tr("B"), tr("Read from A"), tr("Read from B") };
}

QList<DiffRow> DiffTables::versionRows(const RunDiff &d)
{
    QList<DiffRow> rows;
    for (qsizetype i = 0; i < d.versions.size(); ++i) {
        const VersionRow &v = d.versions[i];
        DiffRow r;
        r.item = static_cast<int>(i);
        r.change = v.differs() ? Change::Changed : Change::Unchanged;
        r.cells << v.name << orDash(v.a) << orDash(v.b) << v.sourceA << v.sourceB;
        rows << r;
    }
    return rows;
}

} // namespace cs::viewers
