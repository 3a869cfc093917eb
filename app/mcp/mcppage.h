#pragma once

#include <QJsonObject>
#include <QString>

namespace cs::app::mcp {

// Results are paged so that a large run never reaches the client whole: a page is the
// document with its arrays — top-level ones and those inside a top-level object
// (`coverage.frames`) — cut to what fits `budget` bytes of compact JSON, in the order of their
// keys. The cursor names where the next page starts ("compiles:50", "coverage.frames:20"); the
// arrays of every page put together (by key, in page order) are the whole document's.
// Each page has at least one item, so paging always moves on, even when one item is over the budget.
struct Page {
    QJsonObject doc; // the document with its arrays cut
    QJsonObject info; // `cursor`, `next_cursor` (null at the end), `budget_bytes`, `arrays[]`
    QString error; // a cursor this document does not have
};

constexpr qsizetype DefaultBudget = 32 * 1024;
constexpr qsizetype MinBudget = 1024;
constexpr qsizetype MaxBudget = 8 * 1024 * 1024;

Page pageOf(const QJsonObject &full, const QString &cursor, qsizetype budget);

// Compact JSON for the wire, with the characters that hide or reorder text (bidi controls,
// zero-width and format characters, Unicode tag characters, C1 controls, line and paragraph
// separators) written as \u escapes: what a trace holds is seen as written, never rendered
// invisibly into an assistant's context. Lossless: a JSON reader gets the same strings back.
QByteArray inertJson(const QJsonObject &o);

} // namespace cs::app::mcp
