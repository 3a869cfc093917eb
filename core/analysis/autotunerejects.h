#pragma once

#include "core/analysis/compileoverview.h"
#include "core/model/textlog.h"
#include "core/model/tracelog.h"

#include <QString>

#include <memory>
#include <vector>

namespace cs {

// A candidate max-autotune dropped before timing it: a template config (mm, addmm, bmm, conv,
// flex) whose kernel could not be built, most often "No valid triton configs.
// OutOfMemoryError: out of resource: triton_mm Required: 262144 Hardware limit:232448" (it
// needs more shared memory than the GPU has), or a precompile that timed out. Inductor picks
// among the other candidates and the compile goes on (unless none is left: the compile fails, a
// finding of its own); the user learns why a config they expected never ran. Read from the trace's
// `<op>_template_precompiling` events (args.metadata, a JSON text: {"exceptions": [{choice_type,
// choice, exception_message}]}), else from TORCH_LOGS' error lines (FORMATS §3.1).
struct AutotuneRejection {
    QString compileId; // "0/0"; "rank 1: 0/0" with several ranks; empty when not known
    QString op; // addmm, bmm, ... (the event's name); empty from TORCH_LOGS
    QString choice; // the config: "BLOCK_K=128, BLOCK_M=128, ..., num_warps=8" (untrusted)
    QString message; // PyTorch's reason, first line (untrusted)
    QString where; // the trace or TORCH_LOGS file and line it was read from
    // How its compile ended, where the trace says it (not TORCH_LOGS' lines alone): failed when none
    // was left (NoValidChoicesError, a finding of its own).
    bool outcomeKnown = false, compileFailed = false;
    bool inMessages = false; // the run's TORCH_LOGS text has these errors (the window's Messages view lists them)
};

// Whether a chromium_event record's raw payload (its TAB-prefixed lines) may be a
// `<op>_template_*` span: torch writes the event's "name" first, so where it is among the first
// bytes only the name is looked at; a payload laid out otherwise is searched whole. Keeps the
// autotuning readers from copying out every other span of a big trace.
bool mayBeTemplateEvent(const TraceLog &log, const TraceRecord &r);

std::vector<AutotuneRejection> autotuneRejections(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews,
    const std::vector<std::shared_ptr<const TextLog>> &textLogs);

} // namespace cs
