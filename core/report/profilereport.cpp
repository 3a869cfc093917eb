#include "core/report/profilereport.h"

#include "core/model/compileid.h"
#include "core/report/autotunetext.h"
#include "core/report/rooflinetext.h"

#include "core/util/countedtext.h"

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

// Which autotune variant a plan is, in words: `chosen of 8 (best_config, coordinate descent,
// tuning 272 ms)`, `candidate 3 of 8`, `one of 2, choice not recorded`; empty for single plans.
QString variantNote(const KernelPlan &p)
{
    QStringList facts;
    if (p.choice == VariantChoice::Recorded) {
        facts << (p.foundByCoordesc ? QStringLiteral("best_config, coordinate descent")
                                    : QStringLiteral("best_config"));
        if (p.tuningMs >= 0)
            facts << QStringLiteral("tuning took %1 ms").arg(p.tuningMs);
    }
    if (p.inductorUs > 0)
        facts << QStringLiteral("Inductor's autotuning benchmark %1 µs").arg(p.inductorUs, 0, 'f', 1);
    QString note;
    switch (p.choice) {
    case VariantChoice::Only:
        break;
    case VariantChoice::Recorded:
        note = p.variants > 1 ? QStringLiteral("chosen of %1").arg(p.variants) : QStringLiteral("chosen");
        break;
    case VariantChoice::Candidate:
        note = QStringLiteral("autotune candidate %1 of %2, not chosen").arg(p.id.section(u'@', -1)).arg(p.variants);
        break;
    case VariantChoice::Unresolved:
        note = QStringLiteral("variant %1 of %2, the run's choice is not recorded")
                   .arg(p.id.section(u'@', -1))
                   .arg(p.variants);
        break;
    }
    if (!facts.isEmpty())
        note += (note.isEmpty() ? QString() : QStringLiteral(" ")) + QLatin1Char('(') + facts.join(QStringLiteral(", "))
            + QLatin1Char(')');
    return note;
}

const KernelPlan *planOf(const QList<KernelPlan> &plans, const KernelResult &r)
{
    for (const KernelPlan &p : plans)
        if (r.planId.isEmpty() ? p.compileId == r.compileId && p.name == r.kernel && p.config == r.config
                               : p.id == r.planId)
            return &p;
    return nullptr;
}

// A failure's plan: by its id, or (older profiles) the first plan of its compile and name.
const KernelPlan *planOf(const QList<KernelPlan> &plans, const KernelFailure &f)
{
    for (const KernelPlan &p : plans)
        if (f.planId.isEmpty() ? p.compileId == f.compileId && p.name == f.kernel : p.id == f.planId)
            return &p;
    return nullptr;
}

