#pragma once

#include "cli/clicommand.h"

#include <QStringList>

namespace cs::app {

// `compilescope ab [--modes M,...] [--processes K] [--warmup N] [--parity] [--out DIR] [--db FILE]
// [--json] ... -- COMMAND ARGS...`: does torch.compile pay off for this script? Runs COMMAND
// once per mode and process with the A/B probe (core/ab), prints per compiled region the steady
// state with intervals, speedup, warm-up, break-even, memory, recompiles, parity and a verdict,
// and keeps the result in SQLite. `ab --analyse DIR` reads a finished A/B folder again.
// Exit status: 0; 3 when a mode is significantly slower than eager, not numerically equivalent,
// or fails in every process (a CI gate); 1 when nothing could be compared; 2 usage; 130 cancelled.
int abCommand(const QStringList &args);
extern const CliCommand abCli;

} // namespace cs::app
