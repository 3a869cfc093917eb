#include "viewers/report/reportpdf.h"

#include "core/util/codespans.h"
#include "core/util/inerttext.h"
#include "viewers/report/pdfgraphs.h"
#include "viewers/report/pdfoutline.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

#include <algorithm>

namespace cs::viewers {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

// Block numbers of the contents entries and of the section headings, in section order.
constexpr const char *ContentsProperty = "cs-contents-blocks";
constexpr const char *HeadingsProperty = "cs-heading-blocks";
// Rows of a table on paper: a 1 GB log's 200-row tables were 60 of its 87 pages, and Qt's table
// layout looks each cell's row and column up by a linear search (quadratic in a table's cells).
constexpr int PdfMaxRows = 50;

struct Builder {
    QTextDocument *doc;
    QTextCursor c;
    const ReportDocument &rd;
    QTextCharFormat plain, bold, muted, mono;
    QTextBlockFormat body, heading, noteBlock;

    Builder(QTextDocument *d, const ReportDocument &r)
        : doc(d)
        , c(d)
        , rd(r)
    {
        plain.setFontPointSize(9);
        // Paper's colours, whatever the window's theme: the preview shows the page as printed.
        plain.setForeground(QColor(0x1f, 0x23, 0x28));
        bold = plain;
        bold.setFontWeight(QFont::Bold);
        muted = plain;
        muted.setForeground(QColor(0x59, 0x63, 0x6e));
        mono = plain;
        mono.setFontFamilies({ QStringLiteral("DejaVu Sans Mono"), QStringLiteral("monospace") });
        mono.setFontPointSize(8);
        body.setBottomMargin(4);
        heading.setTopMargin(14);
        heading.setBottomMargin(6);
        heading.setPageBreakPolicy(QTextFormat::PageBreak_Auto);
        noteBlock = body;
        noteBlock.setBackground(QColor(0xff, 0xf8, 0xc5));
    }

    void paragraph(const QString &text, const QTextCharFormat &f, const QTextBlockFormat &b)
    {
        c.insertBlock(b, f);
        c.insertText(text, f);
    }

    // Prose and cells: their `code` spans in the code font on the code background (codespans.h).
    static void prose(QTextCursor &at, const QString &text, const QTextCharFormat &f)
    {
        for (const CodeSpan &part : codeSpans(text)) {
            if (!part.code) {
                at.insertText(part.text, f);
                continue;
            }
            QTextCharFormat code = f;
            code.setFontFamilies({ QStringLiteral("DejaVu Sans Mono"), QStringLiteral("monospace") });
            code.setBackground(QColor(0xf0, 0xf2, 0xf4));
            at.insertText(part.text, code);
        }
    }

    void proseParagraph(const QString &text, const QTextCharFormat &f, const QTextBlockFormat &b)
    {
        c.insertBlock(b, f);
        prose(c, text, f);
    }

    void table(const ReportTable &t, int indent)
    {
        if (!t.caption.isEmpty())
            paragraph(t.caption, bold, body);
        const int cols = int(t.header.size());
        if (cols == 0)
            return;
        // Paper shows the first rows of a long table (as Markdown does); the note counts the rest.
        const int shownRows = std::min(int(t.rows.size()), PdfMaxRows);
        const int omitted = t.omittedRows + int(t.rows.size()) - shownRows;
        const int rows = shownRows + 1 + (omitted > 0 ? 1 : 0);
        QTextTableFormat tf;
        tf.setHeaderRowCount(1); // repeated on every page the table spans
        tf.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
        tf.setBorder(0.5);
        tf.setBorderBrush(QColor(0xd1, 0xd9, 0xe0));
        tf.setBorderCollapse(true);
        tf.setCellPadding(2);
        tf.setCellSpacing(0);
        tf.setLeftMargin(indent * 12);
        tf.setTopMargin(2);
        tf.setBottomMargin(6);
        // Wide tables (the compiles, the kernels) in a smaller size, so cells do not wrap word by word.
        QTextCharFormat cellText = plain, headText = bold;
        if (cols > 7) {
            cellText.setFontPointSize(7);
            headText.setFontPointSize(7);
        }
        QTextTable *table = c.insertTable(rows, cols, tf);
        for (int col = 0; col < cols; ++col) {
            QTextTableCell cell = table->cellAt(0, col);
            QTextCharFormat cf = cell.format();
            cf.setBackground(QColor(0xf6, 0xf8, 0xfa));
            cell.setFormat(cf);
            QTextCursor cc = cell.firstCursorPosition();
            cc.insertText(t.header[col], headText);
        }
        for (int r = 0; r < shownRows; ++r)
            for (int col = 0; col < cols; ++col) {
                QTextCursor cc = table->cellAt(r + 1, col).firstCursorPosition();
                if (t.numeric.size() > size_t(col) && t.numeric[size_t(col)]) {
                    QTextBlockFormat right = cc.blockFormat();
                    right.setAlignment(Qt::AlignRight);
                    cc.setBlockFormat(right);
                }
                prose(cc, t.rows[size_t(r)].value(col), cellText);
            }
        if (omitted > 0) {
            table->mergeCells(rows - 1, 0, 1, cols);
            table->cellAt(rows - 1, 0)
                .firstCursorPosition()
                .insertText(Tr::tr("%n more row(s) not shown; the JSON report has them all.", nullptr, omitted), muted);
        }
        c.movePosition(QTextCursor::End);
    }

