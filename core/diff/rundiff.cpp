#include "core/diff/rundiff.h"

#include "core/diff/compilediff.h"
#include "core/diff/fusiondiff.h"
#include "core/diff/graphdiff.h"
#include "core/diff/kernelmatch.h"
#include "core/diff/passdiff.h"
#include "core/diff/profilediff.h"
#include "core/diff/sidefacts.h"
#include "core/ingest/runexplain.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <future>
#include <tuple>

namespace cs::diff {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Diff)
};

void note(RunDiff &d, Note::Level level, const QString &text)
{
    d.notes << Note { level, text };
}

// A side that could not be read has no counts: -1 ("?", null in JSON), never 0 ("2 → 0").
void forgetUnreadCounts(RunDiff &d)
{
    const bool a = !d.problemA.isEmpty(), b = !d.problemB.isEmpty();
    const auto forget = [a, b](int &countA, int &countB) {
        if (a)
            countA = -1;
        if (b)
            countB = -1;
    };
    for (BreakChange &x : d.breaks)
        forget(x.countA, x.countB);
    for (RecompileChange &x : d.recompiles)
        forget(x.recompilesA, x.recompilesB);
    for (RestartChange &x : d.restarts)
        forget(x.attemptsA, x.attemptsB);
}

QString sideName(bool a)
{
    return a ? QStringLiteral("A") : QStringLiteral("B");
}

// A side read only in part (a file of it unreadable, a FIFO, a cap hit; a log cut short or with
// lines that could not be read): what it lacks is missing from the comparison too, so it is said.
bool sayReadInPart(const DiffInput &in, const QString &side, RunDiff &d)
{
    if (!in.run)
        return false;
    int unread = 0;
    QString first;
    for (const Diagnostic &n : in.run->notes)
        if (n.severity != Diagnostic::Severity::Note && unread++ == 0)
            first = n.file.isEmpty() ? n.message : QStringLiteral("%1: %2").arg(n.file, n.message);
    if (unread > 0)
        note(d, Note::Level::Warning,
            Tr::tr("%1 (%2) was read only in part: %3 of its inputs could not be read (the first: %4)")
                .arg(side, in.label, QString::number(unread), first));
    // A compile "only in A" may be one the cut removed.
    int problems = 0;
    QString firstProblem;
    for (const auto &log : in.run->logs)
        for (const Diagnostic &g : log->diagnostics)
            if (g.severity != Diagnostic::Severity::Note && problems++ == 0)
                firstProblem = g.toString();
    if (problems > 0)
        note(d, Note::Level::Warning,
            Tr::tr("%1 (%2) has %n problem(s) where it was read (the first: %3): what it lacks there is missing "
                   "from the comparison, not gone from the run",
                nullptr, int(problems))
                .arg(side, in.label, firstProblem));
    return unread > 0 || problems > 0;
}

