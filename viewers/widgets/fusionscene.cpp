#include "viewers/widgets/fusionscene.h"

#include "viewers/displaytext.h"
#include "viewers/widgets/graphitems.h"
#include "viewers/widgets/graphscene.h"

#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QRegion>
#include <QSet>
#include <QSignalBlocker>

#include <cmath>
#include <utility>

namespace cs::viewers {
namespace {

constexpr int NodeKey = 0, GroupKey = 1;
constexpr double BoxW = 100, BoxH = 32, GapX = 24, GapY = 30; // rows before a layout is there
constexpr int FrameLabelChars = 60;
// Producers read by more nodes are hubs (gpt2: the position embedding and the attention mask,
// read by every layer; a layer's residual has 7 readers and keeps the layers in one column).
constexpr int HubConsumers = 10;

QColor groupColour(int group, int saturation, int value, int alpha = 255)
{
    return QColor::fromHsv((group * 137) % 360, saturation, value, alpha);
}

// The frames' titles: small, one font for all.
QFont titleFont()
{
    QFont f;
    f.setPointSizeF(6.5);
    return f;
}

// Loads the titles' font (the font database's match, the glyphs of a title) the first time a
// graph is shown, not at the first fusion the user steps to.
void warmTitleFont()
{
    static bool warm = false;
    if (std::exchange(warm, true))
        return;
    QImage image(64, 16, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setFont(titleFont());
    p.drawText(QPointF(0, 12), QStringLiteral("op0_op1 (2 nodes) 0123456789 buf_abcdefghijklmnopqrstuvwxyz"));
}

QString boxLabel(const SchedNode &n)
{
    QString kind = n.isExtern() ? n.kernel.section(u'.', -1) : n.isNop() ? QStringLiteral("nop") : n.data;
    if (n.isTemplate())
        kind = QStringLiteral("template");
    return kind.isEmpty() || kind == QLatin1String("None") ? n.name : n.name + u'\n' + kind;
}

} // namespace

FusionScene::FusionScene(QObject *parent)
    : QGraphicsScene(parent)
{
}

QString FusionScene::dotOf(const FusionGraph &g)
{
    QString dot = QStringLiteral("digraph fusion {\nrankdir=TB; nodesep=0.25; ranksep=0.35;\n"
                                 "node [shape=box, fixedsize=true, width=1.4, height=0.45, label=\"\"];\n");
    for (size_t i = 0; i < g.nodes.size(); ++i)
        dot += QStringLiteral("n%1;\n").arg(i);
    // A producer read by many nodes (HubConsumers) ties the whole graph together: Graphviz then
    // takes 36 s on gpt2's 434-node forward graph instead of 0.3 s. Its edges are left out of
    // the layout, as the graph view draws such inputs once per use; the details pane lists
    // every dependency.
    std::vector<int> consumers(g.nodes.size(), 0);
    std::vector<std::vector<int>> producers(g.nodes.size());
    for (size_t i = 0; i < g.nodes.size(); ++i) {
        QSet<int> seen;
        for (int p : g.nodes[i].producers)
            if (p >= 0 && p < static_cast<int>(g.nodes.size()) && !seen.contains(p)) {
                seen.insert(p);
                producers[i].push_back(p);
                ++consumers[size_t(p)];
            }
    }
    for (size_t i = 0; i < g.nodes.size(); ++i)
        for (int p : producers[i])
            if (consumers[size_t(p)] <= HubConsumers)
                dot += QStringLiteral("n%1 -> n%2;\n").arg(p).arg(i);
    return dot + QStringLiteral("}\n");
}

QColor FusionScene::baseColour(const SchedNode &n) const
{
    if (n.isExtern())
        return QColor(0xe9, 0xec, 0xef);
    if (n.isNop())
        return Qt::white;
    if (n.isTemplate())
        return QColor(0xff, 0xd8, 0xa8);
    return n.isReduction() ? QColor(0xd0, 0xeb, 0xff) : QColor(0xff, 0xf3, 0xbf);
}

void FusionScene::setGraph(const FusionGraph *graph, const GraphLayout &layout)
{
    // The same graph laid out anew keeps what was selected in it.
    std::vector<int> selected;
    if (graph && graph == m_graph)
        for (QGraphicsItem *item : selectedItems())
            if (const int n = nodeOf(item); n >= 0)
                selected.push_back(n);
    {
        const QSignalBlocker block(this); // no selectionChanged about boxes on their way out
        clear(); // the items: boxes, frames, edges, outlines
    }
    m_boxes.clear();
    m_frames.clear();
    m_currentA = m_currentB = nullptr;
    if (!graph || graph != m_graph) { // another graph: its groups are not this one's (their labels name its nodes)
        m_groupOf.clear();
        m_members.clear();
        m_label = {};
    }
    m_graph = graph;
    if (!graph)
        return;
    warmTitleFont();
    const int n = static_cast<int>(graph->nodes.size());
    std::vector<QRectF> rects(static_cast<size_t>(n));
    const int columns = std::max(1, static_cast<int>(std::ceil(std::sqrt(n * 1.5))));
    for (int i = 0; i < n; ++i)
        rects[size_t(i)] = QRectF((i % columns) * (BoxW + GapX), (i / columns) * (BoxH + GapY), BoxW, BoxH);
    for (const GraphLayout::Node &node : layout.nodes)
        if (const int i = node.name.mid(1).toInt(); node.name.startsWith(u'n') && i >= 0 && i < n)
            rects[size_t(i)] = node.rect;
    for (int i = 0; i < n; ++i) {
        const SchedNode &s = graph->nodes[size_t(i)];
        auto *box = new UnitItem(rects[size_t(i)], i, boxLabel(s), baseColour(s), [](int) {});
        box->setData(NodeKey, i);
        // Drawn once per zoom: a step repaints the boxes under a changed frame from the cache
        // instead of laying their labels out again.
        box->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        addItem(box);
        m_boxes.push_back(box);
    }
    const QPen edgePen(QColor(0x86, 0x8e, 0x96), 0.8);
    for (const GraphLayout::Edge &e : layout.edges)
        if (e.spline.size() >= 4)
            addPath(edgePath(e), edgePen)->setZValue(-1);
    // Edges are drawn only with a layout: in rows they would cross everything.
    QRectF bounds = layout.nodes.isEmpty() ? QRectF() : layout.bounds;
    for (const QRectF &r : rects)
        bounds = bounds.united(r);
    setSceneRect(bounds.adjusted(-30, -30, 30, 30));
    // Frames of groups drawn before this layout come back with the next setGroups.
    const std::vector<int> groups = m_groupOf;
    m_groupOf.clear();
    m_members.clear();
    if (groups.size() == size_t(n))
        setGroups(groups, m_label);
    const QSignalBlocker block(this); // the same selection: nothing to tell
    for (int i : selected)
        m_boxes[size_t(i)]->setSelected(true);
}

QPainterPath FusionScene::outlineOf(const std::vector<int> &nodes, int pad, int top) const
{
    std::vector<QRect> boxes;
    QSet<int> in;
    for (int m : nodes)
        if (m >= 0 && m < static_cast<int>(m_boxes.size()) && !in.contains(m)) {
            in.insert(m);
            boxes.push_back(m_boxes[size_t(m)]->rect().toAlignedRect());
        }
    if (boxes.empty())
        return {};
    // Whether a bridge would touch a box of another group (grown by 2: a visible gap).
    auto blocked = [&](const QRect &bridge) {
        for (size_t i = 0; i < m_boxes.size(); ++i)
            if (!in.contains(static_cast<int>(i))
                && m_boxes[i]->rect().toAlignedRect().adjusted(-2, -2, 2, 2).intersects(bridge))
                return true;
        return false;
    };
    QRegion region;
    for (const QRect &b : boxes)
        region += b.adjusted(-pad, -pad - top, pad, pad);
    // Each member joined to its nearest member below (its columns overlapping) and to its right
    // (its rows overlapping): a band as wide as the overlap, when nothing else is in between.
    constexpr int Reach = 120;
    for (size_t i = 0; i < boxes.size(); ++i) {
        const QRect &a = boxes[i];
        int below = -1, right = -1, belowGap = Reach, rightGap = Reach;
        for (size_t j = 0; j < boxes.size(); ++j) {
            const QRect &b = boxes[j];
            if (j == i)
                continue;
            const bool columns = std::min(a.right(), b.right()) - std::max(a.left(), b.left()) > 2 * pad;
            const bool rows = std::min(a.bottom(), b.bottom()) - std::max(a.top(), b.top()) > 2 * pad;
            if (columns && b.top() > a.bottom() && b.top() - a.bottom() < belowGap) {
                belowGap = b.top() - a.bottom();
                below = static_cast<int>(j);
            }
            if (rows && b.left() > a.right() && b.left() - a.right() < rightGap) {
                rightGap = b.left() - a.right();
                right = static_cast<int>(j);
            }
        }
        if (below >= 0) { // as wide as the two padded boxes overlap: one straight column
            const QRect &b = boxes[size_t(below)];
            const QRect bridge(QPoint(std::max(a.left(), b.left()) - pad, a.bottom() + 1),
                QPoint(std::min(a.right(), b.right()) + pad, b.top() - 1));
            if (!blocked(bridge))
                region += bridge.adjusted(0, -pad, 0, pad);
        }
        if (right >= 0) {
            const QRect &b = boxes[size_t(right)];
            const QRect bridge(QPoint(a.right() + 1, std::max(a.top(), b.top()) - pad),
                QPoint(b.left() - 1, std::min(a.bottom(), b.bottom()) + pad));
            if (!blocked(bridge))
                region += bridge.adjusted(-pad, 0, pad, 0);
        }
    }
    QPainterPath path;
    path.addRegion(region);
    return path.simplified();
}

QPainterPath FusionScene::frameShape(int group) const
{
    const QGraphicsPathItem *frame = m_frames.value(group);
    return frame ? frame->path() : QPainterPath();
}

void FusionScene::setGroups(const std::vector<int> &groupOf, const std::function<QString(int)> &label)
{
    m_label = label;
    if (!m_graph || groupOf.size() != m_boxes.size())
        return;
    QSet<int> touched;
    const bool first = m_groupOf.size() != groupOf.size();
    if (first)
        m_groupOf.assign(groupOf.size(), -1);
    for (size_t i = 0; i < groupOf.size(); ++i) {
        if (!first && m_groupOf[i] == groupOf[i])
            continue;
        if (m_groupOf[i] >= 0) {
            auto &old = m_members[m_groupOf[i]];
            old.erase(std::remove(old.begin(), old.end(), static_cast<int>(i)), old.end());
            touched.insert(m_groupOf[i]);
        }
        m_groupOf[i] = groupOf[i];
        m_members[groupOf[i]].push_back(static_cast<int>(i));
        touched.insert(groupOf[i]);
    }
    for (int g : touched)
        updateFrame(g);
}

void FusionScene::updateFrame(int group)
{
    auto it = m_members.find(group);
    std::vector<int> members = it == m_members.end() ? std::vector<int> {} : *it;
    if (members.size() < 2) {
        delete m_frames.take(group);
        for (int m : members)
            m_boxes[size_t(m)]->setBrush(baseColour(m_graph->nodes[size_t(m)]));
        if (members.empty() && it != m_members.end())
            m_members.erase(it);
        return;
    }
    for (int m : members)
        m_boxes[size_t(m)]->setBrush(groupColour(group, 70, 250));
    const QPainterPath outline = outlineOf(members, 6, 8);
    QGraphicsPathItem *frame = m_frames.value(group);
    if (!frame) {
        frame = addPath(outline, QPen(groupColour(group, 160, 150), 1.2), QBrush(groupColour(group, 90, 235, 110)));
        frame->setZValue(-2);
        frame->setData(GroupKey, group);
        frame->setFlag(QGraphicsItem::ItemIsSelectable);
        auto *title = new QGraphicsSimpleTextItem(frame);
        title->setFont(titleFont());
        title->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        m_frames.insert(group, frame);
    } else {
        frame->setPath(outline);
    }
    // The title above the first member (the top-most, then left-most box).
    QRectF first;
    for (int m : members) {
        const QRectF r = m_boxes[size_t(m)]->rect();
        if (first.isNull() || r.top() < first.top() || (r.top() == first.top() && r.left() < first.left()))
            first = r;
    }
    const QString text = m_label ? m_label(group) : QString();
    auto *title = static_cast<QGraphicsSimpleTextItem *>(frame->childItems().value(0));
    if (title) {
        title->setText(DisplayText::line(text, FrameLabelChars));
        title->setPos(first.topLeft() + QPointF(-4, -14));
    }
    frame->setToolTip(DisplayText::toolTip(text));
}

void FusionScene::setCurrent(const std::vector<int> &a, const std::vector<int> &b, bool fused)
{
    const QPen pen(fused ? QColor(0x2b, 0x8a, 0x3e) : QColor(0xc9, 0x2a, 0x2a), 3, Qt::DashLine);
    auto place = [&](QGraphicsPathItem *&item, const std::vector<int> &nodes) {
        const QPainterPath outline = outlineOf(nodes, 3, 0);
        if (outline.isEmpty()) {
            delete item;
            item = nullptr;
            return;
        }
        if (!item) {
            item = addPath(QPainterPath(), pen, Qt::NoBrush);
            item->setZValue(2);
            item->setAcceptedMouseButtons(Qt::NoButton);
        }
        item->setPen(pen);
        item->setPath(outline);
    };
    place(m_currentA, a);
    place(m_currentB, b);
}

QRectF FusionScene::currentRect() const
{
    QRectF r;
    for (const QGraphicsPathItem *i : { m_currentA, m_currentB })
        if (i)
            r = r.isNull() ? i->path().boundingRect() : r.united(i->path().boundingRect());
    return r;
}

int FusionScene::nodeOf(const QGraphicsItem *item)
{
    const QVariant v = item ? item->data(NodeKey) : QVariant();
    return v.isValid() ? v.toInt() : -1;
}

int FusionScene::groupOf(const QGraphicsItem *item)
{
    const QVariant v = item ? item->data(GroupKey) : QVariant();
    return v.isValid() ? v.toInt() : -1;
}

UnitItem *FusionScene::boxOf(int node) const
{
    return node >= 0 && node < static_cast<int>(m_boxes.size()) ? m_boxes[size_t(node)] : nullptr;
}

void FusionScene::selectNodes(const std::vector<int> &nodes)
{
    clearSelection();
    for (int n : nodes)
        if (UnitItem *b = boxOf(n))
            b->setSelected(true);
}

} // namespace cs::viewers
