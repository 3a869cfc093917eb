#include "core/fusion/fusionbuilder.h"

#include "core/fusion/fusionkernels.h"
#include "core/fusion/fusionsources.h"
#include "core/fusion/prefusion.h"
#include "core/fusion/replay.h"
#include "core/fusion/segments.h"
#include "core/graph/graphcatalog.h"
#include "core/ingest/debugdir/schedulerirreader.h"
#include "core/ingest/runloader.h"
#include "core/util/parallel.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <map>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::FusionBuilder)
};

using Attribution = FusionGraph::Attribution;

// A graph being built: the graph, the lines it replays, its sources.
struct Pending {
    FusionGraph graph;
    const FusionSegment *segment = nullptr;
    DebugSource *debug = nullptr;
    TraceCode *trace = nullptr;
};

std::shared_ptr<const SchedulerIr> irFromLog(const FusionLine *l, const QString &path)
{
    if (!l)
        return nullptr;
    const QByteArray text = l->text.toUtf8();
    return std::make_shared<const SchedulerIr>(SchedulerIrReader::parse(
        std::string_view(text.constData(), static_cast<size_t>(text.size())), path, l->line + 1));
}

// The names of the first candidate list: the graph's nodes at round 1, as pre-fusion names.
QSet<QString> firstCandidates(const FusionSegment &s)
{
    QSet<QString> names;
    bool listing = false;
    for (const FusionLine *l : s.lines) {
        if (l->kind == FusionLine::Kind::Candidates) {
            if (listing)
                break;
            listing = true;
        } else if (l->kind == FusionLine::Kind::Candidate && listing) {
            for (const QString &p : l->candidate.name.split(u'_'))
                names << p;
        } else if (listing) {
            break;
        }
    }
    return names;
}

QSet<QString> irNames(const SchedulerIr &ir)
{
    QSet<QString> names;
    for (const IrNode &n : ir.nodes)
        names << n.name;
    return names;
}

// The debug folder a `debug trace: <dir>` line names (the logged folder may lack the `.N`).
DebugSource *namedFolder(std::vector<DebugSource> &debug, const FusionLine *trace)
{
    if (!trace)
        return nullptr;
    const QString dir = QDir::cleanPath(trace->text.trimmed());
    const QString folder = QFileInfo(dir).fileName();
    const QString runName = QFileInfo(QFileInfo(dir).path()).dir().dirName();
    for (DebugSource &d : debug)
        if (!d.claimed && (d.graph->name == folder || d.graph->name.startsWith(folder + u'.'))
            && (runName.isEmpty() || d.runName == runName))
            return &d;
    return nullptr;
}

void fromSegment(Pending &p, const FusionSegment &s, std::vector<DebugSource> &debug)
{
    FusionGraph &g = p.graph;
    p.segment = &s;
    g.compileId = s.compileId;
    g.logPath = s.log->path;
    g.firstLine = s.firstLine;
    g.lastLine = s.lastLine;
    if (const int pid = s.log->streams[size_t(s.stream)].pid; !s.compileId.isEmpty())
        g.evidence << (pid > 0 ? Tr::tr("every line carries compile id [%1] (process %2)").arg(s.compileId).arg(pid)
                               : Tr::tr("every line carries compile id [%1]").arg(s.compileId));
    if (s.outputCode && !s.outputCode->tag.isEmpty()) {
        splitAotName(s.outputCode->tag, g.aotId, g.part);
        g.evidence << Tr::tr("its `Output code:` (AOT ID %1) follows at line %2")
                          .arg(s.outputCode->tag)
                          .arg(s.outputCode->line);
    }
    if (s.debugTrace) {
        QString aot, part;
        splitAotName(s.debugTrace->tag, aot, part);
        if (g.part.isEmpty()) {
            g.aotId = aot;
            g.part = part;
        }
        g.evidence << Tr::tr("its `debug trace:` line %1 names %2").arg(s.debugTrace->line).arg(s.debugTrace->tag);
        p.debug = namedFolder(debug, s.debugTrace);
    }
    if (s.irPre) {
        g.pre = irFromLog(s.irPre, g.logPath);
        g.prePath = QStringLiteral("%1:%2").arg(g.logPath).arg(s.irPre->line);
    }
    if (s.irPost) {
        g.post = irFromLog(s.irPost, g.logPath);
        g.postPath = QStringLiteral("%1:%2").arg(g.logPath).arg(s.irPost->line);
    }
    g.attribution = (s.outputCode || s.debugTrace) ? Attribution::Named : Attribution::Ordered;
}

