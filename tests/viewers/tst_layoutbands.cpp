#include "viewers/widgets/layoutbands.h"

#include <QTest>

using namespace cs;
using namespace cs::viewers;

// Layouts cut into bands (layoutbands.h): a one-row layout fills the view's shape, every node
// keeps its size and overlaps no other, edges inside a band move with it, edges between bands
// are counted and left out; a layout that fits the view is left as it is.
class TestLayoutBands : public QObject {
    Q_OBJECT

    static GraphLayout row(int n, bool vertical = false)
    {
        GraphLayout l;
        for (int i = 0; i < n; ++i) {
            const QPointF at = vertical ? QPointF(0, i * 60.0) : QPointF(i * 120.0, 0);
            l.nodes.push_back({ QStringLiteral("n%1").arg(i), QRectF(at, QSizeF(100, 32)), {}, {} });
            l.bounds = l.bounds.united(l.nodes.back().rect);
        }
        for (int i = 0; i + 1 < n; ++i) {
            const QPointF a = l.nodes[i].rect.center(), b = l.nodes[i + 1].rect.center();
            l.edges.push_back({ l.nodes[i].name, l.nodes[i + 1].name, { a, a, b, b } });
        }
        return l;
    }

    static bool overlapFree(const GraphLayout &l)
    {
        for (qsizetype i = 0; i < l.nodes.size(); ++i)
            for (qsizetype j = i + 1; j < l.nodes.size(); ++j)
                if (l.nodes[i].rect.intersects(l.nodes[j].rect))
                    return false;
        return true;
    }

private Q_SLOTS:
    void oneRowFillsTheView_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<bool>("vertical");
        QTest::addColumn<QSizeF>("view");
        QTest::newRow("1694 wide, landscape view") << 1694 << false << QSizeF(1600, 1000);
        QTest::newRow("300 wide, portrait view") << 300 << false << QSizeF(700, 1000);
        QTest::newRow("800 tall, landscape view") << 800 << true << QSizeF(1600, 1000);
        QTest::newRow("1694 wide, view not shown yet") << 1694 << false << QSizeF();
    }
    void oneRowFillsTheView()
    {
        QFETCH(int, nodes);
        QFETCH(bool, vertical);
        QFETCH(QSizeF, view);
        const double viewAspect = view.isEmpty() ? 1.6 : view.width() / view.height();
        const GraphLayout in = row(nodes, vertical);
        const BandedLayout out = bandLayout(in, view);
        QVERIFY(out.bands > 1);
        QCOMPARE(out.layout.nodes.size(), in.nodes.size());
        QRectF bounds;
        for (qsizetype i = 0; i < in.nodes.size(); ++i) {
            QCOMPARE(out.layout.nodes[i].name, in.nodes[i].name);
            QCOMPARE(out.layout.nodes[i].rect.size(), in.nodes[i].rect.size());
            bounds = bounds.united(out.layout.nodes[i].rect);
        }
        QCOMPARE(out.layout.bounds, bounds);
        const double aspect = bounds.width() / bounds.height();
        QVERIFY2(aspect < viewAspect * 2 && aspect > viewAspect / 2, qPrintable(QString::number(aspect)));
        QVERIFY(overlapFree(out.layout));
        // A chain: one edge between each two bands is left out, the rest moved with their nodes.
        QCOMPARE(out.droppedEdges, out.bands - 1);
        QCOMPARE(out.layout.edges.size() + out.droppedEdges, in.edges.size());
        for (const GraphLayout::Edge &e : out.layout.edges) {
            const int tail = e.tail.mid(1).toInt(), head = e.head.mid(1).toInt();
            QCOMPARE(e.spline.front(), out.layout.nodes[tail].rect.center());
            QCOMPARE(e.spline.back(), out.layout.nodes[head].rect.center());
        }
    }

    void aLayoutThatFitsIsLeftAlone()
    {
        GraphLayout square;
        for (int i = 0; i < 36; ++i)
            square.nodes.push_back(
                { QStringLiteral("n%1").arg(i), QRectF((i % 6) * 120.0, (i / 6) * 80.0, 100, 32), {}, {} });
        const BandedLayout out = bandLayout(square, QSizeF(1600, 1000));
        QCOMPARE(out.bands, 1);
        QCOMPARE(out.droppedEdges, 0);
        for (qsizetype i = 0; i < square.nodes.size(); ++i)
            QCOMPARE(out.layout.nodes[i].rect, square.nodes[i].rect);
        QCOMPARE(bandLayout(GraphLayout {}, QSizeF(1600, 1000)).bands, 1);
        QCOMPARE(bandLayout(row(1), QSizeF(1600, 1000)).bands, 1);
    }

    // The walkthrough's 3-node graph: a row far wider than the view's shape, but one the view shows
    // at full size. Banding it cut its edges for nothing.
    void aFewBoxesThatTheViewShowsStayOneRow()
    {
        for (const QSizeF view : { QSizeF(1600, 1000), QSizeF(900, 500), QSizeF() }) {
            const GraphLayout three = row(3), tall = row(6, true);
            const BandedLayout out = bandLayout(three, view), outTall = bandLayout(tall, view);
            QCOMPARE(out.bands, 1);
            QCOMPARE(out.droppedEdges, 0);
            QCOMPARE(out.layout.edges.size(), three.edges.size());
            QCOMPARE(outTall.bands, 1);
        }
        // A row of forty boxes in a small view (fit at < half size) is banded.
        QVERIFY(bandLayout(row(40), QSizeF(600, 400)).bands > 1);
    }
};

QTEST_GUILESS_MAIN(TestLayoutBands)
#include "tst_layoutbands.moc"
