#include "core/report/doc/reportbuilder.h"
#include "core/analysis/kernelcounts.h"

#include "core/ab/abanalysis.h"
#include "core/diff/rundiff.h"
#include "core/fusion/fusionbuilder.h"
#include "core/fusion/fusionsummary.h"
#include "core/graph/ddpsplits.h"
#include "core/graph/graphcatalog.h"
#include "core/graph/graphexport.h"
#include "core/graph/plainlayout.h"
#include "core/ingest/runloader.h"
#include "core/ranks/rankcompare.h"
#include "core/ranks/rankformat.h"
#include "core/report/doc/reportextras.h"
#include "core/report/doc/reportfacts.h"
#include "core/report/exportsummary.h"
#include "core/report/summarytext.h"
#include "core/storage/profilestore.h"
#include "core/util/json.h"
#include "core/util/versions.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <future>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

// The key graphs: post-grad graphs with the most kernels (what ran), then the biggest Dynamo
// graph (what the user wrote); other stages only when a run has neither. Chosen by the size of
// their payloads, so only the chosen graphs are read (a 48-layer run holds dozens of graphs of
// thousands of nodes).
QList<GraphEntry> keyGraphs(const LoadedRun &run, const QList<GraphEntry> &all, int count)
{
    QList<GraphEntry> postGrad, dynamo, other;
    for (const GraphEntry &g : all) {
        if (!g.file.isEmpty() && g.archive < 0)
            continue; // debug-folder copies of graphs the trace holds
        (g.stage == QLatin1String("post_grad") ? postGrad : g.stage == QLatin1String("dynamo") ? dynamo : other) << g;
    }
    auto bytes = [&](const GraphEntry &g) -> uint64_t {
        if (g.archive >= 0) // an exported program in a .pt2: about a printed line a node
            return run.archives[size_t(g.archive)].programs[size_t(g.program)]->nodes.size() * 100;
        const TraceRecord &r = run.logs[size_t(g.log)]->records[g.record];
        return r.payloadEnd - r.payloadBegin;
    };
    auto bigger = [&](const GraphEntry &a, const GraphEntry &b) { return bytes(a) > bytes(b); };
    std::stable_sort(postGrad.begin(), postGrad.end(), bigger);
    std::stable_sort(dynamo.begin(), dynamo.end(), bigger);
    std::stable_sort(other.begin(), other.end(), bigger);
    QList<GraphEntry> out = postGrad.mid(0, std::max(1, count - 1));
    out += dynamo.mid(0, count - static_cast<int>(out.size()));
    out += postGrad.mid(out.size(), count - static_cast<int>(out.size()));
    out += other.mid(0, count - static_cast<int>(out.size()));
    return out.mid(0, count);
}

ReportGraph drawGraph(const LoadedRun &run, const GraphEntry &e, const ReportOptions &o)
{
    ReportGraph rg;
    rg.id = e.id;
    rg.stage = e.stage;
    rg.compileId = e.compileId;
    const auto g = loadGraph(run, e, true);
    if (!g) {
        rg.error = g.error().toString();
        return rg;
    }
    rg.nodes = static_cast<int>(g.value().nodes.size());
    rg.kernels = static_cast<int>(g.value().groups.size());
    rg.counts = g.value().codeCounts;
    rg.counts.graphNodes = rg.nodes;
    const GroupBy by = defaultGrouping(g.value());
    const CollapsedGraph c = collapseGraph(g.value(), o.maxBoxes, {}, by);
    rg.groupedBy = groupByName(by);
    rg.boxes = static_cast<int>(c.units.size());
    rg.segmented = c.segmented;
    const auto plain = runDot(collapsedDot(g.value(), c), QStringLiteral("plain"), o.layoutTimeoutMs);
    const auto layout = plain ? parsePlainLayout(plain.value()) : Result<GraphLayout>(plain.error());
    if (layout)
        rg.layout = layout.value();
    else
        rg.error = layout.error().toString();
    return rg;
}

// Each key graph is read, collapsed and laid out (Graphviz in its own process) on its own
// thread: the layouts are the report's slowest part, and independent. Started first, so they
// run while the rest of the report is gathered; drawnGraphs collects them.
std::vector<std::future<ReportGraph>> startDrawingGraphs(const LoadedRun &run, const ReportOptions &o)
{
    std::vector<std::future<ReportGraph>> jobs;
    for (const GraphEntry &e : keyGraphs(run, listGraphs(run, false), o.maxGraphs))
        jobs.push_back(std::async(std::launch::async, [&run, e, &o] { return drawGraph(run, e, o); }));
    return jobs;
}

