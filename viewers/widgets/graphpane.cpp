#include "viewers/widgets/graphpane.h"

#include "viewers/displaytext.h"
#include "viewers/widgets/backgroundwork.h"
#include "viewers/widgets/elidedlabel.h"
#include "viewers/widgets/emptystate.h"
#include "viewers/widgets/graphitems.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBrowser>
#include <QThread>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>
#include <utility>

namespace cs::viewers {

GraphPane::GraphPane(QWidget *parent)
    : QWidget(parent)
    , m_scene(new QGraphicsScene(this))
    , m_dotProcess(new QProcess(this))
    , m_timeout(new QTimer(this))
{
    // The bar shrinks with the pane (a larger font, 200% scale, a narrow window): no control asks
    // for the width of its longest item, so showing this view never moves the window's splitter.
    m_picker = new QComboBox;
    m_picker->setMinimumContentsLength(8);
    m_picker->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_search = new QLineEdit;
    m_search->setMinimumWidth(fontMetrics().averageCharWidth() * 6);
    m_search->setPlaceholderText(tr("Find a node, op, kernel or source line"));
    m_grouping = new QComboBox;
    m_grouping->addItems({ tr("Boxes: kernels"), tr("Boxes: layers"), tr("Boxes: statements") });
    m_grouping->setMinimumContentsLength(6);
    m_grouping->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_grouping->setToolTip(
        tr("What the collapsed boxes are: the kernels the nodes became (a box per launch where Inductor recorded "
           "provenance), module layers, or source statements"));
    connect(m_grouping, &QComboBox::currentIndexChanged, this, [this](int i) {
        setGroupBy(static_cast<GroupBy>(i));
        m_preferredGrouping.insert(m_current.stage, m_groupBy);
        Q_EMIT groupingChosen(m_current.stage, m_groupBy);
    });
    auto *fitButton = new QToolButton;
    fitButton->setText(tr("Fit"));
    auto *exportButton = new QToolButton;
    exportButton->setText(tr("Export…"));
    auto *legend = m_legend = new QLabel;
    QString swatches;
    for (const auto &[colour, name] : { std::pair { "#cfe2ff", tr("Triton") }, std::pair { "#ffd8a8", tr("template") },
             std::pair { "#d3f9d8", tr("C++") }, std::pair { "#e9ecef", tr("extern") },
             std::pair { "#fff3bf", tr("segment") }, std::pair { "#e5dbff", tr("layer") },
             std::pair { "#ffffff", tr("statement") } })
        swatches += QStringLiteral(
            "<span style=\"background:%1; border:1px solid #868e96\">&nbsp;&nbsp;&nbsp;</span>&nbsp;%2&nbsp;&nbsp;")
                        .arg(QLatin1String(colour), name);
    legend->setText(swatches);
    // Never widens the window: shown while the pane has room for it beside the status.
    legend->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_picker, 3);
    bar->addWidget(m_grouping, 1);
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
    m_view->viewport()->installEventFilter(this); // refits a view at Fit once it has its new size
    m_details = new QTextBrowser;
    // Lines break between words only: a kernel or node name is never split in the middle.
    m_details->setWordWrapMode(QTextOption::WordWrap);
    auto *split = new QSplitter;
    split->addWidget(m_view);
    split->addWidget(m_details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({ 860, 340 });
    m_view->setMinimumWidth(160);
    m_details->setMinimumWidth(120);
    m_status = new ElidedLabel;
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    m_empty = new EmptyState(split);
    m_empty->showMessage(tr("No run open"), tr("Open a trace to see its graphs."));
    layout->addWidget(m_empty, 1);
    auto *footer = new QHBoxLayout; // the status, and the colours' legend beside it
    footer->addWidget(m_status, 1);
    footer->addWidget(legend);
    layout->addLayout(footer);

    connectLayoutProcess();
    connect(m_picker, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0 && i < m_graphs.size())
            showGraph(m_graphs[i].id);
    });
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        if (!search(m_search->text()))
            m_status->setText(tr("No node matches “%1”").arg(DisplayText::line(m_search->text())));
    });
    connect(fitButton, &QToolButton::clicked, this, [this] {
        m_userFit = true;
        fit();
        if (!m_layoutStatus.isEmpty() && m_status->text().startsWith(m_layoutStatus)) // no longer "from its start"
            m_status->setText(m_layoutStatus);
    });
    connect(exportButton, &QToolButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export graph"), proposedExportPath(), tr("SVG (*.svg);;PNG (*.png)"));
        if (path.isEmpty())
            return;
        m_exportFolder = QFileInfo(path).absolutePath(); // the next export goes there too
        if (!exportTo(path))
            m_status->setText(tr("Could not export to %1").arg(DisplayText::line(path)));
    });
    // Shown only while part of the graph is out of view.
    for (QScrollBar *bar : { m_view->horizontalScrollBar(), m_view->verticalScrollBar() }) {
        connect(bar, &QScrollBar::valueChanged, this, &GraphPane::updateMinimap);
        connect(bar, &QScrollBar::rangeChanged, this, &GraphPane::updateMinimap);
    }
    connect(m_scene, &QGraphicsScene::selectionChanged, this, [this] {
        const auto items = m_scene->selectedItems();
        if (!items.isEmpty())
            if (auto *u = dynamic_cast<UnitItem *>(items.first())) {
                showDetails(u->unit());
                if (!m_quiet && !m_collapsed.units[u->unit()].members.empty()) { // its kernel, else its node
                    const FxNode &n = m_graph.nodes[m_collapsed.units[u->unit()].members.front()];
                    Q_EMIT itemSelected(m_current.compileId,
                        n.group >= 0 && !m_graph.groups[n.group].kernel.isEmpty() ? m_graph.groups[n.group].kernel
                                                                                  : n.name);
                }
            }
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

bool GraphPane::isLayingOut() const
{
    return m_dotProcess->state() != QProcess::NotRunning;
}

void GraphPane::runInBackground(std::function<void()> work)
{
    for (qsizetype i = 0; i < m_workers.size();) // reap finished workers
        if (m_workers[i]->isFinished()) {
            delete m_workers.takeAt(i);
        } else {
            ++i;
        }
    QThread *t = QThread::create(countedJob(std::move(work)));
    m_workers << t;
    t->start();
}

void GraphPane::setRun(std::shared_ptr<const LoadedRun> run)
{
    m_run = std::move(run);
    const int generation = ++m_generation;
    // Nothing of the run shown until now stays: its graph, boxes, layout in flight, selected box
    // and its details, the search typed for it and the compile it followed.
    if (m_dotProcess->state() != QProcess::NotRunning) {
        QSignalBlocker quiet(m_dotProcess);
        m_timeout->stop();
        m_dotProcess->kill();
        m_dotProcess->waitForFinished(2000);
    }
    m_graphs.clear();
    m_picker->clear();
    m_scene->clear();
    m_current = {};
    m_graph = {};
    m_collapsed = {};
    m_expanded.clear();
    m_dot.clear();
    m_overview = false;
    m_selectedKey.clear();
    m_pendingSearch.clear();
    m_followLog = -1;
    m_followCompile.clear();
    m_details->clear();
    m_selectedUnit = -1;
    m_search->clear();
    m_status->setText(QString());
    m_status->setExplanation(QString());
    if (!m_run) {
        m_empty->showMessage(tr("No run open"), tr("Open a trace to see its graphs."));
        return;
    }
    m_empty->showContent();
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
                    m_picker->addItem(tr("%1 (%n node(s))", nullptr, g.nodes).arg(DisplayText::line(g.id)));
                    if (!g.diagnostics.isEmpty()) { // read otherwise than PyTorch's compilation_metrics count it
                        const int item = m_picker->count() - 1;
                        m_picker->setItemText(
                            item, m_picker->itemText(item) + tr(" ⚠ differs from compilation_metrics"));
                        m_picker->setItemData(item,
                            QStringLiteral("<p>%1</p>").arg(g.diagnostics.first().toString().toHtmlEscaped()),
                            Qt::ToolTipRole);
                    }
                    if (preferred < 0 && g.stage == QLatin1String("post_grad") && g.kernels > 0)
                        preferred = m_picker->count() - 1;
                }
                const bool packageOnly = m_run && m_run->logs.empty()
                    && std::any_of(m_run->archives.begin(), m_run->archives.end(),
                        [](const Pt2Archive &a) { return !a.aotiModels.empty() && a.programs.empty(); });
                if (m_graphs.isEmpty() && packageOnly) {
                    m_status->setText(tr("This AOTInductor package carries no exported program"));
                    m_empty->showMessage(tr("No graph in this package"),
                        tr("An AOTInductor package without its exported program holds compiled code only: its "
                           "kernels are in the Kernels view. A package saved with its program (torch.export's "
                           "package_pt2 with exported_programs) opens as a graph."));
                } else if (m_graphs.isEmpty()) {
                    m_status->setText(tr("This run has no graphs in its traces"));
                    m_empty->showMessage(tr("No graphs"),
                        tr("This run's traces hold no graph payloads (Dynamo, AOT or post-grad graphs are "
                           "written by TORCH_TRACE)."));
                } else if (!m_followCompile.isEmpty() && preferredGraphOf(m_followLog, m_followCompile) >= 0)
                    showGraph(m_graphs[preferredGraphOf(m_followLog, m_followCompile)].id);
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
    m_current = entry;
    m_status->setText(tr("Reading %1…").arg(DisplayText::line(entry.id)));
    runInBackground([this, generation, entry, run = m_run] {
        auto g = std::make_shared<Result<FxGraph>>(loadGraph(*run, entry, true));
        QMetaObject::invokeMethod(
            this,
            [this, generation, g] {
                if (generation != m_generation)
                    return;
                if (!*g) {
                    m_status->setText(DisplayText::line(g->error().toString()));
                    Q_EMIT layoutFailed(m_status->text());
                    return;
                }
                m_graph = std::move(g->value());
                m_expanded.clear();
                m_details->clear(); // the box selected in the last graph is shown again below if this one has it
                m_selectedUnit = -1;
                m_groupBy = defaultGrouping(m_graph);
                // The user's choice for this stage, where the graph has what it groups by.
                if (const auto chosen = m_preferredGrouping.find(m_current.stage);
                    chosen != m_preferredGrouping.end()) {
                    const bool layers = std::any_of(
                        m_graph.nodes.begin(), m_graph.nodes.end(), [](const FxNode &n) { return !n.layer.isEmpty(); });
                    if (*chosen == GroupBy::Statement || (*chosen == GroupBy::Kernel && !m_graph.groups.empty())
                        || (*chosen == GroupBy::Layer && layers))
                        m_groupBy = *chosen;
                }
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
    // Opening or closing a box keeps the zoom and keeps the box where it was on screen.
    m_keepView = true;
    m_keepTransform = m_view->transform();
    m_keepKey = key;
    m_keepViewportPos = m_view->viewport()->rect().center();
    if (key >= 0 && static_cast<size_t>(key) < m_collapsed.unitOf.size())
        for (QGraphicsItem *item : m_scene->items())
            if (auto *u = dynamic_cast<UnitItem *>(item); u && u->unit() == m_collapsed.unitOf[key])
                m_keepViewportPos = m_view->mapFromScene(u->sceneBoundingRect().center());
    m_started = QDateTime::currentMSecsSinceEpoch();
    if (m_expanded.contains(key))
        m_expanded.remove(key);
    else
        m_expanded.insert(key);
    relayout();
}

QString GraphPane::proposedExportPath() const
{
    // The graph's id as a file name ("0/0:post_grad:forward" → "0_0_post_grad_forward.svg"), in the
    // folder of the last export, else the home folder (never a run folder by default).
    QString name = m_current.id;
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")), QStringLiteral("_"));
    name = name.left(80);
    if (name.isEmpty() || name.startsWith(u'.'))
        name.prepend(QStringLiteral("graph"));
    return QDir(m_exportFolder.isEmpty() ? QDir::homePath() : m_exportFolder).filePath(name + QStringLiteral(".svg"));
}

QString GraphPane::statusText() const
{
    return m_status->text();
}

void GraphPane::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_legend->setVisible(width() >= m_legend->sizeHint().width() + 360);
}

} // namespace cs::viewers
