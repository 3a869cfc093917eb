#pragma once

#include "cli/clicommand.h"
#include "core/analysis/explain.h"
#include "core/ingest/runloader.h"

namespace cs::app {

// `compilescope summary [--json] [--verify-checksums] PATH...`: the compile overview of a run.
extern const CliCommand summaryCli;
// `compilescope explain [--json] [--verify-checksums] PATH...`: what to fix first.
extern const CliCommand explainCli;

// What `explain` says of a run (its findings, with what the .pt2 archives and TORCH_LOGS text add).
Explanation explanationOf(const LoadedRun &run);

} // namespace cs::app
