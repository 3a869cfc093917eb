#include "core/graph/graphcatalog.h"

#include "core/util/parallel.h"

#include "core/graph/aotunits.h"
#include "core/graph/exportgraph.h"
#include "core/graph/graphmodules.h"

#include "core/graph/provenancemaps.h"
#include "core/ingest/runloader.h"
#include "core/model/tracekinds.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <tuple>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::GraphCatalog)
};

// postToCppCode of a provenance record: post-grad node → ["<kernel>:<handle>", ...].
QHash<QString, QStringList> postToKernels(const std::string &payload)
{
    return readProvenanceMaps(payload, ProvenanceMaps::PostToCode).postToCode;
}

// Dynamo / pre-grad node → the kernels its post-grad nodes went into (preToPost, then
// postToCppCode) of one provenance record; empty unless it has both.
QHash<QString, QStringList> preToKernels(const std::string &payload)
{
    const ProvenanceMaps maps = readProvenanceMaps(payload, ProvenanceMaps::PreToPost | ProvenanceMaps::PostToCode);
    const auto &preToPost = maps.preToPost, &postToCode = maps.postToCode;
    if (preToPost.isEmpty() || postToCode.isEmpty())
        return {};
    QHash<QString, QStringList> out;
    for (auto it = preToPost.cbegin(); it != preToPost.cend(); ++it)
        for (const QString &post : *it)
            for (const QString &kernel : postToCode.value(post))
                if (!out[it.key()].contains(kernel))
                    out[it.key()] << kernel;
    return out;
}

// The compile's first provenance mapping with both maps (compiles of one AOT compilation).
QHash<QString, QStringList> preToKernels(const TraceLog &log, const std::vector<uint32_t> &records)
{
    for (uint32_t ri : records)
        if (log.kindName(log.records[ri]) == "artifact:inductor_provenance_tracking_node_mappings")
            if (auto map = preToKernels(log.payload(log.records[ri])); !map.isEmpty())
                return map;
    return {};
}

// A compile's last Dynamo graph record, or NoRecord.
uint32_t lastDynamoGraph(const CompileSummary &c)
{
    uint32_t out = GraphEntry::NoRecord;
    for (const CompileSummary::Graph &g : c.graphList)
        if (g.stage == QLatin1String("dynamo"))
            out = g.record;
    return out;
}

bool showsPreGradKernels(const QString &stage)
{
    return stage == QLatin1String("dynamo") || stage == QLatin1String("pre_grad")
        || stage == QLatin1String("ddp_child");
}

} // namespace

// A debug folder's FX dump; the transformed (post-grad) one gets the folder's provenance
// mapping or, without one, the groups of the folder's output_code.py.
Result<FxGraph> loadDebugGraph(const GraphEntry &entry)
{
    QFile f(entry.file);
    if (!f.open(QIODevice::ReadOnly))
        return Error { QStringLiteral("cannot read the FX dump: %1").arg(f.errorString()), entry.file };
    FxGraph g = parseFxGraph(f.readAll().toStdString());
    if (entry.stage != QLatin1String("post_grad"))
        return g;
    const QDir dir = QFileInfo(entry.file).dir();
    QFile code(dir.filePath(QStringLiteral("output_code.py")));
    if (code.open(QIODevice::ReadOnly)) {
        g.useOutputCode(code.readAll().toStdString());
    }
    QFile provenance(dir.filePath(QStringLiteral("inductor_provenance_tracking_node_mappings.json")));
    if (provenance.open(QIODevice::ReadOnly))
        if (const auto map = postToKernels(provenance.readAll().toStdString()); !map.isEmpty())
            g.assignGroups(map);
    return g;
}

