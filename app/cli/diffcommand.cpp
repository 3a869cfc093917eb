#include "cli/diffcommand.h"

#include "cli/clifail.h"
#include "core/diff/difftext.h"
#include "core/diff/exportdiff.h"
#include "core/diff/rundiff.h"
#include "core/ranks/rankcompare.h"
#include "core/ranks/rankformat.h"
#include "core/report/exportsummary.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <optional>

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
    diff::RunDiff result;
    bool unreadable = false;
    // Two exported programs (.pt2): their graphs, signatures and constraints (exportdiff.h).
    std::optional<diff::ExportDiff> exported;
    bool programsOnly = false;
    // A side's exported program: its first .pt2 program, else the first program a torch.export
    // call printed in its trace; `why` says why there is none (a failed export, an archive
    // without a program) or stays empty where the side has nothing of torch.export at all.
    struct ProgramSide {
        std::shared_ptr<const ExportedProgram> program;
        QString why;
        bool unreadable = false; // a torch.export archive whose program could not be read
    };
    auto program = [](const diff::DiffInput &in) -> ProgramSide {
        ProgramSide side;
        if (!in.run)
            return side;
        for (const Pt2Archive &archive : in.run->archives) {
            if (!archive.programs.empty())
                return { archive.programs.front(), {} };
            if (archive.kind == Pt2Archive::Kind::ExportedProgram) {
                side.unreadable = true;
                side.why
                    = Tr::tr("the exported program in %1 could not be read").arg(QFileInfo(archive.path).fileName());
            } else if (side.why.isEmpty())
                side.why = Tr::tr("%1 holds no exported program (an AOTInductor package saved without it?)")
                               .arg(QFileInfo(archive.path).fileName());
        }
        for (size_t li = 0; li < in.run->logs.size(); ++li)
            for (const ExportAttempt &e : in.run->overviews[li]->exports) {
                if (auto traced = tracedProgram(*in.run->logs[li], e))
                    return { traced, {} };
                if (!e.exported() && side.why.isEmpty())
                    side.why = Tr::tr("its torch.export call %1 failed: %2").arg(e.number).arg(e.failure());
            }
        return side;
    };
    // One multi-rank run: its ranks against the lowest, and the rank model (core/ranks): groups,
    // the first divergence and its cause, the likely hang, stragglers (`compilescope ranks`).
    std::optional<ranks::RankAnalysis> rankAnalysis;
    if (a.operands.size() == 1) {
        const diff::DiffInput run = diff::openDiffInput(a.operands.first(), inputOptions);
        cliKeepUntilExit(run.run);
        unreadable = !run.readable();
        result = diff::diffRanks(run, options);
        if (run.run && run.run->logs.size() > 1)
            rankAnalysis = ranks::analyseRanks(*run.run);
    } else {
        const auto [x, y] = diff::openDiffInputs(a.operands[0], a.operands[1], inputOptions);
        cliKeepUntilExit(x.run);
        cliKeepUntilExit(y.run);
        // An unusable --db is the same failure in every command (README "Exit codes").
        unreadable = !x.readable() || !y.readable() || !x.databaseProblem.isEmpty() || !y.databaseProblem.isEmpty();
        result = diff::diffRuns(x, y, options);
        unreadable = unreadable || result.factsOverLimit; // facts a limit kept out: not a complete answer
        const ProgramSide pa = program(x), pb = program(y);
        unreadable = unreadable || pa.unreadable || pb.unreadable; // no complete answer: exit 1
        unreadable = unreadable || (pa.program && pa.program->damaged) || (pb.program && pb.program->damaged);
        if (pa.program && pb.program)
            exported = diff::diffExportedPrograms(pa.program, pb.program);
        else if (pa.program && !pb.why.isEmpty())
            exported = diff::exportOnOneSide(pa.program, true, Tr::tr("B: %1").arg(pb.why));
        else if (pb.program && !pa.why.isEmpty())
            exported = diff::exportOnOneSide(pb.program, false, Tr::tr("A: %1").arg(pa.why));
        else if (pa.program || pb.program)
            exported = diff::exportOnOneSide(pa.program ? pa.program : pb.program, bool(pa.program),
                Tr::tr("the other side has no torch.export program"));
        if (exported && x.run && y.run)
            programsOnly = x.run->logs.empty() && y.run->logs.empty(); // nothing else to compare
        if (!x.readable() && !y.readable()) {
            if (a.json) // a document still, for the tool that reads it: both problems are in its notes
                cliWriteBytes(diff::formatDiffJson(result));
            return cliFail(Tr::tr("diff: neither side could be read: %1; %2").arg(x.problem, y.problem));
        }
    }
    const bool changed
        = result.changed() || (exported && exported->changed()) || (rankAnalysis && !rankAnalysis->agree());
    if (a.json) {
        QByteArray bytes = diff::formatDiffJson(result);
        if (exported) {
            QJsonObject doc = QJsonDocument::fromJson(bytes).object();
            doc.insert(QStringLiteral("exported_program"), diff::exportDiffJson(*exported));
            bytes = QJsonDocument(doc).toJson(QJsonDocument::Indented);
        }
        if (rankAnalysis) {
            QJsonObject doc = QJsonDocument::fromJson(bytes).object();
            doc.insert(QStringLiteral("rank_analysis"), ranks::ranksJson(*rankAnalysis));
            bytes = QJsonDocument(doc).toJson(QJsonDocument::Indented);
        }
        if (changed && (exported || rankAnalysis)) { // `changed` is what the exit status says
            QJsonObject doc = QJsonDocument::fromJson(bytes).object();
            doc.insert(QStringLiteral("changed"), true);
            bytes = QJsonDocument(doc).toJson(QJsonDocument::Indented);
        }
        cliWriteBytes(bytes);
    } else {
        if (programsOnly) // two .pt2 programs and no traces: the run comparison would say nothing
            cliOut() << cliText(QStringLiteral("A: %1\nB: %2\n\n").arg(a.operands[0], a.operands[1])) << Qt::flush;
        else
            cliOut() << cliText(diff::formatDiffText(result, a.verbose)) << Qt::flush;
        if (rankAnalysis)
            cliOut() << cliText(ranks::formatRanksText(*rankAnalysis, a.verbose)) << Qt::flush;
        if (exported)
            cliOut() << cliText(diff::exportDiffText(*exported)) << Qt::flush;
    }
    if (unreadable)
        return ExitFailed;
    if (a.failOn == QLatin1String("regression"))
        return result.regressed() ? ExitGate : ExitOk;
    if (a.failOn == QLatin1String("change"))
        return changed ? ExitGate : ExitOk;
    return changed ? ExitChanged : ExitOk;
}

} // namespace cs::app
