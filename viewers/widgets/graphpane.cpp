#include "viewers/widgets/graphpane.h"

#include "core/graph/plainlayout.h"
#include "viewers/widgets/graphitems.h"

#include <QComboBox>
#include <QDateTime>
#include <QFile>
#include <QFileDialog>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyleOptionGraphicsItem>
#include <QTextBrowser>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QCoreApplication>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QScrollBar>

#include <functional>
#include <utility>

namespace cs::viewers {
namespace {

constexpr int LayoutTimeoutMs = 30000;

} // namespace

GraphPane::GraphPane(QWidget *parent)
    : QWidget(parent)
    , m_scene(new QGraphicsScene(this))
    , m_dotProcess(new QProcess(this))
    , m_timeout(new QTimer(this))
{
    m_picker = new QComboBox;
    m_picker->setMinimumContentsLength(28);
    m_search = new QLineEdit;
    m_search->setPlaceholderText(tr("Find a node, op, kernel or source line"));
    m_grouping = new QComboBox;
    m_grouping->addItems({ tr("Boxes: kernels"), tr("Boxes: layers"), tr("Boxes: statements") });
    m_grouping->setToolTip(tr("What the collapsed boxes are: fusion groups (kernels), module layers, or source statements"));
    connect(m_grouping, &QComboBox::currentIndexChanged, this, [this](int i) { setGroupBy(static_cast<GroupBy>(i)); });
    auto *fitButton = new QPushButton(tr("Fit"));
    auto *exportButton = new QPushButton(tr("Export…"));
    auto *legend = new QLabel;
    QString swatches;
    for (const auto &[colour, name] : { std::pair { "#cfe2ff", tr("Triton") }, std::pair { "#ffd8a8", tr("template") },
             std::pair { "#d3f9d8", tr("C++") }, std::pair { "#e9ecef", tr("extern") }, std::pair { "#fff3bf", tr("segment") }, std::pair { "#e5dbff", tr("layer") },
             std::pair { "#ffffff", tr("statement") } })
        swatches += QStringLiteral("<span style=\"background:%1; border:1px solid #868e96\">&nbsp;&nbsp;&nbsp;</span>&nbsp;%2&nbsp;&nbsp;")
                        .arg(QLatin1String(colour), name);
    legend->setText(swatches);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_picker, 2);
    bar->addWidget(m_grouping);
    bar->addWidget(m_search, 2);
    bar->addWidget(fitButton);
    bar->addWidget(exportButton);


    auto *view = new ZoomView(m_scene);
    m_view = view;
    m_view->setDragMode(QGraphicsView::ScrollHandDrag);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    // The minimap: the whole graph, the main view's viewport outlined; click to go there.
    m_minimap = new Minimap(m_scene, m_view);
    m_minimap->setFixedSize(220, 160);
    m_minimap->setInteractive(false);
    m_minimap->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_minimap->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_minimap->setStyleSheet(QStringLiteral("background: rgba(248, 249, 250, 230); border: 1px solid #adb5bd;"));
    m_minimap->viewport()->installEventFilter(this);
    m_view->installEventFilter(this); // keeps the minimap in the view's bottom-right corner
    m_details = new QTextBrowser;
    auto *split = new QSplitter;
    split->addWidget(m_view);
    split->addWidget(m_details);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    split->setSizes({ 900, 280 });
    m_view->setMinimumWidth(300);
    m_status = new QLabel;
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(split, 1);
    auto *footer = new QHBoxLayout; // the status, and the colours' legend beside it
    footer->addWidget(m_status, 1);
    footer->addWidget(legend);
    layout->addLayout(footer);

