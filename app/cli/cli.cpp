#include "cli/cli.h"

#include "cli/clifail.h"

#include "cli/graphcommand.h"
#include "cli/profilecommand.h"

#include "core/analysis/explain.h"
#include "core/ingest/runloader.h"
#include "core/profiling/runnerjobs.h"
#include "core/report/explainreport.h"
#include "core/report/summaryjson.h"
#include "core/report/summarytext.h"
#include "core/util/versions.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

int version()
{
    out() << "CompileScope " << BuildVersions::compileScope() << "\n";
    for (const auto &[name, v] : BuildVersions::libraries())
        out() << "  " << qSetFieldWidth(14) << Qt::left << name << qSetFieldWidth(0) << v << "\n";
    const RunnerClient runner;
    if (!runner.exists()) {
        out() << Tr::tr("Kernel runner: not installed (%1)").arg(runner.executable()) << "\n";
        return 0;
    }
    const auto info = queryRunnerInfo(runner);
    if (!info) {
        out() << Tr::tr("Kernel runner: %1").arg(info.error().toString()) << "\n";
        return 0;
    }
    out() << Tr::tr("Kernel runner: %1 (LibTorch %2)").arg(runner.executable(), info->libtorchVersion) << "\n";
    if (info->cudaAvailable) {
        for (const auto &g : info->gpus)
            out() << Tr::tr("  GPU: %1, compute capability %2, driver %3")
                         .arg(g.name, g.computeCapability)
                         .arg(info->driverVersion)
                  << "\n";
    } else {
        out() << Tr::tr("  GPU: none (%1); CPU kernels can still be measured").arg(info->cudaReason) << "\n";
    }
    return 0;
}

// Splits `--json`, `--verify-checksums`, the decompression limits and paths; an unknown
// option is a usage error.
bool parseRunArgs(
    const QString &command, const QStringList &args, QStringList &paths, bool &json, TraceReadOptions &options)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--json"))
            json = true;
        else if (a == QLatin1String("--verify-checksums"))
            options.checksums = TraceReadOptions::Checksums::Always;
        else if (isLimitOption(a)) {
            const QString error = parseLimitOption(a, args.value(++i), options.limits);
            if (!error.isEmpty()) {
                cliFail(QStringLiteral("%1: %2").arg(command, error), 2);
                return false;
            }
        } else if (a.startsWith(QLatin1String("--"))) {
            cliFail(Tr::tr("%1: unknown option %2").arg(command, a), 2);
            return false;
        } else
            paths << a;
    }
    if (paths.isEmpty()) {
        cliFail(Tr::tr("%1: give at least one trace file or folder").arg(command), 2);
        return false;
    }
    return true;
}

void writeBytes(const QByteArray &bytes)
{
    out().flush();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stdout);
}

int explain(const QStringList &args)
{
    QStringList paths;
    bool json = false;
    TraceReadOptions options;
    if (!parseRunArgs(QStringLiteral("explain"), args, paths, json, options))
        return 2;
    const auto run = loadRun(paths, options);
    if (!run)
        return cliFail(run.error().toString());
    const Explanation e = explainRun(run.value()->logs, run.value()->overviews, run.value()->profiles);
    if (json)
        writeBytes(formatExplainJson(e));
    else
        out() << formatExplainText(e);
    out().flush();
    return 0;
}

int summary(const QStringList &args)
{
    QStringList paths;
    bool json = false;
    TraceReadOptions options;
    if (!parseRunArgs(QStringLiteral("summary"), args, paths, json, options))
        return 2;
    const auto run = loadRun(paths, options);
    if (!run)
        return cliFail(run.error().toString());
    if (json)
        writeBytes(formatSummaryJson(*run.value()));
    else
        out() << formatSummaryText(*run.value());
    out().flush();
    return 0;
}

} // namespace

bool isLimitOption(const QString &a)
{
    return a == QLatin1String("--max-decompressed") || a == QLatin1String("--max-ratio");
}

QString parseLimitOption(const QString &option, const QString &value, DecodeLimits &limits)
{
    if (option == QLatin1String("--max-decompressed")) {
        const auto bytes = DecodeLimits::parseSize(value);
        if (!bytes || *bytes == 0)
            return Tr::tr("--max-decompressed needs a size such as 8G or 512M");
        limits.maxBytes = *bytes;
        return {};
    }
    bool ok = false;
    const qulonglong ratio = value.toULongLong(&ok);
    if (!ok)
        return Tr::tr("--max-ratio needs a number (0: no ratio limit)");
    limits.maxRatio = ratio;
    return {};
}

int cliFail(const QString &message, int code)
{
    err() << "compilescope: " << message << Qt::endl;
    return code;
}

QString usageText()
{
    return Tr::tr(
        "usage: compilescope [--language LANG] [PATH...]   open the GUI (on files or folders)\n"
        "       compilescope summary [--json] [--verify-checksums] [--max-decompressed SIZE] [--max-ratio N] PATH...\n"
        "                                                   compile overview of a run (text or JSON)\n"
        "       compilescope explain [--json] [--max-decompressed SIZE] [--max-ratio N] PATH...\n"
        "                                                   what to fix first: graph breaks, recompiles, failures\n"
        "       compilescope profile PATH... [--db FILE] [--kernels REGEX] [--repeat N] [--warmup N] [--cache DIR]\n"
        "                            [--no-flush] [--timeout S] [--plan] [--json] [--max-decompressed SIZE] "
        "[--max-ratio N]\n"
        "                                                   measure the generated kernels, keep results in SQLite\n"
        "       compilescope graph PATH... --list [--json]  the graphs of a run (id, nodes, edges, kernels)\n"
        "       compilescope graph PATH... --graph ID [--format json|dot|svg|png] [--collapsed] [-o FILE]\n"
        "       compilescope --version                      versions of CompileScope and its libraries\n"
        "       compilescope --help                         this text\n"
        "\n"
        "PATH is a TORCH_TRACE log (plain, .gz or .zst) or a folder of them; formats are\n"
        "recognised by content. A compressed input stops expanding at --max-decompressed\n"
        "(default 4G) or at --max-ratio times its size (default 1000, 0: off), and says so.\n");
}

bool isCliCommand(const QString &a)
{
    return a == QLatin1String("summary") || a == QLatin1String("--version") || a == QLatin1String("-v")
        || a == QLatin1String("version") || a == QLatin1String("--help") || a == QLatin1String("-h")
        || a == QLatin1String("help") || a == QLatin1String("explain") || a == QLatin1String("profile")
        || a == QLatin1String("graph");
}

int runCli(const QStringList &arguments)
{
    const QString command = arguments.value(0);
    const QStringList rest = arguments.mid(1);
    if (command == QLatin1String("--version") || command == QLatin1String("-v") || command == QLatin1String("version"))
        return version();
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        out() << usageText();
        return 0;
    }
    if (command == QLatin1String("summary"))
        return summary(rest);
    if (command == QLatin1String("explain"))
        return explain(rest);
    if (command == QLatin1String("profile"))
        return profileCommand(rest);
    if (command == QLatin1String("graph"))
        return graphCommand(rest);
    err() << usageText();
    return 2;
}

} // namespace cs::app
