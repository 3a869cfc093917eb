#pragma once

#include "core/analysis/autotunedecisions.h"
#include "core/analysis/explain.h"
#include "core/ingest/runloader.h"

namespace cs {

// What to fix in a loaded run, the same for every front end (explain, the report, the window,
// diff, MCP): explainRun over its traces, profiles and text logs, the findings of TORCH_LOGS
// text where it is the only input, and what the inputs are where they are .pt2 archives only.
Explanation explainLoadedRun(const LoadedRun &run);

// Every autotuning choice of a loaded run (exploreAutotuning over its traces and text logs, with
// the candidates dropped before timing), the same for every front end (autotune, profile --json,
// the Kernels view, diff).
AutotuneExplorer exploreRunAutotuning(const LoadedRun &run);

// What the inputs are when the run has no trace, only .pt2 archives (exported programs,
// AOTInductor packages), one clause each naming the file: said where a torch.compile run's
// coverage would be (report, explain, the window), since "nothing was compiled" would be wrong.
// Empty when the run has a trace or no archive.
QString archivesHeadline(const LoadedRun &run);

// What the inputs are when the run is profiler traces only (no trace, no archive): their compiled
// regions and kernel launches, one clause each naming the file; empty otherwise.
QString profilesHeadline(const LoadedRun &run);

// What to run next on such a run (archivesHeadline not empty): `graph FILE --list` where an
// archive carries a program, else `summary FILE` for a package's kernels.
QString archivesHint(const LoadedRun &run);

} // namespace cs