namespace {

// A printed ExportedProgram of a trace (exported_program).
std::shared_ptr<const ExportedProgram> printedProgram(const TraceLog &log, const GraphEntry &entry)
{
    return readPrintedProgram(log.payload(log.records[entry.record]), log.source->path(),
        QStringLiteral("exported_program, line %1").arg(log.records[entry.record].line),
        QStringLiteral("export %1").arg(entry.part));
}

// The program's graph, or the sub-graph the entry names (GraphEntry::subgraph).
Result<FxGraph> subgraphOf(std::shared_ptr<const ExportedProgram> p, const GraphEntry &entry)
{
    for (int i : entry.subgraph) {
        if (i < 0 || i >= static_cast<int>(p->subgraphs.size()) || !p->subgraphs[size_t(i)].graph)
            return Error { QStringLiteral("graph %1 is not in this run").arg(entry.id) };
        p = p->subgraphs[size_t(i)].graph;
    }
    return exportedGraph(std::move(p));
}

} // namespace

Result<FxGraph> loadGraph(const LoadedRun &run, const GraphEntry &entry, bool withModules)
{
    if (entry.archive >= 0) {
        if (entry.archive >= static_cast<int>(run.archives.size())
            || entry.program >= static_cast<int>(run.archives[size_t(entry.archive)].programs.size()))
            return Error { QStringLiteral("graph %1 is not in this run").arg(entry.id) };
        return subgraphOf(run.archives[size_t(entry.archive)].programs[size_t(entry.program)], entry);
    }
    if (!entry.file.isEmpty())
        return loadDebugGraph(entry);
    if (entry.log < 0 || entry.log >= static_cast<int>(run.logs.size()))
        return Error { QStringLiteral("graph %1 is not in this run").arg(entry.id) };
    const TraceLog &log = *run.logs[entry.log];
    if (entry.stage == QLatin1String("export") || entry.stage == QLatin1String("export_subgraph"))
        return subgraphOf(printedProgram(log, entry), entry); // a printed ExportedProgram (exported_program)
    FxGraph g = parseFxGraph(log.payload(log.records[entry.record]));
    if (entry.stage == QLatin1String("ddp_split"))
        for (FxNode &n : g.nodes) // a child holds a bucket of several layers: its box is the child
            n.layer = n.op == FxNode::Op::CallModule ? n.name : QString();
    if (showsPreGradKernels(entry.stage) && entry.compile >= 0) {
        // A Dynamo node shows the kernels it became, through the pre↔post-grad mapping: of its
        // own AOT compilation (none for a Dynamo graph split into several).
        const auto map = !entry.ownRecords
            ? preToKernels(log, run.overviews[entry.log]->compiles[entry.compile].records)
            : entry.provenanceRecord != GraphEntry::NoRecord
            ? preToKernels(log.payload(log.records[entry.provenanceRecord]))
            : QHash<QString, QStringList>();
        if (!map.isEmpty()) {
            g.assignGroups(map);
            g.groupSource = QStringLiteral("provenance via post-grad");
        }
        return g;
    }
    if (entry.stage != QLatin1String("post_grad"))
        return g;
    if (entry.ownRecords) {
        if (entry.outputCodeRecord != GraphEntry::NoRecord)
            g.useOutputCode(log.payload(log.records[entry.outputCodeRecord]));
        ProvenanceMaps maps;
        if (entry.provenanceRecord != GraphEntry::NoRecord)
            maps = readProvenanceMaps(log.payload(log.records[entry.provenanceRecord]),
                ProvenanceMaps::PostToCode | (withModules ? ProvenanceMaps::PostToPre : 0u));
        if (!maps.postToCode.isEmpty())
            g.assignGroups(maps.postToCode);
        if (withModules && entry.moduleSourceRecord != GraphEntry::NoRecord
            && entry.aotGraphRecord != GraphEntry::NoRecord)
            adoptModules(g, parseFxGraph(log.payload(log.records[entry.moduleSourceRecord])),
                readAotInputs(log.payload(log.records[entry.aotGraphRecord])), maps.postToPre);
        return g;
    }
    // The provenance mapping and generated code Inductor wrote for this graph follow it,
    // before the next post-grad graph: in its compile, or (export / AOTInductor logs, whose
    // records carry no compile id) in the log.
    std::vector<uint32_t> following;
    if (entry.compile >= 0) {
        const auto &records = run.overviews[entry.log]->compiles[entry.compile].records;
        following.assign(std::upper_bound(records.begin(), records.end(), entry.record), records.end());
    } else {
        for (uint32_t ri = entry.record + 1; ri < log.records.size(); ++ri)
            following.push_back(ri);
    }
    for (uint32_t ri : following) {
        const std::string kind = log.kindName(log.records[ri]);
        if (graphStageOf(kind) == QLatin1String("post_grad"))
            break;
        if (kind == "artifact:inductor_provenance_tracking_node_mappings") {
            const auto map = postToKernels(log.payload(log.records[ri]));
            if (!map.isEmpty()) {
                g.assignGroups(map);
                return g;
            }
        } else if (kind == "inductor_output_code") {
            g.useOutputCode(log.payload(log.records[ri]));
        }
    }
    return g;
}

