#include "cli/fleetcommand.h"

#include "cli/clifail.h"
#include "cli/fleetindex.h"
#include "core/fleet/fleetdocument.h"
#include "core/fleet/fleetfacts.h"
#include "core/fleet/fleetreport.h"
#include "core/fleet/fleetstore.h"
#include "core/report/doc/reportwriters.h"
#include "core/util/countedtext.h"
#include "core/util/inerttext.h"
#include "core/util/outputfile.h"
#include "core/ingest/runloader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

// ---- fleet facts -------------------------------------------------------------------------

int factsCommand(const QStringList &args)
{
    QStringList paths;
    bool json = false;
    QString job;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--json"))
            json = true;
        else if (a == QLatin1String("--job"))
            job = args.value(++i);
        else if (a.startsWith(u'-') && a != QLatin1String("-"))
            return cliFail(Tr::tr("fleet facts: unknown option %1").arg(a), ExitUsage);
        else
            paths << a;
    }
    if (paths.isEmpty())
        return cliFail(Tr::tr("fleet facts: give at least one trace log"), ExitUsage);
    int failed = 0;
    for (const QString &path : paths) {
        QElapsedTimer clock;
        clock.start();
        const fleet::LogPlace place { job };
        QJsonObject facts;
        const QFileInfo fi(path);
        if (!fi.isFile() || !fi.isReadable())
            facts = fleet::failedLogFacts(path, place, QStringLiteral("unreadable"),
                !fi.exists() ? QStringLiteral("no such file") : QStringLiteral("not a readable file"));
        else {
            TraceReadOptions options;
            options.parallelLogs = 1;
            const auto run = loadRun({ path }, options);
            if (!run)
                facts = fleet::failedLogFacts(path, place, QStringLiteral("corrupt"), run.error().toString());
            else
                facts = fleet::logFacts(*run.value(), path, place);
        }
        facts[QStringLiteral("facts_ms")] = double(clock.nsecsElapsed()) / 1e6;
        failed += facts.value(QStringLiteral("status")).toString() != QLatin1String("ok");
        if (json)
            cliWriteBytes(fleet::compactLine(facts));
        else {
            const QJsonObject t = facts.value(QStringLiteral("totals")).toObject();
            // One line per log: a line break in a path or job name is shown, never broken.
            auto one = [](const QString &text) {
                return InertText::escapeControls(text, false).replace(u'\t', QStringLiteral("\\t"));
            };
            const int compiles = t.value(QStringLiteral("compiles")).toInt();
            const int sites = int(facts.value(QStringLiteral("break_sites")).toArray().size());
            const int causes = int(facts.value(QStringLiteral("recompile_causes")).toArray().size());
            const int failures = t.value(QStringLiteral("failures")).toInt();
            const QJsonValue rank = facts.value(QStringLiteral("rank"));
            cliOut() << Tr::tr("%1: %2, job %3, rank %4, %5, %6, %7, %8, %9 s compile time")
                            .arg(one(path), facts.value(QStringLiteral("status")).toString(),
                                one(facts.value(QStringLiteral("job")).toString()),
                                rank.isNull() ? QStringLiteral("-") : QString::number(rank.toInt()),
                                countedText(Tr::tr("%n compile(s)", nullptr, compiles), compiles),
                                countedText(Tr::tr("%n graph-break site(s)", nullptr, sites), sites),
                                countedText(Tr::tr("%n recompile cause(s)", nullptr, causes), causes),
                                countedText(Tr::tr("%n failure(s)", nullptr, failures), failures))
                            .arg(t.value(QStringLiteral("compile_time_s")).toDouble(), 0, 'f', 2)
                     << Qt::endl;
            if (!facts.value(QStringLiteral("error")).toString().isEmpty())
                cliErr() << cliText(facts.value(QStringLiteral("error")).toString()) << Qt::endl;
        }
    }
    return failed ? ExitFailed : ExitOk;
}

// ---- fleet report ------------------------------------------------------------------------

