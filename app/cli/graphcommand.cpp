#include "cli/graphcommand.h"

#include "cli/clifail.h"
#include "core/graph/compileregions.h"
#include "core/graph/ddpsplits.h"
#include "core/graph/graphcatalog.h"
#include "core/graph/graphexport.h"
#include "core/graph/provenance.h"
#include "core/ingest/runloader.h"
#include "core/report/exportsummary.h"
#include "core/report/passreport.h"
#include "core/report/provenancereport.h"
#include "core/report/summaryjson.h"
#include "core/util/jsonvalue.h"
#include "core/util/outputfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>
#include <cstdio>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

QJsonValue metricsJson(const GraphEntry &g)
{
    if (g.metricNodes < 0 && g.metricCalls < 0 && g.metricInputs < 0)
        return QJsonValue();
    auto count = [](int n) { return n >= 0 ? QJsonValue(n) : QJsonValue(); };
    return QJsonObject { { QStringLiteral("graph_node_count"), count(g.metricNodes) },
        { QStringLiteral("graph_op_count"), count(g.metricCalls) },
        { QStringLiteral("graph_input_count"), count(g.metricInputs) } };
}

// How a graph was placed in its compile's AOT compilations (null outside them: Dynamo graphs, export).
QJsonValue pairingJson(const GraphEntry &g)
{
    if (g.partEvidence.isEmpty() && g.unitEvidence.isEmpty() && g.childEvidence.isEmpty())
        return QJsonValue();
    return QJsonObject { { QStringLiteral("part"), orNull(g.partEvidence) },
        { QStringLiteral("aot_compilation"), orNull(g.unitEvidence) },
        { QStringLiteral("ddp_child"), orNull(g.childEvidence) } };
}

} // namespace

QJsonObject graphListJson(const QList<GraphEntry> &graphs, const std::vector<DdpSplitInfo> &splits)
{
    QJsonArray a;
    for (const GraphEntry &g : graphs)
        a.append(QJsonObject { { QStringLiteral("id"), g.id }, { QStringLiteral("compile_id"), g.compileId },
            { QStringLiteral("stage"), g.stage }, { QStringLiteral("part"), g.part.isEmpty() ? QJsonValue() : g.part },
            { QStringLiteral("aot_id"), orNull(g.aotId) }, { QStringLiteral("ddp_child"), orNull(g.ddpChild) },
            { QStringLiteral("pairing"), pairingJson(g) }, { QStringLiteral("rank"), g.rank },
            { QStringLiteral("file"), g.file.isEmpty() ? g.trace : g.file },
            { QStringLiteral("line"), g.line > 0 ? QJsonValue(g.line) : QJsonValue() },
            { QStringLiteral("nodes"), g.nodes }, { QStringLiteral("placeholders"), g.placeholders },
            { QStringLiteral("calls"), g.calls }, { QStringLiteral("edges"), g.edges },
            { QStringLiteral("kernels"), g.kernels }, { QStringLiteral("node_groups"), g.kernels },
            { QStringLiteral("kernel_counts"),
                g.counts.outputCodes > 0 ? QJsonValue(kernelCountsJson(g.counts)) : QJsonValue() },
            { QStringLiteral("kernel_source"),
                g.kernels == 0     ? QJsonValue()
                    : g.provenance ? QStringLiteral("provenance")
                                   : QStringLiteral("output_code") },
            { QStringLiteral("metrics"), metricsJson(g) },
            { QStringLiteral("diagnostic"),
                g.diagnostics.isEmpty() ? QJsonValue() : QJsonValue(g.diagnostics.first().message) } });
    return QJsonObject { { QStringLiteral("schema"), QStringLiteral("compilescope.graphs/1") },
        { QStringLiteral("graphs"), a }, { QStringLiteral("ddp_splits"), ddpSplitsJson(splits) } };
}

Result<QJsonObject> graphDocJson(const LoadedRun &run, const GraphEntry &entry)
{
    const auto g = loadGraph(run, entry);
    if (!g)
        return g.error();
    // Where the graph sits among its compile's AOT compilations (GRAPH_JSON.md).
    QJsonObject doc = QJsonDocument::fromJson(graphJson(g.value(), entry.id)).object();
    doc.insert(QStringLiteral("part"), orNull(entry.part));
    doc.insert(QStringLiteral("aot_id"), orNull(entry.aotId));
    doc.insert(QStringLiteral("ddp_child"), orNull(entry.ddpChild));
    doc.insert(QStringLiteral("pairing"), pairingJson(entry));
    return doc;
}

