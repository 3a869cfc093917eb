#include "core/diff/difftext.h"

#include "core/analysis/guardsource.h"
#include "core/diff/difftextparts.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace cs::diff {
using namespace textparts;
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Diff)
};

// "23.4 µs → 21.0 µs  −2.4 µs [−2.9, −1.9]  p=0.0001  faster"
QString timeLine(const TimeDiff &t)
{
    if (t.comparison.a.n == 0 || t.comparison.b.n == 0) // one side only: its time, nothing to compare
        return QStringLiteral("%1 → %2").arg(t.comparison.a.n ? formatMicros(t.medianA) : QStringLiteral("—"),
            t.comparison.b.n ? formatMicros(t.medianB) : QStringLiteral("—"));
    QString s = QStringLiteral("%1 → %2  %3")
                    .arg(formatMicros(t.medianA), formatMicros(t.medianB), formatDeltaMicros(t.delta));
    if (t.comparison.shift.interval.valid)
        s += QStringLiteral(" [%1, %2]").arg(formatDeltaMicros(t.low), formatDeltaMicros(t.high));
    if (t.comparison.mannWhitney.valid)
        s += QStringLiteral("  ") + stats::pValueText(t.pHolm);
    s += QStringLiteral("  ") + verdictText(t);
    if (const QString w = timeWarningsText(t); !w.isEmpty())
        s += QStringLiteral("  (") + w + QLatin1Char(')');
    return s;
}

void findings(QTextStream &s, const RunDiff &d, bool verbose)
{
    if (!d.breaks.isEmpty()) {
        s << Tr::tr("Graph breaks (by reason and location)") << "\n";
        for (const BreakChange &b : d.breaks) {
            if (b.change == Change::Unchanged && !verbose)
                continue;
            const QString what = d.sideUnread() ? changeText(b.change) // "only in A": nothing was fixed
                : b.change == Change::OnlyInA   ? Tr::tr("fixed")
                : b.change == Change::OnlyInB   ? Tr::tr("new")
                                                : changeText(b.change);
            s << QStringLiteral("  %1  %2  %3  ×%4\n")
                     .arg(what, where(b.file, b.line), b.reason, count(b.countA, b.countB));
            if (!b.sourceLine.isEmpty())
                s << "      " << b.sourceLine << "\n";
        }
        s << "\n";
    }
    if (!d.recompiles.isEmpty()) {
        s << Tr::tr("Recompiles (per function, with the guards that failed)") << "\n";
        for (const RecompileChange &r : d.recompiles) {
            if (r.change == Change::Unchanged && !verbose)
                continue;
            s << QStringLiteral("  %1 %2  ").arg(r.function, where(r.file, r.line))
              << Tr::tr("recompiles %1").arg(count(r.recompilesA, r.recompilesB)) << "\n";
            for (const QString &f : r.failuresGone)
                s << "      - " << f << "\n";
            for (const QString &f : r.failuresNew)
                s << "      + " << f << "\n";
            // The sources made dynamic in the user's words (`x.size()[0]`, not `L['x'].size()[0]`).
            const auto dynamic = [](const QStringList &sources) {
                return sources.isEmpty() ? QStringLiteral("–") : readableGuardText(sources.join(QStringLiteral(", ")));
            };
            if (r.dynamicA != r.dynamicB)
                s << "      " << Tr::tr("dynamic: %1 → %2").arg(dynamic(r.dynamicA), dynamic(r.dynamicB)) << "\n";
        }
        s << "\n";
    }
    if (!d.failures.isEmpty() || !d.restarts.isEmpty()) {
        s << Tr::tr("Failures and restarts") << "\n";
        for (const FailureChange &f : d.failures)
            if (f.change != Change::Unchanged || verbose)
                s << QStringLiteral("  %1  %2 %3  %4: %5\n")
                         .arg(changeText(f.change), f.function, where(f.file, f.line), f.failType,
                             f.reason.section(u'\n', 0, 0));
        for (const RestartChange &r : d.restarts)
            if (r.change != Change::Unchanged || verbose)
                s << QStringLiteral("  %1  %2 %3  ").arg(changeText(r.change), r.function, where(r.file, r.line))
                  << Tr::tr("attempts %1").arg(count(r.attemptsA, r.attemptsB)) << "\n";
        s << "\n";
    }
}

