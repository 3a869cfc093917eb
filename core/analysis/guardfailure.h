#pragma once

#include <QString>

namespace cs {

// One failed guard from a recompile reason ("<old id>: <failure text>", FORMATS §2.10),
// classified so the user sees what changed and what to do about it.
struct GuardFailure {
    enum class Category {
        TensorSize,
        Dtype,
        Stride,
        Device,
        RequiresGrad,
        PythonValue, // a Python int/float/bool/str Dynamo specialised on
        Type,
        ObjectId,
        GlobalState,
        Other
    };

    Category category = Category::Other;
    QString cacheEntry; // the compile id whose guard failed ("0/1")
    QString subject; // the user-visible name: x, n, fn, ...
    QString dimension; // "0" for size/stride mismatches at an index
    QString expected, actual; // as PyTorch printed them; actual may be unknown (empty)
    QString guard; // the guard expression or check, without padding
    QString userSource; // the user line PyTorch recorded with the guard
    QString location; // "file:line in fn" as recorded (file suffix may be shortened)
    QString text; // the whole failure text

    static QString categoryName(Category c); // stable, for JSON: tensor_size, dtype, ...
};

// Parses one reason ("0/0: tensor 'x' size mismatch at index 0. expected 8, actual 16").
GuardFailure parseGuardFailure(const QString &reason);

// A concrete suggestion for this failure, worded with its subject and values.
QString suggestionFor(const GuardFailure &failure, bool becameDynamic);

} // namespace cs
