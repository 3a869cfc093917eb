// Ctrl+K ("go to anything") on real runs: how long the index takes to build (off the UI thread,
// with the longest UI stall meanwhile), how long the popup takes to open with its first results,
// and how long each keystroke's query takes, over the whole index (graph nodes included).
//   bench_goto PATH...    one run per path (a trace log or a run folder)
// QT_QPA_PLATFORM=offscreen is fine.
#include "gui/gotodialog.h"
#include "gui/mainwindow.h"
#include "gui/navigator.h"
#include "tests/benchmarks/freshsettings.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLineEdit>
#include <QScreen>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace cs::app;

namespace {

// The longest gap between ticks of a 2 ms timer on the UI thread, while `until` is false.
template <typename Until> double longestStallMs(Until until, int timeoutMs)
{
    QElapsedTimer clock, gap;
    clock.start();
    gap.start();
    double longest = 0;
    QTimer tick;
    tick.setInterval(2);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        longest = std::max(longest, gap.nsecsElapsed() / 1e6);
        gap.restart();
    });
    tick.start();
    while (!until() && clock.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    return longest;
}

} // namespace

int main(int argc, char **argv)
{
    const FreshSettings settings;
    QApplication app(argc, argv);
    const QStringList paths = app.arguments().mid(1);
    if (paths.isEmpty()) {
        std::fprintf(stderr, "usage: bench_goto PATH...\n");
        return 2;
    }
    std::printf("%-28s %8s %9s %9s %9s %9s %9s %9s\n", "run", "entries", "index ms", "+graphs", "stall ms", "open ms",
        "query ms", "key ms");
    for (const QString &path : paths) {
        MainWindow w;
        w.setQuiet(true);
        w.resize(1400, 900);
        w.show();
        QSignalSpy loaded(&w, &MainWindow::runLoaded);
        w.openPaths({ path });
        if (!loaded.wait(300000)) {
            std::printf("%s: did not load\n", qPrintable(path));
            continue;
        }
        Navigator *nav = w.navigator();
        QElapsedTimer clock;
        clock.start();
        double baseMs = -1;
        QObject::connect(nav, &Navigator::gotoIndexReady, [&](bool graphs) {
            if (!graphs && baseMs < 0)
                baseMs = clock.nsecsElapsed() / 1e6;
        });
        const double stall = longestStallMs([&] { return nav->gotoIndex() && nav->gotoIndex()->hasGraphs(); }, 600000);
        const double fullMs = clock.nsecsElapsed() / 1e6;
        const auto index = nav->gotoIndex();
        if (!index) {
            std::printf("%s: no index\n", qPrintable(path));
            continue;
        }
        // Opening: from the shortcut to the popup shown with its first results, painted.
        GotoDialog *dialog = nav->gotoDialog();
        double openMs = 0;
        for (int i = 0; i < 5; ++i) {
            dialog->hide();
            QCoreApplication::processEvents();
            QElapsedTimer t;
            t.start();
            nav->openGoto();
            dialog->repaint();
            QCoreApplication::processEvents();
            openMs = std::max(openMs, t.nsecsElapsed() / 1e6);
        }
        // Queries over the whole index: the slowest of a few typical ones.
        const QStringList queries { QStringLiteral("0/0"), QStringLiteral("add"), QStringLiteral("mm"),
            QStringLiteral("triton_per"), QStringLiteral("py:1"), QStringLiteral("layer 12"), QStringLiteral("fsdrmzq"),
            QStringLiteral("attn"), QStringLiteral("convert_element_type") };
        double queryMs = 0;
        for (const QString &q : queries) {
            QElapsedTimer t;
            t.start();
            const auto matches = index->query(q);
            queryMs = std::max(queryMs, t.nsecsElapsed() / 1e6);
            if (qEnvironmentVariableIsSet("CS_BENCH_VERBOSE"))
                std::printf("  query %-22s %8.2f ms, %lld shown\n", qPrintable(q), t.nsecsElapsed() / 1e6,
                    static_cast<long long>(matches.size()));
        }
        // Typing into the popup, one key at a time: the slowest keystroke (query + list update + paint).
        double keyMs = 0;
        dialog->setQuery({});
        for (const QChar c : QStringLiteral("triton_poi_fused")) {
            QElapsedTimer t;
            t.start();
            QTest::keyClick(dialog->field(), c.toLatin1());
            dialog->repaint();
            keyMs = std::max(keyMs, t.nsecsElapsed() / 1e6);
        }
        // CS_SHOTS_DIR: the popup over the window, for a person to look at (run under Xvfb).
        if (const QString shots = qEnvironmentVariable("CS_SHOTS_DIR"); !shots.isEmpty()) {
            dialog->setQuery(QStringLiteral("attn 12"));
            QTest::qWait(300);
            QGuiApplication::primaryScreen()->grabWindow(0).save(
                shots + QStringLiteral("/goto-") + QFileInfo(path).completeBaseName() + QStringLiteral(".png"));
        }
        dialog->hide();
        const QString name = path.section(u'/', -1).isEmpty() ? path.section(u'/', -2) : path.section(u'/', -1);
        std::printf("%-28s %8zu %9.1f %9.1f %9.1f %9.1f %9.2f %9.1f\n", qPrintable(name.left(28)), index->size(),
            baseMs, fullMs, stall, openMs, queryMs, keyMs);
        std::fflush(stdout);
    }
    return 0;
}