    m_timeout->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this, [this] {
        m_dotProcess->kill();
        m_status->setText(tr("Graphviz took longer than %1 s and was stopped; collapse more of the graph").arg(LayoutTimeoutMs / 1000));
        Q_EMIT layoutFailed(m_status->text());
    });
    connect(m_dotProcess, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        m_timeout->stop();
        if (status != QProcess::NormalExit || code != 0) {
            if (!m_status->text().startsWith(tr("Graphviz took longer"))) {
                m_status->setText(tr("Graphviz failed: %1").arg(QString::fromUtf8(m_dotProcess->readAllStandardError()).left(300)));
                Q_EMIT layoutFailed(m_status->text());
            }
            return;
        }
        auto layout = parsePlainLayout(m_dotProcess->readAllStandardOutput());
        if (!layout) {
            m_status->setText(layout.error().toString());
            Q_EMIT layoutFailed(m_status->text());
            return;
        }
        m_cache.insert(m_dot, layout.value());
        showLayout(layout.value());
    });
    connect(m_picker, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0 && i < m_graphs.size())
            showGraph(m_graphs[i].id);
    });
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        if (!search(m_search->text()))
            m_status->setText(tr("No node matches “%1”").arg(m_search->text()));
    });
    connect(fitButton, &QPushButton::clicked, this, &GraphPane::fit);
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export graph"), QString(), tr("SVG (*.svg);;PNG (*.png)"));
        if (!path.isEmpty() && !exportTo(path))
            m_status->setText(tr("Could not export to %1").arg(path));
    });
    // Shown only while part of the graph is out of view.
    for (QScrollBar *bar : { m_view->horizontalScrollBar(), m_view->verticalScrollBar() }) {
        connect(bar, &QScrollBar::valueChanged, this, &GraphPane::updateMinimap);
        connect(bar, &QScrollBar::rangeChanged, this, &GraphPane::updateMinimap);
    }
    connect(m_scene, &QGraphicsScene::selectionChanged, this, [this] {
        const auto items = m_scene->selectedItems();
        if (!items.isEmpty())
            if (auto *u = dynamic_cast<UnitItem *>(items.first()))
                showDetails(u->unit());
    });
}

GraphPane::~GraphPane()
{
    m_dotProcess->kill();
    m_dotProcess->waitForFinished(2000);
    for (QThread *t : m_workers) {
        t->wait();
        delete t;
    }
}

void GraphPane::runInBackground(std::function<void()> work)
{
    for (qsizetype i = 0; i < m_workers.size();) // reap finished workers
        if (m_workers[i]->isFinished()) {
            delete m_workers.takeAt(i);
        } else {
            ++i;
        }
    QThread *t = QThread::create(std::move(work));
    m_workers << t;
    t->start();
}

void GraphPane::setRun(std::shared_ptr<const LoadedRun> run)
{
    m_run = std::move(run);
    const int generation = ++m_generation;
    m_graphs.clear();
    m_picker->clear();
    m_scene->clear();
    if (!m_run)
        return;
    m_status->setText(tr("Reading the graphs…"));
    runInBackground([this, generation, run = m_run] {
        QList<GraphEntry> graphs = listGraphs(*run);
        QMetaObject::invokeMethod(
            this,
            [this, generation, graphs = std::move(graphs)] {
                if (generation != m_generation)
                    return;
                m_graphs = graphs;
                QSignalBlocker block(m_picker);
                int preferred = -1;
                for (const GraphEntry &g : m_graphs) {
                    m_picker->addItem(tr("%1 (%n node(s))", nullptr, g.nodes).arg(g.id));
                    if (!g.diagnostics.isEmpty()) { // read otherwise than PyTorch's compilation_metrics count it
                        const int item = m_picker->count() - 1;
                        m_picker->setItemText(item, m_picker->itemText(item) + tr(" ⚠ differs from compilation_metrics"));
                        m_picker->setItemData(item,
                            QStringLiteral("<p>%1</p>").arg(g.diagnostics.first().toString().toHtmlEscaped()),
                            Qt::ToolTipRole);
                    }
                    if (preferred < 0 && g.stage == QLatin1String("post_grad") && g.kernels > 0)
                        preferred = m_picker->count() - 1;
                }
                if (m_graphs.isEmpty())
                    m_status->setText(tr("This run has no graphs in its traces"));
                else
                    showGraph(m_graphs[std::max(0, preferred)].id);
                Q_EMIT graphsListed(static_cast<int>(m_graphs.size()));
            },
            Qt::QueuedConnection);
    });
}

