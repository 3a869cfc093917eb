#include "core/report/doc/reportextras.h"

#include "core/analysis/guardsource.h"
#include "core/diff/difftext.h"
#include "core/diff/difftextparts.h"
#include "core/diff/rundiff.h"
#include "core/report/doc/reportdocument.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

using diff::Change;
using diff::RunDiff;
using diff::textparts::count; // -1 (a side not read) is "?"

QString where(const QString &file, int line)
{
    return file.isEmpty() ? QStringLiteral("?") : shortLocation(file, line);
}

QString signedSeconds(double s)
{
    return QStringLiteral("%1%2 s").arg(s >= 0 ? QStringLiteral("+") : QStringLiteral("−")).arg(std::abs(s), 0, 'f', 3);
}

QString relative(double a, double b)
{
    if (a <= 0)
        return QStringLiteral("–");
    const double r = 100.0 * (b - a) / a;
    return QStringLiteral("%1%2 %").arg(r >= 0 ? QStringLiteral("+") : QStringLiteral("−")).arg(std::abs(r), 0, 'f', 1);
}

QString changeWord(Change c, const QString &onlyA, const QString &onlyB)
{
    return c == Change::OnlyInA ? onlyA : c == Change::OnlyInB ? onlyB : diff::changeText(c);
}

QString orDash(const QStringList &l)
{
    return l.isEmpty() ? QStringLiteral("–") : l.join(QStringLiteral(", "));
}

ReportTable totals(const RunDiff &d)
{
    const diff::FindingTotals f = diff::findingTotals(d);
    ReportTable t;
    t.caption = Tr::tr("What changed in compilation");
    t.header = { Tr::tr("What"), Tr::tr("A"), Tr::tr("B"), Tr::tr("Change") };
    t.numeric = { false, true, true, true };
    auto row = [&t](const QString &what, int a, int b) { // -1: a side that could not be read
        const auto one = [](int n) { return n < 0 ? QStringLiteral("?") : QString::number(n); };
        t.rows.push_back({ what, one(a), one(b),
            a < 0 || b < 0 ? QStringLiteral("?")
                : a == b
                ? QStringLiteral("=")
                : QStringLiteral("%1%2").arg(b > a ? QStringLiteral("+") : QStringLiteral("−")).arg(std::abs(b - a)) });
    };
    row(Tr::tr("Compiles"), f.compilesA, f.compilesB);
    row(Tr::tr("Graph breaks"), f.breaksA, f.breaksB);
    row(Tr::tr("Recompiles"), f.recompilesA, f.recompilesB);
    row(Tr::tr("Failures"), f.failuresA, f.failuresB);
    row(Tr::tr("Generated kernels"), f.kernelsA, f.kernelsB);
    return t;
}

void addBreaks(const RunDiff &d, std::vector<ReportTable> &out)
{
    ReportTable t;
    t.caption = Tr::tr("Graph breaks fixed, new or changed (by reason and location)");
    t.header = { Tr::tr("Change"), Tr::tr("Location"), Tr::tr("Reason"), Tr::tr("Count A → B"), Tr::tr("Source line") };
    t.numeric = { false, false, false, true, false };
    for (const diff::BreakChange &b : d.breaks)
        if (b.change != Change::Unchanged)
            t.rows.push_back({ changeWord(b.change, Tr::tr("fixed"), Tr::tr("new")), where(b.file, b.line), b.reason,
                count(b.countA, b.countB), b.sourceLine.trimmed() });
    if (!t.rows.empty())
        out.push_back(std::move(t));
}

