#include "cli/profilecommand.h"

#include "cli/clifail.h"
#include "core/ingest/runexplain.h"
#include "core/ingest/runloader.h"
#include "core/profiling/profilesession.h"
#include "core/profiling/runidentity.h"
#include "core/report/profilereport.h"
#include "core/storage/profilestore.h"
#include "core/storage/sqlite.h"
#include "core/util/outputfile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTextStream>

#include <cstdio>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

struct ProfileArgs {
    QStringList paths, caches;
    QString db = QStringLiteral("compilescope-profiles.db");
    QString jobOut; // --write-job: the runner's job file, for running it elsewhere by hand
    QString label; // --label: the name the profile run is kept under
    QRegularExpression kernels;
    ProfileOptions options;
    TraceReadOptions read;
    bool json = false, planOnly = false;
    bool candidates = false; // also the autotune candidates the run did not use
};

bool parse(const QStringList &args, ProfileArgs &out, QString &error)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        auto value = [&]() -> QString {
            if (i + 1 >= args.size()) {
                error = Tr::tr("profile: %1 needs a value").arg(a);
                return {};
            }
            return args[++i];
        };
        auto number = [&](int &dst, int min) {
            bool ok = false;
            const int n = value().toInt(&ok);
            if (!ok || n < min)
                error = Tr::tr("profile: %1 needs a number of at least %2").arg(a).arg(min);
            dst = n;
        };
        if (a == QLatin1String("--json"))
            out.json = true;
        else if (a == QLatin1String("--plan"))
            out.planOnly = true;
        else if (a == QLatin1String("--candidates"))
            out.candidates = true;
        else if (a == QLatin1String("--no-flush"))
            out.options.flush = false;
        else if (a == QLatin1String("--db"))
            out.db = value();
        else if (a == QLatin1String("--write-job"))
            out.jobOut = value();
        else if (a == QLatin1String("--label"))
            out.label = value();
        else if (a == QLatin1String("--cache"))
            out.caches << value();
        else if (a == QLatin1String("--kernels")) {
            out.kernels = QRegularExpression(value());
            if (!out.kernels.isValid())
                error = Tr::tr("profile: --kernels: %1").arg(out.kernels.errorString());
        } else if (a == QLatin1String("--repeat"))
            number(out.options.repeat, 1);
        else if (a == QLatin1String("--warmup"))
            number(out.options.warmup, 0);
        else if (a == QLatin1String("--timeout")) {
            int s = 60;
            number(s, 1);
            out.options.kernelTimeoutMs = s * 1000;
        } else if (isLimitOption(a)) {
            if (const QString why = parseLimitOption(a, value(), out.read.limits); !why.isEmpty())
                error = Tr::tr("profile: %1").arg(why);
        } else if (a.startsWith(QLatin1Char('-')) && a != QLatin1String("-"))
            error = Tr::tr("profile: unknown option %1").arg(a);
        else
            out.paths << a;
        if (!error.isEmpty())
            return false;
    }
    if (out.paths.isEmpty())
        error = Tr::tr("profile: give at least one run folder, trace or output code file");
    return error.isEmpty();
}

constexpr CliOption ProfileOptions[] = {
    { "--db", "FILE",
        QT_TRANSLATE_NOOP("cs::app::Cli", "SQLite database for the results (default compilescope-profiles.db)") },
    { "--kernels", "REGEX", QT_TRANSLATE_NOOP("cs::app::Cli", "only the kernels whose name matches") },
    { "--label", "NAME",
        QT_TRANSLATE_NOOP("cs::app::Cli", "name the profile run in the database (default: the run folder's name)") },
    { "--repeat", "N", QT_TRANSLATE_NOOP("cs::app::Cli", "timed runs per kernel (default 100)") },
    { "--warmup", "N", QT_TRANSLATE_NOOP("cs::app::Cli", "untimed runs before them (default 10)") },
    { "--cache", "DIR",
        QT_TRANSLATE_NOOP("cs::app::Cli", "another Inductor/Triton cache to find compiled kernels in (repeatable)") },
    { "--no-flush", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "do not flush the caches (the L2 on a GPU) before each run") },
    { "--timeout", "S",
        QT_TRANSLATE_NOOP(
            "cs::app::Cli", "seconds a kernel may stay silent before its runner is stopped (default 60)") },
    { "--plan", nullptr, QT_TRANSLATE_NOOP("cs::app::Cli", "only show how each kernel would be launched") },
    { "--candidates", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "also the autotune candidates the run did not use (by default only the variant it chose)") },
    { "--write-job", "FILE",
        QT_TRANSLATE_NOOP("cs::app::Cli", "also write the runner's job file, to run it elsewhere by hand") },
    { "--json", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "write JSON to stdout (schema compilescope.profile/1, PROFILE_JSON.md)") },
    { "--max-decompressed", "SIZE",
        QT_TRANSLATE_NOOP("cs::app::Cli", "stop expanding a compressed input at SIZE (default 4G)") },
    { "--max-ratio", "N",
        QT_TRANSLATE_NOOP("cs::app::Cli", "stop expanding a compressed input at N times its size (default 1000)") },
};

} // namespace

