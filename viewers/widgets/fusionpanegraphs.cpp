// The Fusion view's graphs (fusionpane.h): which one is shown (the compile selected elsewhere,
// forward first), what the drawing says when there is nothing to draw, and layouts cut into
// bands when Graphviz makes them far wider or taller than the view.
#include "core/fusion/fusionsources.h"
#include "core/util/countedtext.h"
#include "viewers/displaytext.h"
#include "viewers/widgets/elidedlabel.h"
#include "viewers/widgets/emptystate.h"
#include "viewers/widgets/fusiondetails.h"
#include "viewers/widgets/fusionpane.h"
#include "viewers/widgets/layoutbands.h"

#include <QGraphicsView>

namespace cs::viewers {
namespace {

// Forward before inference before the rest, the backward last: what a user reads first.
int partRank(const FusionGraph &g)
{
    if (g.part == QLatin1String("forward"))
        return 0;
    if (g.part == QLatin1String("inference"))
        return 1;
    return g.part == QLatin1String("backward") ? 3 : 2;
}

} // namespace

int FusionPane::graphOfCompile(const QString &compileId) const
{
    if (!m_fusion || compileId.isEmpty())
        return -1;
    const QString key = compileKey(compileId);
    int best = -1;
    for (size_t i = 0; i < m_fusion->graphs.size(); ++i) {
        const FusionGraph &g = m_fusion->graphs[i];
        if (g.compileId.isEmpty() || compileKey(g.compileId) != key)
            continue;
        if (best < 0 || partRank(g) < partRank(m_fusion->graphs[size_t(best)]))
            best = static_cast<int>(i);
    }
    return best;
}

int FusionPane::firstGraph() const
{
    if (const int followed = graphOfCompile(m_followCompile); followed >= 0)
        return followed;
    // Else where fusion happened: the first forward (or inference) graph with decisions, else
    // the graph with the most decisions.
    int best = 0;
    for (size_t i = 0; i < m_fusion->graphs.size(); ++i) {
        const FusionGraph &g = m_fusion->graphs[i], &b = m_fusion->graphs[size_t(best)];
        const bool better = g.hasDecisions() != b.hasDecisions() ? g.hasDecisions()
            : partRank(g) != partRank(b)                         ? partRank(g) < partRank(b)
                                                                 : g.decisions.size() > b.decisions.size();
        if (better)
            best = static_cast<int>(i);
    }
    return best;
}

void FusionPane::followCompile(const QString &compileId)
{
    m_followCompile = compileId;
    if (isVisible())
        applyFollow();
}

void FusionPane::applyFollow()
{
    const FusionGraph *g = graph();
    if (!m_fusion || m_followCompile.isEmpty()
        || (g && !g->compileId.isEmpty() && compileKey(g->compileId) == compileKey(m_followCompile)))
        return; // already one of its graphs (the user may have picked its backward)
    if (const int i = graphOfCompile(m_followCompile); i >= 0)
        showGraph(m_fusion->graphs[size_t(i)].id);
}

QString FusionPane::pickerText(const FusionGraph &g) const
{
    if (!g.hasDecisions() && g.nodes.empty())
        // Without the record its groups are the kernel calls of its code, not the scheduler nodes
        // a fusion record counts as fusion groups: said as what they are.
        return countedText(
            tr("%1 — no fusion record, %n kernel call(s) in its code", nullptr, static_cast<int>(g.finals.size())),
            qint64(g.finals.size()))
            .arg(DisplayText::line(g.id));
    return tr("%1 — %2 → %3 — %4")
        .arg(DisplayText::line(g.id), tr("%n scheduler node(s)", nullptr, int(g.nodes.size())),
            tr("%n fusion group(s), ", nullptr, int(g.finals.size()))
                + tr("%n decision(s)", nullptr, int(g.decisions.size())),
            fusionAttributionText(g));
}

// Nothing to draw says why, and how to record what would be drawn.
void FusionPane::showDrawingState(const FusionGraph *g)
{
    const QString record = tr("To record Inductor's fusion decisions, run the script with “compilescope record -- "
                              "python train.py” (it sets everything), or set TORCH_LOGS=fusion (the decisions) "
                              "and TORCH_COMPILE_DEBUG=1 (the scheduler nodes before and after fusion).");
    if (!g) {
        m_drawing->showMessage(tr("No compiled graph"),
            tr("This run compiled no graph that Inductor fused (an export, or a run without Inductor).") + u' '
                + record);
        return;
    }
    if (!g->nodes.empty()) {
        m_drawing->showContent();
        return;
    }
    const QString kernels = g->finals.empty() ? QString()
                                              : u' '
            + countedText(tr("Its %n kernel call(s) (kernels and extern calls) are listed under Details, from %1.",
                              nullptr, static_cast<int>(g->finals.size())),
                qint64(g->finals.size()))
                  .arg(g->finalSource);
    m_drawing->showMessage(tr("No fusion record for %1").arg(DisplayText::line(g->id)),
        (m_fusion && !m_fusion->missing.isEmpty()
                ? tr("This run has no fusion log: there are no fusion decisions to step through.")
                : tr("The run's fusion log holds no decisions and no scheduler nodes for this graph."))
            + u' ' + record + kernels);
}

void FusionPane::storeLayout(const QString &id, const GraphLayout &layout)
{
    const BandedLayout banded = bandLayout(layout, m_view->viewport()->size());
    m_layouts.insert(id, banded.layout);
    m_bands.insert(id, banded.bands);
}

QString FusionPane::positionText() const
{
    return m_positionLabel->text();
}

} // namespace cs::viewers
