#include "cli/helptext.h"

#include "cli/clifail.h"
#include "core/analysis/kernelcounts.h"

#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <utility>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

constexpr int Width = 100; // columns of wrapped text
constexpr int OptionColumn = 26;
constexpr int ExitColumn = 9; // room for "128+N"

QString translated(const char *text)
{
    return text ? QCoreApplication::translate("cs::app::Cli", text) : QString();
}

// Terminal columns of a character: East Asian wide characters take two.
int columns(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) || (u >= 0xAC00 && u <= 0xD7A3)
            || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60)
        ? 2
        : 1;
}

// Wraps `text` to `width` columns after `indent` spaces, breaking at spaces or between wide
// (CJK) characters, which need no spaces between them.
QString wrapped(const QString &text, int indent, int width = Width)
{
    QString out, line;
    int lineCols = 0;
    auto flush = [&] {
        out += QString(indent, QLatin1Char(' ')) + line.trimmed() + QLatin1Char('\n');
        line.clear();
        lineCols = 0;
    };
    qsizetype i = 0;
    while (i < text.size()) {
        // The next unit: a run of narrow non-space characters, or one wide character.
        qsizetype j = i;
        int cols = 0;
        if (columns(text[i]) == 2) {
            cols = 2;
            j = i + 1;
            while (j < text.size() && columns(text[j]) == 1 && text[j].isPunct()) // keep "，" etc. with it
                ++j, ++cols;
        } else {
            while (j < text.size() && !text[j].isSpace() && columns(text[j]) == 1)
                ++j, ++cols;
        }
        const QString unit = text.mid(i, std::max<qsizetype>(j - i, 1));
        if (unit == QLatin1String(" ")) {
            if (lineCols > 0)
                line += QLatin1Char(' '), ++lineCols;
        } else {
            if (lineCols + cols > width - indent && lineCols > 0)
                flush();
            line += unit;
            lineCols += std::max(cols, 1);
        }
        i += std::max<qsizetype>(j - i, 1);
    }
    if (!line.trimmed().isEmpty())
        flush();
    return out;
}

int width(const QString &s)
{
    int n = 0;
    for (QChar c : s)
        n += columns(c);
    return n;
}

// "  --format json|dot|svg|png   export format", the help wrapped in its column.
QString optionLines(const QString &name, const QString &help, int column = OptionColumn)
{
    QString out = QStringLiteral("  ") + name;
    if (width(name) + 4 > column)
        return out + QLatin1Char('\n') + wrapped(help, column);
    out += QString(column - 2 - width(name), QLatin1Char(' '));
    return out + wrapped(help, column).mid(column);
}

QString optionName(const CliOption &o)
{
    return o.value ? QStringLiteral("%1 %2").arg(QLatin1String(o.name), QLatin1String(o.value))
                   : QString::fromLatin1(o.name);
}

// "usage: compilescope NAME ARGS" per synopsis line; a line that starts with a space continues
// the one before, aligned under its arguments.
QString usageLines(const QString &command, const char *usage)
{
    const QString label = Tr::tr("usage:");
    const QString head = QStringLiteral(" compilescope %1").arg(command);
    QString out;
    bool first = true;
    for (const QString &line : QString::fromLatin1(usage ? usage : "").split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1Char(' ')) && !first) {
            out += QString(width(label) + head.size() + 1, QLatin1Char(' ')) + line.trimmed() + QLatin1Char('\n');
            continue;
        }
        out += (first ? label : QString(width(label), QLatin1Char(' '))) + head
            + (line.isEmpty() ? QString() : QLatin1Char(' ') + line) + QLatin1Char('\n');
        first = false;
    }
    return out;
}

// The statuses every command shares; the gate status only where a command has a gate. A
// command's own words for a shared status (`own`, code -> text) join that status's line, so
// every status is listed once; its other statuses follow.
QString exitStatusText(bool gates, QList<std::pair<QString, QString>> own = {})
{
    auto line = [&](const QString &code, QString text) {
        for (qsizetype i = 0; i < own.size(); ++i)
            if (own[i].first == code) {
                text += QStringLiteral("; ") + own[i].second;
                own.remove(i--);
            }
        return optionLines(code, text, ExitColumn);
    };
    QString out = Tr::tr("Exit status:") + QLatin1Char('\n');
    out += line(QStringLiteral("0"), Tr::tr("success"));
    out += line(
        QStringLiteral("1"), Tr::tr("the input could not be read or analysed, or the command could not do its work"));
    out += line(QStringLiteral("2"), Tr::tr("usage error: unknown command or option, missing or bad argument"));
    if (gates)
        out += line(QStringLiteral("3"),
            Tr::tr("a gate tripped: a check the command was asked to make found a change or a regression"));
    for (const auto &[code, text] : own)
        out += optionLines(code, text, ExitColumn);
    return out;
}

int editDistance(const QString &a, const QString &b)
{
    QList<int> row(b.size() + 1);
    for (qsizetype j = 0; j <= b.size(); ++j)
        row[j] = static_cast<int>(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = static_cast<int>(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int up = row[j];
            row[j] = std::min({ row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1) });
            diagonal = up;
        }
    }
    return row[b.size()];
}

int help(const QStringList &args)
{
    if (args.isEmpty()) {
        cliOut() << globalHelpText() << Qt::flush;
        return ExitOk;
    }
    if (args.size() > 1 || args[0].startsWith(QLatin1Char('-')))
        return cliFail(Tr::tr("help: unexpected argument %1").arg(args.value(args.size() > 1 ? 1 : 0)), ExitUsage);
    const CliCommand *c = findCliCommand(args[0]);
    if (!c) {
        const QString near = closestCommand(args[0]);
        return cliFail(near.isEmpty() ? Tr::tr("help: unknown command %1").arg(args[0])
                                      : Tr::tr("help: unknown command %1 (did you mean %2?)").arg(args[0], near),
            ExitUsage);
    }
    cliOut() << commandHelpText(*c) << Qt::flush;
    return ExitOk;
}

} // namespace