namespace {

// Collects the entries: a unique id (`#2`, `#3` for repeats) and the counts of each graph.
class Catalog {
public:
    Catalog(const LoadedRun &run, bool counts)
        : m_run(run)
        , m_counts(counts)
    {
    }
    // Returns the id given (`#2` added where it was taken). The counts are made by entries().
    QString add(GraphEntry e, const QString &id)
    {
        e.id = id;
        for (int n = 2; m_ids.contains(e.id); ++n)
            e.id = id + QLatin1Char('#') + QString::number(n);
        m_ids << e.id;
        m_entries << e;
        return m_entries.back().id;
    }
    // The entries with their counts: each graph read on its own, the graphs shared among the
    // cores (the run is immutable; a 1 GB log's 736 graphs in 0.3 s on one core).
    QList<GraphEntry> entries()
    {
        if (m_counts) {
            GraphEntry *entries = m_entries.data();
            parallelFor(static_cast<size_t>(m_entries.size()), [&](size_t i) { count(entries[i]); });
        }
        return m_entries;
    }

private:
    void count(GraphEntry &e) const
    {
        if (const auto g = loadGraph(m_run, e)) {
            e.nodes = static_cast<int>(g.value().nodes.size());
            e.edges = static_cast<int>(g.value().edges.size());
            e.kernels = static_cast<int>(g.value().groups.size());
            e.counts = g.value().codeCounts;
            e.counts.graphNodes = e.nodes;
            e.placeholders = g.value().placeholderCount();
            e.calls = g.value().callCount();
            e.provenance = g.value().groupSource.startsWith(QLatin1String("provenance"));
        }
        if (e.log >= 0 && e.file.isEmpty() && e.archive < 0) {
            e.trace = m_run.logs[e.log]->source->path();
            e.line = static_cast<int>(m_run.logs[e.log]->records[e.record].line);
        }
        if (e.stage == QLatin1String("dynamo") && e.compile >= 0 && isLastDynamoGraph(e))
            checkAgainstMetrics(e);
    }
    bool isLastDynamoGraph(const GraphEntry &e) const
    {
        const auto &graphs = m_run.overviews[e.log]->compiles[e.compile].graphList;
        for (auto it = graphs.rbegin(); it != graphs.rend(); ++it)
            if (it->stage == QLatin1String("dynamo"))
                return it->record == e.record;
        return false;
    }
    // Dynamo's own figures for its output graph (torch/_dynamo/convert_frame.py):
    // graph_node_count = len(graph.nodes), graph_op_count = the nodes whose op is a call,
    // graph_input_count = the placeholders. A difference means the graph was misread.
    void checkAgainstMetrics(GraphEntry &e) const
    {
        const CompileSummary &c = m_run.overviews[e.log]->compiles[e.compile];
        e.metricNodes = c.graphNodeCount;
        e.metricCalls = c.graphOpCount;
        e.metricInputs = c.graphInputCount;
        QStringList differences;
        if (c.graphNodeCount >= 0 && c.graphNodeCount != e.nodes)
            differences << Tr::tr("%1 nodes (graph_node_count %2)").arg(e.nodes).arg(c.graphNodeCount);
        if (c.graphOpCount >= 0 && c.graphOpCount != e.calls)
            differences << Tr::tr("%1 calls (graph_op_count %2)").arg(e.calls).arg(c.graphOpCount);
        if (c.graphInputCount >= 0 && c.graphInputCount != e.placeholders)
            differences << Tr::tr("%1 inputs (graph_input_count %2)").arg(e.placeholders).arg(c.graphInputCount);
        if (differences.isEmpty())
            return;
        e.diagnostics.push_back({ Diagnostic::Severity::Warning, e.trace, e.line, -1,
            Tr::tr("graph %1 was read with %2; PyTorch's compilation_metrics say otherwise")
                .arg(e.id, differences.join(QStringLiteral(", "))),
            {} });
    }

