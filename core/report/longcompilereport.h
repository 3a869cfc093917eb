#pragma once

#include "core/analysis/longcompiles.h"

#include <QJsonArray>
#include <QString>

#include <vector>

namespace cs {

// A long compile's finding in words (translated; the trace's names in them are untrusted plain
// text): what it cost, where its time went by PyTorch's phases, and the lever for the phase that
// dominates — the compile caches for Inductor's and AOTAutograd's work (a warm start skips it),
// autotuning where max_autotune was on, compiling less where Dynamo's tracing dominates (no cache
// skips that).
QString longCompileTitle(const LongCompile &l);
QString longCompileDetail(const LongCompile &l);
QString longCompileChange(const LongCompile &l);

// A compile's share of its run's compile time in words: "93%", "?" when the run's is unknown.
QString shareOfRunText(const CompileTimeFinding &f);

// explain --json's `long_compiles[]` (EXPLAIN_JSON.md).
QJsonArray longCompilesJson(const std::vector<LongCompile> &compiles);

} // namespace cs
