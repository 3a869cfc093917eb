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
    std::vector<ReportExtra> extras; // comparison / A/B sections prepared by their rooms
};

// Gathers a report's facts from a loaded run. `explanation`, when the caller has it already
// (the app), saves explaining the run again. Never fails: what cannot be had (a profile DB
// that does not open, a layout that times out) becomes a note in the report.
ReportData buildReport(const LoadedRun &run, const ReportOptions &options, const Explanation *explanation = nullptr);

} // namespace cs