// Notes on the inputs: unreadable sides, different programs, different stacks.
void describeInputs(const DiffInput &a, const DiffInput &b, RunDiff &d)
{
    for (const auto *in : { &a, &b })
        if (!in->problem.isEmpty())
            note(d, Note::Level::Error,
                Tr::tr("%1 (%2) could not be read: %3. Only what the other side has is listed.")
                    .arg(sideName(in == &a), in->label, in->problem));
    for (const auto *in : { &a, &b })
        (in == &a ? d.readInPartA : d.readInPartB) = sayReadInPart(*in, sideName(in == &a), d);
    if (const QString &db = a.databaseProblem.isEmpty() ? b.databaseProblem : a.databaseProblem; !db.isEmpty())
        note(d, Note::Level::Error, Tr::tr("the profile database was not used: %1").arg(db));
    // A run whose recorder was killed (its manifest left "running", the writer gone), or one
    // still being recorded: either may lack what the command had not yet written.
    for (const auto *in : { &a, &b }) {
        if (!in->manifest)
            continue;
        if (!in->manifest->exit)
            note(d, Note::Level::Warning,
                Tr::tr("%1 (%2) is still being recorded: the comparison holds what was written so far")
                    .arg(sideName(in == &a), in->label));
        else if (in->manifest->exit->kind == run::ExitKind::Interrupted)
            note(d, Note::Level::Warning,
                Tr::tr("%1 (%2) is from an interrupted recording: the recorder (pid %3) was killed before the "
                       "command ended, so the run may be incomplete")
                    .arg(sideName(in == &a), in->label)
                    .arg(in->manifest->writer.pid));
    }
    for (const auto *in : { &a, &b })
        if (!in->manifestProblem.isEmpty())
            note(d, Note::Level::Warning,
                Tr::tr("%1's run manifest was not read: %2").arg(sideName(in == &a), in->manifestProblem));
    const bool torchDiffers = std::any_of(d.versions.begin(), d.versions.end(),
        [](const VersionRow &v) { return v.name == QLatin1String("torch") && v.differs(); });
    for (const VersionRow &v : d.versions)
        if (v.differs() && !(torchDiffers && v.name == QLatin1String("torch commit")))
            note(d, Note::Level::Warning,
                Tr::tr("different %1: A %2, B %3. Differences may come from the %1 rather than from the change "
                       "under test.")
                    .arg(v.name, v.a, v.b));
    if (a.profile && b.profile && a.profileSource == b.profileSource)
        note(d, Note::Level::Warning,
            Tr::tr("both sides use the same profile run (%1): their kernel times are the same measurement")
                .arg(a.profileSource));
    if (a.manifest && b.manifest && a.manifest->command.mid(1) != b.manifest->command.mid(1))
        note(d, Note::Level::Info,
            Tr::tr("the runs were recorded from different commands: A `%1`, B `%2`")
                .arg(a.manifest->command.join(u' '), b.manifest->command.join(u' ')));
    for (const VersionRow &v : d.versions)
        if (v.name == QLatin1String("torch") && v.a.isEmpty() != v.b.isEmpty())
            note(d, Note::Level::Info,
                Tr::tr("%1 does not say which PyTorch made it (logs before PyTorch 2.6 do not record it)")
                    .arg(v.a.isEmpty() ? QStringLiteral("A") : QStringLiteral("B")));
    int onlyA = 0, onlyB = 0, both = 0;
    for (const CompilePair &p : d.compiles) {
        onlyA += p.change == Change::OnlyInA;
        onlyB += p.change == Change::OnlyInB;
        both += p.a && p.b;
    }
    if (both == 0 && onlyA > 0 && onlyB > 0)
        note(d, Note::Level::Warning,
            Tr::tr("no compiled function is in both runs: these look like runs of different programs or models. "
                   "They are compared anyway."));
}

// Facts a side's run holds but that could not be read: said, never dropped silently.
void describeLoss(const FactLoss &loss, const DiffInput &in, bool isA, RunDiff &d)
{
    if (loss.records == 0)
        return;
    (isA ? d.unreadFactsA : d.unreadFactsB) = loss.records;
    d.factsOverLimit = d.factsOverLimit || loss.overLimit > 0;
    note(d, loss.overLimit > 0 ? Note::Level::Error : Note::Level::Warning,
        Tr::tr("%1 (%2): %n record(s) holding compile times or kernel source lines could not be read, so those facts "
               "are missing from the comparison, not absent from the run (the first: %3)",
            nullptr, loss.records)
            .arg(sideName(isA), in.label, loss.first));
}

// Kernels of a side: from its traces, plus what its profile run measured.
std::vector<SideKernel> kernelsOf(const DiffInput &in, const std::vector<SideCompile> &compiles, CodeCache &cache,
    std::vector<const KernelResult *> &results)
{
    std::vector<SideKernel> kernels = in.run ? sideKernels(*in.run, compiles, cache) : std::vector<SideKernel>();
    results = in.profile ? attachResults(*in.profile, kernels) : std::vector<const KernelResult *>(kernels.size());
    return kernels;
}