void addRecompiles(const RunDiff &d, std::vector<ReportTable> &out)
{
    ReportTable t;
    t.caption = Tr::tr("Recompiles per function, with the guards that failed");
    t.header = { Tr::tr("Function"), Tr::tr("Location"), Tr::tr("Recompiles A → B"), Tr::tr("Failed guards only in A"),
        Tr::tr("Failed guards only in B"), Tr::tr("Dynamic A → B"), Tr::tr("Limit hit A / B") };
    t.numeric = { false, false, true, false, false, false, false };
    for (const diff::RecompileChange &r : d.recompiles)
        if (r.change != Change::Unchanged)
            t.rows.push_back({ r.function, where(r.file, r.line), count(r.recompilesA, r.recompilesB),
                orDash(r.failuresGone), orDash(r.failuresNew),
                readableGuardText(r.dynamicA == r.dynamicB
                        ? orDash(r.dynamicA)
                        : QStringLiteral("%1 → %2").arg(orDash(r.dynamicA), orDash(r.dynamicB))),
                QStringLiteral("%1 / %2").arg(
                    r.limitHitA ? Tr::tr("yes") : Tr::tr("no"), r.limitHitB ? Tr::tr("yes") : Tr::tr("no")) });
    if (!t.rows.empty())
        out.push_back(std::move(t));
}

void addFailures(const RunDiff &d, std::vector<ReportTable> &out)
{
    ReportTable t;
    t.caption = Tr::tr("Failures and restarts gone, new or changed");
    t.header = { Tr::tr("Change"), Tr::tr("Function"), Tr::tr("Location"), Tr::tr("What"), Tr::tr("A → B") };
    for (const diff::FailureChange &f : d.failures)
        if (f.change != Change::Unchanged)
            t.rows.push_back({ changeWord(f.change, Tr::tr("gone"), Tr::tr("new")), f.function, where(f.file, f.line),
                QStringLiteral("%1: %2").arg(f.failType, f.reason.section(u'\n', 0, 0)),
                QStringLiteral("%1 → %2").arg(f.compileA.isEmpty() ? QStringLiteral("—") : f.compileA,
                    f.compileB.isEmpty() ? QStringLiteral("—") : f.compileB) });
    for (const diff::RestartChange &r : d.restarts)
        if (r.change != Change::Unchanged)
            t.rows.push_back({ changeWord(r.change, Tr::tr("gone"), Tr::tr("new")), r.function, where(r.file, r.line),
                Tr::tr("restart: %1").arg(orDash(r.change == Change::OnlyInA ? r.reasonsA : r.reasonsB)),
                Tr::tr("%1 attempts").arg(count(r.attemptsA, r.attemptsB)) });
    if (!t.rows.empty())
        out.push_back(std::move(t));
}

void addPhases(const RunDiff &d, std::vector<ReportTable> &out)
{
    const QList<diff::PhaseTotal> phases = diff::phaseTotals(d);
    if (phases.isEmpty())
        return;
    ReportTable t;
    t.caption = Tr::tr("Compile time per phase, all compiles (phases nest: Dynamo holds AOT, which holds Inductor)");
    t.header = { Tr::tr("Phase"), Tr::tr("A"), Tr::tr("B"), Tr::tr("Δ"), Tr::tr("Δ %") };
    t.numeric = { false, true, true, true, true };
    for (const diff::PhaseTotal &p : phases)
        t.rows.push_back({ diff::phaseName(p.key), p.a >= 0 ? reportSeconds(p.a) : QStringLiteral("–"),
            p.b >= 0 ? reportSeconds(p.b) : QStringLiteral("–"),
            p.compared() ? signedSeconds(p.b - p.a) : QStringLiteral("–"),
            p.compared() ? relative(p.a, p.b) : QStringLiteral("–") });
    const diff::CacheTotals c = diff::cacheTotals(d);
    const auto lookups = [](int hits, int misses) {
        return hits < 0 ? QStringLiteral("?") : QStringLiteral("%1 / %2").arg(hits).arg(misses);
    };
    t.rows.push_back({ Tr::tr("cache hits / misses"), lookups(c.hitsA, c.missesA), lookups(c.hitsB, c.missesB),
        QString(), QString() });
    out.push_back(std::move(t));
}

