#include "cli/abcommand.h"

#include "cli/clifail.h"
#include "cli/stopsignals.h"
#include "core/ab/abanalysis.h"
#include "core/ab/abjson.h"
#include "core/ab/abreport.h"
#include "core/ab/abrunner.h"
#include "core/ab/abstore.h"
#include "core/ab/abwhy.h"
#include "core/run/commandline.h"
#include "core/run/cpuset.h"
#include "core/util/versions.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QTextStream>

#include <unistd.h>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

constexpr int Cancelled = 130;
constexpr int DefaultParityCalls = 3;

struct AbArgs {
    ab::AbRequest request;
    QString analyse, db = QStringLiteral("compilescope-profiles.db");
    bool json = false, showOutput = false, noDb = false, why = false, progress = false, dbGiven = false;
};

const QStringList KnownCaches = { QStringLiteral("cold"), QStringLiteral("shared"), QStringLiteral("user") };

bool parse(const QStringList &args, AbArgs &out, QString &error)
{
    ab::AbSettings &s = out.request.settings;
    s.modes = { QStringLiteral("eager"), QStringLiteral("default"), QStringLiteral("reduce-overhead"),
        QStringLiteral("max-autotune") };
    qsizetype i = 0;
    auto value = [&](const QString &opt) -> QString {
        if (i + 1 >= args.size()) {
            error = Tr::tr("ab: %1 needs a value").arg(opt);
            return {};
        }
        return args[++i];
    };
    auto number = [&](const QString &opt, int min) {
        bool ok = false;
        const int n = value(opt).toInt(&ok);
        if (error.isEmpty() && (!ok || n < min))
            error = Tr::tr("ab: %1 needs a whole number of at least %2").arg(opt).arg(min);
        return n;
    };
    // Settings of a run: a finished folder is analysed with the settings it recorded.
    static const QStringList RunOnly = { QStringLiteral("--modes"), QStringLiteral("--processes"),
        QStringLiteral("--cpus"), QStringLiteral("--warmup"), QStringLiteral("--parity"),
        QStringLiteral("--parity-calls"), QStringLiteral("--timeout"), QStringLiteral("--cache"),
        QStringLiteral("--min-effect"), QStringLiteral("--out"), QStringLiteral("--cwd"), QStringLiteral("--record"),
        QStringLiteral("--keep-caches"), QStringLiteral("--show-output") };
    QStringList runOptions;
    for (; i < args.size() && error.isEmpty(); ++i) {
        const QString &a = args[i];
        if (RunOnly.contains(a) && !runOptions.contains(a))
            runOptions << a;
        if (a == QLatin1String("--")) {
            out.request.command = args.mid(i + 1);
            break;
        }
        if (a == QLatin1String("--modes")) {
            s.modes.clear();
            for (const QString &m : value(a).split(QLatin1Char(','), Qt::SkipEmptyParts))
                s.modes.append(m.trimmed());
            if (error.isEmpty() && s.modes.isEmpty())
                error = Tr::tr("ab: --modes needs at least one mode, e.g. --modes eager,default");
        } else if (a == QLatin1String("--processes"))
            s.processes = number(a, 1);
        else if (a == QLatin1String("--warmup"))
            s.warmup = number(a, 0);
        else if (a == QLatin1String("--cpus")) {
            const QString list = value(a);
            if (error.isEmpty()) {
                auto cpus = run::parseCpuList(list, run::allowedCpus());
                if (cpus)
                    s.cpus = cpus.value();
                else
                    error = Tr::tr("ab: --cpus %1: %2").arg(list, cpus.error().toString());
            }
        } else if (a == QLatin1String("--parity"))
            s.parityCalls = DefaultParityCalls;
        else if (a == QLatin1String("--parity-calls"))
            s.parityCalls = number(a, 1);
        else if (a == QLatin1String("--timeout"))
            s.timeoutS = number(a, 1);
        else if (a == QLatin1String("--cache")) {
            s.cache = value(a);
            if (error.isEmpty() && !KnownCaches.contains(s.cache))
                error = Tr::tr("ab: --cache takes cold, shared or user, not %1").arg(s.cache);
        } else if (a == QLatin1String("--min-effect")) {
            bool ok = false;
            const double pct = value(a).toDouble(&ok);
            if (error.isEmpty() && (!ok || pct < 0 || pct >= 100))
                error = Tr::tr("ab: --min-effect needs a percentage from 0 to 100");
            s.minEffect = pct / 100;
        } else if (a == QLatin1String("--out"))
            out.request.outDir = value(a);
        else if (a == QLatin1String("--cwd"))
            out.request.workingDir = value(a);
        else if (a == QLatin1String("--db")) {
            out.db = value(a);
            out.dbGiven = true;
        } else if (a == QLatin1String("--no-db"))
            out.noDb = true;
        else if (a == QLatin1String("--analyse") || a == QLatin1String("--analyze"))
            out.analyse = value(a);
        else if (a == QLatin1String("--json"))
            out.json = true;
        else if (a == QLatin1String("--show-output"))
            out.showOutput = true;
        else if (a == QLatin1String("--progress"))
            out.progress = true;
        else if (a == QLatin1String("--record"))
            s.record = true;
        else if (a == QLatin1String("--why")) {
            out.why = true;
            s.whyCalls = ab::DefaultWhyCalls;
        } else if (a == QLatin1String("--keep-caches"))
            out.request.keepCaches = true;
        else if (a.startsWith(QLatin1String("--")))
            error = Tr::tr("ab: unknown option %1 (put the command after --)").arg(a);
        else {
            out.request.command = args.mid(i);
            break;
        }
    }
    if (error.isEmpty() && out.analyse.isEmpty() && out.request.command.isEmpty())
        error = Tr::tr("ab: give the command to run after --, e.g. ab --modes eager,default -- python train.py");
    if (error.isEmpty() && !out.analyse.isEmpty() && !out.request.command.isEmpty())
        error = Tr::tr("ab: --analyse reads a finished A/B folder; it takes no command");
    if (error.isEmpty() && !out.analyse.isEmpty() && !runOptions.isEmpty())
        error = Tr::tr("ab: %1 set how an A/B runs; --analyse uses the settings the folder recorded")
                    .arg(runOptions.join(QStringLiteral(", ")));
    return error.isEmpty();
}

