#include "cli/autotunecommand.h"

#include "cli/clifail.h"
#include "core/ingest/runexplain.h"
#include "core/report/autotunetext.h"

#include <QCoreApplication>

#include <cstdio>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

constexpr CliOption AutotuneOptions[] = {
    { "--kernel", "TEXT",
        QT_TRANSLATE_NOOP(
            "cs::app::Cli", "only choices whose op, kernel or winner contains TEXT (addmm, triton_red_fused)") },
    { "--top", "N", QT_TRANSLATE_NOOP("cs::app::Cli", "candidates listed per choice (default 5; 0 lists all)") },
    { "--json", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "write JSON to stdout (schema compilescope.autotune/1, AUTOTUNE_JSON.md)") },
};

} // namespace

const CliCommand autotuneCli {
    "autotune",
    QT_TRANSLATE_NOOP("cs::app::Cli", "every autotuning choice Inductor made, with each candidate's time"),
    "PATH... [--kernel TEXT] [--top N] [--json]",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "For each max-autotune template (mm, addmm, bmm, convolution, ...): the candidates Inductor timed, fastest "
        "first, the winner and its margin, what choosing cost the compile, and the candidates dropped before timing "
        "with PyTorch's reason. For pointwise and reduction kernels: each heuristic config's time and coordinate "
        "descent's search, where TORCH_LOGS logged them at DEBUG. Read from the trace and the TORCH_LOGS text "
        "(stderr) of the run; says what to set where they hold less."),
    AutotuneOptions,
    "PATH",
    nullptr,
    autotuneCommand,
};

int autotuneCommand(const QStringList &args)
{
    QStringList paths;
    AutotuneTextOptions options;
    bool json = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        bool ok = true;
        if (a == QLatin1String("--json"))
            json = true;
        else if (a == QLatin1String("--kernel") && i + 1 < args.size())
            options.filter = args[++i];
        else if (a == QLatin1String("--top") && i + 1 < args.size()) {
            options.top = args[++i].toInt(&ok);
            if (!ok || options.top < 0)
                return cliFail(Tr::tr("autotune: --top takes a whole number ≥ 0, not %1").arg(args[i]), 2);
        } else if (a.startsWith(u'-'))
            return cliFail(Tr::tr("autotune: unknown option or missing value: %1").arg(a), 2);
        else
            paths << a;
    }
    if (paths.isEmpty())
        return cliFail(Tr::tr("autotune: give PATH... [--kernel TEXT] [--top N] [--json]"), 2);
    const auto loaded = loadRun(paths);
    if (!loaded)
        return cliFail(loaded.error().toString());
    const LoadedRun &run = *loaded.value();
    const AutotuneExplorer x = exploreRunAutotuning(run);
    const QByteArray out
        = json ? formatAutotuneJson(x, options.filter) : cliText(formatAutotuneText(x, options)).toUtf8();
    std::fwrite(out.constData(), 1, static_cast<size_t>(out.size()), stdout);
    return 0;
}

} // namespace cs::app
