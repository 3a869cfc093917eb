#include "viewers/widgets/fusionpane.h"

#include "core/analysis/kernelcounts.h"
#include "core/fusion/fusionbuilder.h"
#include "core/fusion/fusionlinks.h"
#include "core/fusion/fusionprofile.h"
#include "core/fusion/fusionsources.h"
#include "core/fusion/reasons.h"
#include "core/graph/graphexport.h"
#include "core/graph/plainlayout.h"
#include "viewers/attemptnote.h"
#include "viewers/displaytext.h"
#include "viewers/models/fusiondecisionsmodel.h"
#include "viewers/widgets/elidedlabel.h"
#include "viewers/widgets/emptystate.h"
#include "viewers/widgets/fusiondetails.h"
#include "viewers/widgets/fusionscene.h"
#include "viewers/widgets/graphitems.h"
#include "viewers/widgets/kernelspane.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QShortcut>
#include <QSignalBlocker>
#include <QSlider>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QThread>
#include <QToolButton>
#include <QVBoxLayout>

namespace cs::viewers {
namespace {

constexpr int LayoutTimeoutMs = 30000;

QToolButton *stepButton(QStyle::StandardPixmap icon, const QString &tip)
{
    auto *b = new QToolButton;
    b->setIcon(QApplication::style()->standardIcon(icon));
    b->setToolTip(tip);
    b->setAutoRaise(true);
    return b;
}

} // namespace

FusionPane::FusionPane(QWidget *parent)
    : QWidget(parent)
{
    m_picker = new QComboBox;
    m_picker->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_picker->setMinimumContentsLength(40);
    m_picker->setToolTip(tr("The graph: compile id, forward / backward / inference, and how sure it is that the "
                            "decisions belong to it")
        + QStringLiteral("\n\n") + KernelWords::fusionGroups());
    m_reason = new QComboBox;
    m_reason->setToolTip(tr("Which decisions the list shows and the stepper stops at"));
    m_onlySelected = new QCheckBox(tr("Selected node only"));
    m_onlySelected->setToolTip(tr("Only the decisions about the selected node or kernel"));
    m_prevRound = stepButton(QStyle::SP_MediaSkipBackward, tr("Previous round (Ctrl+Left)"));
    m_prev = stepButton(QStyle::SP_MediaSeekBackward, tr("Previous decision (Left)"));
    m_next = stepButton(QStyle::SP_MediaSeekForward, tr("Next decision (Right)"));
    m_nextRound = stepButton(QStyle::SP_MediaSkipForward, tr("Next round (Ctrl+Right)"));
    m_slider = new QSlider(Qt::Horizontal);
    m_slider->setToolTip(tr("Position in the decisions: left before fusion, right after the last decision"));
    m_positionLabel = new ElidedLabel;
    m_status = new ElidedLabel;

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Graph:")));
    top->addWidget(m_picker, 4); // "1/0_1:forward — 434 scheduler nodes → 271 fusion groups" whole
    top->addWidget(m_reason, 1);
    top->addWidget(m_onlySelected);
    auto *stepper = new QHBoxLayout;
    for (QToolButton *b : { m_prevRound, m_prev })
        stepper->addWidget(b);
    stepper->addWidget(m_slider, 3);
    for (QToolButton *b : { m_next, m_nextRound })
        stepper->addWidget(b);
    stepper->addWidget(m_positionLabel, 2);

    m_scene = new FusionScene(this);
    m_view = new ZoomView(m_scene);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setDragMode(QGraphicsView::RubberBandDrag);
    m_view->setToolTip(tr("Click a node for its details; Ctrl+click a second one: why are they separate?"));
    m_drawing = new EmptyState(m_view);

    m_model = new FusionDecisionsModel(this);
    m_table = new QTableView;
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 4);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    for (int column = 0; column < FusionDecisionsModel::ReasonColumn; ++column)
        m_table->setColumnWidth(column, FusionDecisionsModel::columnWidth(column, font()));
    m_details = new QTextBrowser;
    m_summary = new QTextBrowser;
    m_why = new QTextBrowser;
    for (QTextBrowser *b : { m_details, m_summary, m_why })
        b->setOpenLinks(false);
    m_whyA = new QLineEdit;
    m_whyB = new QLineEdit;
    for (QLineEdit *e : { m_whyA, m_whyB })
        e->setPlaceholderText(tr("scheduler node, post-grad node or kernel"));
    auto *ask = new QPushButton(tr("Why separate?"));
    auto *whyPage = new QWidget;
    auto *whyLayout = new QVBoxLayout(whyPage);
    auto *whyRow = new QHBoxLayout;
    whyRow->addWidget(m_whyA);
    whyRow->addWidget(m_whyB);
    whyRow->addWidget(ask);
    whyLayout->addLayout(whyRow);
    whyLayout->addWidget(m_why);
    m_tabs = new QTabWidget;
    m_tabs->addTab(m_table, tr("Decisions"));
    m_tabs->addTab(m_details, tr("Details"));
    m_tabs->addTab(whyPage, tr("Why separate?"));
    m_tabs->addTab(m_summary, tr("Summary"));

