// The graph view's layouts (graphpane.h): Graphviz in its own process with a timeout, the
// overview of a big graph, fitting and keeping the zoom, the minimap, and export.
#include "core/analysis/kernelcounts.h"
#include "core/graph/plainlayout.h"
#include "core/model/exportedprogram.h"
#include "core/util/outputfile.h"
#include "viewers/displaytext.h"
#include "viewers/widgets/elidedlabel.h"
#include "viewers/widgets/graphitems.h"
#include "viewers/widgets/graphoverview.h"
#include "viewers/widgets/graphpane.h"
#include "viewers/widgets/graphscene.h"

#include <QBuffer>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QImage>
#include <QMouseEvent>
#include <QPainter>
#include <QProcess>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace cs::viewers {
namespace {

constexpr int LabelChars = 120; // per line of a box label, for Graphviz

} // namespace

void GraphPane::connectLayoutProcess()
{
    m_timeout->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this, [this] {
        m_dotProcess->kill();
        m_status->setText(tr("Graphviz took longer than %1 s and was stopped; collapse more of the graph")
                              .arg(m_layoutTimeoutMs / 1000));
        Q_EMIT layoutFailed(m_status->text());
    });
    connect(m_dotProcess, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        m_timeout->stop();
        if (status != QProcess::NormalExit || code != 0) {
            if (!m_status->text().startsWith(tr("Graphviz took longer"))) {
                m_status->setText(tr("Graphviz failed: %1")
                                      .arg(DisplayText::line(QString::fromUtf8(m_dotProcess->readAllStandardError()))));
                Q_EMIT layoutFailed(m_status->text());
            }
            return;
        }
        auto layout = parsePlainLayout(m_dotProcess->readAllStandardOutput());
        if (!layout) {
            m_status->setText(DisplayText::line(layout.error().toString()));
            Q_EMIT layoutFailed(m_status->text());
            return;
        }
        m_cache.insert(m_dot, layout.value());
        showLayout(layout.value());
    });
}

void GraphPane::relayout()
{
    m_collapsed = collapseGraph(m_graph, CollapsedGraph::DefaultMaxUnits, m_expanded, m_groupBy);
    m_selectedUnit = -1; // the boxes are numbered anew
    // Labels are trace text: escaped and elided before they reach Graphviz (a megabyte kernel
    // name takes Graphviz seconds); the scene's items escape and elide their own.
    CollapsedGraph shown = m_collapsed;
    for (auto &u : shown.units) {
        QStringList lines = u.label.split(u'\n');
        for (QString &l : lines)
            l = DisplayText::line(l, LabelChars);
        u.label = lines.join(u'\n');
    }
    m_dot = collapsedDot(m_graph, shown);
    if (m_started == 0)
        m_started = QDateTime::currentMSecsSinceEpoch();
    if (m_dotProcess->state() != QProcess::NotRunning) { // a superseded layout: dropped quietly
        QSignalBlocker quiet(m_dotProcess);
        m_timeout->stop();
        m_dotProcess->kill();
        m_dotProcess->waitForFinished(2000);
    }
    m_overview = wantsOverview(m_collapsed);
    if (m_overview) {
        showOverview();
        return;
    }
    if (const auto it = m_cache.constFind(m_dot); it != m_cache.cend()) {
        showLayout(*it);
        return;
    }
    const QString dot = QStandardPaths::findExecutable(QStringLiteral("dot"));
    if (dot.isEmpty()) {
        m_status->setText(tr("Graphviz `dot` is not installed"));
        Q_EMIT layoutFailed(m_status->text());
        return;
    }
    m_status->setText(tr("Laying out %n box(es)…", nullptr, static_cast<int>(m_collapsed.units.size())));
    m_dotProcess->start(dot, { QStringLiteral("-Tplain") });
    m_dotProcess->write(m_dot.toUtf8());
    m_dotProcess->closeWriteChannel();
    m_timeout->start(m_layoutTimeoutMs);
}

void GraphPane::showLayout(const GraphLayout &layout)
{
    drawLayout(m_scene, layout, m_collapsed, [this](int u) { openBox(u); });
    finishLayout();
}

