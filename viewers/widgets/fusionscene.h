#pragma once

#include "core/fusion/fusionmodel.h"
#include "core/graph/graphlayout.h"

#include <QGraphicsScene>
#include <QHash>

#include <functional>
#include <vector>

class QGraphicsPathItem;
class QPainterPath;

namespace cs::viewers {

class UnitItem;

// The Fusion view's drawing: one box per scheduler node before fusion (the graph view's
// UnitItem), laid out once per graph (Graphviz, off the UI thread; rows in order until then),
// and for each fused node a frame around its members in one colour: the union of its members'
// boxes, padded, joined by bridges that cross no other box, so a frame never covers a box that
// is not in it (its bounding box may: members far apart). Stepping changes only
// the frames and colours of the nodes that merged or split since the last state, so a step
// costs the same on a 500-node graph as on a 5-node one.
class FusionScene : public QGraphicsScene {
public:
    explicit FusionScene(QObject *parent = nullptr);

    // The DOT Graphviz lays out: fixed-size boxes (no trace text reaches Graphviz), an edge per
    // dependency (a node's producers).
    static QString dotOf(const FusionGraph &graph);

    // Draws the graph's nodes at `layout` (empty: rows in order). The graph must outlive the
    // scene or be replaced. Groups drawn before are kept.
    void setGraph(const FusionGraph *graph, const GraphLayout &layout = {});
    const FusionGraph *graph() const { return m_graph; }
    // Which group holds each scheduler node (a fused node's index, or a final node's index
    // plus the fused nodes' count); `label` names a group of several nodes for its frame.
    void setGroups(const std::vector<int> &groupOf, const std::function<QString(int group)> &label);
    // Outlines the two sides of the decision the stepper stands on (-1: none).
    void setCurrent(const std::vector<int> &a, const std::vector<int> &b, bool fused);
    QRectF currentRect() const;
    // The outline of a group of several nodes (a frame), in scene coordinates; empty: none.
    QPainterPath frameShape(int group) const;
    // The group drawn for each scheduler node now.
    const std::vector<int> &groups() const { return m_groupOf; }
    // The region around `nodes`: each box grown by `pad` (and `top` above), bridged to the
    // nearest member above or beside it where no other box is in the way.
    QPainterPath outlineOf(const std::vector<int> &nodes, int pad, int top) const;

    // The scheduler node a box stands for, or -1; the group a frame stands for, or -1.
    static int nodeOf(const QGraphicsItem *item);
    static int groupOf(const QGraphicsItem *item);
    UnitItem *boxOf(int node) const;
    void selectNodes(const std::vector<int> &nodes); // clears the selection first
    int groupCount() const { return static_cast<int>(m_frames.size()); }

private:
    QColor baseColour(const SchedNode &n) const;
    void updateFrame(int group);

    const FusionGraph *m_graph = nullptr;
    std::vector<UnitItem *> m_boxes; // per scheduler node
    std::vector<int> m_groupOf; // per scheduler node: the group drawn now
    QHash<int, std::vector<int>> m_members; // group of several nodes → its nodes
    QHash<int, QGraphicsPathItem *> m_frames; // group of several nodes → its frame
    std::function<QString(int)> m_label;
    QGraphicsPathItem *m_currentA = nullptr, *m_currentB = nullptr;
};

} // namespace cs::viewers
