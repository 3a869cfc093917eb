// compilescope: the GUI, or a headless subcommand when the first argument names one.
#include "cli/cli.h"
#include "gui/mainwindow.h"
#include "language.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QPainter>
#include <QSvgRenderer>
#include <QTimer>

namespace {

QString languageArgument(int argc, char **argv)
{
    for (int i = 1; i + 1 < argc; ++i)
        if (QByteArray(argv[i]) == "--language")
            return QString::fromLocal8Bit(argv[i + 1]);
    return {};
}

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

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication::setApplicationName(QStringLiteral("CompileScope"));
    QCoreApplication::setOrganizationName(QStringLiteral("CompileScope"));
    QCoreApplication::setApplicationVersion(QStringLiteral("0.1.0"));

    if (argc > 1 && cs::app::isCliCommand(QString::fromLocal8Bit(argv[1]))) {
        QCoreApplication app(argc, argv); // no display needed
        cs::app::installTranslations(app, languageArgument(argc, argv));
        return cs::app::runCli(app.arguments().mid(1));
    }

    QApplication app(argc, argv);
    QApplication::setWindowIcon(appIcon());
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Diagnose PyTorch torch.compile"));
    parser.addHelpOption();
    const QCommandLineOption language(
        QStringLiteral("language"), QStringLiteral("User-interface language (e.g. de)."), QStringLiteral("lang"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QStringLiteral("Save the window as PNG once loaded, then quit."), QStringLiteral("file"));
    const QCommandLineOption view(QStringLiteral("view"),
        QStringLiteral("View to show once loaded: details, breaks, recompiles, failures, guards, time, graph, kernels, inputs."),
        QStringLiteral("name"));
    const QCommandLineOption compile(QStringLiteral("compile"),
        QStringLiteral("Compile id to select once loaded (e.g. 0/1)."), QStringLiteral("id"));
    parser.addOption(view);
    parser.addOption(compile);
    parser.addOption(language);
    parser.addOption(screenshot);
    parser.addPositionalArgument(
        QStringLiteral("paths"), QStringLiteral("Trace files or folders to open."), QStringLiteral("[PATH...]"));
    parser.process(app);
    cs::app::installTranslations(app, parser.value(language));

    cs::app::MainWindow window;
    window.resize(1400, 860);
    window.show();
    const QString shot = parser.value(screenshot);
    if (!parser.positionalArguments().isEmpty()) {
        window.setInitialView(parser.value(view), parser.value(compile));
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