    auto *split = new QSplitter;
    m_split = split;
    split->addWidget(m_drawing);
    split->addWidget(m_tabs);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    m_tabs->setMinimumWidth(fontMetrics().averageCharWidth() * 30);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(stepper);
    layout->addWidget(split, 1);
    layout->addWidget(m_status);

    connect(m_picker, &QComboBox::activated, this, [this](int i) { showGraph(m_picker->itemData(i).toString()); });
    connect(m_reason, &QComboBox::activated, this, [this] { applyFilterChoice(); });
    connect(m_onlySelected, &QCheckBox::toggled, this, [this] { applyFilterChoice(); });
    connect(m_prev, &QToolButton::clicked, this, [this] { stepDecision(-1); });
    connect(m_next, &QToolButton::clicked, this, [this] { stepDecision(1); });
    connect(m_prevRound, &QToolButton::clicked, this, [this] { stepRound(-1); });
    connect(m_nextRound, &QToolButton::clicked, this, [this] { stepRound(1); });
    connect(m_slider, &QSlider::valueChanged, this, &FusionPane::setPosition);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &i) {
        if (i.isValid())
            setPosition(i.data(FusionDecisionsModel::PositionRole).toInt());
    });
    connect(m_scene, &QGraphicsScene::selectionChanged, this, &FusionPane::onSceneSelection);
    connect(ask, &QPushButton::clicked, this, [this] { askWhy(m_whyA->text(), m_whyB->text()); });
    connect(m_whyB, &QLineEdit::returnPressed, ask, &QPushButton::click);
    const std::pair<QKeySequence, std::function<void()>> keys[] = {
        { QKeySequence(Qt::Key_Right), [this] { stepDecision(1); } },
        { QKeySequence(Qt::Key_Left), [this] { stepDecision(-1); } },
        { QKeySequence(Qt::CTRL | Qt::Key_Right), [this] { stepRound(1); } },
        { QKeySequence(Qt::CTRL | Qt::Key_Left), [this] { stepRound(-1); } },
        { QKeySequence(Qt::Key_Home), [this] { setPosition(0); } },
        { QKeySequence(Qt::Key_End), [this] { setPosition(m_stepper ? m_stepper->positions() - 1 : 0); } },
    };
    for (const auto &[key, action] : keys) {
        auto *s = new QShortcut(key, this, action);
        s->setContext(Qt::WidgetWithChildrenShortcut);
    }
    m_status->setText(tr("Open a run to see its fusion decisions."));
}

void FusionPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_sized && m_split->width() > 0) { // the drawing gets most of the room, once
        m_sized = true;
        m_split->setSizes({ m_split->width() * 3 / 5, m_split->width() * 2 / 5 });
    }
    if (!m_fusion) {
        ensureReplayed();
        return;
    }
    applyFollow(); // a compile selected while the view was hidden
    if (!m_pendingSelection.second.isEmpty()) {
        const auto [compile, name] = std::exchange(m_pendingSelection, {});
        selectName(compile, name);
    }
    if (const FusionGraph *g = graph(); g && !m_laidOut && m_layingOut != g->id)
        layoutInBackground(g->id); // a graph shown while the view was hidden
}

FusionPane::~FusionPane()
{
    m_model->setStepper(nullptr);
    m_scene->blockSignals(true); // its items go with it: no selection to show
}

const FusionGraph *FusionPane::graph() const
{
    return m_fusion && m_graph >= 0 && m_graph < static_cast<int>(m_fusion->graphs.size())
        ? &m_fusion->graphs[size_t(m_graph)]
        : nullptr;
}

void FusionPane::setRun(std::shared_ptr<const LoadedRun> run)
{
    m_run = std::move(run);
    ++m_generation;
    m_replaying = false;
    m_pendingSelection = {};
    m_pendingWhy = {};
    m_model->setStepper(nullptr);
    m_stepper.reset();
    m_scene->setGraph(nullptr);
    m_fusion.reset();
    m_graph = -1;
    m_layouts.clear();
    m_bands.clear();
    m_layingOut.clear();
    m_followCompile.clear(); // the window selects the new run's first compile
    m_drawing->showContent();
    m_picker->clear();
    m_summary->clear();
    m_details->clear();
    m_why->clear();
    // Names and kernel code of the run shown until now: the Kernels view sends the new plans.
    m_plans.clear();
    m_whyA->clear();
    m_whyB->clear();
    m_positionLabel->setText(QString());
    m_selectedNode = m_selectedGroup = -1;
    m_selectedName.clear();
    m_state.clear();
    m_position = m_nodeCount = 0;
    m_laidOut = false;
    m_filter = DecisionFilter {};
    fillFilter();
    {
        const QSignalBlocker block(m_onlySelected);
        m_onlySelected->setChecked(false);
    }
    if (!m_run) {
        m_status->setText(tr("Open a run to see its fusion decisions."));
        return;
    }
    m_status->setText(tr("The fusion decisions are replayed when this view is shown."));
    if (isVisible())
        ensureReplayed();
}

void FusionPane::ensureReplayed()
{
    if (!m_run || m_fusion || m_replaying)
        return;
    m_replaying = true;
    m_status->setText(tr("Replaying the fusion decisions…"));
    QPointer<FusionPane> self(this);
    const auto loaded = m_run;
    const int generation = m_generation;
    m_work.start([self, loaded, generation] {
        auto fusion = std::make_shared<FusionRun>(buildFusionRun(*loaded));
        (void)attachNewestProfile(*fusion, KernelsPane::databasePath()); // no database: no times
        QMetaObject::invokeMethod(
            qApp,
            [self, fusion, generation] {
                if (self)
                    self->onReplayed(fusion, generation);
            },
            Qt::QueuedConnection);
    });
}

void FusionPane::setFusionRun(std::shared_ptr<const FusionRun> fusion)
{
    setRun(nullptr);
    if (fusion)
        onReplayed(std::move(fusion), m_generation);
}

