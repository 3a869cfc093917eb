#pragma once

#include "core/model/exportedprogram.h"
#include "core/util/result.h"

#include <string_view>

namespace cs {

// Reads the JSON of a serialized ExportedProgram (torch/_export/serde/schema.py, facts in
// EXPORT_FORMAT.md beside this file) without Python. Fails only when the text is not JSON or
// holds no graph; a field it does not know, a union tag from a newer schema or a malformed node
// becomes a line in `problems` and the rest is read. Strings are kept as written: callers show
// them as inert text.
Result<ExportedProgram> readExportedProgram(std::string_view json, const QString &archive, const QString &entry);

// Each sub-graph's call and higher-order op: the node that reads its get_attr (the .pt2 reader
// and the reader of a printout in a trace, exportprinted.cpp, both tie them so).
void tieSubgraphs(ExportedProgram &p);

// sympy's srepr as torch writes `expr_str` (`Mul(Integer(16), Symbol('s27', positive=True,
// integer=True))`) as a person writes it (`16*s27`); older files' plain text stays as it is.
QString readableSymExpr(std::string_view text);

// The element type of ScalarType `code` as FX prints it (7 → f32, 13 → bf16); `dtype<N>` when unknown.
QString exportDtypeName(int64_t code);

} // namespace cs
