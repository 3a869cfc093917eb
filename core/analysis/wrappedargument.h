#pragma once

#include "core/analysis/userfunction.h"

#include <QString>

#include <string_view>

namespace cs {

// What the wrapped function calls the values its decorator's wrapper received as `args[i]`.
// A recompile's guard behind a `functools.wraps` wrapper names the wrapper's `*args`
// (`tensor 'args[1]' size mismatch`); the user wrote `forward(self, x)` and knows it as `x`.
// The trace does not record the wrapped function's parameters, so they are read from its source
// file, and only when the trace proves the file is the one that ran: the Dynamo graph's
// `# File: <file>:<line> in <function>, code: <text>` comments for that function must read the
// same on disk (an edited file gives nothing). `user.forwardingCall` says how the wrapper passes
// its `*args` on (`fn(*args, **kwargs)`: args[i] is parameter i; `func(self, *args)`: parameter i+1).
// The def line itself is not recorded (its parameters reordered leave the body's lines as they
// were), so a source file changed after the log was last written (`logWrittenMs`, ms since the
// epoch; <= 0: unknown) is not read at all. Empty when any of it cannot be shown. Reads the local
// file once (call it once per compile); runs nothing. Returns the names by the wrapper's index: names[i] is what the
// wrapped function calls `args[i]`.
QStringList wrappedArgumentNames(const UserFunction &user, std::string_view dynamoGraph, qint64 logWrittenMs);

// The parts of it, for tests: the parameters a `def` binds positionally, in order, from the
// text that starts at its `(` (`(self, x: Tensor, y=(1, 2), *rest, z)` -> self, x, y); and how
// many positional arguments a call passes before the starred `varargs` (-1 when it does not pass them on).
QStringList positionalParameters(const QString &fromParenthesis);
int argumentsBefore(const QString &call, const QString &varargs);

} // namespace cs
