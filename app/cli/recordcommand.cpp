#include "cli/recordcommand.h"

#include "cli/clifail.h"
#include "cli/stopsignals.h"
#include "core/ingest/runloader.h"
#include "core/run/commandline.h"
#include "core/run/recording.h"
#include "core/run/recordsummary.h"
#include "core/util/versions.h"

#include <QCoreApplication>
#include <QDir>
#include <QTextStream>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

constexpr int RecordFailed = 125;
constexpr qint64 QuietNoticeMs = 30000;

struct RecordArgs {
    run::RecordRequest request;
    bool showLogs = false;
};

bool parse(const QStringList &args, RecordArgs &out, QString &error)
{
    qsizetype i = 0;
    auto value = [&](const QString &opt) -> QString {
        if (i + 1 >= args.size()) {
            error = Tr::tr("record: %1 needs a value").arg(opt);
            return {};
        }
        return args[++i];
    };
    auto seconds = [&](const QString &opt, int &dst) {
        bool ok = false;
        const double s = value(opt).toDouble(&ok);
        if (error.isEmpty() && (!ok || s <= 0))
            error = Tr::tr("record: %1 needs a positive number of seconds").arg(opt);
        dst = static_cast<int>(s * 1000);
    };
    for (; i < args.size() && error.isEmpty(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--")) {
            out.request.command = args.mid(i + 1);
            break;
        }
        if (a == QLatin1String("--out"))
            out.request.outDir = value(a);
        else if (a == QLatin1String("--cwd"))
            out.request.workingDir = value(a);
        else if (a == QLatin1String("--timeout")) {
            int ms = 0;
            seconds(a, ms);
            out.request.timeoutS = qMax(1, (ms + 999) / 1000);
        } else if (a == QLatin1String("--grace"))
            seconds(a, out.request.graceMs);
        else if (a == QLatin1String("--show-logs"))
            out.showLogs = true;
        else if (a.startsWith(QLatin1String("--")))
            error = Tr::tr("record: unknown option %1 (put the command after --)").arg(a);
        else {
            out.request.command = args.mid(i); // no "--": the command starts at the first non-option
            break;
        }
    }
    if (error.isEmpty() && out.request.command.isEmpty())
        error = Tr::tr("record: give the command to run after --, e.g. record -- python train.py");
    return error.isEmpty();
}

QString elapsed(qint64 ms)
{
    return QStringLiteral("[%1s] ").arg(ms / 1000.0, 7, 'f', 1);
}

void printSummary(QTextStream &err, const run::RecordResult &r, qint64 quietLines)
{
    err << "\n" << Tr::tr("compilescope: recorded into %1").arg(QDir::toNativeSeparators(r.outDir)) << "\n";
    for (const QString &line : run::describeCapture(r, quietLines))
        err << "  " << line << "\n";
    if (r.captured.traceFiles > 0) {
        TraceReadOptions options;
        const auto loaded = loadRun({ r.outDir }, options);
        if (loaded) {
            int compiles = 0, breaks = 0, recompiles = 0;
            for (const auto &ov : loaded.value()->overviews) {
                compiles += static_cast<int>(ov->compiles.size());
                breaks += ov->totalGraphBreaks;
                recompiles += ov->totalRecompiles;
            }
            err << "  "
                << Tr::tr("compile ids: %1, graph breaks: %2, recompiles: %3").arg(compiles).arg(breaks).arg(recompiles)
                << "\n";
        }
        err << Tr::tr("open it:       compilescope %1\n               compilescope summary %1")
                   .arg(QDir::toNativeSeparators(r.outDir))
            << "\n";
    }
}

constexpr CliOption RecordOptions[] = {
    { "--out", "DIR",
        QT_TRANSLATE_NOOP(
            "cs::app::Cli", "the run folder to create (default: ./compilescope-run-DATE-TIME; never overwritten)") },
    { "--timeout", "S", QT_TRANSLATE_NOOP("cs::app::Cli", "stop the command after S seconds (exit 124)") },
    { "--cwd", "DIR", QT_TRANSLATE_NOOP("cs::app::Cli", "working folder of the command (default: the current one)") },
    { "--grace", "S",
        QT_TRANSLATE_NOOP("cs::app::Cli", "seconds between SIGTERM and SIGKILL when stopping (default 5)") },
    { "--show-logs", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "also echo PyTorch's log lines (they are always saved)") },
};

} // namespace

