#pragma once

#include "core/profiling/kernelstack.h"

#include <QByteArray>
#include <QString>

namespace cs {

// What `compilescope code` prints of a kernel's code down the stack.
struct KernelCodeQuery {
    int line = 0; // > 0: that kernel module line's code in every stage
    QString stage; // a stage's key: that stage whole, each line with the module line it comes from
    QString find; // text to search for in every stage (case-insensitive)
    int top = 15; // overview: module lines listed (0: all)
};

// The overview (stages, and the module lines that became the most SASS/PTX), or what the query asks.
QString formatKernelCodeText(const KernelStack &stack, const KernelCodeQuery &query);
// Schema compilescope.kernelcode/1 (KERNELCODE_JSON.md): every stage's lines with their module
// line; `line` and `find` keep only the lines that match.
QByteArray formatKernelCodeJson(const KernelStack &stack, const KernelCodeQuery &query);
// The choices when a name matches several cache entries, one per line.
QString formatStackCandidates(const QList<TritonVariant> &variants);

} // namespace cs
