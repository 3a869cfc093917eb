// compilescope: the app window, or a headless command when the words after the program name
// name one (cli/cli.h decides, before anything needs a display).
#include "cli/cli.h"
#include "cli/clicommand.h"
#include "cli/reportcommand.h"
#include "core/util/versions.h"
#include "gui/mainwindow.h"
#include "gui/settings.h"
#include "language.h"
#include "viewers/displaytext.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QPainter>
#include <QSvgRenderer>
#include <QTimer>

#include <cstdio>

namespace {

// The icon is drawn from its SVG at the sizes window managers ask for.
QIcon appIcon()
{
    QSvgRenderer svg(QStringLiteral(":/icons/compilescope.svg"));
    QIcon icon;
    for (int size : { 16, 32, 48, 64, 128, 256 }) {
        QPixmap pm(size, size);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        svg.render(&p);
        icon.addPixmap(pm);
    }
    return icon;
}

QStringList rawArguments(int argc, char **argv)
{
    QStringList out;
    for (int i = 1; i < argc; ++i)
        out << QString::fromLocal8Bit(argv[i]);
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication::setApplicationName(QStringLiteral("CompileScope"));
    QCoreApplication::setOrganizationName(QStringLiteral("CompileScope"));
    QCoreApplication::setApplicationVersion(cs::BuildVersions::compileScope());

    const QStringList arguments = rawArguments(argc, argv);
    const bool command = cs::app::launchFor(arguments) == cs::app::Launch::Command;
    if (command && cs::app::reportNeedsGui(arguments)) {
        // PDF pages need fonts and a paint engine: Qt GUI, on the offscreen platform (no display).
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QGuiApplication app(argc, argv);
        return cs::app::runCli(app, app.arguments().mid(1));
    }
    if (command || !cs::app::displayAvailable(arguments)) {
        QCoreApplication app(argc, argv); // no display needed
        return cs::app::runCli(app, app.arguments().mid(1));
    }

    QApplication app(argc, argv);
    QApplication::setWindowIcon(appIcon());
    // The words were checked by launchFor(); Qt's own options (-platform, -style...) are gone.
    QCommandLineParser parser;
    QList<QCommandLineOption> options;
    for (const cs::app::CliOption &o : cs::app::windowOptions())
        options.append(QCommandLineOption(QString::fromLatin1(o.name).mid(2), QString(), QStringLiteral("value")));
    const QCommandLineOption language(QStringLiteral("language"), QString(), QStringLiteral("lang"));
    parser.addOptions(options);
    parser.addOption(language);
    parser.addPositionalArgument(QStringLiteral("paths"), QString());
    parser.process(app);
    // --language wins over the language chosen in Preferences, which wins over the locale.
    cs::app::installTranslations(
        app, parser.isSet(language) ? parser.value(language) : cs::app::Settings().value(cs::app::keys::Language));
    auto value = [&](const char *name) { return parser.value(QString::fromLatin1(name).mid(2)); };

    cs::app::MainWindow window;
    const QString view = value("--view");
    if (!view.isEmpty() && !window.viewNames().contains(view)) {
        // A misspelt view would open on another one and, with --screenshot, save the wrong picture.
        std::fprintf(stderr, "%s\n",
            qPrintable(QCoreApplication::translate("cs::app::Cli", "compilescope: no view %1; the views are: %2")
                           .arg(cs::viewers::DisplayText::line(view), window.viewNames().join(QStringLiteral(", ")))));
        return 2;
    }
    window.restoreSettings(); // size, docks, splitters, theme; a first start gets a size from the font
    window.show();
    const QString shot = value("--screenshot");
    if (!parser.positionalArguments().isEmpty()) {
        window.setInitialView(value("--view"), value("--compile"));
        if (!shot.isEmpty())
            window.setScreenshotOnLoad(shot);
        window.openPaths(parser.positionalArguments());
    } else if (!shot.isEmpty()) {
        QTimer::singleShot(300, &window, [&window, shot] {
            window.saveScreenshot(shot);
            QApplication::quit();
        });
    }
    return app.exec();
}
