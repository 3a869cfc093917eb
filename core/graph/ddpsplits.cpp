#include "core/graph/ddpsplits.h"

#include "core/ingest/runloader.h"
#include "core/util/jsonvalue.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QTextStream>

namespace cs {
namespace {
// The split in words, for `graph --list` and `summary`.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Graph)
};
} // namespace

namespace {

QJsonValue bytesOrNull(qint64 bytes)
{
    return bytes >= 0 ? QJsonValue(bytes) : QJsonValue();
}

} // namespace

bool hasDdpSplit(const TraceLog &log, const CompileSummary &compile)
{
    for (uint32_t ri : compile.records)
        if (log.eventName(log.records[ri]) == "optimize_ddp_split_graph"
            || log.eventName(log.records[ri]) == "optimize_ddp_split_child")
            return true;
    return false;
}

std::vector<DdpSplitInfo> listDdpSplits(const LoadedRun &run, const QList<GraphEntry> &graphs)
{
    std::vector<DdpSplitInfo> out;
    std::vector<const TextLog *> textLogs;
    for (const auto &t : run.textLogs)
        textLogs.push_back(t.get());
    for (size_t li = 0; li < run.logs.size(); ++li) {
        const CompileOverview &ov = *run.overviews[li];
        if (!ov.recordKinds.count("optimize_ddp_split_graph") && !ov.recordKinds.count("optimize_ddp_split_child"))
            continue;
        for (size_t ci = 0; ci < ov.compiles.size(); ++ci) {
            const CompileSummary &c = ov.compiles[ci];
            if (!hasDdpSplit(*run.logs[li], c))
                continue;
            const AotCompiles aot = analyseAotCompiles(*run.logs[li], c, textLogs);
            DdpSplitInfo info;
            info.rank = run.logs[li]->rank;
            info.log = static_cast<int>(li);
            info.compile = static_cast<int>(ci);
            info.compileId = c.id.toString();
            info.function = c.function;
            info.split = aot.split;
            for (const DdpChild &child : aot.split.children) {
                DdpSplitInfo::ChildGraphs g;
                if (child.unit >= 0)
                    g.aotId = aot.units[size_t(child.unit)].aotId;
                for (const GraphEntry &e : graphs) {
                    if (e.log != info.log || e.compile != info.compile)
                        continue;
                    if (e.stage == QLatin1String("ddp_split"))
                        info.graph = e.id;
                    else if (e.ddpChild != child.name)
                        continue;
                    else if (e.stage == QLatin1String("ddp_child"))
                        g.graph = e.id;
                    else if (e.stage == QLatin1String("post_grad") && e.part == QLatin1String("forward"))
                        g.forward = e.id;
                    else if (e.stage == QLatin1String("post_grad") && e.part == QLatin1String("backward"))
                        g.backward = e.id;
                }
                info.graphs.push_back(g);
            }
            out.push_back(std::move(info));
        }
    }
    return out;
}

std::vector<DdpSplitInfo> runDdpSplits(const LoadedRun &run)
{
    for (const auto &ov : run.overviews)
        if (ov->recordKinds.count("optimize_ddp_split_graph") || ov->recordKinds.count("optimize_ddp_split_child"))
            return listDdpSplits(run, listGraphs(run, false));
    return {};
}

QJsonArray ddpSplitsJson(const std::vector<DdpSplitInfo> &splits)
{
    QJsonArray out;
    for (const DdpSplitInfo &s : splits) {
        QJsonArray children;
        for (size_t i = 0; i < s.split.children.size(); ++i) {
            const DdpChild &c = s.split.children[i];
            const DdpSplitInfo::ChildGraphs &g = s.graphs[i];
            QJsonArray params;
            for (const DdpParam &p : c.params)
                params.append(
                    QJsonObject { { QStringLiteral("name"), p.name }, { QStringLiteral("source"), orNull(p.source) },
                        { QStringLiteral("bytes"), bytesOrNull(p.bytes) } });
            children.append(QJsonObject { { QStringLiteral("name"), c.name },
                { QStringLiteral("graph"), orNull(g.graph) }, { QStringLiteral("nodes"), c.nodes },
                { QStringLiteral("calls"), c.calls }, { QStringLiteral("bucket_bytes"), bytesOrNull(c.bucketBytes) },
                { QStringLiteral("params"), params }, { QStringLiteral("aot_id"), orNull(g.aotId) },
                { QStringLiteral("forward"), orNull(g.forward) }, { QStringLiteral("backward"), orNull(g.backward) },
                { QStringLiteral("evidence"), orNull(c.unitEvidence) } });
        }
        out.append(QJsonObject { { QStringLiteral("rank"), s.rank >= 0 ? QJsonValue(s.rank) : QJsonValue() },
            { QStringLiteral("compile_id"), s.compileId }, { QStringLiteral("function"), orNull(s.function) },
            { QStringLiteral("graph"), orNull(s.graph) }, { QStringLiteral("reason"), s.split.reason() },
            { QStringLiteral("bucket_cap_bytes"),
                s.split.bucketCap > 0 ? QJsonValue(s.split.bucketCap) : QJsonValue() },
            { QStringLiteral("children"), children } });
    }
    return out;
}

QString ddpSplitsText(const std::vector<DdpSplitInfo> &splits)
{
    QString out;
    QTextStream s(&out);
    for (const DdpSplitInfo &d : splits) {
        s << '\n'
          << Tr::tr("DDP split of %1%2 (%3): %4")
                 .arg(d.rank >= 0 ? Tr::tr("rank %1 ").arg(d.rank) : QString(), d.compileId, d.function,
                     d.split.reason())
          << '\n';
        for (size_t i = 0; i < d.split.children.size(); ++i) {
            const DdpChild &c = d.split.children[i];
            QStringList params;
            for (const DdpParam &p : c.params)
                params << p.name;
            s << "  "
              << Tr::tr("%1: bucket of %n parameter(s), %2 bytes: %3", nullptr, static_cast<int>(c.params.size()))
                     .arg(c.name, c.bucketBytes >= 0 ? QString::number(c.bucketBytes) : Tr::tr("unknown"),
                         params.join(QStringLiteral(", ")))
              << '\n'
              << "    "
              << Tr::tr("forward %1, backward %2")
                     .arg(d.graphs[i].forward.isEmpty() ? QStringLiteral("-") : d.graphs[i].forward,
                         d.graphs[i].backward.isEmpty() ? QStringLiteral("-") : d.graphs[i].backward)
              << '\n';
        }
    }
    return out;
}

} // namespace cs