// A segment that names no folder: the unclaimed debug folder whose pre-fusion nodes are the
// segment's first candidates (and whose compile, when known, is the segment's).
void matchFolder(Pending &p, std::vector<DebugSource> &debug)
{
    if (p.debug || !p.segment || !p.segment->hasDecisions())
        return;
    const QSet<QString> names = firstCandidates(*p.segment);
    std::vector<DebugSource *> fits;
    for (DebugSource &d : debug) {
        if (d.claimed || !d.pre()
            || (!d.compileId.isEmpty() && !p.graph.compileId.isEmpty() && d.compileId != compileKey(p.graph.compileId)))
            continue;
        if (!p.graph.part.isEmpty() && !d.graph->stage.isEmpty() && d.graph->stage != p.graph.part)
            continue;
        if (irNames(*d.pre()) == names)
            fits.push_back(&d);
    }
    if (fits.empty())
        return;
    p.debug = fits.front();
    if (p.graph.attribution != Attribution::Named)
        p.graph.attribution = fits.size() == 1 ? Attribution::Matched : Attribution::Ambiguous;
    p.graph.evidence << (fits.size() == 1
            ? Tr::tr("its %1 first candidates are exactly the nodes of %2's ir_pre_fusion.txt")
                  .arg(names.size())
                  .arg(p.debug->graph->name)
            : Tr::tr("its first candidates match %1 debug folders; the first in order, %2, is used")
                  .arg(fits.size())
                  .arg(p.debug->graph->name));
}

void useFolder(Pending &p)
{
    if (!p.debug)
        return;
    DebugSource &d = *p.debug;
    d.claimed = true;
    FusionGraph &g = p.graph;
    g.debugFolder = d.graph->name;
    if (g.part.isEmpty() && !d.graph->stage.isEmpty()) {
        g.part = d.graph->stage;
        g.aotId = d.graph->aotId;
    }
    if (g.compileId.isEmpty() && !d.compileId.isEmpty() && !p.segment)
        g.compileId = d.compileId;
    if (!g.pre && d.pre()) {
        g.pre = d.pre();
        g.prePath = d.path(QStringLiteral("ir_pre_fusion.txt"));
    }
    if (!g.post && d.post()) {
        g.post = d.post();
        g.postPath = d.path(QStringLiteral("ir_post_fusion.txt"));
    }
}

// Parts by order within a compile when nothing names them: the first graph of a compile
// with two is its forward, the second its backward.
void partsByOrder(std::vector<Pending> &pending)
{
    std::map<QString, std::vector<Pending *>> byCompile;
    for (Pending &p : pending)
        if (p.segment && !p.graph.compileId.isEmpty())
            byCompile[p.segment->log->path + u'|' + QString::number(p.segment->stream) + u'|' + p.graph.compileId]
                .push_back(&p);
    for (auto &[key, list] : byCompile) {
        Q_UNUSED(key);
        if (list.size() != 2)
            continue;
        for (size_t i = 0; i < 2; ++i)
            if (list[i]->graph.part.isEmpty()) {
                list[i]->graph.part = i == 0 ? QStringLiteral("forward") : QStringLiteral("backward");
                list[i]->graph.evidence << Tr::tr("%1 by order: the %2 of two graphs of this compile")
                                               .arg(list[i]->graph.part, i == 0 ? Tr::tr("first") : Tr::tr("second"));
            }
    }
}

// The trace's wrapper of a graph: same compile and part; graphs without a compile id
// (AOTInductor) take the trace's id-less wrappers in order.
TraceCode *traceCodeFor(std::vector<TraceCode> &codes, const FusionGraph &g)
{
    const QString key = g.compileId.isEmpty() ? QString() : compileKey(g.compileId);
    for (TraceCode &t : codes)
        if (!t.claimed && t.compileId == key && (g.part.isEmpty() || t.part == g.part))
            return &t;
    return nullptr;
}