// Inductor's passes per graph: only the stages whose passes differ, unless verbose.
void passes(QTextStream &s, const RunDiff &d, bool verbose)
{
    bool header = false;
    for (const PassStageDiff &p : d.passes) {
        if (p.change == Change::Unchanged && !verbose)
            continue;
        if (!header)
            s << Tr::tr("Inductor's passes") << "\n";
        header = true;
        auto ms = [](double v) { return v < 0 ? QStringLiteral("–") : QStringLiteral("%1 ms").arg(v, 0, 'f', 1); };
        s << QStringLiteral("  %1  %2  ").arg(p.idA.isEmpty() ? p.idB : p.idA, changeText(p.change))
          << Tr::tr("passes %1, %2 → %3").arg(count(p.passesA, p.passesB), ms(p.msA), ms(p.msB)) << "\n";
        auto list = [&](const QString &label, const QStringList &names) {
            if (!names.isEmpty())
                s << "      " << label << ": " << names.join(QStringLiteral(", ")) << "\n";
        };
        list(Tr::tr("changed the graph only in A"), p.changedOnlyA);
        list(Tr::tr("changed the graph only in B"), p.changedOnlyB);
        list(Tr::tr("ran only in A"), p.ranOnlyA);
        list(Tr::tr("ran only in B"), p.ranOnlyB);
    }
    if (header)
        s << "\n";
}

void graphs(QTextStream &s, const RunDiff &d, bool verbose)
{
    if (d.graphs.isEmpty())
        return;
    int unchanged = 0;
    s << Tr::tr("Graphs") << "\n";
    for (const GraphDiff &g : d.graphs) {
        if (g.change == Change::Unchanged && !verbose) {
            ++unchanged;
            continue;
        }
        s << QStringLiteral("  %1  %2").arg(g.idA.isEmpty() ? g.idB : g.idA, changeText(g.change));
        if (g.detailed)
            s << "  "
              << Tr::tr("nodes %1 (+%2 −%3), kernels %4")
                     .arg(count(g.nodesA, g.nodesB))
                     .arg(g.nodesAdded.size())
                     .arg(g.nodesRemoved.size())
                     .arg(count(g.kernelsA, g.kernelsB));
        else if (g.change == Change::Changed && g.identical)
            s << "  " << Tr::tr("(the same graph, fused differently)");
        else if (g.change == Change::Changed)
            s << "  " << Tr::tr("(not read: over the size budget)");
        s << "\n";
        for (const FusionChange &f : g.fusion) {
            auto groups = [](const QStringList &groups, const QStringList &kernels) {
                return groups.isEmpty() ? kernels.join(QStringLiteral(" + "))
                                        : QStringLiteral("%1 (%2)").arg(
                                            groups.join(QStringLiteral(" + ")), kernels.join(QStringLiteral(", ")));
            };
            s << "      " << (f.kind == FusionChange::Kind::Split ? Tr::tr("split") : Tr::tr("merged")) << ": "
              << groups(f.groupsA, f.kernelsA) << " → " << groups(f.groupsB, f.kernelsB) << "\n";
            if (f.decisionA && f.decisionB)
                s << "        " << Tr::tr("decision: %1").arg(f.decision) << "\n";
        }
        const int shown = verbose ? 1000 : 8;
        for (qsizetype i = 0; i < g.nodesRemoved.size() && i < shown; ++i)
            s << "      - " << g.nodesRemoved[i] << "\n";
        for (qsizetype i = 0; i < g.nodesAdded.size() && i < shown; ++i)
            s << "      + " << g.nodesAdded[i] << "\n";
    }
    if (unchanged > 0)
        s << "  " << Tr::tr("%n unchanged", nullptr, unchanged) << "\n";
    s << "\n";
}

QString kernelName(const std::optional<KernelSide> &k)
{
    return k ? QStringLiteral("%1 (%2 %3)").arg(k->name, k->compileId, k->graph) : QStringLiteral("—");
}