QString closestCommand(const QString &word)
{
    QString best;
    int bestDistance = 3; // at most two edits away
    for (const CliCommand *c : cliCommands()) {
        const int d = editDistance(word.toLower(), QLatin1String(c->name));
        if (d < bestDistance) {
            bestDistance = d;
            best = QLatin1String(c->name);
        }
    }
    return best;
}

namespace {

// The kernel vocabulary (core/analysis/kernelcounts.h), where counts of kernels are printed.
QString kernelWordsText()
{
    QString out = Tr::tr("Kernel counts:") + QLatin1Char('\n');
    for (const QString &word : { KernelWords::distinctKernels(), KernelWords::launches(), KernelWords::fusionGroups(),
             KernelWords::graphNodes() })
        out += wrapped(word, 2);
    return out;
}

bool countsKernels(const CliCommand &c)
{
    for (const char *name : { "summary", "graph", "fusion", "report" })
        if (qstrcmp(c.name, name) == 0)
            return true;
    return false;
}

} // namespace

QString globalHelpText()
{
    QString out;
    QTextStream s(&out);
    const QString label = Tr::tr("usage:");
    s << label << " compilescope [--language LANG] COMMAND [OPTION...] [ARG...]\n";
    QString window = QStringLiteral("compilescope [--language LANG]");
    for (const CliOption &o : windowOptions())
        window += QStringLiteral(" [%1 %2]")
                      .arg(QLatin1String(o.name),
                          QByteArray(o.value).contains('|') ? QStringLiteral("NAME") : QString::fromLatin1(o.value));
    s << QString(width(label), QLatin1Char(' ')) << ' ' << window << " [PATH...]\n\n";
    s << wrapped(Tr::tr("CompileScope diagnoses PyTorch torch.compile. Without a command it opens the app window "
                        "(on the files or folders given); the commands below run without a display."),
        0);
    s << "\n" << Tr::tr("Commands:") << "\n";
    int nameWidth = 0;
    for (const CliCommand *c : cliCommands())
        nameWidth = std::max(nameWidth, static_cast<int>(qstrlen(c->name)));
    for (const CliCommand *c : cliCommands()) {
        const QString name = QString::fromLatin1(c->name);
        s << "  " << name << QString(nameWidth + 2 - name.size(), QLatin1Char(' '))
          << wrapped(translated(c->summary), nameWidth + 4).mid(nameWidth + 4);
    }
    s << "\n" << Tr::tr("Options before the command:") << "\n";
    for (const CliOption &o : globalOptions())
        s << optionLines(optionName(o), translated(o.help));
    s << optionLines(QStringLiteral("-h, --help"),
        Tr::tr("this text; `compilescope help COMMAND` or `compilescope COMMAND --help` shows a command's options"));
    s << optionLines(QStringLiteral("-v, --version"), Tr::tr("the same as `compilescope version`"));
    s << "\n" << Tr::tr("Options of the app window:") << "\n";
    for (const CliOption &o : windowOptions())
        s << optionLines(optionName(o), translated(o.help));
    s << "\n";
    s << wrapped(Tr::tr("PATH is a TORCH_TRACE log (plain, .gz or .zst), TORCH_LOGS text, a TORCH_COMPILE_DEBUG "
                        "folder, Inductor's output_code.py, a .pt2 archive, a profiler trace, or a folder of them (a "
                        "run folder, or one log per rank). Formats are recognised by content, never by name."),
        0);
    s << "\n";
    s << wrapped(Tr::tr("Output: text for people by default. With --json, every command writes one JSON document to "
                        "stdout whose \"schema\" field names its format (documented in the *_JSON.md files); JSON "
                        "is always English. Messages and progress go to stderr."),
        0);
    s << "\n" << kernelWordsText();
    s << "\n" << exitStatusText(true);
    return out;
}

QString commandHelpText(const CliCommand &c)
{
    QString out;
    QTextStream s(&out);
    s << usageLines(QString::fromLatin1(c.name), c.usage) << "\n";
    QString summary = translated(c.summary);
    if (!summary.isEmpty())
        summary[0] = summary[0].toUpper();
    s << wrapped(summary + (summary.endsWith(QLatin1Char('.')) ? QString() : QStringLiteral(".")), 0);
    if (c.description)
        s << "\n" << wrapped(translated(c.description), 0);
    if (countsKernels(c))
        s << "\n" << kernelWordsText();
    s << "\n" << Tr::tr("Options:") << "\n";
    for (const CliOption &o : c.options)
        s << optionLines(optionName(o), translated(o.help));
    s << optionLines(QStringLiteral("-h, --help"), Tr::tr("show this help"));
    s << optionLines(QStringLiteral("--language LANG"), Tr::tr("user-interface language (also before the command)"));
    QList<std::pair<QString, QString>> own;
    if (c.exitCodes)
        for (const QString &line : translated(c.exitCodes).split(QLatin1Char('\n')))
            own.append({ line.section(QLatin1Char(' '), 0, 0), line.section(QLatin1Char(' '), 1).trimmed() });
    s << "\n" << exitStatusText(false, own);
    return out;
}

const CliCommand helpCli {
    "help",
    QT_TRANSLATE_NOOP("cs::app::Cli", "this overview, or the options of one command"),
    "[COMMAND]",
    QT_TRANSLATE_NOOP("cs::app::Cli", "`compilescope help COMMAND` is the same as `compilescope COMMAND --help`."),
    {},
    "COMMAND",
    nullptr,
    help,
};

} // namespace cs::app
