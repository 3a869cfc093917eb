// The graph view's navigation (graphpane.h): the selected box's details, search, following
// the compile selected elsewhere, and a kernel asked for by another view.
#include "viewers/widgets/graphdetails.h"
#include "viewers/widgets/graphitems.h"
#include "viewers/widgets/graphpane.h"

#include "core/model/exportedprogram.h"

#include <QFileInfo>

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QTextBrowser>

namespace cs::viewers {

void GraphPane::showDetails(int unit)
{
    if (unit < 0 || unit >= static_cast<int>(m_collapsed.units.size()))
        return;
    const CollapsedGraph::Unit &u = m_collapsed.units[unit];
    m_selectedKey = u.label.section(u'\n', 0, 0);
    m_selectedUnit = unit;
    m_details->setHtml(unitDetailsHtml(m_graph, u, measurementOf(m_selectedKey)));
}

void GraphPane::setMeasurements(std::shared_ptr<const ProfileRun> run)
{
    m_measured = std::move(run);
    if (m_selectedUnit >= 0 && m_selectedUnit < static_cast<int>(m_collapsed.units.size())
        && !m_details->toPlainText().isEmpty())
        showDetails(m_selectedUnit);
}

// The kernel's measurement in the profile run shown: of the same compile, or for an exported
// program's graph, of the AOTInductor package it was read from (the profiler names its kernels
// by the package's file); an autotune candidate the run did not use is never it.
const KernelResult *GraphPane::measurementOf(const QString &kernel) const
{
    if (!m_measured || kernel.isEmpty())
        return nullptr;
    const QString package = m_graph.exported ? QFileInfo(m_graph.exported->archive).fileName() : QString();
    for (const KernelResult &r : m_measured->results) {
        if (r.kernel != kernel || r.planId.contains(u'@'))
            continue;
        if (m_graph.exported ? r.kind == QLatin1String("aoti") && r.compileId == package
                             : r.compileId == m_current.compileId)
            return &r;
    }
    return nullptr;
}

bool GraphPane::search(const QString &text)
{
    if (text.isEmpty())
        return false;
    // The first box drawn that shows it: a box's own label (what is on screen), else a node of it
    // (name, target, kernel, source line, code). A node not drawn (a hidden input) is passed over.
    int unit = -1;
    for (size_t u = 0; u < m_collapsed.units.size() && unit < 0; ++u)
        if (m_collapsed.units[u].label.contains(text, Qt::CaseInsensitive))
            unit = static_cast<int>(u);
    for (size_t i = 0; i < m_graph.nodes.size() && unit < 0; ++i) {
        if (i >= m_collapsed.unitOf.size() || m_collapsed.unitOf[i] < 0)
            continue;
        const FxNode &n = m_graph.nodes[i];
        const QString where = QStringLiteral("%1:%2").arg(n.file.section(u'/', -1)).arg(n.line);
        if (n.name.contains(text, Qt::CaseInsensitive) || n.target.contains(text, Qt::CaseInsensitive)
            || (n.group >= 0 && m_graph.groups[n.group].kernel.contains(text, Qt::CaseInsensitive))
            || where.contains(text) || n.code.contains(text, Qt::CaseInsensitive))
            unit = m_collapsed.unitOf[i];
    }
    if (unit < 0)
        return false;
    for (QGraphicsItem *item : m_scene->items())
        if (auto *u = dynamic_cast<UnitItem *>(item); u && u->unit() == unit) {
            m_scene->clearSelection();
            u->setSelected(true);
            m_view->centerOn(u);
            showDetails(unit);
            return true;
        }
    return false;
}

int GraphPane::preferredGraphOf(int log, const QString &compileId) const
{
    // DDPOptimizer's split first where the compile was split (its children as boxes, each the
    // bucket it compiles), else the compile's post-grad graph with kernels (what ran), then any
    // post-grad, AOT or Dynamo graph of it.
    int best = -1, bestRank = 99;
    for (qsizetype i = 0; i < m_graphs.size(); ++i) {
        const GraphEntry &e = m_graphs[i];
        if (e.compileId != compileId || (log >= 0 && e.log != log))
            continue;
        const int rank = e.stage == QLatin1String("ddp_split") ? -1
            : e.stage == QLatin1String("post_grad")            ? (e.kernels > 0 ? 0 : 1)
            : e.stage.startsWith(QLatin1String("aot"))         ? 2
            : e.stage == QLatin1String("dynamo")               ? 3
                                                               : 4;
        if (rank < bestRank) {
            best = static_cast<int>(i);
            bestRank = rank;
        }
    }
    return best;
}

void GraphPane::followCompile(int log, const QString &compileId)
{
    m_followLog = log;
    m_followCompile = compileId;
    if (isVisible())
        applyFollow();
}

void GraphPane::applyFollow()
{
    if (m_followCompile.isEmpty() || m_graphs.isEmpty())
        return;
    if (m_current.compileId == m_followCompile && (m_followLog < 0 || m_current.log == m_followLog))
        return; // already one of its graphs (the user may have picked another stage)
    const int i = preferredGraphOf(m_followLog, m_followCompile);
    if (i >= 0)
        showGraph(m_graphs[i].id);
}

void GraphPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    applyFollow();
}

bool GraphPane::showKernel(const QString &compileId, const QString &kernel)
{
    for (const FusionGroup &g : m_graph.groups)
        if (g.kernel == kernel) {
            m_quiet = true;
            const bool found = search(kernel);
            m_quiet = false;
            if (found)
                return true;
        }
    // Kernel names repeat across graphs (forward and backward both have a `_0`): the post-grad
    // graphs of the compile, forward first; the wrong one is corrected once it is loaded.
    for (const GraphEntry &e : m_graphs)
        if (e.compileId == compileId && e.stage == QLatin1String("post_grad") && e.kernels > 0) {
            m_pendingSearch = kernel;
            return showGraph(e.id);
        }
    return false;
}

} // namespace cs::viewers