void FusionPane::onReplayed(std::shared_ptr<const FusionRun> run, int generation)
{
    if (generation != m_generation)
        return;
    m_replaying = false;
    m_fusion = std::move(run);
    {
        const QSignalBlocker block(m_picker);
        for (const FusionGraph &g : m_fusion->graphs)
            m_picker->addItem(pickerText(g), g.id);
        for (int i = 0; i < m_picker->count(); ++i) {
            const FusionGraph &g = m_fusion->graphs[size_t(i)];
            m_picker->setItemData(i, DisplayText::toolTip(attemptNote(g.id) + g.evidence.join(u'\n')), Qt::ToolTipRole);
        }
    }
    Q_EMIT runReplayed(static_cast<int>(m_fusion->graphs.size()));
    if (m_fusion->graphs.empty()) {
        m_status->setText(
            DisplayText::line(m_fusion->missing.isEmpty() ? tr("The run has no compiled graph.") : m_fusion->missing));
        showDrawingState(nullptr);
        return;
    }
    showGraph(m_fusion->graphs[size_t(firstGraph())].id);
    // What was asked while the model was not there: the selection (when shown), the question.
    if (!m_pendingSelection.second.isEmpty() && isVisible()) {
        const auto [compile, name] = std::exchange(m_pendingSelection, {});
        selectName(compile, name);
    }
    if (!m_pendingWhy.first.isEmpty()) {
        const auto [a, b] = std::exchange(m_pendingWhy, {});
        askWhy(a, b);
    }
}

bool FusionPane::showGraph(const QString &id)
{
    if (!m_fusion)
        return false;
    int index = -1;
    for (size_t i = 0; i < m_fusion->graphs.size(); ++i)
        if (m_fusion->graphs[i].id == id)
            index = static_cast<int>(i);
    if (index < 0)
        return false;
    {
        const QSignalBlocker block(m_picker);
        m_picker->setCurrentIndex(index);
    }
    m_graph = index;
    const FusionGraph &g = *graph();
    m_model->setStepper(nullptr);
    m_stepper = std::make_unique<FusionStepper>(g);
    m_selectedNode = m_selectedGroup = -1;
    m_selectedName.clear();
    m_state.clear();
    m_laidOut = false;
    m_details->clear();
    m_why->clear();
    m_summary->setHtml(fusionSummaryHtml(g, m_fusion->missing));
    fillFilter();
    m_filter = DecisionFilter {};
    m_model->setStepper(m_stepper.get(), m_filter);
    {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, m_stepper->positions() - 1);
    }
    for (QWidget *w : { static_cast<QWidget *>(m_slider), static_cast<QWidget *>(m_prev),
             static_cast<QWidget *>(m_next), static_cast<QWidget *>(m_prevRound), static_cast<QWidget *>(m_nextRound),
             static_cast<QWidget *>(m_reason), static_cast<QWidget *>(m_onlySelected) })
        w->setEnabled(g.hasDecisions());
    m_scene->setGraph(&g, m_layouts.value(g.id));
    showDrawingState(&g);
    m_position = -1;
    setPosition(g.hasDecisions() ? 0 : m_stepper->positions() - 1);
    m_status->setText(statusText());
    if (g.nodes.empty())
        showNoScheduler();
    if (m_layouts.contains(g.id) || g.nodes.empty()) {
        m_laidOut = true;
        m_view->fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
        Q_EMIT graphLaidOut(g.id);
    } else {
        m_view->fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
        if (isVisible()) // else when shown
            layoutInBackground(g.id);
    }
    return true;
}

void FusionPane::layoutInBackground(const QString &id)
{
    const FusionGraph *g = graph();
    if (!g)
        return;
    const QString dot = FusionScene::dotOf(*g);
    QPointer<FusionPane> self(this);
    const int generation = m_generation;
    m_layingOut = id;
    m_work.start([self, dot, id, generation] {
        GraphLayout layout;
        QString error;
        if (auto plain = runDot(dot, QStringLiteral("plain"), LayoutTimeoutMs)) {
            if (auto parsed = parsePlainLayout(plain.value()))
                layout = std::move(parsed.value());
            else
                error = parsed.error().toString();
        } else {
            error = plain.error().toString();
        }
        QMetaObject::invokeMethod(
            qApp,
            [self, layout, id, error, generation] {
                if (!self || generation != self->m_generation)
                    return;
                if (self->m_layingOut == id)
                    self->m_layingOut.clear();
                self->storeLayout(id, layout); // an empty layout (Graphviz failed) keeps the rows
                const FusionGraph *now = self->graph();
                if (!now || now->id != id)
                    return;
                self->m_scene->setGraph(now, self->m_layouts.value(id));
                self->m_laidOut = true;
                self->m_view->fitInView(self->m_scene->sceneRect(), Qt::KeepAspectRatio);
                self->setPosition(self->m_position); // outlines of the current decision
                self->m_status->setText(self->statusText()); // with the bands, when it was cut
                if (!error.isEmpty())
                    self->m_status->setText(tr("Graphviz could not lay the graph out (%1): nodes drawn in rows")
                                                .arg(DisplayText::line(error)));
                Q_EMIT self->graphLaidOut(id);
            },
            Qt::QueuedConnection);
    });
}

