#include "cli/cli.h"

#include "cli/clicommand.h"
#include "cli/clifail.h"
#include "cli/helptext.h"
#include "cli/versioncommand.h"
#include "language.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

bool isHelp(const QString &w)
{
    return w == QLatin1String("--help") || w == QLatin1String("-h");
}

bool isVersion(const QString &w)
{
    return w == QLatin1String("--version") || w == QLatin1String("-v");
}

// The words before `--`: options there belong to the command; after it, to a command line of
// the user's own (`record -- python train.py --help`).
QStringList ownWords(const QStringList &words)
{
    const qsizetype end = words.indexOf(QStringLiteral("--"));
    return end < 0 ? words : words.mid(0, end);
}

// `--language X` and `--language=X` may stand anywhere before `--`; they are taken out before
// the command sees its arguments.
struct Global {
    QString language;
    QStringList words;
    QString error;
};

Global takeGlobal(const QStringList &arguments)
{
    Global g;
    bool passThrough = false;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments[i];
        if (passThrough || a != QLatin1String("--language")) {
            if (!passThrough && a.startsWith(QLatin1String("--language=")))
                g.language = a.mid(11);
            else
                g.words << a;
            passThrough = passThrough || a == QLatin1String("--");
            continue;
        }
        if (i + 1 >= arguments.size() || arguments[i + 1].startsWith(QLatin1Char('-'))) {
            g.error = Tr::tr("--language needs a value, e.g. --language de");
            continue;
        }
        g.language = arguments[++i];
    }
    return g;
}

// Qt's own options of the window (QGuiApplication), with a value and without.
bool isQtOption(const QString &w, bool &takesValue)
{
    static const QStringList withValue { QStringLiteral("platform"), QStringLiteral("platformpluginpath"),
        QStringLiteral("platformtheme"), QStringLiteral("plugin"), QStringLiteral("qwindowgeometry"),
        QStringLiteral("geometry"), QStringLiteral("qwindowicon"), QStringLiteral("qwindowtitle"),
        QStringLiteral("session"), QStringLiteral("display"), QStringLiteral("name"), QStringLiteral("title"),
        QStringLiteral("visual"), QStringLiteral("style"), QStringLiteral("stylesheet") };
    static const QStringList flags { QStringLiteral("reverse"), QStringLiteral("widgetcount"), QStringLiteral("nograb"),
        QStringLiteral("dograb"), QStringLiteral("sync"), QStringLiteral("qmljsdebugger") };
    QString name = w.mid(w.startsWith(QLatin1String("--")) ? 2 : 1);
    const bool inlineValue = name.contains(QLatin1Char('='));
    name = name.section(QLatin1Char('='), 0, 0);
    takesValue = withValue.contains(name) && !inlineValue;
    return withValue.contains(name) || flags.contains(name);
}

const CliOption *windowOption(const QString &w)
{
    for (const CliOption &o : windowOptions())
        if (w == QLatin1String(o.name) || w.startsWith(QLatin1String(o.name) + QLatin1Char('=')))
            return &o;
    return nullptr;
}

bool looksLikePath(const QString &w)
{
    return QFileInfo::exists(w) || w.contains(QLatin1Char('/')) || w.contains(QLatin1Char('.'))
        || w.startsWith(QLatin1Char('~'));
}

// What window arguments (no command word first) amount to.
struct WindowCheck {
    enum Kind { Ok, Help, Version, UnknownOption, MissingValue, UnknownCommand, CommandAfterOptions } kind = Ok;
    QString word;
};

WindowCheck checkWindowWords(const QStringList &words)
{
    bool firstPositional = true;
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString &w = words[i];
        if (w == QLatin1String("--"))
            break; // only paths follow
        if (isHelp(w))
            return { WindowCheck::Help, w };
        if (isVersion(w))
            return { WindowCheck::Version, w };
        bool takesValue = false;
        if (w.startsWith(QLatin1Char('-')) && w != QLatin1String("-")) {
            if (const CliOption *o = windowOption(w))
                takesValue = o->value && !w.contains(QLatin1Char('='));
            else if (!isQtOption(w, takesValue))
                return { WindowCheck::UnknownOption, w };
            if (takesValue && ++i >= words.size())
                return { WindowCheck::MissingValue, w };
            continue;
        }
        if (firstPositional && findCliCommand(w))
            return { i == 0 ? WindowCheck::Ok : WindowCheck::CommandAfterOptions, w };
        if (firstPositional && !looksLikePath(w))
            return { WindowCheck::UnknownCommand, w };
        firstPositional = false;
    }
    return {};
}