namespace {

// What the trace reader found wrong in each graph's own record (its payload cut off by the end
// of a truncated log, a checksum that does not match), by graph id: the graph is listed as far as
// it was read. One pass over each log's diagnostics, however many there are.
QHash<QString, std::vector<Diagnostic>> recordProblems(const LoadedRun &run, const QList<GraphEntry> &graphs)
{
    QHash<QString, std::vector<Diagnostic>> out;
    std::vector<QHash<int64_t, QStringList>> byLine(run.logs.size()); // header line → graph ids
    for (const GraphEntry &g : graphs)
        if (g.archive < 0 && g.file.isEmpty() && g.log >= 0 && g.log < static_cast<int>(run.logs.size())
            && g.record < run.logs[size_t(g.log)]->records.size())
            byLine[size_t(g.log)][run.logs[size_t(g.log)]->records[g.record].line] << g.id;
    for (size_t li = 0; li < run.logs.size(); ++li) {
        if (byLine[li].isEmpty())
            continue;
        for (const Diagnostic &d : run.logs[li]->diagnostics)
            if (d.severity != Diagnostic::Severity::Note)
                if (const auto ids = byLine[li].constFind(d.line); ids != byLine[li].cend())
                    for (const QString &id : *ids)
                        out[id].push_back(d);
    }
    return out;
}

QByteArray listing(const QList<GraphEntry> &graphs, const QHash<QString, std::vector<Diagnostic>> &problems,
    const std::vector<DdpSplitInfo> &splits, bool json)
{
    if (json)
        return QJsonDocument(graphListJson(graphs, splits)).toJson(QJsonDocument::Indented);
    QString out;
    QTextStream s(&out);
    // The id column as wide as the longest id (36 at least, 100 at most: a hostile id stays one row).
    int idWidth = 36;
    for (const GraphEntry &g : graphs)
        idWidth = std::clamp(static_cast<int>(g.id.size()), idWidth, 100);
    // kernels and launches: the graph's distinct kernels and launches (kernelcounts.h), for
    // post-grad graphs with generated code; groups: the node groups a collapsed drawing boxes.
    // "node groups": the boxes of the drawing (nodes one kernel or one extern call computes), not
    // kernels; a graph of 1,498 launches can have 454 of them.
    s << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8\n")
             .arg(QStringLiteral("graph"), -idWidth)
             .arg(QStringLiteral("nodes"), 7)
             .arg(QStringLiteral("calls"), 7)
             .arg(QStringLiteral("inputs"), 7)
             .arg(QStringLiteral("edges"), 7)
             .arg(QStringLiteral("kernels"), 8)
             .arg(QStringLiteral("launches"), 8)
             .arg(QStringLiteral("node groups"), 11);
    auto known = [](int n, bool k) { return k ? QString::number(n) : QStringLiteral("-"); };
    for (const GraphEntry &g : graphs) {
        QString note;
        if (g.kernels && !g.provenance)
            note = Tr::tr(" (node groups from the generated code)");
        if (g.metricNodes >= 0)
            note += g.diagnostics.isEmpty() ? Tr::tr("  (nodes, calls, inputs = compilation_metrics)")
                                            : Tr::tr(" ≠ compilation_metrics: %1 nodes, %2 calls, %3 inputs")
                                                  .arg(g.metricNodes)
                                                  .arg(g.metricCalls)
                                                  .arg(g.metricInputs);
        if (problems.contains(g.id))
            note += Tr::tr("  (read in part: its record is damaged, see below)");
        const bool code = g.counts.outputCodes > 0;
        // The id (trace text: a `%2` in it stays text) padded on its own, the numbers after it.
        s << g.id.leftJustified(idWidth)
          << QStringLiteral(" %1 %2 %3 %4 %5 %6 %7")
                 .arg(g.nodes, 7)
                 .arg(g.calls, 7)
                 .arg(g.placeholders, 7)
                 .arg(g.edges, 7)
                 .arg(known(g.counts.distinctKernels, code), 8)
                 .arg(known(g.counts.launches, code), 8)
                 .arg(known(g.kernels, g.kernels > 0 || code), 11) // no groups drawn: an AOT graph
          << note << '\n';
    }
    s << ddpSplitsText(splits);
    return out.toUtf8();
}

constexpr CliOption GraphOptions[] = {
    { "--list", nullptr,
        QT_TRANSLATE_NOOP(
            "cs::app::Cli", "list every graph: id, graph nodes, edges, distinct kernels, launches, node groups") },
    { "--json", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "write JSON: the list (compilescope.graphs/1) or the graph (compilescope.graph/1, GRAPH_JSON.md)") },
    { "--graph", "ID", QT_TRANSLATE_NOOP("cs::app::Cli", "the graph to export, as --list names it") },
    { "--format", "json|dot|svg|png", QT_TRANSLATE_NOOP("cs::app::Cli", "export format (default json)") },
    { "--collapsed", nullptr, QT_TRANSLATE_NOOP("cs::app::Cli", "draw one box per kernel, layer or statement") },
    { "--group-by", "kernel|layer|statement",
        QT_TRANSLATE_NOOP("cs::app::Cli", "what a box holds with --collapsed (default: what suits the graph)") },
    { "--max-boxes", "N", QT_TRANSLATE_NOOP("cs::app::Cli", "split a collapsed graph into segments of N boxes") },
    { "--passes", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "Inductor's passes on each graph: the snapshots logged, the passes run between them with their "
            "times, the nodes each step added, removed or reordered") },
    { "--pass", "ID",
        QT_TRANSLATE_NOOP(
            "cs::app::Cli", "the nodes changed into this snapshot (as --passes names it) from the one before it") },
    { "--to", "ID", QT_TRANSLATE_NOOP("cs::app::Cli", "with --pass: compare it with this snapshot instead") },
    { "--provenance", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "the post-grad graphs with Inductor's provenance mapping; with --graph ID, each model node with the "
            "post-grad nodes it became and the kernel calls computing them, with their trace lines") },
    { "--regions", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "blocks compiled once and reused (nested compile regions, blocks compiled on their own) and piecewise "
            "compiles with their pieces in run order") },
    { "-o", "FILE", QT_TRANSLATE_NOOP("cs::app::Cli", "write to FILE instead of stdout") },
};

} // namespace

