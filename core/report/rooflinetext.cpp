#include "core/report/rooflinetext.h"

#include <QJsonArray>
#include <QTextStream>

namespace cs {
namespace {

QString boundName(const RooflinePoint &p)
{
    if (p.latencyBound)
        return QStringLiteral("latency");
    if (p.bound == RooflinePoint::Bound::Unknown)
        return QStringLiteral("unknown");
    return p.bound == RooflinePoint::Bound::Compute ? QStringLiteral("compute") : QStringLiteral("memory");
}

QString roofsText(const GpuPeaks &g)
{
    QString s = QStringLiteral("Roofs: memory %1 GB/s (device-to-device copy, measured by the runner)")
                    .arg(g.copyGBs, 0, 'f', 0);
    if (g.tensor16Flops > 0)
        s += QStringLiteral("; compute %1 TFLOP/s fp16/bf16 on tensor cores, %2 TFLOP/s fp32 (sm %3, %4 SMs at %5 GHz, "
                            "dense, at the maximum boost clock the driver reports: upper bounds)")
                 .arg(g.tensor16Flops / 1e12, 0, 'f', 0)
                 .arg(g.fp32Flops / 1e12, 0, 'f', 1)
                 .arg(g.computeCapability)
                 .arg(g.smCount)
                 .arg(g.clockGHz, 0, 'f', 2);
    else
        s += QStringLiteral("; no compute roof (the runner did not report this GPU's architecture, SMs and clock, or "
                            "the architecture is not in the table)");
    return s;
}

} // namespace

QString formatRooflineText(const Roofline &r, int top)
{
    QString out;
    QTextStream s(&out);
    if (!r.peaks.known()) {
        s << "How close to the limit: no roofline (this profile has no measured copy bandwidth: a CPU run, or a "
             "database from before the runner measured it)\n";
        return out;
    }
    s << "How close to the limit (each kernel's median time against the time its bytes take at the copy rate, "
         "and its FLOPs at the compute peak of its dtype):\n";
    s << roofsText(r.peaks) << "\n";
    s << "Furthest from its bound first; % bound = floor / median (100%: at the roof); latency: a floor under "
      << RooflinePoint::SmallFloorUs << " µs in a kernel under " << RooflinePoint::SmallMedianUs
      << " µs, where launch and tail latency, not a roof, set the time; unknown: a matmul whose FLOPs Inductor did "
         "not count (record with TORCHINDUCTOR_BENCHMARK_KERNEL=1), against its memory floor only.\n";
    s << QStringLiteral("%1 %2 %3 %4 %5 %6 %7  %8\n")
             .arg(QStringLiteral("% bound"), 8)
             .arg(QStringLiteral("bound"), 8)
             .arg(QStringLiteral("GB/s"), 7)
             .arg(QStringLiteral("TFLOP/s"), 8)
             .arg(QStringLiteral("FLOP/B"), 7)
             .arg(QStringLiteral("median µs"), 10)
             .arg(QStringLiteral("floor µs"), 9)
             .arg(QStringLiteral("kernel [compile]  graph nodes"));
    const int shown
        = top <= 0 ? static_cast<int>(r.points.size()) : std::min<int>(top, static_cast<int>(r.points.size()));
    for (int i = 0; i < shown; ++i) {
        const RooflinePoint &p = r.points[static_cast<size_t>(i)];
        const QString nodes = p.plan ? p.plan->sourceNodes.join(QStringLiteral(", ")) : QString();
        s << QStringLiteral("%1 %2 %3 %4 %5 %6 %7  %8 [%9]%10\n")
                 .arg(QStringLiteral("%1%").arg(100 * p.fraction, 0, 'f', 0), 8)
                 .arg(boundName(p), 8)
                 .arg(p.gbs, 7, 'f', 0)
                 .arg(p.flops > 0 ? QString::number(p.tflops, 'f', 1) : QStringLiteral("-"), 8)
                 .arg(p.flops > 0 ? QString::number(p.intensity, 'f', 0) : QStringLiteral("-"), 7)
                 .arg(p.result->medianUs, 10, 'f', 2)
                 .arg(p.floorUs, 9, 'f', 2)
                 .arg(p.result->kernel, p.plan ? p.plan->place() : p.result->compileId,
                     nodes.isEmpty() ? QString() : QStringLiteral("  ") + nodes.left(120));
    }
    if (shown < static_cast<int>(r.points.size()))
        s << "  … " << r.points.size() - static_cast<size_t>(shown) << " more\n";
    if (r.unmeasurable > 0)
        s << r.unmeasurable << " measured kernel(s) have no byte count and are not placed.\n";
    return out;
}

QJsonObject rooflineJson(const Roofline &r)
{
    const GpuPeaks &g = r.peaks;
    auto orNull = [](double v) { return v > 0 ? QJsonValue(v) : QJsonValue(); };
    QJsonArray kernels;
    for (const RooflinePoint &p : r.points)
        kernels << QJsonObject { { "kernel", p.result->kernel }, { "compile_id", p.result->compileId },
            { "plan_id", p.result->planId.isEmpty() ? QJsonValue() : QJsonValue(p.result->planId) },
            { "bound", boundName(p) }, { "fraction", p.fraction }, { "median_us", p.result->medianUs },
            { "floor_us", p.floorUs }, { "savable_us", p.savableUs }, { "bytes", p.bytes },
            { "bytes_from", p.bytesFrom }, { "flop", p.flops > 0 ? QJsonValue(p.flops) : QJsonValue() },
            { "flop_roof", p.flopsAs.isEmpty() ? QJsonValue() : QJsonValue(p.flopsAs) }, { "gbs", p.gbs },
            { "tflops", p.flops > 0 ? QJsonValue(p.tflops) : QJsonValue() },
            { "flop_per_byte", p.flops > 0 ? QJsonValue(p.intensity) : QJsonValue() },
            { "graph_nodes", p.plan ? QJsonArray::fromStringList(p.plan->sourceNodes) : QJsonArray() } };
    return QJsonObject { { "peaks",
                             QJsonObject { { "copy_gbs", orNull(g.copyGBs) },
                                 { "compute_capability",
                                     g.computeCapability.isEmpty() ? QJsonValue() : QJsonValue(g.computeCapability) },
                                 { "sm_count", g.smCount > 0 ? QJsonValue(g.smCount) : QJsonValue() },
                                 { "clock_ghz", orNull(g.clockGHz) },
                                 { "tensor16_tflops", orNull(g.tensor16Flops / 1e12) },
                                 { "fp32_tflops", orNull(g.fp32Flops / 1e12) } } },
        { "kernels", kernels }, { "unplaced", r.unmeasurable } };
}

} // namespace cs
