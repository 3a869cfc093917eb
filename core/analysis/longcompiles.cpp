#include "core/analysis/longcompiles.h"

#include "core/analysis/configsnapshot.h"

#include <algorithm>

namespace cs {
namespace {

constexpr size_t LongCompilesPerLog = 3;
constexpr double MinShareOfRun = 0.25;

double positive(double s)
{
    return std::max(0.0, s);
}

} // namespace

QString LongCompile::dominantPhase() const
{
    // The backward's time is Inductor's too (bwd_compilation_metrics' inductor time).
    const double inductor = positive(inductorS) + positive(codegenS) + positive(backwardS);
    const std::pair<double, const char *> phases[]
        = { { positive(dynamoS), "dynamo" }, { positive(aotAutogradS), "aot_autograd" }, { inductor, "inductor" } };
    const auto *best = std::max_element(
        std::begin(phases), std::end(phases), [](const auto &a, const auto &b) { return a.first < b.first; });
    // A phase dominates when it holds at least half of the compile's time.
    return best->first > 0 && best->first * 2 >= compileTimeS ? QString::fromLatin1(best->second)
                                                              : QStringLiteral("unknown");
}

double LongCompile::dominantS() const
{
    const QString p = dominantPhase();
    if (p == QLatin1String("dynamo"))
        return dynamoS;
    if (p == QLatin1String("aot_autograd"))
        return aotAutogradS;
    if (p == QLatin1String("inductor"))
        return positive(inductorS) + positive(codegenS) + positive(backwardS);
    return -1;
}

std::vector<LongCompile> longCompiles(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews, const std::vector<RepeatedBlock> &blocks)
{
    std::vector<LongCompile> out;
    // Logs of ranks (a rank each): one finding per compile id across them. Logs of unrelated
    // processes are not merged.
    const bool multiRank
        = logs.size() > 1 && std::all_of(logs.begin(), logs.end(), [](const auto &l) { return l->rank >= 0; });
    for (size_t li = 0; li < logs.size() && li < overviews.size(); ++li) {
        const TraceLog &log = *logs[li];
        const CompileOverview &overview = *overviews[li];
        const auto &compiles = overview.compiles;
        const double total = logCompileTimeS(compiles);
        std::vector<size_t> found;
        for (size_t ci = 0; ci < compiles.size(); ++ci) {
            const double t = compileTimeWithBackwardS(compiles[ci]);
            const bool block = std::any_of(blocks.begin(), blocks.end(),
                [&](const RepeatedBlock &b) { return b.log == int(li) && b.compile == int(ci); });
            // A failed compile is a finding of its own, and nothing of it is cached.
            const bool failed = compiles[ci].status == CompileSummary::Status::Failed;
            if (t >= LongCompileMinS && t >= MinShareOfRun * total && !block && !failed)
                found.push_back(ci);
        }
        std::stable_sort(found.begin(), found.end(), [&](size_t a, size_t b) {
            return compileTimeWithBackwardS(compiles[a]) > compileTimeWithBackwardS(compiles[b]);
        });
        if (found.size() > LongCompilesPerLog)
            found.resize(LongCompilesPerLog);
        if (found.empty())
            continue;
        const ConfigSnapshot config = readConfigSnapshot(log, overview);
        const auto autotune = config.settings.find(QStringLiteral("inductor.max_autotune"));
        const bool maxAutotune = autotune != config.settings.end() && autotune->second == QLatin1String("true");
        for (const size_t ci : found) {
            const CompileSummary &c = compiles[ci];
            LongCompile l;
            l.log = int(li);
            l.compile = int(ci);
            const QString id = c.id.toString();
            l.compileId = rankedCompileId(id, log.rank, multiRank);
            l.function = c.displayFunction();
            l.file = c.displayFile();
            l.line = c.displayLine();
            l.backwardS = positive(c.backwardCompileTimeS);
            l.compileTimeS = compileTimeWithBackwardS(c);
            l.runCompileTimeS = total;
            l.dynamoS = c.phases.dynamo;
            l.aotAutogradS = c.phases.aotAutograd;
            l.inductorS = c.phases.inductor;
            l.codegenS = c.phases.codegen;
            l.tritonCompileS = c.phases.tritonCompile;
            l.graphOps = c.graphOpCount;
            for (const CompileSummary::CacheEvent &e : c.cacheEvents) {
                if (e.result == QLatin1String("hit"))
                    ++l.cacheHits;
                else if (e.result == QLatin1String("miss"))
                    ++l.cacheMisses;
                else if (e.result == QLatin1String("bypass") && l.cacheBypasses++ == 0)
                    l.bypassReason = e.detail;
            }
            l.maxAutotune = maxAutotune;
            out.push_back(l);
        }
    }
    std::stable_sort(out.begin(), out.end(),
        [](const LongCompile &a, const LongCompile &b) { return a.compileTimeS > b.compileTimeS; });
    // One finding per compile id across ranks: the longest (first) stands for the others.
    std::vector<LongCompile> merged;
    for (LongCompile &l : out) {
        const QString id = overviews[size_t(l.log)]->compiles[size_t(l.compile)].id.toString();
        auto same = std::find_if(merged.begin(), merged.end(), [&](const LongCompile &m) {
            return overviews[size_t(m.log)]->compiles[size_t(m.compile)].id.toString() == id;
        });
        if (same != merged.end() && multiRank)
            ++same->otherRanks;
        else
            merged.push_back(std::move(l));
    }
    return merged;
}

} // namespace cs
