#pragma once

#include "core/analysis/explain.h"
#include "core/model/textlog.h"

#include <memory>
#include <vector>

namespace cs {

// What to fix from TORCH_LOGS text alone (a run given only as stderr): its graph breaks, its
// recompiles with the guard that failed, and its recompile-limit warnings, in the same findings
// explain gives for a structured trace. Nothing is added when the run has a trace: the text
// then says what the trace says, and would count it twice. The coverage says which input was read.
void addTextLogFindings(const std::vector<std::shared_ptr<const TextLog>> &textLogs, Explanation &out);

} // namespace cs
