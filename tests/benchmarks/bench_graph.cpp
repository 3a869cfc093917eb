// Prints how fast the graph view gets to a navigable view, and the longest UI stall while it
// does: load the run, list and extract the graph, collapse it, lay it out (Graphviz in its
// own process) and build the scene, with a 2 ms timer measuring the event loop's gaps from
// opening the run to the graph on screen (stall_ms: the longest the UI could not react).
// usage: bench_graph PATH GRAPH_ID [PATH GRAPH_ID]...   (QT_QPA_PLATFORM=offscreen is fine)
#include "core/graph/graphcatalog.h"
#include "core/ingest/runloader.h"
#include "viewers/widgets/graphpane.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace cs;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() < 2 || args.size() % 2) {
        std::fprintf(stderr, "usage: bench_graph PATH GRAPH_ID [PATH GRAPH_ID]...\n");
        return 2;
    }
    std::printf("%-40s %-24s %7s %7s %7s %8s %9s %9s\n", "run", "graph", "nodes", "boxes", "load_s", "extract_s",
        "view_s", "stall_ms");
    for (qsizetype i = 0; i < args.size(); i += 2) {
        QElapsedTimer clock;
        clock.start();
        const auto run = loadRun({ args[i] });
        if (!run) {
            std::fprintf(stderr, "%s\n", qPrintable(run.error().toString()));
            return 1;
        }
        const double loadS = clock.elapsed() / 1000.0;
        viewers::GraphPane pane;
        pane.resize(1400, 900);
        pane.show();
        QElapsedTimer extract;
        extract.start();
        const auto graphs = listGraphs(*run.value()); // what setRun does in the background
        const double extractS = extract.elapsed() / 1000.0;
        qint64 last = clock.elapsed(), stall = 0;
        QTimer tick;
        QObject::connect(&tick, &QTimer::timeout, [&] {
            const qint64 now = clock.elapsed();
            stall = std::max(stall, now - last);
            last = now;
        });
        // From opening the run to the requested graph laid out and drawn, all on the event loop.
        QEventLoop listed, loop;
        QObject::connect(&pane, &viewers::GraphPane::graphsListed, &listed, &QEventLoop::quit);
        QElapsedTimer view;
        view.start();
        tick.start(2);
        last = clock.elapsed();
        pane.setRun(run.value());
        listed.exec();
        QObject::connect(&pane, &viewers::GraphPane::layoutReady, &loop, &QEventLoop::quit);
        QObject::connect(&pane, &viewers::GraphPane::layoutFailed, &loop, &QEventLoop::quit);
        pane.showGraph(args[i + 1]);
        loop.exec();
        const double viewS = view.elapsed() / 1000.0;
        tick.stop();
        std::printf("%-40s %-24s %7zu %7d %7.2f %8.2f %9.2f %9lld\n", qPrintable(args[i].section(u'/', -1)),
            qPrintable(args[i + 1]), pane.graph().nodes.size(), pane.boxCount(), loadS, extractS, viewS,
            static_cast<long long>(stall));
    }
    return 0;
}
