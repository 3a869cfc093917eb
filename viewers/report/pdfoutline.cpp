#include "viewers/report/pdfoutline.h"

#include <QRegularExpression>

namespace cs::viewers {
namespace {

QByteArray hexTitle(const QString &title)
{
    QByteArray out = "<FEFF";
    for (const QChar c : title)
        out += QByteArray::number(c.unicode(), 16).rightJustified(4, '0').toUpper();
    return out + '>';
}

QByteArray xrefEntry(qsizetype offset)
{
    return QByteArray::number(offset).rightJustified(10, '0') + " 00000 n \n";
}

} // namespace

QByteArray addPdfOutline(const QByteArray &pdf, const std::vector<PdfBookmark> &bookmarks)
{
    if (bookmarks.empty())
        return pdf;
    const QString text = QString::fromLatin1(pdf.right(400));
    static const QRegularExpression trailer(
        QStringLiteral(R"(trailer\s*<<\s*/Size (\d+)\s*/Info (\d+) 0 R\s*/Root (\d+) 0 R\s*>>\s*startxref\s*(\d+))"));
    const auto t = trailer.match(text);
    if (!t.hasMatch())
        return pdf;
    const int size = t.captured(1).toInt(), info = t.captured(2).toInt(), root = t.captured(3).toInt();
    const qsizetype previous = t.captured(4).toLongLong();
    // The catalog as Qt wrote it, and the page tree it names (pages in order).
    const QString all = QString::fromLatin1(pdf);
    const QRegularExpression catalogRe(QStringLiteral(R"((?:^|\n)%1 0 obj\s*<<(.*?)>>\s*endobj)").arg(root),
        QRegularExpression::DotMatchesEverythingOption);
    const auto catalog = catalogRe.match(all);
    static const QRegularExpression pagesRef(QStringLiteral(R"(/Pages (\d+) 0 R)"));
    const auto pagesId = pagesRef.match(catalog.captured(1));
    if (!catalog.hasMatch() || !pagesId.hasMatch() || catalog.captured(1).contains(QLatin1String("/Outlines")))
        return pdf;
    const QRegularExpression pagesRe(
        QStringLiteral(R"((?:^|\n)%1 0 obj\s*<<.*?/Kids\s*\[(.*?)\])").arg(pagesId.captured(1)),
        QRegularExpression::DotMatchesEverythingOption);
    const auto kids = pagesRe.match(all);
    if (!kids.hasMatch())
        return pdf;
    std::vector<int> pages;
    static const QRegularExpression ref(QStringLiteral(R"((\d+) 0 R)"));
    for (auto it = ref.globalMatch(kids.captured(1)); it.hasNext();)
        pages.push_back(it.next().captured(1).toInt());
    static const QRegularExpression mediaBox(QStringLiteral(R"(/MediaBox \[\s*[\d.]+ [\d.]+ [\d.]+ ([\d.]+)\s*\])"));
    const double pageHeight = mediaBox.match(all).captured(1).toDouble();
    if (pages.empty() || pageHeight <= 0)
        return pdf;

    QByteArray out = pdf;
    if (!out.endsWith('\n'))
        out += '\n';
    const int outline = size, first = size + 1, count = int(bookmarks.size());
    std::vector<qsizetype> offsets;
    offsets.push_back(out.size());
    out += QByteArray::number(outline) + " 0 obj\n<<\n/Type /Outlines\n/First " + QByteArray::number(first)
        + " 0 R\n/Last " + QByteArray::number(first + count - 1) + " 0 R\n/Count " + QByteArray::number(count)
        + "\n>>\nendobj\n";
    for (int i = 0; i < count; ++i) {
        const PdfBookmark &b = bookmarks[size_t(i)];
        const int page = pages[size_t(std::clamp(b.page, 0, int(pages.size()) - 1))];
        offsets.push_back(out.size());
        out += QByteArray::number(first + i) + " 0 obj\n<<\n/Title " + hexTitle(b.title) + "\n/Parent "
            + QByteArray::number(outline) + " 0 R\n";
        if (i > 0)
            out += "/Prev " + QByteArray::number(first + i - 1) + " 0 R\n";
        if (i + 1 < count)
            out += "/Next " + QByteArray::number(first + i + 1) + " 0 R\n";
        out += "/Dest [" + QByteArray::number(page) + " 0 R /XYZ 0 "
            + QByteArray::number(std::max(0.0, pageHeight - b.top), 'f', 1) + " 0]\n>>\nendobj\n";
    }
    // The catalog again, with the outline shown when the file opens.
    const qsizetype catalogOffset = out.size();
    out += QByteArray::number(root) + " 0 obj\n<<" + catalog.captured(1).toLatin1().trimmed() + "\n/Outlines "
        + QByteArray::number(outline) + " 0 R\n/PageMode /UseOutlines\n>>\nendobj\n";
    const qsizetype xref = out.size();
    out += "xref\n" + QByteArray::number(root) + " 1\n" + xrefEntry(catalogOffset) + QByteArray::number(outline) + ' '
        + QByteArray::number(count + 1) + '\n';
    for (qsizetype o : offsets)
        out += xrefEntry(o);
    out += "trailer\n<<\n/Size " + QByteArray::number(size + count + 1) + "\n/Info " + QByteArray::number(info)
        + " 0 R\n/Root " + QByteArray::number(root) + " 0 R\n/Prev " + QByteArray::number(previous)
        + "\n>>\nstartxref\n" + QByteArray::number(xref) + "\n%%EOF\n";
    return out;
}

} // namespace cs::viewers