void buildKernels(const std::vector<SideKernel> &ka, const std::vector<SideKernel> &kb,
    const std::vector<KernelMatch> &matches, const std::vector<int> &compilePairOfA, RunDiff &d)
{
    for (const KernelMatch &m : matches) {
        KernelPair p;
        p.match = m.how;
        p.similarity = m.similarity;
        if (m.a >= 0) {
            const SideKernel &k = ka[static_cast<size_t>(m.a)];
            p.a = k.side;
            if (k.compile >= 0 && static_cast<size_t>(k.compile) < compilePairOfA.size())
                p.compilePair = compilePairOfA[static_cast<size_t>(k.compile)];
        }
        if (m.b >= 0)
            p.b = kb[static_cast<size_t>(m.b)].side;
        p.change = m.a < 0                         ? Change::OnlyInB
            : m.b < 0                              ? Change::OnlyInA
            : m.how == KernelPair::Match::CodeHash ? Change::Unchanged
                                                   : Change::Changed;
        d.kernels << p;
    }
}

void correctFamily(RunDiff &d, const TimeOptions &options)
{
    std::vector<TimeDiff *> family;
    for (KernelPair &k : d.kernels)
        if (k.time)
            family.push_back(&*k.time);
    for (GraphTime &g : d.profile.graphs)
        family.push_back(&g.time);
    if (d.profile.hasTotal)
        family.push_back(&d.profile.total);
    for (TraceDiff &t : d.traces)
        if (t.stepTime)
            family.push_back(&*t.stepTime);
    applyFamilyCorrection(family, options);
}

// Profiler traces paired by file name, then in order.
void diffChromeTraces(const DiffInput &a, const DiffInput &b, const TimeOptions &options, RunDiff &d)
{
    if (!a.run || !b.run)
        return;
    const auto &pa = a.run->profiles, &pb = b.run->profiles;
    std::vector<bool> used(pb.size(), false);
    for (size_t i = 0; i < pa.size(); ++i) {
        int partner = -1;
        for (size_t j = 0; j < pb.size() && partner < 0; ++j)
            if (!used[j] && QFileInfo(pa[i]->path).fileName() == QFileInfo(pb[j]->path).fileName())
                partner = static_cast<int>(j);
        for (size_t j = 0; j < pb.size() && partner < 0; ++j)
            if (!used[j])
                partner = static_cast<int>(j);
        if (partner < 0)
            break;
        used[static_cast<size_t>(partner)] = true;
        const auto sa = summarizeTrace(pa[i]->path), sb = summarizeTrace(pb[static_cast<size_t>(partner)]->path);
        if (!sa || !sb) {
            note(d, Note::Level::Warning, (sa ? sb : sa).error().toString());
            continue;
        }
        d.traces << diffTraces(sa.value(), sb.value(), options);
    }
}

// Another program ran: other launches or kernels per step, or operators only one side ran.
// (Times are compared as times: the step time's test.)
bool traceChanged(const TraceDiff &t)
{
    const double na = t.perStep ? t.a.steps() : 1, nb = t.perStep ? t.b.steps() : 1;
    if (std::abs(t.a.launches / na - t.b.launches / nb) >= 0.5 || std::abs(t.a.kernels / na - t.b.kernels / nb) >= 0.5)
        return true;
    QSet<QString> opsA, opsB;
    for (const auto &op : t.a.ops)
        opsA << op.name;
    for (const auto &op : t.b.ops)
        opsB << op.name;
    return opsA != opsB;
}

// The settings of a run's first log that recorded them (ranks of one job share them).
ConfigSnapshot configOf(const LoadedRun &run)
{
    for (size_t i = 0; i < run.logs.size() && i < run.overviews.size(); ++i)
        if (ConfigSnapshot s = readConfigSnapshot(*run.logs[i], *run.overviews[i]); !s.empty())
            return s;
    return {};
}

} // namespace

const char *changeName(Change c)
{
    switch (c) {
    case Change::Unchanged:
        return "unchanged";
    case Change::Changed:
        return "changed";
    case Change::OnlyInA:
        return "only_in_a";
    case Change::OnlyInB:
        return "only_in_b";
    }
    return "";
}