// A big graph's overview, without Graphviz (graphscene.h). Double-click opens a box in place
// (then Graphviz lays out the opened graph).
void GraphPane::showOverview(bool announce)
{
    const QSizeF viewSize = m_view->viewport()->size();
    drawOverview(m_scene, m_graph, m_collapsed, viewSize.height() > 0 ? viewSize.width() / viewSize.height() : 1.6,
        [this](int u) { openBox(u); });
    if (!announce) { // the view changed shape: the same boxes in rows that fit it
        fit();
        return;
    }
    finishLayout();
}

void GraphPane::openBox(int unit)
{
    if (unit < 0 || unit >= static_cast<int>(m_collapsed.units.size()))
        return;
    // A higher-order op's sub-graph (torch.cond's branch) opens as the graph it is.
    const auto &members = m_collapsed.units[unit].members;
    if (members.size() == 1 && m_graph.exported) {
        const FxNode &n = m_graph.nodes[size_t(members.front())];
        if (n.op == FxNode::Op::GetAttr && m_graph.exported->subgraph(n.target)
            && showGraph(m_current.id + QLatin1Char('/') + n.target))
            return;
    }
    toggleUnit(m_collapsed.units[unit].key());
}

void GraphPane::finishLayout()
{
    const bool keptView = m_keepView;
    if (m_keepView) {
        // Back to the zoom the user had, the opened (or closed) box where it was on screen.
        m_keepView = false;
        m_view->setTransform(m_keepTransform);
        const int unit = m_keepKey >= 0 && static_cast<size_t>(m_keepKey) < m_collapsed.unitOf.size()
            ? m_collapsed.unitOf[m_keepKey]
            : -1;
        for (QGraphicsItem *item : m_scene->items())
            if (auto *u = dynamic_cast<UnitItem *>(item); u && u->unit() == unit) {
                const QPointF offset
                    = m_view->mapToScene(m_view->viewport()->rect().center()) - m_view->mapToScene(m_keepViewportPos);
                m_view->centerOn(u->sceneBoundingRect().center() + offset);
                break;
            }
        updateMinimap();
    }
    const double seconds = (QDateTime::currentMSecsSinceEpoch() - m_started) / 1000.0;
    // The counts in the kernel vocabulary (kernelcounts.h), as `compilescope graph --list` prints
    // them, whatever the boxes are (segments, layers, statements).
    const KernelCounts counts = kernelCounts();
    QString kernels;
    if (counts.outputCodes > 0)
        kernels = tr("; %n distinct kernel(s)", nullptr, counts.distinctKernels)
            + tr(", %n launch(es) per call", nullptr, counts.launches);
    else if (!m_graph.groups.empty())
        kernels = tr("; nodes grouped by the %n launch(es) they became", nullptr, nodeGroupCount());
    m_layoutStatus = tr("%n graph node(s), ", nullptr, counts.graphNodes)
        + tr("%n edge(s)", nullptr, int(m_graph.edges.size())) + kernels
        + tr(", in %n box(es)", nullptr, int(m_collapsed.units.size()))
        + (m_overview ? tr(" (overview: zoom in to read them)") : QString())
        + tr("; double-click a box to open or close it. Layout %1 s.").arg(seconds, 0, 'f', 2);
    m_status->setText(m_layoutStatus);
    if (!keptView) {
        m_userFit = false;
        if (m_overview)
            fit();
        else
            fitOrShowStart();
    }
    m_status->setExplanation(
        (m_graph.groupSource.isEmpty()
                ? QString()
                : tr("Nodes grouped from %1.").arg(DisplayText::line(m_graph.groupSource)) + QStringLiteral("\n\n"))
        + KernelWords::all());
    m_started = 0;
    if (!m_pendingSearch.isEmpty()) {
        m_quiet = true; // a selection restored or asked for elsewhere: not the user's
        search(std::exchange(m_pendingSearch, QString()));
        m_quiet = false;
    }
    m_minimap->fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    Q_EMIT layoutReady(static_cast<int>(m_collapsed.units.size()), seconds);
}

