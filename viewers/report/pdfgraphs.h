#pragma once

#include "core/report/doc/reportdata.h"

#include <QTextFormat>

class QTextBlock;
class QTextDocument;

namespace cs::viewers {

// The report's graphs inside its QTextDocument (the PDF and the report dialog's preview):
// drawn as vector paths and text, and, once the page size is known, cut into page-sized tiles
// where a graph would be unreadable scaled to one page.
constexpr int GraphObjectType = QTextFormat::UserObject + 1;

// Registers the drawer of `data`'s graphs on `doc` (a child of it).
void installGraphs(QTextDocument *doc, const ReportData *data);
// The format of the object character that places picture `picture` (ReportData::graphs).
QTextCharFormat graphFormat(int picture);
// Whether `b` holds a graph (its format in `format`).
bool isGraphBlock(const QTextBlock &b, QTextCharFormat *format = nullptr);
// A graph's first tile shown (the graph itself when it is not tiled), and its scale (device
// units per layout point) once tiled.
bool isFirstTile(const QTextCharFormat &format);
double graphScale(const QTextCharFormat &format);

// Once the page size is known: a graph too large to be readable on one page becomes tiles, each
// a block of its own after a line in `labelFormat` that says which part it is; tiles that show
// no boxes are left out.
void tileLargeGraphs(QTextDocument *doc, const QTextCharFormat &labelFormat);
// A graph's caption (the paragraph before it, or a tile's label) never ends a page whose next
// page holds the graph.
void keepCaptionsWithGraphs(QTextDocument *doc, double pageHeight);

} // namespace cs::viewers