void kernels(QTextStream &s, const RunDiff &d, bool verbose)
{
    if (d.kernels.isEmpty())
        return;
    const DiffCounts c = d.counts();
    int same = 0;
    for (const KernelPair &k : d.kernels)
        same += k.change == Change::Unchanged && !(k.a && k.a->autotuneCandidate);
    s << Tr::tr("Kernels (matched by what they compute: code, then origins, then similar source)") << "\n";
    s << "  "
      << Tr::tr("same code %1, changed %2, only in A %3, only in B %4")
             .arg(same)
             .arg(c.kernelsChanged)
             .arg(c.kernelsOnlyA)
             .arg(c.kernelsOnlyB)
      << "\n";
    for (const KernelPair &k : d.kernels) {
        const bool timed = k.time && k.time->verdict != stats::Verdict::TooFewSamples;
        if (k.change == Change::Unchanged && !verbose && !(k.time && k.time->significant()))
            continue;
        const QString how = k.match == KernelPair::Match::Origins ? Tr::tr("same origins")
            : k.match == KernelPair::Match::SimilarSource
            ? Tr::tr("similar source (%1%)").arg(k.similarity * 100, 0, 'f', 0)
            : k.match == KernelPair::Match::CodeHash ? Tr::tr("same code")
                                                     : changeText(k.change);
        s << QStringLiteral("  %1 → %2  [%3]%4\n")
                 .arg(kernelName(k.a), kernelName(k.b), how,
                     k.a && k.a->autotuneCandidate ? QStringLiteral(" ") + Tr::tr("autotune candidate") : QString());
        if (timed || (k.time && verbose))
            s << "      " << timeLine(*k.time) << "\n";
    }
    s << "\n";
}

void profile(QTextStream &s, const RunDiff &d)
{
    const ProfileDiff &p = d.profile;
    if (!p.present && p.sourceA.isEmpty() && p.sourceB.isEmpty())
        return;
    s << Tr::tr("Kernel times (profile database: A %1, B %2)")
             .arg(p.sourceA.isEmpty() ? QStringLiteral("–") : p.sourceA,
                 p.sourceB.isEmpty() ? QStringLiteral("–") : p.sourceB)
      << "\n";
    if (!p.present)
        s << "  " << Tr::tr("only one side has a profile run: nothing to compare") << "\n";
    if (p.machineA.gpu != p.machineB.gpu || p.machineA.hostname != p.machineB.hostname)
        s << "  "
          << Tr::tr("measured on different machines: A %1 (%2), B %3 (%4)")
                 .arg(p.machineA.hostname, p.machineA.gpu.isEmpty() ? p.machineA.cpu : p.machineA.gpu,
                     p.machineB.hostname, p.machineB.gpu.isEmpty() ? p.machineB.cpu : p.machineB.gpu)
          << "\n";
    for (const QString &n : p.notes)
        s << "  " << n << "\n";
    for (const GraphTime &g : p.graphs)
        s << QStringLiteral("  %1 → %2 %3  ")
                 .arg(g.compileA.isEmpty() ? QStringLiteral("—") : g.compileA,
                     g.compileB.isEmpty() ? QStringLiteral("—") : g.compileB, g.graph)
          << timeLine(g.time) << "\n";
    if (p.hasTotal)
        s << "  " << Tr::tr("per step (every graph once)") << "  " << timeLine(p.total) << "\n";
    s << "\n";
}