RunDiff diffRuns(const DiffInput &a, const DiffInput &b, const DiffOptions &options)
{
    RunDiff d;
    d.labelA = a.label;
    d.labelB = b.label;
    d.problemA = a.problem;
    d.problemB = b.problem;
    d.versions = compareVersions(a, b);
    static const LoadedRun empty;
    const LoadedRun &runA = a.run ? *a.run : empty, &runB = b.run ? *b.run : empty;
    d.config = compareConfigs(configOf(runA), configOf(runB));
    const std::vector<SideCompile> ca = sideCompiles(runA, a.rank), cb = sideCompiles(runB, b.rank);
    d.logsA = a.rank >= 0 ? 1 : std::max<int>(1, static_cast<int>(runA.logs.size()));
    d.logsB = b.rank >= 0 ? 1 : std::max<int>(1, static_cast<int>(runB.logs.size()));
    const bool byRank = a.rank < 0 && b.rank < 0 && runA.logs.size() > 1 && runB.logs.size() > 1;
    const std::vector<CompileMatch> matches = matchCompiles(ca, cb, byRank);
    // What reads the traces runs at once: the compiles, the graphs, each side's kernels and
    // autotuning (each reads payloads of both runs or one; nothing they share is written).
    FactLoss lossA, lossB;
    auto compiles
        = std::async(std::launch::async, [&] { return diffCompiles(&runA, ca, &runB, cb, matches, &lossA, &lossB); });
    auto graphs = std::async(std::launch::async, [&] {
        QList<GraphDiff> g = diffGraphs(runA, ca, runB, cb, matches, options.graphBytes);
        explainFusion(runA, runB, g); // only where both runs recorded their fusion
        return g;
    });
    auto autotune = std::async(std::launch::async, [&] {
        return std::make_pair(diffAutotune(exploreRunAutotuning(runA), exploreRunAutotuning(runB)),
            diffPasses(runA, ca, runB, cb, matches));
    });
    CodeCache cache;
    MeasuredSide ma, mb;
    auto kernelsB = std::async(std::launch::async, [&] { return kernelsOf(b, cb, cache, mb.results); });
    const std::vector<SideKernel> ka = kernelsOf(a, ca, cache, ma.results);
    if (a.explanation || b.explanation) {
        const Explanation none;
        const Explanation &ea = a.explanation ? *a.explanation : none, &eb = b.explanation ? *b.explanation : none;
        d.breaks = diffBreaks(ea, eb);
        d.recompiles = diffRecompiles(ea, eb);
        d.failures = diffFailures(ea, eb);
        d.restarts = diffRestarts(ea, eb);
        forgetUnreadCounts(d);
    }
    std::vector<int> partner(ca.size(), -1), pairOfA(ca.size(), -1);
    for (size_t i = 0; i < matches.size(); ++i)
        if (matches[i].a >= 0) {
            partner[static_cast<size_t>(matches[i].a)] = matches[i].b;
            pairOfA[static_cast<size_t>(matches[i].a)] = static_cast<int>(i);
        }
    const std::vector<SideKernel> kb = kernelsB.get();
    d.compiles = compiles.get();
    d.graphs = graphs.get();
    std::tie(d.autotune, d.passes) = autotune.get();
    ma.kernels = &ka;
    mb.kernels = &kb;
    const std::vector<KernelMatch> kernelMatches = matchKernels(ka, kb, partner, options.similarity);
    buildKernels(ka, kb, kernelMatches, pairOfA, d);
    d.profile.present = a.profile && b.profile;
    if (a.profile) {
        d.profile.sourceA = a.profileSource;
        d.profile.machineA = a.profile->machine;
    }
    if (b.profile) {
        d.profile.sourceB = b.profileSource;
        d.profile.machineB = b.profile->machine;
    }
    if (d.profile.present)
        compareProfiles(ma, mb, kernelMatches, matches, options.time, d);
    diffChromeTraces(a, b, options.time, d);
    correctFamily(d, options.time);
    for (const auto &log : runA.logs)
        lossA.merge(cache.loss(*log));
    for (const auto &log : runB.logs)
        lossB.merge(cache.loss(*log));
    describeInputs(a, b, d);
    describeLoss(lossA, a, true, d);
    describeLoss(lossB, b, false, d);
    return d;
}

