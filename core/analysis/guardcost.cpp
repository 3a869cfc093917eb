#include "core/analysis/guardcost.h"

#include "core/analysis/configsnapshot.h"
#include "core/analysis/guardtree.h"
#include "core/model/compileid.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::GuardCost)
};

void readTree(const TraceLog &log, const CompileSummary &c, GuardCost &g)
{
    if (c.guardsRecord == CompileSummary::NoRecord
        || log.eventName(log.records[c.guardsRecord]) != "dynamo_cpp_guards_str")
        return;
    const GuardTree tree = parseGuardTree(QString::fromStdString(log.payload(log.records[c.guardsRecord])));
    if (tree.nodes.isEmpty())
        return;
    g.treeRead = true;
    if (g.latencyUs < 0 && tree.latencyUs >= 0)
        g.latencyUs = tree.latencyUs;
    QHash<QString, int> kinds;
    for (const GuardNode &n : tree.nodes) {
        g.depth = std::max(g.depth, n.depth);
        // Managers: RootGuardManager, GuardManager, DictGuardManager, `KeyValueManager pair at index=0`, ...
        if (n.kind.section(QLatin1Char(' '), 0, 0).endsWith(QLatin1String("Manager"))) {
            ++g.managers;
            continue;
        }
        ++g.leafGuards;
        ++kinds[n.kind];
        if (n.kind == QLatin1String("LAMBDA_GUARD")) {
            ++g.lambdaGuards;
            if (n.parent >= 0 && tree.nodes[n.parent].parent < 0)
                ++g.lambdaAtRoot;
        }
    }
    for (auto it = kinds.cbegin(); it != kinds.cend(); ++it)
        g.kinds << qMakePair(it.key(), it.value());
    std::sort(g.kinds.begin(), g.kinds.end(),
        [](const auto &a, const auto &b) { return a.second != b.second ? a.second > b.second : a.first < b.first; });
}

// Each compile's peer on the other ranks: the same compile id with as many guards, timed lowest.
void findPeers(QList<GuardCost> &all, const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews)
{
    auto idOf = [&](const GuardCost &g) { return overviews[size_t(g.log)]->compiles[size_t(g.compile)].id.toString(); };
    for (GuardCost &g : all)
        for (const GuardCost &o : all)
            if (o.log != g.log && o.latencyUs > 0 && o.guardCount == g.guardCount && idOf(o) == idOf(g)
                && (g.peerUs < 0 || o.latencyUs < g.peerUs)) {
                g.peerUs = o.latencyUs;
                g.peerRank = logs[size_t(o.log)]->rank >= 0 ? logs[size_t(o.log)]->rank : o.log;
            }
}

} // namespace

GuardCostReport guardCosts(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews,
    const std::vector<std::shared_ptr<const ProfilerTrace>> &profiles)
{
    GuardCostReport out;
    QList<GuardCost> all;
    const bool multiLog = logs.size() > 1;
    for (size_t li = 0; li < logs.size() && li < overviews.size(); ++li) {
        if (!logs[li] || !overviews[li])
            continue;
        for (size_t ci = 0; ci < overviews[li]->compiles.size(); ++ci) {
            const CompileSummary &c = overviews[li]->compiles[ci];
            if (c.guardCount < 0 && c.guardLatencyUs < 0 && c.guardsRecord == CompileSummary::NoRecord)
                continue;
            GuardCost g;
            g.log = int(li);
            g.compile = int(ci);
            g.compileId = rankedCompileId(c.id.toString(), logs[li]->rank >= 0 ? logs[li]->rank : int(li), multiLog);
            g.function = c.displayFunction();
            g.guardCount = c.guardCount;
            g.shapeEnvGuards = c.shapeEnvGuardCount;
            g.latencyUs = c.guardLatencyUs;
            ++out.compilesWithGuards;
            if (g.latencyUs > 0)
                out.totalLatencyUs += g.latencyUs;
            all << g;
        }
    }
    if (multiLog)
        findPeers(all, logs, overviews);
    // Costliest first: the measured latency (an outlier's at its peer's), else the guard count.
    std::stable_sort(all.begin(), all.end(), [](const GuardCost &a, const GuardCost &b) {
        if ((a.latencyUs >= 0) != (b.latencyUs >= 0))
            return a.latencyUs >= 0;
        return a.credibleUs() != b.credibleUs() ? a.credibleUs() > b.credibleUs() : a.guardCount > b.guardCount;
    });
    all = all.mid(0, GuardCostReport::Shown);
    for (GuardCost &g : all) {
        readTree(*logs[size_t(g.log)], overviews[size_t(g.log)]->compiles[size_t(g.compile)], g);
        if (multiLog)
            continue; // profiler traces carry no rank here
        const QString id = overviews[size_t(g.log)]->compiles[size_t(g.compile)].id.toString();
        for (const auto &p : profiles)
            if (const CompiledRegionTime *r = p ? p->regionTime(id) : nullptr; r && r->calls > 0) {
                g.calls += r->calls;
                g.callUs = (std::max(0.0, g.callUs) * (g.calls - r->calls) + r->totalUs) / g.calls;
            }
    }
    out.compiles = all;
    for (size_t li = 0; li < logs.size() && li < overviews.size() && !all.isEmpty(); ++li)
        if (logs[li] && overviews[li]) {
            const ConfigSnapshot config = readConfigSnapshot(*logs[li], *overviews[li]);
            if (config.empty())
                continue;
            const auto on = config.settings.find(QStringLiteral("dynamo.use_recursive_dict_tags_for_guards"));
            out.recursiveDictTags = on != config.settings.end() && on->second == QLatin1String("true");
            break;
        }
    return out;
}

QStringList guardCostLevers(const GuardCostReport &report)
{
    const GuardCost cost = report.compiles.value(0);
    QStringList out;
    out << Tr::tr("`torch.compiler.set_stance(\"default\", skip_guard_eval_unsafe=True)` after warm-up: only the "
                  "guards that tell cache entries apart run; gives up noticing any other change (a new shape, "
                  "dtype or flag then runs a wrong graph)");
    out << Tr::tr(
        "`torch.compile(..., options={\"guard_filter_fn\": "
        "torch.compiler.skip_guard_on_inbuilt_nn_modules_unsafe})` (or `skip_guard_on_all_nn_modules_unsafe`): "
        "no guards on nn.Module attributes; gives up noticing a module changed after compiling");
    if (!report.recursiveDictTags)
        out << Tr::tr("`torch._dynamo.config.use_recursive_dict_tags_for_guards = True`: one tag check for nested "
                      "modules whose dicts did not change; assumes functions' `__code__`/`__defaults__` are never "
                      "rebound");
    if (cost.lambdaAtRoot > 0)
        out << Tr::tr("%n Python lambda guard(s) at the root run Python on every call: they come from values "
                      "Dynamo could not guard in C++ (often global or closure state read by the function)",
            nullptr, cost.lambdaAtRoot);
    return out;
}

} // namespace cs
