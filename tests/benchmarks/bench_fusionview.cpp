// The Fusion view on a real run, in the main window (QT_QPA_PLATFORM=offscreen or Xvfb):
//   replay_s        buildFusionRun of the whole run (every graph), best of 3, as bench_fusion;
//   per graph:      its scheduler nodes and decisions, the stepper's own replay (snapshots)
//                   of its decisions, its Graphviz layout (off the UI thread), and stepping
//                   through every decision one at a time, each step followed by the event loop
//                   painting what changed (setPosition + posted events + paint): the mean and
//                   the longest step, i.e. the longest stall a user stepping with the arrow keys
//                   sees (max_at: at which position); set_max_ms: the longest setPosition alone
//                   (no painting); cpu_*: the
//                   same steps in the UI thread's CPU time (wall time on a loaded machine
//                   includes waiting for a core);
//   key_step_max_ms the same for 200 Right-arrow key presses sent to the view;
//   load_*:         opening the run with another tab shown (the Fusion view never opened): the
//                   wall time to runLoaded, then the CPU the process (all threads), the UI
//                   thread and its children (Graphviz of every view) spend from the open until
//                   3 s after runLoaded, and whether the fusion model was built; show_*: opening
//                   the Fusion tab then, until its graph is replayed and laid out, and the
//                   longest stall of the UI thread meanwhile (a 1 ms timer's longest gap).
//   open_steps:     the first 5 steps right after the Fusion view showed its first graph (as a
//                   user opening the view and pressing Right): wall ms of each, split into
//                   setPosition / the posted events with the painting, and the UI thread's CPU.
// usage: bench_fusionview RUN [--shots DIR] [--open-on-fusion]   (RUN: an unpacked run folder,
//        e.g. the corpus gpt2_train). --shots saves fusion-round1.png, fusion-end.png and
//        fusion-why.png of the window on the forward graph with the most decisions.
//        --open-on-fusion: the Fusion tab is shown while the run opens (as when the window
//        remembered it), so the load includes the replay and the layout.
#include "core/fusion/fusionbuilder.h"
#include "core/ingest/runloader.h"
#include "gui/findingstabs.h"
#include "gui/mainwindow.h"
#include "tests/benchmarks/freshsettings.h"
#include "viewers/widgets/fusionpane.h"
#include "viewers/widgets/fusionscene.h"
#include "viewers/widgets/graphitems.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QGraphicsView>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>

#include <sys/resource.h>

using namespace cs;
using namespace cs::app;
using namespace cs::viewers;

namespace {

void settle(int ms)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms)
        QApplication::processEvents(QEventLoop::AllEvents, 5);
}

// The UI thread's own CPU time in ms: what a step costs, whatever else the machine runs (wall
// time on a loaded machine also counts the time the thread waited for a core).
double cpuMs()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

