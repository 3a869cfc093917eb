#pragma once

#include "core/fusion/fusionmodel.h"
#include "core/fusion/fusionsummary.h"
#include "core/model/profile.h"
#include "core/report/doc/reportdata.h"

namespace cs {

struct LoadedRun;
class ProfileStore;

// The pieces of buildReport(), each a pure function of what the engine produced (testable alone).

// Compiles, outcomes, totals (as `summary --json` counts them), phase times and warm-up from
// each compile's compilation_metrics.
ReportOverview overviewFacts(const LoadedRun &run);
// torch, Triton, CUDA and Python versions the run's compilation_metrics recorded, and this build's.
std::vector<ReportVersion> versionFacts(const LoadedRun &run);
// What to fix first: failures and limit hits, then recompiles and graph breaks by cost.
std::vector<ReportFix> fixFacts(const Explanation &e, int max);
// The biggest final nodes that run a kernel of their own, and the rejections naming them.
std::vector<ReportFusionGraph::Apart> nodesThatStayedApart(const FusionGraph &g, const FusionSummary &s, int max = 8);
// A stored profile run's results, most time first, with each kernel's history in the store.
ReportProfile profileFacts(const ProfileRun &run, ProfileStore &store, const QString &db);

} // namespace cs