void drawnGraphs(std::vector<std::future<ReportGraph>> &jobs, ReportData &d)
{
    for (auto &job : jobs) {
        ReportGraph rg = job.get();
        if (!rg.error.isEmpty())
            d.notes << Tr::tr("Graph %1 is not drawn: %2").arg(rg.id, rg.error);
        d.graphs.push_back(std::move(rg));
    }
}

// The exported programs of the inputs: each .pt2's programs, then each torch.export call in
// a trace, with its interface, or why it failed, and the guards and problems it met.
void addPrograms(const LoadedRun &run, ReportData &d)
{
    auto fill = [](ReportProgram &rp, const ExportedProgram &p) {
        const ProgramInterface i = programInterface(p);
        rp.nodes = static_cast<int>(p.nodes.size());
        rp.stateInputs = i.stateInputs;
        rp.inputs = i.inputs;
        rp.outputs = i.outputs;
        rp.dynamicDims = i.dynamicDims;
        for (const ExportRange &r : p.ranges)
            rp.ranges << r.text();
        rp.problems = p.problems;
    };
    for (const Pt2Archive &a : run.archives)
        for (const auto &p : a.programs) {
            ReportProgram rp;
            rp.name = QStringLiteral("export:") + p->model;
            rp.source = a.path;
            rp.kind = a.kind == Pt2Archive::Kind::AotInductor ? QStringLiteral("aotinductor")
                                                              : QStringLiteral("exported_program");
            fill(rp, *p);
            d.programs.push_back(std::move(rp));
        }
    for (const Pt2Archive &a : run.archives)
        for (const AotiModel &m : a.aotiModels) {
            ReportPackage rp;
            rp.file = a.path;
            rp.model = m.name;
            rp.hasProgram = !a.programs.empty();
            const KernelCounts counts = countKernels(m.code);
            rp.kernels = counts.distinctKernels;
            rp.launches = counts.launches;
            rp.externLaunches = counts.externLaunches;
            rp.branchLaunches = branchLaunchesText(counts);
            rp.launchesPerCall = launchesRange(counts);
            for (const KernelDef &k : m.code.kernels)
                rp.kernelNames << k.name;
            for (const KernelLaunch &l : m.code.launches)
                if (l.external && !rp.externCalls.contains(l.kernel))
                    rp.externCalls << l.kernel;
            for (const QString &f : m.files)
                rp.files << f.section(QLatin1Char('/'), -1);
            for (const ExportWeight &w : m.constants)
                rp.constants.push_back(
                    { w.name, w.kind, w.dtype, w.shape, w.bytes >= 0 ? QString::number(w.bytes) : QString() });
            for (const QString &k : std::as_const(rp.kernelNames))
                if (!d.kernelNames.contains(k))
                    d.kernelNames << k;
            d.packages.push_back(std::move(rp));
        }
    if (run.logs.empty() && !run.archives.empty()) {
        // No trace: the inputs are packages or programs, not a torch.compile run.
        d.coverage = archivesHeadline(run);
        if (std::any_of(run.archives.begin(), run.archives.end(),
                [](const Pt2Archive &a) { return a.kind == Pt2Archive::Kind::ExportedProgram; }))
            d.coverage += QLatin1Char(' ')
                + Tr::tr("A program's inputs, outputs and dynamic dimensions are listed under Run and versions, its "
                         "graph under Key graphs.");
        bool withoutProgram = false, allPackages = true, allPrograms = true;
        for (const Pt2Archive &a : run.archives) {
            withoutProgram = withoutProgram || a.programs.empty();
            allPackages = allPackages && a.kind == Pt2Archive::Kind::AotInductor;
            allPrograms = allPrograms && a.kind == Pt2Archive::Kind::ExportedProgram;
        }
        if (withoutProgram)
            d.noGraphs = Tr::tr("An AOTInductor package without its exported program holds no graph to draw: its "
                                "kernels are listed in the Kernels section.");
        if (allPackages)
            d.title = Tr::tr("AOTInductor package diagnosis");
        else if (allPrograms)
            d.title = Tr::tr("Exported program diagnosis");
    }
    if (const QString profiles = profilesHeadline(run); !profiles.isEmpty())
        d.coverage = profiles; // a profiler trace alone: what it holds, not "nothing compiled"
    for (size_t li = 0; li < run.logs.size(); ++li)
        for (const ExportAttempt &a : run.overviews[li]->exports) {
            ReportProgram rp;
            rp.kind = QStringLiteral("trace");
            rp.exported = a.exported();
            rp.source
                = Tr::tr("%1, line %2").arg(run.logs[li]->source->path()).arg(a.exported() ? a.programLine : a.line);
            if (const auto p = tracedProgram(*run.logs[li], a)) {
                rp.name = exportGraphId(run, li, a);
                fill(rp, *p);
            } else {
                rp.name = QStringLiteral("export %1").arg(a.number);
                rp.failure = a.failure();
            }
            for (const ExportEvent &g : a.guards)
                rp.guards << exportEventText(g);
            for (const ExportEvent &e : a.problems)
                rp.problems << exportEventText(e);
            d.programs.push_back(std::move(rp));
        }
}