void replayAndFinish(Pending &p)
{
    FusionGraph &g = p.graph;
    nodesFromIr(g);
    linkProducers(g); // benchmark lines name buffers: the replay needs their writers
    ReplayResult replay;
    if (p.segment && p.segment->hasDecisions()) {
        replay = replayFusion(g, p.segment->lines);
    } else {
        for (size_t i = 0; i < g.nodes.size(); ++i) {
            g.fused.push_back({ g.nodes[i].name, { static_cast<int>(i) }, -1, -1, -1 });
            replay.end.push_back(static_cast<int>(i));
        }
    }
    linkProducers(g);
    buildFinals(g, replay.end);
    if (!g.post && g.hasDecisions())
        g.diagnostics.push_back({ Diagnostic::Severity::Note, g.logPath, g.lastLine, -1,
            Tr::tr("no ir_post_fusion.txt for this graph: its final nodes are the replay's end state "
                   "(TORCH_COMPILE_DEBUG=1 or TORCH_LOGS=ir_post_fusion records them)"),
            {} });
    if (!g.post || !g.hasDecisions())
        return;
    int disagree = 0;
    for (const FinalNode &f : g.finals)
        disagree += f.replayAgrees ? 0 : 1;
    if (!replay.complete) {
        g.evidence << Tr::tr(
            "the log stops before fusion ends, so the replay stops early (%1 of %2 final nodes differ)")
                          .arg(disagree)
                          .arg(g.finals.size());
    } else if (disagree > 0) {
        g.attribution = Attribution::Ambiguous;
        g.evidence
            << Tr::tr("but %1 of its %2 final nodes differ from ir_post_fusion.txt").arg(disagree).arg(g.finals.size());
    } else {
        g.evidence << Tr::tr("the replay ends in ir_post_fusion.txt's %1 nodes").arg(g.finals.size());
    }
}

void mapCode(Pending &p)
{
    FusionGraph &g = p.graph;
    QHash<QString, QStringList> provenance;
    if (p.debug)
        provenance
            = provenanceCodeToPost(p.debug->text(QStringLiteral("inductor_provenance_tracking_node_mappings.json")));
    if (provenance.isEmpty() && p.trace)
        provenance = p.trace->provenance();
    // The debug folder's file is whole; a logged module may be cut by a truncated log.
    std::string code;
    QString origin;
    if (p.debug && !p.debug->wrapperFile().isEmpty()) {
        code = p.debug->text(p.debug->wrapperFile());
        origin = p.debug->path(p.debug->wrapperFile());
    }
    if (code.empty() && p.segment && p.segment->outputCode && !p.segment->outputCode->code.empty()) {
        code = p.segment->outputCode->code;
        origin = QStringLiteral("%1:%2").arg(g.logPath).arg(p.segment->outputCode->line);
    }
    if (code.empty() && p.trace) {
        code = p.trace->code();
        origin = p.trace->origin;
    }
    if (code.empty())
        return;
    if (g.finals.empty())
        finalsFromCode(g, code, origin, provenance);
    else
        mapKernels(g, code, origin, provenance);
    hashKernels(g, code, origin);
}

void assignIds(std::vector<FusionGraph> &graphs)
{
    QSet<QString> used;
    int aot = 0;
    for (FusionGraph &g : graphs) {
        QString id;
        if (!g.compileId.isEmpty()) // the compile without its attempt, as graph --list names it
            id = compileKey(g.compileId) + (g.unitLabel.isEmpty() ? QString() : u':' + g.unitLabel) + u':'
                + (g.part.isEmpty() ? QStringLiteral("graph") : g.part);
        else if (g.logPath.isEmpty() && !g.debugFolder.isEmpty())
            id = QStringLiteral("debug:") + g.debugFolder; // a folder only: its own name
        else
            id = QStringLiteral("aot:%1").arg(++aot); // AOTInductor / export compiles carry no compile id
        g.id = id;
        for (int n = 2; used.contains(g.id); ++n)
            g.id = id + u'#' + QString::number(n);
        used << g.id;
    }
}

// The catalog's post-grad graph of the same compile, part and AOT compilation (a compile that
// DDPOptimizer split has one per child).
void linkPostGrad(const LoadedRun &run, const QList<GraphEntry> &entries, FusionGraph &g)
{
    if (g.compileId.isEmpty() || g.part.isEmpty())
        return;
    const QString key = compileKey(g.compileId);
    for (size_t li = 0; li < run.logs.size(); ++li)
        if (const QString id = postGradGraphId(entries, run.logs[li]->rank, key, g.part, g.aotId); !id.isEmpty()) {
            g.postGradGraph = id;
            if (const auto e = findGraph(entries, id))
                g.unitLabel = e.value().unitLabel; // the DDP child (`submod_1`) when there are several
            return;
        }
}

} // namespace

