#include "core/report/doc/reportdata.h"

#include <QCoreApplication>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

} // namespace

QString reportSectionKey(ReportSection s)
{
    switch (s) {
    case ReportSection::FixFirst:
        return QStringLiteral("fix_first");
    case ReportSection::Identity:
        return QStringLiteral("identity");
    case ReportSection::Compiles:
        return QStringLiteral("compiles");
    case ReportSection::Breaks:
        return QStringLiteral("graph_breaks");
    case ReportSection::Recompiles:
        return QStringLiteral("recompiles");
    case ReportSection::Failures:
        return QStringLiteral("failures");
    case ReportSection::Fusion:
        return QStringLiteral("fusion");
    case ReportSection::Kernels:
        return QStringLiteral("kernels");
    case ReportSection::Runtime:
        return QStringLiteral("runtime");
    case ReportSection::Graphs:
        return QStringLiteral("graphs");
    case ReportSection::Ranks:
        return QStringLiteral("ranks");
    case ReportSection::Compare:
        return QStringLiteral("compare");
    case ReportSection::Ab:
        return QStringLiteral("ab");
    }
    return {};
}

QString reportSectionTitle(ReportSection s)
{
    switch (s) {
    case ReportSection::FixFirst:
        return Tr::tr("What to fix first");
    case ReportSection::Identity:
        return Tr::tr("Run and versions");
    case ReportSection::Compiles:
        return Tr::tr("Compile overview");
    case ReportSection::Breaks:
        return Tr::tr("Graph breaks");
    case ReportSection::Recompiles:
        return Tr::tr("Recompiles");
    case ReportSection::Failures:
        return Tr::tr("Failures and restarts");
    case ReportSection::Fusion:
        return Tr::tr("Fusion");
    case ReportSection::Kernels:
        return Tr::tr("Kernels");
    case ReportSection::Runtime:
        return Tr::tr("Run-time cost: CUDA graphs and guards");
    case ReportSection::Graphs:
        return Tr::tr("Key graphs");
    case ReportSection::Ranks:
        return Tr::tr("Ranks");
    case ReportSection::Compare:
        return Tr::tr("Comparison with another run");
    case ReportSection::Ab:
        return Tr::tr("A/B verdicts");
    }
    return {};
}

std::vector<ReportSection> allReportSections()
{
    return { ReportSection::FixFirst, ReportSection::Identity, ReportSection::Compiles, ReportSection::Breaks,
        ReportSection::Recompiles, ReportSection::Failures, ReportSection::Fusion, ReportSection::Kernels,
        ReportSection::Runtime, ReportSection::Graphs, ReportSection::Ranks, ReportSection::Compare,
        ReportSection::Ab };
}

const ReportExtra *ReportData::extra(ReportSection s) const
{
    for (const ReportExtra &e : extras)
        if (e.key == reportSectionKey(s))
            return &e;
    return nullptr;
}

bool ReportData::has(ReportSection s) const
{
    return std::find(sections.begin(), sections.end(), s) != sections.end();
}

bool ReportData::hasKey(const QString &sectionKey) const
{
    return std::any_of(
        sections.begin(), sections.end(), [&](ReportSection s) { return reportSectionKey(s) == sectionKey; });
}

} // namespace cs
