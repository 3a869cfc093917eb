#include "viewers/compare/comparegraphs.h"

#include "core/diff/graphdiff.h"
#include "viewers/displaytext.h"
#include "viewers/widgets/graphitems.h"
#include "viewers/widgets/graphpane.h"

#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLabel>
#include <QPen>
#include <QSplitter>
#include <QVBoxLayout>

#include <utility>

namespace cs::viewers {
namespace {

constexpr int OverlayTag = 0x5d1ff; // QGraphicsItem::data(0) of the outlines this view adds

QWidget *titled(QLabel *title, GraphPane *pane)
{
    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    title->setTextFormat(Qt::PlainText);
    layout->addWidget(title);
    layout->addWidget(pane, 1);
    return box;
}

UnitItem *unitItem(QGraphicsScene *scene, int unit)
{
    for (QGraphicsItem *item : scene->items())
        if (auto *u = dynamic_cast<UnitItem *>(item); u && u->unit() == unit)
            return u;
    return nullptr;
}

} // namespace

CompareGraphs::CompareGraphs(QWidget *parent)
    : QWidget(parent)
    , m_a(new GraphPane)
    , m_b(new GraphPane)
    , m_titleA(new QLabel(tr("A")))
    , m_titleB(new QLabel(tr("B")))
    , m_fusion(new QLabel)
{
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(titled(m_titleA, m_a));
    split->addWidget(titled(m_titleB, m_b));
    m_fusion->setTextFormat(Qt::PlainText); // node names and reasons come from the trace
    m_fusion->setWordWrap(true);
    m_fusion->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fusion->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split, 1);
    layout->addWidget(m_fusion);
    for (GraphPane *pane : { m_a, m_b }) {
        connect(pane, &GraphPane::layoutReady, this, [this, pane] {
            (pane == m_a ? m_readyA : m_readyB) = true;
            mark();
        });
        connect(pane->scene(), &QGraphicsScene::selectionChanged, this,
            [this, pane] { follow(pane, pane == m_a ? m_b : m_a); });
        connect(pane, &GraphPane::graphsListed, this, [this, pane] {
            (pane == m_a ? m_listedA : m_listedB) = true;
            if (auto pending = std::exchange(pane == m_a ? m_pendingA : m_pendingB, nullptr))
                pending();
        });
    }
}

// A pane finishing a layout while it is destroyed (it waits for its Graphviz process) must not
// reach the other pane, which may be gone already.
CompareGraphs::~CompareGraphs()
{
    for (GraphPane *pane : { m_a, m_b }) {
        pane->disconnect(this);
        pane->scene()->disconnect(this);
    }
}

void CompareGraphs::whenListed(GraphPane *pane, std::function<void()> show)
{
    if (pane == m_a ? m_listedA : m_listedB)
        show();
    else
        (pane == m_a ? m_pendingA : m_pendingB) = std::move(show);
}

void CompareGraphs::setRuns(std::shared_ptr<const LoadedRun> a, std::shared_ptr<const LoadedRun> b)
{
    m_listedA = m_listedB = false;
    m_pendingA = m_pendingB = nullptr;
    m_a->setRun(std::move(a));
    m_b->setRun(std::move(b));
}

void CompareGraphs::showGraphs(const diff::GraphDiff &graph)
{
    m_fusionKernels.clear();
    QStringList lines;
    for (const diff::FusionChange &f : graph.fusion) {
        for (const QString &k : f.kernelsA + f.kernelsB)
            m_fusionKernels << k;
        const QStringList &a = f.groupsA.isEmpty() ? f.kernelsA : f.groupsA;
        const QStringList &b = f.groupsB.isEmpty() ? f.kernelsB : f.groupsB;
        lines << (f.kind == diff::FusionChange::Kind::Split ? tr("Split: %1 → %2") : tr("Merged: %1 → %2"))
                     .arg(a.join(QStringLiteral(" + ")), b.join(QStringLiteral(" + ")));
        if (!f.decision.isEmpty())
            lines << QStringLiteral("    ") + f.decision;
    }
    m_fusion->setText(lines.join(u'\n'));
    m_fusion->setVisible(!lines.isEmpty());
    m_readyA = m_readyB = false;
    m_titleA->setText(tr("A: %1").arg(graph.idA.isEmpty() ? tr("(not in A)") : graph.idA));
    m_titleB->setText(tr("B: %1").arg(graph.idB.isEmpty() ? tr("(not in B)") : graph.idB));
    if (!graph.idA.isEmpty())
        whenListed(m_a, [this, id = graph.idA] { m_a->showGraph(id); });
    if (!graph.idB.isEmpty())
        whenListed(m_b, [this, id = graph.idB] { m_b->showGraph(id); });
}