const CliCommand graphCli {
    "graph",
    QT_TRANSLATE_NOOP("cs::app::Cli", "a run's graphs (Dynamo, AOT, post-grad): list them, export one"),
    "PATH... --list [--json]\n"
    "PATH... --passes [--json] | --pass ID [--to ID] [--json]\n"
    "PATH... --provenance [--graph ID] [--json]\n"
    "PATH... --regions [--json]\n"
    "PATH... --graph ID [--format json|dot|svg|png] [--collapsed] [--group-by kernel|layer|statement]\n"
    " [--max-boxes N] [-o FILE]",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "Reads every graph payload of the run's traces into nodes, edges and source lines, and maps each "
        "post-grad node to the kernel that computes it. SVG and PNG are laid out by Graphviz `dot`; big graphs "
        "need --collapsed."),
    GraphOptions,
    "PATH",
    nullptr,
    graphCommand,
};

namespace {

Status writeOut(const QString &output, const QByteArray &bytes, const LoadedRun &run, QStringList inputs)
{
    if (output.isEmpty() || output == QLatin1String("-")) {
        std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stdout);
        return Ok {};
    }
    for (const LoadedRun::Input &f : run.files)
        inputs << f.path;
    if (const Status written = writeOutputFile(output, bytes, inputs); !written)
        return Error { Tr::tr("cannot write %1: %2").arg(output, written.error().message) };
    return Ok {};
}

// --passes, --pass ID [--to ID].
int passCommand(const LoadedRun &run, const QString &pass, const QString &to, bool json, const QString &output,
    const QStringList &paths)
{
    QByteArray bytes;
    if (pass.isEmpty()) {
        const QList<PassStage> stages = listPassStages(run);
        bytes = json ? QJsonDocument(passStagesJson(stages)).toJson(QJsonDocument::Indented)
                     : cliText(passStagesText(stages)).toUtf8();
    } else {
        const auto change = passChange(run, listPassStages(run, false), pass, to);
        if (!change) // a snapshot the run does not have is a bad argument
            return cliFail(change.error().toString(), ExitUsage);
        const PassChange &c = change.value();
        bytes = json ? QJsonDocument(passStepJson(c.from, c.to, c.step, c.note)).toJson(QJsonDocument::Indented)
                     : cliText(passStepText(c.from, c.to, c.step, c.note)).toUtf8();
    }
    if (const Status written = writeOut(output, bytes, run, paths); !written)
        return cliFail(written.error().message);
    return 0;
}