    void block(const ReportBlock &b, int indent)
    {
        QTextBlockFormat bf = body;
        bf.setIndent(indent);
        switch (b.kind) {
        case ReportBlock::Kind::Paragraph:
            proseParagraph(b.text, plain, bf);
            break;
        case ReportBlock::Kind::Note: {
            QTextBlockFormat nf = noteBlock;
            nf.setIndent(indent);
            proseParagraph(b.text, plain, nf);
            break;
        }
        case ReportBlock::Kind::Items: {
            int n = 0;
            for (const ReportItem &it : b.items) {
                paragraph(b.numbered ? QStringLiteral("%1. ").arg(++n) : QStringLiteral("• "), bold, bf);
                prose(c, it.title, bold);
                QTextBlockFormat sub = bf;
                sub.setIndent(indent + 1);
                for (const QString &l : it.lines)
                    proseParagraph(l, muted, sub);
            }
            break;
        }
        case ReportBlock::Kind::Table:
            table(b.table, indent);
            break;
        case ReportBlock::Kind::Code: {
            QTextBlockFormat cf = bf;
            cf.setBackground(QColor(0xf6, 0xf8, 0xfa));
            cf.setNonBreakableLines(false);
            const QStringList lines = b.text.split(u'\n');
            for (qsizetype i = 0; i < lines.size(); ++i)
                paragraph(
                    (b.firstLine > 0 ? QStringLiteral("%1  ").arg(b.firstLine + i) : QString()) + lines[i], mono, cf);
            break;
        }
        case ReportBlock::Kind::Picture: {
            c.insertBlock(bf);
            c.insertText(QString(QChar::ObjectReplacementCharacter), graphFormat(b.picture));
            break;
        }
        case ReportBlock::Kind::Details: {
            // Paper has no collapsing: the summary as a sub-heading, its evidence below it.
            QTextBlockFormat hf = bf;
            hf.setTopMargin(6);
            paragraph(b.text, bold, hf);
            for (const ReportBlock &child : b.children)
                block(child, indent + 1);
            break;
        }
        }
    }

    void build()
    {
        QTextCharFormat title = bold;
        title.setFontPointSize(16);
        c.setBlockFormat(body);
        c.insertText(rd.title, title);
        for (const auto &[label, value] : rd.meta) {
            paragraph(label + QStringLiteral(": "), bold, body);
            c.insertText(value, plain);
        }
        // Contents: each section and its page, filled in once the document is laid out.
        paragraph(Tr::tr("Contents"), bold, heading);
        QVariantList entries, titles;
        for (const ReportDocSection &s : rd.sections) {
            paragraph(s.title, plain, body); // the PDF adds the page
            entries << c.block().blockNumber();
        }
        QTextCharFormat h = bold;
        h.setFontPointSize(13);
        for (const ReportDocSection &s : rd.sections) {
            paragraph(s.title, h, heading);
            titles << c.block().blockNumber();
            for (const ReportBlock &b : s.blocks)
                block(b, 0);
        }
        doc->setProperty(ContentsProperty, entries);
        doc->setProperty(HeadingsProperty, titles);
    }
};

} // namespace

QTextDocument *reportTextDocument(const ReportDocument &rd, QObject *parent)
{
    auto *doc = new QTextDocument(parent);
    doc->setUndoRedoEnabled(false);
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(9);
    doc->setDefaultFont(f);
    // The layout is made after the content: a document with a layout lays out again on every
    // insertion, and a table cell by cell (seconds for a report's tables).
    Builder b(doc, rd);
    b.build();
    installGraphs(doc, rd.data);
    return doc;
}

