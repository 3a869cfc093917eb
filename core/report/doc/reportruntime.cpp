// The report's "Run-time cost" section: what a compiled program pays on every call beyond its
// kernels, as explain finds it (core/analysis: cudagraphcoverage.h, guardcost.h): which compiled
// regions ran as CUDA graphs and why the others did not, and what the guards of the costliest
// compiles cost a call, with the levers that cut them.
#include "core/report/doc/reportextras.h"

#include "core/analysis/explain.h"
#include "core/report/cudagraphreport.h"
#include "core/report/doc/reportdocument.h"
#include "core/report/guardcostreport.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

QString stateText(const QString &state)
{
    if (state == QLatin1String("captured"))
        return Tr::tr("captured");
    if (state == QLatin1String("partitioned"))
        return Tr::tr("partitioned: some ops outside");
    if (state == QLatin1String("skipped"))
        return Tr::tr("skipped");
    if (state == QLatin1String("unknown"))
        return Tr::tr("not known (no TORCH_LOGS=cudagraphs)");
    return Tr::tr("off");
}

QString count(int n)
{
    return n < 0 ? QStringLiteral("—") : QString::number(n);
}

ReportTable cudaGraphTable(const CudaGraphCoverage &c)
{
    ReportTable t;
    t.caption = Tr::tr("CUDA graphs per compiled region");
    t.header = { Tr::tr("Compile"), Tr::tr("Function"), Tr::tr("CUDA graphs"), Tr::tr("Why not"), Tr::tr("Where"),
        Tr::tr("Launches outside graphs per call"), Tr::tr("Recorded"), Tr::tr("What to change") };
    t.numeric = { false, false, false, false, false, true, false, false };
    t.detail = { false, false, false, true, false, false, true, true }; // reasons and changes in full
    const std::vector<int> findings = cudaGraphFindingRegions(c); // explain's: what to change is said for them
    for (int i = 0; i < int(c.regions.size()); ++i) {
        const CudaGraphRegion &r = c.regions[i];
        if (r.state == QLatin1String("off"))
            continue;
        const SourceFrame where = cudaGraphRegionWhere(r);
        const CudaGraphFinding f = cudaGraphFinding(r);
        QString recorded = r.recordings > 0 ? Tr::tr("%n time(s)", nullptr, r.recordings) : QStringLiteral("—");
        if (r.rerecordings > 0)
            recorded += Tr::tr(", %n again", nullptr, r.rerecordings);
        if (!r.recordedSizes.isEmpty())
            recorded += QStringLiteral(": ") + r.recordedSizes.join(QStringLiteral(", "));
        const bool finding = std::find(findings.begin(), findings.end(), i) != findings.end();
        t.rows.push_back({ r.compileId, r.function, stateText(r.state), cudaGraphRegionReason(r),
            where.file.isEmpty()
                ? QString()
                : QStringLiteral("%1:%2").arg(QFileInfo(where.file).fileName(), QString::number(where.line)),
            count(r.launchesOutsideGraphs()), recorded, finding ? f.change : QString() });
    }
    return t;
}

QString micros(double us)
{
    return us < 0 ? QStringLiteral("—") : reportMicros(us);
}

ReportTable guardTable(const GuardCostReport &g)
{
    ReportTable t;
    t.caption = Tr::tr("Guard cost of the costliest compiles (a cold check, as Dynamo times it)");
    t.header = { Tr::tr("Compile"), Tr::tr("Function"), Tr::tr("Guards"), Tr::tr("Shape guards"), Tr::tr("Check"),
        Tr::tr("Share of a call"), Tr::tr("Python lambda guards (at the root)"), Tr::tr("Tree depth"),
        Tr::tr("Most frequent kinds") };
    t.numeric = { false, false, true, true, true, true, true, true, false };
    for (const GuardCost &c : g.compiles) {
        QStringList kinds;
        for (const auto &[kind, n] : c.kinds.mid(0, 3))
            kinds << QStringLiteral("%1 ×%2").arg(kind, QString::number(n)); // one pass: a kind's text may hold "%2"
        QString check = micros(c.latencyUs);
        if (c.outlier())
            check += Tr::tr(" (rank %1: %2)").arg(c.peerRank).arg(micros(c.peerUs));
        t.rows.push_back({ c.compileId, c.function, count(c.guardCount), count(c.shapeEnvGuards), check,
            c.share() < 0 ? QStringLiteral("—") : QStringLiteral("%1%").arg(100 * c.share(), 0, 'f', 1),
            c.treeRead ? QStringLiteral("%1 (%2)").arg(c.lambdaGuards).arg(c.lambdaAtRoot) : QStringLiteral("—"),
            c.treeRead ? QString::number(c.depth) : QStringLiteral("—"), kinds.join(QStringLiteral(", ")) });
    }
    return t;
}

} // namespace

bool hasRuntimeFacts(const Explanation &e)
{
    return e.cudagraphs.any() || guardCostMatters(e.guardCost);
}

ReportExtra runtimeExtra(const Explanation &e)
{
    ReportExtra x;
    x.key = reportSectionKey(ReportSection::Runtime);
    x.title = reportSectionTitle(ReportSection::Runtime);
    QStringList summary;
    if (e.cudagraphs.any())
        summary << cudaGraphCoverageText(e.cudagraphs).section(u'\n', 0, 0);
    else
        summary << Tr::tr("CUDA graphs: no compiled region ran with them (mode \"reduce-overhead\" or "
                          "\"max-autotune\" turns them on).");
    const GuardCostReport &g = e.guardCost;
    // The guards only where explain says them (a check of 100 µs or 1,000 guards): the levers
    // trade away safety and are not offered for a check that costs little.
    const bool guards = guardCostMatters(g);
    if (guards)
        summary << Tr::tr("Guards: %n compile(s) recorded their guards", nullptr, g.compilesWithGuards)
                + (g.totalLatencyUs > 0
                        ? Tr::tr("; their checks take %1 together (cold)").arg(reportMicros(g.totalLatencyUs))
                        : QString());
    x.summary = summary.join(u'\n');
    if (e.cudagraphs.any()) {
        x.tables.push_back(cudaGraphTable(e.cudagraphs));
        if (!e.cudagraphs.fromText && e.cudagraphs.unknown > 0)
            x.notes << Tr::tr(
                "No TORCH_LOGS=cudagraphs text was loaded: a skip that happens at run time (a mutated "
                "input) is only there. Record with TORCH_LOGS=cudagraphs, or open its text with the run.");
    }
    if (guards) {
        x.tables.push_back(guardTable(g));
        if (const GuardCostWeight w = guardCostWeight(g); !w.text.isEmpty())
            x.notes << w.text;
        ReportTable levers;
        levers.caption = Tr::tr("What cuts guard cost, and what each gives up");
        levers.header = { Tr::tr("Lever") };
        levers.detail = { true };
        for (const QString &l : guardCostLevers(g))
            levers.rows.push_back({ l });
        if (!levers.rows.empty())
            x.tables.push_back(std::move(levers));
    }
    QJsonObject json;
    if (e.cudagraphs.any())
        json[QStringLiteral("cudagraphs")] = cudaGraphCoverageJson(e.cudagraphs);
    if (guards)
        json[QStringLiteral("guard_cost")] = guardCostJson(g);
    x.json = QJsonDocument(json).toJson(QJsonDocument::Compact);
    return x;
}

} // namespace cs
