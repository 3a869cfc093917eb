// Prints how long the fusion replay of every graph of a run takes, and what a stepper needs
// per decision. replay_s: buildFusionRun (segmenting the fusion logs, reading the IR files,
// replaying every graph, matching kernels and provenance); fusion_log_s: reading the fusion
// record out of the text logs alone (part of loading the run); load_s: loading the whole run
// (trace, text logs, debug folders) for context. step_max_us: the longest state query over
// every position of the graph with the most decisions.
// usage: bench_fusion PATH [REPEAT]   (PATH: an unpacked run folder, e.g. the corpus gpt2_train)
#include "core/fusion/fusionbuilder.h"
#include "core/fusion/fusionstepper.h"
#include "core/ingest/runloader.h"
#include "core/ingest/torchlogs/fusionlogreader.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>

using namespace cs;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.isEmpty()) {
        std::fprintf(stderr, "usage: bench_fusion PATH [REPEAT]\n");
        return 2;
    }
    const int repeat = std::max(1, args.value(1, QStringLiteral("5")).toInt());
    QElapsedTimer clock;
    clock.start();
    const auto run = loadRun({ args[0] });
    if (!run) {
        std::fprintf(stderr, "%s\n", qPrintable(run.error().toString()));
        return 1;
    }
    const double loadS = clock.nsecsElapsed() / 1e9;
    double logS = 1e9;
    for (int r = 0; r < repeat; ++r)
        for (const auto &log : run.value()->fusionLogs) {
            clock.restart();
            const auto again = FusionLogReader::read(log->path);
            logS = std::min(logS, clock.nsecsElapsed() / 1e9);
            if (!again)
                return 1;
        }
    double best = 1e9, worst = 0;
    FusionRun fusion;
    for (int r = 0; r < repeat; ++r) {
        clock.restart();
        fusion = buildFusionRun(*run.value());
        const double s = clock.nsecsElapsed() / 1e9;
        best = std::min(best, s);
        worst = std::max(worst, s);
    }
    size_t nodes = 0, decisions = 0, finals = 0;
    const FusionGraph *biggest = nullptr;
    for (const FusionGraph &g : fusion.graphs) {
        nodes += g.nodes.size();
        decisions += g.decisions.size();
        finals += g.finals.size();
        if (!biggest || g.decisions.size() > biggest->decisions.size())
            biggest = &g;
    }
    qint64 stepMax = 0, stepTotal = 0;
    int positions = 0;
    if (biggest) {
        FusionStepper stepper(*biggest);
        positions = stepper.positions();
        for (int k = 0; k < positions; ++k) {
            clock.restart();
            const auto nodesAt = stepper.nodesAt(k);
            const qint64 ns = clock.nsecsElapsed();
            stepMax = std::max(stepMax, ns);
            stepTotal += ns;
            if (nodesAt.empty())
                return 1;
        }
    }
    std::printf("%-28s %6s %7s %9s %7s %8s %12s %12s %13s %12s\n", "run", "graphs", "nodes", "decisions", "finals",
        "load_s", "fusion_log_s", "replay_s", "replay_max_s", "step_max_us");
    std::printf("%-28s %6zu %7zu %9zu %7zu %8.3f %12.3f %12.3f %13.3f %12.1f\n",
        qPrintable(args[0].section(u'/', -1, -1).isEmpty() ? args[0] : args[0].section(u'/', -1, -1)),
        fusion.graphs.size(), nodes, decisions, finals, loadS, logS, best, worst, stepMax / 1e3);
    if (biggest)
        std::printf("stepper on %s: %d positions, mean %.1f us per state query\n", qPrintable(biggest->id), positions,
            positions ? stepTotal / 1e3 / positions : 0.0);
    return 0;
}