    const LoadedRun &m_run;
    bool m_counts = true;
    QSet<QString> m_ids;
    QList<GraphEntry> m_entries;
};

// A compile's graphs in log order, each placed in its AOT compilation by evidence (aotunits.h);
// a DDP split adds the split graph and its children.
// A program's sub-graphs after it, depth first: `<its id>/<name>`.
void addSubgraphs(Catalog &catalog, const GraphEntry &parent, const ExportedProgram &p, const QString &parentId)
{
    for (size_t i = 0; i < p.subgraphs.size(); ++i) {
        const ExportSubgraph &s = p.subgraphs[i];
        if (!s.graph)
            continue;
        GraphEntry e = parent;
        e.stage = QStringLiteral("export_subgraph");
        e.subgraph.push_back(static_cast<int>(i));
        addSubgraphs(catalog, e, *s.graph, catalog.add(e, parentId + QLatin1Char('/') + s.name));
    }
}

void addCompile(Catalog &catalog, const LoadedRun &run, size_t li, size_t ci, const QString &rankPrefix,
    const std::vector<const TextLog *> &textLogs)
{
    const TraceLog &log = *run.logs[li];
    const CompileSummary &c = run.overviews[li]->compiles[ci];
    const AotCompiles aot = analyseAotCompiles(log, c, textLogs);
    const bool several = aot.units.size() > 1 || aot.hasSplit;
    auto forwardProvenance = [&](int unit) {
        if (unit < 0)
            return GraphEntry::NoRecord;
        const AotUnit &u = aot.units[size_t(unit)];
        const int p = u.forward >= 0 ? u.forward : u.inference;
        return p >= 0 ? aot.parts[size_t(p)].provenance : GraphEntry::NoRecord;
    };
    auto place = [&](GraphEntry &e, int unit) {
        if (unit < 0)
            return;
        const AotUnit &u = aot.units[size_t(unit)];
        e.aotId = u.aotId;
        if (u.child >= 0) {
            e.ddpChild = aot.split.children[size_t(u.child)].name;
            e.childEvidence = aot.split.children[size_t(u.child)].unitEvidence;
        }
        if (several || !u.piece.isEmpty()) // a piece is named even as its compile's only unit
            e.unitLabel = !e.ddpChild.isEmpty() ? e.ddpChild
                : !u.piece.isEmpty()            ? u.piece
                : u.aotId.isEmpty()             ? QStringLiteral("aot#%1").arg(unit + 1)
                                                : QStringLiteral("aot") + u.aotId;
    };
    std::vector<GraphEntry> entries;
    auto entry = [&](const QString &stage, uint32_t record) -> GraphEntry & {
        GraphEntry &e = entries.emplace_back();
        e.compileId = c.id.toString();
        e.stage = stage;
        e.rank = log.rank;
        e.log = static_cast<int>(li);
        e.compile = static_cast<int>(ci);
        e.record = record;
        e.ownRecords = true;
        return e;
    };
    for (const auto &gr : c.graphList) {
        if (gr.stage.startsWith(QLatin1String("before_")))
            continue; // the same graph as the stage it precedes
        GraphEntry &e = entry(gr.stage, gr.record);
        if (const int p = gr.stage == QLatin1String("post_grad") ? aot.partOf(gr.record) : -1; p >= 0) {
            const AotPart &part = aot.parts[size_t(p)];
            e.part = part.part;
            e.partEvidence = part.partEvidence;
            e.unitEvidence = part.unitEvidence;
            e.outputCodeRecord = part.outputCode;
            e.provenanceRecord = part.provenance;
            place(e, part.unit);
            if (part.unit >= 0) {
                const AotUnit &u = aot.units[size_t(part.unit)];
                e.aotGraphRecord = part.part == QLatin1String("forward") ? u.aotForward
                    : part.part == QLatin1String("backward")             ? u.aotBackward
                    : part.part == QLatin1String("inference")            ? u.aotInference
                                                                         : GraphEntry::NoRecord;
                e.moduleSourceRecord = u.preGrad != AotPart::None ? u.preGrad
                    : several                                     ? GraphEntry::NoRecord
                                                                  : lastDynamoGraph(c);
            }
        } else if (const int u = aot.unitOf(gr.record); u >= 0) {
            e.unitEvidence = QStringLiteral("records");
            e.provenanceRecord = forwardProvenance(u);
            place(e, u);
        } else if (!several) {
            e.ownRecords = false; // the compile's one provenance mapping
        }
    }
    if (aot.hasSplit) {
        if (aot.split.record != AotPart::None)
            entry(QStringLiteral("ddp_split"), aot.split.record);
        for (const DdpChild &child : aot.split.children) {
            GraphEntry &e = entry(QStringLiteral("ddp_child"), child.record);
            e.provenanceRecord = forwardProvenance(child.unit);
            place(e, child.unit);
            e.ddpChild = child.name;
            e.unitLabel = child.name;
            e.childEvidence = child.unitEvidence;
        }
    }
    std::stable_sort(
        entries.begin(), entries.end(), [](const GraphEntry &a, const GraphEntry &b) { return a.record < b.record; });
    for (GraphEntry &e : entries) {
        // Regional Inductor (torch 2.15+) names the region each graph was compiled for: the
        // region is the unit the user marked, named as PyTorch named it.
        if (const TraceRecord &r = log.records[e.record]; r.subgraph != StringPool::None) {
            // Untrusted text inside a graph id: only characters that cannot split or fake one.
            e.unitLabel = graphRegionLabel(log.subgraphName(r));
            e.unitEvidence = QStringLiteral("subgraph_name");
        }
        catalog.add(e,
            rankPrefix + e.compileId + (e.unitLabel.isEmpty() ? QString() : QLatin1Char(':') + e.unitLabel)
                + QLatin1Char(':') + e.stage + (e.part.isEmpty() ? QString() : QLatin1Char(':') + e.part));
    }
}

} // namespace