QString runLine(const ab::AbProcessRun &r)
{
    int calls = 0, regions = 0;
    if (const ab::ProbeProcess *p = r.probe.main()) {
        calls = p->callCount();
        regions = static_cast<int>(p->regions.size());
    }
    const QString who = r.record ? Tr::tr("%1 (recording, not measured)").arg(r.mode)
                                 : QStringLiteral("%1 #%2").arg(r.mode).arg(r.index + 1);
    QString s = Tr::tr("%1: %2 in %3 s").arg(who, r.description).arg(r.elapsedS, 0, 'f', 1);
    if (!r.probe.main())
        return s + Tr::tr(" (no probe records)");
    return s + Tr::tr(" (%1 calls in %2 compiled regions)").arg(calls).arg(regions);
}

// The running process's progress (AbRunner::processProgress, the dialog's source too): its
// compiled-region calls so far, against the last finished process's when known, and its time.
QString progressLine(const ab::AbProcessRun &r, qint64 calls, qint64 expected, qint64 elapsedMs)
{
    const QLocale c = QLocale::c();
    const QString who
        = r.record ? Tr::tr("%1 recording").arg(r.mode) : QStringLiteral("%1 #%2").arg(r.mode).arg(r.index + 1);
    const QString done = expected > 0 ? Tr::tr("%1 of ~%2 calls").arg(c.toString(calls), c.toString(expected))
                                      : Tr::tr("%1 calls").arg(c.toString(calls));
    return Tr::tr("%1 running: %2, %3 s").arg(who, done).arg(elapsedMs / 1000);
}

int exitStatus(const ab::AbResult &r)
{
    if (!r.error.isEmpty() && r.outcome == QLatin1String("error"))
        return ExitFailed;
    if (r.outcome == QLatin1String("cancelled"))
        return Cancelled;
    for (const ab::AbProcessRun &p : r.runs.runs)
        if (p.status == QLatin1String("cancelled"))
            return Cancelled;
    if (r.outcome != QLatin1String("compared"))
        return ExitFailed;
    return r.gateTripped ? ExitGate : ExitOk;
}

