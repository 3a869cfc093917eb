#include "cli/rankscommand.h"

#include "cli/clifail.h"
#include "cli/stopsignals.h"
#include "core/ranks/rankcompare.h"
#include "core/ranks/rankformat.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QLocale>
#include <QTextStream>

#include <atomic>
#include <thread>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

constexpr int ExitDiverge = 3;
constexpr int ExitCancelled = 130;
constexpr qint64 ProgressEveryMs = 1000;

struct RanksArgs {
    QStringList paths;
    bool json = false, verbose = false;
    TraceReadOptions options;
};

bool parse(const QStringList &args, RanksArgs &out, QString &error)
{
    bool optionsEnded = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (optionsEnded || a == QLatin1String("-"))
            out.paths << a;
        else if (a == QLatin1String("--"))
            optionsEnded = true;
        else if (a == QLatin1String("--json"))
            out.json = true;
        else if (a == QLatin1String("--verbose") || a == QLatin1String("-v"))
            out.verbose = true;
        else if (a == QLatin1String("--one-at-a-time"))
            out.options.parallelLogs = 1;
        else if (a == QLatin1String("--verify-checksums"))
            out.options.checksums = TraceReadOptions::Checksums::Always;
        else if (isLimitOption(a)) {
            if (const QString why = parseLimitOption(a, args.value(++i), out.options.limits); !why.isEmpty()) {
                error = QStringLiteral("ranks: %1").arg(why);
                return false;
            }
        } else if (a.startsWith(QLatin1Char('-'))) {
            error = Tr::tr("ranks: unknown option %1").arg(a);
            return false;
        } else
            out.paths << a;
    }
    if (out.paths.isEmpty())
        error = Tr::tr("ranks: give the run: a folder of rank logs, or the rank logs themselves");
    return error.isEmpty();
}

constexpr CliOption RanksOptions[] = {
    { "--json", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "write JSON to stdout (schema compilescope.ranks/1, RANKS_JSON.md)") },
    { "--verbose", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "list every compile id of the matrix, not the first 40") },
    { "--one-at-a-time", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "read the rank logs one after another instead of one per core") },
    { "--verify-checksums", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "check every payload's MD5 (done anyway for logs up to 256 MiB)") },
    { "--max-decompressed", "SIZE",
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "stop expanding a compressed input at SIZE (e.g. 512M, 8G; default 4G) and say what was skipped") },
    { "--max-ratio", "N",
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "stop expanding a compressed input at N times its own size (default 1000; 0: no ratio limit)") },
};

} // namespace

const CliCommand ranksCli {
    "ranks",
    QT_TRANSLATE_NOOP("cs::app::Cli", "the ranks of a distributed run: what differs, and the first divergence"),
    "[--json] [--verbose] [--one-at-a-time] [--verify-checksums] [--max-decompressed SIZE] [--max-ratio N] RUN...",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "Reads every rank's trace log (a folder of dedicated_log_torch_trace_rank_N logs, or the logs themselves), "
        "one per core at once, and compares what the ranks compiled: compile ids in order with their outcome, "
        "cache hits and misses, graph breaks, failed guards, inputs, graphs and the collectives each graph issues, "
        "with device indices, process-group names and object ids normalised. Ranks that did the same are grouped; "
        "the first place where groups part is named with its compile id, ranks and cause, and the first "
        "collective that differs as the likely hang. Stragglers: per compile id, the slowest rank's compile time "
        "and runtime estimate against the median. Progress goes to stderr; Ctrl+C stops reading."),
    RanksOptions,
    "PATH",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "0  the ranks agree (or the run has one rank)\n"
        "1  the run could not be read, a rank log could not be read at all (empty, not a trace), or the "
        "ranks seem to diverge only where a rank's log is damaged (truncated, corrupt lines): the "
        "difference may be the damage\n"
        "3  the ranks diverge: their compiles or their collectives differ\n"
        "130  cancelled (Ctrl+C)"),
    ranksCommand,
};

int ranksCommand(const QStringList &args)
{
    RanksArgs a;
    QString error;
    if (!parse(args, a, error))
        return cliFail(error, ExitUsage);
    std::atomic<bool> cancel { false };
    a.options.cancel = &cancel;
    QEventLoop loop;
    QElapsedTimer clock;
    clock.start();
    qint64 lastShown = 0;
    // Progress goes to stderr from the event loop, at most once a second, and only for a
    // read that takes that long (COMPILESCOPE_PROGRESS_MS sets the interval: tests use 0).
    const qint64 every = qEnvironmentVariableIsSet("COMPILESCOPE_PROGRESS_MS")
        ? qEnvironmentVariableIntValue("COMPILESCOPE_PROGRESS_MS")
        : ProgressEveryMs;
    a.options.progress = [&](uint64_t done, uint64_t total) {
        const qint64 now = clock.elapsed();
        if (now - lastShown < every || done >= total)
            return;
        lastShown = now;
        QMetaObject::invokeMethod(
            &loop,
            [done, total] {
                const QLocale c = QLocale::c();
                cliErr() << Tr::tr("compilescope: reading ranks: %1 of %2")
                                .arg(c.formattedDataSize(qint64(done)), c.formattedDataSize(qint64(total)))
                         << Qt::endl;
            },
            Qt::QueuedConnection);
    };
    Result<std::shared_ptr<const LoadedRun>> run = Error { QStringLiteral("not read"), {} };
    std::optional<ranks::RankAnalysis> analysis;
    std::thread reader([&] {
        run = loadRun(a.paths, a.options);
        if (run && !cancel.load())
            analysis = ranks::analyseRanks(*run.value(), a.options.parallelLogs, &cancel);
        QMetaObject::invokeMethod(&loop, &QEventLoop::quit, Qt::QueuedConnection);
    });
    {
        StopSignals stop([&] {
            cliErr() << Tr::tr("compilescope: stopping") << Qt::endl;
            cancel = true;
        });
        loop.exec();
    }
    reader.join();
    if (cancel.load())
        return cliFail(Tr::tr("ranks: cancelled"), ExitCancelled);
    if (!run)
        return cliFail(run.error().toString());
    if (run.value()->logs.empty())
        return cliFail(Tr::tr("ranks: %1 holds no trace log (TORCH_TRACE)").arg(a.paths.join(QStringLiteral(", "))));
    if (a.json)
        cliWriteBytes(ranks::formatRanksJson(*analysis));
    else
        cliOut() << cliText(ranks::formatRanksText(*analysis, a.verbose)) << Qt::flush;
    // A divergence on a damaged log is no verdict: a CI gate must not report the damage as a hang.
    if (analysis->agreeFully())
        return ExitOk;
    return analysis->unreliable() ? ExitFailed : ExitDiverge;
}

} // namespace cs::app
