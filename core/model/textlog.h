#pragma once

#include "core/model/autotunelog.h"
#include "core/model/compileid.h"
#include "core/model/cudagraphlog.h"
#include "core/model/diagnostic.h"
#include "core/model/graphbreakinfo.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace cs {

// One message of a TORCH_LOGS text log: consecutive prefixed lines that share timestamp,
// pid, source location and tags, joined (FORMATS §3.1).
struct LogMessage {
    int line = 0; // 1-based line of the first line
    char level = 'I';
    int rank = -1; // from a `[rank<N>]:` lead
    int64_t pid = 0; // the process field (a thread id in some builds)
    std::optional<CompileId> compileId;
    QString artifact; // graph_breaks, recompiles, guards, output_code, perf_hints, fusion, ... or empty
    QString text;
};

struct TextRecompile {
    std::optional<CompileId> compileId; // the new compile
    int line = 0;
    QString function, file;
    int functionLine = 0;
    QStringList reasons; // "<old id>: <failure text>", most recent first
};

// `torch._dynamo hit config.recompile_limit (8)` and the lines after it (`function: 'f'
// (/x/a.py:621)`, `last reason: 2/7: ...`): Dynamo gave up compiling the frame (a warning,
// logged whatever TORCH_LOGS says).
struct TextLimitHit {
    std::optional<CompileId> compileId;
    int line = 0;
    QString setting; // recompile_limit, cache_size_limit, accumulated_recompile_limit, ...
    int value = -1; // the limit as logged; -1 when not given
    QString function, file;
    int functionLine = 0;
    QString lastReason; // "<old id>: <failure text>"
};

// A TORCH_LOGS text log (stderr), mixed with ordinary stderr lines.
struct TextLog {
    QString path;
    std::vector<LogMessage> messages;
    int plainLines = 0; // lines without the log prefix (warnings, autotune tables, prints)
    struct Break {
        std::optional<CompileId> compileId;
        int line = 0;
        GraphBreakInfo info;
        bool duplicate = false; // "user stack suppressed due to duplicate graph break"
    };
    QList<Break> graphBreaks;
    QList<TextRecompile> recompiles;
    QList<TextLimitHit> limitHits;
    // A "Recompiling function" message whose compile then hit the recompile limit: PyTorch logged
    // the guard failure, but nothing was compiled, so it is no recompile (the trace says so too).
    bool hitLimit(const TextRecompile &r) const
    {
        for (const TextLimitHit &l : limitHits)
            if (r.compileId && l.compileId == r.compileId)
                return true;
        return false;
    }
    QList<LogMessage> perfHints;
    // Error lines of max-autotune (`E ... select_algorithm.py:<n>] [0/0] Exception No valid triton
    // configs. OutOfMemoryError: out of resource: ...`, FORMATS §3.1): one per rejected
    // candidate, its traceback included.
    QList<LogMessage> autotuneErrors;
    AutotuneLog autotune; // max-autotune's tables, heuristic configs' timings, coordinate descent
    QStringList kernels; // defined in logged output code
    CudaGraphLog cudagraphs; // TORCH_LOGS=cudagraphs
    int guardDumps = 0;
    int fusionMessages = 0;
    std::vector<Diagnostic> diagnostics;
};

} // namespace cs