// CPU time in ms of this process (all threads) and of its children that ended (Graphviz).
double processCpuMs(int who)
{
    rusage u {};
    getrusage(who, &u);
    return (u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

// Waits in an event loop (no busy wait) until `signal` or the timeout; true: the signal came.
template <typename Object, typename Signal> bool waitIdle(Object *sender, Signal signal, int timeoutMs)
{
    QEventLoop loop;
    QTimer::singleShot(timeoutMs, &loop, [&loop] { loop.exit(1); });
    QObject::connect(sender, signal, &loop, [&loop] { loop.exit(0); });
    return loop.exec() == 0;
}

// The longest stall of the UI thread: a 1 ms timer ticks while the event loop runs; the longest
// gap between two ticks (wall, and the thread's own CPU in it) is the longest time the UI did
// not answer.
struct StallMeter {
    QTimer timer;
    QElapsedTimer since;
    double cpuSince = 0, longestMs = 0, longestCpuMs = 0;

    void begin()
    {
        timer.setTimerType(Qt::PreciseTimer);
        timer.setInterval(1);
        QObject::connect(&timer, &QTimer::timeout, [this] { tick(); });
        since.start();
        cpuSince = cpuMs();
        timer.start();
    }
    void tick()
    {
        longestMs = std::max(longestMs, since.nsecsElapsed() / 1e6);
        const double cpu = cpuMs();
        longestCpuMs = std::max(longestCpuMs, cpu - cpuSince);
        since.start();
        cpuSince = cpu;
    }
    void end()
    {
        tick();
        timer.stop();
    }
};

template <typename Object, typename Signal> bool waitFor(Object *sender, Signal signal, int timeoutMs)
{
    QSignalSpy spy(sender, signal);
    QElapsedTimer t;
    t.start();
    while (spy.isEmpty() && t.elapsed() < timeoutMs)
        QApplication::processEvents(QEventLoop::AllEvents, 5);
    return !spy.isEmpty();
}

} // namespace

int main(int argc, char **argv)
{
    const FreshSettings settings;
    QApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.isEmpty()) {
        std::fprintf(stderr, "usage: bench_fusionview RUN [--shots DIR]\n");
        return 2;
    }
    const QString shots = args.indexOf(QStringLiteral("--shots")) > 0
        ? args.value(args.indexOf(QStringLiteral("--shots")) + 1)
        : QString();
    QElapsedTimer clock;
    {
        const auto run = loadRun({ args[0] });
        if (!run) {
            std::fprintf(stderr, "%s\n", qPrintable(run.error().toString()));
            return 1;
        }
        double best = 1e9;
        for (int r = 0; r < 3; ++r) {
            clock.start();
            const FusionRun fusion = buildFusionRun(*run.value());
            best = std::min(best, clock.nsecsElapsed() / 1e9);
        }
        std::printf("replay_s (buildFusionRun, all graphs, best of 3): %.3f\n", best);
    }

    MainWindow w;
    w.setQuiet(true);
    w.resize(1600, 1000);
    w.show();
    w.activateWindow(); // arrow keys are shortcuts of the active window
    (void)QTest::qWaitForWindowActive(&w);
    settle(200);
    auto *tabs = w.findChild<FindingsTabs *>();
    FusionPane *pane = tabs->fusionPane();
    const bool openOnFusion = args.contains(QStringLiteral("--open-on-fusion"));
    tabs->showView(openOnFusion ? QStringLiteral("fusion") : QStringLiteral("details"));
    QSignalSpy loaded(&w, &MainWindow::runLoaded);
    QSignalSpy laidOutOnLoad(pane, &FusionPane::graphLaidOut);
    const double cpu0 = processCpuMs(RUSAGE_SELF), children0 = processCpuMs(RUSAGE_CHILDREN), ui0 = cpuMs();
    clock.start();
    w.openPaths({ args[0] });
    if (!waitFor(&w, &MainWindow::runLoaded, 120000) && loaded.isEmpty())
        return 1;
    const double loadMs = clock.nsecsElapsed() / 1e6;
    {
        QEventLoop idle; // no busy wait: the UI thread's CPU is what the load costs it
        QTimer::singleShot(3000, &idle, &QEventLoop::quit);
        idle.exec();
    }
    std::printf(
        "load_ms (open to runLoaded; tab shown: %s): %.0f\n", qPrintable(tabs->currentWidget()->objectName()), loadMs);
    std::printf(
        "load_cpu_ms (open + 3 s): process %.0f, UI thread %.0f, children (Graphviz, all views) %.0f; fusion replayed: "
        "%s, laid out: %s\n",
        processCpuMs(RUSAGE_SELF) - cpu0, cpuMs() - ui0, processCpuMs(RUSAGE_CHILDREN) - children0,
        pane->fusionRun() ? "yes" : "no", laidOutOnLoad.isEmpty() ? "no" : "yes");
    clock.start();
    const double showUi0 = cpuMs();
    StallMeter meter;
    meter.begin();
    tabs->showView(QStringLiteral("fusion"));
    if (!pane->fusionRun() && !waitIdle(pane, &FusionPane::runReplayed, 120000))
        return 1;
    const double replayedMs = clock.nsecsElapsed() / 1e6;
    if (!pane->isLaidOut())
        waitIdle(pane, &FusionPane::graphLaidOut, 60000);
    const double laidOutMs = clock.nsecsElapsed() / 1e6, showCpu = cpuMs() - showUi0;
    meter.end();
    std::printf("show_ms (Fusion tab opened: replayed, laid out): %.0f, %.0f; UI thread CPU %.0f, its longest stall "
                "%.1f ms wall, %.1f ms CPU\n",
        replayedMs, laidOutMs, showCpu, meter.longestMs, meter.longestCpuMs);
    settle(300);
    {
        QString steps;
        for (int k = 1; k <= 5; ++k) {
            const double cpu0 = cpuMs();
            clock.start();
            pane->stepDecision(1);
            const double setMs = clock.nsecsElapsed() / 1e6;
            QApplication::sendPostedEvents();
            QApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
            steps += QStringLiteral(" %1 (%2 + %3, cpu %4)")
                         .arg(clock.nsecsElapsed() / 1e6, 0, 'f', 1)
                         .arg(setMs, 0, 'f', 1)
                         .arg(clock.nsecsElapsed() / 1e6 - setMs, 0, 'f', 1)
                         .arg(cpuMs() - cpu0, 0, 'f', 1);
        }
        std::printf("open_steps_ms (%s, first 5 steps after it was shown: wall (set + paint, UI cpu)):%s\n",
            qPrintable(pane->graph() ? pane->graph()->id : QString()), qPrintable(steps));
        pane->setPosition(0);
        settle(100);
    }

    std::printf("%-22s %6s %9s %10s %9s %12s %12s %6s %11s %11s %10s\n", "graph", "nodes", "decisions", "stepper_ms",
        "layout_s", "step_mean_ms", "step_max_ms", "max_at", "set_max_ms", "cpu_mean_ms", "cpu_max_ms");
    double worstStep = 0;
    const FusionGraph *shotGraph = nullptr;
    for (const FusionGraph &g : pane->fusionRun()->graphs) {
        clock.start();
        const FusionStepper stepper(g);
        const double stepperMs = clock.nsecsElapsed() / 1e6;
        clock.start();
        QSignalSpy laid(pane, &FusionPane::graphLaidOut);
        pane->showGraph(g.id);
        if (!pane->isLaidOut())
            waitFor(pane, &FusionPane::graphLaidOut, 60000);
        const double layoutS = clock.nsecsElapsed() / 1e9;
        settle(100);
        double total = 0, longest = 0, longestSet = 0, cpuTotal = 0, cpuLongest = 0;
        int longestAt = 0;
        const int positions = pane->stepper()->positions();
        QString first;
        for (int k = 1; k < positions; ++k) {
            const double cpu0 = cpuMs();
            clock.start();
            pane->setPosition(k);
            const double setMs = clock.nsecsElapsed() / 1e6;
            longestSet = std::max(longestSet, setMs);
            // What changed (the view, the list, the slider, the labels) drawn now: the event
            // loop paints the pending updates, as after a key press.
            QApplication::sendPostedEvents();
            const double postedMs = clock.nsecsElapsed() / 1e6;
            QApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
            const double ms = clock.nsecsElapsed() / 1e6, cpu = cpuMs() - cpu0;
            if (k <= 3)
                first += QStringLiteral(" %1:%2/%3/%4(cpu %5)")
                             .arg(k)
                             .arg(setMs, 0, 'f', 1)
                             .arg(postedMs - setMs, 0, 'f', 1)
                             .arg(ms - postedMs, 0, 'f', 1)
                             .arg(cpu, 0, 'f', 1);
            total += ms;
            if (ms > longest)
                longestAt = k;
            longest = std::max(longest, ms);
            cpuTotal += cpu;
            cpuLongest = std::max(cpuLongest, cpu);
        }
        std::printf("  first_steps after showGraph (k: set/posted+paint/rest ms, UI cpu):%s\n", qPrintable(first));
        worstStep = std::max(worstStep, longest);
        const double steps = std::max(1, positions - 1);
        std::printf("%-22s %6zu %9zu %10.2f %9.2f %12.2f %12.2f %6d %11.2f %11.2f %10.2f\n", qPrintable(g.id),
            g.nodes.size(), g.decisions.size(), stepperMs, layoutS, total / steps, longest, longestAt, longestSet,
            cpuTotal / steps, cpuLongest);
        std::fflush(stdout);
        if (g.part == QLatin1String("forward") && (!shotGraph || g.decisions.size() > shotGraph->decisions.size()))
            shotGraph = &g;
    }
    std::printf("step_max_ms (all graphs): %.2f\n", worstStep);

    // Arrow keys on the biggest graph, from the start: what the keyboard path costs.
    const FusionGraph *biggest = nullptr;
    for (const FusionGraph &g : pane->fusionRun()->graphs)
        if (!biggest || g.decisions.size() > biggest->decisions.size())
            biggest = &g;
    if (biggest) {
        pane->showGraph(biggest->id);
        if (!pane->isLaidOut())
            waitFor(pane, &FusionPane::graphLaidOut, 60000);
        pane->setPosition(0);
        pane->view()->setFocus();
        settle(100);
        double longest = 0;
        for (int i = 0; i < 200; ++i) {
            clock.start();
            QTest::keyClick(pane->view(), Qt::Key_Right);
            QApplication::sendPostedEvents();
            QApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
            longest = std::max(longest, clock.nsecsElapsed() / 1e6);
        }
        std::printf("key_step_max_ms (%s, 200 Right presses, now at %d): %.2f\n", qPrintable(biggest->id),
            pane->position(), longest);
    }

    if (!shots.isEmpty() && shotGraph) {
        QDir().mkpath(shots);
        pane->showGraph(shotGraph->id);
        if (!pane->isLaidOut())
            waitFor(pane, &FusionPane::graphLaidOut, 60000);
        const FusionRound &r1 = shotGraph->rounds.front();
        // Round 1, its 60th fusion (after the scan's rejections): merges under way, the current
        // decision outlined and in view.
        int position = r1.firstDecision, fuses = 0;
        while (position < r1.endDecision && fuses < 60)
            fuses += shotGraph->decisions[size_t(position++)].kind == FusionDecision::Kind::Fuse ? 1 : 0;
        pane->setPosition(position);
        pane->view()->resetTransform();
        pane->view()->scale(1.3, 1.3);
        pane->view()->centerOn(pane->scene()->currentRect().center());
        pane->tabs()->setCurrentIndex(0);
        settle(300);
        // The view has its size now: the decision's second node in the middle (the first may
        // be a fused node spread wide).
        const FusionDecision &made = shotGraph->decisions[size_t(position - 1)];
        const int shown = made.nodeB >= 0 && !shotGraph->fused[size_t(made.nodeB)].members.empty()
            ? shotGraph->fused[size_t(made.nodeB)].members.front()
            : -1;
        if (shown >= 0)
            pane->view()->centerOn(pane->scene()->boxOf(shown));
        settle(100);
        w.grab().save(shots + QStringLiteral("/fusion-round1.png"));
        pane->setPosition(pane->stepper()->positions() - 1);
        pane->view()->fitInView(pane->scene()->sceneRect(), Qt::KeepAspectRatio);
        pane->tabs()->setCurrentIndex(3); // the summary
        settle(300);
        w.grab().save(shots + QStringLiteral("/fusion-end.png"));
        // Why-not: the first rejection of the log, asked by the two nodes' names.
        for (const FusionDecision &d : shotGraph->decisions)
            if (d.kind == FusionDecision::Kind::Reject && !d.a.isEmpty()) {
                const QString a = d.a.section(u'_', 0, 0), b = d.b.section(u'_', 0, 0);
                pane->scene()->selectNodes({ shotGraph->nodeIndex.value(a), shotGraph->nodeIndex.value(b) });
                break;
            }
        pane->view()->resetTransform();
        pane->view()->scale(1.3, 1.3);
        const auto selected = pane->scene()->selectedItems();
        if (!selected.isEmpty())
            pane->view()->centerOn(selected.first());
        settle(300);
        w.grab().save(shots + QStringLiteral("/fusion-why.png"));
        std::printf("screenshots in %s\n", qPrintable(shots));
    }
    return 0;
}
