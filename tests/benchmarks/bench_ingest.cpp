// Prints ingestion throughput and memory for trace logs: index (record boundaries +
// envelopes), with and without payload checksums, then the compile overview.
// usage: bench_ingest FILE... [--repeat N]
#include "core/analysis/compileoverview.h"
#include "core/ingest/trace/tracereader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <cstdio>

namespace {

// Resident anonymous memory (heap), i.e. what the process holds beyond the file mapping.
long rssAnonKiB()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("RssAnon:"))
            return line.mid(8).trimmed().split(' ').first().toLong();
    return -1;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList files = app.arguments().mid(1);
    int repeat = 3;
    if (const qsizetype i = files.indexOf(QStringLiteral("--repeat")); i >= 0 && i + 1 < files.size()) {
        repeat = files[i + 1].toInt();
        files.remove(i, 2);
    }
    for (const QString &path : files) {
        for (const bool verify : {false, true}) {
            double best = 1e30;
            size_t records = 0, bytes = 0;
            long anonBefore = rssAnonKiB(), anonPeak = 0;
            for (int r = 0; r < repeat; ++r) {
                cs::TraceReadOptions opt;
                opt.checksums = verify ? cs::TraceReadOptions::Checksums::Always : cs::TraceReadOptions::Checksums::Never;
                QElapsedTimer t;
                t.start();
                auto log = cs::TraceReader::read(path, opt);
                const double s = t.nsecsElapsed() / 1e9;
                if (!log) {
                    std::fprintf(stderr, "%s\n", qPrintable(log.error().toString()));
                    return 1;
                }
                anonPeak = std::max(anonPeak, rssAnonKiB());
                best = std::min(best, s);
                records = log.value()->records.size();
                bytes = log.value()->source->size();
            }
            std::printf("%-40s index%-10s %8.1f MB  %9zu records  %7.3f s  %6.2f GB/s  heap +%ld MiB (%.1f%% of file)\n",
                        qPrintable(path.section(QLatin1Char('/'), -1)), verify ? "+md5" : "", bytes / 1e6, records, best,
                        bytes / best / 1e9, (anonPeak - anonBefore) / 1024, 100.0 * (anonPeak - anonBefore) * 1024 / bytes);
        }
        auto log = cs::TraceReader::read(path);
        QElapsedTimer t;
        t.start();
        const auto ov = cs::buildCompileOverview(*log.value());
        std::printf("%-40s overview %zu compile ids in %.3f s\n", qPrintable(path.section(QLatin1Char('/'), -1)),
                    ov->compiles.size(), t.nsecsElapsed() / 1e9);
    }
    return 0;
}