const CliCommand profileCli {
    "profile",
    QT_TRANSLATE_NOOP("cs::app::Cli", "measure every generated kernel with the kernel runner, keep results in SQLite"),
    "PATH... [--db FILE] [--label NAME] [--kernels REGEX] [--repeat N] [--warmup N] [--cache DIR]... [--no-flush]\n"
    " [--timeout S] [--plan] [--candidates] [--write-job FILE] [--json]\n"
    " [--max-decompressed SIZE] [--max-ratio N]",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "Finds every kernel in the generated code, plans its launch from the run's caches, and has "
        "compilescope-runner launch each alone (Triton on the GPU, Inductor C++ kernels on the CPU). A kernel "
        "that faults or hangs takes down only its runner. Progress goes to stderr."),
    ProfileOptions,
    "PATH",
    QT_TRANSLATE_NOOP("cs::app::Cli", "1  also when no kernel could be measured"),
    profileCommand,
};

int profileCommand(const QStringList &args)
{
    ProfileArgs a;
    QString error;
    if (!parse(args, a, error))
        return cliFail(error, ExitUsage);
    const auto run = loadRun(a.paths, a.read);
    if (!run)
        return cliFail(run.error().toString());
    KernelCache cache;
    cache.scan(a.paths + a.caches);
    QList<KernelPlan> plans = planKernels(wrapperSources(*run.value()), cache) + planAotiPackages(*run.value());
    if (!a.candidates)
        plans = withoutCandidates(std::move(plans));
    if (!a.kernels.pattern().isEmpty())
        plans.removeIf([&](const KernelPlan &p) { return !a.kernels.match(p.name).hasMatch(); });
    QTextStream out(stdout);
    if (!a.jobOut.isEmpty()) {
        QList<KernelPlan> launchable = plans;
        launchable.removeIf([](const KernelPlan &p) { return !p.launchable() || p.kind == QLatin1String("aoti"); });
        if (const Status written = writeOutputFile(
                a.jobOut, kernelJobText(launchable, a.options), a.paths + a.caches + sql::databaseFiles(a.db));
            !written)
            return cliFail(Tr::tr("cannot write %1: %2").arg(a.jobOut, written.error().message));
    }
    // How Inductor chose the kernels (autotune --json's decisions), only where JSON is asked for.
    std::optional<AutotuneExplorer> autotune;
    if (a.json)
        autotune = exploreRunAutotuning(*run.value());
    if (a.planOnly) {
        if (a.json)
            out << formatProfileJson(plans, nullptr, 0, autotune ? &*autotune : nullptr);
        else
            out << cliText(formatProfileText(plans, nullptr));
        return 0;
    }
    auto store = ProfileStore::open(a.db, sql::Access::ReadWrite);
    if (!store)
        return cliFail(store.error().toString());
    ProfileSession session(RunnerClient(), a.options);
    const bool quiet = a.json;
    const auto measured
        = session.run(plans, a.paths.join(QStringLiteral(", ")), [&](int done, int total, const QString &kernel) {
              if (!quiet && !kernel.isEmpty())
                  QTextStream(stderr) << QStringLiteral("[%1/%2] %3\n").arg(done + 1).arg(total).arg(kernel);
              return true;
          });
    if (!measured)
        return cliFail(measured.error().toString());
    ProfileRun saved = measured.value();
    saved.runIdentity = runIdentity(*run.value());
    saved.stack = runStackJson(*run.value());
    saved.label = a.label.isEmpty() ? QFileInfo(a.paths.first()).fileName() : a.label;
    const auto id = store.value()->saveRun(saved);
    if (!id)
        return cliFail(id.error().toString());
    if (a.json)
        out << formatProfileJson(plans, &measured.value(), id.value(), autotune ? &*autotune : nullptr);
    else
        out << cliText(formatProfileText(plans, &measured.value()))
            << Tr::tr("\nSaved as profile run %1 in %2\n").arg(id.value()).arg(a.db);
    return measured.value().results.empty() && !plans.isEmpty() ? 1 : 0;
}

} // namespace cs::app