void addVersions(const RunDiff &d, std::vector<ReportTable> &out)
{
    if (d.versions.isEmpty())
        return;
    ReportTable t;
    t.caption = Tr::tr("Software stack of each run");
    t.header = { Tr::tr("Software"), Tr::tr("A"), Tr::tr("B"), Tr::tr("Differs") };
    for (const diff::VersionRow &v : d.versions)
        t.rows.push_back({ v.name, v.a.isEmpty() ? QStringLiteral("?") : v.a, v.b.isEmpty() ? QStringLiteral("?") : v.b,
            v.differs() ? Tr::tr("differs") : QString() });
    out.push_back(std::move(t));
}

void addCompiles(const RunDiff &d, std::vector<ReportTable> &out)
{
    ReportTable t;
    t.caption = Tr::tr("Compiles that changed (matched by frame and order)");
    t.header = { Tr::tr("Function"), Tr::tr("Location"), Tr::tr("A"), Tr::tr("B"), Tr::tr("Change"),
        Tr::tr("What differs"), Tr::tr("Compile time A → B"), Tr::tr("Δ") };
    t.numeric = { false, false, false, false, false, false, true, true };
    for (const diff::CompilePair &p : d.compiles) {
        if (p.change == Change::Unchanged)
            continue;
        const double ta = p.a ? p.a->times.totalS : -1, tb = p.b ? p.b->times.totalS : -1;
        t.rows.push_back({ p.function, where(p.file, p.line), p.a ? p.a->id : QStringLiteral("—"),
            p.b ? p.b->id : QStringLiteral("—"), diff::changeText(p.change), p.differences.join(QStringLiteral(", ")),
            QStringLiteral("%1 → %2").arg(reportSeconds(ta), reportSeconds(tb)),
            ta >= 0 && tb >= 0 ? signedSeconds(tb - ta) : QStringLiteral("–") });
    }
    if (!t.rows.empty())
        out.push_back(std::move(t));
}

void addGraphs(const RunDiff &d, std::vector<ReportTable> &out)
{
    ReportTable g, f;
    g.caption = Tr::tr("Graphs that changed");
    g.header = { Tr::tr("Graph"), Tr::tr("Change"), Tr::tr("Nodes A → B"), Tr::tr("Nodes added"),
        Tr::tr("Nodes removed"), Tr::tr("Fusion groups A → B"), Tr::tr("Split / merged") };
    g.numeric = { false, false, true, true, true, true, true };
    f.caption = Tr::tr("Fusion groups split or merged (over the nodes both graphs share)");
    f.header = { Tr::tr("Graph"), Tr::tr("Kind"), Tr::tr("Kernels in A"), Tr::tr("Kernels in B"), Tr::tr("Nodes"),
        Tr::tr("Decision") };
    for (const diff::GraphDiff &gd : d.graphs) {
        if (gd.change == Change::Unchanged)
            continue;
        const QString id = gd.idA.isEmpty() ? gd.idB : gd.idA;
        int split = 0, merged = 0;
        for (const diff::FusionChange &fc : gd.fusion) {
            split += fc.kind == diff::FusionChange::Kind::Split;
            merged += fc.kind == diff::FusionChange::Kind::Merged;
            f.rows.push_back({ id,
                fc.kind == diff::FusionChange::Kind::Split        ? Tr::tr("split")
                    : fc.kind == diff::FusionChange::Kind::Merged ? Tr::tr("merged")
                                                                  : Tr::tr("regrouped"),
                fc.kernelsA.join(QStringLiteral(" + ")), fc.kernelsB.join(QStringLiteral(" + ")),
                QString::number(fc.nodes.size()), fc.decision });
        }
        // A graph of one run only is not read node by node: its sizes are unknown, not zero.
        const bool unread = !gd.detailed && gd.nodesA == 0 && gd.nodesB == 0;
        const QString none = QStringLiteral("—");
        g.rows.push_back({ id, diff::changeText(gd.change),
            !unread                            ? count(gd.nodesA, gd.nodesB)
                : gd.change == Change::Changed ? Tr::tr("not read (over the size budget)")
                                               : none,
            unread ? none : QString::number(gd.nodesAdded.size()),
            unread ? none : QString::number(gd.nodesRemoved.size()), unread ? none : count(gd.kernelsA, gd.kernelsB),
            QStringLiteral("%1 / %2").arg(split).arg(merged) });
    }
    if (!g.rows.empty())
        out.push_back(std::move(g));
    if (!f.rows.empty())
        out.push_back(std::move(f));
}