QJsonObject planJson(const KernelPlan &p)
{
    QJsonObject o { { QStringLiteral("id"), p.id }, { QStringLiteral("kernel"), p.name },
        { QStringLiteral("kind"), p.kind }, { QStringLiteral("heuristic"), p.heuristic },
        { QStringLiteral("compile_id"), p.compileId }, { QStringLiteral("launchable"), p.launchable() },
        { QStringLiteral("launches"), p.launches } };
    if (!p.alsoIn.isEmpty())
        o[QStringLiteral("also_in")] = QJsonArray::fromStringList(p.alsoIn);
    o[QStringLiteral("graph")] = p.graph.isEmpty() ? QJsonValue() : QJsonValue(p.graph);
    if (p.rank >= 0)
        o[QStringLiteral("rank")] = p.rank;
    if (!p.sameIn.isEmpty())
        o[QStringLiteral("same_in")] = QJsonArray::fromStringList(p.sameIn);
    if (p.kind == QLatin1String("triton")) {
        o[QStringLiteral("choice")] = KernelPlan::choiceName(p.choice);
        o[QStringLiteral("variants")] = p.variants;
        o[QStringLiteral("record")] = p.record.isEmpty() ? QJsonValue() : QJsonValue(p.record);
        if (!p.record.isEmpty()) {
            o[QStringLiteral("found_by_coordesc")] = p.foundByCoordesc;
            o[QStringLiteral("tuning_ms")]
                = p.tuningMs >= 0 ? QJsonValue(static_cast<double>(p.tuningMs)) : QJsonValue();
        }
        o[QStringLiteral("inductor_us")] = p.inductorUs > 0 ? QJsonValue(p.inductorUs) : QJsonValue();
        o[QStringLiteral("inductor_bytes")]
            = p.inductorBytes > 0 ? QJsonValue(static_cast<double>(p.inductorBytes)) : QJsonValue();
        o[QStringLiteral("inductor_flop")] = p.inductorFlops >= 0 ? QJsonValue(p.inductorFlops) : QJsonValue();
    }
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
    const auto launchable
        = std::count_if(plans.begin(), plans.end(), [](const KernelPlan &p) { return p.launchable(); });
    s << countedText(QStringLiteral("%1 kernel launch(es) planned, ").arg(plans.size()), qint64(plans.size()))
      << launchable << " can be launched alone\n";
    if (!run) {
        for (const KernelPlan &p : plans) {
            s << "  [" << p.place() << "] " << p.name << "  ";
            if (p.launchable())
                s << p.kind << " " << p.config
                  << (p.kind == QLatin1String("triton")
                             ? QStringLiteral(" grid=%1,%2,%3").arg(p.grid[0]).arg(p.grid[1]).arg(p.grid[2])
                             : QString())
                  << "  " << p.args.size() << " args, " << p.bytesMoved << " bytes";
            else
                s << "cannot launch: " << p.problem;
            if (const QString note = variantNote(p); !note.isEmpty())
                s << "  [" << note << "]";
            s << "\n";
            if (!p.sameIn.isEmpty())
                s << "      "
                  << countedText(QStringLiteral("the same code and launch in %1 other graph(s): ").arg(p.sameIn.size()),
                         p.sameIn.size())
                  << p.sameIn.join(QStringLiteral(", ")) << "\n";
        }
        return out;
    }
    s << "Machine: " << (run->machine.gpu.isEmpty() ? QStringLiteral("no GPU") : run->machine.gpu) << ", "
      << run->machine.cpu << ", LibTorch " << run->machine.torch << "\n";
    s << "min: the fastest timed launch, the statistic Inductor's own kernel benchmark (output_code.py -k, Triton "
         "kernels) prints; median: the typical launch (share, GB/s and spread use it)\n\n";
    std::vector<KernelResult> results = run->results;
    std::sort(results.begin(), results.end(), [](const auto &a, const auto &b) { return a.medianUs > b.medianUs; });
    double totalUs = 0;
    for (const KernelResult &r : results)
        if (const KernelPlan *p = planOf(plans, r); !p || !p->isCandidate())
            totalUs += r.medianUs;
    const double peak = QJsonDocument::fromJson(run->settings.toUtf8()).object()[QStringLiteral("peak_gbs")].toDouble();
    if (peak > 0)
        s << "Peak (device-to-device copy): " << QString::number(peak, 'f', 0) << " GB/s\n";
    s << QStringLiteral("%1 %2 %3 %4 %5 %6 %7  %8\n")
             .arg(QStringLiteral("min µs"), 10)
             .arg(QStringLiteral("median µs"), 10)
             .arg(QStringLiteral("share"), 6)
             .arg(QStringLiteral("GB/s"), 8)
             .arg(QStringLiteral("%peak"), 6)
             .arg(QStringLiteral("spread"), 7)
             .arg(QStringLiteral("compile"), 8)
             .arg(QStringLiteral("kernel"));
    for (const KernelResult &r : results) {
        const KernelPlan *p = planOf(plans, r);
        const bool candidate = p && p->isCandidate();
        const QString note = p ? variantNote(*p) : QString();
        s << QStringLiteral("%1 %2 %3 %4 %5 %6 %7  %8  %9%10\n")
                 .arg(r.minUs, 10, 'f', 2)
                 .arg(r.medianUs, 10, 'f', 2)
                 .arg(candidate || totalUs <= 0 ? QStringLiteral("-")
                                                : QStringLiteral("%1%").arg(100 * r.medianUs / totalUs, 0, 'f', 1),
                     6)
                 .arg(r.bandwidthGBs ? QString::number(*r.bandwidthGBs, 'f', 0) : QStringLiteral("-"), 8)
                 .arg(r.bandwidthGBs && peak > 0 && r.kind == QLatin1String("triton")
                         ? QStringLiteral("%1%").arg(100 * *r.bandwidthGBs / peak, 0, 'f', 0)
                         : QStringLiteral("-"),
                     6)
                 .arg(QStringLiteral("%1%").arg(100 * r.spread, 0, 'f', 0), 7)
                 .arg(p ? p->place() : r.compileId, 8)
                 .arg(r.kernel, r.config)
                 .arg(note.isEmpty() ? QString() : QStringLiteral("  [%1]").arg(note));
    }
    const bool gpuKernels = std::any_of(run->results.begin(), run->results.end(),
        [](const KernelResult &r) { return r.kind == QLatin1String("triton"); });
    if (const Roofline roof = computeRoofline(plans, *run); roof.peaks.known() || gpuKernels)
        s << "\n" << formatRooflineText(roof);
    if (!run->failures.empty()) {
        s << "\n"
          << countedText(QStringLiteral("%1 kernel(s) not measured:\n").arg(run->failures.size()),
                 qint64(run->failures.size()));
        for (const KernelFailure &f : run->failures) {
            const KernelPlan *p = planOf(plans, f);
            s << "  [" << (p ? p->place() : f.compileId) << "] " << f.kernel << ": " << f.reason << "\n";
        }
    }
    return out;
}