FusionRun buildFusionRun(const LoadedRun &run)
{
    FusionRun out;
    std::vector<DebugSource> debug = debugSources(run);
    std::vector<TraceCode> codes = traceCodes(run);
    std::vector<std::vector<FusionSegment>> segments;
    for (const auto &log : run.fusionLogs) {
        segments.push_back(segmentFusionLog(*log));
        out.diagnostics.insert(out.diagnostics.end(), log->diagnostics.begin(), log->diagnostics.end());
    }
    std::vector<Pending> pending;
    for (const auto &list : segments)
        for (const FusionSegment &s : list)
            if (s.hasDecisions() || s.irPre || s.irPost) {
                pending.emplace_back();
                fromSegment(pending.back(), s, debug);
                if (pending.back().debug)
                    pending.back().debug->claimed = true;
            }
    partsByOrder(pending);
    for (Pending &p : pending) {
        matchFolder(p, debug);
        useFolder(p);
    }
    for (DebugSource &d : debug) // folders no log claims: their IR (and code) without decisions
        if (!d.claimed) {
            Pending p;
            p.debug = &d;
            p.graph.compileId = d.compileId;
            p.graph.attribution = Attribution::Named;
            p.graph.evidence << Tr::tr("the files of debug folder %1").arg(d.graph->name);
            useFolder(p);
            pending.push_back(std::move(p));
        }
    for (Pending &p : pending) {
        p.trace = traceCodeFor(codes, p.graph);
        if (!p.trace)
            continue;
        p.trace->claimed = true;
        if (p.graph.aotId.isEmpty())
            p.graph.aotId = p.trace->aotId;
        if (p.graph.part.isEmpty() && !p.trace->part.isEmpty()) {
            p.graph.part = p.trace->part;
            p.graph.evidence << Tr::tr("%1 by the AOT ID its generated code writes").arg(p.graph.part);
        }
    }
    for (TraceCode &t : codes) // compiled graphs only the trace shows: their kernels
        if (!t.claimed) {
            Pending p;
            p.trace = &t;
            p.graph.compileId = t.compileId;
            p.graph.part = t.part;
            p.graph.aotId = t.aotId;
            p.graph.attribution = Attribution::Named;
            p.graph.evidence << Tr::tr("the generated code at %1").arg(t.origin);
            pending.push_back(std::move(p));
        }
    const QList<GraphEntry> entries = listGraphs(run, false);
    // Each graph replayed and tied to its code on its own, on every core: a big run's thousand
    // graphs were most of a report's time. A graph's sources are its own by now (folders and codes
    // claimed above); what they share is read only.
    parallelFor(pending.size(), [&](size_t i) {
        Pending &p = pending[i];
        replayAndFinish(p);
        mapCode(p);
        linkPostGrad(run, entries, p.graph);
        if (p.graph.postGradGraph.isEmpty() && p.debug
            && p.debug->graph->files.contains(QStringLiteral("fx_graph_transformed.py")))
            p.graph.postGradGraph = QStringLiteral("debug:%1:transformed").arg(p.debug->graph->name);
        if (!p.graph.hasDecisions())
            p.graph.diagnostics.push_back({ Diagnostic::Severity::Note, p.graph.prePath, 0, -1,
                Tr::tr("no fusion decisions were recorded for this graph: TORCH_LOGS=fusion writes them"), {} });
    });
    for (Pending &p : pending)
        out.graphs.push_back(std::move(p.graph));
    assignIds(out.graphs);
    bool any = false;
    for (const FusionGraph &g : out.graphs)
        any = any || g.hasDecisions();
    if (!any)
        out.missing = Tr::tr("This run has no fusion log. Inductor writes its fusion decisions only as text: run with "
                             "TORCH_LOGS=fusion (decisions, on stderr; add ir_pre_fusion,ir_post_fusion for the nodes) "
                             "or TORCH_COMPILE_DEBUG=1 (ir_pre_fusion.txt / ir_post_fusion.txt in each graph's debug "
                             "folder), or record the run with `compilescope record`.");
    return out;
}

} // namespace cs
