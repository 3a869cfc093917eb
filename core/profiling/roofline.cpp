#include "core/profiling/roofline.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace cs {
namespace {

// Dense FLOP per clock per SM: fp16/bf16 on tensor cores with fp32 accumulation (Inductor's
// templates accumulate in fp32), and fp32 on the CUDA cores (2 per FMA lane), by compute
// capability (NVIDIA's data sheets: V100, T4, A100, A10/A40, L4/L40S, H100, B200; GeForce cards
// of 7.5, 8.6 and 8.9 run fp32 accumulation at half the rate). Unknown architectures (Jetson
// among them) get no compute roof rather than a guess.
struct ArchRate {
    int major, minor;
    double tensor16, fp32;
};
constexpr ArchRate Rates[] = {
    { 7, 0, 1024, 128 },
    { 7, 5, 1024, 128 },
    { 8, 0, 2048, 128 },
    { 8, 6, 1024, 256 },
    { 8, 9, 1024, 256 },
    { 9, 0, 4096, 256 },
    { 10, 0, 8192, 256 },
};

// The compute roof of a kernel's inputs; none where its arguments' dtypes are not known.
QString dtypeRoof(const KernelPlan &p, double &flopsPerSecond, const GpuPeaks &peaks)
{
    bool half = false, fp8 = false, fp32 = false;
    for (const PlanArg &a : p.args) {
        if (a.kind != PlanArg::Kind::Pointer)
            continue;
        half = half || a.dtype == QLatin1String("fp16") || a.dtype == QLatin1String("bf16");
        fp8 = fp8 || a.dtype.startsWith(QLatin1String("fp8"));
        fp32 = fp32 || a.dtype == QLatin1String("fp32");
    }
    const int cc = peaks.computeCapability.section(u'.', 0, 0).toInt() * 10
        + peaks.computeCapability.section(u'.', 1, 1).toInt();
    if (fp8 && cc >= 89 && peaks.tensor16Flops > 0) { // fp8 tensor cores from Ada and Hopper on
        flopsPerSecond = 2 * peaks.tensor16Flops;
        return QStringLiteral("fp8 tensor");
    }
    if (half && peaks.tensor16Flops > 0) {
        flopsPerSecond = peaks.tensor16Flops;
        return QStringLiteral("fp16/bf16 tensor");
    }
    const bool tf32 = p.source.contains(QLatin1String("ALLOW_TF32 : tl.constexpr = True"))
        || p.source.contains(QLatin1String("'ALLOW_TF32': True"));
    if (fp32 && tf32 && cc >= 80 && peaks.tensor16Flops > 0) { // tf32 from Ampere on
        flopsPerSecond = peaks.tensor16Flops / 2;
        return QStringLiteral("tf32 tensor");
    }
    if (fp32 && peaks.fp32Flops > 0) {
        flopsPerSecond = peaks.fp32Flops;
        return QStringLiteral("fp32");
    }
    return {};
}

} // namespace

GpuPeaks gpuPeaks(const QString &settingsJson, const QString &gpuName)
{
    const QJsonObject s = QJsonDocument::fromJson(settingsJson.toUtf8()).object();
    GpuPeaks g;
    g.copyGBs = s.value(QStringLiteral("peak_gbs")).toDouble();
    g.computeCapability = s.value(QStringLiteral("compute_capability")).toString();
    g.smCount = s.value(QStringLiteral("sm_count")).toInt();
    g.clockGHz = s.value(QStringLiteral("clock_khz")).toDouble() / 1e6;
    const int major = g.computeCapability.section(u'.', 0, 0).toInt();
    const int minor = g.computeCapability.section(u'.', 1, 1).toInt();
    for (const ArchRate &a : Rates)
        if (a.major == major && a.minor == minor && g.smCount > 0 && g.clockGHz > 0) {
            g.tensor16Flops = a.tensor16 * g.smCount * g.clockGHz * 1e9
                * (gpuName.contains(QLatin1String("GeForce")) && major < 9 && !(major == 7 && minor == 0) ? 0.5 : 1);
            g.fp32Flops = a.fp32 * g.smCount * g.clockGHz * 1e9;
        }
    return g;
}

std::optional<RooflinePoint> placeKernel(const KernelResult &r, const KernelPlan *p, const GpuPeaks &peaks)
{
    if (!peaks.known() || r.kind != QLatin1String("triton") || r.medianUs <= 0 || (p && p->isCandidate()) || !r.bytes
        || *r.bytes <= 0)
        return std::nullopt;
    RooflinePoint pt;
    pt.result = &r;
    pt.plan = p;
    pt.bytes = static_cast<double>(*r.bytes);
    pt.bytesFrom = p && p->inductorBytes > 0 && *r.bytes == p->inductorBytes ? QStringLiteral("inductor")
                                                                             : QStringLiteral("arguments");
    const double seconds = r.medianUs * 1e-6;
    pt.gbs = pt.bytes / seconds / 1e9;
    const double memoryFloor = pt.bytes / (peaks.copyGBs * 1e9);
    double computeFloor = 0;
    if (p && p->inductorFlops > 0) {
        pt.flops = p->inductorFlops;
        double peak = 0;
        pt.flopsAs = dtypeRoof(*p, peak, peaks);
        pt.tflops = pt.flops / seconds / 1e12;
        pt.intensity = pt.flops / pt.bytes;
        if (peak > 0)
            computeFloor = pt.flops / peak;
    }
    pt.bound = computeFloor > memoryFloor ? RooflinePoint::Bound::Compute : RooflinePoint::Bound::Memory;
    if (p && p->inductorFlops <= 0 && p->source.contains(QLatin1String("tl.dot(")))
        pt.bound = RooflinePoint::Bound::Unknown; // a matmul whose FLOPs nobody counted
    pt.floorUs = std::max(memoryFloor, computeFloor) * 1e6;
    pt.fraction = pt.floorUs / r.medianUs;
    pt.savableUs = std::max(0.0, r.medianUs - pt.floorUs);
    pt.latencyBound = pt.floorUs < RooflinePoint::SmallFloorUs && r.medianUs < RooflinePoint::SmallMedianUs;
    return pt;
}

Roofline computeRoofline(const QList<KernelPlan> &plans, const ProfileRun &run)
{
    Roofline out;
    out.peaks = gpuPeaks(run.settings, run.machine.gpu);
    if (!out.peaks.known())
        return out;
    // By plan id; results stored before plan ids by compile id, name and config (the first plan of
    // those, which is the variant the run used before its candidates).
    QHash<QString, const KernelPlan *> byId, byName;
    for (const KernelPlan &p : plans) {
        byId.insert(p.id, &p);
        const QString key = p.compileId + u'\n' + p.name + u'\n' + p.config;
        if (!byName.contains(key))
            byName.insert(key, &p);
    }
    for (const KernelResult &r : run.results) {
        const KernelPlan *p = !r.planId.isEmpty() ? byId.value(r.planId)
                                                  : byName.value(r.compileId + u'\n' + r.kernel + u'\n' + r.config);
        if (auto pt = placeKernel(r, p, out.peaks))
            out.points.push_back(*pt);
        else if (r.kind == QLatin1String("triton") && r.medianUs > 0 && !(p && p->isCandidate()))
            ++out.unmeasurable;
    }
    std::sort(out.points.begin(), out.points.end(), [](const RooflinePoint &a, const RooflinePoint &b) {
        return a.sortKey() != b.sortKey() ? a.sortKey() < b.sortKey() : a.savableUs > b.savableUs;
    });
    return out;
}

} // namespace cs
