#pragma once

#include "core/ingest/debugdir/schedulerir.h"
#include "core/util/result.h"

#include <QStringList>

#include <string_view>

namespace cs {

// Reads the scheduler IR that Inductor writes before and after fusion (IR_FORMAT.md beside
// this file): `ir_pre_fusion.txt` / `ir_post_fusion.txt` of a TORCH_COMPILE_DEBUG graph
// folder, or the text TORCH_LOGS=ir_pre_fusion,ir_post_fusion prints. A block it cannot read
// becomes a diagnostic (file and line); the other blocks are kept.
class SchedulerIrReader {
public:
    static Result<SchedulerIr> read(const QString &path);
    // `firstLine` places the text inside a larger file (a log) for diagnostics and lines.
    static SchedulerIr parse(std::string_view text, const QString &path, int firstLine = 1);

    // The dependencies in a printed list: `[MemoryDep(...), StarDep(...)]`.
    static std::vector<IrDep> parseDeps(QStringView text);
    static IrLayout parseLayout(const QString &text);
    // Splits at commas outside brackets and quotes: `a, f(b, c), [d, e]` → 3 parts, trimmed.
    static QStringList splitArguments(QStringView text);
};

} // namespace cs
