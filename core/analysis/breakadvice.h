#pragma once

#include "core/analysis/compileoverview.h"
#include "core/analysis/explain.h"

#include <QString>

namespace cs {

// Changes for a graph break that CompileScope knows better than PyTorch's hints (BreakGroup::advice).

// A break inside a library whose fix is known and tested (scripts/check/verify_advice.py): DDP's
// own forward. Where the model inside DDP was compiled as a frame of its own (`torch.compile(DDP(model))`
// with DDPOptimizer), the break costs compile time only and the advice says so. Empty otherwise.
QString libraryBreakAdvice(const BreakGroup &b, const CompileOverview &ov);

// A break at `.item()` / `.tolist()` in the condition of an `if`/`elif` of the user's own code
// (`if x.sum().item() > 0:`):
// capturing the value (capture_scalar_outputs, PyTorch's hint) still breaks at the branch; the
// change is tensor code (torch.where, torch.cond) or the decision outside. Empty otherwise.
QString valueBranchAdvice(const BreakGroup &b);

} // namespace cs
