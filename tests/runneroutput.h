#pragma once

#include "core/ingest/runloader.h"
#include "core/model/profile.h"
#include "core/profiling/kernelplan.h"
#include "tests/fixture.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

// A profile run made of the kernel runner's JSON lines (scripts/gpu/run_job.py writes them on the
// GPU machine): the machine event's GPU facts as the profile session keeps them in `settings`, and
// each result. Empty when the file cannot be read.
inline cs::ProfileRun profileFromRunnerOutput(const QString &jsonlPath)
{
    cs::ProfileRun profile;
    QFile jsonl(jsonlPath);
    if (!jsonl.open(QIODevice::ReadOnly))
        return profile;
    while (!jsonl.atEnd()) {
        const QJsonObject e = QJsonDocument::fromJson(jsonl.readLine()).object();
        const QString event = e[QStringLiteral("event")].toString();
        if (event == QLatin1String("machine")) {
            QJsonObject settings;
            for (const char *key : { "peak_gbs", "compute_capability", "sm_count", "clock_khz" })
                settings[QLatin1String(key)] = e[QLatin1String(key)];
            profile.settings = QString::fromUtf8(QJsonDocument(settings).toJson());
        } else if (event == QLatin1String("result")) {
            cs::KernelResult r;
            r.planId = e[QStringLiteral("id")].toString();
            r.compileId = r.planId.section(u':', 0, 0);
            r.kernel = r.planId.section(u':', 1);
            r.kind = QStringLiteral("triton");
            r.medianUs = e[QStringLiteral("median_us")].toDouble();
            r.minUs = e[QStringLiteral("min_us")].toDouble();
            r.maxUs = e[QStringLiteral("max_us")].toDouble();
            r.bytes = static_cast<int64_t>(e[QStringLiteral("bytes")].toDouble());
            r.bandwidthGBs = static_cast<double>(*r.bytes) / (r.medianUs * 1e3);
            profile.results.push_back(r);
        }
    }
    return profile;
}

// The launch plans of the one run folder `run` in a fixture archive, unpacked into `dir`; empty
// when it cannot be unpacked or loaded.
inline QList<cs::KernelPlan> fixturePlans(const QString &archive, const QString &run, const QString &dir)
{
    if (!unpackFixture(archive, dir))
        return {};
    const auto loaded = cs::loadRun({ dir + QLatin1Char('/') + run });
    if (!loaded)
        return {};
    cs::KernelCache cache;
    cache.scan(loaded.value()->inputs);
    return cs::planKernels(cs::wrapperSources(*loaded.value()), cache);
}
