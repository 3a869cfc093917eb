// Prints how long the ranks of a multi-rank run take to open and compare, with the rank logs
// read one at a time and one per core (TraceReadOptions::parallelLogs), the speedup, and the
// per-rank throughput, from which the time on a machine with more cores can be projected.
// usage: bench_ranks RUN_DIR [--repeat N] [--threads N]
//        bench_ranks --make N SIZE_MB LOG OUT_DIR   (N rank logs of SIZE_MB each: LOG, plain or
//          compressed, repeated whole; scripts/bench/make_rank_logs.sh renumbers frames instead)
#include "core/ingest/runloader.h"
#include "core/ranks/rankcompare.h"
#include "core/util/bytesource.h"
#include "core/util/parallel.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>

#include <cmath>
#include <cstdio>
#include <thread>

namespace {

struct Timing {
    double load = 1e30, compare = 1e30, total = 1e30;
    size_t ranks = 0;
    bool agree = false;
};

Timing measure(const QString &dir, unsigned threads, int repeat)
{
    Timing best;
    for (int r = 0; r < repeat; ++r) {
        cs::TraceReadOptions options;
        options.parallelLogs = threads;
        QElapsedTimer t;
        t.start();
        const auto run = cs::loadRun({ dir }, options);
        const double load = t.nsecsElapsed() / 1e9;
        if (!run) {
            std::fprintf(stderr, "%s\n", qPrintable(run.error().toString()));
            std::exit(1);
        }
        const cs::ranks::RankAnalysis a = cs::ranks::analyseRanks(*run.value(), threads);
        const double total = t.nsecsElapsed() / 1e9;
        best.load = std::min(best.load, load);
        best.compare = std::min(best.compare, total - load);
        best.total = std::min(best.total, total);
        best.ranks = a.ranks.size();
        best.agree = a.agree();
    }
    return best;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    if (args.value(0) == QLatin1String("--make") && args.size() == 5) {
        const int n = args[1].toInt();
        const qint64 size = args[2].toLongLong() * 1000000;
        const auto src = cs::ByteSource::open(args[3]);
        if (!src || n <= 0 || size <= 0) {
            std::fprintf(stderr, "cannot read %s\n", qPrintable(args[3]));
            return 1;
        }
        QDir().mkpath(args[4]);
        const QByteArray one(src.value()->data(), static_cast<qsizetype>(src.value()->size()));
        for (int r = 0; r < n; ++r) {
            QFile f(QStringLiteral("%1/dedicated_log_torch_trace_rank_%2.log").arg(args[4]).arg(r));
            if (!f.open(QIODevice::WriteOnly))
                return 1;
            for (qint64 written = 0; written < size; written += one.size())
                f.write(one);
        }
        return 0;
    }
    int repeat = 2;
    unsigned threads = 0;
    if (const qsizetype i = args.indexOf(QStringLiteral("--repeat")); i >= 0 && i + 1 < args.size()) {
        repeat = args[i + 1].toInt();
        args.remove(i, 2);
    }
    if (const qsizetype i = args.indexOf(QStringLiteral("--threads")); i >= 0 && i + 1 < args.size()) {
        threads = args[i + 1].toUInt();
        args.remove(i, 2);
    }
    if (args.size() != 1) {
        std::fprintf(stderr, "usage: bench_ranks RUN_DIR [--repeat N] [--threads N]\n");
        return 2;
    }
    const QString dir = args.first();
    qint64 bytes = 0, largest = 0;
    int files = 0;
    for (const QFileInfo &f : QDir(dir).entryInfoList(QDir::Files)) {
        bytes += f.size();
        largest = std::max(largest, f.size());
        ++files;
    }
    const unsigned cores = cs::usableCores();
    std::printf("run: %s, %d file(s), %.1f MB on disk (largest %.1f MB), %u core(s)\n", qPrintable(dir), files,
        bytes / 1e6, largest / 1e6, cores);
    measure(dir, 0, 1); // warm the page cache: both modes then read from memory
    const Timing serial = measure(dir, 1, repeat);
    const Timing parallel = measure(dir, threads, repeat);
    auto line = [&](const char *name, const Timing &t) {
        std::printf("%-16s %zu ranks  load %7.3f s  compare %6.3f s  total %7.3f s  %7.1f MB/s  (%s)\n", name, t.ranks,
            t.load, t.compare, t.total, bytes / 1e6 / t.total, t.agree ? "agree" : "diverge");
    };
    line("one at a time", serial);
    line(threads ? "parallel (set)" : "one per core", parallel);
    const double perRank = bytes / 1e6 / serial.total; // MB/s of one core through load + compare
    std::printf("speedup %.2fx on %u core(s); per-rank throughput %.1f MB/s (one core)\n",
        serial.total / parallel.total, cores, perRank);
    for (unsigned c : { 4u, 8u, 16u }) {
        const double rounds = std::ceil(double(serial.ranks) / c);
        std::printf("projected on %2u cores: %.2f s (%.0f round(s) of the largest log at %.1f MB/s)\n", c,
            rounds * largest / 1e6 / perRank, rounds, perRank);
    }
    return 0;
}
