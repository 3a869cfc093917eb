#pragma once

#include "core/analysis/guardsource.h"

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
        PythonValue, // a Python int/float/bool/str/None Dynamo specialised on
        Length, // the length of a list, tuple, dict or iterator: len(xs) == 3
        Type,
        ObjectId,
        GlobalState,
        DynamicMarking, // mark_dynamic called on an input after the compile that guarded it
        ObjectAttributes, // an attribute added to or removed from an object (its __dict__)
        Other
    };

    Category category = Category::Other;
    QString cacheEntry; // the compile id whose guard failed ("0/1")
    QString subject; // the user-visible name: x, input_ids, past_key_values.layers[0].keys, ...
    GuardSource source; // the whole source expression the guard checks, read
    QString dimension; // "0" for size/stride mismatches at an index
    QString expected, actual; // as PyTorch printed them; actual may be unknown (empty)
    QString guard; // the guard expression or check, without padding
    QString userSource; // the user line PyTorch recorded with the guard
    QString location; // "file:line in fn" as recorded (file suffix may be shortened)
    QString hint; // PyTorch's note after the location: `guard on "k"`, `type list`
    QString hintName; // the variable a closure guard is on, from `guard on "k"`
    QString text; // the whole failure text

    static QString categoryName(Category c); // stable, for JSON: tensor_size, dtype, ...
};

// Parses one reason ("0/0: tensor 'x' size mismatch at index 0. expected 8, actual 16").
GuardFailure parseGuardFailure(const QString &reason);

// What to do about a failure: a stable kind (for JSON and the tests that apply each kind and see
// the recompile gone) and the text, worded with the user's names and values. Only advice that
// fits the construct guarded is given; where none does, the kind is "inspect".
struct GuardAdvice {
    QString kind; // mark_dynamic, static_cache, stack_list, tensor_value, contiguous, ...
    QString text;
};
GuardAdvice adviceFor(const GuardFailure &failure, bool becameDynamic);
inline QString suggestionFor(const GuardFailure &failure, bool becameDynamic)
{
    return adviceFor(failure, becameDynamic).text;
}

} // namespace cs
