#pragma once

#include "core/ingest/pt2/exportreader.h"
#include "core/model/exportedprogram.h"

#include <simdjson.h>

#include <QString>
#include <QStringList>

#include <string_view>
#include <utility>

namespace cs {

// Internal to the reader (exportreader.cpp; never included from a header): the serialized
// program's values as it takes them apart: JSON members, the schema's unions, scalars,
// symbolic ints and tensor metadata (EXPORT_FORMAT.md).
namespace exportjson {

QString qs(std::string_view v);
// `e[key]` when `e` is an object holding a non-null `key`.
bool member(simdjson::dom::element e, const char *key, simdjson::dom::element &out);
QString string(simdjson::dom::element e, const char *key); // empty when absent or not a string
// The single key of a union value (`{"as_tensor": {...}}`) and its value; anything else gives
// an empty tag and `e` itself.
std::pair<std::string_view, simdjson::dom::element> unionOf(simdjson::dom::element e);
QString scalarText(simdjson::dom::element v); // as Python prints it: 3, 0.5, True, 'x', None
QString symIntText(simdjson::dom::element e); // as_int / as_expr, readable
QString symList(simdjson::dom::element e, const char *key); // a list of SymInts: "s0, 16"
ExportTensorMeta tensorMeta(simdjson::dom::element e);
const char *memoryFormatName(int64_t v);
// An argument's value as Python prints it (`x`, `[2, 4]`, `torch.float32`); the graph values it
// reads are appended to `reads`, and a union kind this reader does not know (a newer schema) to
// `unknownKinds` (shown as `?`).
QString argumentText(simdjson::dom::element e, QStringList &reads, QStringList &unknownKinds, int depth = 0);

} // namespace exportjson
} // namespace cs
