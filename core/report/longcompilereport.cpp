#include "core/report/longcompilereport.h"

#include "core/util/countedtext.h"
#include "core/util/jsonvalue.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>

namespace cs {
namespace {

// The same words as the report's and explain's (one translation each).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

QString secs(double s)
{
    return QString::number(s, 'f', 1);
}

QJsonValue secsOrNull(double s)
{
    return s >= 0 ? QJsonValue(s) : QJsonValue();
}

QString cacheAdvice()
{
    return Tr::tr("That is the work the compile caches keep (the FX graph cache and the AOTAutograd cache, on by "
                  "default in recent PyTorch; TORCHINDUCTOR_FX_GRAPH_CACHE=1 and TORCHINDUCTOR_AUTOGRAD_CACHE=1 "
                  "turn them on): a warm start loads it instead of compiling. They live in TORCHINDUCTOR_CACHE_DIR, "
                  "by default under /tmp, which new containers and reboots lose: point it at a disk that persists, "
                  "or (PyTorch 2.7 and later) carry the caches to other machines with "
                  "`torch.compiler.save_cache_artifacts()` and `torch.compiler.load_cache_artifacts()`.");
}

} // namespace

QString shareOfRunText(const CompileTimeFinding &f)
{
    return f.runCompileTimeS > 0 ? QStringLiteral("%1%").arg(100.0 * f.compileTimeS / f.runCompileTimeS, 0, 'f', 0)
                                 : QStringLiteral("?");
}

QString longCompileTitle(const LongCompile &l)
{
    const QString share = shareOfRunText(l);
    if (l.backwardS > 0)
        return Tr::tr("Compile time: %1 [%2] took %3 s on its own, %4 s of it compiling its backward (%5 of the "
                      "run's compile time)")
            .arg(l.function, l.compileId, secs(l.compileTimeS), secs(l.backwardS), share);
    return Tr::tr("Compile time: %1 [%2] took %3 s on its own (%4 of the run's compile time)")
        .arg(l.function, l.compileId, secs(l.compileTimeS), share);
}

QString longCompileDetail(const LongCompile &l)
{
    QStringList parts;
    if (l.dynamoS >= 0)
        parts << Tr::tr("Dynamo tracing %1 s").arg(secs(l.dynamoS));
    if (l.aotAutogradS >= 0)
        parts << Tr::tr("AOTAutograd %1 s").arg(secs(l.aotAutogradS));
    if (l.inductorS >= 0 || l.codegenS >= 0) {
        const double inductor = std::max(0.0, l.inductorS) + std::max(0.0, l.codegenS);
        QString p = Tr::tr("Inductor %1 s").arg(secs(inductor));
        if (l.codegenS >= 0)
            p += u' '
                + (l.tritonCompileS >= 0 ? Tr::tr("(code generation %1 s, compiling the kernels %2 s of it)")
                                               .arg(secs(l.codegenS), secs(l.tritonCompileS))
                                         : Tr::tr("(code generation %1 s)").arg(secs(l.codegenS)));
        parts << p;
    }
    if (l.backwardS > 0)
        parts << Tr::tr("the backward %1 s").arg(secs(l.backwardS));
    QString out = parts.isEmpty() ? Tr::tr("Its records do not split the time into phases.")
                                  : Tr::tr("Where it went: %1.").arg(parts.join(QStringLiteral(", ")));
    if (l.graphOps > 0)
        out += u' ' + countedText(Tr::tr("Its graph holds %n operation(s).", nullptr, l.graphOps), l.graphOps);
    if (l.otherRanks > 0)
        out += u' '
            + countedText(Tr::tr("The same compile took that long on %n other rank(s) too.", nullptr, l.otherRanks),
                l.otherRanks);
    if (l.cacheHits + l.cacheMisses + l.cacheBypasses > 0)
        out += u' '
            + Tr::tr("Compile caches: %1 hit, %2 missed, %3 bypassed.")
                  .arg(QString::number(l.cacheHits), QString::number(l.cacheMisses), QString::number(l.cacheBypasses));
    return out;
}

QString longCompileChange(const LongCompile &l)
{
    const QString phase = l.dominantPhase();
    QString out;
    if (phase == QLatin1String("dynamo"))
        return Tr::tr("most of it is Dynamo tracing your Python (%1 s), which no compile cache skips: compile less "
                      "of the program — the module whose speed matters rather than the whole step, and blocks that "
                      "repeat on their own (`block.compile()`, regional compilation) — or move work that need not "
                      "be traced (logging, checks on values) out of the compiled function.")
            .arg(secs(l.dynamoS));
    if (phase == QLatin1String("inductor") && l.maxAutotune)
        out = Tr::tr("most of it is Inductor (%1 s) with max_autotune on, which benchmarks several kernel choices for "
                     "every matrix multiplication and convolution: compile with the default mode where those "
                     "kernels' speed does not pay for the wait, or keep the result warm.")
                  .arg(secs(l.dominantS()));
    else if (phase == QLatin1String("inductor"))
        out = Tr::tr("most of it is Inductor generating and compiling kernels (%1 s, its backward's included).")
                  .arg(secs(l.dominantS()));
    else if (phase == QLatin1String("aot_autograd"))
        out = Tr::tr("most of it is AOTAutograd (%1 s): tracing the graph down to ATen operations (with its "
                     "backward, when it trains) and partitioning it.")
                  .arg(secs(l.aotAutogradS));
    else
        out = Tr::tr("no one phase holds most of it.");
    // Phases recorded (Dynamo's time is there) and no Inductor time among them: another backend.
    // No phases at all (an older torch) says nothing either way.
    if (l.dynamoS >= 0 && !l.inductorRan())
        return out + u' '
            + Tr::tr("No Inductor time is recorded for this compile: another backend compiled it, and the compile "
                     "caches keep only Inductor's results. A debugging backend (aot_eager) costs this on every "
                     "start: use the default backend where the run is not for debugging.");
    out += u' ' + cacheAdvice();
    if (l.cacheBypasses > 0)
        out += u' '
            + (l.bypassReason.isEmpty()
                    ? Tr::tr("The cache was bypassed for this compile: no start of it is warm until that is fixed.")
                    : Tr::tr("The cache was bypassed for this compile (%1): no start of it is warm until that is "
                             "fixed.")
                          .arg(l.bypassReason));
    return out;
}

QJsonArray longCompilesJson(const std::vector<LongCompile> &compiles)
{
    QJsonArray out;
    for (const LongCompile &l : compiles) {
        QJsonObject o;
        o[QStringLiteral("compile_id")] = l.compileId;
        o[QStringLiteral("function")] = orNull(l.function);
        o[QStringLiteral("file")] = orNull(l.file);
        o[QStringLiteral("line")] = l.line > 0 ? QJsonValue(l.line) : QJsonValue();
        o[QStringLiteral("compile_time_s")] = l.compileTimeS;
        o[QStringLiteral("backward_s")] = l.backwardS;
        o[QStringLiteral("run_compile_time_s")] = l.runCompileTimeS;
        o[QStringLiteral("phases")] = QJsonObject { { QStringLiteral("dynamo_s"), secsOrNull(l.dynamoS) },
            { QStringLiteral("aot_autograd_s"), secsOrNull(l.aotAutogradS) },
            { QStringLiteral("inductor_s"), secsOrNull(l.inductorS) },
            { QStringLiteral("code_gen_s"), secsOrNull(l.codegenS) },
            { QStringLiteral("triton_compile_s"), secsOrNull(l.tritonCompileS) } };
        o[QStringLiteral("dominant_phase")] = l.dominantPhase();
        o[QStringLiteral("graph_ops")] = l.graphOps >= 0 ? QJsonValue(l.graphOps) : QJsonValue();
        o[QStringLiteral("cache")] = QJsonObject { { QStringLiteral("hits"), l.cacheHits },
            { QStringLiteral("misses"), l.cacheMisses }, { QStringLiteral("bypasses"), l.cacheBypasses },
            { QStringLiteral("bypass_reason"), orNull(l.bypassReason) } };
        o[QStringLiteral("max_autotune")] = l.maxAutotune;
        o[QStringLiteral("other_ranks")] = l.otherRanks;
        out.append(o);
    }
    return out;
}

} // namespace cs