bool GraphPane::showGraph(const QString &id)
{
    if (!m_run)
        return false;
    const auto entry = findGraph(m_graphs, id);
    if (!entry)
        return false;
    QSignalBlocker block(m_picker);
    for (qsizetype i = 0; i < m_graphs.size(); ++i)
        if (m_graphs[i].id == entry.value().id)
            m_picker->setCurrentIndex(static_cast<int>(i));
    loadInBackground(entry.value());
    return true;
}

void GraphPane::loadInBackground(const GraphEntry &entry)
{
    const int generation = ++m_generation;
    m_started = QDateTime::currentMSecsSinceEpoch();
    m_status->setText(tr("Reading %1…").arg(entry.id));
    runInBackground([this, generation, entry, run = m_run] {
        auto g = std::make_shared<Result<FxGraph>>(loadGraph(*run, entry));
        QMetaObject::invokeMethod(
            this,
            [this, generation, g] {
                if (generation != m_generation)
                    return;
                if (!*g) {
                    m_status->setText(g->error().toString());
                    Q_EMIT layoutFailed(m_status->text());
                    return;
                }
                m_graph = std::move(g->value());
                m_expanded.clear();
                m_groupBy = defaultGrouping(m_graph);
                {
                    QSignalBlocker blockGrouping(m_grouping);
                    m_grouping->setCurrentIndex(static_cast<int>(m_groupBy));
                }
                // Keep what the user looked at: the same kernel or node in the new stage.
                if (m_pendingSearch.isEmpty() && !m_selectedKey.isEmpty())
                    m_pendingSearch = m_selectedKey;
                relayout();
            },
            Qt::QueuedConnection);
    });
}

void GraphPane::setGroupBy(GroupBy by)
{
    if (by == m_groupBy)
        return;
    m_groupBy = by;
    QSignalBlocker block(m_grouping);
    m_grouping->setCurrentIndex(static_cast<int>(by));
    m_expanded.clear();
    m_started = QDateTime::currentMSecsSinceEpoch();
    relayout();
}

void GraphPane::toggleUnit(int key)
{
    m_started = QDateTime::currentMSecsSinceEpoch();
    if (m_expanded.contains(key))
        m_expanded.remove(key);
    else
        m_expanded.insert(key);
    relayout();
}