const CliCommand recordCli {
    "record",
    QT_TRANSLATE_NOOP("cs::app::Cli", "run a command with every PyTorch diagnostic on, into a run folder"),
    "[--out DIR] [--timeout S] [--cwd DIR] [--grace S] [--show-logs] -- COMMAND ARGS...",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "Runs COMMAND with TORCH_TRACE, the TORCH_LOGS CompileScope reads (fusion included), the compile debug "
        "folder, provenance and a run-local Inductor/Triton cache, streams its output with the elapsed time "
        "(Ctrl+C stops its whole process group), writes manifest.json and says what was captured. This is the "
        "only way CompileScope starts your code. Exit status: the command's own."),
    RecordOptions,
    nullptr,
    "124  the command timed out\n"
    "125  the recording itself failed\n"
    "126  the command is not executable\n"
    "127  the command was not found\n"
    "130  cancelled (Ctrl+C)\n"
    "128+N  the command was ended by signal N",
    recordCommand,
};

int recordCommand(const QStringList &args)
{
    RecordArgs a;
    QString error;
    if (!parse(args, a, error))
        return cliFail(error, ExitUsage);
    a.request.toolVersion = BuildVersions::compileScope();

    QTextStream out(stdout), err(stderr);
    run::Recording recording;
    qint64 quietLines = 0;
    QObject::connect(&recording, &run::Recording::folderCreated, [&](const QString &dir) {
        err << Tr::tr("compilescope: recording into %1").arg(QDir::toNativeSeparators(dir)) << Qt::endl;
    });
    QObject::connect(&recording, &run::Recording::probing, [&](const QString &python) {
        if (!python.isEmpty())
            err << Tr::tr("compilescope: asking %1 for the torch, Triton and CUDA versions").arg(python) << Qt::endl;
    });
    // A command that is quiet for a long while (compiling, with its TORCH_LOGS hidden) still
    // shows that it runs.
    qint64 lastShownMs = 0;
    QObject::connect(&recording, &run::Recording::progress, [&](qint64 ms) {
        if (ms - lastShownMs < QuietNoticeMs)
            return;
        lastShownMs = ms;
        err << elapsed(ms) << Tr::tr("(still running; %n TORCH_LOGS line(s) so far)", nullptr, int(quietLines))
            << Qt::endl;
    });
    QObject::connect(&recording, &run::Recording::started, [&](qint64 pid) {
        err << Tr::tr("compilescope: started %1 (pid %2); Ctrl+C stops it")
                   .arg(run::joinCommandLine(a.request.command))
                   .arg(pid)
            << Qt::endl;
    });
    QObject::connect(&recording, &run::Recording::output, [&](run::Stream stream, qint64 ms, const QStringList &lines) {
        QTextStream &dst = stream == run::Stream::Stdout ? out : err;
        for (const QString &line : lines) {
            if (stream == run::Stream::Stderr && !a.showLogs && run::isQuietTorchLogLine(line)) {
                ++quietLines;
                continue;
            }
            dst << elapsed(ms) << line << '\n';
            lastShownMs = ms;
        }
        dst.flush();
    });

    // Signals become a stop request (a second one kills at once).
    run::RecordResult r;
    {
        StopSignals stop([&] {
            err << "\n" << Tr::tr("compilescope: stopping the command (again to kill it at once)") << Qt::endl;
            recording.requestStop();
        });
        r = recording.runBlocking(a.request);
    }
    out.flush();
    if (r.outDir.isEmpty())
        return cliFail(r.error, RecordFailed);
    printSummary(err, r, quietLines);
    err.flush(); // the summary first: a failure is the last thing said
    if (!r.ok())
        return cliFail(r.error, RecordFailed);
    return r.manifest.exit ? r.manifest.exit->shellStatus() : RecordFailed;
}

} // namespace cs::app