// --provenance [--graph ID].
int provenanceCommand(
    const LoadedRun &run, const QString &id, bool json, const QString &output, const QStringList &paths)
{
    const QList<GraphEntry> graphs = listGraphs(run, false);
    const QList<GraphEntry> with = provenanceGraphs(run, graphs);
    QByteArray bytes;
    if (id.isEmpty()) {
        bytes = json ? QJsonDocument(provenanceListJson(with)).toJson(QJsonDocument::Indented)
                     : cliText(provenanceListText(with)).toUtf8();
    } else {
        const auto entry = findGraph(with, id);
        if (!entry)
            return cliFail(Tr::tr("graph: no post-grad graph with provenance named %1 (graph --provenance lists them)")
                               .arg(cliText(id.left(200))),
                ExitUsage);
        const auto t = loadProvenance(run, graphs, entry.value());
        if (!t)
            return cliFail(t.error().toString());
        bytes = json ? QJsonDocument(provenanceJson(t.value())).toJson(QJsonDocument::Indented)
                     : cliText(provenanceText(t.value())).toUtf8();
    }
    if (const Status written = writeOut(output, bytes, run, paths); !written)
        return cliFail(written.error().message);
    return 0;
}

// --regions.
int regionsCommand(const LoadedRun &run, bool json, const QString &output, const QStringList &paths)
{
    const CompileRegions regions = listCompileRegions(run, listGraphs(run, false));
    QString text = compileRegionsText(regions);
    if (text.isEmpty())
        text
            = Tr::tr("No block compiled once for many copies, no piecewise compile and no region in this run.") + u'\n';
    const QByteArray bytes = json ? QJsonDocument(compileRegionsJson(regions)).toJson(QJsonDocument::Indented)
                                  : cliText(text.startsWith(u'\n') ? text.mid(1) : text).toUtf8();
    if (const Status written = writeOut(output, bytes, run, paths); !written)
        return cliFail(written.error().message);
    return 0;
}

} // namespace