int reportCommand(const QStringList &args)
{
    QString store, format, output;
    fleet::ReportOptions options;
    bool json = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--json"))
            json = true;
        else if (a == QLatin1String("--format")) {
            format = args.value(++i);
            if (format != QLatin1String("html") && format != QLatin1String("md") && format != QLatin1String("json")
                && format != QLatin1String("text"))
                return cliFail(Tr::tr("fleet report: --format takes text, md, html or json"), ExitUsage);
        } else if (a == QLatin1String("-o")) {
            output = args.value(++i);
            if (output.isEmpty())
                return cliFail(Tr::tr("fleet report: -o takes a file"), ExitUsage);
        } else if (a == QLatin1String("--by")) {
            options.by = args.value(++i);
            if (options.by != QLatin1String("torch") && options.by != QLatin1String("job")
                && options.by != QLatin1String("week"))
                return cliFail(Tr::tr("fleet report: --by takes torch, job or week"), ExitUsage);
        } else if (a == QLatin1String("--compare")) {
            options.cohortA = args.value(++i);
            options.cohortB = args.value(++i);
            if (options.cohortB.isEmpty())
                return cliFail(Tr::tr("fleet report: --compare takes two cohorts"), ExitUsage);
        } else if (a == QLatin1String("--limit")) {
            bool ok = false;
            options.limit = args.value(++i).toInt(&ok);
            if (!ok || options.limit < 1)
                return cliFail(Tr::tr("fleet report: --limit takes a positive whole number"), ExitUsage);
        } else if (a.startsWith(u'-'))
            return cliFail(Tr::tr("fleet report: unknown option %1").arg(a), ExitUsage);
        else if (store.isEmpty())
            store = fleet::FleetStore::folderOf(a);
        else
            return cliFail(Tr::tr("fleet report: give one store"), ExitUsage);
    }
    if (store.isEmpty())
        return cliFail(Tr::tr("fleet report: give the store (the folder given to fleet index --store)"), ExitUsage);
    if (json && !format.isEmpty() && format != QLatin1String("json"))
        return cliFail(Tr::tr("fleet report: --json and --format %1 ask for two formats; give one").arg(format),
            ExitUsage);
    auto opened = fleet::FleetStore::open(store, true);
    if (!opened)
        return cliFail(opened.error().toString());
    if (opened->connection().unmergedWal())
        cliErr() << Tr::tr("fleet report: %1-wal holds writes not merged into the store (an index run is going on "
                           "or was killed) and this report cannot merge them (no writable -shm): it shows the store "
                           "as of its last checkpoint; `fleet index` on the store merges them")
                        .arg(fleet::FleetStore::databasePath(store))
                 << Qt::endl;
    auto report = fleet::fleetReport(opened.value(), options);
    if (!report) // a cohort that is malformed or matches nothing is a usage error; a store that cannot be read is not
        return cliFail(report.error().toString(), report.error().file.isEmpty() && !options.cohortA.isEmpty()
                ? ExitUsage
                : ExitFailed);
    // A store damaged in places: what could be read is reported, what could not is said, exit 1.
    const QJsonArray unread = report->value(QStringLiteral("errors")).toArray();
    for (const QJsonValue &e : unread)
        cliErr() << cliText(Tr::tr("fleet report: %1").arg(e.toString())) << Qt::endl;
    const int exitCode = unread.isEmpty() ? ExitOk : ExitFailed;
    if (json)
        format = QStringLiteral("json");
    QByteArray bytes;
    if (format == QLatin1String("json"))
        bytes = QJsonDocument(report.value()).toJson(QJsonDocument::Indented);
    else if (format == QLatin1String("html"))
        bytes = reportHtml(fleet::fleetReportDocument(report.value(), store));
    else if (format == QLatin1String("md"))
        bytes = reportMarkdown(fleet::fleetReportDocument(report.value(), store)).toUtf8();
    else if (output.isEmpty()) {
        cliOut() << cliText(fleet::formatFleetReportText(report.value())) << Qt::flush;
        return exitCode;
    } else
        bytes = fleet::formatFleetReportText(report.value()).toUtf8();
    if (output.isEmpty()) {
        cliWriteBytes(bytes);
        return exitCode;
    }
    // Said as the store's (a -wal written by hand would be read as the store's on its next open);
    // writeOutputFile refuses it too.
    if (namesPlaceOfAny(output, fleet::FleetStore::files(store)))
        return cliFail(Tr::tr("%1: a file of the fleet store %2 (its database, -wal, -shm or -journal): not "
                              "overwritten (name another file)")
                           .arg(output, store));
    if (const Status written = writeOutputFile(output, bytes, fleet::FleetStore::files(store)); !written)
        return cliFail(written.error().toString());
    return exitCode;
}

