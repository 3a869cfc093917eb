#include "viewers/report/pdfgraphs.h"

#include "core/util/inerttext.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextObjectInterface>

#include <algorithm>
#include <cmath>
#include <vector>

namespace cs::viewers {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

constexpr int GraphIndexProperty = QTextFormat::UserProperty + 1;
constexpr double MaxGraphHeightShare = 0.85; // of a page: an object cannot be split across pages
// A graph scaled below this share of its natural size (boxes' text under ~5.4 pt) is unreadable
// on paper: it is drawn larger instead, cut into tiles of a page's width and height, row by
// row, one after the other, each labelled with its place.
constexpr double MinReadableShare = 0.6;
constexpr int MaxSlices = 12; // beyond that the graph is scaled down to fit twelve tiles
constexpr int SliceProperty = QTextFormat::UserProperty + 2; // 0-based tile of a graph, row-major
constexpr int ScaleProperty = QTextFormat::UserProperty + 3; // device units per layout point
constexpr int ColumnsProperty = QTextFormat::UserProperty + 4; // tiles per row
constexpr int FirstTileProperty = QTextFormat::UserProperty + 5; // the graph's first tile shown

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

} // namespace

void installGraphs(QTextDocument *doc, const ReportData *data)
{
    auto *graphs = new GraphObject(data, doc);
    graphs->setObjectName(QStringLiteral("cs-graphs"));
    doc->documentLayout()->registerHandler(GraphObjectType, graphs);
}

QTextCharFormat graphFormat(int picture)
{
    QTextCharFormat f;
    f.setObjectType(GraphObjectType);
    f.setProperty(GraphIndexProperty, picture);
    return f;
}

bool isFirstTile(const QTextCharFormat &format)
{
    return !format.hasProperty(FirstTileProperty) || format.boolProperty(FirstTileProperty);
}

double graphScale(const QTextCharFormat &format)
{
    return format.doubleProperty(ScaleProperty);
}

bool isGraphBlock(const QTextBlock &b, QTextCharFormat *format)
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
void tileLargeGraphs(QTextDocument *doc, const QTextCharFormat &labelFormat)
{
    auto *graphs = doc->findChild<GraphObject *>(QStringLiteral("cs-graphs"));
    if (!graphs)
        return;
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
        // setPosition, not movePosition: a move lays the document out up to the block.
        QTextCursor cur(doc);
        cur.setPosition(b.position());
        cur.setPosition(b.position() + b.length() - 1, QTextCursor::KeepAnchor);
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
        format.setProperty(FirstTileProperty, true);
        cur.setCharFormat(format);
        format.setProperty(FirstTileProperty, false);
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

} // namespace cs::viewers

#include "pdfgraphs.moc"
