#pragma once

// What `analyse` says of a whole mode and of the stack, apart from its regions' numbers: the
// processes' outcomes, memory and stderr notes, why a mode is unavailable, and probe files that
// cannot be (wholly) used. Internal to core/ab (abanalysis.cpp).

#include "core/ab/abresult.h"

#include <optional>

namespace cs::ab {

void summarizeStack(AbResult &out, const QList<const ProbeProcess *> &processes);
ModeSummary summarizeMode(const QString &mode, const AbRunSet &runs, const QString &unavailable);
// Why a mode cannot run with this torch: the probe said so, or the modes it listed lack it.
QString unavailableReason(const QString &mode, const AbRunSet &runs, const StackSummary &stack);
// What is wrong with a measured, succeeded process's probe output, if anything.
std::optional<ProbeGap> probeGapOf(const AbProcessRun &r);

} // namespace cs::ab