Result<QByteArray> reportPdf(const ReportDocument &rd, QPageSize::PageSizeId paper, PdfLayout *facts)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageSize(QPageSize(paper));
    writer.setPageMargins(QMarginsF(15, 15, 15, 18), QPageLayout::Millimeter);
    writer.setResolution(300);
    writer.setTitle(rd.title);
    writer.setCreator(QStringLiteral("CompileScope"));
    QTextDocument *doc = reportTextDocument(rd, nullptr);
    std::unique_ptr<QTextDocument> owner(doc);
    doc->documentLayout()->setPaintDevice(&writer);
    const QRectF page = writer.pageLayout().paintRectPixels(writer.resolution());
    const double footer = writer.resolution() * 0.25; // a quarter inch for the page number
    doc->setPageSize(QSizeF(page.width(), page.height() - footer));
    doc->setDocumentMargin(0);
    const double pageHeight = doc->pageSize().height();
    {
        QTextCharFormat label;
        label.setFontPointSize(8);
        label.setForeground(QColor(0x59, 0x63, 0x6e));
        {
            // One edit: Qt lays a document out again after each, across every table before it.
            QTextCursor batch(doc);
            batch.beginEditBlock();
            tileLargeGraphs(doc, label);
            batch.endEditBlock();
        }
        keepCaptionsWithGraphs(doc, pageHeight);
    }
    // Contents: the page of each section's heading, now that the layout has pages.
    const QVariantList entries = doc->property(ContentsProperty).toList();
    const QVariantList headings = doc->property(HeadingsProperty).toList();
    std::vector<PdfBookmark> bookmarks;
    // Every page number read off the layout first, then written in one edit (an edit each relaid
    // the document out: a 1 GB log's report took 90 s).
    std::vector<std::pair<QTextBlock, int>> pageNumbers;
    for (qsizetype i = 0; i < std::min(entries.size(), headings.size()); ++i) {
        const QTextBlock h = doc->findBlockByNumber(headings[i].toInt());
        const QTextBlock entry = doc->findBlockByNumber(entries[i].toInt());
        if (!h.isValid() || !entry.isValid())
            continue;
        const double top = doc->documentLayout()->blockBoundingRect(h).top();
        const int pageOf = int(top / pageHeight) + 1;
        const double pointsPerPixel = 72.0 / writer.resolution();
        bookmarks.push_back({ rd.sections[size_t(i)].title, pageOf - 1,
            writer.pageLayout().paintRect(QPageLayout::Point).top()
                + (top - (pageOf - 1) * pageHeight) * pointsPerPixel });
        pageNumbers.emplace_back(entry, pageOf);
    }
    {
        QTextCursor batch(doc);
        batch.beginEditBlock();
        for (const auto &[entry, pageOf] : pageNumbers) {
            // setPosition, not movePosition(EndOfBlock): a move asks for the block's layout, and
            // so lays the document out up to it once per entry.
            QTextCursor cur(doc);
            cur.setPosition(entry.position() + entry.length() - 1);
            cur.insertText(QStringLiteral(" … %1").arg(pageOf));
        }
        // The whole document laid out again, in the same edit (one layout, not two): after the
        // edits above, Qt 6.4's incremental relayout leaves the blocks that follow tables unpainted.
        doc->markContentsDirty(0, doc->characterCount());
        batch.endEditBlock();
    }
    const int count = doc->pageCount();
    if (facts) {
        facts->pages = count;
        facts->graphs.clear();
        const auto pageOf = [&](double y) { return int(y / pageHeight) + 1; };
        for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
            QTextCharFormat format;
            if (!isGraphBlock(b, &format))
                continue;
            const QRectF r = doc->documentLayout()->blockBoundingRect(b);
            if (isFirstTile(format)) {
                PdfGraphPlacement g;
                g.captionPage = b.previous().isValid()
                    ? pageOf(doc->documentLayout()->blockBoundingRect(b.previous()).top())
                    : pageOf(r.top());
                g.firstPage = pageOf(r.top());
                // 9 layout points of box text, drawn at the graph's scale (device units per point).
                g.boxTextPoints = 9.0 * graphScale(format) * 72.0 / writer.resolution();
                facts->graphs.push_back(g);
            } else if (!facts->graphs.empty()) {
                ++facts->graphs.back().slices;
            }
            if (!facts->graphs.empty())
                facts->graphs.back().lastPage = pageOf(r.bottom() - 1);
        }
    }
    QPainter p;
    if (!p.begin(&writer))
        return Error { Tr::tr("cannot start the PDF writer") };
    for (int i = 0; i < count; ++i) {
        if (i > 0)
            writer.newPage();
        p.save();
        p.translate(0, -i * pageHeight);
        // Only the page's blocks are drawn: the context's clip (with the painter's for the
        // blocks that cross it). Drawing the whole document on every page was O(pages²): a 1 GB
        // log's 86 pages took 45 s, 6.5 s so. The layout is whole (markContentsDirty above), so
        // blocks after a table are culled at their real place: the pages are the same pixels.
        QAbstractTextDocumentLayout::PaintContext ctx;
        const QRectF view(0, i * pageHeight, page.width(), pageHeight);
        p.setClipRect(view);
        ctx.clip = view;
        doc->documentLayout()->draw(&p, ctx);
        p.restore();
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setPointSizeF(7.5);
        p.setFont(f);
        p.setPen(QColor(0x59, 0x63, 0x6e));
        const QRectF foot(0, pageHeight, page.width(), footer);
        p.drawText(foot, Qt::AlignLeft | Qt::AlignBottom, InertText::line(rd.title, 100));
        p.drawText(foot, Qt::AlignRight | Qt::AlignBottom, Tr::tr("page %1 of %2").arg(i + 1).arg(count));
    }
    p.end();
    buffer.close();
    return addPdfOutline(bytes, bookmarks);
}

} // namespace cs::viewers
