#pragma once

#include "core/fusion/codelines.h"
#include "core/model/outputcode.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace cs {

// What a launch in a generated wrapper writes, from the kernel's own definition (FORMATS §5.3,
// §6.6): Triton `def triton_...(in_ptr0, out_ptr0, in_out_ptr0, ..., xnumel, XBLOCK :
// tl.constexpr)` and C++ `extern "C" void kernel(const float* in_ptr0, float* out_ptr0, ...)`
// name what they store `out_ptr<N>` / `in_out_ptr<N>`; a launch passes the definition's
// non-constexpr parameters in order. Text only, never run.

// Kernel name → its parameters as the launch passes them (Triton constexprs left out), for
// the Triton and C++ kernels defined in `lines` (the generated code's lines).
QHash<QString, QStringList> kernelParameters(const OutputCode &code, const CodeLines &lines);

// The top-level arguments of the call whose opening parenthesis is at `open` in `line`.
QStringList callArguments(const QString &line, qsizetype open);

// `name=value` (a keyword argument), not `name == value` (^[A-Za-z_]\w*\s*=(?!=), ASCII).
bool isKeywordArgument(const QString &arg);

// The buffer an argument passes: `buf3`, `reinterpret_tensor(buf3, (8, 4), (4, 1), 0)` → buf3;
// empty for a number or an expression.
QString argumentBuffer(const QString &arg);

// The buffers a launch line writes: the arguments in `params`' out_ptr / in_out_ptr places
// (`params` of the launched kernel), else for an extern call its `out=` arguments and the
// name it is assigned to (`buf7 = torch.ops.aten.x.default(...)`). `known` says whether the
// line could be read so (a kernel with parameters, or an extern call).
QStringList writtenBy(
    const QString &line, const QString &kernel, bool external, const QStringList *params, bool &known);

} // namespace cs
