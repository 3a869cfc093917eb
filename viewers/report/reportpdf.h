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
// A bookmark per section (added after Qt's writer, which has no outline API in 6.4: see
// pdfoutline.h), and contents on the first page with each section's page.
Result<QByteArray> reportPdf(const ReportDocument &doc, QPageSize::PageSizeId paper = QPageSize::A4);

} // namespace cs::viewers