QString kernelLabel(const std::optional<diff::KernelSide> &k)
{
    return k ? QStringLiteral("%1 (%2 %3)").arg(k->name, k->compileId, k->graph) : QStringLiteral("—");
}

QStringList timeCells(const diff::TimeDiff &t)
{
    const bool both = t.comparison.a.n > 0 && t.comparison.b.n > 0;
    return { t.comparison.a.n ? diff::formatMicros(t.medianA) : QStringLiteral("—"),
        t.comparison.b.n ? diff::formatMicros(t.medianB) : QStringLiteral("—"),
        both ? diff::formatDeltaMicros(t.delta) : QStringLiteral("–"),
        both && t.comparison.shift.interval.valid
            ? QStringLiteral("[%1, %2]").arg(diff::formatDeltaMicros(t.low), diff::formatDeltaMicros(t.high))
            : QStringLiteral("–"),
        t.comparison.mannWhitney.valid ? stats::formatPValue(t.pHolm) : QStringLiteral("–"), diff::verdictText(t),
        diff::timeWarningsText(t) };
}

// Per step and per graph always (a handful of rows); kernels only where the difference passed.
void addTimes(const RunDiff &d, std::vector<ReportTable> &out, int &kernelsCompared)
{
    ReportTable t;
    t.caption = Tr::tr("Measured times: per step, per graph, and the kernels whose time differs significantly");
    t.header = { Tr::tr("What"), Tr::tr("Median A"), Tr::tr("Median B"), Tr::tr("Δ"), Tr::tr("95% CI of Δ"),
        Tr::tr("p (Holm)"), Tr::tr("Verdict"), Tr::tr("Warnings") };
    t.numeric = { false, true, true, true, true, true, false, false };
    auto add = [&t](const QString &what, const diff::TimeDiff &time) {
        QStringList row { what };
        row += timeCells(time);
        t.rows.push_back(row);
    };
    const diff::ProfileDiff &p = d.profile;
    if (p.hasTotal)
        add(Tr::tr("per step (every graph once)"), p.total);
    for (const diff::GraphTime &g : p.graphs)
        add(Tr::tr("graph %1 → %2 %3")
                .arg(g.compileA.isEmpty() ? QStringLiteral("—") : g.compileA,
                    g.compileB.isEmpty() ? QStringLiteral("—") : g.compileB, g.graph),
            g.time);
    for (const diff::TraceDiff &tr : d.traces)
        if (tr.stepTime)
            add(Tr::tr("profiler step time (%1)").arg(QFileInfo(tr.b.path).fileName()), *tr.stepTime);
    kernelsCompared = 0;
    for (const diff::KernelPair &k : d.kernels) {
        if (!k.time)
            continue;
        ++kernelsCompared;
        if (k.time->significant())
            add(QStringLiteral("%1 → %2").arg(kernelLabel(k.a), kernelLabel(k.b)), *k.time);
    }
    if (!t.rows.empty())
        out.push_back(std::move(t));
}

