#pragma once

#include <QJsonObject>
#include <QString>

#include <functional>

namespace cs::app::mcp {

// Results are paged so that a large run never reaches the client whole: a page is the
// document with its arrays — top-level ones and those inside a top-level object
// (`coverage.frames`) — cut to what fits the budget, in the order of their keys. The first page
// also carries the document's other fields; later pages carry `schema` and their arrays' items.
// The budget is on the page as it goes on the wire (`measure` gives that size: escapes and the
// result's own wrapping counted). The arrays of every page put together (by key, in page order)
// with the first page's other fields are the whole document. A page holds at least one item, so
// paging always moves on; an item that alone is over the budget has its longest strings cut
// (said in `cut[]`).
//
// Cursors are opaque to the client: where the next page starts, sealed with a digest of that
// place and of the result it belongs to (`binding`: the tool, the run as read and the
// arguments), so a cursor edited or taken from another result is refused.
struct Page {
    QJsonObject doc; // the page of the document
    QJsonObject info; // `cursor`, `next_cursor` (null at the end), `budget_bytes`, `arrays[]`, `cut[]`
    QString error; // a cursor of another result, or none at all
};

constexpr qsizetype DefaultBudget = 32 * 1024;
constexpr qsizetype MinBudget = 1024;
constexpr qsizetype MaxBudget = 8 * 1024 * 1024;

Page pageOf(const QJsonObject &full, const QString &cursor, qsizetype budget, const QString &binding,
    const std::function<qsizetype(const QJsonObject &doc, const QJsonObject &info)> &measure);

// Compact JSON for the wire, with the characters that hide, reorder or fake text written as \u
// escapes: every format character (Unicode Cf: bidi controls, zero-width characters, tag
// characters, ...), controls (DEL, C1), line and paragraph separators, variation selectors and
// the other default-ignorable and blank fillers. What a trace holds is seen as written, never
// rendered invisibly into an assistant's context. Lossless: a JSON reader gets the same strings.
QByteArray inertJson(const QJsonObject &o);
qsizetype wireSize(const QJsonValue &v); // the size inertJson gives it

} // namespace cs::app::mcp
