#include "core/analysis/cudagraphcoverage.h"

#include "core/analysis/cudagraphskip.h"
#include "core/model/compileid.h"

#include "core/analysis/kernelcounts.h"
#include "core/analysis/outputcode.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <utility>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::CudaGraphs)
};

using Key = std::pair<int, CompileId>; // log (-1: text of a multi-log run), compile id without attempt

struct Builder {
    CudaGraphCoverage out;
    std::map<Key, int> index;
    std::map<Key, bool> textSaid; // text had a partition line or a recording for the region
    std::map<std::pair<qsizetype, QString>, QStringList> sizes; // region, recorded function -> input sizes

    CudaGraphRegion &region(int log, const CompileId &id, const QString &label)
    {
        const Key key { log, id.withoutAttempt() };
        auto it = index.find(key);
        if (it == index.end()) {
            CudaGraphRegion r;
            r.compileId = label;
            r.log = log;
            out.regions << r;
            it = index.emplace(key, static_cast<int>(out.regions.size() - 1)).first;
        }
        return out.regions[it->second];
    }
};

QString label(const CompileId &id, int log, bool multiLog, int rank)
{
    const QString plain = id.withoutAttempt().toString();
    if (!multiLog || log < 0)
        return plain;
    return rankedCompileId(plain, rank >= 0 ? rank : log, true);
}

void request(CudaGraphRegion &r, const QString &from)
{
    if (!r.requested)
        r.requestedFrom = from;
    r.requested = true;
}

void addText(Builder &b, const TextLog &t, int log, bool multiLog)
{
    const CudaGraphLog &g = t.cudagraphs;
    const auto regionOf = [&](const std::optional<CompileId> &id) -> CudaGraphRegion & {
        const CompileId c = id.value_or(CompileId {});
        return b.region(log, c, id ? label(c, log, multiLog, -1) : QStringLiteral("?"));
    };
    for (const CudaGraphPartitioning &p : g.partitionings) {
        CudaGraphRegion &r = regionOf(p.compileId);
        b.textSaid[{ log, p.compileId.value_or(CompileId {}).withoutAttempt() }] = true;
        if (p.cudagraphsOff())
            continue;
        request(r, QStringLiteral("torch_logs"));
        r.partitions += p.partitions;
        r.cudagraphable += p.cudagraphable;
        for (const CudaGraphPartitionLine &l : p.detail) {
            if (l.cudagraphable)
                continue;
            for (const CudaGraphOutsideNode &n : l.outside)
                r.outside << n;
            if (l.belowMinimumKernels >= 0) {
                CudaGraphOutsideNode n;
                n.node = QStringLiteral("partition %1").arg(l.index);
                n.reason = Tr::tr("below cudagraph_min_partition_size (%n kernel(s))", nullptr, l.belowMinimumKernels);
                r.outside << n;
            }
        }
    }
    for (CudaGraphSkipLine s : g.skips) {
        // A run-time skip carries no compile id: the last compile logged before it, unless the
        // function its stack names is another region's.
        std::optional<CompileId> id = s.compileId;
        if (s.attributed && !s.where.function.isEmpty()) {
            const auto shortName = [](const QString &f) { return f.section(QLatin1Char('.'), -1); };
            const auto at = b.index.find({ log, id.value_or(CompileId {}).withoutAttempt() });
            if (at == b.index.end() || shortName(b.out.regions[at->second].function) != s.where.function) {
                // The latest compile of the function the stack names, not after the one logged last.
                std::optional<CompileId> better;
                for (const auto &[key, i] : b.index)
                    if (key.first == log && b.out.regions[i].compile >= 0
                        && shortName(b.out.regions[i].function) == s.where.function
                        && (!id || !(id->withoutAttempt() < key.second)))
                        better = key.second;
                if (better)
                    id = better;
            }
        }
        CudaGraphRegion &r = regionOf(id);
        request(r, QStringLiteral("torch_logs"));
        bool known = false;
        for (const CudaGraphSkipLine &k : std::as_const(r.skips))
            known = known || k.reason == s.reason;
        if (!known)
            r.skips << s;
    }
    for (const CudaGraphRecordingLine &rec : g.recordings) {
        CudaGraphRegion &r = regionOf(rec.compileId);
        b.textSaid[{ log, rec.compileId.value_or(CompileId {}).withoutAttempt() }] = true;
        request(r, QStringLiteral("torch_logs"));
        if (rec.rerecord) {
            ++r.rerecordings;
            continue;
        }
        ++r.recordings;
        QStringList &sizes = b.sizes[{ &r - b.out.regions.data(), rec.function }];
        if (sizes.size() < 64)
            sizes << rec.inputSizes.section(QStringLiteral("], ["), 0, 0)
                         .remove(QLatin1Char('['))
                         .remove(QLatin1Char(']'))
                         .prepend(QLatin1Char('['))
                         .append(QLatin1Char(']'));
    }
    for (const auto &[key, sizes] : b.sizes) {
        CudaGraphRegion &r = b.out.regions[key.first];
        if (sizes.size() > 1 && sizes.size() > r.recordedSizes.size()) {
            r.recordedAgain = key.second;
            r.recordedSizes = sizes;
        }
    }
    // Launch counts of regions the trace does not hold, from the output code logged as text
    // (parsed only when such a region exists: the trace's regions have theirs already).
    std::map<CompileId, KernelCounts> codes;
    const bool needCodes = std::any_of(b.out.regions.cbegin(), b.out.regions.cend(),
        [&](const CudaGraphRegion &r) { return r.log == log && r.launches < 0; });
    for (const LogMessage &m : t.messages)
        if (needCodes && m.compileId && m.artifact == QLatin1String("output_code")
            && m.text.startsWith(QLatin1String("Output code:"))) {
            const QByteArray code = m.text.section(QLatin1Char('\n'), 1).toUtf8();
            codes[m.compileId->withoutAttempt()]
                += countKernels(std::string_view(code.constData(), size_t(code.size())));
        }
    for (const auto &[id, counts] : codes) {
        const auto it = b.index.find({ log, id });
        if (it == b.index.end())
            continue;
        CudaGraphRegion &r = b.out.regions[it->second];
        if (r.launches < 0) {
            r.launches = counts.launches;
            r.launchesInPartitions = counts.partitionLaunches;
        }
    }
    b.out.trees += g.trees;
    b.out.distinctSizesWarned = std::max(b.out.distinctSizesWarned, g.distinctSizesWarned);
    b.out.rerecordLimitHits += g.rerecordLimitHits;
    b.out.fromText = b.out.fromText || !g.isEmpty();
}