RunDiff diffRanks(const DiffInput &in, const DiffOptions &options)
{
    Q_UNUSED(options);
    RunDiff d;
    d.labelA = in.label;
    d.labelB = in.label;
    d.problemA = in.problem;
    if (!in.run || in.run->logs.size() < 2) {
        note(d, Note::Level::Error, Tr::tr("%1 holds no multi-rank run: give two runs to compare").arg(in.label));
        return d;
    }
    d.readInPartA = sayReadInPart(in, sideName(true), d);
    d.versions = compareVersions(in, in);
    d.ranks = compareRanks(*in.run);
    return d;
}

QList<PhaseTotal> phaseTotals(const RunDiff &d)
{
    const std::pair<const char *, double PhaseTimes::*> fields[]
        = { { "dynamo", &PhaseTimes::dynamoS }, { "aot_autograd", &PhaseTimes::aotS },
              { "inductor", &PhaseTimes::inductorS }, { "code_gen", &PhaseTimes::codegenS },
              { "triton", &PhaseTimes::tritonS }, { "autotune", &PhaseTimes::autotuneS },
              { "runtime_autotune", &PhaseTimes::runtimeAutotuneS }, { "backward", &PhaseTimes::backwardS } };
    QList<PhaseTotal> out;
    for (const auto &[key, field] : fields) {
        PhaseTotal t { QLatin1String(key) };
        for (const CompilePair &p : d.compiles) {
            if (p.a && p.a->times.*field >= 0)
                t.a = std::max(t.a, 0.0) + p.a->times.*field;
            if (p.b && p.b->times.*field >= 0)
                t.b = std::max(t.b, 0.0) + p.b->times.*field;
        }
        if (t.a >= 0 || t.b >= 0)
            out << t;
    }
    return out;
}

CacheTotals cacheTotals(const RunDiff &d)
{
    CacheTotals c;
    for (const CompilePair &p : d.compiles) {
        if (p.a) {
            c.hitsA += p.a->times.fxCacheHits + p.a->times.aotCacheHits;
            c.missesA += p.a->times.fxCacheMisses + p.a->times.aotCacheMisses;
        }
        if (p.b) {
            c.hitsB += p.b->times.fxCacheHits + p.b->times.aotCacheHits;
            c.missesB += p.b->times.fxCacheMisses + p.b->times.aotCacheMisses;
        }
    }
    if (!d.problemA.isEmpty())
        c.hitsA = c.missesA = -1;
    if (!d.problemB.isEmpty())
        c.hitsB = c.missesB = -1;
    return c;
}

DiffCounts RunDiff::counts() const
{
    DiffCounts c;
    for (const CompilePair &p : compiles) {
        c.compilesChanged += p.change == Change::Changed;
        c.compilesOnlyA += p.change == Change::OnlyInA;
        c.compilesOnlyB += p.change == Change::OnlyInB;
        c.guardsChanged += p.guardsChanged();
    }
    for (const BreakChange &b : breaks) {
        c.breaksFixed += b.change == Change::OnlyInA || (b.change == Change::Changed && b.countB < b.countA);
        c.breaksNew += b.change == Change::OnlyInB || (b.change == Change::Changed && b.countB > b.countA);
    }
    for (const RecompileChange &r : recompiles)
        c.recompilesChanged += r.change != Change::Unchanged;
    for (const FailureChange &f : failures) {
        c.failuresGone += f.change == Change::OnlyInA;
        c.failuresNew += f.change == Change::OnlyInB;
    }
    for (const GraphDiff &g : graphs)
        c.graphsChanged += g.change != Change::Unchanged;
    for (const PassStageDiff &p : passes)
        c.passesChanged += p.change != Change::Unchanged;
    for (const KernelPair &k : kernels) {
        if (k.a && k.a->autotuneCandidate)
            continue;
        c.kernelsChanged += k.change == Change::Changed;
        c.kernelsOnlyA += k.change == Change::OnlyInA;
        c.kernelsOnlyB += k.change == Change::OnlyInB;
    }
    for (const AutotuneChange &t : autotune)
        c.autotuneChanged += t.change != Change::Unchanged;
    auto tally = [&c](const TimeDiff &t) {
        c.faster += t.verdict == stats::Verdict::Faster;
        c.slower += t.verdict == stats::Verdict::Slower;
    };
    for (const KernelPair &k : kernels)
        if (k.time && !(k.a && k.a->autotuneCandidate))
            tally(*k.time);
    for (const GraphTime &g : profile.graphs)
        tally(g.time);
    if (profile.hasTotal)
        tally(profile.total);
    for (const TraceDiff &t : traces)
        if (t.stepTime)
            tally(*t.stepTime);
    for (const RankDivergence &r : ranks)
        c.ranksDiverging += !r.same();
    for (const TraceDiff &t : traces)
        c.tracesChanged += traceChanged(t);
    return c;
}

