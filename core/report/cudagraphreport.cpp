#include "core/report/cudagraphreport.h"

#include "core/analysis/cudagraphskip.h"
#include "core/ingest/runloader.h"
#include "core/util/jsonvalue.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::CudaGraphs)
};

QJsonValue countOrNull(int n)
{
    return n >= 0 ? QJsonValue(n) : QJsonValue(QJsonValue::Null);
}

QString at(const SourceFrame &f)
{
    if (f.line <= 0)
        return {};
    QString s = QStringLiteral(" at %1:%2").arg(QFileInfo(f.file).fileName()).arg(f.line);
    if (!f.source.isEmpty())
        s += QStringLiteral(" `%1`").arg(f.source.left(160));
    return s;
}

QJsonObject frameJson(const SourceFrame &f)
{
    QJsonObject o;
    o[QStringLiteral("file")] = orNull(f.file);
    o[QStringLiteral("line")] = f.line > 0 ? QJsonValue(f.line) : QJsonValue(QJsonValue::Null);
    o[QStringLiteral("function")] = orNull(f.function);
    o[QStringLiteral("source")] = orNull(f.source);
    return o;
}

// One line per region: state, why, where, and what each call still launches one by one (the
// advice is explain's).
QString regionText(const CudaGraphRegion &r)
{
    QString s = QStringLiteral("  [%1] %2: %3")
                    .arg(r.compileId, r.function.isEmpty() ? QStringLiteral("?") : r.function, r.state);
    if (const QString reason = cudaGraphRegionReason(r); !reason.isEmpty())
        s += QStringLiteral(" — ") + reason.left(300) + at(cudaGraphRegionWhere(r));
    if (const int outside = r.launchesOutsideGraphs(); outside > 0)
        s += Tr::tr("; %n launch(es) per call outside CUDA graphs", nullptr, outside);
    if (r.rerecordings > 0)
        s += QStringLiteral("; ")
            + Tr::tr("re-recorded %n time(s) (an input's address or a static input changed)", nullptr, r.rerecordings);
    return s;
}

} // namespace

CudaGraphCoverage runCudaGraphCoverage(const LoadedRun &run)
{
    return cudaGraphCoverage(run.logs, run.overviews, run.textLogs);
}

QString cudaGraphCoverageText(const CudaGraphCoverage &c)
{
    if (!c.any())
        return {};
    const int regions = c.captured + c.partitioned + c.skipped + c.unknown;
    QStringList parts;
    if (c.captured)
        parts << Tr::tr("%1 captured").arg(c.captured);
    if (c.partitioned)
        parts << Tr::tr("%1 partitioned (some ops outside)").arg(c.partitioned);
    if (c.skipped)
        parts << Tr::tr("%1 skipped").arg(c.skipped);
    if (c.unknown)
        parts << Tr::tr("%1 not known (no TORCH_LOGS=cudagraphs)").arg(c.unknown);
    QString s = Tr::tr("CUDA graphs: %n compiled region(s) with CUDA graphs on: ", nullptr, regions)
        + parts.join(QStringLiteral(", "));
    if (c.off)
        s += Tr::tr("; %n other region(s) compiled without them", nullptr, c.off);
    for (const CudaGraphRegion &r : c.regions)
        if (r.state != QLatin1String("off")
            && (r.state != QLatin1String("captured") || !r.recordedAgain.isEmpty() || r.rerecordings > 0))
            s += QLatin1Char('\n') + regionText(r);
    if (c.distinctSizesWarned > 0)
        s += QLatin1Char('\n')
            + Tr::tr("  torch warned: %1 distinct input sizes recorded, a graph each; pad inputs to a few sizes or set "
                     "`torch._inductor.config.triton.cudagraph_skip_dynamic_graphs = True`")
                  .arg(c.distinctSizesWarned);
    if (c.rerecordLimitHits > 0)
        s += QLatin1Char('\n')
            + Tr::tr("  re-record limit hit %n time(s): later input sizes ran without CUDA graphs", nullptr,
                c.rerecordLimitHits);
    return s;
}