void addKernels(const RunDiff &d, std::vector<ReportTable> &out)
{
    ReportTable t;
    t.caption = Tr::tr("Kernels only in A, only in B, or with other code (matched by what they compute)");
    t.header = { Tr::tr("Change"), Tr::tr("Kernel in A"), Tr::tr("Kernel in B"), Tr::tr("Matched by"), Tr::tr("Kind"),
        Tr::tr("ATen ops") };
    for (const diff::KernelPair &k : d.kernels) {
        if (k.change == Change::Unchanged)
            continue;
        if (static_cast<int>(t.rows.size()) >= ReportMaxRows) {
            ++t.omittedRows;
            continue;
        }
        const diff::KernelSide &side = k.a ? *k.a : *k.b;
        const QString how = k.match == diff::KernelPair::Match::Origins ? Tr::tr("same origins")
            : k.match == diff::KernelPair::Match::SimilarSource
            ? Tr::tr("similar source (%1 %)").arg(k.similarity * 100, 0, 'f', 0)
            : QString();
        t.rows.push_back({ diff::changeText(k.change), kernelLabel(k.a), kernelLabel(k.b), how,
            side.autotuneCandidate ? Tr::tr("%1, autotune candidate").arg(side.kind) : side.kind,
            side.atenOps.join(QStringLiteral(", ")) });
    }
    if (!t.rows.empty())
        out.push_back(std::move(t));
}

void addAutotune(const RunDiff &d, std::vector<ReportTable> &out)
{
    ReportTable t;
    t.caption = Tr::tr("Autotuning choices that changed");
    t.header
        = { Tr::tr("Op"), Tr::tr("Shapes"), Tr::tr("Best in A"), Tr::tr("Best in B"), Tr::tr("ms A"), Tr::tr("ms B") };
    t.numeric = { false, false, false, false, true, true };
    auto ms = [](double v) { return v < 0 ? QStringLiteral("–") : QString::number(v, 'g', 3); };
    for (const diff::AutotuneChange &a : d.autotune)
        if (a.change != Change::Unchanged)
            t.rows.push_back({ a.op, a.shapes, QStringLiteral("%1 %2").arg(a.bestA, a.configA).trimmed(),
                QStringLiteral("%1 %2").arg(a.bestB, a.configB).trimmed(), ms(a.bestMsA), ms(a.bestMsB) });
    if (!t.rows.empty())
        out.push_back(std::move(t));
}

} // namespace

ReportExtra compareExtra(const RunDiff &d)
{
    ReportExtra e;
    e.key = reportSectionKey(ReportSection::Compare);
    e.title = reportSectionTitle(ReportSection::Compare);
    for (const diff::Note &n : d.notes)
        e.notes << (n.level == diff::Note::Level::Info ? n.text : Tr::tr("Warning: %1").arg(n.text));
    e.tables.push_back(totals(d));
    addBreaks(d, e.tables);
    addRecompiles(d, e.tables);
    addFailures(d, e.tables);
    addPhases(d, e.tables);
    addVersions(d, e.tables);
    addCompiles(d, e.tables);
    addGraphs(d, e.tables);
    int timed = 0;
    addTimes(d, e.tables, timed);
    addKernels(d, e.tables);
    addAutotune(d, e.tables);
    const diff::DiffCounts c = d.counts();
    QString verdict = !d.changed()
        ? (d.sideUnread() ? Tr::tr("Not compared: a side could not be read.") : Tr::tr("No change found."))
        : d.regressed()
        ? Tr::tr("B is worse: new graph breaks, new failures, more recompiles or a significantly slower time.")
        : Tr::tr("The runs differ; B has no regression.");
    // Labels are the user's paths: joined, never put through arg() with numbers after them.
    e.summary = QStringLiteral("A: ") + d.labelA + QStringLiteral("\nB: ") + d.labelB + QLatin1Char('\n') + verdict
        + QLatin1Char(' ') + diff::countsText(d) + QLatin1Char(' ')
        + Tr::tr("Graphs changed %1; kernel times compared %2.").arg(c.graphsChanged).arg(timed);
    e.json = diff::formatDiffJson(d);
    return e;
}

ReportExtra unreadableExtra(ReportSection section, const QString &why)
{
    ReportExtra e;
    e.key = reportSectionKey(section);
    e.title = reportSectionTitle(section);
    e.summary = why;
    return e;
}

} // namespace cs