QString CompareGraphs::fusionText() const
{
    return m_fusion->text();
}

void CompareGraphs::showKernels(const diff::KernelPair &kernels)
{
    m_fusionKernels.clear();
    m_fusion->clear();
    m_fusion->hide();
    m_readyA = m_readyB = false;
    auto show = [this](GraphPane *pane, QLabel *title, const std::optional<diff::KernelSide> &k, const QString &side) {
        title->setText(
            k ? QStringLiteral("%1: %2 (%3)").arg(side, k->name, k->compileId) : side + QStringLiteral(": —"));
        if (k) // the compile id without a rank prefix, as the graph list names it
            whenListed(pane, [pane, id = k->compileId.section(QStringLiteral(": "), -1), name = k->name] {
                pane->showKernel(id, name);
            });
    };
    show(m_a, m_titleA, kernels.a, QStringLiteral("A"));
    show(m_b, m_titleB, kernels.b, QStringLiteral("B"));
}

// Outlines the boxes that hold nodes only one side has, and the kernels that split or merged.
void CompareGraphs::mark()
{
    if (!m_readyA || !m_readyB)
        return;
    const std::vector<QString> keysA = diff::occurrenceKeys(m_a->graph()), keysB = diff::occurrenceKeys(m_b->graph());
    const QSet<QString> setA(keysA.begin(), keysA.end()), setB(keysB.begin(), keysB.end());
    auto outline
        = [this](GraphPane *pane, const std::vector<QString> &keys, const QSet<QString> &other, const QColor &colour) {
              QGraphicsScene *scene = pane->scene();
              for (QGraphicsItem *item : scene->items())
                  if (item->data(0).toInt() == OverlayTag)
                      delete item;
              int marked = 0;
              const CollapsedGraph &c = pane->collapsed();
              for (size_t u = 0; u < c.units.size(); ++u) {
                  bool changed = false;
                  for (int m : c.units[u].members)
                      changed = changed || !other.contains(keys[static_cast<size_t>(m)]);
                  const bool fused = m_fusionKernels.contains(c.units[u].label.section(QLatin1Char('\n'), 0, 0));
                  UnitItem *item = (changed || fused) ? unitItem(scene, static_cast<int>(u)) : nullptr;
                  if (!item)
                      continue;
                  auto *ring = scene->addRect(item->sceneBoundingRect().adjusted(-3, -3, 3, 3),
                      QPen(changed ? colour : QColor(0xf0, 0x8c, 0x00), 2.5,
                          fused && !changed ? Qt::DashLine : Qt::SolidLine));
                  ring->setData(0, OverlayTag);
                  ring->setZValue(5);
                  ring->setAcceptedMouseButtons(Qt::NoButton);
                  ++marked;
              }
              return marked;
          };
    m_outlinedA = outline(m_a, keysA, setB, QColor(0xe0, 0x31, 0x31));
    m_outlinedB = outline(m_b, keysB, setA, QColor(0x2f, 0x9e, 0x44));
    Q_EMIT outlinesDrawn();
}

// The box on the other side that holds the selected box's first node.
void CompareGraphs::follow(GraphPane *from, GraphPane *to)
{
    if (m_syncing)
        return;
    const auto selected = from->scene()->selectedItems();
    auto *u = selected.isEmpty() ? nullptr : dynamic_cast<UnitItem *>(selected.first());
    const CollapsedGraph &cf = from->collapsed();
    if (!u || u->unit() < 0 || u->unit() >= static_cast<int>(cf.units.size()) || cf.units[u->unit()].members.empty())
        return;
    const std::vector<QString> keysFrom = diff::occurrenceKeys(from->graph()),
                               keysTo = diff::occurrenceKeys(to->graph());
    const CollapsedGraph &ct = to->collapsed();
    for (int m : cf.units[u->unit()].members)
        for (size_t n = 0; n < keysTo.size(); ++n) {
            if (keysTo[n] != keysFrom[static_cast<size_t>(m)] || n >= ct.unitOf.size() || ct.unitOf[n] < 0)
                continue;
            if (UnitItem *target = unitItem(to->scene(), ct.unitOf[n])) {
                m_syncing = true;
                to->scene()->clearSelection();
                target->setSelected(true);
                for (QGraphicsView *view : to->scene()->views())
                    view->centerOn(target);
                m_syncing = false;
            }
            return;
        }
}

} // namespace cs::viewers
