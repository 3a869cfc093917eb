#pragma once

#include <QJsonObject>
#include <QString>

namespace cs::app::mcp {

// Results are paged so that a large run never reaches the client whole: a page is the
// document with its arrays — top-level ones and those inside a top-level object
// (`coverage.frames`) — cut to what fits the budget, in the order of their keys. The budget is
// on the page as it goes on the wire (escapes counted), less `overhead` (what the result wraps
// the page in). The arrays of every page put together (by key, in page order) are the whole
// document's. A page holds at least one item, so paging always moves on; an item that alone is
// over the budget has its longest strings cut (said in `cut[]`, each string with how much).
//
// Cursors are opaque to the client: where the next page starts, tied to the result (`binding`:
// the tool, the run and the arguments that made it), so a cursor from another result is refused.
struct Page {
    QJsonObject doc; // the document with its arrays cut
    QJsonObject info; // `cursor`, `next_cursor` (null at the end), `budget_bytes`, `arrays[]`, `cut[]`
    QString error; // a cursor of another result, or none at all
};

constexpr qsizetype DefaultBudget = 32 * 1024;
constexpr qsizetype MinBudget = 1024;
constexpr qsizetype MaxBudget = 8 * 1024 * 1024;

Page pageOf(
    const QJsonObject &full, const QString &cursor, qsizetype budget, const QString &binding, qsizetype overhead = 0);

// Compact JSON for the wire, with the characters that hide, reorder or fake text written as \u
// escapes: every format character (Unicode Cf: bidi controls, zero-width characters, tag
// characters, ...), controls (DEL, C1), line and paragraph separators, variation selectors and
// the other default-ignorable and blank fillers. What a trace holds is seen as written, never
// rendered invisibly into an assistant's context. Lossless: a JSON reader gets the same strings.
QByteArray inertJson(const QJsonObject &o);
qsizetype wireSize(const QJsonValue &v); // the size inertJson gives it

} // namespace cs::app::mcp