int graphCommand(const QStringList &args)
{
    QStringList paths;
    QString id, format, output, pass, passTo;
    bool list = false, json = false, collapsed = false, passes = false, provenance = false, regions = false;
    int maxBoxes = CollapsedGraph::DefaultMaxUnits;
    QString groupBy;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == QLatin1String("--list"))
            list = true;
        else if (a == QLatin1String("--json"))
            json = true;
        else if (a == QLatin1String("--collapsed"))
            collapsed = true;
        else if (a == QLatin1String("--passes"))
            passes = true;
        else if (a == QLatin1String("--provenance"))
            provenance = true;
        else if (a == QLatin1String("--regions"))
            regions = true;
        else if ((a == QLatin1String("--pass") || a == QLatin1String("--to")) && hasValue)
            (a == QLatin1String("--pass") ? pass : passTo) = args[++i];
        else if ((a == QLatin1String("--graph") || a == QLatin1String("--format") || a == QLatin1String("-o"))
            && hasValue)
            (a == QLatin1String("--graph") ? id : a == QLatin1String("--format") ? format : output) = args[++i];
        else if (a == QLatin1String("--group-by") && hasValue)
            groupBy = args[++i];
        else if (a == QLatin1String("--max-boxes") && hasValue && args[i + 1].toInt() > 0)
            maxBoxes = args[++i].toInt();
        else if (a.startsWith(u'-') && a != QLatin1String("-"))
            return cliFail(Tr::tr("graph: unknown option or missing value: %1").arg(a), ExitUsage);
        else
            paths << a;
    }
    if ((passes || !pass.isEmpty()) && (list || !id.isEmpty() || !format.isEmpty() || provenance))
        return cliFail(Tr::tr("graph: --passes and --pass go without --list, --graph and --format"), ExitUsage);
    if (provenance && (list || !format.isEmpty()))
        return cliFail(Tr::tr("graph: --provenance goes without --list and --format"), ExitUsage);
    if (regions && (list || passes || provenance || !pass.isEmpty() || !id.isEmpty() || !format.isEmpty()))
        return cliFail(Tr::tr("graph: --regions goes alone (with --json and -o)"), ExitUsage);
    // `--json` means JSON whatever is asked for: the listing, or the graph (`--format json`).
    if (json && !format.isEmpty() && format != QLatin1String("json"))
        return cliFail(Tr::tr("graph: --json and --format %1 contradict each other").arg(format), ExitUsage);
    if (format.isEmpty())
        format = QStringLiteral("json");
    const QStringList formats { QStringLiteral("json"), QStringLiteral("dot"), QStringLiteral("svg"),
        QStringLiteral("png") };
    if (!formats.contains(format))
        return cliFail(Tr::tr("graph: --format takes json, dot, svg or png, not %1").arg(format), ExitUsage);
    if (!passTo.isEmpty() && pass.isEmpty())
        return cliFail(Tr::tr("graph: --to needs --pass"), ExitUsage);
    if (paths.isEmpty() || (!list && id.isEmpty() && !passes && pass.isEmpty() && !provenance && !regions))
        return cliFail(
            Tr::tr("graph: give PATH... and --list, --passes, --pass ID, --regions or --graph ID"), ExitUsage);
    const auto run = loadRun(paths);
    if (!run)
        return cliFail(run.error().toString());
    if (passes || !pass.isEmpty())
        return passCommand(*run.value(), pass, passTo, json, output, paths);
    if (provenance)
        return provenanceCommand(*run.value(), id, json, output, paths);
    if (regions)
        return regionsCommand(*run.value(), json, output, paths);
    const QList<GraphEntry> graphs = listGraphs(*run.value());
    if (graphs.isEmpty() && !run.value()->notes.empty()) {
        // Nothing to list because something could not be read (a damaged archive): said, not
        // an empty table with exit status 0.
        for (const Diagnostic &d : run.value()->notes)
            std::fprintf(stderr, "%s\n", qPrintable(cliText(d.toString())));
        return cliFail(Tr::tr("graph: no graph could be read from %1").arg(cliText(paths.join(QStringLiteral(", ")))));
    }
    QByteArray bytes;
    if (list) {
        const auto problems = recordProblems(*run.value(), graphs);
        bytes = listing(graphs, problems, listDdpSplits(*run.value(), graphs), json);
        if (graphs.isEmpty()) { // an empty table is an answer, but say why (a package without its program)
            const QString why = archivesHeadline(*run.value());
            std::fprintf(stderr, "%s\n",
                qPrintable(cliText(Tr::tr("compilescope: note: no graph to list: %1")
                                       .arg(why.isEmpty() ? Tr::tr("the input holds no graph") : why))));
        }
        for (const GraphEntry &g : graphs) {
            for (const Diagnostic &d : g.diagnostics)
                std::fprintf(stderr, "%s\n", qPrintable(cliText(d.toString())));
            for (const Diagnostic &d : problems.value(g.id))
                std::fprintf(stderr, "%s\n",
                    qPrintable(cliText(Tr::tr("compilescope: graph %1 read in part: %2").arg(g.id, d.toString()))));
        }
    } else {
        const auto entry = findGraph(graphs, id);
        if (!entry) // a graph id the run does not have (or an ambiguous one) is a bad argument
            return cliFail(entry.error().toString(), ExitUsage);
        if (format == QLatin1String("json")) {
            const auto doc = graphDocJson(*run.value(), entry.value());
            if (!doc)
                return cliFail(doc.error().toString());
            bytes = QJsonDocument(doc.value()).toJson(QJsonDocument::Indented);
        } else {
            const auto g = loadGraph(*run.value(), entry.value(), collapsed); // modules name collapsed boxes
            if (!g)
                return cliFail(g.error().toString());
            GroupBy by = defaultGrouping(g.value());
            if (!groupBy.isEmpty()) {
                const QStringList names { QStringLiteral("kernel"), QStringLiteral("layer"),
                    QStringLiteral("statement") };
                if (!names.contains(groupBy))
                    return cliFail(Tr::tr("graph: --group-by takes kernel, layer or statement"), ExitUsage);
                by = static_cast<GroupBy>(names.indexOf(groupBy));
            }
            const QString dot = graphDot(g.value(), collapsed, maxBoxes, by);
            if (format == QLatin1String("dot")) {
                bytes = dot.toUtf8();
            } else {
                const auto rendered = runDot(dot, format);
                if (!rendered)
                    return cliFail(rendered.error().toString());
                bytes = rendered.value();
            }
        }
    }
    // A damaged or unreadable exported program: what could be read is given, said, and exit 1
    // (as `summary`).
    const QStringList incomplete = incompletePrograms(*run.value());
    for (const QString &line : incomplete)
        std::fprintf(stderr, "%s\n", qPrintable(cliText(Tr::tr("compilescope: note: %1").arg(line))));
    const int done = incomplete.isEmpty() ? 0 : ExitFailed;
    if (const Status written = writeOut(output, bytes, *run.value(), paths); !written)
        return cliFail(written.error().message);
    return done;
}

} // namespace cs::app