constexpr CliOption AbOptions[] = {
    { "--modes", "LIST",
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "modes to compare, comma-separated (default eager,default,reduce-overhead,max-autotune); eager always "
            "runs") },
    { "--processes", "K", QT_TRANSLATE_NOOP("cs::app::Cli", "processes per mode, interleaved (default 3)") },
    { "--cpus", "LIST",
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "pin every process to these CPUs, e.g. 2-5 (default: every CPU ab may use; the same set for every "
            "process)") },
    { "--warmup", "N",
        QT_TRANSLATE_NOOP("cs::app::Cli", "calls to drop per process (default: detected from each series)") },
    { "--parity", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "compare the first 3 calls of every compiled region with eager") },
    { "--parity-calls", "N", QT_TRANSLATE_NOOP("cs::app::Cli", "compare the first N calls with eager") },
    { "--out", "DIR",
        QT_TRANSLATE_NOOP("cs::app::Cli", "the A/B folder to create (default ./compilescope-ab-DATE-TIME)") },
    { "--db", "FILE",
        QT_TRANSLATE_NOOP(
            "cs::app::Cli", "SQLite database the result is added to (default compilescope-profiles.db)") },
    { "--no-db", nullptr, QT_TRANSLATE_NOOP("cs::app::Cli", "keep the result only in the A/B folder") },
    { "--json", nullptr, QT_TRANSLATE_NOOP("cs::app::Cli", "write the result as JSON (core/ab/AB_JSON.md)") },
    { "--timeout", "S", QT_TRANSLATE_NOOP("cs::app::Cli", "stop a process after S seconds (it counts as failed)") },
    { "--cache", "cold|shared|user",
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "Inductor/Triton cache: a fresh one per process (cold, default), one for all, or the user's own") },
    { "--min-effect", "PCT",
        QT_TRANSLATE_NOOP("cs::app::Cli", "differences below PCT% of eager count as none (default 2)") },
    { "--cwd", "DIR", QT_TRANSLATE_NOOP("cs::app::Cli", "working folder of the command (default: the current one)") },
    { "--show-output", nullptr, QT_TRANSLATE_NOOP("cs::app::Cli", "echo the command's output") },
    { "--progress", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "show calls done and elapsed time while a process runs, also when stderr is not a terminal (a line "
            "about once a second)") },
    { "--record", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "also record one process per compiled mode with every diagnostic on, to open from the A/B view") },
    { "--keep-caches", nullptr, QT_TRANSLATE_NOOP("cs::app::Cli", "keep each process's cold cache folder") },
    { "--analyse", "DIR", QT_TRANSLATE_NOOP("cs::app::Cli", "analyse a finished A/B folder again; runs nothing") },
    { "--why", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "explain each compiled mode slower than eager (or not clearly faster): ranked causes with their evidence "
            "and the next step; traces 5 steady calls per region in the last process of each mode") },
};

} // namespace

const CliCommand abCli {
    "ab",
    QT_TRANSLATE_NOOP("cs::app::Cli", "A/B benchmark: does torch.compile pay off for this script, and in which mode"),
    "[--modes LIST] [--processes K] [--cpus LIST] [--warmup N] [--parity] [--why] [--out DIR] [--db FILE] [--json] -- "
    "COMMAND "
    "ARGS...\n"
    "--analyse DIR [--why] [--db FILE] [--json]",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "Runs COMMAND, unmodified, once per mode and process (interleaved) with CompileScope's probe on its "
        "PYTHONPATH: eager is torch.compile switched off, every other mode replaces the mode the script passes. The "
        "probe times every call of every compiled function or module. Per region: warm-up and compile cost, "
        "steady-state median with its 95% interval, speedup over eager with its interval, the break-even call "
        "count, peak memory, recompiles, numerical parity (--parity) and a verdict. The folder keeps every "
        "process's output; the result goes to the database."),
    AbOptions,
    nullptr,
    "1  nothing could be compared (no torch.compile, the probe did not load, eager failed)\n"
    "3  a mode is significantly slower than eager, not numerically equivalent, or failed in every process\n"
    "130  cancelled (Ctrl+C)",
    abCommand,
};