QString stateOf(const CudaGraphRegion &r, bool textSaid)
{
    if (!r.skips.isEmpty())
        return QStringLiteral("skipped");
    if (!r.requested)
        return QStringLiteral("off");
    if (r.partitions > 0 && r.cudagraphable == 0)
        return QStringLiteral("skipped");
    if (!r.outside.isEmpty() || r.cudagraphable < r.partitions)
        return QStringLiteral("partitioned");
    if (textSaid || r.recordings > 0)
        return QStringLiteral("captured");
    return QStringLiteral("unknown");
}

} // namespace

int CudaGraphRegion::launchesOutsideGraphs() const
{
    if (launches < 0)
        return -1;
    if (state == QLatin1String("skipped") || state == QLatin1String("off"))
        return launches;
    if (launchesInPartitions < 0)
        return -1;
    // Code without partition functions runs whole inside its graph when captured.
    if (state == QLatin1String("captured") && launchesInPartitions == 0)
        return 0;
    return launches - launchesInPartitions;
}

QString cudaGraphRegionReason(const CudaGraphRegion &r)
{
    if (!r.skips.isEmpty())
        return r.skips[0].reason;
    if (!r.outside.isEmpty()) {
        QStringList reasons;
        for (const CudaGraphOutsideNode &n : r.outside)
            if (!reasons.contains(n.reason))
                reasons << n.reason;
        return reasons.join(QStringLiteral(", "));
    }
    if (!r.recordedAgain.isEmpty())
        return Tr::tr("recorded %n time(s), a graph per input size", nullptr, int(r.recordedSizes.size()));
    if (r.state == QLatin1String("unknown"))
        return Tr::tr("no TORCH_LOGS=cudagraphs lines to tell");
    return {};
}

SourceFrame cudaGraphRegionWhere(const CudaGraphRegion &r)
{
    for (const CudaGraphSkipLine &k : r.skips)
        if (k.where.line > 0)
            return k.where;
    for (const CudaGraphOutsideNode &n : r.outside)
        if (n.where.line > 0)
            return n.where;
    return {};
}

CudaGraphCoverage cudaGraphCoverage(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews,
    const std::vector<std::shared_ptr<const TextLog>> &textLogs)
{
    Builder b;
    const bool multiLog = logs.size() > 1;
    for (size_t li = 0; li < logs.size() && li < overviews.size(); ++li) {
        if (!logs[li] || !overviews[li])
            continue;
        const CompileOverview &ov = *overviews[li];
        for (size_t ci = 0; ci < ov.compiles.size(); ++ci) {
            const CompileSummary &c = ov.compiles[ci];
            const int asCompiled = c.cudagraphsAsCompiled;
            if (asCompiled < 0 && c.cudagraphSkipReason.isEmpty() && c.kernelCounts.partitions == 0)
                continue; // nothing says this compile had CUDA graphs to speak of
            CudaGraphRegion &r = b.region(int(li), c.id, label(c.id, int(li), multiLog, logs[li]->rank));
            r.compile = int(ci);
            r.function = c.displayFunction();
            if (asCompiled == 1)
                request(r, QStringLiteral("fx_graph_cache"));
            if (!c.cudagraphSkipReason.isEmpty()) {
                request(r, QStringLiteral("cudagraph_skip_reason"));
                r.skips << parseCudaGraphSkip(c.cudagraphSkipReason, 0);
            }
            if (c.kernelCounts.outputCodes > 0) {
                r.launches = c.kernelCounts.launches;
                r.launchesInPartitions = c.kernelCounts.partitionLaunches;
            }
        }
    }
    for (const auto &t : textLogs)
        if (t)
            addText(b, *t, multiLog ? -1 : 0, multiLog);
    for (auto &[key, i] : b.index) {
        CudaGraphRegion &r = b.out.regions[i];
        const auto said = b.textSaid.find(key);
        r.state = stateOf(r, said != b.textSaid.end() && said->second);
        if (r.state == QLatin1String("captured"))
            ++b.out.captured;
        else if (r.state == QLatin1String("partitioned"))
            ++b.out.partitioned;
        else if (r.state == QLatin1String("skipped"))
            ++b.out.skipped;
        else if (r.state == QLatin1String("off"))
            ++b.out.off;
        else
            ++b.out.unknown;
    }
    return std::move(b.out);
}

} // namespace cs
