#pragma once

#include <QByteArray>
#include <QString>

#include <vector>

namespace cs::viewers {

// A bookmark (outline entry) of a PDF: a title and where it points.
struct PdfBookmark {
    QString title;
    int page = 0; // 0-based
    double top = 0; // points from the page's top edge
};

// Qt 6.4's QPdfWriter has no API for an outline, so the bookmarks are appended to the file it
// wrote as a PDF incremental update (ISO 32000-1 §7.5.6): a new catalog that names an outline,
// the outline's entries, a cross-reference section for them and a trailer pointing back at
// Qt's. Reads only what Qt writes (an uncompressed catalog, page tree and trailer); anything
// else is returned unchanged. Titles are written as UTF-16 hex strings, so no title can break
// out of its string.
QByteArray addPdfOutline(const QByteArray &pdf, const std::vector<PdfBookmark> &bookmarks);

} // namespace cs::viewers
