#pragma once

#include "core/report/doc/reportdata.h"

#include <vector>

namespace cs {

struct LoadedRun;

struct ReportOptions {
    std::vector<ReportSection> sections; // empty: every section
    QString profileDb; // SQLite profile store: measured kernel times and their history
    int maxGraphs = 3; // key graphs drawn
    int maxBoxes = 30; // boxes per drawn graph: more become segments, so a picture stays readable
    int layoutTimeoutMs = 20000; // per graph; Graphviz runs in its own process
    int maxFixes = 10;
    // The comparison: B is anything `compilescope diff` opens (a trace, a run folder,
    // db:FILE#RUN) and this run is A; `profileDb` gives both sides their kernel times, as
    // `diff --db`. Empty: no comparison.
    QString compareWith;
    double minEffect = 0.02; // as `diff --min-effect` (a fraction of A's median)
    QString abFolder; // an A/B folder (or its ab-runs.json), analysed as `ab --analyse` does
};

// Gathers a report's facts from a loaded run. `explanation`, when the caller has it already
// (the app), saves explaining the run again. Never fails: what cannot be had (a profile DB
// that does not open, a layout that times out, a B or an A/B folder that cannot be read) becomes
// a note in the report, and the rest is still gathered.
ReportData buildReport(const LoadedRun &run, const ReportOptions &options, const Explanation *explanation = nullptr);

} // namespace cs