QList<GraphEntry> listGraphs(const LoadedRun &run, bool counts)
{
    Catalog catalog(run, counts);
    std::vector<const TextLog *> textLogs;
    for (const auto &t : run.textLogs)
        textLogs.push_back(t.get());
    const bool multiRank = run.logs.size() > 1;
    for (size_t li = 0; li < run.logs.size(); ++li) {
        const QString rankPrefix = multiRank ? QStringLiteral("rank %1:").arg(run.logs[li]->rank) : QString();
        const auto &compiles = run.overviews[li]->compiles;
        for (size_t ci = 0; ci < compiles.size(); ++ci) {
            addCompile(catalog, run, li, ci, rankPrefix, textLogs);
        }
        // Export and AOTInductor compiles log their graphs with a stack instead of compile ids.
        const TraceLog &log = *run.logs[li];
        for (uint32_t ri = 0; ri < log.records.size(); ++ri) {
            const TraceRecord &r = log.records[ri];
            if (r.compileId.isValid()) // most records: their compile's graphs are listed above
                continue;
            const QString stage = graphStageOf(log.kindName(r));
            if (stage.isEmpty() || stage.startsWith(QLatin1String("before_")))
                continue;
            GraphEntry e;
            e.compileId = QStringLiteral("-");
            e.stage = stage;
            e.rank = log.rank;
            e.log = static_cast<int>(li);
            e.record = ri;
            catalog.add(e, rankPrefix + QStringLiteral("aot:") + stage);
        }
        // torch.export calls (TORCH_DTRACE): the program each produced, the partial graph of one
        // that failed while tracing (exportattempts.h).
        for (const ExportAttempt &a : run.overviews[li]->exports)
            for (const auto &[record, stage, suffix] :
                { std::tuple { a.programRecord, QStringLiteral("export"), QString() },
                    std::tuple { a.partialRecord, QStringLiteral("export_partial"), QStringLiteral(":partial") } }) {
                if (record == ExportAttempt::NoRecord)
                    continue;
                GraphEntry e;
                e.compileId = QStringLiteral("-");
                e.stage = stage;
                e.part = QString::number(a.number);
                e.rank = log.rank;
                e.log = static_cast<int>(li);
                e.record = record;
                const QString id = catalog.add(e, rankPrefix + QStringLiteral("export:%1").arg(a.number) + suffix);
                if (stage == QLatin1String("export"))
                    addSubgraphs(catalog, e, *printedProgram(log, e), id);
            }
    }
    for (size_t ai = 0; ai < run.archives.size(); ++ai)
        for (size_t pi = 0; pi < run.archives[ai].programs.size(); ++pi) {
            const ExportedProgram &p = *run.archives[ai].programs[pi];
            GraphEntry e;
            e.compileId = QStringLiteral("-");
            e.stage = QStringLiteral("export");
            e.part = p.model;
            e.file = run.archives[ai].path;
            e.archive = static_cast<int>(ai);
            e.program = static_cast<int>(pi);
            addSubgraphs(catalog, e, p, catalog.add(e, QStringLiteral("export:") + p.model));
        }
    for (const DebugRun &d : run.debugRuns)
        for (const DebugGraph &dg : d.graphs)
            for (const auto &[file, stage, suffix] : { std::tuple { QStringLiteral("fx_graph_readable.py"),
                                                           QStringLiteral("aot_graph"), QStringLiteral("readable") },
                     std::tuple { QStringLiteral("fx_graph_transformed.py"), QStringLiteral("post_grad"),
                         QStringLiteral("transformed") } }) {
                if (!dg.files.contains(file))
                    continue;
                GraphEntry e;
                e.compileId = dg.name;
                e.stage = stage;
                e.part = dg.stage;
                e.file = dg.dir + QLatin1Char('/') + file;
                catalog.add(e, QStringLiteral("debug:%1:%2").arg(dg.name, suffix));
            }
    return catalog.entries();
}

QString postGradGraphId(
    const QList<GraphEntry> &graphs, int rank, const QString &compileId, const QString &part, const QString &aotId)
{
    for (const GraphEntry &g : graphs)
        if (g.stage == QLatin1String("post_grad") && g.rank == rank && g.compileId == compileId && g.part == part
            && (aotId.isEmpty() || g.aotId.isEmpty() || g.aotId == aotId))
            return g.id;
    return {};
}

Result<GraphEntry> findGraph(const QList<GraphEntry> &graphs, const QString &id)
{
    QList<const GraphEntry *> prefixed;
    for (const GraphEntry &g : graphs) {
        if (g.id == id)
            return g;
        if (g.id.startsWith(id))
            prefixed << &g;
    }
    if (prefixed.size() == 1)
        return *prefixed.first();
    QStringList names;
    for (const GraphEntry &g : graphs)
        names << g.id;
    return Error { prefixed.isEmpty()
            ? QStringLiteral("no graph %1; the run has: %2").arg(id, names.join(QStringLiteral(", ")))
            : QStringLiteral("graph id %1 is ambiguous (%2 graphs start with it)").arg(id).arg(prefixed.size()) };
}

} // namespace cs
