#pragma once

#include "core/model/graphbreakinfo.h"

#include <QString>

namespace cs {

// Parses a `dynamo_graph_break_reason` payload or a `[__graph_breaks]` message.
GraphBreakInfo parseGraphBreak(const QString &payload);
// The class one of PyTorch's hint sentences names (GraphBreakInfo::hintClasses), or empty.
QString graphBreakHintClass(const QString &hint);
// Whether a hint says what to change (`Remove the torch._dynamo.graph_break() call.`), not one of the
// stock sentences that only class the break (fundamental, difficult, report an issue, ...).
bool isActionableHint(const QString &hint);
// A restart reason in words: PyTorch's own text, but its placeholder for a restart it gave no
// reason for ("Unknown fail_and_restart_analysis") said as that, never as if it were a cause.
QString restartReasonText(const QString &reason);

// Where the frame compiled as `function` (co_name, file) goes on after the break `g`: Dynamo's
// resume function `torch_dynamo_resume_in_<fn>_at_<line>`, where <fn> is the original function
// (also when `function` is itself a resume function) and <line> the line of that frame the
// break stopped at: for a break inside a function it called (inlined), the line of the call,
// which the recorded stack holds. `line` receives that line.
QString resumeFunctionAfter(const QString &function, const QString &file, const GraphBreakInfo &g, int *line = nullptr);

} // namespace cs