QByteArray formatProfileJson(
    const QList<KernelPlan> &plans, const ProfileRun *run, int64_t runId, const AutotuneExplorer *autotune)
{
    QJsonArray planArray, results, failures;
    for (const KernelPlan &p : plans) {
        QJsonObject o = planJson(p);
        if (autotune && p.kind == QLatin1String("triton")) { // indices into `autotune`
            QJsonArray made;
            for (const AutotuneDecision *d :
                decisionsForKernel(*autotune, rankedCompileId(p.compileId, p.rank, p.rank >= 0), p.name, p.source))
                made << static_cast<int>(d - autotune->decisions.data());
            o[QStringLiteral("autotune")] = made;
        }
        planArray.append(o);
    }
    QJsonObject root { { QStringLiteral("schema"), QStringLiteral("compilescope.profile/1") },
        { QStringLiteral("plans"), planArray },
        // Which of the two times compares with Inductor's own benchmark (output_code.py -k).
        { QStringLiteral("inductor_statistic"), QStringLiteral("min_us") } };
    if (autotune)
        root[QStringLiteral("autotune")] = autotuneDecisionsJson(*autotune);
    if (run) {
        for (const KernelResult &r : run->results) {
            const KernelPlan *p = planOf(plans, r);
            results.append(QJsonObject { { QStringLiteral("kernel"), r.kernel },
                { QStringLiteral("compile_id"), r.compileId },
                { QStringLiteral("plan_id"), r.planId.isEmpty() ? QJsonValue() : QJsonValue(r.planId) },
                { QStringLiteral("graph"), p && !p->graph.isEmpty() ? QJsonValue(p->graph) : QJsonValue() },
                { QStringLiteral("kind"), r.kind }, { QStringLiteral("config"), r.config },
                { QStringLiteral("choice"), p ? QJsonValue(KernelPlan::choiceName(p->choice)) : QJsonValue() },
                { QStringLiteral("inductor_us"), p && p->inductorUs > 0 ? QJsonValue(p->inductorUs) : QJsonValue() },
                { QStringLiteral("median_us"), r.medianUs }, { QStringLiteral("min_us"), r.minUs },
                { QStringLiteral("max_us"), r.maxUs }, { QStringLiteral("spread"), r.spread },
                { QStringLiteral("repeats"), r.repeats },
                { QStringLiteral("bytes"), r.bytes ? QJsonValue(static_cast<double>(*r.bytes)) : QJsonValue() },
                { QStringLiteral("bandwidth_gbs"), optional(r.bandwidthGBs) },
                { QStringLiteral("registers"), optional(r.registers) },
                { QStringLiteral("spills"), optional(r.spills) },
                { QStringLiteral("shared_memory"), optional(r.sharedMem) } });
        }
        for (const KernelFailure &f : run->failures) {
            const KernelPlan *p = planOf(plans, f);
            failures.append(
                QJsonObject { { QStringLiteral("kernel"), f.kernel }, { QStringLiteral("compile_id"), f.compileId },
                    { QStringLiteral("plan_id"), f.planId.isEmpty() ? QJsonValue() : QJsonValue(f.planId) },
                    { QStringLiteral("graph"), p && !p->graph.isEmpty() ? QJsonValue(p->graph) : QJsonValue() },
                    { QStringLiteral("reason"), f.reason } });
        }
        root[QStringLiteral("run")] = QJsonObject { { QStringLiteral("id"), static_cast<double>(runId) },
            { QStringLiteral("started_at"), run->startedAt.toString(Qt::ISODateWithMs) },
            { QStringLiteral("finished_at"), run->finishedAt.toString(Qt::ISODateWithMs) },
            { QStringLiteral("gpu"), run->machine.gpu }, { QStringLiteral("cpu"), run->machine.cpu },
            { QStringLiteral("driver"), run->machine.driver }, { QStringLiteral("torch"), run->machine.torch },
            { QStringLiteral("settings"), QJsonDocument::fromJson(run->settings.toUtf8()).object() } };
        root[QStringLiteral("results")] = results;
        root[QStringLiteral("roofline")] = rooflineJson(computeRoofline(plans, *run));
        root[QStringLiteral("failures")] = failures;
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace cs
