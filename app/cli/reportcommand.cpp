#include "cli/reportcommand.h"

#include "cli/clifail.h"
#include "core/ingest/runloader.h"
#include "core/report/doc/reportbuilder.h"
#include "core/report/doc/reportwriters.h"
#include "core/report/exportsummary.h"
#include "core/storage/sqlite.h"
#include "core/util/outputfile.h"
#include "language.h"
#include "viewers/report/reportpdf.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>

#include <algorithm>

#include <cstdio>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

struct ReportArgs {
    QStringList paths;
    QString format, output, paper = QStringLiteral("a4");
    ReportOptions options;
    TraceReadOptions read;
};

// The format a file name asks for: its suffix.
QString formatOfName(const QString &file)
{
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (suffix == QLatin1String("htm") || suffix == QLatin1String("html"))
        return QStringLiteral("html");
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        return QStringLiteral("md");
    if (suffix == QLatin1String("pdf") || suffix == QLatin1String("json"))
        return suffix;
    return {};
}

bool parse(const QStringList &args, ReportArgs &out, QString &error)
{
    QStringList sectionWords;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        auto value = [&]() -> QString {
            if (i + 1 >= args.size()) {
                error = Tr::tr("report: %1 needs a value").arg(a);
                return {};
            }
            return args[++i];
        };
        if (a == QLatin1String("--format"))
            out.format = value();
        else if (a == QLatin1String("--json")) // as every command takes it: --format json
            out.format = QStringLiteral("json");
        else if (a == QLatin1String("-o"))
            out.output = value();
        else if (a == QLatin1String("--db"))
            out.options.profileDb = value();
        else if (a == QLatin1String("--compare"))
            out.options.compareWith = value();
        else if (a == QLatin1String("--ab"))
            out.options.abFolder = value();
        else if (a == QLatin1String("--min-effect")) {
            bool ok = false;
            const double pct = value().toDouble(&ok);
            if (error.isEmpty() && (!ok || pct < 0 || pct >= 100))
                error = Tr::tr("report: --min-effect takes a percentage from 0 to 100");
            out.options.minEffect = pct / 100;
        } else if (a == QLatin1String("--paper"))
            out.paper = value().toLower();
        else if (a == QLatin1String("--verify-checksums"))
            out.read.checksums = TraceReadOptions::Checksums::Always;
        else if (a == QLatin1String("--graphs")) {
            bool ok = false;
            out.options.maxGraphs = value().toInt(&ok);
            if (!ok || out.options.maxGraphs < 0)
                error = Tr::tr("report: --graphs needs a number of at least 0");
        } else if (a == QLatin1String("--sections")) {
            sectionWords += value().split(u',', Qt::SkipEmptyParts);
        } else if (a.startsWith(u'-') && a != QLatin1String("-"))
            error = Tr::tr("report: unknown option %1").arg(a);
        else
            out.paths << a;
        if (!error.isEmpty())
            return false;
    }
    // `--compare --format md`: the option was given no value.
    for (const auto &[option, v] :
        { std::pair { "--compare", out.options.compareWith }, { "--ab", out.options.abFolder } })
        if (v.startsWith(u'-')) {
            error = Tr::tr("report: %1 needs a value (a run, or an A/B folder), not the option %2")
                        .arg(QLatin1String(option), v);
            return false;
        }
    for (const QString &k : sectionWords) {
        const auto all = allReportSections();
        if (k.trimmed() == QLatin1String("extras")) { // the name of both before they were two
            out.options.sections.push_back(ReportSection::Compare);
            out.options.sections.push_back(ReportSection::Ab);
            continue;
        }
        const auto it
            = std::find_if(all.begin(), all.end(), [&](ReportSection s) { return reportSectionKey(s) == k.trimmed(); });
        if (it != all.end()) {
            out.options.sections.push_back(*it);
            continue;
        }
        QStringList names;
        for (ReportSection s : all)
            names << reportSectionKey(s);
        error = Tr::tr("report: unknown section %1 (sections: %2)").arg(k, names.join(QStringLiteral(", ")));
        return false;
    }
    if (out.format.isEmpty())
        out.format = out.output.isEmpty() ? QStringLiteral("html") : formatOfName(out.output);
    if (out.format.isEmpty())
        out.format = QStringLiteral("html");
    if (out.format == QLatin1String("markdown")) // the README's word for it
        out.format = QStringLiteral("md");
    const QStringList formats { QStringLiteral("html"), QStringLiteral("md"), QStringLiteral("pdf"),
        QStringLiteral("json") };
    if (!formats.contains(out.format))
        error = Tr::tr("report: --format takes html, md, pdf or json, not %1").arg(out.format);
    else if (out.paper != QLatin1String("a4") && out.paper != QLatin1String("letter"))
        error = Tr::tr("report: --paper takes a4 or letter");
    else if (out.paths.isEmpty())
        error = Tr::tr("report: give at least one trace file or folder");
    return error.isEmpty();
}

// Every file the report is made from: `-o` may name none of them.
QStringList reportInputs(const ReportArgs &a, const LoadedRun &run, const ReportData &data)
{
    QStringList inputs = a.paths;
    for (const LoadedRun::Input &f : run.files)
        inputs << f.path;
    inputs << data.readFiles; // run B's traces (--compare)
    if (!a.options.profileDb.isEmpty())
        inputs << sql::databaseFiles(a.options.profileDb);
    inputs << a.options.compareWith;
    if (!a.options.abFolder.isEmpty()) {
        // Every file of the A/B folder, however deep: its probe outputs, traces and notes.
        inputs << a.options.abFolder;
        QDirIterator it(a.options.abFolder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext())
            inputs << it.next();
    }
    return inputs;
}

