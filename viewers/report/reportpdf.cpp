#include "viewers/report/reportpdf.h"

#include "core/util/codespans.h"
#include "core/util/inerttext.h"
#include "viewers/report/pdfoutline.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextObjectInterface>
#include <QTextTable>

#include <algorithm>
#include <cmath>

namespace cs::viewers {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

constexpr int GraphObjectType = QTextFormat::UserObject + 1;
constexpr int GraphIndexProperty = QTextFormat::UserProperty + 1;
// Block numbers of the contents entries and of the section headings, in section order.
constexpr const char *ContentsProperty = "cs-contents-blocks";
constexpr const char *HeadingsProperty = "cs-heading-blocks";
constexpr double MaxGraphHeightShare = 0.85; // of a page: an object cannot be split across pages
// A graph scaled below this share of its natural size (boxes' text under ~5.4 pt) is unreadable
// on paper: it is drawn larger instead, cut into tiles of a page's width and height, row by
// row, one after the other, each labelled with its place.
constexpr double MinReadableShare = 0.6;
constexpr int MaxSlices = 12; // beyond that the graph is scaled down to fit twelve tiles
constexpr int SliceProperty = QTextFormat::UserProperty + 2; // 0-based tile of a graph, row-major
constexpr int ScaleProperty = QTextFormat::UserProperty + 3; // device units per layout point
constexpr int ColumnsProperty = QTextFormat::UserProperty + 4; // tiles per row

struct Tiling {
    double scale = 1;
    int columns = 1, rows = 1;
    int count() const { return columns * rows; }
};

// Draws a report graph inside the text document: vector paths and text, so the PDF zooms.
class GraphObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    GraphObject(const ReportData *data, QObject *parent)
        : QObject(parent)
        , m_data(data)
    {
    }

    QSizeF intrinsicSize(QTextDocument *doc, int, const QTextFormat &format) override
    {
        const GraphLayout *l = layoutOf(format);
        if (!l || l->bounds.isEmpty())
            return { 1, 1 };
        const double width = pageWidth(doc), height = sliceHeight(doc);
        const double s = format.hasProperty(ScaleProperty) ? format.doubleProperty(ScaleProperty)
                                                           : scaleFor(*l, width, height, doc);
        // A tile shows its page-sized part of the graph; those of the last row and column what is left.
        const QPointF at = tileOrigin(format, width, height);
        return { std::max(1.0, std::min(width, l->bounds.width() * s - at.x())),
            std::max(1.0, std::min(height, l->bounds.height() * s - at.y())) };
    }

    // Where a tile starts inside the scaled graph, in device units.
    static QPointF tileOrigin(const QTextFormat &format, double width, double height)
    {
        const int columns = std::max(1, format.intProperty(ColumnsProperty));
        const int tile = format.intProperty(SliceProperty);
        return { (tile % columns) * width, (tile / columns) * height };
    }

    // How a graph goes on paper: its scale and its tiles (one when it fits a page at a readable
    // size). A graph too large is drawn at a readable size in tiles; past MaxSlices tiles it is
    // drawn smaller, never smaller than the size that fits one page.
    static Tiling placement(const GraphLayout &l, QTextDocument *doc)
    {
        const double width = pageWidth(doc), height = sliceHeight(doc);
        const double natural = pointScale(doc);
        const double fit = scaleFor(l, width, height, doc);
        if (fit >= natural * MinReadableShare || l.bounds.isEmpty())
            return { fit, 1, 1 };
        const auto tiles = [&](double s) {
            return Tiling { s, std::max(1, int(std::ceil(l.bounds.width() * s / width - 1e-9))),
                std::max(1, int(std::ceil(l.bounds.height() * s / height - 1e-9))) };
        };
        Tiling t = tiles(natural * MinReadableShare);
        while (t.count() > MaxSlices && t.scale * 0.9 > fit)
            t = tiles(t.scale * 0.9);
        if (t.count() > MaxSlices)
            return Tiling { fit, 1, 1 };
        // A last column or row that would hold a sliver (under a third of a page) is folded into
        // the others by drawing the graph a little smaller (by a fifth at most, and text not
        // under 5 pt where it was readable): no page of one edge's end or a box's corner.
        const double least = t.scale < natural * MinReadableShare
            ? t.scale * 0.8
            : std::max(t.scale * 0.8, natural * MinReadableShare * 0.93);
        for (int pass = 0; pass < 2; ++pass) {
            const double across = l.bounds.width() * t.scale / width, down = l.bounds.height() * t.scale / height;
            if (t.columns > 1 && across - (t.columns - 1) < 1.0 / 3) {
                const double s = t.scale * (t.columns - 1) / across * 0.999;
                if (s >= least)
                    t = tiles(s);
            }
            if (t.rows > 1 && down - (t.rows - 1) < 1.0 / 3) {
                const double s = t.scale * (t.rows - 1) / down * 0.999;
                if (s >= least)
                    t = tiles(s);
            }
        }
        return t;
    }

