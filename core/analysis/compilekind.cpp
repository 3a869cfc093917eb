#include "core/analysis/compilekind.h"

#include "core/analysis/compileoverview.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cs {

QString compileKindName(CompileKind kind)
{
    switch (kind) {
    case CompileKind::First:
        return QStringLiteral("first");
    case CompileKind::AfterReset:
        return QStringLiteral("after_reset");
    case CompileKind::Recompile:
        return QStringLiteral("recompile");
    case CompileKind::CompiledAgain:
        return QStringLiteral("compiled_again");
    case CompileKind::LimitHit:
        return QStringLiteral("recompile_limit");
    }
    return {};
}

QString compileKindText(CompileKind kind)
{
    switch (kind) {
    case CompileKind::First:
        return QCoreApplication::translate("cs::CompileStatus", "first compile");
    case CompileKind::AfterReset:
        return QCoreApplication::translate("cs::CompileStatus", "after reset");
    case CompileKind::Recompile:
        return QCoreApplication::translate("cs::CompileStatus", "recompile");
    case CompileKind::CompiledAgain:
        return QCoreApplication::translate("cs::CompileStatus", "compiled again");
    case CompileKind::LimitHit:
        return QCoreApplication::translate("cs::CompileStatus", "recompile limit");
    }
    return {};
}

bool isRecompileLimitReason(const QString &failReason)
{
    return failReason.contains(QLatin1String("recompile limit exceeded"), Qt::CaseInsensitive)
        || failReason.contains(QLatin1String("cache_size_limit"))
        || failReason.contains(QLatin1String("recompile_limit"));
}

RecompileLimit recompileLimitOf(const QString &failReason)
{
    RecompileLimit out;
    if (!isRecompileLimitReason(failReason))
        return out;
    // 2.11–2.15: "... exceeding the recompile_limit cache size limit (currently set to 8)" and
    // "Limit type: recompile_limit"; older: "cache_size_limit reached".
    static const QRegularExpression type(QStringLiteral(R"re(Limit type:\s*(\w+))re"));
    static const QRegularExpression setting(
        QStringLiteral(R"re(\b((?:accumulated_)?(?:recompile|cache_size)_limit)\b)re"));
    static const QRegularExpression value(QStringLiteral(R"re(currently set to (\d+))re"));
    if (const auto m = type.match(failReason); m.hasMatch())
        out.setting = m.captured(1);
    else if (const auto s = setting.match(failReason); s.hasMatch())
        out.setting = s.captured(1);
    if (out.setting.isEmpty() || out.setting == QLatin1String("cache_size_limit"))
        out.setting = QStringLiteral("recompile_limit");
    else if (out.setting == QLatin1String("accumulated_cache_size_limit"))
        out.setting = QStringLiteral("accumulated_recompile_limit");
    if (const auto v = value.match(failReason); v.hasMatch())
        out.value = v.captured(1).toInt();
    return out;
}

CompileKind compileKindOf(const CompileSummary &c, bool afterReset)
{
    if (c.status == CompileSummary::Status::Failed && isRecompileLimitReason(c.failReason))
        return CompileKind::LimitHit;
    if (c.id.frameCompile <= 0)
        return afterReset ? CompileKind::AfterReset : CompileKind::First;
    if (!c.recompileReasons.isEmpty() || c.cacheSize >= 1)
        return CompileKind::Recompile;
    // Dynamo logs no reason when the frame held no cache entry (cache_size 0). A log that records
    // neither (torch before 2.2, a compile cut off before its metrics) cannot tell: the old reading.
    return c.cacheSize == 0 ? CompileKind::CompiledAgain : CompileKind::Recompile;
}

} // namespace cs