std::vector<int> cudaGraphFindingRegions(const CudaGraphCoverage &c)
{
    std::vector<int> shown;
    for (int i = 0; i < int(c.regions.size()); ++i) {
        const CudaGraphRegion &r = c.regions[i];
        if (r.state == QLatin1String("skipped") || r.state == QLatin1String("partitioned")
            || !r.recordedAgain.isEmpty())
            shown.push_back(i);
    }
    std::stable_sort(shown.begin(), shown.end(),
        [&c](int a, int b) { return c.regions[a].launchesOutsideGraphs() > c.regions[b].launchesOutsideGraphs(); });
    return shown;
}

CudaGraphFinding cudaGraphFinding(const CudaGraphRegion &r)
{
    const QString fn = r.function.isEmpty() ? QStringLiteral("?") : r.function;
    CudaGraphFinding f;
    if (r.state == QLatin1String("skipped")) {
        const CudaGraphSkipLine k = r.skips.value(0);
        f.title = Tr::tr("CUDA graphs skipped for %1 [%2]: %3")
                      .arg(fn, r.compileId,
                          k.reason.isEmpty() && !r.outside.isEmpty() ? r.outside[0].reason : k.reason.left(300));
        if (k.where.line > 0)
            f.lines << QStringLiteral("%1:%2 | %3")
                           .arg(QFileInfo(k.where.file).fileName())
                           .arg(k.where.line)
                           .arg(k.where.source.left(200));
        f.change
            = r.skips.isEmpty() && !r.outside.isEmpty() ? cudaGraphOutsideAdvice(r.outside[0]) : cudaGraphSkipAdvice(k);
    } else if (r.state == QLatin1String("partitioned")) {
        f.title
            = Tr::tr("CUDA graphs partitioned in %1 [%2]: %3 of %n partition(s) captured, ops kept outside:", nullptr,
                r.partitions)
                  .arg(fn, r.compileId)
                  .arg(r.cudagraphable);
        for (const CudaGraphOutsideNode &o : r.outside) {
            f.lines << Tr::tr("%1 (%2)%3").arg(o.node, o.reason, at(o.where));
            f.lineChanges << cudaGraphOutsideAdvice(o);
        }
        f.change = f.lineChanges.value(0);
    } else {
        f.title = Tr::tr(
            "CUDA graph recorded %n time(s) for %1 [%2], a graph per input size", nullptr, int(r.recordedSizes.size()))
                      .arg(fn, r.compileId);
        f.lines << r.recordedSizes.mid(0, 8).join(QStringLiteral(", "))
                + (r.recordedSizes.size() > 8 ? QStringLiteral(" …") : QString());
        f.change
            = Tr::tr("pad inputs to a few sizes, or mark the size static; "
                     "`torch._inductor.config.triton.cudagraph_skip_dynamic_graphs = True` runs such graphs without "
                     "CUDA graphs");
    }
    if (const int outside = r.launchesOutsideGraphs(); outside > 0)
        f.cost = Tr::tr("cost: %n kernel launch(es) per call run one by one, outside a CUDA graph", nullptr, outside);
    return f;
}

int writeCudaGraphFinding(const CudaGraphRegion &r, QTextStream &s, int n)
{
    const CudaGraphFinding f = cudaGraphFinding(r);
    const QString cut = QStringLiteral("\n   ");
    s << ++n << ". " << f.title;
    if (r.state == QLatin1String("partitioned"))
        for (qsizetype i = 0; i < f.lines.size(); ++i)
            s << cut << f.lines[i] << cut << "  " << Tr::tr("fix: %1").arg(f.lineChanges.value(i));
    else {
        for (const QString &l : f.lines)
            s << cut << l;
        s << cut << Tr::tr("fix: %1").arg(f.change);
    }
    if (!f.cost.isEmpty())
        s << cut << f.cost;
    s << "\n\n";
    return n;
}

