#include "mcp/mcphandlers.h"

#include "cli/diffoutcome.h"
#include "cli/fusioncommand.h"
#include "cli/graphcommand.h"
#include "core/ab/abanalysis.h"
#include "core/ab/abjson.h"
#include "core/ab/abwhy.h"
#include "core/fleet/fleetreport.h"
#include "core/fleet/fleetstore.h"
#include "core/fusion/whynot.h"
#include "core/report/fusionjson.h"
#include "core/report/passreport.h"
#include "mcp/mcpresult.h"
#include "mcp/mcptools.h"

#include <QFile>
#include <QJsonArray>
#include <QSet>

#include <algorithm>

namespace cs::app::mcp {

QJsonObject openRun(OpenRun &run, const QJsonObject &args)
{
    const QJsonObject &s = run.summaryDoc();
    QJsonArray logs;
    for (const QJsonValue l : s.value(QStringLiteral("logs")).toArray()) {
        const QJsonObject o = l.toObject();
        logs.append(QJsonObject { { QStringLiteral("file"), o.value(QStringLiteral("file")) },
            { QStringLiteral("rank"), o.value(QStringLiteral("rank")) },
            { QStringLiteral("records"), o.value(QStringLiteral("records")) },
            { QStringLiteral("bytes"), o.value(QStringLiteral("bytes")) },
            { QStringLiteral("torch_version"), o.value(QStringLiteral("torch_version")) } });
    }
    QJsonArray files;
    for (const LoadedRun::Input &f : run.run->files)
        files.append(f.path);
    const QJsonObject doc { { QStringLiteral("schema"), QStringLiteral("compilescope.mcp-run/1") },
        { QStringLiteral("files"), files }, { QStringLiteral("logs"), logs },
        { QStringLiteral("totals"), s.value(QStringLiteral("totals")) },
        { QStringLiteral("coverage"),
            s.value(QStringLiteral("coverage")).toObject().value(QStringLiteral("headline")) },
        { QStringLiteral("diagnostics"), s.value(QStringLiteral("diagnostics")).toArray().size() } };
    return answer(QStringLiteral("open_run"), run, doc, args);
}

QJsonObject summaryTool(OpenRun &run, const QJsonObject &args)
{
    return answer(QStringLiteral("summary"), run, run.summaryDoc(), args);
}

QJsonObject explainTool(OpenRun &run, const QJsonObject &args)
{
    return answer(QStringLiteral("explain"), run, run.explainDoc(), args);
}

namespace {

bool namesFunction(const QJsonObject &entry, const QString &name)
{
    for (const char *key : { "function", "held_function", "wrapper" })
        if (entry.value(QLatin1String(key)).toString().contains(name, Qt::CaseInsensitive))
            return true;
    for (const QJsonValue h : entry.value(QStringLiteral("held")).toArray())
        if (h.toString().contains(name, Qt::CaseInsensitive))
            return true;
    return false;
}

} // namespace

QJsonObject recompilesTool(OpenRun &run, const QJsonObject &args)
{
    const QJsonObject &e = run.explainDoc();
    const QString name = args.value(QStringLiteral("function")).toString();
    QJsonObject doc { { QStringLiteral("schema"), e.value(QStringLiteral("schema")) } };
    for (const char *key : { "functions", "recompiles", "limit_hits" }) {
        QJsonArray kept;
        for (const QJsonValue v : e.value(QLatin1String(key)).toArray())
            if (name.isEmpty() || namesFunction(v.toObject(), name))
                kept.append(v);
        doc.insert(QLatin1String(key), kept);
    }
    return answer(QStringLiteral("recompiles"), run, doc, args);
}

QJsonObject graphsTool(OpenRun &run, const QJsonObject &args)
{
    return answer(QStringLiteral("graphs"), run, run.graphsDoc(), args);
}

QJsonObject passesTool(OpenRun &run, const QJsonObject &args)
{
    const QString pass = args.value(QStringLiteral("pass")).toString(),
                  to = args.value(QStringLiteral("to")).toString();
    if (pass.isEmpty() && !to.isEmpty())
        return errorResult(QStringLiteral("`to` needs `pass`"));
    if (pass.isEmpty())
        return answer(QStringLiteral("passes"), run, passStagesJson(listPassStages(*run.run)), args);
    const auto change = passChange(*run.run, listPassStages(*run.run, false), pass, to);
    if (!change)
        return errorResult(change.error().toString());
    return answer(
        QStringLiteral("passes"), run, passStepJson(change->from, change->to, change->step, change->note), args);
}

namespace {

// The nodes within `depth` edges of `centre` (either direction), the edges among them, and the
// groups holding any of them.
QJsonObject neighbourhood(const QJsonObject &graph, const QSet<QString> &centre, int depth)
{
    QHash<QString, QStringList> adjacent;
    const QJsonArray edges = graph.value(QStringLiteral("edges")).toArray();
    for (const QJsonValue e : edges) {
        const QJsonArray pair = e.toArray();
        adjacent[pair.at(0).toString()] << pair.at(1).toString();
        adjacent[pair.at(1).toString()] << pair.at(0).toString();
    }
    QSet<QString> kept = centre;
    QStringList frontier(centre.begin(), centre.end());
    for (int d = 0; d < depth && !frontier.isEmpty(); ++d) {
        QStringList next;
        for (const QString &n : frontier)
            for (const QString &m : adjacent.value(n))
                if (!kept.contains(m)) {
                    kept.insert(m);
                    next << m;
                }
        frontier = next;
    }
    QJsonObject out = graph;
    QJsonArray nodes, keptEdges, groups;
    for (const QJsonValue n : graph.value(QStringLiteral("nodes")).toArray())
        if (kept.contains(n.toObject().value(QStringLiteral("name")).toString()))
            nodes.append(n);
    for (const QJsonValue e : edges)
        if (kept.contains(e.toArray().at(0).toString()) && kept.contains(e.toArray().at(1).toString()))
            keptEdges.append(e);
    for (const QJsonValue g : graph.value(QStringLiteral("groups")).toArray()) {
        bool holds = false;
        for (const QJsonValue m : g.toObject().value(QStringLiteral("members")).toArray())
            holds = holds || kept.contains(m.toString());
        if (holds)
            groups.append(g);
    }
    out.insert(QStringLiteral("nodes"), nodes);
    out.insert(QStringLiteral("edges"), keptEdges);
    out.insert(QStringLiteral("groups"), groups);
    return out;
}

} // namespace

QJsonObject graphTool(OpenRun &run, const QJsonObject &args)
{
    const auto entry = findGraph(run.graphEntries(), args.value(QStringLiteral("graph")).toString());
    if (!entry)
        return errorResult(entry.error().toString() + QStringLiteral(" (the `graphs` tool lists them)"));
    const auto doc = graphDocJson(*run.run, entry.value());
    if (!doc)
        return errorResult(doc.error().toString());
    QSet<QString> centre;
    if (args.contains(QStringLiteral("node")))
        centre.insert(args.value(QStringLiteral("node")).toString());
    for (const QString &n : pathsOf(args.value(QStringLiteral("nodes"))))
        centre.insert(n);
    if (centre.isEmpty())
        return answer(QStringLiteral("graph"), run, doc.value(), args);
    QSet<QString> names;
    for (const QJsonValue n : doc.value().value(QStringLiteral("nodes")).toArray())
        names.insert(n.toObject().value(QStringLiteral("name")).toString());
    for (const QString &n : centre)
        if (!names.contains(n))
            return errorResult(QStringLiteral("graph %1 has no node named %2").arg(entry.value().id, n.left(200)));
    const int depth = int(args.value(QStringLiteral("depth")).toInteger(args.contains(QStringLiteral("node")) ? 1 : 0));
    return answer(QStringLiteral("graph"), run, neighbourhood(doc.value(), centre, std::min(depth, 50)), args);
}

namespace {

// A fusion graph in the run's list: its own fields, each list as its length (`decisions_count`).
QJsonObject fusionGraphLine(const QJsonObject &g)
{
    QJsonObject line;
    for (auto it = g.begin(); it != g.end(); ++it) {
        if (it->isArray())
            line.insert(it.key() + QStringLiteral("_count"), it->toArray().size());
        else
            line.insert(it.key(), *it);
    }
    return line;
}

} // namespace

QJsonObject fusionTool(OpenRun &run, const QJsonObject &args)
{
    const FusionRun &f = run.fusionRun();
    if (f.graphs.empty())
        return errorResult(f.missing.isEmpty() ? QStringLiteral("the run has no compiled graph") : f.missing);
    const FusionGraph *graph = nullptr;
    if (args.contains(QStringLiteral("graph")) && args.value(QStringLiteral("graph")).toString().isEmpty())
        return errorResult(QStringLiteral("`graph` is empty: name a graph of the list, or leave `graph` out"));
    if (const QString id = args.value(QStringLiteral("graph")).toString(); !id.isEmpty()) {
        graph = f.find(id);
        if (!graph) {
            QStringList ids;
            for (const FusionGraph &g : f.graphs)
                ids << g.id;
            return errorResult(QStringLiteral("no single fusion graph %1; the run has: %2")
                                   .arg(id.left(200), ids.join(QStringLiteral(", "))));
        }
    }
    const QJsonArray why = args.value(QStringLiteral("why")).toArray();
    if (!why.isEmpty()) {
        const QString a = why.at(0).toString(), b = why.at(1).toString();
        QStringList fits;
        if (!graph)
            graph = fusionGraphForWhy(f, a, b, fits);
        if (!graph)
            return errorResult(fits.isEmpty()
                    ? QStringLiteral("no graph of the run has both %1 and %2").arg(a.left(200), b.left(200))
                    : QStringLiteral("%1 and %2 exist in %3 graphs (%4): name one with the `graph` argument")
                          .arg(a.left(200), b.left(200))
                          .arg(fits.size())
                          .arg(fits.join(QStringLiteral(", "))));
        return answer(
            QStringLiteral("fusion"), run, parsedJson(formatWhyNotJson(*graph, whyNotFused(*graph, a, b))), args);
    }
    if (graph) { // one graph's record, its keys at the top so that its long lists page
        const QJsonObject doc = parsedJson(formatFusionJson(f, graph));
        QJsonObject g = doc.value(QStringLiteral("graphs")).toArray().at(0).toObject();
        g.insert(QStringLiteral("schema"), doc.value(QStringLiteral("schema")));
        return answer(QStringLiteral("fusion"), run, g, args);
    }
    QJsonObject index = run.fusionDoc();
    QJsonArray lines;
    for (const QJsonValue g : index.value(QStringLiteral("graphs")).toArray())
        lines.append(fusionGraphLine(g.toObject()));
    index.insert(QStringLiteral("graphs"), lines);
    return answer(QStringLiteral("fusion"), run, index, args);
}

QJsonObject diffTool(Tools &t, const QJsonObject &args)
{
    auto a = t.runOf(args, QStringLiteral("a"));
    if (!a)
        return errorResult(QStringLiteral("A: ") + a.error().toString());
    DiffOutcome o;
    QStringList label = a.value()->paths;
    QString readAs = a.value()->stamp;
    if (args.contains(QStringLiteral("b"))) {
        auto b = t.runOf(args, QStringLiteral("b"));
        if (!b)
            return errorResult(QStringLiteral("B: ") + b.error().toString());
        const diff::DiffInput x = diff::diffInputOf(a.value()->run, a.value()->paths.join(QLatin1Char(' ')));
        const diff::DiffInput y = diff::diffInputOf(b.value()->run, b.value()->paths.join(QLatin1Char(' ')));
        o = compareSides(x, y, diff::DiffOptions {});
        label += b.value()->paths;
        readAs += QLatin1Char('\n') + b.value()->stamp;
    } else {
        o = compareRanksOf(
            diff::diffInputOf(a.value()->run, a.value()->paths.join(QLatin1Char(' '))), diff::DiffOptions {});
    }
    return answer(QStringLiteral("diff"), label, parsedJson(diffOutcomeJson(o)), args, readAs);
}

QJsonObject ranksTool(OpenRun &run, const QJsonObject &args)
{
    if (run.run->logs.empty())
        return errorResult(
            QStringLiteral("the run holds no trace log (TORCH_TRACE): nothing to compare between ranks"));
    return answer(QStringLiteral("ranks"), run, run.ranksDoc(), args);
}

// A finished A/B folder analysed again (`ab --analyse DIR --json`, with `why` as `--why`): reads
// the folder, stores nothing, runs nothing.
QJsonObject abTool(Tools &, const QJsonObject &args)
{
    const QString folder = args.value(QStringLiteral("folder")).toString();
    auto set = ab::readRunSet(folder);
    if (!set)
        return errorResult(set.error().toString());
    const ab::AbResult result = ab::analyse(set.value());
    const QByteArray json = args.value(QStringLiteral("why")).toBool()
        ? ab::abJsonWithWhy(result, ab::explainWhy(result))
        : ab::abJson(result);
    return answer(QStringLiteral("ab"), { folder }, parsedJson(json), args);
}

// A fleet store's report (`fleet report STORE --json`): top break sites and recompile causes
// across jobs, compile time by phase, two cohorts compared.
QJsonObject fleetTool(Tools &, const QJsonObject &args)
{
    const QString store = fleet::FleetStore::folderOf(args.value(QStringLiteral("store")).toString());
    fleet::ReportOptions options;
    options.by = args.value(QStringLiteral("by")).toString(options.by);
    if (options.by != QLatin1String("torch") && options.by != QLatin1String("job")
        && options.by != QLatin1String("week"))
        return errorResult(QStringLiteral("`by` takes torch, job or week"));
    const QJsonArray compare = args.value(QStringLiteral("compare")).toArray();
    if (!compare.isEmpty() && compare.size() != 2)
        return errorResult(QStringLiteral("`compare` takes two cohorts: [\"torch=2.14\", \"torch=2.15\"]"));
    options.cohortA = compare.at(0).toString();
    options.cohortB = compare.at(1).toString();
    options.limit = int(std::clamp<qint64>(args.value(QStringLiteral("limit")).toInteger(options.limit), 1, 1000));
    auto opened = fleet::FleetStore::open(store, true);
    if (!opened)
        return errorResult(opened.error().toString());
    auto report = fleet::fleetReport(opened.value(), options);
    if (!report)
        return errorResult(report.error().toString());
    return answer(QStringLiteral("fleet"), { store }, report.value(), args);
}

} // namespace cs::app::mcp