int unknownWord(const WindowCheck &check)
{
    switch (check.kind) {
    case WindowCheck::UnknownOption:
        return cliFail(Tr::tr("unknown option %1 (`compilescope help` lists the commands and options)").arg(check.word),
            ExitUsage);
    case WindowCheck::MissingValue:
        return cliFail(Tr::tr("%1 needs a value").arg(check.word), ExitUsage);
    case WindowCheck::UnknownCommand: {
        const QString near = closestCommand(check.word);
        const QString hint = near.isEmpty() ? QString() : Tr::tr(" (did you mean %1?)").arg(near);
        return cliFail(
            Tr::tr("unknown command %1%2; `compilescope help` lists the commands").arg(check.word, hint), ExitUsage);
    }
    case WindowCheck::CommandAfterOptions:
        return cliFail(
            Tr::tr("%1 is a command: put it first, after --language only (compilescope %1 --help)").arg(check.word),
            ExitUsage);
    case WindowCheck::Ok:
    case WindowCheck::Help:
    case WindowCheck::Version:
        break;
    }
    return cliFail(Tr::tr("cannot open the window: there is no display (DISPLAY and WAYLAND_DISPLAY are not set). "
                          "The commands run without one, e.g. `compilescope summary PATH`; `compilescope help` lists "
                          "them."),
        ExitFailed);
}

int runCommand(const CliCommand &command, const QStringList &arguments)
{
    for (const QString &w : ownWords(arguments))
        if (isHelp(w)) {
            cliOut() << commandHelpText(command) << Qt::flush;
            return ExitOk;
        }
    int code = command.run(arguments);
    if (code == ExitUsage)
        cliErr() << Tr::tr("Run `compilescope %1 --help` for its options.").arg(QLatin1String(command.name))
                 << Qt::endl;
    // What went to stdout must have arrived (a full disk, a closed pipe): else the command failed.
    if (const QString failed = cliFinishStdout(); !failed.isEmpty() && code != ExitUsage)
        code = cliFail(failed, ExitFailed);
    return code;
}

} // namespace

Launch launchFor(const QStringList &arguments)
{
    const Global g = takeGlobal(arguments);
    if (!g.error.isEmpty())
        return Launch::Command;
    if (g.words.isEmpty())
        return Launch::Window;
    if (findCliCommand(g.words.first()))
        return Launch::Command;
    return checkWindowWords(g.words).kind == WindowCheck::Ok ? Launch::Window : Launch::Command;
}

bool displayAvailable(const QStringList &arguments)
{
#if defined(Q_OS_LINUX)
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        return true;
    for (const QString &a : arguments)
        if (a == QLatin1String("-platform") || a == QLatin1String("--platform")
            || a.startsWith(QLatin1String("-platform=")) || a.startsWith(QLatin1String("--platform=")))
            return true;
    return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
#else
    Q_UNUSED(arguments)
    return true;
#endif
}

int runCli(QCoreApplication &app, const QStringList &arguments)
{
    const Global g = takeGlobal(arguments);
    // JSON is for programs: the same on every machine, whatever the language.
    const QStringList own = ownWords(g.words);
    const bool json = own.contains(QStringLiteral("--json"))
        || (g.words.value(0) == QLatin1String("report") && own.indexOf(QStringLiteral("json")) > 0
            && own[own.indexOf(QStringLiteral("json")) - 1] == QLatin1String("--format"));
    installTranslations(app, json ? QStringLiteral("en") : g.language);
    if (!g.error.isEmpty())
        return cliFail(g.error, ExitUsage);
    const QString first = g.words.value(0);
    if (const CliCommand *command = findCliCommand(first))
        return runCommand(*command, g.words.mid(1));
    const WindowCheck check = checkWindowWords(g.words);
    if (check.kind == WindowCheck::Help) // `--help`, or `--help COMMAND`
        return runCommand(helpCli, isHelp(first) ? g.words.mid(1, 1) : QStringList());
    if (check.kind == WindowCheck::Version)
        return runCommand(versionCli, g.words.mid(1).filter(QStringLiteral("--json")));
    return unknownWord(check);
}

} // namespace cs::app