bool CompilePair::guardsChanged() const
{
    return !guardsAdded.isEmpty() || !guardsRemoved.isEmpty()
        || std::any_of(globalState.begin(), globalState.end(), [](const StateChange &c) { return c.bothRecorded(); });
}

FindingTotals findingTotals(const RunDiff &d)
{
    FindingTotals t;
    for (const CompilePair &p : d.compiles) {
        t.compilesA += p.a.has_value();
        t.compilesB += p.b.has_value();
    }
    for (const BreakChange &b : d.breaks) {
        t.breaksA += std::max(b.countA, 0);
        t.breaksB += std::max(b.countB, 0);
    }
    for (const RecompileChange &r : d.recompiles) {
        t.recompilesA += std::max(r.recompilesA, 0);
        t.recompilesB += std::max(r.recompilesB, 0);
    }
    for (const FailureChange &f : d.failures) {
        t.failuresA += f.change != Change::OnlyInB;
        t.failuresB += f.change != Change::OnlyInA;
    }
    for (const KernelPair &k : d.kernels) {
        if ((k.a && k.a->autotuneCandidate) || (k.b && k.b->autotuneCandidate))
            continue;
        t.kernelsA += k.a.has_value();
        t.kernelsB += k.b.has_value();
    }
    if (!d.problemA.isEmpty())
        t.compilesA = t.breaksA = t.recompilesA = t.failuresA = t.kernelsA = -1;
    if (!d.problemB.isEmpty())
        t.compilesB = t.breaksB = t.recompilesB = t.failuresB = t.kernelsB = -1;
    return t;
}

bool RunDiff::changed() const
{
    const DiffCounts c = counts();
    int restartsChanged = 0;
    for (const RestartChange &r : restarts)
        restartsChanged += r.change != Change::Unchanged;
    return c.compilesChanged + c.compilesOnlyA + c.compilesOnlyB + c.breaksFixed + c.breaksNew + c.recompilesChanged
        + c.failuresGone + c.failuresNew + c.guardsChanged + c.graphsChanged + c.kernelsChanged + c.kernelsOnlyA
        + c.kernelsOnlyB + c.autotuneChanged + c.faster + c.slower + c.ranksDiverging + c.tracesChanged
        + c.passesChanged
        + restartsChanged
        // The settings a run compiled with (torch.compile's mode, a Dynamo limit) are a change of
        // its own, whatever else moved; where only install paths differ, nothing was changed.
        + static_cast<int>(config.changes.size())
        > 0;
}

bool RunDiff::regressed() const
{
    const DiffCounts c = counts();
    int moreRecompiles = 0;
    for (const RecompileChange &r : recompiles)
        moreRecompiles += (r.recompilesA >= 0 && r.recompilesB > r.recompilesA) || (r.limitHitB && !r.limitHitA);
    return c.breaksNew + c.failuresNew + c.slower + moreRecompiles > 0;
}

} // namespace cs::diff