void addFusion(const LoadedRun &run, ReportData &d)
{
    const FusionRun fr = buildFusionRun(run);
    d.fusionMissing = fr.missing;
    for (const FusionGraph &g : fr.graphs) {
        const FusionSummary s = summarizeFusion(g);
        ReportFusionGraph f;
        f.id = g.id;
        f.compileId = g.compileId;
        f.part = g.part;
        f.source = g.finalSource;
        f.nodesBefore = s.nodesBefore;
        f.fusionGroups = s.nodesAfter;
        f.kernels = s.nodesAfter - static_cast<int>(s.externs.size());
        f.externs = static_cast<int>(s.externs.size());
        f.fuses = s.fuses;
        f.rejects = s.rejects;
        f.hasDecisions = g.hasDecisions();
        f.savedTraffic = s.savedTraffic;
        for (const FusionSummary::Blocked &b : s.blocked)
            f.blocked.push_back({ b.category, b.title, b.lines, b.pairs, b.settings });
        f.apart = nodesThatStayedApart(g, s);
        d.fusion.push_back(std::move(f));
    }
}

void addProfile(const LoadedRun &run, const QString &db, ReportData &d)
{
    QSet<QString> names;
    for (const auto &ov : run.overviews)
        for (const CompileSummary &c : ov->compiles)
            for (const QString &k : c.kernels)
                names.insert(k);
    auto store = ProfileStore::open(db);
    if (!store) {
        d.notes << Tr::tr("The profile database %1 could not be opened: %2").arg(db, store.error().toString());
        d.unreadable << db; // an unusable --db fails every command alike (exit 1)
        return;
    }
    const auto runs = store.value()->runs();
    if (!runs) {
        d.notes << runs.error().toString();
        return;
    }
    // The newest profile run that measured a kernel of this run (or any, for runs whose kernels
    // the trace does not name, e.g. AOTInductor packages).
    for (const ProfileRun &r : runs.value()) {
        const auto full = store.value()->run(r.id);
        if (!full)
            continue;
        const bool matches = names.isEmpty()
            || std::any_of(full.value().results.begin(), full.value().results.end(),
                [&](const KernelResult &k) { return names.contains(k.kernel); });
        if (!matches)
            continue;
        d.profile = profileFacts(full.value(), *store.value(), db);
        return;
    }
    d.notes << Tr::tr("No profile run in %1 measured a kernel of this run.").arg(db);
}

// The comparison: this run is A (already loaded and explained; neither is done again), B is
// opened as `compilescope diff` opens it. An unreadable B is said, never compared with nothing.
void addComparison(const LoadedRun &run, diff::DiffInput b, const ReportOptions &o, ReportData &d)
{
    if (!b.readable()) {
        const QString why
            = Tr::tr("Run B (%1) could not be read, so nothing was compared: %2").arg(o.compareWith, b.problem);
        d.unreadable << o.compareWith;
        d.notes << why;
        d.extras.push_back(unreadableExtra(ReportSection::Compare, why));
        return;
    }
    if (b.run)
        for (const LoadedRun::Input &f : b.run->files)
            d.readFiles << f.path;
    diff::InputOptions in;
    in.database = o.profileDb;
    // Non-owning: the inputs live only while the diff is made, inside this call.
    const std::shared_ptr<const LoadedRun> self(std::shared_ptr<const LoadedRun>(), &run);
    const std::shared_ptr<const Explanation> explained(std::shared_ptr<const Explanation>(), &d.explanation);
    const QString label = run.inputs.size() == 1 ? run.inputs.first() : run.inputs.join(QStringLiteral(", "));
    diff::DiffOptions options;
    options.time.minRelativeEffect = o.minEffect;
    d.extras.push_back(compareExtra(diff::diffRuns(diff::diffInputOf(self, label, in, explained), b, options)));
}

