// The Fusion view's selections: a node or frame clicked in the drawing, two of them asked
// "why separate?", and names selected in the other views (fusionpane.h).
#include "core/fusion/fusionlinks.h"
#include "core/fusion/fusionsources.h"
#include "viewers/displaytext.h"
#include "viewers/widgets/fusiondetails.h"
#include "viewers/widgets/fusionpane.h"
#include "viewers/widgets/fusionscene.h"
#include "viewers/widgets/graphitems.h"

#include <QCheckBox>
#include <QGraphicsView>
#include <QLineEdit>
#include <QTabWidget>
#include <QTextBrowser>

namespace cs::viewers {

void FusionPane::setPlans(const QList<KernelPlan> &plans)
{
    m_plans = plans;
    if (m_selectedNode >= 0)
        showNode(m_selectedNode);
}

QString FusionPane::compileKeyOf(const FusionGraph &g) const
{
    return g.compileId.isEmpty() ? g.debugFolder : compileKey(g.compileId);
}

const KernelPlan *FusionPane::planFor(int node) const
{
    const FusionGraph *g = graph();
    const FinalNode *f = m_stepper ? m_stepper->finalOf(node) : nullptr;
    return g && f ? planOf(m_plans, *g, *f) : nullptr;
}

void FusionPane::showNode(int node)
{
    const FusionGraph *g = graph();
    if (!g || node < 0 || node >= static_cast<int>(g->nodes.size()))
        return;
    m_selectedNode = node;
    m_selectedGroup = node < static_cast<int>(m_state.size()) ? m_state[size_t(node)] : -1;
    m_details->setHtml(fusionNodeHtml(*m_stepper, node, m_position, planFor(node)));
}

void FusionPane::showNoScheduler()
{
    const FusionGraph *g = graph();
    if (!g)
        return;
    QString html = QStringLiteral("<p><b>%1</b></p>")
                       .arg(tr("No scheduler nodes were recorded for this graph: its final groups, from %1.")
                                .arg(g->finalSource)
                                .toHtmlEscaped());
    for (size_t i = 0; i < g->finals.size() && i < 200; ++i) {
        const FinalNode &f = g->finals[i];
        html += fusionFinalHtml(*g, static_cast<int>(i), planOf(m_plans, *g, f));
    }
    m_details->setHtml(html);
}

void FusionPane::onSceneSelection()
{
    const FusionGraph *g = graph();
    if (!g)
        return;
    // Boxes and frames, in the order the user picked them does not matter: by name.
    QStringList picked;
    int firstNode = -1;
    for (QGraphicsItem *item : m_scene->selectedItems()) {
        if (const int n = FusionScene::nodeOf(item); n >= 0) {
            picked << g->nodes[size_t(n)].name;
            if (firstNode < 0)
                firstNode = n;
        } else if (const int group = FusionScene::groupOf(item); group >= 0) {
            if (group < static_cast<int>(g->fused.size())) {
                const FusedNode &f = g->fused[size_t(group)];
                picked << f.name;
                if (firstNode < 0 && !f.members.empty())
                    firstNode = f.members.front();
            } else if (group - static_cast<int>(g->fused.size()) < static_cast<int>(g->finals.size())) {
                const FinalNode &f = g->finals[size_t(group - static_cast<int>(g->fused.size()))];
                picked << f.name;
                if (firstNode < 0 && !f.members.empty())
                    firstNode = f.members.front();
            }
        }
    }
    if (firstNode < 0)
        return;
    showNode(firstNode);
    if (m_following)
        return;
    if (picked.size() == 2) {
        askWhy(picked[0], picked[1]);
        return;
    }
    // One node: its name for the node filter, its kernel (else its post-grad node) for the other views.
    m_selectedName = picked.value(0);
    if (m_onlySelected->isChecked())
        applyFilterChoice();
    m_whyA->setText(m_selectedName);
    m_tabs->setCurrentWidget(m_details);
    const SchedNode &n = g->nodes[size_t(firstNode)];
    const FinalNode *f = m_stepper->finalOf(firstNode);
    const QString published = f && !f->kernel.name.isEmpty() && f->kernel.kind != QLatin1String("extern")
        ? f->kernel.name
        : !n.origins.isEmpty() ? n.origins.front()
                               : n.name;
    // The compile as the kernel plans name it (a debug folder when the run has no trace).
    const KernelPlan *plan = planFor(firstNode);
    Q_EMIT itemSelected(plan && plan->name == published ? plan->compileId : compileKeyOf(*g), published);
}

WhyNotAnswer FusionPane::askWhy(const QString &a, const QString &b)
{
    m_whyA->setText(a);
    m_whyB->setText(b);
    const FusionGraph *g = graph();
    if (!g) {
        WhyNotAnswer later;
        if (m_run && !m_fusion) { // answered when the replay is there
            m_pendingWhy = { a, b };
            ensureReplayed();
            later.error = tr("The fusion decisions are being replayed: the answer follows.");
            m_why->setPlainText(later.error);
        }
        return later;
    }
    const WhyNotAnswer w = whyNotFused(*g, a.trimmed(), b.trimmed());
    m_why->setHtml(whyNotHtml(*g, w));
    m_tabs->setCurrentIndex(m_tabs->indexOf(m_why->parentWidget()));
    return w;
}

bool FusionPane::selectName(const QString &compileId, const QString &name)
{
    if (name.isEmpty())
        return false;
    if (!m_fusion || !isVisible()) { // selected when the view is shown (and replayed)
        if (m_run || m_fusion)
            m_pendingSelection = { compileId, name };
        return false;
    }
    m_pendingSelection = {};
    // The graph shown first, then the other graphs of that compile.
    std::vector<int> order;
    if (m_graph >= 0)
        order.push_back(m_graph);
    for (size_t i = 0; i < m_fusion->graphs.size(); ++i)
        if (static_cast<int>(i) != m_graph)
            order.push_back(static_cast<int>(i));
    for (int i : order) {
        const FusionGraph &g = m_fusion->graphs[size_t(i)];
        if (!compileId.isEmpty() && compileKeyOf(g) != compileId && g.compileId != compileId
            && g.debugFolder != compileId)
            continue;
        const FusionSelection sel = selectInFusion(g, name);
        if (sel.empty())
            continue;
        if (i != m_graph)
            showGraph(g.id);
        m_following = true;
        m_scene->selectNodes(sel.nodes);
        m_following = false;
        m_selectedName = name;
        if (QGraphicsItem *box = m_scene->boxOf(sel.nodes.front()); box && m_laidOut)
            m_view->centerOn(box);
        return true;
    }
    return false;
}

} // namespace cs::viewers
