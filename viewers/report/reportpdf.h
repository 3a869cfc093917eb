#pragma once

#include "core/report/doc/reportdocument.h"
#include "core/util/result.h"

#include <QByteArray>
#include <QPageSize>

#include <vector>

class QTextDocument;

namespace cs::viewers {

// A report as a Qt text document, built block by block through QTextCursor (trace text is
// inserted as text, never parsed as HTML): tables whose header row repeats on every page, and
// graphs drawn as vector objects. The PDF writer prints it; the export dialog previews it.
// Needs a QGuiApplication (fonts); the caller owns the document.
QTextDocument *reportTextDocument(const ReportDocument &doc, QObject *parent = nullptr);

// The report as PDF (Qt's PDF writer, no browser): A4 or Letter, page numbers in the footer.
// A bookmark per section (added after Qt's writer, which has no outline API in 6.4: see
// pdfoutline.h), and contents on the first page with each section's page.
// Graphs go on paper readable: one too large for a page at a readable size (boxes' text of at
// least ~5 pt) is cut into tiles of a page (at most 12, row by row, each labelled with its
// place), and a graph's caption is kept on its first page.
struct PdfGraphPlacement {
    int captionPage = 0, firstPage = 0, lastPage = 0; // 1-based
    int slices = 1; // tiles
    double boxTextPoints = 0; // the size of a box's text on paper
};
struct PdfLayout {
    int pages = 0;
    std::vector<PdfGraphPlacement> graphs; // in document order
};
Result<QByteArray> reportPdf(
    const ReportDocument &doc, QPageSize::PageSizeId paper = QPageSize::A4, PdfLayout *layout = nullptr);

} // namespace cs::viewers
