#include "mcp/mcptools.h"

#include "mcp/docschema.h"
#include "mcp/mcphandlers.h"
#include "mcp/mcppage.h"
#include "mcp/mcpresult.h"

#include <QFile>
#include <QJsonDocument>

#include <algorithm>

namespace cs::app::mcp {
namespace {

QString docText(const QString &name)
{
    QFile f(QStringLiteral(":/jsondoc/") + name);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QJsonObject obj(std::initializer_list<QPair<QString, QJsonValue>> items)
{
    QJsonObject o;
    for (const auto &[k, v] : items)
        o.insert(k, v);
    return o;
}

QJsonObject stringProp(const QString &description)
{
    return obj(
        { { QStringLiteral("type"), QStringLiteral("string") }, { QStringLiteral("description"), description } });
}

QJsonObject intProp(const QString &description, qint64 minimum, qint64 maximum = -1)
{
    QJsonObject o = obj({ { QStringLiteral("type"), QStringLiteral("integer") }, { QStringLiteral("minimum"), minimum },
        { QStringLiteral("description"), description } });
    if (maximum >= 0)
        o.insert(QStringLiteral("maximum"), maximum);
    return o;
}

QJsonObject pathsProp(const QString &description)
{
    return obj({ { QStringLiteral("type"), QStringLiteral("array") },
        { QStringLiteral("items"), QJsonObject { { QStringLiteral("type"), QStringLiteral("string") } } },
        { QStringLiteral("minItems"), 1 }, { QStringLiteral("description"), description } });
}

const QString RunHelp = QStringLiteral(
    "The run: trace files or folders (TORCH_TRACE logs, rank logs, TORCH_COMPILE_DEBUG folders, TORCH_LOGS "
    "text, .pt2 archives, output_code.py), as `compilescope summary PATH...` takes them. Omit it for the run "
    "the server was started with. Opened once; later calls on the same paths answer from memory.");

// Input schema: the tool's own properties, the run, and paging.
QJsonObject inputSchema(QJsonObject properties, QStringList required, bool paged, bool run = true)
{
    if (run)
        properties.insert(QStringLiteral("run"), pathsProp(RunHelp));
    if (paged) {
        properties.insert(QStringLiteral("cursor"),
            stringProp(QStringLiteral("where this page starts: the page.next_cursor of a previous result of this tool "
                                      "with the same run and arguments; omit for the first page")));
        properties.insert(QStringLiteral("max_bytes"),
            intProp(QStringLiteral("the response budget: at most this many bytes of JSON per page, as sent (default "
                                   "%1). Arrays are cut to fit; page.next_cursor continues.")
                        .arg(DefaultBudget),
                MinBudget, MaxBudget));
    }
    QJsonObject s { { QStringLiteral("type"), QStringLiteral("object") }, { QStringLiteral("properties"), properties },
        { QStringLiteral("additionalProperties"), false } };
    if (!required.isEmpty())
        s.insert(QStringLiteral("required"), QJsonArray::fromStringList(required));
    return s;
}

// Output schema: the page's document (from its documentation's table) and the page.
QJsonObject outputSchema(const QJsonObject &data)
{
    const QJsonObject page { { QStringLiteral("type"), QStringLiteral("object") },
        { QStringLiteral("description"),
            QStringLiteral("cursor, next_cursor (null on the last page), budget_bytes, arrays[] (key, total, "
                           "offset, count)") } };
    return QJsonObject { { QStringLiteral("type"), QStringLiteral("object") },
        { QStringLiteral("properties"),
            QJsonObject {
                { QStringLiteral("tool"), QJsonObject { { QStringLiteral("type"), QStringLiteral("string") } } },
                { QStringLiteral("run"), QJsonObject { { QStringLiteral("type"), QStringLiteral("array") } } },
                { QStringLiteral("data"), data }, { QStringLiteral("page"), page },
                { QStringLiteral("untrusted"),
                    QJsonObject { { QStringLiteral("type"), QStringLiteral("string") } } } } },
        { QStringLiteral("required"), QJsonArray { QStringLiteral("tool"), QStringLiteral("data") } } };
}

// Argument checks against the tool's input schema (types of the properties it names, required
// ones present, no others): a mistake is a tool error the assistant can correct, saying which.
QString badArguments(const QJsonObject &schema, const QJsonObject &args)
{
    const QJsonObject props = schema.value(QStringLiteral("properties")).toObject();
    for (const QJsonValue r : schema.value(QStringLiteral("required")).toArray())
        if (!args.contains(r.toString()))
            return QStringLiteral("missing argument `%1`").arg(r.toString());
    for (auto it = args.begin(); it != args.end(); ++it) {
        if (!props.contains(it.key()))
            return QStringLiteral("unknown argument `%1` (this tool takes: %2)")
                .arg(it.key().left(80), props.keys().join(QStringLiteral(", ")));
        const QString type = props.value(it.key()).toObject().value(QStringLiteral("type")).toString();
        const QJsonValue v = it.value();
        bool ok = true;
        if (type == QLatin1String("string"))
            ok = v.isString();
        else if (type == QLatin1String("boolean"))
            ok = v.isBool();
        else if (type == QLatin1String("integer"))
            ok = v.isDouble() && v.toDouble() == double(v.toInteger());
        else if (type == QLatin1String("array")) {
            ok = v.isArray() && !v.toArray().isEmpty();
            for (const QJsonValue item : v.toArray())
                ok = ok && item.isString();
        }
        if (!ok)
            return QStringLiteral("argument `%1` must be %2")
                .arg(it.key(),
                    type == QLatin1String("array")         ? QStringLiteral("a non-empty array of strings")
                        : type == QLatin1String("integer") ? QStringLiteral("an integer")
                                                           : QStringLiteral("a ") + type);
        const QJsonObject prop = props.value(it.key()).toObject();
        if (type == QLatin1String("integer")) {
            const qint64 n = v.toInteger();
            if (prop.contains(QStringLiteral("minimum")) && n < prop.value(QStringLiteral("minimum")).toInteger())
                return QStringLiteral("argument `%1` must be at least %2")
                    .arg(it.key())
                    .arg(prop.value(QStringLiteral("minimum")).toInteger());
            if (prop.contains(QStringLiteral("maximum")) && n > prop.value(QStringLiteral("maximum")).toInteger())
                return QStringLiteral("argument `%1` must be at most %2")
                    .arg(it.key())
                    .arg(prop.value(QStringLiteral("maximum")).toInteger());
        }
        if (type == QLatin1String("array") && prop.contains(QStringLiteral("maxItems"))
            && v.toArray().size() != prop.value(QStringLiteral("maxItems")).toInteger()
            && prop.value(QStringLiteral("minItems")).toInteger() == prop.value(QStringLiteral("maxItems")).toInteger())
            return QStringLiteral("argument `%1` takes %2 strings")
                .arg(it.key())
                .arg(prop.value(QStringLiteral("maxItems")).toInteger());
    }
    return {};
}

// A handler about one run, with the run the arguments name opened (or the error saying why not).
std::function<QJsonObject(Tools &, const QJsonObject &)> onRun(QJsonObject (*handler)(OpenRun &, const QJsonObject &))
{
    return [handler](Tools &tools, const QJsonObject &args) {
        auto run = tools.runOf(args);
        return run ? handler(*run.value(), args) : errorResult(run.error().toString());
    };
}

QJsonObject pairProp(const QString &description)
{
    QJsonObject p = pathsProp(description);
    p.insert(QStringLiteral("minItems"), 2);
    p.insert(QStringLiteral("maxItems"), 2);
    return p;
}

// `schema` with only the properties named.
QJsonObject only(QJsonObject schema, const QStringList &keys)
{
    const QJsonObject all = schema.value(QStringLiteral("properties")).toObject();
    QJsonObject kept;
    for (const QString &k : keys)
        if (all.contains(k))
            kept.insert(k, all.value(k));
    schema.insert(QStringLiteral("properties"), kept);
    return schema;
}

QJsonObject typed(const char *type, const QString &description)
{
    return QJsonObject { { QStringLiteral("type"), QLatin1String(type) },
        { QStringLiteral("description"), description } };
}

QJsonObject openRunSchema()
{
    return QJsonObject { { QStringLiteral("type"), QStringLiteral("object") },
        { QStringLiteral("properties"),
            QJsonObject { { QStringLiteral("schema"), typed("string", QStringLiteral("\"compilescope.mcp-run/1\"")) },
                { QStringLiteral("files"), typed("array", QStringLiteral("every file the run was read from")) },
                { QStringLiteral("logs"),
                    typed("array", QStringLiteral("each trace log: file, rank, records, bytes, torch_version")) },
                { QStringLiteral("totals"), typed("object", QStringLiteral("summary's totals (SUMMARY_JSON.md)")) },
                { QStringLiteral("coverage"),
                    QJsonObject {
                        { QStringLiteral("type"), QJsonArray { QStringLiteral("string"), QStringLiteral("null") } },
                        { QStringLiteral("description"), QStringLiteral("summary's coverage headline") } } },
                { QStringLiteral("diagnostics"),
                    typed("integer", QStringLiteral("problems found while reading (summary lists them)")) } } } };
}

QJsonObject evidenceSchema()
{
    return QJsonObject { { QStringLiteral("type"), QStringLiteral("object") },
        { QStringLiteral("properties"),
            QJsonObject { { QStringLiteral("schema"), typed("string", QStringLiteral("\"compilescope.evidence/1\"")) },
                { QStringLiteral("file"), typed("string", QStringLiteral("the file, as asked")) },
                { QStringLiteral("lines"),
                    typed("array",
                        QStringLiteral("line (1-based), text (at most 4000 bytes), cut_bytes (what "
                                       "was left out of a longer line)")) } } } };
}

QJsonObject graphsListSchema()
{
    return QJsonObject { { QStringLiteral("type"), QStringLiteral("object") },
        { QStringLiteral("properties"),
            QJsonObject {
                { QStringLiteral("schema"), QJsonObject { { QStringLiteral("type"), QStringLiteral("string") } } },
                { QStringLiteral("graphs"), QJsonObject { { QStringLiteral("type"), QStringLiteral("array") } } },
                { QStringLiteral("ddp_splits"),
                    QJsonObject { { QStringLiteral("type"), QStringLiteral("array") } } } } } };
}

QJsonObject passesSchema()
{
    auto array = [] { return QJsonObject { { QStringLiteral("type"), QStringLiteral("array") } }; };
    auto object = [] { return QJsonObject { { QStringLiteral("type"), QStringLiteral("object") } }; };
    return QJsonObject { { QStringLiteral("type"), QStringLiteral("object") },
        { QStringLiteral("properties"),
            QJsonObject {
                { QStringLiteral("schema"), QJsonObject { { QStringLiteral("type"), QStringLiteral("string") } } },
                { QStringLiteral("stages"), array() }, { QStringLiteral("from"), object() },
                { QStringLiteral("to"), object() }, { QStringLiteral("passes"), array() },
                { QStringLiteral("changes"), object() } } } };
}

} // namespace

Tools::Tools(QStringList startRun)
    : m_startRun(std::move(startRun))
{
    const QString summaryDoc = docText(QStringLiteral("core/report/SUMMARY_JSON.md"));
    const QString explainDoc = docText(QStringLiteral("core/report/EXPLAIN_JSON.md"));
    const QString graphDoc = docText(QStringLiteral("core/graph/GRAPH_JSON.md"));
    const QString fusionDoc = docText(QStringLiteral("core/report/FUSION_JSON.md"));
    const QString diffDoc = docText(QStringLiteral("core/diff/DIFF_JSON.md"));
    const QString ranksDoc = docText(QStringLiteral("core/ranks/RANKS_JSON.md"));
    const QString abDoc = docText(QStringLiteral("core/ab/AB_JSON.md"));
    const QString fleetDoc = docText(QStringLiteral("core/fleet/FLEET_STORE.md"));
    auto described = [](const QString &what, const QString &schema) {
        return QStringLiteral("%1 Returns `data`: the document `%2` writes (its keys, types and meanings are in "
                              "the output schema).")
            .arg(what, schema);
    };
    m_tools = {
        { QStringLiteral("open_run"), QStringLiteral("Open a run"),
            QStringLiteral(
                "Open a torch.compile run (or say what is open) and get its headline: files read, logs with rank and "
                "torch version, totals (compiles, recompiles, graph breaks, failures, kernels, compile time), "
                "coverage. Start here; every other tool takes the same `run`."),
            inputSchema({}, {}, true), outputSchema(openRunSchema()), onRun(openRun) },
        { QStringLiteral("summary"), QStringLiteral("Compile overview"),
            described(
                QStringLiteral(
                    "Every compile of the run with its outcome, time, graph breaks, recompile reasons and kernels."),
                QStringLiteral("compilescope summary --json")),
            inputSchema({}, {}, true), outputSchema(schemaFromDoc(summaryDoc)), onRun(summaryTool) },
        { QStringLiteral("explain"), QStringLiteral("What to fix first"),
            described(
                QStringLiteral(
                    "The run's problems ranked by what they cost: failures and recompile-limit hits, recompiles "
                    "with the guard that failed and a fix, graph breaks with PyTorch's reason and the user's line."),
                QStringLiteral("compilescope explain --json")),
            inputSchema({}, {}, true), outputSchema(schemaFromDoc(explainDoc)), onRun(explainTool) },
        { QStringLiteral("recompiles"), QStringLiteral("Recompiles of a function"),
            QStringLiteral(
                "The recompiles of one function (or of every function) with the guard that failed each time, PyTorch's "
                "reasons and a fix: explain's functions[], recompiles[] and limit_hits[] (EXPLAIN_JSON.md) for the "
                "functions whose name, wrapper or held functions contain `function`."),
            inputSchema({ { QStringLiteral("function"),
                            stringProp(QStringLiteral(
                                "part of a function's name (`forward`, `LlamaModel.forward`); omit for all")) } },
                {}, true),
            outputSchema(only(schemaFromDoc(explainDoc),
                { QStringLiteral("schema"), QStringLiteral("functions"), QStringLiteral("recompiles"),
                    QStringLiteral("limit_hits") })),
            onRun(recompilesTool) },
        { QStringLiteral("graphs"), QStringLiteral("List the graphs"),
            QStringLiteral(
                "Every graph of the run (Dynamo, pre-grad, AOT, post-grad; exported programs) with its id, nodes, "
                "edges, "
                "kernels and launches: `compilescope graph --list --json` (compilescope.graphs/1, GRAPH_JSON.md). "
                "Ids are what the `graph` tool takes."),
            inputSchema({}, {}, true), outputSchema(graphsListSchema()), onRun(graphsTool) },
        { QStringLiteral("graph"), QStringLiteral("One graph, or part of it"),
            described(
                QStringLiteral(
                    "One graph's nodes (op, target, shape, source line, kernel), edges and kernel groups; with `node` "
                    "the nodes within `depth` edges of it, with `nodes` the subgraph they make."),
                QStringLiteral("compilescope graph --graph ID --format json")),
            inputSchema(
                { { QStringLiteral("graph"),
                      stringProp(QStringLiteral(
                          "a graph id as `graphs` lists it (`0/0:post_grad:forward`), or a unique prefix")) },
                    { QStringLiteral("node"),
                        stringProp(QStringLiteral("a node's name: answer its neighbourhood only")) },
                    { QStringLiteral("nodes"),
                        pathsProp(QStringLiteral(
                            "node names: answer the subgraph they make (with `depth`, their neighbourhood)")) },
                    { QStringLiteral("depth"),
                        intProp(QStringLiteral(
                                    "how many edges out from `node`/`nodes` (default 1 with `node`, 0 with `nodes`)"),
                            0, 50) } },
                { QStringLiteral("graph") }, true),
            outputSchema(schemaFromDoc(graphDoc)), onRun(graphTool) },
        { QStringLiteral("passes"), QStringLiteral("Inductor's passes, pass by pass"),
            QStringLiteral(
                "Every graph Inductor logged around its passes (pre-grad, joint, post-grad per forward and backward, "
                "after each pattern pass that changed it), the passes run between two with their times, and the "
                "nodes each step added, removed, retargeted, rewired or reordered: `compilescope graph --passes "
                "--json` (compilescope.passes/1, GRAPH_JSON.md). With `pass` (a snapshot id as listed): the nodes "
                "changed into it from the graph before it; with `to` as well: between those two graphs, any two of "
                "the run (`graph --pass ID --to ID --json`, compilescope.pass_diff/1)."),
            inputSchema({ { QStringLiteral("pass"),
                              stringProp(QStringLiteral(
                                  "a snapshot id (`0/0:joint@after`) as the list names it, or a unique prefix")) },
                            { QStringLiteral("to"),
                                stringProp(QStringLiteral("with `pass`: the snapshot to compare it with")) } },
                {}, true),
            outputSchema(passesSchema()), onRun(passesTool) },
        { QStringLiteral("fusion"), QStringLiteral("Inductor's fusion decisions"),
            QStringLiteral(
                "How Inductor fused a graph's nodes into kernels, decision by decision (fuse, reject with the reason, "
                "benchmark). Without `graph`: the run's fusion graphs, each with its counts (`compilescope fusion "
                "--json` with one line per graph); with `graph`: that graph's record, its keys at the top of `data` "
                "(nodes[], rounds[], decisions[], notes[], final_nodes[], summary, diagnostics[]: a `graphs[]` entry "
                "of `fusion --graph ID --json`); with `why`: why two nodes or kernels were or were not fused "
                "(`fusion --why A B --json`)."),
            inputSchema({ { QStringLiteral("graph"),
                              stringProp(QStringLiteral("a fusion graph id (`0/0:forward`) as the graph list names "
                                                        "it, or a unique prefix")) },
                            { QStringLiteral("why"),
                                pairProp(QStringLiteral(
                                    "two names [A, B]: scheduler nodes, kernels, post-grad nodes or buffers")) } },
                {}, true),
            outputSchema(schemaFromDoc(fusionDoc, true)), onRun(fusionTool) },
        { QStringLiteral("diff"), QStringLiteral("Compare two runs"),
            described(
                QStringLiteral(
                    "Compare run `a` with run `b`: compiles, graph breaks, recompiles, failures, graphs, kernels, "
                    "settings, versions, each called changed, fixed or regressed; without `b`, the ranks of `a` "
                    "against its lowest."),
                QStringLiteral("compilescope diff A B --json")),
            inputSchema(
                { { QStringLiteral("a"), pathsProp(QStringLiteral("run A (the baseline): paths as `run` takes them")) },
                    { QStringLiteral("b"),
                        pathsProp(
                            QStringLiteral("run B: paths as `run` takes them; omit to compare the ranks of A")) } },
                { QStringLiteral("a") }, true, false),
            outputSchema(schemaFromDoc(diffDoc)), diffTool },
        { QStringLiteral("ranks"), QStringLiteral("Ranks of a distributed run"),
            described(QStringLiteral("Whether the ranks of a multi-rank run compiled the same: groups, the first "
                                     "divergence and its cause, "
                                     "the likely hang, stragglers."),
                QStringLiteral("compilescope ranks --json")),
            inputSchema({}, {}, true), outputSchema(schemaFromDoc(ranksDoc)), onRun(ranksTool) },
        { QStringLiteral("ab"), QStringLiteral("A finished A/B, analysed"),
            described(
                QStringLiteral(
                    "Whether torch.compile paid off in a finished A/B folder (made by `compilescope ab`): each mode "
                    "against eager per region, with intervals over processes; with `why`, what explains each gap. "
                    "Reads the folder only: it never runs an A/B."),
                QStringLiteral("compilescope ab --analyse DIR --json")),
            inputSchema({ { QStringLiteral("folder"), stringProp(QStringLiteral("the A/B folder")) },
                            { QStringLiteral("why"),
                                QJsonObject { { QStringLiteral("type"), QStringLiteral("boolean") },
                                    { QStringLiteral("description"),
                                        QStringLiteral("add what explains each gap (`--why`)") } } } },
                { QStringLiteral("folder") }, true, false),
            outputSchema(schemaFromDoc(abDoc)), abTool },
        { QStringLiteral("fleet"), QStringLiteral("Many jobs: a fleet store's report"),
            described(
                QStringLiteral(
                    "Across the jobs of a fleet store (made by `compilescope fleet index`): top graph break sites by "
                    "compile time and by jobs, recompile causes, compile time by phase, unreadable logs; with "
                    "`compare`, what changed between two cohorts."),
                QStringLiteral("compilescope fleet report STORE --json")),
            inputSchema(
                { { QStringLiteral("store"),
                      stringProp(QStringLiteral("the store folder given to `fleet index --store`")) },
                    { QStringLiteral("by"),
                        stringProp(
                            QStringLiteral("how compile time by phase is grouped: torch (default), job or week")) },
                    { QStringLiteral("compare"),
                        pairProp(QStringLiteral("two cohorts [A, B]: torch=VERSION as indexed (2.15.0+cpu), "
                                                "job=GLOB, week=2026-W40; an error lists the values the store has")) },
                    { QStringLiteral("limit"), intProp(QStringLiteral("rows per top list (default 20)"), 1, 1000) } },
                { QStringLiteral("store") }, true, false),
            outputSchema(schemaFromDoc(fleetDoc)), fleetTool },
        { QStringLiteral("evidence"), QStringLiteral("The raw lines behind a finding"),
            QStringLiteral(
                "The raw lines of one of the run's own files (a trace log, decompressed; a debug folder's file; "
                "a TORCH_LOGS text; an output_code.py) around a line: the record as PyTorch wrote it. Results "
                "name such places as a log `file` and `line`: summary's diagnostics[] and logs[], graphs[] "
                "(`file`, `line` of the graph's record), open_run's files[]. A user's source file (a graph "
                "break's or compile's `file`) is not one of them."),
            inputSchema({ { QStringLiteral("file"),
                              stringProp(QStringLiteral("a file the run was read from (open_run lists them)")) },
                            { QStringLiteral("line"), intProp(QStringLiteral("1-based line"), 1) },
                            { QStringLiteral("context"),
                                intProp(QStringLiteral("lines before and after (default 2)"), 0, 50) } },
                { QStringLiteral("file"), QStringLiteral("line") }, true),
            outputSchema(evidenceSchema()), onRun(evidenceTool) },
    };
    if (!m_startRun.isEmpty())
        if (auto r = m_runs.open(m_startRun); !r)
            m_startProblem = r.error().toString();
}

QJsonArray Tools::list(bool structured) const
{
    QJsonArray out;
    for (const Tool &t : m_tools) {
        QJsonObject o { { QStringLiteral("name"), t.name }, { QStringLiteral("description"), t.description },
            { QStringLiteral("inputSchema"), t.inputSchema },
            { QStringLiteral("annotations"),
                QJsonObject { { QStringLiteral("title"), t.title }, { QStringLiteral("readOnlyHint"), true },
                    { QStringLiteral("destructiveHint"), false }, { QStringLiteral("idempotentHint"), true },
                    { QStringLiteral("openWorldHint"), false } } } };
        if (structured) {
            o.insert(QStringLiteral("title"), t.title);
            o.insert(QStringLiteral("outputSchema"), t.outputSchema);
        }
        out.append(o);
    }
    return out;
}

CallOutcome Tools::call(const QString &name, const QJsonObject &arguments)
{
    const auto tool = std::find_if(m_tools.begin(), m_tools.end(), [&](const Tool &t) { return t.name == name; });
    if (tool == m_tools.end())
        return { {}, name };
    if (const QString bad = badArguments(tool->inputSchema, arguments); !bad.isEmpty())
        return { errorResult(QStringLiteral("%1: %2").arg(name, bad)), {} };
    return { tool->handler(*this, arguments), {} };
}

Result<std::shared_ptr<OpenRun>> Tools::runOf(const QJsonObject &arguments, const QString &key)
{
    QStringList paths = pathsOf(arguments.value(key));
    if (paths.isEmpty())
        paths = m_startRun;
    if (paths.isEmpty())
        return Error {
            QStringLiteral("no run: give `%1` (trace files or folders); the server was started without one").arg(key)
        };
    return m_runs.open(paths);
}

} // namespace cs::app::mcp
