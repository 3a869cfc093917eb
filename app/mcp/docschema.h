#pragma once

#include <QJsonObject>
#include <QString>

namespace cs::app::mcp {

// A JSON Schema of a document's top-level keys, made from the first table of its documentation
// (the `*_JSON.md` files the CLI's `--json` output is documented in): one property per key
// named in the table's first column (`compiles[]` an array; "`a`, `b`" two keys), its type from a
// `type` column where the table has one (`int/null`: an integer or null), its meaning as the
// description. Keys a row does not name are allowed: documents only grow within a schema version.
QJsonObject schemaFromDoc(const QString &markdown);

// The first paragraph of a documentation file after its title, as one line.
QString docSummary(const QString &markdown);

} // namespace cs::app::mcp
