#pragma once

#include "core/analysis/compileoverview.h"
#include "core/model/artifacts.h"
#include "core/model/tracelog.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace cs {

// What a compile's guards cost each call (README "Guard cost"). Before every call of a compiled
// frame Dynamo checks the guards of its cache entries; the check is host time the call pays.
// - `guardCount`, `shapeEnvGuards`: compilation_metrics' counts;
// - `latencyUs`: `guard_latency_us` (torch 2.12+), else the guard tree's `Guard latency = x us`
//   line: Dynamo times one check with the cache flushed first, so it is a cold figure (a warm check
//   measured on real runs was 5-20x faster);
// - the tree (`dynamo_cpp_guards_str`): leaf guards by kind, guard managers, depth, Python lambda
//   guards (slow: they run Python) and those at the root (checked first, every call);
// - `callUs`: the compiled region's host time per call from profiler traces, when loaded.
struct GuardCost {
    int log = -1, compile = -1; // CompileRef
    QString compileId, function;
    int guardCount = -1, shapeEnvGuards = -1;
    double latencyUs = -1;
    bool treeRead = false;
    int leafGuards = 0, managers = 0, depth = 0, lambdaGuards = 0, lambdaAtRoot = 0;
    QList<QPair<QString, int>> kinds; // leaf guard kinds, most frequent first
    double callUs = -1;
    int calls = 0;
    // Multi-rank runs: the same compile id with as many guards on another rank, timed lowest there
    // (-1 when none). One cold timing many times another rank's for the same guards is the process
    // being busy when Dynamo timed it, not the guards: `outlier()`, weighed at `peerUs`.
    double peerUs = -1;
    int peerRank = -1;
    static constexpr double OutlierRatio = 4;
    bool outlier() const { return peerUs >= 0 && latencyUs > OutlierRatio * peerUs && latencyUs - peerUs >= 100; }
    // What the check costs, as far as the records tell: the latency, an outlier's peer's.
    double credibleUs() const { return outlier() ? peerUs : latencyUs; }
    // The check's share of a call's host time (cold figure), -1 when either is unknown.
    double share() const { return latencyUs >= 0 && callUs > 0 ? latencyUs / callUs : -1; }
};

struct GuardCostReport {
    QList<GuardCost> compiles; // most costly first (latency, else guard count); at most `Shown`
    int compilesWithGuards = 0; // compiles that recorded a guard count or latency
    double totalLatencyUs = 0; // summed over every compile that recorded one
    // The run compiled with torch._dynamo.config.use_recursive_dict_tags_for_guards on (its
    // config snapshot, torch 2.6+): that lever is not offered again.
    bool recursiveDictTags = false;
    static constexpr int Shown = 5;
    bool empty() const { return compiles.isEmpty(); }
};

// Reads the guard trees of the costliest compiles only (a tree holds thousands of lines).
GuardCostReport guardCosts(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews,
    const std::vector<std::shared_ptr<const ProfilerTrace>> &profiles = {});

// The documented ways to cut guard cost (torch 2.15 names), each with what it gives up; those the
// run already uses left out.
QStringList guardCostLevers(const GuardCostReport &report);

} // namespace cs
