#pragma once

#include "core/report/doc/reportdocument.h"
#include "core/util/result.h"

#include <QByteArray>
#include <QPageSize>

class QTextDocument;

namespace cs::viewers {

// A report as a Qt text document, built block by block through QTextCursor (trace text is
// inserted as text, never parsed as HTML): tables whose header row repeats on every page, and
// graphs drawn as vector objects. The PDF writer prints it; the export dialog previews it.
// Needs a QGuiApplication (fonts); the caller owns the document.
QTextDocument *reportTextDocument(const ReportDocument &doc, QObject *parent = nullptr);

// The report as PDF (Qt's PDF writer, no browser): A4 or Letter, page numbers in the footer.
// Qt 6.4's QPdfWriter has no API for bookmarks (an outline); the PDF opens with a table of
// contents that gives each section's page instead.
Result<QByteArray> reportPdf(const ReportDocument &doc, QPageSize::PageSizeId paper = QPageSize::A4);

} // namespace cs::viewers