    // Whether tile `tile` of a graph placed as `t` shows boxes: at least three (a third of each
    // inside it). A tile of edges alone or of a box or two cut at its edge is left out: its
    // neighbours draw them.
    static bool tileHoldsBoxes(const GraphLayout &l, const Tiling &t, int tile, QTextDocument *doc)
    {
        const double width = pageWidth(doc) / t.scale, height = sliceHeight(doc) / t.scale;
        const QRectF area(
            l.bounds.left() + (tile % t.columns) * width, l.bounds.top() + (tile / t.columns) * height, width, height);
        const auto boxes = std::count_if(l.nodes.begin(), l.nodes.end(), [&](const GraphLayout::Node &n) {
            const QRectF inside = n.rect.intersected(area);
            const double box = n.rect.width() * n.rect.height();
            return !inside.isEmpty() && inside.width() * inside.height() >= box / 3;
        });
        return boxes >= 3;
    }
    const GraphLayout *graphOf(const QTextFormat &format) const { return layoutOf(format); }

    void drawObject(QPainter *p, const QRectF &rect, QTextDocument *doc, int, const QTextFormat &format) override
    {
        const GraphLayout *l = layoutOf(format);
        if (!l || l->bounds.isEmpty())
            return;
        const double s = format.hasProperty(ScaleProperty) ? format.doubleProperty(ScaleProperty)
                                                           : rect.width() / l->bounds.width();
        const QPointF at = tileOrigin(format, pageWidth(doc), sliceHeight(doc)) / s;
        p->save();
        p->setRenderHint(QPainter::Antialiasing);
        p->setClipRect(rect, Qt::IntersectClip);
        p->translate(rect.topLeft());
        p->scale(s, s);
        p->translate(-l->bounds.left() - at.x(), -l->bounds.top() - at.y());
        const double pt = pointScale(doc);
        // Only what this tile shows is drawn: a PDF keeps every path drawn, clipped or not, so a
        // graph in six tiles written whole six times was most of a 12 MB report.
        const QRectF shown
            = QRectF(l->bounds.left() + at.x(), l->bounds.top() + at.y(), rect.width() / s, rect.height() / s)
                  .adjusted(-8, -8, 8, 8);
        p->setPen(QPen(QColor(0x86, 0x8e, 0x96), 0.8));
        for (const GraphLayout::Edge &e : l->edges) {
            if (e.spline.isEmpty() || !QPolygonF(e.spline).boundingRect().adjusted(-1, -1, 1, 1).intersects(shown))
                continue;
            QPainterPath path(e.spline[0]);
            for (qsizetype i = 1; i + 2 < e.spline.size(); i += 3)
                path.cubicTo(e.spline[i], e.spline[i + 1], e.spline[i + 2]);
            p->setBrush(Qt::NoBrush);
            p->drawPath(path);
            const QPointF end = e.spline.last();
            const QPointF from = e.spline.size() > 1 ? e.spline[e.spline.size() - 2] : end;
            const double a = std::atan2(end.y() - from.y(), end.x() - from.x());
            QPolygonF head { end, end - QPointF(std::cos(a - 0.4) * 5, std::sin(a - 0.4) * 5),
                end - QPointF(std::cos(a + 0.4) * 5, std::sin(a + 0.4) * 5) };
            p->setBrush(QColor(0x86, 0x8e, 0x96));
            p->drawPolygon(head);
        }
        static const QRegularExpression hex(QStringLiteral("^#[0-9a-fA-F]{6}$"));
        for (const GraphLayout::Node &n : l->nodes) {
            if (!n.rect.intersects(shown))
                continue;
            const bool box = n.name.startsWith(u'u');
            p->setPen(QPen(QColor(0x49, 0x50, 0x57), 0.8));
            p->setBrush(QColor(hex.match(n.fill).hasMatch() ? n.fill : QStringLiteral("#ffffff")));
            if (box)
                p->drawRoundedRect(n.rect, 4, 4);
            else
                p->drawEllipse(n.rect);
            QFont f(QStringLiteral("DejaVu Sans"));
            // Font sizes in the layout's points, whatever the device's resolution.
            f.setPixelSize(std::max(1, int(std::lround((box ? 9.0 : 6.5) * 1.0))));
            p->setFont(f);
            p->setPen(QColor(0x1f, 0x23, 0x28));
            QStringList lines;
            for (const QString &line : n.label.split(u'\n'))
                lines << InertText::line(line, 80);
            p->drawText(n.rect, Qt::AlignCenter | Qt::TextDontClip, lines.join(u'\n'));
        }
        Q_UNUSED(pt)
        p->restore();
    }

private:
    const GraphLayout *layoutOf(const QTextFormat &format) const
    {
        const int i = format.intProperty(GraphIndexProperty);
        if (!m_data || i < 0 || i >= int(m_data->graphs.size()))
            return nullptr;
        return &m_data->graphs[size_t(i)].layout;
    }
    static double pointScale(QTextDocument *doc)
    {
        const QPaintDevice *d = doc->documentLayout()->paintDevice();
        return d ? d->logicalDpiY() / 72.0 : 1.0;
    }
    static double pageWidth(QTextDocument *doc)
    {
        return doc->pageSize().width() > 0 ? doc->pageSize().width() - 4 : 500;
    }
    static double sliceHeight(QTextDocument *doc)
    {
        return doc->pageSize().height() > 0 ? doc->pageSize().height() * MaxGraphHeightShare : 700;
    }
    static double scaleFor(const GraphLayout &l, double width, double height, QTextDocument *doc)
    {
        const double natural = pointScale(doc); // 1 layout point = 1 point on paper
        return std::min({ natural, width / l.bounds.width(), height / l.bounds.height() });
    }
    const ReportData *m_data;
};

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
        const int rows = int(t.rows.size()) + 1 + (t.omittedRows > 0 ? 1 : 0);
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
        for (int r = 0; r < int(t.rows.size()); ++r)
            for (int col = 0; col < cols; ++col) {
                QTextCursor cc = table->cellAt(r + 1, col).firstCursorPosition();
                if (t.numeric.size() > size_t(col) && t.numeric[size_t(col)]) {
                    QTextBlockFormat right = cc.blockFormat();
                    right.setAlignment(Qt::AlignRight);
                    cc.setBlockFormat(right);
                }
                prose(cc, t.rows[size_t(r)].value(col), cellText);
            }
        if (t.omittedRows > 0) {
            table->mergeCells(rows - 1, 0, 1, cols);
            table->cellAt(rows - 1, 0)
                .firstCursorPosition()
                .insertText(
                    Tr::tr("%n more row(s) not shown; the JSON report has them all.", nullptr, t.omittedRows), muted);
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
            QTextCharFormat obj;
            obj.setObjectType(GraphObjectType);
            obj.setProperty(GraphIndexProperty, b.picture);
            c.insertText(QString(QChar::ObjectReplacementCharacter), obj);
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

bool isGraphBlock(const QTextBlock &b, QTextCharFormat *format = nullptr)
{
    for (auto it = b.begin(); !it.atEnd(); ++it)
        if (it.fragment().charFormat().objectType() == GraphObjectType) {
            if (format)
                *format = it.fragment().charFormat();
            return true;
        }
    return false;
}

// Once the page size is known: a graph too large to be readable on one page becomes tiles, each
// a block of its own after a line that says which part it is.
void tileLargeGraphs(QTextDocument *doc, GraphObject *graphs, const QTextCharFormat &labelFormat)
{
    std::vector<QTextBlock> pictures;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
        if (isGraphBlock(b))
            pictures.push_back(b);
    for (const QTextBlock &b : pictures) {
        QTextCharFormat format;
        isGraphBlock(b, &format);
        const GraphLayout *l = graphs->graphOf(format);
        if (!l)
            continue;
        const Tiling t = GraphObject::placement(*l, doc);
        QTextCursor cur(b);
        cur.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        format.setProperty(ScaleProperty, t.scale);
        format.setProperty(ColumnsProperty, t.columns);
        // The tiles that show boxes, in reading order; the first takes the graph's own place.
        std::vector<int> shown;
        for (int j = 0; j < t.count(); ++j)
            if (t.count() == 1 || GraphObject::tileHoldsBoxes(*l, t, j, doc))
                shown.push_back(j);
        if (shown.empty())
            shown.push_back(0);
        format.setProperty(SliceProperty, shown.front());
        cur.setCharFormat(format);
        cur.clearSelection();
        for (size_t k = 1; k < shown.size(); ++k) {
            const int j = shown[k];
            cur.insertBlock(b.blockFormat());
            cur.insertText(Tr::tr("(the graph above, part %1 of %2: row %3, column %4)")
                               .arg(k + 1)
                               .arg(shown.size())
                               .arg(j / t.columns + 1)
                               .arg(j % t.columns + 1),
                labelFormat);
            cur.insertBlock(b.blockFormat());
            format.setProperty(SliceProperty, j);
            cur.insertText(QString(QChar::ObjectReplacementCharacter), format);
        }
    }
}

// A graph's caption (the paragraph before it, or a tile's label) never ends a page whose next
// page holds the graph.
void keepCaptionsWithGraphs(QTextDocument *doc, double pageHeight)
{
    QAbstractTextDocumentLayout *layout = doc->documentLayout();
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        QTextCharFormat format;
        if (!isGraphBlock(b, &format) || !b.previous().isValid())
            continue;
        const QTextBlock caption = b.previous();
        const int captionPage = int(layout->blockBoundingRect(caption).top() / pageHeight);
        const int graphPage = int((layout->blockBoundingRect(b).bottom() - 1) / pageHeight);
        if (captionPage == graphPage)
            continue;
        QTextCursor cur(caption);
        QTextBlockFormat f = caption.blockFormat();
        f.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        cur.setBlockFormat(f);
    }
}

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
    auto *graphs = new GraphObject(rd.data, doc);
    graphs->setObjectName(QStringLiteral("cs-graphs"));
    doc->documentLayout()->registerHandler(GraphObjectType, graphs);
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
    if (auto *graphs = doc->findChild<GraphObject *>(QStringLiteral("cs-graphs"))) {
        QTextCharFormat label;
        label.setFontPointSize(8);
        label.setForeground(QColor(0x59, 0x63, 0x6e));
        {
            // One edit: Qt lays a document out again after each, across every table before it.
            QTextCursor batch(doc);
            batch.beginEditBlock();
            tileLargeGraphs(doc, graphs, label);
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
            QTextCursor cur(entry);
            cur.movePosition(QTextCursor::EndOfBlock);
            cur.insertText(QStringLiteral(" … %1").arg(pageOf));
        }
        batch.endEditBlock();
    }
    // Lay the whole document out again: after the edits above, Qt 6.4's incremental relayout
    // leaves the blocks that follow tables unpainted.
    doc->markContentsDirty(0, doc->characterCount());
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
            if (format.intProperty(SliceProperty) == 0) {
                PdfGraphPlacement g;
                g.captionPage = b.previous().isValid()
                    ? pageOf(doc->documentLayout()->blockBoundingRect(b.previous()).top())
                    : pageOf(r.top());
                g.firstPage = pageOf(r.top());
                // 9 layout points of box text, drawn at the graph's scale (device units per point).
                g.boxTextPoints = 9.0 * format.doubleProperty(ScaleProperty) * 72.0 / writer.resolution();
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
        QAbstractTextDocumentLayout::PaintContext ctx;
        // The page is cut by the painter's clip only: Qt 6.4's layout culls the blocks that follow
        // a table against the context's clip as if they were elsewhere, and drops them.
        const QRectF view(0, i * pageHeight, page.width(), pageHeight);
        p.setClipRect(view);
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

#include "reportpdf.moc"
