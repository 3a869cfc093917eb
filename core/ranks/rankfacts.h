#pragma once

#include "core/analysis/compileoverview.h"
#include "core/ranks/rankmodel.h"

#include <atomic>

namespace cs::ranks {

// Reads what one rank did from its indexed log and overview: its compiles with their facts
// (RankCompile), the graph execution order and the collectives it issues. Decodes only the
// small records it needs (compilation_metrics, cache artifacts, describe_*, collective
// schedules, runtime estimates) and digests graph and guard payloads; safe to call for several
// logs at once on several threads.
// `cancel` (may be null) is checked before each compile.
RankRun readRank(
    const TraceLog &log, const CompileOverview &overview, int logIndex, const std::atomic<bool> *cancel = nullptr);

// The collective calls in an Inductor output code's `call()`, in order (older logs have no
// collective schedule): `torch.ops._c10d_functional.all_reduce_.default(...)` and the like.
QStringList collectivesInOutputCode(const QString &code);

// A failed guard (recompile reason) as ranks compare it (RankCompile::failedGuardKeys): rank
// specifics normalised and the folders of the user's file dropped.
QString failedGuardKey(const QString &reason);

} // namespace cs::ranks