void FusionPane::setPosition(int k)
{
    const FusionGraph *g = graph();
    if (!g || !m_stepper)
        return;
    k = std::clamp(k, 0, m_stepper->positions() - 1);
    const bool moved = k != m_position;
    m_position = k;
    if (g->hasDecisions()) {
        m_state = m_stepper->state(k);
    } else { // no log: the final groups, when the final nodes name their members
        m_state.assign(g->nodes.size(), 0);
        for (size_t i = 0; i < m_state.size(); ++i) {
            const int f = g->finalOf(static_cast<int>(i));
            m_state[i] = f >= 0 ? static_cast<int>(g->fused.size()) + f : static_cast<int>(i);
        }
    }
    applyGroups();
    {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(k);
    }
    m_model->setPosition(k);
    if (k > 0 && g->hasDecisions()) {
        const FusionDecision &d = g->decisions[size_t(k - 1)];
        auto membersOf = [&](int fused) { return fused >= 0 ? g->fused[size_t(fused)].members : std::vector<int> {}; };
        m_scene->setCurrent(membersOf(d.nodeA), membersOf(d.nodeB), d.kind == FusionDecision::Kind::Fuse);
        const int row = m_model->rowOf(k - 1);
        if (row >= 0) {
            const QSignalBlocker block(m_table->selectionModel());
            const QModelIndex index = m_model->index(row, 0);
            m_table->selectionModel()->setCurrentIndex(
                index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            // Scrolled only when the row leaves the list, then to the middle: stepping on
            // repaints the whole list every half page, not at every step.
            if (!m_table->viewport()->rect().contains(m_table->visualRect(index)))
                m_table->scrollTo(index, QAbstractItemView::PositionAtCenter);
        }
        if (moved && m_laidOut && !m_scene->currentRect().isNull())
            m_view->ensureVisible(m_scene->currentRect(), 20, 20);
    } else {
        m_scene->setCurrent({}, {}, false);
    }
    if (m_selectedNode >= 0 && m_selectedNode < static_cast<int>(m_state.size())
        && m_state[size_t(m_selectedNode)] != m_selectedGroup)
        showNode(m_selectedNode);
    updateStatus();
    if (moved)
        Q_EMIT positionChanged(k);
}

void FusionPane::applyGroups()
{
    const FusionGraph *g = graph();
    if (!g || m_state.size() != g->nodes.size())
        return;
    QSet<int> distinct(m_state.begin(), m_state.end());
    m_nodeCount = static_cast<int>(distinct.size());
    const int fusedCount = static_cast<int>(g->fused.size());
    m_scene->setGroups(m_state, [g, fusedCount](int group) {
        if (group >= fusedCount) { // a final node (no fusion log)
            const FinalNode &f = g->finals[size_t(group - fusedCount)];
            return f.kernel.name.isEmpty() ? f.name : f.kernel.name;
        }
        const FusedNode &n = g->fused[size_t(group)];
        return tr("%1 (%n nodes)", nullptr, static_cast<int>(n.members.size())).arg(n.name);
    });
}

void FusionPane::updateStatus()
{
    const FusionGraph *g = graph();
    if (!g)
        return;
    const int total = m_stepper->positions() - 1;
    QString where;
    if (!g->hasDecisions() && g->nodes.empty()) {
        where = tr("No fusion record: nothing to step through");
    } else if (!g->hasDecisions()) {
        where = tr("No fusion log: final groups shown");
    } else if (m_position == 0) {
        where = tr("Before fusion · %1 nodes").arg(m_nodeCount);
    } else {
        const int r = m_stepper->roundAt(m_position);
        const FusionRound *round = r >= 0 ? &g->rounds[size_t(r)] : nullptr;
        const QString name = !round ? QString()
            : round->kind == FusionRound::Kind::LoopReorder
            ? tr("loop reordering")
            : tr("round %1 (%2 → %3 nodes)").arg(round->index).arg(round->before).arg(round->after);
        where = tr("Decision %1 of %2 · %3 · %4 nodes").arg(m_position).arg(total).arg(name).arg(m_nodeCount);
    }
    m_positionLabel->setText(where);
}

QString FusionPane::statusText() const
{
    const FusionGraph *g = graph();
    if (!g)
        return m_status->text();
    QString s = tr("%1: %2 · %n diagnostic(s)", nullptr, static_cast<int>(g->diagnostics.size()))
                    .arg(DisplayText::line(g->id), fusionAttributionText(*g));
    if (!g->hasDecisions())
        s += QStringLiteral(" · ")
            + DisplayText::line(m_fusion && !m_fusion->missing.isEmpty()
                    ? m_fusion->missing
                    : tr("This graph has no fusion log: TORCH_LOGS=fusion records the decisions."));
    if (const int b = bands(); b > 1)
        s += QStringLiteral(" · ")
            + tr("Graphviz laid this graph out far wider or taller than the view: drawn in %n bands, edges between "
                 "bands not drawn",
                nullptr, b);
    return s;
}

void FusionPane::stepDecision(int direction)
{
    if (!m_stepper)
        return;
    const int k = direction > 0 ? m_stepper->nextDecision(m_position, m_filter)
                                : m_stepper->previousDecision(m_position, m_filter);
    if (k >= 0)
        setPosition(k);
    else if (direction < 0)
        setPosition(0);
}

void FusionPane::stepRound(int direction)
{
    if (m_stepper)
        setPosition(direction > 0 ? m_stepper->nextRound(m_position) : m_stepper->previousRound(m_position));
}

void FusionPane::setFilter(const DecisionFilter &filter)
{
    m_filter = filter;
    m_model->setFilter(filter);
    m_model->setPosition(m_position);
    setPosition(m_position);
}

void FusionPane::fillFilter()
{
    const FusionGraph *g = graph();
    const QSignalBlocker block(m_reason);
    m_reason->clear();
    m_reason->addItem(tr("All decisions"), QStringLiteral("all"));
    m_reason->addItem(tr("Fusions"), QStringLiteral("fuse"));
    m_reason->addItem(tr("Rejections"), QStringLiteral("reject"));
    m_reason->addItem(tr("Benchmark verdicts"), QStringLiteral("benchmark"));
    if (!g)
        return;
    QHash<QString, int> counts;
    for (const FusionDecision &d : g->decisions)
        if (!d.category.isEmpty())
            ++counts[d.category];
    for (const ReasonCategory &c : FusionReasons::all())
        if (counts.value(c.id) > 0)
            m_reason->addItem(tr("Rejected: %1 (%2)").arg(c.title).arg(counts.value(c.id)), c.id);
}

void FusionPane::applyFilterChoice()
{
    const QString choice = m_reason->currentData().toString();
    DecisionFilter f;
    if (choice == QLatin1String("fuse") || choice == QLatin1String("reject") || choice == QLatin1String("benchmark")) {
        f.fuse = choice == QLatin1String("fuse");
        f.reject = choice == QLatin1String("reject");
        f.benchmark = choice == QLatin1String("benchmark");
    } else if (choice != QLatin1String("all")) {
        f.fuse = f.benchmark = false;
        f.categories = { choice };
    }
    if (m_onlySelected->isChecked())
        f.node = m_selectedName;
    setFilter(f);
}
} // namespace cs::viewers