void traces(QTextStream &s, const RunDiff &d)
{
    for (const TraceDiff &t : d.traces) {
        s << Tr::tr("Profiler traces: %1 → %2").arg(QFileInfo(t.a.path).fileName(), QFileInfo(t.b.path).fileName())
          << "\n";
        const double na = t.perStep ? t.a.steps() : 1, nb = t.perStep ? t.b.steps() : 1;
        if (t.perStep) {
            s << "  "
              << Tr::tr("steps %1 → %2%3")
                     .arg(t.a.steps())
                     .arg(t.b.steps())
                     .arg(t.a.stepsInferred || t.b.stepsInferred
                             ? QStringLiteral(" ") + Tr::tr("(found as repeating operator sequences)")
                             : QString())
              << "\n";
            s << "  " << Tr::tr("step time") << "  " << timeLine(*t.stepTime) << "\n";
        } else {
            s << "  " << Tr::tr("no steps found: whole traces compared") << "\n";
        }
        const QString unit = t.perStep ? Tr::tr("per step") : Tr::tr("in total");
        s << "  "
          << Tr::tr("kernel launches %1: %2 → %3")
                 .arg(unit)
                 .arg(t.a.launches / na, 0, 'f', 1)
                 .arg(t.b.launches / nb, 0, 'f', 1)
          << "\n";
        s << "  "
          << Tr::tr("GPU busy %1: %2 → %3")
                 .arg(unit, formatMicros(t.a.gpuBusyUs / na), formatMicros(t.b.gpuBusyUs / nb))
          << "\n";
        s << "  "
          << Tr::tr("CPU operators %1: %2 → %3").arg(unit, formatMicros(t.a.cpuUs / na), formatMicros(t.b.cpuUs / nb))
          << "\n";
        if (t.a.peakMemoryBytes || t.b.peakMemoryBytes)
            s << "  "
              << Tr::tr("peak memory: %1 → %2")
                     .arg(t.a.peakMemoryBytes
                             ? QStringLiteral("%1 MiB").arg(*t.a.peakMemoryBytes / 1048576.0, 0, 'f', 1)
                             : QStringLiteral("–"),
                         t.b.peakMemoryBytes ? QStringLiteral("%1 MiB").arg(*t.b.peakMemoryBytes / 1048576.0, 0, 'f', 1)
                                             : QStringLiteral("–"))
              << "\n";
        s << "  " << Tr::tr("top operators by self time %1:").arg(unit) << "\n";
        for (const TraceDiff::OpDelta &o : t.ops)
            s << QStringLiteral("    %1 %2 %3  ×%4\n")
                     .arg(o.name.left(48), -48)
                     .arg(formatMicros(o.selfA), 10)
                     .arg(formatMicros(o.selfB), 10)
                     .arg(count(o.callsA, o.callsB));
        s << "\n";
    }
}

void autotuneAndRanks(QTextStream &s, const RunDiff &d, bool verbose)
{
    bool header = false;
    for (const AutotuneChange &t : d.autotune) {
        if (t.change == Change::Unchanged && !verbose)
            continue;
        if (!header)
            s << Tr::tr("Autotuning choices") << "\n";
        header = true;
        // Templates by op and inputs; a pointwise/reduction kernel's configs by the kernel's name.
        if (t.kind == QLatin1String("template"))
            s << QStringLiteral("  %1 %2 (%3)  %4\n").arg(t.op, t.shapes, t.dtypes, changeText(t.change));
        else
            s << QStringLiteral("  %1 (%2)  %3\n")
                     .arg(t.kernel.isEmpty() ? t.op : t.kernel,
                         t.kind == QLatin1String("heuristic") ? Tr::tr("its configs timed at the first launch")
                                                              : Tr::tr("coordinate descent"),
                         changeText(t.change));
        auto side = [](const QString &best, double ms, const QString &config) {
            if (best.isEmpty())
                return QStringLiteral("–");
            const QString time = ms >= 0 ? QString::number(ms, 'g', 3) + QStringLiteral(" ms") : QStringLiteral("? ms");
            return config == best ? QStringLiteral("%1  %2").arg(time, best)
                                  : QStringLiteral("%1 %2  %3").arg(best, time, config);
        };
        s << "      A: " << side(t.bestA, t.bestMsA, t.configA) << "\n";
        s << "      B: " << side(t.bestB, t.bestMsB, t.configB) << "\n";
    }
    if (header)
        s << "\n";
    if (d.ranks.isEmpty())
        return;
    s << Tr::tr("Ranks (each against rank %1)").arg(d.ranks.first().rankA) << "\n";
    for (const RankDivergence &r : d.ranks) {
        s << "  "
          << Tr::tr("rank %1: %2 compile ids (rank %3: %4)")
                 .arg(r.rankB)
                 .arg(r.compilesB)
                 .arg(r.rankA)
                 .arg(r.compilesA);
        s << (r.same() ? QStringLiteral("  ") + Tr::tr("no divergence") : QString()) << "\n";
        auto list = [&s](const QString &label, const QStringList &items) {
            if (!items.isEmpty())
                s << "      " << label << ": " << items.mid(0, 12).join(QStringLiteral(", "))
                  << (items.size() > 12 ? QStringLiteral(", …") : QString()) << "\n";
        };
        list(Tr::tr("compile ids only in rank %1").arg(r.rankA), r.onlyInA);
        list(Tr::tr("compile ids only in rank %1").arg(r.rankB), r.onlyInB);
        list(Tr::tr("outcome differs"), r.statusDiffer);
        list(Tr::tr("graphs differ"), r.graphsDiffer);
        list(Tr::tr("guards differ"), r.guardsDiffer);
        list(Tr::tr("cache results differ"), r.cacheDiffer);
        if (!r.collectivesCompile.isEmpty()) {
            s << "      " << Tr::tr("collective schedule differs in %1:").arg(r.collectivesCompile) << "\n";
            s << "        " << r.rankA << ": " << r.collectivesA.join(QStringLiteral(", ")) << "\n";
            s << "        " << r.rankB << ": " << r.collectivesB.join(QStringLiteral(", ")) << "\n";
        }
    }
    s << "\n";
}

} // namespace

