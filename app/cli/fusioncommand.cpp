#include "cli/fusioncommand.h"

#include "cli/clifail.h"
#include "core/fusion/fusionbuilder.h"
#include "core/fusion/fusionprofile.h"
#include "core/fusion/whynot.h"
#include "core/ingest/runloader.h"
#include "core/report/fusionjson.h"
#include "core/report/fusiontext.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cstdio>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

void write(const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stdout);
}

constexpr CliOption FusionOptions[] = {
    { "--graph", "ID", QT_TRANSLATE_NOOP("cs::app::Cli", "only this graph (as `graph --list` names it)") },
    { "--why", "A B",
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "why two nodes or kernels (post-grad node, scheduler node or kernel names) are not one kernel") },
    { "--db", "FILE", QT_TRANSLATE_NOOP("cs::app::Cli", "profile database: show each kernel's measured time") },
    { "--json", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "write JSON to stdout (schema compilescope.fusion/1, FUSION_JSON.md)") },
};

} // namespace

const FusionGraph *fusionGraphForWhy(const FusionRun &run, const QString &a, const QString &b, QStringList &fits)
{
    const FusionGraph *found = nullptr;
    for (const FusionGraph &g : run.graphs)
        if (whyNotFused(g, a, b).error.isEmpty()) {
            found = &g;
            fits << g.id;
        }
    return fits.size() == 1 ? found : nullptr;
}

const CliCommand fusionCli {
    "fusion",
    QT_TRANSLATE_NOOP(
        "cs::app::Cli", "Inductor's fusion decisions per graph, replayed round by round; why two nodes are apart"),
    "PATH... [--graph ID] [--why A B] [--db FILE] [--json]",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "Replays the scheduler's fusion record (TORCH_LOGS=fusion, or a TORCH_COMPILE_DEBUG folder's "
        "ir_pre_fusion.txt / ir_post_fusion.txt): each round, every fuse / reject / benchmark decision with its "
        "reason, and the final nodes tied to their kernels. Without a fusion record it says which setting "
        "records one and shows the final groups from the generated code."),
    FusionOptions,
    "PATH",
    nullptr,
    fusionCommand,
};

int fusionCommand(const QStringList &args)
{
    QStringList paths;
    QString graphId, db, whyA, whyB;
    bool json = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--json"))
            json = true;
        else if (a == QLatin1String("--graph") && i + 1 < args.size())
            graphId = args[++i];
        else if (a == QLatin1String("--db") && i + 1 < args.size())
            db = args[++i];
        else if (a == QLatin1String("--why") && i + 2 < args.size()) {
            whyA = args[++i];
            whyB = args[++i];
        } else if (a.startsWith(u'-'))
            return cliFail(Tr::tr("fusion: unknown option or missing value: %1").arg(a), 2);
        else
            paths << a;
    }
    if (paths.isEmpty())
        return cliFail(Tr::tr("fusion: give PATH... [--graph ID] [--why A B] [--db FILE] [--json]"), 2);
    const auto loaded = loadRun(paths);
    if (!loaded)
        return cliFail(loaded.error().toString());
    FusionRun run = buildFusionRun(*loaded.value());
    if (!db.isEmpty())
        if (const auto attached = attachNewestProfile(run, db); !attached)
            return cliFail(attached.error().toString());
    if (run.graphs.empty())
        return cliFail(run.missing.isEmpty() ? Tr::tr("fusion: the run has no compiled graph") : run.missing);
    const FusionGraph *graph = nullptr;
    if (!graphId.isEmpty()) {
        graph = run.find(graphId);
        if (!graph) {
            QStringList ids;
            for (const FusionGraph &g : run.graphs)
                ids << g.id;
            return cliFail( // a graph id the run does not have is a bad argument
                Tr::tr("fusion: no single graph %1; the run has: %2").arg(graphId, ids.join(QStringLiteral(", "))), 2);
        }
    }
    if (!whyA.isEmpty()) {
        QStringList fits;
        if (!graph)
            graph = fusionGraphForWhy(run, whyA, whyB, fits);
        if (!graph && fits.isEmpty() && !run.missing.isEmpty()) // no decisions at all: that is the answer
            return cliFail(Tr::tr("fusion: why %1 and %2 are apart needs Inductor's fusion decisions, and this run "
                                  "has none. %3")
                               .arg(whyA, whyB, run.missing));
        if (!graph)
            return cliFail(fits.isEmpty() ? Tr::tr("fusion: no graph has both %1 and %2").arg(whyA, whyB)
                                          : Tr::tr("fusion: %1 and %2 exist in %3 graphs (%4): choose one with --graph")
                                                .arg(whyA, whyB)
                                                .arg(fits.size())
                                                .arg(fits.join(QStringLiteral(", "))));
        const WhyNotAnswer w = whyNotFused(*graph, whyA, whyB);
        if (json)
            write(formatWhyNotJson(*graph, w));
        else
            write(cliText(formatWhyNotText(*graph, w)).toUtf8());
        return w.error.isEmpty() ? 0 : 1;
    }
    if (json)
        write(formatFusionJson(run, graph));
    else
        write(cliText(formatFusionText(run, graph, graph != nullptr)).toUtf8());
    return 0;
}

} // namespace cs::app
