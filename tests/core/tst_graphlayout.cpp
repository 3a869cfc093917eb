#include "core/graph/graphlayout.h"

#include <QTest>

using namespace cs;

class TestGraphLayout : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void laysOutAChain()
    {
        const auto r = layoutDot(QStringLiteral("digraph G { x -> mm; w -> mm; mm -> relu; relu -> out; }"));
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        const GraphLayout &g = r.value();
        QCOMPARE(g.nodes.size(), 5);
        QCOMPARE(g.edges.size(), 4);
        auto node = [&](const QString &name) {
            for (const auto &n : g.nodes)
                if (n.name == name)
                    return n.rect;
            return QRectF();
        };
        // dot ranks top to bottom: each consumer sits below its producer.
        QVERIFY(node(QStringLiteral("x")).center().y() < node(QStringLiteral("mm")).center().y());
        QVERIFY(node(QStringLiteral("mm")).center().y() < node(QStringLiteral("relu")).center().y());
        QVERIFY(node(QStringLiteral("relu")).center().y() < node(QStringLiteral("out")).center().y());
        QVERIFY(g.bounds.contains(node(QStringLiteral("out")).center()));
        for (const auto &e : g.edges)
            QVERIFY(e.spline.size() >= 4);
    }

    void syntaxErrorIsAnError()
    {
        const auto r = layoutDot(QStringLiteral("digraph G { a -> ; }"));
        QVERIFY(!r);
        QVERIFY(r.error().message.contains(QStringLiteral("Graphviz")));
    }
};

QTEST_GUILESS_MAIN(TestGraphLayout)
#include "tst_graphlayout.moc"
