#pragma once

#include <QString>

namespace cs {

struct CompileSummary;

// What a compile of a frame is, as PyTorch means it (torch/_dynamo/convert_frame.py): the one
// definition every surface uses (summary, explain, diff, the report, the window, fleet).
//
// Dynamo numbers compiles per code object (`frame_compile_id`), and every call that reaches its
// compiler takes a number, whether it compiles, fails or hits the limit. A *recompile* is a new
// compile because a cached entry's guard failed: Dynamo then logs `recompile_reasons` (and
// compilation_metrics' `cache_size` >= 1). A frame_compile_id > 0 without a guard failure
// (`cache_size: 0`, no reasons) is the frame compiled again after its earlier compiles left no
// entry to fail (they failed, were skipped, or produced no graph), not a recompile.
enum class CompileKind {
    First, // the frame's first compile (frame_compile_id 0)
    AfterReset, // a first compile again after torch._dynamo.reset() (ids start again at 0/0)
    Recompile, // a cached entry's guard failed
    CompiledAgain, // frame_compile_id > 0 with no guard failure (cache_size 0, no recompile_reasons)
    LimitHit, // the recompile limit was hit: Dynamo stops compiling the frame and runs it eagerly
};

// Stable names for JSON: first, after_reset, recompile, compiled_again, recompile_limit.
QString compileKindName(CompileKind kind);
// The kind in the reader's language, for text and views ("recompile", "after reset").
QString compileKindText(CompileKind kind);

// Whether a compile's fail_reason is Dynamo's recompile-limit failure (every wording since 2.2:
// "Dynamo recompile limit exceeded", "cache_size_limit reached", "recompile_limit").
bool isRecompileLimitReason(const QString &failReason);

// The limit hit and the setting to change, from the record's text: `setting` is
// `recompile_limit` or `accumulated_recompile_limit` (older torch's `cache_size_limit` is
// recompile_limit's old name; `recompile_limit` when the text does not say); `value` -1 when not said.
struct RecompileLimit {
    QString setting;
    int value = -1;
};
RecompileLimit recompileLimitOf(const QString &failReason);

// The kind of one compile; `afterReset` says the frame's ids started again (a second 0/0).
CompileKind compileKindOf(const CompileSummary &c, bool afterReset);

} // namespace cs