int abCommand(const QStringList &args)
{
    AbArgs a;
    QString error;
    if (!parse(args, a, error))
        return cliFail(error, ExitUsage);
    QTextStream &err = cliErr();
    ab::AbResult result;
    if (!a.analyse.isEmpty()) {
        auto set = ab::readRunSet(a.analyse);
        if (!set)
            return cliFail(set.error().toString(), ExitFailed);
        result = ab::analyse(set.value());
    } else {
        a.request.toolVersion = BuildVersions::compileScope();
        ab::AbRunner runner;
        QObject::connect(&runner, &ab::AbRunner::folderCreated, [&](const QString &dir) {
            err << Tr::tr("compilescope: A/B of %1 into %2")
                       .arg(run::joinCommandLine(a.request.command), QDir::toNativeSeparators(dir))
                << Qt::endl;
        });
        int done = 0, total = 0;
        QObject::connect(&runner, &ab::AbRunner::progress, [&](int d, int t, qint64, double) {
            done = d;
            total = t;
        });
        QObject::connect(&runner, &ab::AbRunner::processStarted, [&](const ab::AbProcessRun &r, qint64 pid) {
            err << QStringLiteral("[%1/%2] ").arg(done + 1).arg(total)
                << (r.record ? Tr::tr("%1 recording started (pid %2)").arg(r.mode).arg(pid)
                             : Tr::tr("%1 #%2 started (pid %3)").arg(r.mode).arg(r.index + 1).arg(pid))
                << Qt::endl;
        });
        // Inside a process: on a terminal one line rewritten in place, with --progress (any
        // stderr) a line each time, about once a second.
        const bool terminal = ::isatty(STDERR_FILENO) == 1;
        const bool showProgress = a.progress || terminal;
        const bool rewrite = terminal && !a.showOutput;
        bool lineOpen = false;
        auto closeLine = [&] {
            if (lineOpen)
                err << "\r\x1b[K";
            lineOpen = false;
        };
        QObject::connect(&runner, &ab::AbRunner::processProgress,
            [&](const ab::AbProcessRun &r, qint64 calls, qint64 expected, qint64 ms) {
                if (!showProgress)
                    return;
                closeLine();
                err << QStringLiteral("[%1/%2] ").arg(done + 1).arg(total) << progressLine(r, calls, expected, ms);
                if (rewrite) {
                    lineOpen = true;
                    err << Qt::flush;
                } else
                    err << Qt::endl;
            });
        QObject::connect(&runner, &ab::AbRunner::processFinished, [&](const ab::AbProcessRun &r) {
            closeLine();
            err << QStringLiteral("[%1/%2] ").arg(done + 1).arg(total) << runLine(r) << Qt::endl;
        });
        QObject::connect(&runner, &ab::AbRunner::output,
            [&](const ab::AbProcessRun &r, run::Stream, qint64, const QStringList &lines) {
                if (!a.showOutput)
                    return;
                for (const QString &line : lines)
                    err << QStringLiteral("  %1#%2| ").arg(r.mode).arg(r.index + 1) << line << '\n';
                err.flush();
            });
        StopSignals stop([&] {
            lineOpen = false;
            err << "\n"
                << Tr::tr("compilescope: stopping the A/B (again to kill the running process at once)") << Qt::endl;
            runner.requestStop();
        });
        result = runner.runBlocking(a.request);
        closeLine();
        if (result.outcome == QLatin1String("error"))
            return cliFail(result.error, ExitFailed);
        if (!result.error.isEmpty())
            err << "compilescope: " << result.error << Qt::endl;
    }
    bool databaseUnusable = false;
    // --analyse reads a folder that was saved when it ran: it stores again only where asked (--db),
    // never into the working folder of its own accord.
    const bool save = !a.noDb && (a.analyse.isEmpty() || a.dbGiven);
    if (save && result.outcome != QLatin1String("error")) {
        auto store = AbStore::open(a.db, sql::Access::ReadWrite);
        auto id = store ? store.value()->saveRun(result) : Result<int64_t>(store.error());
        databaseUnusable = !id;
        if (!id)
            err << Tr::tr("compilescope: the result was not saved: %1").arg(id.error().toString()) << Qt::endl;
        else
            err << Tr::tr("compilescope: saved as A/B run %1 in %2").arg(id.value()).arg(a.db) << Qt::endl;
    }
    if (a.why) { // the exit status keeps its meaning: --why explains, it does not judge
        const ab::WhyReport why = ab::explainWhy(result);
        if (a.json)
            cliWriteBytes(ab::abJsonWithWhy(result, why));
        else
            cliOut() << cliText(ab::textReport(result) + QLatin1Char('\n') + ab::whyText(why)) << Qt::flush;
    } else if (a.json)
        cliWriteBytes(ab::abJson(result));
    else
        cliOut() << cliText(ab::textReport(result)) << Qt::flush;
    // An unusable database is the same failure in every command (README "Exit codes").
    return databaseUnusable ? int(ExitFailed) : exitStatus(result);
}

} // namespace cs::app
