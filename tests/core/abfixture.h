#pragma once

// The A/B tests' probe output: what the probe writes for one process (app/probe/PROBE_JSON.md),
// with series drawn from known distributions (fixed seeds), and run sets made of it, so every
// number analyse() gives can be checked (tst_abanalysis, tst_abnotes).
#include "core/ab/abanalysis.h"
#include "core/ab/abrunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <random>

namespace abfixture {

using namespace cs::ab;

// Writes what the probe would write for one process (app/probe/PROBE_JSON.md), with series
// drawn from known distributions (fixed seeds), so every number analyse() gives can be checked.
struct Probe {
    qint64 pid = 1000;
    QStringList lines;
    double t = 1.0;

    void add(QJsonObject o)
    {
        o[QStringLiteral("pid")] = pid;
        lines << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
    }
    Probe &start(const QString &mode, const QString &torch = QStringLiteral("2.11.0"))
    {
        add({ { "type", "start" }, { "mode", mode }, { "python", "3.11.7" }, { "t", 0.3 } });
        add({ { "type", "torch" }, { "version", torch }, { "cuda", "13.0" } });
        add({ { "type", "modes" }, { "modes", QJsonArray { "default", "max-autotune", "reduce-overhead" } },
            { "triton", "3.6.0" } });
        return *this;
    }
    Probe &region(int id, const QString &name)
    {
        add({ { "type", "region" }, { "region", id }, { "key", name + "@model.py:10" }, { "name", name },
            { "kind", "module" }, { "site_file", "/w/model.py" }, { "site_line", 10 } });
        return *this;
    }
    // n calls: the first takes `first` ms and compiles `compileId` (unless empty); then
    // lognormal around `median` with sigma 0.03.
    Probe &calls(int region, int n, double first, double median, unsigned seed, const QString &compileId = {},
        bool gpu = false, int parityCalls = 0)
    {
        std::mt19937_64 rng(seed);
        std::lognormal_distribution<double> noise(0.0, 0.03);
        for (int i = 0; i < n; ++i) {
            const double ms = i == 0 ? first : median * noise(rng);
            QJsonObject c { { "type", "call" }, { "region", region }, { "i", i }, { "t", t },
                { "wall_ms", gpu ? 0.01 : ms } };
            if (gpu)
                c[QStringLiteral("gpu_ms")] = ms;
            if (i == 0 && !compileId.isEmpty()) {
                c[QStringLiteral("compiles")] = QJsonArray { compileId };
                c[QStringLiteral("compile_ms")] = first * 0.9;
            }
            if (i < parityCalls)
                c[QStringLiteral("parity")] = true;
            add(c);
            t += ms / 1000;
        }
        return *this;
    }
    Probe &parity(int region, int call, bool ok, double maxAbs)
    {
        add({ { "type", "parity" }, { "region", region }, { "call", call }, { "ok", ok },
            { "outputs",
                QJsonArray { QJsonObject { { "path", "output" }, { "dtype", "float32" }, { "ok", ok },
                    { "max_abs", maxAbs }, { "max_rel", maxAbs / 2 }, { "mismatched", ok ? 0 : 7 } } } } });
        return *this;
    }
    Probe &end(qint64 rss, qint64 gpuAllocated = -1)
    {
        QJsonObject e { { "type", "end" }, { "t", t }, { "peak_rss_bytes", static_cast<double>(rss) } };
        if (gpuAllocated >= 0)
            e[QStringLiteral("cuda")] = QJsonArray { QJsonObject { { "device", 0 }, { "name", "NVIDIA H200" },
                { "capability", "9.0" }, { "max_allocated_bytes", static_cast<double>(gpuAllocated) },
                { "max_reserved_bytes", static_cast<double>(gpuAllocated * 2) } } };
        else
            e[QStringLiteral("cuda")] = QJsonValue::Null;
        add(e);
        return *this;
    }
    ProbeOutput output() const
    {
        return parseProbeOutput(lines.join(QLatin1Char('\n')).toUtf8(), QStringLiteral("probe.jsonl"));
    }
};

inline AbProcessRun processRun(const QString &mode, int index, const Probe &p, int exitCode = 0)
{
    AbProcessRun r;
    r.mode = mode;
    r.index = index;
    r.dir = QStringLiteral("runs/%1-%2").arg(mode).arg(index + 1);
    r.status = QStringLiteral("exited");
    r.exitCode = exitCode;
    r.description
        = exitCode == 0 ? QStringLiteral("exited with code 0") : QStringLiteral("exited with code %1").arg(exitCode);
    r.probe = p.output();
    return r;
}

inline AbRunSet runSet(const QStringList &modes)
{
    AbRunSet s;
    s.command = { QStringLiteral("python"), QStringLiteral("model.py") };
    s.settings.modes = modes;
    s.settings.processes = 2;
    return s;
}

// Eager 10 ms, default 5 ms after a 2 s compile: two processes each.
inline AbRunSet paysOff(bool gpu = false)
{
    AbRunSet s = runSet({ "eager", "default" });
    for (int k = 0; k < 2; ++k) {
        s.runs << processRun("eager", k,
            Probe()
                .start("eager")
                .region(1, "Net.forward")
                .calls(1, 100, 12, 10, 10 + k, {}, gpu)
                .end(500 << 20, gpu ? 1 << 30 : -1));
        s.runs << processRun("default", k,
            Probe()
                .start("default")
                .region(1, "Net.forward")
                .calls(1, 100, 2000, 5, 20 + k, "0/0", gpu)
                .end(600 << 20, gpu ? 3 << 29 : -1));
    }
    return s;
}


} // namespace abfixture
