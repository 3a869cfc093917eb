#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string_view>

namespace cs {

// A tensor as the wrapper's `call()` sees it: its dtype, sizes and strides (evaluated with
// the symbol values the wrapper binds) and the buffer it lives in.
struct WrapperTensor {
    QString dtype; // torch dtype name: float32, float16, bfloat16, int64, bool, ...
    std::vector<int64_t> sizes, strides;
    int64_t offset = 0;
    QString base; // the allocation or input it views (itself when it is one)
    int64_t numel() const;
    int64_t extent() const; // elements from its first to one past its last (0 when empty)
};

// A kernel launch in `call()` with its arguments as written (names, numbers, expressions).
struct WrapperLaunch {
    QString kernel;
    QStringList args; // positional only (`stream=` and other keywords dropped)
    int line = 0; // 1-based, in the wrapper text
};

// What the profiler needs from an Inductor wrapper (FORMATS §5.4–5.5): the tensors of
// `call()` and `get_args()` and each kernel launch. Parsed as text; the code is never run.
struct WrapperCode {
    QHash<QString, WrapperTensor> tensors;
    QHash<QString, int64_t> symbols; // s77 = 15, ks0 = ..., <kernel>_xnumel = ...
    QList<WrapperLaunch> launches;
    // An argument's value: a tensor, an integer (literal, symbol or arithmetic), or nothing.
    const WrapperTensor *tensor(const QString &arg) const;
    std::optional<int64_t> integer(const QString &arg) const;
};

// `cppKernels` names the C++ kernels defined in the code, whose launches are plain calls.
// `skipLines` are 1-based inclusive line ranges not to read: the kernels' own sources, which
// (with TORCHINDUCTOR_BENCHMARK_KERNEL=1) carry a get_args() and call() of their own.
WrapperCode parseWrapperCode(
    std::string_view text, const QStringList &cppKernels, const QList<QPair<int, int>> &skipLines = {});

// Evaluates an integer expression of literals and symbols: + - * // % ( ), unary minus.
std::optional<int64_t> evalInteger(const QString &expr, const QHash<QString, int64_t> &symbols);

} // namespace cs