void GraphPane::relayout()
{
    m_collapsed = collapseGraph(m_graph, CollapsedGraph::DefaultMaxUnits, m_expanded, m_groupBy);
    m_dot = collapsedDot(m_graph, m_collapsed);
    if (m_started == 0)
        m_started = QDateTime::currentMSecsSinceEpoch();
    if (const auto it = m_cache.constFind(m_dot); it != m_cache.cend()) {
        showLayout(*it);
        return;
    }
    if (m_dotProcess->state() != QProcess::NotRunning) {
        m_dotProcess->kill();
        m_dotProcess->waitForFinished(2000);
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
    m_timeout->start(LayoutTimeoutMs);
}

void GraphPane::showLayout(const GraphLayout &layout)
{
    m_scene->clear();
    QHash<QString, QPointF> centres;
    for (const GraphLayout::Node &n : layout.nodes) {
        centres.insert(n.name, n.rect.center());
        const int unit = n.name.startsWith(u'u') ? n.name.mid(1).toInt() : -1;
        const QColor fill(n.fill.startsWith(u'#') ? n.fill : QStringLiteral("#ffffff"));
        if (unit >= 0) {
            m_scene->addItem(new UnitItem(n.rect, unit, n.label, fill, [this](int u) {
                if (u >= 0 && u < static_cast<int>(m_collapsed.units.size()))
                    toggleUnit(m_collapsed.units[u].key());
            }));
        } else { // a shared input drawn once per use
            auto *e = m_scene->addEllipse(n.rect, QPen(QColor(0x86, 0x8e, 0x96), 0.6, Qt::DashLine), QBrush(fill));
            e->setToolTip(n.label);
            auto *text = new QGraphicsSimpleTextItem(n.label, e);
            QFont f = text->font();
            f.setPointSizeF(5.5);
            text->setFont(f);
            const QRectF t = text->boundingRect();
            text->setPos(n.rect.center() - QPointF(t.width() / 2, t.height() / 2));
        }
    }
    // An opened kernel, layer or statement run: a frame around its parts, in its colour.
    QHash<int, QRectF> frames;
    QHash<int, QString> frameLabels;
    for (const GraphLayout::Node &n : layout.nodes) {
        const int unit = n.name.startsWith(u'u') ? n.name.mid(1).toInt() : -1;
        if (unit < 0 || unit >= static_cast<int>(m_collapsed.units.size()) || m_collapsed.units[unit].cluster < 0)
            continue;
        const auto &u = m_collapsed.units[unit];
        frames[u.cluster] = frames.value(u.cluster, n.rect).united(n.rect);
        frameLabels[u.cluster] = u.clusterLabel;
    }
    for (auto it = frames.cbegin(); it != frames.cend(); ++it) {
        const QRectF r = it->adjusted(-8, -16, 8, 8);
        auto *frame = m_scene->addRect(r, QPen(QColor(0x49, 0x50, 0x57), 0.8, Qt::DashLine), QBrush(QColor(0xcf, 0xe2, 0xff, 70)));
        frame->setZValue(-2);
        auto *title = new QGraphicsSimpleTextItem(frameLabels.value(it.key()), frame);
        QFont f = title->font();
        f.setPointSizeF(6.5);
        title->setFont(f);
        title->setPos(r.topLeft() + QPointF(4, 2));
    }
    const QPen edgePen(QColor(0x86, 0x8e, 0x96), 0.8);
    for (const GraphLayout::Edge &e : layout.edges) {
        if (e.spline.size() < 4)
            continue;
        QPainterPath path(e.spline.first());
        for (qsizetype i = 1; i + 2 < e.spline.size(); i += 3)
            path.cubicTo(e.spline[i], e.spline[i + 1], e.spline[i + 2]);
        m_scene->addPath(path, edgePen)->setZValue(-1);
    }
    m_scene->setSceneRect(layout.bounds.adjusted(-20, -20, 20, 20));
    fit();
    const double seconds = (QDateTime::currentMSecsSinceEpoch() - m_started) / 1000.0;
    int kernels = 0;
    for (const auto &u : m_collapsed.units)
        kernels += u.kind == QLatin1String("triton") || u.kind == QLatin1String("template") || u.kind == QLatin1String("cpp")
            || u.kind == QLatin1String("extern");
    m_status->setText(tr("%1 nodes, %2 edges in %3 boxes (%4 kernels%5); double-click a box to expand or collapse it. "
                         "Layout %6 s.")
                          .arg(m_graph.nodes.size())
                          .arg(m_graph.edges.size())
                          .arg(m_collapsed.units.size())
                          .arg(kernels)
                          .arg(m_graph.groupSource.isEmpty() ? QString() : tr(", from ") + m_graph.groupSource)
                          .arg(seconds, 0, 'f', 2));
    m_started = 0;
    if (!m_pendingSearch.isEmpty())
        search(std::exchange(m_pendingSearch, QString()));
    m_minimap->fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    Q_EMIT layoutReady(static_cast<int>(m_collapsed.units.size()), seconds);
}

void GraphPane::fit()
{
    m_view->fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
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
        m_minimap->move(m_view->width() - m_minimap->width() - 18, m_view->height() - m_minimap->height() - 18);
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

void GraphPane::showDetails(int unit)
{
    if (unit < 0 || unit >= static_cast<int>(m_collapsed.units.size()))
        return;
    const CollapsedGraph::Unit &u = m_collapsed.units[unit];
    QString html = QStringLiteral("<h3>%1</h3><p>%2 node(s)%3</p><table cellspacing=2>")
                       .arg(u.label.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>")))
                       .arg(u.members.size())
                       .arg(u.members.size() > 1 ? tr(" — double-click to expand") : QString());
    int shown = 0;
    for (int m : u.members) {
        if (++shown > 200) {
            html += tr("<tr><td colspan=3>… and %1 more</td></tr>").arg(u.members.size() - 200);
            break;
        }
        const FxNode &n = m_graph.nodes[m];
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td><td>%3</td></tr>")
                    .arg(n.name.toHtmlEscaped(), n.target.toHtmlEscaped(),
                        n.dtype.isEmpty() ? QString() : QStringLiteral("%1[%2]").arg(n.dtype, n.shape).toHtmlEscaped());
        if (!n.file.isEmpty())
            html += QStringLiteral("<tr><td></td><td colspan=2><small>%1:%2 %3</small></td></tr>")
                        .arg(n.file.section(u'/', -1).toHtmlEscaped())
                        .arg(n.line)
                        .arg(n.code.toHtmlEscaped());
        if (n.group >= 0 && u.kind == QLatin1String("segment"))
            html += QStringLiteral("<tr><td></td><td colspan=2><small>kernel %1</small></td></tr>")
                        .arg(m_graph.groups[n.group].kernel.toHtmlEscaped());
        QStringList users;
        for (const auto &[from, to] : m_graph.edges)
            if (from == m && users.size() < 8)
                users << m_graph.nodes[to].name;
        if (!users.isEmpty())
            html += QStringLiteral("<tr><td></td><td colspan=2><small>%1 %2</small></td></tr>")
                        .arg(tr("users:"), users.join(QStringLiteral(", ")).toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    // The kernel's generated code (Triton or C++), when the graph's output code is in the trace.
    const QString kernel = u.label.section(u'\n', 0, 0);
    if (const auto it = m_graph.kernelSource.constFind(kernel); it != m_graph.kernelSource.cend())
        html += QStringLiteral("<h4>%1</h4><pre style=\"font-size:8pt\">%2</pre>").arg(tr("Generated code"), highlighted(*it));
    m_details->setHtml(html);
    m_selectedKey = u.label.section(u'\n', 0, 0);
}

bool GraphPane::search(const QString &text)
{
    if (text.isEmpty())
        return false;
    int found = -1;
    for (size_t i = 0; i < m_graph.nodes.size() && found < 0; ++i) {
        const FxNode &n = m_graph.nodes[i];
        const QString where = QStringLiteral("%1:%2").arg(n.file.section(u'/', -1)).arg(n.line);
        if (n.name.contains(text, Qt::CaseInsensitive) || n.target.contains(text, Qt::CaseInsensitive)
            || (n.group >= 0 && m_graph.groups[n.group].kernel.contains(text, Qt::CaseInsensitive))
            || where.contains(text) || n.code.contains(text, Qt::CaseInsensitive))
            found = static_cast<int>(i);
    }
    if (found < 0 || m_collapsed.unitOf[found] < 0)
        return false;
    const int unit = m_collapsed.unitOf[found];
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

bool GraphPane::showKernel(const QString &compileId, const QString &kernel)
{
    for (const FusionGroup &g : m_graph.groups)
        if (g.kernel == kernel && search(kernel))
            return true;
    // Kernel names repeat across graphs (forward and backward both have a `_0`): the post-grad
    // graphs of the compile, forward first; the wrong one is corrected once it is loaded.
    for (const GraphEntry &e : m_graphs)
        if (e.compileId == compileId && e.stage == QLatin1String("post_grad") && e.kernels > 0) {
            m_pendingSearch = kernel;
            return showGraph(e.id);
        }
    return false;
}

bool GraphPane::exportTo(const QString &path)
{
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        const auto svg = runDot(m_dot, QStringLiteral("svg"), LayoutTimeoutMs);
        QFile f(path);
        return svg && f.open(QIODevice::WriteOnly) && f.write(svg.value()) == svg.value().size();
    }
    const QRectF r = m_scene->sceneRect();
    const double scale = std::min(1.0, 16000.0 / std::max(r.width(), r.height()));
    QImage image((r.size() * scale).toSize(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    m_scene->render(&p, QRectF(QPointF(0, 0), r.size() * scale), r);
    p.end();
    return image.save(path);
}

} // namespace cs::viewers