bool GraphPane::fitOrShowStart()
{
    fit();
    // The status says where the view is shown from, unless it says something else now (a search).
    const bool ownStatus = !m_layoutStatus.isEmpty() && m_status->text().startsWith(m_layoutStatus);
    if (ownStatus)
        m_status->setText(m_layoutStatus);
    // Below this scale a box's label is unreadable; the start is shown at ReadableScale instead.
    constexpr double MinFitScale = 0.3, ReadableScale = 0.75;
    if (m_view->transform().m11() >= MinFitScale || m_scene->items().isEmpty())
        return false;
    const UnitItem *first = nullptr;
    for (QGraphicsItem *item : m_scene->items())
        if (auto *u = dynamic_cast<UnitItem *>(item);
            u && (!first || u->sceneBoundingRect().top() < first->sceneBoundingRect().top()))
            first = u;
    if (!first)
        return false;
    m_view->setTransform(QTransform::fromScale(ReadableScale, ReadableScale));
    // The first box at the top of the view, a margin above it.
    const QRectF box = first->sceneBoundingRect();
    const double halfHeight = m_view->viewport()->height() / (2 * ReadableScale);
    m_view->centerOn(box.center().x(), box.top() - 24 + halfHeight);
    m_fitTransform = m_view->transform(); // placed by the pane, not zoomed by the user: a resize decides again
    m_startTopLeft = m_view->mapToScene(QPoint(0, 0)); // ... unless the user moved away from the start
    updateMinimap();
    if (ownStatus)
        m_status->setText(m_layoutStatus + tr(" Shown from its first boxes at a readable size: Fit shows it whole."));
    return true;
}

void GraphPane::fit()
{
    m_startTopLeft.reset();
    m_view->fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    m_fitTransform = m_view->transform();
    updateMinimap();
}

// Shown only while part of the graph is out of view.
void GraphPane::updateMinimap()
{
    const QRectF visible = m_view->mapToScene(m_view->viewport()->rect()).boundingRect().adjusted(-2, -2, 2, 2);
    m_minimap->setVisible(!visible.contains(m_scene->itemsBoundingRect()));
    m_minimap->viewport()->update();
}

bool GraphPane::eventFilter(QObject *watched, QEvent *e)
{
    if (watched == m_view && e->type() == QEvent::Resize) {
        // The minimap takes at most a third of a small view; a view still at Fit (the pane was
        // laid out hidden, or the window resized) is fitted again.
        m_minimap->setFixedSize(std::min(220, m_view->width() / 3), std::min(160, m_view->height() / 3));
        m_minimap->move(m_view->width() - m_minimap->width() - 18, m_view->height() - m_minimap->height() - 18);
        m_minimap->fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    }
    if (watched == m_view->viewport() && e->type() == QEvent::Resize) {
        // Placed by the pane (at Fit, or at the start where the user has not scrolled, searched or
        // opened a box since): placed again at the new size.
        const bool placed = m_view->transform() == m_fitTransform
            && (!m_startTopLeft || (m_view->mapToScene(QPoint(0, 0)) - *m_startTopLeft).manhattanLength() < 1.0);
        if (placed && !m_scene->items().isEmpty()) {
            if (m_overview)
                showOverview(false);
            else if (m_userFit)
                fit();
            else
                fitOrShowStart(); // laid out hidden or resized: decided again at the view's size
        }
        updateMinimap();
    }
    if (watched == m_minimap->viewport()) {
        if (e->type() == QEvent::MouseButtonPress) {
            m_view->centerOn(m_minimap->mapToScene(static_cast<QMouseEvent *>(e)->pos()));
            return true;
        }
    }
    return QWidget::eventFilter(watched, e);
}

bool GraphPane::exportTo(const QString &path)
{
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        const auto svg = runDot(m_dot, QStringLiteral("svg"), m_layoutTimeoutMs);
        return svg && writeOutputFile(path, svg.value());
    }
    const QRectF r = m_scene->sceneRect();
    const double scale = std::min(1.0, 16000.0 / std::max(r.width(), r.height()));
    QImage image((r.size() * scale).toSize(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    m_scene->render(&p, QRectF(QPointF(0, 0), r.size() * scale), r);
    p.end();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    const QByteArray format = QFileInfo(path).suffix().toLatin1();
    return buffer.open(QIODevice::WriteOnly) && image.save(&buffer, format.isEmpty() ? "PNG" : format.constData())
        && writeOutputFile(path, bytes);
}

} // namespace cs::viewers
