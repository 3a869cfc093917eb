#pragma once

#include <QStringList>

namespace cs::diff {

// Takes out of `added` and `removed` (B's and A's leaf guards the other side lacks) the pairs that
// are one guard printed by two torch versions, and returns how many:
// - an ID_MATCH whose object one side names and the other does not: 2.13+ print a code object
//   or builtin by its class (`type=<class 'code'>`, `<class 'builtin_function_or_method'>`)
//   where 2.12 named it (`<code object forward at ...>`, `<built-in function print>`, `<enum 'Action'>`); the
//   object ids are not comparable between runs, so nothing says they differ;
// - an ID_MATCH on a module, printed with the file it was imported from (another install);
// - `X is Y` as LAMBDA_GUARD (up to 2.13) and as OBJECT_ALIASING (2.14+).
// - one expression under another kind name (NO_HASATTR in 2.12, DIMENSION_DYNAMIC_MARKING_GUARD in 2.13+).
// Two guards that both name their object and name different ones stay a change.
int takeRewordedGuards(QStringList &added, QStringList &removed);

} // namespace cs::diff