constexpr CliOption FleetOptions[] = {
    { "--store", "DIR", QT_TRANSLATE_NOOP("cs::app::Cli", "index: the store's folder (fleet.sqlite, FLEET_STORE.md)") },
    { "--ray", "ADDRESS",
        QT_TRANSLATE_NOOP("cs::app::Cli", "index: run the tasks on this Ray cluster (default: RAY_ADDRESS, else local)") },
    { "--local", nullptr, QT_TRANSLATE_NOOP("cs::app::Cli", "index: a local process pool even when RAY_ADDRESS is set") },
    { "--workers", "N", QT_TRANSLATE_NOOP("cs::app::Cli", "index: tasks at once in the local pool (default: the cores)") },
    { "--timeout", "S", QT_TRANSLATE_NOOP("cs::app::Cli", "index: kill a log's task after S seconds (default 600)") },
    { "--batch", "N",
        QT_TRANSLATE_NOOP("cs::app::Cli", "index: up to N logs of one job per process, its start paid once (default 8)") },
    { "--python", "FILE",
        QT_TRANSLATE_NOOP("cs::app::Cli", "index: the Python that runs the driver (with Ray for --ray; default python3)") },
    { "--quiet", nullptr, QT_TRANSLATE_NOOP("cs::app::Cli", "index: no progress on stderr") },
    { "--parquet", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "index: then write DIR/parquet/TABLE.parquet of every table (needs pyarrow)") },
    { "--job", "NAME", QT_TRANSLATE_NOOP("cs::app::Cli", "facts: the job the logs belong to (default: their folder)") },
    { "--json", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "facts: one JSON object per log (FLEET_FACTS.md); report: schema compilescope.fleet_report/1") },
    { "--by", "torch|job|week", QT_TRANSLATE_NOOP("cs::app::Cli", "report: group compile time by phase by this") },
    { "--compare", "A B",
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "report: compare two cohorts (torch=VERSION, job=GLOB, week=YYYY-Www): sites that appeared or "
            "disappeared, compile time change with its interval") },
    { "--limit", "N", QT_TRANSLATE_NOOP("cs::app::Cli", "report: rows per list (default 20)") },
    { "--format", "text|md|html|json",
        QT_TRANSLATE_NOOP("cs::app::Cli", "report: as text (default), Markdown, self-contained HTML or JSON") },
    { "-o", "FILE", QT_TRANSLATE_NOOP("cs::app::Cli", "report: write to FILE instead of stdout") },
};

} // namespace

const CliCommand fleetCli {
    "fleet",
    QT_TRANSLATE_NOOP("cs::app::Cli", "many jobs' trace logs: index them (locally or on Ray) and report across the fleet"),
    "facts [--json] [--job NAME] LOG...\n"
    "index SOURCE... --store DIR [--ray ADDRESS | --local] [--workers N] [--batch N] [--timeout S] [--python FILE] "
    "[--parquet]\n"
    "report STORE [--by torch|job|week] [--compare A B] [--limit N] [--json | --format text|md|html|json] [-o FILE]",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "facts: the compact facts of each trace log (compiles, phase times, graph-break sites with the compile time "
        "they added, recompile causes, failures, cache lookups, kernels, versions), read by the same engine as "
        "summary and explain. index: every log under SOURCE (a folder of jobs, a glob, or a file listing trace "
        "folders) becomes one task running `fleet facts` (on a Ray cluster with --ray or RAY_ADDRESS, else in a "
        "local process pool), written into the store as it arrives, one transaction per log; logs already indexed "
        "with the same size, time and checksum are skipped, so a killed run resumes. report: top graph-break sites "
        "by compile time added and by jobs hit, top recompile causes, compile time by phase, failing jobs, and a "
        "comparison of two cohorts."),
    FleetOptions,
    "facts|index|report",
    nullptr,
    fleetCommand,
};

int fleetCommand(const QStringList &args)
{
    const QString sub = args.value(0);
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("facts"))
        return factsCommand(rest);
    if (sub == QLatin1String("index"))
        return fleetIndexCommand(rest);
    if (sub == QLatin1String("report"))
        return reportCommand(rest);
    // No subcommand first: an unknown option is named as such (options' values skipped).
    for (qsizetype i = 0; i < args.size(); ++i) {
        const CliOption *known = nullptr;
        for (const CliOption &o : FleetOptions)
            if (args[i] == QLatin1String(o.name))
                known = &o;
        if (known && known->value)
            i += 1 + QLatin1String(known->value).count(u' ');
        else if (!known && args[i].startsWith(u'-'))
            return cliFail(Tr::tr("fleet: unknown option %1").arg(args[i]), ExitUsage);
    }
    return cliFail(Tr::tr("fleet: give facts, index or report"), ExitUsage);
}

} // namespace cs::app
