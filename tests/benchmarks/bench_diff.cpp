// Prints how long `diff` takes on pairs of runs, and the memory it holds beyond opening both:
// each side opened (read, indexed, explained), then compared (compiles, graphs, kernels), then
// the text report; heap measured after opening both and at the end of the comparison.
// usage: bench_diff A B [A B ...] [--repeat N]
// Targets (issue 16): two gpt2_train-sized runs ≤ 1 s; two 1 GB logs ≤ 3 s, with no more memory
// than opening both (scripts/bench/make_big_trace.py makes big logs).
#include "core/diff/difftext.h"
#include "core/diff/rundiff.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstdio>

#include <sys/resource.h>

namespace {

// Resident anonymous memory (heap) in KiB: what the process holds beyond file mappings.
long statusKiB(const char *key)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray k(key);
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(k))
            return line.mid(k.size()).trimmed().split(' ').first().toLong();
    return -1;
}

long rssAnonKiB()
{
    return statusKiB("RssAnon:");
}

// Resets the peak resident size (VmHWM) to the current one (Linux: clear_refs 5).
void resetPeak()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly))
        f.write("5");
}

// CPU seconds of every thread of the process so far (user + system): steadier than the wall
// clock on a busy machine.
double cpuSeconds()
{
    rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec)
        + static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

double seconds(const QElapsedTimer &t)
{
    return static_cast<double>(t.nsecsElapsed()) / 1e9;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    int repeat = 3;
    if (const qsizetype i = args.indexOf(QStringLiteral("--repeat")); i >= 0 && i + 1 < args.size()) {
        repeat = std::max(1, args[i + 1].toInt());
        args.remove(i, 2);
    }
    if (args.isEmpty() || args.size() % 2 != 0) {
        std::fprintf(stderr, "usage: bench_diff A B [A B ...] [--repeat N]\n");
        return 2;
    }
    // heap open: heap held by both opened sides; diff +heap: heap the result keeps; diff peak +:
    // the most resident memory (heap and file pages touched) above opening both, during the diff.
    std::printf("%-28s %-28s %9s %8s %8s %8s %8s %8s %10s %10s %11s\n", "A", "B", "MB", "open s", "diff s", "diff cpu",
        "text s", "total s", "heap open", "diff +heap", "diff peak +");
    for (qsizetype p = 0; p + 1 < args.size(); p += 2) {
        double bestOpen = 1e30, bestDiff = 1e30, bestText = 1e30, bestTotal = 1e30, bestCpu = 1e30;
        long heapOpen = 0, heapExtra = 0, heapPeak = 0;
        qint64 bytes = 0;
        int changes = 0;
        for (int r = 0; r < repeat; ++r) {
            const long before = rssAnonKiB();
            QElapsedTimer t;
            t.start();
            const auto [a, b] = cs::diff::openDiffInputs(args[p], args[p + 1]);
            const double open = seconds(t);
            if (!a.readable() || !b.readable()) {
                std::fprintf(stderr, "%s\n", qPrintable(a.readable() ? b.problem : a.problem));
                return 1;
            }
            const long opened = rssAnonKiB();
            const long rssOpened = statusKiB("VmRSS:");
            resetPeak();
            QElapsedTimer d;
            d.start();
            const double cpu0 = cpuSeconds();
            const cs::diff::RunDiff diff = cs::diff::diffRuns(a, b);
            const double compare = seconds(d);
            bestCpu = std::min(bestCpu, cpuSeconds() - cpu0);
            const long compared = rssAnonKiB();
            heapPeak = std::max(heapPeak, statusKiB("VmHWM:") - rssOpened);
            QElapsedTimer x;
            x.start();
            const QString text = cs::diff::formatDiffText(diff, false);
            const double format = seconds(x);
            bestOpen = std::min(bestOpen, open);
            bestDiff = std::min(bestDiff, compare);
            bestText = std::min(bestText, format);
            bestTotal = std::min(bestTotal, seconds(t));
            heapOpen = std::max(heapOpen, opened - before);
            heapExtra = std::max(heapExtra, compared - opened);
            const cs::diff::DiffCounts c = diff.counts();
            changes = c.compilesChanged + c.compilesOnlyA + c.compilesOnlyB + c.kernelsChanged + c.kernelsOnlyA
                + c.kernelsOnlyB;
            bytes = 0;
            for (const cs::diff::DiffInput *in : { &a, &b })
                for (const auto &log : in->run->logs)
                    bytes += static_cast<qint64>(log->source->size());
            Q_UNUSED(text);
        }
        std::printf(
            "%-28s %-28s %9.1f %8.3f %8.3f %8.3f %8.3f %8.3f %6ld MiB %6ld MiB %7ld MiB  (%d compile/kernel changes)\n",
            qPrintable(QFileInfo(args[p]).fileName().left(28)), qPrintable(QFileInfo(args[p + 1]).fileName().left(28)),
            static_cast<double>(bytes) / 1e6, bestOpen, bestDiff, bestCpu, bestText, bestTotal, heapOpen / 1024,
            heapExtra / 1024, heapPeak / 1024, changes);
    }
    return 0;
}