void writeCudaGraphUnknownNote(const CudaGraphCoverage &c, QTextStream &s)
{
    if (c.unknown > 0)
        s << Tr::tr(
            "CUDA graphs were on for %n region(s), but the log has no TORCH_LOGS=cudagraphs lines: a skip found at "
            "run time (a mutated input) would not show. Record with TORCH_LOGS=cudagraphs to see it.",
            nullptr, c.unknown)
          << "\n\n";
}

QJsonObject cudaGraphCoverageJson(const CudaGraphCoverage &c)
{
    QJsonArray regions;
    for (const CudaGraphRegion &r : c.regions) {
        if (r.state == QLatin1String("off"))
            continue; // counted in `off`
        QJsonObject o;
        o[QStringLiteral("id")] = r.compileId;
        o[QStringLiteral("function")] = orNull(r.function);
        o[QStringLiteral("state")] = r.state;
        o[QStringLiteral("requested_from")] = orNull(r.requestedFrom);
        o[QStringLiteral("partitions")] = r.partitions;
        o[QStringLiteral("cudagraphable_partitions")] = r.cudagraphable;
        o[QStringLiteral("launches")] = countOrNull(r.launches);
        o[QStringLiteral("launches_in_partitions")] = countOrNull(r.launchesInPartitions);
        o[QStringLiteral("launches_outside_graphs")] = countOrNull(r.launchesOutsideGraphs());
        o[QStringLiteral("recordings")] = r.recordings;
        o[QStringLiteral("rerecordings")] = r.rerecordings;
        o[QStringLiteral("recorded_again")] = orNull(r.recordedAgain);
        o[QStringLiteral("recorded_sizes")] = QJsonArray::fromStringList(r.recordedSizes);
        QJsonArray skips, outside;
        for (const CudaGraphSkipLine &k : r.skips) {
            QJsonObject j;
            j[QStringLiteral("reason")] = k.reason;
            j[QStringLiteral("kind")] = k.kind;
            j[QStringLiteral("subject")] = orNull(k.subject);
            j[QStringLiteral("where")] = frameJson(k.where);
            j[QStringLiteral("logged_line")] = k.line > 0 ? QJsonValue(k.line) : QJsonValue(QJsonValue::Null);
            j[QStringLiteral("attributed")] = k.attributed;
            j[QStringLiteral("advice")] = cudaGraphSkipAdvice(k);
            skips.append(j);
        }
        for (const CudaGraphOutsideNode &n : r.outside) {
            QJsonObject j;
            j[QStringLiteral("node")] = n.node;
            j[QStringLiteral("reason")] = n.reason;
            j[QStringLiteral("ir")] = orNull(n.ir);
            j[QStringLiteral("fx")] = orNull(n.fx);
            j[QStringLiteral("where")] = frameJson(n.where);
            j[QStringLiteral("advice")] = cudaGraphOutsideAdvice(n);
            outside.append(j);
        }
        o[QStringLiteral("skips")] = skips;
        o[QStringLiteral("outside")] = outside;
        regions.append(o);
    }
    QJsonObject root;
    root[QStringLiteral("regions")] = regions;
    root[QStringLiteral("captured")] = c.captured;
    root[QStringLiteral("partitioned")] = c.partitioned;
    root[QStringLiteral("skipped")] = c.skipped;
    root[QStringLiteral("off")] = c.off;
    root[QStringLiteral("unknown")] = c.unknown;
    root[QStringLiteral("trees")] = c.trees;
    root[QStringLiteral("distinct_sizes_warned")] = countOrNull(c.distinctSizesWarned);
    root[QStringLiteral("rerecord_limit_hits")] = c.rerecordLimitHits;
    root[QStringLiteral("from_torch_logs")] = c.fromText;
    return root;
}

} // namespace cs
