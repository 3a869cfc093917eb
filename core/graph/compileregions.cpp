#include "core/graph/compileregions.h"

#include "core/graph/aotunits.h"
#include "core/ingest/runloader.h"
#include "core/model/tracekinds.h"

#include <QRegularExpression>

#include <algorithm>
#include <map>
#include <set>

namespace cs {
namespace {

// A print_readable() dump taken apart: the top forward's lines and each nested class's
// (`class subgraph_0(torch.nn.Module):`, `class submod_1(...)`), indentation removed.
struct ReadableModule {
    QStringList top;
    std::vector<std::pair<QString, QStringList>> classes; // in the order written
    const QStringList *body(const QString &name) const
    {
        for (const auto &[n, lines] : classes)
            if (n == name)
                return &lines;
        return nullptr;
    }
};

ReadableModule readModule(const std::string &payload)
{
    static const QRegularExpression classLine(QStringLiteral(R"(^    class (\w+)\()"));
    ReadableModule out;
    QStringList *into = &out.top;
    for (const QString &raw : QString::fromStdString(payload).split(QLatin1Char('\n'))) {
        if (const auto m = classLine.match(raw); m.hasMatch()) {
            out.classes.emplace_back(m.captured(1), QStringList());
            into = &out.classes.back().second;
            continue;
        }
        const QString line = raw.trimmed();
        if (!line.isEmpty())
            into->append(line);
    }
    return out;
}

// A node computing something: `name: "f32[4]" = rhs`, where rhs is a call, an operator (`relu +
// x`) or an index (`out[0]`), not a name or an attribute (`l_x_ = L_x_`, `self.subgraph_1`).
bool isOperation(const QString &line)
{
    static const QRegularExpression assign(QStringLiteral(R"(^\w+(?:: "[^"]*")? = ([^;]+))"));
    static const QRegularExpression bare(QStringLiteral(R"(^[\w.]+$)"));
    const auto m = assign.match(line);
    return m.hasMatch() && !bare.match(m.captured(1).trimmed()).hasMatch();
}

// `name: "f32[4]" = target(args)`: the target of a call line, or empty.
QString callTarget(const QString &line)
{
    static const QRegularExpression call(QStringLiteral(R"(^\w+(?:: "[^"]*")? = ([\w.]+)\()"));
    const auto m = call.match(line);
    return m.hasMatch() ? m.captured(1) : QString();
}

// `# File: /p/model.py:293 in forward, code: x = block(x)`
struct FileComment {
    QString file, function, code;
    int line = 0;
};

FileComment fileComment(const QString &line)
{
    static const QRegularExpression re(QStringLiteral(R"(^# File: (.+):(\d+) in (\S+), code: (.*)$)"));
    FileComment c;
    if (const auto m = re.match(line); m.hasMatch()) {
        c.file = m.captured(1);
        c.line = m.captured(2).toInt();
        c.function = m.captured(3);
        c.code = m.captured(4).left(200);
    }
    return c;
}

QString graphIdOf(const QList<GraphEntry> &graphs, int log, int compile, const QString &stage)
{
    for (const GraphEntry &e : graphs)
        if (e.log == log && e.compile == compile && e.stage == stage)
            return e.id;
    return {};
}

// A Dynamo graph calling invoke_subgraph: one block per region function, its variants and calls.
void nestedRegions(
    const LoadedRun &run, const QList<GraphEntry> &graphs, size_t li, size_t ci, std::vector<ReusedBlock> &out)
{
    const TraceLog &log = *run.logs[li];
    const CompileSummary &c = run.overviews[li]->compiles[ci];
    uint32_t graph = CompileSummary::NoRecord;
    for (const auto &g : c.graphList)
        if (g.stage == QLatin1String("dynamo"))
            graph = g.record; // the last: the graph the compile ended with
    if (graph == CompileSummary::NoRecord)
        return;
    const TraceRecord &r = log.records[graph];
    static constexpr std::string_view Hop = "torch.ops.higher_order.invoke_subgraph(";
    if (log.source->slice(r.payloadBegin, r.payloadEnd).find(Hop) == std::string_view::npos)
        return;
    const ReadableModule m = readModule(log.payload(r));
    static const QRegularExpression invoke(QStringLiteral(R"(invoke_subgraph\((\w+), '([^']*)')"));
    static const QRegularExpression getAttr(QStringLiteral(R"(^(\w+) = self\.(\w+)$)"));
    static const QRegularExpression result(QStringLiteral(R"(= invoke_subgraph(_\d+)?\[)"));
    // Variants in first-call order; a block is the variants called from one source line. A
    // variant's body is the class its call's first argument was read from (`subgraph_2 =
    // self.subgraph_1`), -1 operations when that class is not in the dump.
    struct Site {
        FileComment where;
        QStringList variants;
        QList<int> calls, operations;
    };
    std::vector<Site> sites;
    std::map<QString, size_t> siteOfVariant;
    std::map<QString, QString> attrs; // local name -> the class it reads
    FileComment last;
    int topOperations = 0; // besides the calls of the regions and the picking of their results
    for (const QString &line : m.top) {
        if (line.startsWith(QLatin1String("# File: "))) {
            last = fileComment(line);
            continue;
        }
        if (const auto a = getAttr.match(line); a.hasMatch())
            attrs[a.captured(1)] = a.captured(2);
        if (isOperation(line) && !result.match(line).hasMatch() && !line.contains(QLatin1String("invoke_subgraph(")))
            ++topOperations;
        const auto hit = invoke.match(line);
        if (!hit.hasMatch())
            continue;
        const QString variant = hit.captured(2);
        auto it = siteOfVariant.find(variant);
        if (it == siteOfVariant.end()) {
            size_t s = 0;
            while (s < sites.size() && (sites[s].where.file != last.file || sites[s].where.line != last.line))
                ++s;
            if (s == sites.size())
                sites.push_back({ last, {}, {}, {} });
            int ops = -1;
            const auto cls = attrs.find(hit.captured(1));
            if (const QStringList *body = m.body(cls == attrs.end() ? variant : cls->second)) {
                ops = 0;
                for (const QString &l : *body)
                    ops += isOperation(l) ? 1 : 0;
            }
            sites[s].variants << variant;
            sites[s].calls << 0;
            sites[s].operations << ops;
            it = siteOfVariant.emplace(variant, s).first;
        }
        Site &site = sites[it->second];
        ++site.calls[site.variants.indexOf(variant)];
    }
    // What Inductor compiled: the graph's own operations and each variant's body once, over every
    // site; unknown when a body is missing.
    int compiledOps = topOperations;
    for (const Site &site : sites)
        for (const int ops : site.operations)
            compiledOps = compiledOps < 0 || ops < 0 ? -1 : compiledOps + ops;
    const double time = c.compileTimeS < 0 ? -1 : c.compileTimeS + std::max(0.0, c.backwardCompileTimeS);
    for (const Site &site : sites) {
        ReusedBlock b;
        b.kind = ReusedBlock::Kind::NestedRegion;
        b.rank = log.rank;
        b.log = int(li);
        b.compile = int(ci);
        b.compileId = c.id.toString();
        b.file = site.where.file;
        b.line = site.where.line;
        b.function = site.where.code.isEmpty() ? site.where.function : site.where.code;
        b.variants = site.variants;
        b.variantCalls = site.calls;
        b.calls = 0;
        int inlinedExtra = 0;
        for (qsizetype v = 0; v < site.variants.size(); ++v) {
            b.calls += site.calls[v];
            b.operations = std::max(b.operations, site.operations[v]);
            inlinedExtra = inlinedExtra < 0 || site.operations[v] < 0
                ? -1
                : inlinedExtra + (site.calls[v] - 1) * site.operations[v];
        }
        if (std::find(site.operations.begin(), site.operations.end(), -1) != site.operations.end())
            b.operations = -1;
        b.graph = graphIdOf(graphs, b.log, b.compile, QStringLiteral("dynamo"));
        b.compileTimeS = time;
        if (time >= 0 && compiledOps > 0 && inlinedExtra >= 0)
            b.savedS = time * inlinedExtra / compiledOps;
        out.push_back(std::move(b));
    }
}

// A module compiled on its own and called from its parent's forward (nn.Module.compile routes
// the call through `_compiled_call_impl`).
bool isCompiledChild(const CompileSummary &c)
{
    for (qsizetype i = 1; i < c.stack.size(); ++i) {
        if (!c.stack[i].source.contains(QLatin1String("_compiled_call_impl")))
            continue;
        // The frame that called the module: a parent module's forward, not a wrapper of the
        // whole model (DistributedDataParallel, DataParallel, FSDP call theirs from helpers or
        // from torch/nn/parallel and torch/distributed).
        const SourceFrame &caller = c.stack[i - 1];
        const QString file = QString(caller.file).replace(u'\\', u'/');
        return caller.function == QLatin1String("forward") && !file.contains(QLatin1String("torch/nn/parallel/"))
            && !file.contains(QLatin1String("torch/distributed/"));
    }
    return false;
}

void compiledModules(const LoadedRun &run, const QList<GraphEntry> &graphs, size_t li, std::vector<ReusedBlock> &out)
{
    const TraceLog &log = *run.logs[li];
    const auto &compiles = run.overviews[li]->compiles;
    std::map<std::tuple<QString, int, QString>, size_t> byFrame;
    for (size_t ci = 0; ci < compiles.size(); ++ci) {
        const CompileSummary &c = compiles[ci];
        if (!isCompiledChild(c))
            continue;
        const auto key = std::make_tuple(c.displayFile(), c.displayLine(), c.displayFunction());
        auto it = byFrame.find(key);
        if (it == byFrame.end()) {
            ReusedBlock b;
            b.kind = ReusedBlock::Kind::CompiledModule;
            b.rank = log.rank;
            b.log = int(li);
            b.compile = int(ci);
            b.compileId = c.id.toString();
            b.function = c.displayFunction();
            b.file = c.displayFile();
            b.line = c.displayLine();
            b.graph = graphIdOf(graphs, b.log, b.compile, QStringLiteral("dynamo"));
            it = byFrame.emplace(key, out.size()).first;
            out.push_back(std::move(b));
        }
        ReusedBlock &b = out[it->second];
        b.variants << c.id.toString();
        // How often it ran, where a profiler trace of this (one-log) run counts its regions.
        for (const auto &profile : run.logs.size() == 1 ? run.profiles : decltype(run.profiles) {})
            for (const CompiledRegionTime &region : profile->regionTimes)
                if (region.compileId == c.id.toString() && region.calls > 0)
                    b.calls = std::max(0, b.calls) + region.calls;
        b.recompileReasons << c.recompileReason();
        if (c.compileTimeS >= 0) {
            const double t = c.compileTimeS + std::max(0.0, c.backwardCompileTimeS);
            b.compileTimeS = std::max(0.0, b.compileTimeS) + t;
            b.perCopyS = b.perCopyS < 0 ? t : std::min(b.perCopyS, t);
        }
    }
}

bool isSplitGraph(const TraceLog &log, const TraceRecord &r)
{
    return log.eventName(r) == "graph_dump"
        && log.metadata(r).find("\"vllm_piecewise_split_graph\"") != std::string_view::npos;
}

void piecewiseCompile(
    const LoadedRun &run, const QList<GraphEntry> &graphs, size_t li, size_t ci, std::vector<PiecewiseCompile> &out)
{
    const TraceLog &log = *run.logs[li];
    const CompileSummary &c = run.overviews[li]->compiles[ci];
    uint32_t split = CompileSummary::NoRecord;
    bool starts = false;
    for (const uint32_t ri : c.records) {
        const TraceRecord &r = log.records[ri];
        if (split == CompileSummary::NoRecord && isSplitGraph(log, r))
            split = ri;
        starts = starts || log.artifactName(r) == "vllm_piecewise_compile_start";
    }
    if (split == CompileSummary::NoRecord && !starts)
        return;
    PiecewiseCompile pc;
    pc.rank = log.rank;
    pc.log = int(li);
    pc.compile = int(ci);
    pc.compileId = c.id.toString();
    pc.function = c.displayFunction();
    pc.file = c.displayFile();
    pc.line = c.displayLine();
    pc.trace = log.source->path();
    pc.compileTimeS = c.compileTimeS;
    if (split != CompileSummary::NoRecord) {
        pc.splitLine = int(log.records[split].line);
        const ReadableModule m = readModule(log.payload(log.records[split]));
        static const QRegularExpression runs(QStringLiteral(R"(= self\.(\w+)\()"));
        for (const QString &line : m.top) {
            const auto hit = runs.match(line);
            if (!hit.hasMatch())
                continue;
            CompilePiece piece;
            piece.name = graphRegionLabel(hit.captured(1).toStdString());
            if (const QStringList *body = m.body(hit.captured(1)))
                for (const QString &l : *body)
                    if (const QString t = callTarget(l); !t.isEmpty() && !piece.ops.contains(t))
                        piece.ops << t;
            pc.pieces.push_back(std::move(piece));
        }
    }
    // Compiled: the pieces a compile start names, with their sizes (a piece compiled for several
    // sizes logs one each); pieces no split graph holds follow in the order they were compiled.
    for (const uint32_t ri : c.records) {
        if (log.artifactName(log.records[ri]) != "vllm_piecewise_compile_start")
            continue;
        const PieceStart start = readPieceStart(log, ri);
        if (start.piece.isEmpty())
            continue;
        pc.startsLogged = true;
        auto it = std::find_if(
            pc.pieces.begin(), pc.pieces.end(), [&](const CompilePiece &p) { return p.name == start.piece; });
        if (it == pc.pieces.end()) {
            pc.pieces.emplace_back().name = start.piece;
            it = pc.pieces.end() - 1;
        }
        it->compiled = true;
        if (!start.sizes.isEmpty())
            it->sizes << start.sizes;
    }
    for (const GraphEntry &e : graphs)
        if (e.log == pc.log && e.compile == pc.compile && e.stage == QLatin1String("post_grad"))
            for (CompilePiece &p : pc.pieces)
                if (p.compiled && e.unitLabel == p.name)
                    p.graphs << e.id;
    out.push_back(std::move(pc));
}

void graphGroups(
    const QList<GraphEntry> &graphs, const std::vector<PiecewiseCompile> &piecewise, std::vector<GraphGroup> &out)
{
    for (const GraphEntry &e : graphs) {
        if (e.unitLabel.isEmpty() || e.log < 0)
            continue;
        auto it = std::find_if(out.begin(), out.end(), [&](const GraphGroup &g) {
            return g.rank == e.rank && g.compileId == e.compileId && g.unit == e.unitLabel;
        });
        if (it == out.end()) {
            GraphGroup g;
            g.rank = e.rank;
            g.compileId = e.compileId;
            g.unit = e.unitLabel;
            const bool piece = std::any_of(piecewise.begin(), piecewise.end(), [&](const PiecewiseCompile &p) {
                return p.log == e.log && p.compile == e.compile
                    && std::any_of(p.pieces.begin(), p.pieces.end(),
                        [&](const CompilePiece &cp) { return cp.compiled && cp.name == e.unitLabel; });
            });
            g.kind = e.unitEvidence == QLatin1String("subgraph_name") ? QStringLiteral("region")
                : !e.ddpChild.isEmpty()                               ? QStringLiteral("ddp_child")
                : piece                                               ? QStringLiteral("piece")
                                                                      : QStringLiteral("aot");
            out.push_back(g);
            it = out.end() - 1;
        }
        it->graphs << e.id;
    }
}

} // namespace

int PiecewiseCompile::compiledCount() const
{
    return int(std::count_if(pieces.begin(), pieces.end(), [](const CompilePiece &p) { return p.compiled; }));
}

CompileRegions listCompileRegions(const LoadedRun &run, const QList<GraphEntry> &graphs)
{
    CompileRegions out;
    for (size_t li = 0; li < run.logs.size() && li < run.overviews.size(); ++li) {
        const CompileOverview &ov = *run.overviews[li];
        const bool pieces
            = ov.recordKinds.count("artifact:vllm_piecewise_compile_start") || ov.recordKinds.count("graph_dump");
        for (size_t ci = 0; ci < ov.compiles.size(); ++ci) {
            nestedRegions(run, graphs, li, ci, out.blocks);
            if (pieces)
                piecewiseCompile(run, graphs, li, ci, out.piecewise);
        }
        compiledModules(run, graphs, li, out.blocks);
    }
    graphGroups(graphs, out.piecewise, out.groups);
    return out;
}

CompileRegions runCompileRegions(const LoadedRun &run)
{
    CompileRegions out;
    bool pieces = false;
    for (const auto &ov : run.overviews)
        pieces = pieces || ov->recordKinds.count("artifact:vllm_piecewise_compile_start");
    const QList<GraphEntry> graphs = pieces ? listGraphs(run, false) : QList<GraphEntry>();
    for (size_t li = 0; li < run.logs.size() && li < run.overviews.size(); ++li) {
        for (size_t ci = 0; pieces && ci < run.overviews[li]->compiles.size(); ++ci)
            piecewiseCompile(run, graphs, li, ci, out.piecewise);
        compiledModules(run, graphs, li, out.blocks);
    }
    return out;
}

} // namespace cs
