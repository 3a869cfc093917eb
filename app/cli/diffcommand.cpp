#include "cli/diffcommand.h"

#include "cli/clifail.h"
#include "cli/diffoutcome.h"
#include "core/diff/difftext.h"
#include "core/diff/exportdiff.h"
#include "core/ranks/rankformat.h"

#include <QCoreApplication>
#include <QTextStream>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

constexpr int ExitChanged = 4;

struct DiffArgs {
    QStringList operands;
    bool json = false, verbose = false;
    QString failOn, db;
    double minEffect = 2;
};

bool parse(const QStringList &args, DiffArgs &out, QString &error)
{
    bool optionsEnded = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        auto value = [&]() -> QString {
            if (i + 1 >= args.size()) {
                error = Tr::tr("diff: %1 needs a value").arg(a);
                return {};
            }
            return args[++i];
        };
        if (optionsEnded || a == QLatin1String("-")) {
            out.operands << a;
        } else if (a == QLatin1String("--")) {
            optionsEnded = true;
        } else if (a == QLatin1String("--json")) {
            out.json = true;
        } else if (a == QLatin1String("--verbose") || a == QLatin1String("-v")) {
            out.verbose = true;
        } else if (a == QLatin1String("--fail-on")) {
            out.failOn = value();
            if (error.isEmpty() && out.failOn != QLatin1String("regression") && out.failOn != QLatin1String("change"))
                error = Tr::tr("diff: --fail-on takes regression or change, not %1").arg(out.failOn);
        } else if (a == QLatin1String("--db")) {
            out.db = value();
        } else if (a == QLatin1String("--min-effect")) {
            bool ok = false;
            out.minEffect = value().toDouble(&ok);
            if (error.isEmpty() && (!ok || out.minEffect < 0 || out.minEffect >= 100))
                error = Tr::tr("diff: --min-effect takes a percentage from 0 to 100");
        } else if (a.startsWith(QLatin1Char('-'))) {
            error = Tr::tr("diff: unknown option %1").arg(a);
        } else {
            out.operands << a;
        }
        if (!error.isEmpty())
            return false;
    }
    if (out.operands.isEmpty() || out.operands.size() > 2)
        error = Tr::tr("diff: give two runs to compare (A B), or one multi-rank run to compare its ranks");
    return error.isEmpty();
}

constexpr CliOption DiffOptions[] = {
    { "--json", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "write JSON to stdout (schema compilescope.diff/1, DIFF_JSON.md)") },
    { "--fail-on", "regression|change",
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "exit 3 when B regressed (new graph breaks, recompiles or failures, a significantly slower time) or when "
            "anything changed; 0 otherwise") },
    { "--db", "FILE",
        QT_TRANSLATE_NOOP("cs::app::Cli", "profile database: compare the newest profile run of each side's run") },
    { "--min-effect", "PERCENT",
        QT_TRANSLATE_NOOP(
            "cs::app::Cli", "time differences below this share of A's median are not called (default 2)") },
    { "--verbose", nullptr, QT_TRANSLATE_NOOP("cs::app::Cli", "list unchanged compiles, graphs and kernels too") },
};

} // namespace

const CliCommand diffCli {
    "diff",
    QT_TRANSLATE_NOOP("cs::app::Cli", "compare two runs: compilation, graphs, kernels, their times, versions"),
    "A B [--json] [--fail-on regression|change] [--db FILE] [--min-effect PERCENT] [--verbose]\n"
    "RUN [--json]   (the ranks of one multi-rank run)",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "A and B are anything `summary` opens, or db:FILE#RUN (a profile run of the database). Compile ids are "
        "matched by frame and order; graph breaks by reason and location; kernels by what they compute (same code, "
        "then same origins, then similar source), never by name. With profiles, each time is compared on its "
        "repeats: the difference of medians with a 95% interval, Mann-Whitney with Holm's correction; only "
        "differences that pass are called faster or slower. An unreadable side is reported and the rest compared."),
    DiffOptions,
    "PATH",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "0  no change (with --fail-on: the gate did not trip)\n"
        "1  a side, or facts of it, could not be read (what could be read is still compared)\n"
        "3  with --fail-on: a regression, or any change\n"
        "4  the runs differ (without --fail-on)"),
    diffCommand,
};

int diffCommand(const QStringList &args)
{
    DiffArgs a;
    QString error;
    if (!parse(args, a, error))
        return cliFail(error, ExitUsage);
    diff::InputOptions inputOptions;
    inputOptions.database = a.db;
    diff::DiffOptions options;
    options.time.minRelativeEffect = a.minEffect / 100;
    DiffOutcome o;
    if (a.operands.size() == 1) {
        const diff::DiffInput run = diff::openDiffInput(a.operands.first(), inputOptions);
        cliKeepUntilExit(run.run);
        o = compareRanksOf(run, options);
    } else {
        const auto [x, y] = diff::openDiffInputs(a.operands[0], a.operands[1], inputOptions);
        cliKeepUntilExit(x.run);
        cliKeepUntilExit(y.run);
        o = compareSides(x, y, options);
        if (!o.neitherReadable.isEmpty()) {
            if (a.json) // a document still, for the tool that reads it: both problems are in its notes
                cliWriteBytes(diffOutcomeJson(o));
            return cliFail(o.neitherReadable);
        }
    }
    const bool changed = o.changed();
    if (a.json) {
        cliWriteBytes(diffOutcomeJson(o));
    } else {
        if (o.programsOnly) // two .pt2 programs and no traces: the run comparison would say nothing
            cliOut() << cliText(QStringLiteral("A: %1\nB: %2\n\n").arg(a.operands[0], a.operands[1])) << Qt::flush;
        else
            cliOut() << cliText(diff::formatDiffText(o.result, a.verbose)) << Qt::flush;
        if (o.rankAnalysis)
            cliOut() << cliText(ranks::formatRanksText(*o.rankAnalysis, a.verbose)) << Qt::flush;
        if (o.exported)
            cliOut() << cliText(diff::exportDiffText(*o.exported)) << Qt::flush;
    }
    const bool unreadable = o.unreadable;
    const diff::RunDiff &result = o.result;
    if (unreadable)
        return ExitFailed;
    if (a.failOn == QLatin1String("regression"))
        return result.regressed() ? ExitGate : ExitOk;
    if (a.failOn == QLatin1String("change"))
        return changed ? ExitGate : ExitOk;
    return changed ? ExitChanged : ExitOk;
}

} // namespace cs::app
