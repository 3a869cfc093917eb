// Prints how fast FX graph text (a post-grad graph, an AOT graph, a Dynamo graph as a trace
// payload holds it) is read into nodes and edges: MB/s and µs per node, the median of N reads.
// usage: bench_fxparse [-n N] FILE...   (each FILE the payload text of one graph)
#include "core/graph/fxgraph.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace cs;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    int reps = 7;
    if (args.size() >= 2 && args.first() == QLatin1String("-n")) {
        reps = std::max(1, args[1].toInt());
        args = args.mid(2);
    }
    if (args.isEmpty()) {
        std::fprintf(stderr, "usage: bench_fxparse [-n N] FILE...\n");
        return 2;
    }
    std::printf("%-48s %9s %7s %7s %9s %9s\n", "file", "bytes", "nodes", "edges", "median_ms", "MB/s");
    for (const QString &path : args) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "%s: cannot read\n", qPrintable(path));
            return 1;
        }
        const QByteArray text = f.readAll();
        std::vector<double> ms;
        size_t nodes = 0, edges = 0;
        for (int r = 0; r < reps; ++r) {
            QElapsedTimer t;
            t.start();
            const FxGraph g = parseFxGraph(std::string_view(text.constData(), size_t(text.size())));
            ms.push_back(t.nsecsElapsed() / 1e6);
            nodes = g.nodes.size();
            edges = g.edges.size();
        }
        std::sort(ms.begin(), ms.end());
        const double median = ms[ms.size() / 2];
        std::printf("%-48s %9lld %7zu %7zu %9.2f %9.1f\n", qPrintable(path.section(u'/', -1)),
            static_cast<long long>(text.size()), nodes, edges, median, text.size() / 1e3 / median);
    }
    return 0;
}