QString changeText(Change c)
{
    switch (c) {
    case Change::Unchanged:
        return Tr::tr("unchanged");
    case Change::Changed:
        return Tr::tr("changed");
    case Change::OnlyInA:
        return Tr::tr("only in A");
    case Change::OnlyInB:
        return Tr::tr("only in B");
    }
    return {};
}

QString verdictText(const TimeDiff &t)
{
    switch (t.verdict) {
    case stats::Verdict::Faster:
        return Tr::tr("faster");
    case stats::Verdict::Slower:
        return Tr::tr("slower");
    case stats::Verdict::NoSignificantDifference:
        return Tr::tr("no significant difference");
    case stats::Verdict::TooFewSamples:
        return Tr::tr("too few samples");
    }
    return {};
}

QString timeWarningsText(const TimeDiff &t)
{
    QStringList w;
    for (const QString &k : t.warnings) {
        if (k == QLatin1String("noisy_a"))
            w << Tr::tr("A noisy (IQR %1% of the median)").arg(t.comparison.a.relativeIqr * 100, 0, 'f', 0);
        else if (k == QLatin1String("noisy_b"))
            w << Tr::tr("B noisy (IQR %1% of the median)").arg(t.comparison.b.relativeIqr * 100, 0, 'f', 0);
        else if (k == QLatin1String("too_few_a"))
            w << Tr::tr("A has %1 repeats").arg(t.comparison.a.n);
        else if (k == QLatin1String("too_few_b"))
            w << Tr::tr("B has %1 repeats").arg(t.comparison.b.n);
        else if (k == QLatin1String("no_samples_a"))
            w << Tr::tr("A has no per-repeat times");
        else if (k == QLatin1String("no_samples_b"))
            w << Tr::tr("B has no per-repeat times");
    }
    return w.join(QStringLiteral("; "));
}

QString phaseName(const QString &key)
{
    if (key == QLatin1String("dynamo"))
        return Tr::tr("whole frames (Dynamo)");
    if (key == QLatin1String("aot_autograd"))
        return Tr::tr("AOT autograd");
    if (key == QLatin1String("inductor"))
        return Tr::tr("Inductor");
    if (key == QLatin1String("code_gen"))
        return Tr::tr("code generation");
    if (key == QLatin1String("triton"))
        return Tr::tr("Triton compilation");
    if (key == QLatin1String("autotune"))
        return Tr::tr("autotuning (compile time)");
    if (key == QLatin1String("runtime_autotune"))
        return Tr::tr("autotuning (first call)");
    if (key == QLatin1String("backward"))
        return Tr::tr("backward (Inductor)");
    return key;
}

QString formatMicros(double us)
{
    const double a = std::abs(us);
    if (a < 1)
        return QStringLiteral("%1 ns").arg(us * 1000, 0, 'f', 0);
    if (a < 1000)
        return QStringLiteral("%1 µs").arg(us, 0, 'f', a < 10 ? 2 : 1);
    if (a < 1e6)
        return QStringLiteral("%1 ms").arg(us / 1000, 0, 'f', a < 1e4 ? 3 : 2);
    return QStringLiteral("%1 s").arg(us / 1e6, 0, 'f', 3);
}

