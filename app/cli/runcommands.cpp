#include "cli/runcommands.h"

#include "cli/clifail.h"

#include "core/analysis/explain.h"
#include "core/ingest/runexplain.h"
#include "core/ingest/runloader.h"
#include "core/report/explainreport.h"
#include "core/report/exportsummary.h"
#include "core/report/summaryjson.h"
#include "core/report/summarytext.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

// Splits `--json`, `--verify-checksums`, the decompression limits and paths; an unknown option is a usage error.
bool parseRunArgs(
    const QString &command, const QStringList &args, QStringList &paths, bool &json, TraceReadOptions &options)
{
    bool optionsEnded = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (optionsEnded || a == QLatin1String("-")) // after `--`, every word is a path
            paths << a;
        else if (a == QLatin1String("--"))
            optionsEnded = true;
        else if (a == QLatin1String("--json"))
            json = true;
        else if (a == QLatin1String("--verify-checksums"))
            options.checksums = TraceReadOptions::Checksums::Always;
        else if (isLimitOption(a)) {
            if (const QString why = parseLimitOption(a, args.value(++i), options.limits); !why.isEmpty()) {
                cliFail(QStringLiteral("%1: %2").arg(command, why), ExitUsage);
                return false;
            }
        } else if (a.startsWith(QLatin1Char('-'))) {
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
        cliOut() << cliText(text(*run.value())) << Qt::flush;
    // A torch.export archive whose program could not be read (a damaged or foreign model.json):
    // what could be read is printed, with the note, and the answer is not complete (exit 1, as
    // `graph --list` says it).
    // So is one whose program's structure is broken (exportedprogram.h `damaged`); said on
    // stderr too, since not every command's text carries the run's notes (explain).
    const QStringList incomplete = incompletePrograms(*run.value());
    for (const QString &line : incomplete)
        std::fprintf(stderr, "%s\n", qPrintable(cliText(Tr::tr("compilescope: note: %1").arg(line))));
    cliKeepUntilExit(run.value());
    return incomplete.isEmpty() ? ExitOk : ExitFailed;
}

int explain(const QStringList &args)
{
    return reportOnRun(
        QStringLiteral("explain"), args,
        [](const LoadedRun &r) {
            const Explanation e = explainLoadedRun(r);
            QString text = readInPartNote(e) + formatExplainText(e);
            for (const auto &ov : r.overviews) // record kinds this reader does not know, as summary says them
                if (const QString line = notReadLine(*ov); !line.isEmpty())
                    text += line + QLatin1Char('\n');
            return text;
        },
        [](const LoadedRun &r) { return formatExplainJson(explainLoadedRun(r)); });
}

int summary(const QStringList &args)
{
    return reportOnRun(QStringLiteral("summary"), args, formatSummaryText, formatSummaryJson);
}

constexpr CliOption VerifyChecksums { "--verify-checksums", nullptr,
    QT_TRANSLATE_NOOP("cs::app::Cli", "check every payload's MD5 (done anyway for logs up to 256 MiB)") };

constexpr CliOption MaxDecompressed { "--max-decompressed", "SIZE",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "stop expanding a compressed input at SIZE (e.g. 512M, 8G; default 4G) and say what was skipped") };
constexpr CliOption MaxRatio { "--max-ratio", "N",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "stop expanding a compressed input at N times its own size (default 1000; 0: no ratio limit)") };

constexpr CliOption SummaryOptions[] = {
    { "--json", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "write JSON to stdout (schema compilescope.summary/1, SUMMARY_JSON.md)") },
    VerifyChecksums,
    MaxDecompressed,
    MaxRatio,
};

constexpr CliOption ExplainOptions[] = {
    { "--json", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "write JSON to stdout (schema compilescope.explain/1, EXPLAIN_JSON.md)") },
    VerifyChecksums,
    MaxDecompressed,
    MaxRatio,
};

} // namespace

const CliCommand summaryCli {
    "summary",
    QT_TRANSLATE_NOOP("cs::app::Cli", "compile overview of a run: compile ids, graph breaks, recompiles, kernels"),
    "[--json] [--verify-checksums] [--max-decompressed SIZE] [--max-ratio N] PATH...",
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
    "[--json] [--verify-checksums] [--max-decompressed SIZE] [--max-ratio N] PATH...",
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