constexpr CliOption ReportOptionsList[] = {
    { "--format", "html|md|pdf|json",
        QT_TRANSLATE_NOOP("cs::app::Cli", "report format (default: from the -o suffix, else html)") },
    { "--json", nullptr, QT_TRANSLATE_NOOP("cs::app::Cli", "the same as --format json") },
    { "-o", "FILE", QT_TRANSLATE_NOOP("cs::app::Cli", "write to FILE instead of stdout (needed for pdf)") },
    { "--db", "FILE", QT_TRANSLATE_NOOP("cs::app::Cli", "profile database: measured kernel times and their history") },
    { "--compare", "B",
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "add the comparison with run B (anything `diff` opens; this run is A), as `compilescope diff` finds it") },
    { "--ab", "DIR",
        QT_TRANSLATE_NOOP("cs::app::Cli", "add the verdicts of an A/B folder, as `compilescope ab` finds them") },
    { "--min-effect", "PERCENT",
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "with --compare: time differences below this share of A's median are not called (default 2)") },
    { "--sections", "LIST",
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "only these sections, comma-separated: fix_first, identity, compiles, graph_breaks, recompiles, "
            "failures, fusion, kernels, runtime, graphs, ranks, compare, ab") },
    { "--graphs", "N", QT_TRANSLATE_NOOP("cs::app::Cli", "key graphs drawn (default 3; 0: none)") },
    { "--paper", "a4|letter", QT_TRANSLATE_NOOP("cs::app::Cli", "PDF paper size (default a4)") },
    { "--verify-checksums", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "check every payload's MD5 (done anyway for logs up to 256 MiB)") },
};

} // namespace

const CliCommand reportCli {
    "report",
    QT_TRANSLATE_NOOP(
        "cs::app::Cli", "a diagnosis report to attach to a bug or a pull request: HTML, Markdown, PDF, JSON"),
    "PATH... [--compare B] [--ab DIR] [--format html|md|pdf|json] [-o FILE] [--db FILE] [--sections LIST]\n"
    " [--graphs N] [--min-effect PERCENT] [--paper a4|letter] [--verify-checksums]",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "What to fix first, the run's versions, compiles and their phases, graph breaks, recompiles, failures, "
        "fusion, measured kernels and the key graphs, with --compare the comparison with another run and with --ab "
        "the verdicts of an A/B, in one file that stands alone: HTML with inline CSS and SVG and no script, Markdown "
        "that fits a pull-request comment, PDF, or the JSON twin (REPORT_JSON.md). Text follows --language; JSON "
        "stays English."),
    ReportOptionsList,
    "PATH",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "0  the report was written\n"
        "1  the run could not be read, the report could not be written, or the run of --compare, the folder of "
        "--ab or an exported program could not be read whole (the report is still written, with a note saying so)"),
    reportCommand,
};

bool reportNeedsGui(const QStringList &arguments)
{
    const qsizetype command = arguments.indexOf(QLatin1String(reportCli.name));
    if (command < 0)
        return false;
    for (qsizetype i = command + 1; i + 1 < arguments.size(); ++i)
        if ((arguments[i] == QLatin1String("--format") && arguments[i + 1] == QLatin1String("pdf"))
            || (arguments[i] == QLatin1String("-o") && formatOfName(arguments[i + 1]) == QLatin1String("pdf")))
            return true;
    return false;
}

int reportCommand(const QStringList &args)
{
    ReportArgs a;
    QString error;
    if (!parse(args, a, error))
        return cliFail(error, ExitUsage);
    if (a.format == QLatin1String("pdf") && (a.output.isEmpty() || a.output == QLatin1String("-")))
        return cliFail(Tr::tr("report: a PDF report needs -o FILE"), ExitUsage);
    if (a.format == QLatin1String("pdf") && !qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return cliFail(Tr::tr("report: PDF needs the Qt GUI library, which this process did not start"));
    const auto run = loadRun(a.paths, a.read);
    if (!run)
        return cliFail(run.error().toString());
    cliKeepUntilExit(run.value());
    ReportData data = buildReport(*run.value(), a.options);
    data.language = installedLanguage(); // the catalog loaded, never the locale's "C"
    QByteArray bytes;
    if (a.format == QLatin1String("json")) {
        bytes = reportJson(data);
    } else {
        const ReportDocument doc = buildReportDocument(data);
        if (a.format == QLatin1String("html"))
            bytes = reportHtml(doc);
        else if (a.format == QLatin1String("md"))
            bytes = reportMarkdown(doc).toUtf8();
        else {
            const auto pdf
                = viewers::reportPdf(doc, a.paper == QLatin1String("letter") ? QPageSize::Letter : QPageSize::A4);
            if (!pdf)
                return cliFail(pdf.error().toString());
            bytes = pdf.value();
        }
    }
    for (const QString &n : data.notes)
        std::fprintf(stderr, "compilescope: %s\n", qPrintable(cliText(n)));
    // Written, and not complete: an input B or A/B folder not read, or an exported program read
    // only in part (its note above), as summary and graph --list answer it.
    const int status = data.unreadable.isEmpty() && incompletePrograms(*run.value()).isEmpty() ? ExitOk : ExitFailed;
    if (a.output.isEmpty() || a.output == QLatin1String("-")) {
        std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
        return status;
    }
    if (const Status written = writeOutputFile(a.output, bytes, reportInputs(a, *run.value(), data)); !written)
        return cliFail(Tr::tr("cannot write %1: %2").arg(a.output, written.error().message));
    return status;
}

} // namespace cs::app