QString formatDeltaMicros(double us)
{
    return (us >= 0 ? QStringLiteral("+") : QStringLiteral("−")) + formatMicros(std::abs(us));
}

QString countsText(const RunDiff &d)
{
    const DiffCounts c = d.counts();
    return Tr::tr("Graph breaks fixed %1, new %2; functions recompiling differently %3; failures gone %4, new %5; "
                  "compiles changed %6, "
                  "only in A %7, only in B %8; kernels changed %9, only in A %10, only in B %11; measured times "
                  "faster %12, slower %13.")
        .arg(c.breaksFixed)
        .arg(c.breaksNew)
        .arg(c.recompilesChanged)
        .arg(c.failuresGone)
        .arg(c.failuresNew)
        .arg(c.compilesChanged)
        .arg(c.compilesOnlyA)
        .arg(c.compilesOnlyB)
        .arg(c.kernelsChanged)
        .arg(c.kernelsOnlyA)
        .arg(c.kernelsOnlyB)
        .arg(c.faster)
        .arg(c.slower);
}

// The compile time of each side (Dynamo's whole frames, and the backward compiled later) where
// both sides record it: what a grown model or a new setting costs at warm-up, in the first lines.
QString compileTimeText(const RunDiff &d)
{
    double a = -1, b = -1, backA = -1, backB = -1;
    for (const PhaseTotal &t : phaseTotals(d)) {
        if (t.key == QLatin1String("dynamo"))
            a = t.a, b = t.b;
        else if (t.key == QLatin1String("backward"))
            backA = t.a, backB = t.b;
    }
    if (a < 0 || b < 0)
        return {};
    const auto s = [](double v) { return QStringLiteral("%1 s").arg(v, 0, 'f', v < 10 ? 3 : 1); };
    // Several ranks compile side by side: their times are added up, and said to be.
    QString out = QLatin1Char(' ')
        + (d.logsA > 1 || d.logsB > 1
                ? Tr::tr("Compile time summed over ranks (%1 and %2 logs) %3 → %4 (%5)")
                      .arg(QString::number(d.logsA), QString::number(d.logsB), s(a), s(b),
                          formatDeltaMicros((b - a) * 1e6))
                : Tr::tr("Compile time %1 → %2 (%3)").arg(s(a), s(b), formatDeltaMicros((b - a) * 1e6)));
    if (backA >= 0 && backB >= 0 && (backA > 0 || backB > 0))
        out += Tr::tr(", and the backward compiled later %1 → %2").arg(s(backA), s(backB));
    return out + QLatin1Char('.');
}

QString formatDiffText(const RunDiff &d, bool verbose)
{
    QString out;
    QTextStream s(&out);
    s << "A: " << d.labelA << "\n"
      << "B: " << d.labelB << "\n\n";
    for (const Note &n : d.notes)
        s << (n.level == Note::Level::Error       ? Tr::tr("error")
                : n.level == Note::Level::Warning ? Tr::tr("warning")
                                                  : Tr::tr("note"))
          << ": " << n.text << "\n";
    if (!d.notes.isEmpty())
        s << "\n";
    // An unread side is no comparison: what the other side has is listed, never as "fixed" or
    // as a difference.
    if (d.sideUnread())
        s << Tr::tr("Not compared: a side could not be read. Below is only what the other side has.") << "\n\n";
    else
        s << (d.changed() ? Tr::tr("The runs differ.") : Tr::tr("No change found.")) << " " << countsText(d)
          << compileTimeText(d) << "\n\n";
    versions(s, d);
    settings(s, d, verbose);
    if (!d.compiles.isEmpty()) {
        findings(s, d, verbose);
        compiles(s, d, verbose);
        phases(s, d);
        graphs(s, d, verbose);
        passes(s, d, verbose);
    }
    kernels(s, d, verbose);
    profile(s, d);
    traces(s, d);
    autotuneAndRanks(s, d, verbose);
    return out;
}

} // namespace cs::diff
