#include "cli/runcommands.h"

#include "cli/clifail.h"

#include "core/analysis/explain.h"
#include "core/ingest/runloader.h"
#include "core/report/explainreport.h"
#include "core/report/summaryjson.h"
#include "core/report/summarytext.h"

#include <QCoreApplication>
#include <QTextStream>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

// Splits `--json`, `--verify-checksums` and paths; an unknown option is a usage error.
bool parseRunArgs(
    const QString &command, const QStringList &args, QStringList &paths, bool &json, TraceReadOptions &options)
{
    bool optionsEnded = false;
    for (const QString &a : args) {
        if (optionsEnded || a == QLatin1String("-")) // after `--`, every word is a path
            paths << a;
        else if (a == QLatin1String("--"))
            optionsEnded = true;
        else if (a == QLatin1String("--json"))
            json = true;
        else if (a == QLatin1String("--verify-checksums"))
            options.checksums = TraceReadOptions::Checksums::Always;
        else if (a.startsWith(QLatin1Char('-'))) {
            cliFail(Tr::tr("%1: unknown option %2").arg(command, a), ExitUsage);
            return false;
        } else
            paths << a;
    }
    if (paths.isEmpty()) {
        cliFail(Tr::tr("%1: give at least one trace file or folder").arg(command), ExitUsage);
        return false;
    }
    return true;
}

// Loads the run `args` name and prints what `text` (or with --json, `json`) makes of it.
template <typename Text, typename Json>
int reportOnRun(const QString &command, const QStringList &args, Text text, Json json)
{
    QStringList paths;
    bool asJson = false;
    TraceReadOptions options;
    if (!parseRunArgs(command, args, paths, asJson, options))
        return ExitUsage;
    const auto run = loadRun(paths, options);
    if (!run)
        return cliFail(run.error().toString());
    if (asJson)
        cliWriteBytes(json(*run.value()));
    else
        cliOut() << text(*run.value()) << Qt::flush;
    return ExitOk;
}

Explanation explanationOf(const LoadedRun &run)
{
    return explainRun(run.logs, run.overviews, run.profiles);
}

int explain(const QStringList &args)
{
    return reportOnRun(
        QStringLiteral("explain"), args, [](const LoadedRun &r) { return formatExplainText(explanationOf(r)); },
        [](const LoadedRun &r) { return formatExplainJson(explanationOf(r)); });
}

int summary(const QStringList &args)
{
    return reportOnRun(QStringLiteral("summary"), args, formatSummaryText, formatSummaryJson);
}

constexpr CliOption VerifyChecksums { "--verify-checksums", nullptr,
    QT_TRANSLATE_NOOP("cs::app::Cli", "check every payload's MD5 (done anyway for logs up to 256 MiB)") };

constexpr CliOption SummaryOptions[] = {
    { "--json", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "write JSON to stdout (schema compilescope.summary/1, SUMMARY_JSON.md)") },
    VerifyChecksums,
};

constexpr CliOption ExplainOptions[] = {
    { "--json", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "write JSON to stdout (schema compilescope.explain/1, EXPLAIN_JSON.md)") },
    VerifyChecksums,
};

} // namespace

const CliCommand summaryCli {
    "summary",
    QT_TRANSLATE_NOOP("cs::app::Cli", "compile overview of a run: compile ids, graph breaks, recompiles, kernels"),
    "[--json] [--verify-checksums] PATH...",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "Reads every trace of the run (several PATHs or a folder of rank logs make one multi-rank run) and prints "
        "each compile id with its outcome, time, graph breaks, recompile reasons and generated kernels. Bad lines "
        "become diagnostics on stderr; the rest is still summarised."),
    SummaryOptions,
    "PATH",
    nullptr,
    summary,
};

const CliCommand explainCli {
    "explain",
    QT_TRANSLATE_NOOP("cs::app::Cli", "what to fix first: failures, recompiles, graph breaks, with suggestions"),
    "[--json] [--verify-checksums] PATH...",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "Ranks the run's problems by what they cost: compile failures and recompile-limit hits first, then "
        "recompiles with the guard that failed and a concrete fix, then graph breaks by the time they cost, "
        "with PyTorch's explanation and the user's source line."),
    ExplainOptions,
    "PATH",
    nullptr,
    explain,
};

} // namespace cs::app