void addAb(const QString &folder, ReportData &d)
{
    const auto set = ab::readRunSet(folder);
    if (!set) {
        const QString why = Tr::tr("The A/B folder %1 could not be read, so it has no verdicts here: %2")
                                .arg(folder, set.error().toString());
        d.unreadable << folder;
        d.notes << why;
        d.extras.push_back(unreadableExtra(ReportSection::Ab, why));
        return;
    }
    d.extras.push_back(abExtra(ab::analyse(set.value())));
}

} // namespace

ReportData buildReport(const LoadedRun &run, const ReportOptions &o, const Explanation *explanation)
{
    ReportData d;
    d.sections = o.sections.empty() ? allReportSections() : o.sections;
    // B loads while the rest is gathered: it is as big as the run itself.
    std::future<diff::DiffInput> compareWith;
    if (!o.compareWith.isEmpty() && d.has(ReportSection::Compare)) {
        diff::InputOptions in;
        in.database = o.profileDb;
        compareWith = std::async(std::launch::async, [in, b = o.compareWith] { return diff::openDiffInput(b, in); });
    }
    std::vector<std::future<ReportGraph>> graphJobs;
    if (d.has(ReportSection::Graphs) && o.maxGraphs > 0)
        graphJobs = startDrawingGraphs(run, o);
    d.inputs = run.inputs;
    d.generatedAt = QDateTime::currentDateTimeUtc();
    d.title = Tr::tr("torch.compile diagnosis");
    d.explanation = explanation ? *explanation : explainLoadedRun(run);
    d.notes << incompletePrograms(run); // an exported program not read whole: said, as summary says it
    for (const auto &ov :
        run.overviews) // records of kinds this reader does not know: said, as summary and explain say them
        if (const QString line = notReadLine(*ov); !line.isEmpty())
            d.notes << line;
    d.overview = overviewFacts(run);
    d.versions = versionFacts(run);
    d.fixes = fixFacts(d.explanation, o.maxFixes);
    if (d.has(ReportSection::Fusion))
        addFusion(run, d);
    if (!o.profileDb.isEmpty() && d.has(ReportSection::Kernels))
        addProfile(run, o.profileDb, d);
    if (d.has(ReportSection::Kernels))
        d.autotune = exploreAutotuning(run.logs, run.overviews, run.textLogs, d.explanation.autotuneRejections);
    for (const auto &ov : run.overviews)
        for (const CompileSummary &c : ov->compiles)
            for (const QString &k : c.kernels)
                if (!d.kernelNames.contains(k))
                    d.kernelNames << k;
    if (d.has(ReportSection::Runtime) && hasRuntimeFacts(d.explanation))
        d.extras.push_back(runtimeExtra(d.explanation));
    else
        std::erase(d.sections, ReportSection::Runtime);
    drawnGraphs(graphJobs, d);
    d.ddpSplits = runDdpSplits(run);
    if (d.has(ReportSection::Graphs)) {
        d.regions = listCompileRegions(run, listGraphs(run, false));
        d.passes = listPassStages(run, false);
    }
    if (run.logs.size() > 1 && d.has(ReportSection::Ranks)) {
        const ranks::RankAnalysis a = ranks::analyseRanks(run);
        // Ranks that part will wait on each other in a collective: the first thing to fix.
        if (QString title = ranks::ranksHeadline(a); a.diverges()) {
            title[0] = title[0].toUpper(); // a sentence of its own here
            d.fixes.insert(d.fixes.begin(),
                ReportFix { QStringLiteral("ranks_diverge"), title,
                    a.collectiveDivergence ? Tr::tr("likely hang: collective #%1 of %2 differs between ranks")
                                                 .arg(a.collectiveDivergence->index + 1)
                                                 .arg(a.collectiveDivergence->compileId)
                                           : (a.divergence ? a.divergence->detail : QString()),
                    Tr::tr("Ranks that compile differently can wait on each other in a collective (a hang or a "
                           "timeout): give every rank the same shapes and dtypes and no rank-dependent branch in "
                           "compiled code; the Ranks section shows where they part."),
                    -1, reportSectionKey(ReportSection::Ranks) });
        }
        d.extras.push_back(ranksExtra(a));
    } else
        std::erase(d.sections, ReportSection::Ranks);
    addPrograms(run, d);
    if (compareWith.valid())
        addComparison(run, compareWith.get(), o, d);
    else
        std::erase(d.sections, ReportSection::Compare);
    if (!o.abFolder.isEmpty() && d.has(ReportSection::Ab))
        addAb(o.abFolder, d);
    else
        std::erase(d.sections, ReportSection::Ab);
    return d;
}

} // namespace cs
