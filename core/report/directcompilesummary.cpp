#include "core/report/directcompilesummary.h"

#include "core/analysis/failuretext.h"
#include "core/util/bytesource.h"
#include "core/util/inerttext.h"
#include "core/util/jsonvalue.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonObject>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Summary)
};

} // namespace

void writeDirectCompilesText(const CompileOverview &ov, QTextStream &s)
{
    if (ov.directCompiles.empty())
        return;
    s << "\n"
      << Tr::tr("Inductor compiles outside Dynamo (AOTInductor or a direct call of Inductor): %1")
             .arg(ov.directCompiles.size())
      << "\n";
    for (const DirectCompile &d : ov.directCompiles) {
        s << "  " << d.api;
        if (!d.callerFile.isEmpty())
            s << "  " << InertText::escapeControls(QFileInfo(d.callerFile).fileName(), false)
              << (d.callerLine > 0 ? QStringLiteral(":%1").arg(d.callerLine) : QString());
        if (!d.device.isEmpty())
            s << "  " << d.device;
        if (d.seconds >= 0)
            s << QStringLiteral("  %1 s").arg(d.seconds, 0, 'f', 3);
        s << "  " << Tr::tr("(log line %1)").arg(d.line) << "\n";
        if (!d.callerSource.isEmpty())
            s << "      " << InertText::escapeControls(d.callerSource.trimmed(), false).left(200) << "\n";
        if (!d.failType.isEmpty())
            s << "      "
              << Tr::tr("failed: %1: %2")
                     .arg(InertText::escapeControls(d.failType, false).left(120),
                         InertText::escapeControls(failureHeadline(d.failReason), false))
              << "\n";
    }
}

QJsonArray directCompilesJson(const LoadedRun &run)
{
    QJsonArray out;
    for (size_t li = 0; li < run.logs.size() && li < run.overviews.size(); ++li)
        for (const DirectCompile &d : run.overviews[li]->directCompiles)
            out.append(QJsonObject {
                { QStringLiteral("rank"), run.logs[li]->rank >= 0 ? QJsonValue(run.logs[li]->rank) : QJsonValue() },
                { QStringLiteral("log"), run.logs[li]->source->path() }, { QStringLiteral("record_line"), d.line },
                { QStringLiteral("api"), d.api }, { QStringLiteral("aot_inductor"), d.aotInductor() },
                { QStringLiteral("file"), orNull(d.callerFile) },
                { QStringLiteral("line"), d.callerLine > 0 ? QJsonValue(d.callerLine) : QJsonValue() },
                { QStringLiteral("source"), orNull(d.callerSource) }, { QStringLiteral("device"), orNull(d.device) },
                { QStringLiteral("compile_time_s"), d.seconds >= 0 ? QJsonValue(d.seconds) : QJsonValue() },
                { QStringLiteral("fail_type"), orNull(d.failType) },
                { QStringLiteral("fail_reason"), orNull(d.failReason) } });
    return out;
}

double directCompileSeconds(const LoadedRun &run)
{
    double s = 0;
    for (const auto &ov : run.overviews)
        for (const DirectCompile &d : ov->directCompiles)
            s += std::max(0.0, d.seconds);
    return s;
}

} // namespace cs
