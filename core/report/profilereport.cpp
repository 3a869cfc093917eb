#include "core/report/profilereport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>

namespace cs {
namespace {

QJsonValue optional(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

QJsonValue optional(const std::optional<int> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

QJsonObject planJson(const KernelPlan &p)
{
    QJsonObject o { { QStringLiteral("id"), p.id }, { QStringLiteral("kernel"), p.name },
        { QStringLiteral("kind"), p.kind }, { QStringLiteral("heuristic"), p.heuristic },
        { QStringLiteral("compile_id"), p.compileId }, { QStringLiteral("launchable"), p.launchable() },
        { QStringLiteral("launches"), p.launches } };
    if (!p.launchable()) {
        o[QStringLiteral("problem")] = p.problem;
        return o;
    }
    o[QStringLiteral("binary")] = p.binary;
    o[QStringLiteral("function")] = p.function;
    o[QStringLiteral("config")] = p.config;
    o[QStringLiteral("bytes")] = static_cast<double>(p.bytesMoved);
    if (p.kind == QLatin1String("triton")) {
        o[QStringLiteral("grid")] = QJsonArray { p.grid[0], p.grid[1], p.grid[2] };
        o[QStringLiteral("num_warps")] = p.warps;
        o[QStringLiteral("shared")] = static_cast<double>(p.shared);
    }
    QJsonArray args;
    for (const PlanArg &a : p.args) {
        QJsonObject ao { { QStringLiteral("name"), a.name } };
        if (a.kind == PlanArg::Kind::Pointer) {
            ao[QStringLiteral("dtype")] = a.dtype;
            ao[QStringLiteral("bytes")] = static_cast<double>(a.bytes);
        } else if (a.kind == PlanArg::Kind::F32 || a.kind == PlanArg::Kind::F64)
            ao[QStringLiteral("value")] = a.floatValue;
        else
            ao[QStringLiteral("value")] = static_cast<double>(a.intValue);
        args.append(ao);
    }
    o[QStringLiteral("args")] = args;
    return o;
}

} // namespace

QString formatProfileText(const QList<KernelPlan> &plans, const ProfileRun *run)
{
    QString out;
    QTextStream s(&out);
    const auto launchable = std::count_if(plans.begin(), plans.end(), [](const KernelPlan &p) { return p.launchable(); });
    s << plans.size() << " kernel(s) found, " << launchable << " can be launched alone\n";
    if (!run) {
        for (const KernelPlan &p : plans) {
            s << "  [" << p.compileId << "] " << p.name << "  ";
            if (p.launchable())
                s << p.kind << " " << p.config << (p.kind == QLatin1String("triton")
                        ? QStringLiteral(" grid=%1,%2,%3").arg(p.grid[0]).arg(p.grid[1]).arg(p.grid[2])
                        : QString())
                  << "  " << p.args.size() << " args, " << p.bytesMoved << " bytes\n";
            else
                s << "cannot launch: " << p.problem << "\n";
        }
        return out;
    }
    s << "Machine: " << (run->machine.gpu.isEmpty() ? QStringLiteral("no GPU") : run->machine.gpu) << ", "
      << run->machine.cpu << ", LibTorch " << run->machine.torch << "\n\n";
    std::vector<KernelResult> results = run->results;
    std::sort(results.begin(), results.end(), [](const auto &a, const auto &b) { return a.medianUs > b.medianUs; });
    double totalUs = 0;
    for (const KernelResult &r : results)
        totalUs += r.medianUs;
    const double peak = QJsonDocument::fromJson(run->settings.toUtf8()).object()[QStringLiteral("peak_gbs")].toDouble();
    if (peak > 0)
        s << "Peak (device-to-device copy): " << QString::number(peak, 'f', 0) << " GB/s\n";
    s << QStringLiteral("%1 %2 %3 %4 %5 %6  %7\n")
             .arg(QStringLiteral("median µs"), 11)
             .arg(QStringLiteral("share"), 6)
             .arg(QStringLiteral("GB/s"), 8)
             .arg(QStringLiteral("%peak"), 6)
             .arg(QStringLiteral("spread"), 7)
             .arg(QStringLiteral("compile"), 8)
             .arg(QStringLiteral("kernel"));
    for (const KernelResult &r : results)
        s << QStringLiteral("%1 %2 %3 %4 %5 %6  %7  %8\n")
                 .arg(r.medianUs, 11, 'f', 2)
                 .arg(QStringLiteral("%1%").arg(totalUs > 0 ? 100 * r.medianUs / totalUs : 0, 0, 'f', 1), 6)
                 .arg(r.bandwidthGBs ? QString::number(*r.bandwidthGBs, 'f', 0) : QStringLiteral("-"), 8)
                 .arg(r.bandwidthGBs && peak > 0 && r.kind == QLatin1String("triton")
                         ? QStringLiteral("%1%").arg(100 * *r.bandwidthGBs / peak, 0, 'f', 0)
                         : QStringLiteral("-"),
                     6)
                 .arg(QStringLiteral("%1%").arg(100 * r.spread, 0, 'f', 0), 7)
                 .arg(r.compileId, 8)
                 .arg(r.kernel, r.config);
    if (!run->failures.empty()) {
        s << "\n" << run->failures.size() << " kernel(s) not measured:\n";
        for (const KernelFailure &f : run->failures)
            s << "  [" << f.compileId << "] " << f.kernel << ": " << f.reason << "\n";
    }
    return out;
}

QByteArray formatProfileJson(const QList<KernelPlan> &plans, const ProfileRun *run, int64_t runId)
{
    QJsonArray planArray, results, failures;
    for (const KernelPlan &p : plans)
        planArray.append(planJson(p));
    QJsonObject root { { QStringLiteral("schema"), QStringLiteral("compilescope.profile/1") },
        { QStringLiteral("plans"), planArray } };
    if (run) {
        for (const KernelResult &r : run->results)
            results.append(QJsonObject { { QStringLiteral("kernel"), r.kernel },
                { QStringLiteral("compile_id"), r.compileId }, { QStringLiteral("kind"), r.kind },
                { QStringLiteral("config"), r.config }, { QStringLiteral("median_us"), r.medianUs },
                { QStringLiteral("min_us"), r.minUs }, { QStringLiteral("max_us"), r.maxUs },
                { QStringLiteral("spread"), r.spread }, { QStringLiteral("repeats"), r.repeats },
                { QStringLiteral("bytes"), r.bytes ? QJsonValue(static_cast<double>(*r.bytes)) : QJsonValue() },
                { QStringLiteral("bandwidth_gbs"), optional(r.bandwidthGBs) },
                { QStringLiteral("registers"), optional(r.registers) }, { QStringLiteral("spills"), optional(r.spills) },
                { QStringLiteral("shared_memory"), optional(r.sharedMem) } });
        for (const KernelFailure &f : run->failures)
            failures.append(QJsonObject { { QStringLiteral("kernel"), f.kernel },
                { QStringLiteral("compile_id"), f.compileId }, { QStringLiteral("reason"), f.reason } });
        root[QStringLiteral("run")] = QJsonObject { { QStringLiteral("id"), static_cast<double>(runId) },
            { QStringLiteral("started_at"), run->startedAt.toString(Qt::ISODateWithMs) },
            { QStringLiteral("finished_at"), run->finishedAt.toString(Qt::ISODateWithMs) },
            { QStringLiteral("gpu"), run->machine.gpu }, { QStringLiteral("cpu"), run->machine.cpu },
            { QStringLiteral("driver"), run->machine.driver }, { QStringLiteral("torch"), run->machine.torch },
            { QStringLiteral("settings"), QJsonDocument::fromJson(run->settings.toUtf8()).object() } };
        root[QStringLiteral("results")] = results;
        root[QStringLiteral("failures")] = failures;
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace cs
