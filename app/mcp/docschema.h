#pragma once

#include <QJsonObject>
#include <QString>

namespace cs::app::mcp {

// A JSON Schema of a document's top-level keys, made from the first table of its documentation
// (the `*_JSON.md` files the CLI's `--json` output is documented in): one property per key
// named in the table's first column (`compiles[]` an array; "`a`, `b`" two keys), its type from a
// `type` column where the table has one (`int/null`: an integer or null), its meaning as the
// description. Keys a row does not name are allowed: documents only grow within a schema version.
// With `everyTable`, the keys of every table (a document whose shapes a tool answers with several).
QJsonObject schemaFromDoc(const QString &markdown, bool everyTable = false);

} // namespace cs::app::mcp
