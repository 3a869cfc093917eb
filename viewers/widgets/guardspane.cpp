#include "viewers/widgets/guardspane.h"

#include "core/analysis/clippedpaths.h"
#include "core/analysis/compileoverview.h"
#include "viewers/displaytext.h"
#include "viewers/models/guardtreemodel.h"
#include "viewers/widgets/elidedlabel.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace cs::viewers {

namespace {

constexpr int TypingPauseMs = 120;
constexpr int ResizePrecisionRows = 200; // rows measured to fit a column (Qt: 1,000)

} // namespace

GuardsPane::GuardsPane(QWidget *parent)
    : QWidget(parent)
{
    m_model = new GuardTreeModel(this);
    m_title = new ElidedLabel;
    m_title->setText(tr("Select a compile id to see its guards."));
    m_search = new QLineEdit;
    m_search->setPlaceholderText(tr("Search guards (e.g. L['x'], TENSOR_MATCH, == 2.0)"));
    m_search->setClearButtonEnabled(true);
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(TypingPauseMs);
    connect(m_debounce, &QTimer::timeout, this, &GuardsPane::startSearch);
    connect(m_search, &QLineEdit::textChanged, this, [this] {
        ++m_generation; // a search in flight is now stale
        m_debounce->start();
    });
    m_view = new QTreeView;
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    // Column widths from the rows around those in view, not from every one of a big tree's rows
    // (fitting the columns to the first 1,000 of a 48-layer model's guards took 0.35 s).
    m_view->header()->setResizeContentsPrecision(ResizePrecisionRows);
    m_view->header()->setStretchLastSection(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_search);
    layout->addWidget(m_view);
}

GuardsPane::~GuardsPane() = default;

void GuardsPane::clear()
{
    ++m_generation; // a parse or search in flight is for the run shown until now
    ++m_treeGeneration;
    m_pending.reset();
    m_debounce->stop();
    {
        QSignalBlocker block(m_search);
        m_search->clear();
    }
    m_model->setTree({});
    m_title->setText(tr("Select a compile id to see its guards."));
}

void GuardsPane::search(const QString &text)
{
    {
        QSignalBlocker block(m_search);
        m_search->setText(text);
    }
    m_debounce->stop();
    startSearch();
}

void GuardsPane::startSearch()
{
    const int generation = ++m_generation;
    const QString text = m_search->text();
    const auto index = m_model->searchIndex();
    if (!index || text.isEmpty()) {
        applySearch(generation, text, {});
        return;
    }
    m_work.start([this, generation, text, index] {
        std::vector<char> visible = index->visible(text);
        QMetaObject::invokeMethod(
            this,
            [this, generation, text, v = std::move(visible)]() mutable { applySearch(generation, text, std::move(v)); },
            Qt::QueuedConnection);
    });
}

void GuardsPane::setGuardsPayload(const QString &title, QString payload, bool jsonList,
    std::optional<GuardFailure> failed, std::shared_ptr<const CompileOverview> run)
{
    ++m_generation; // whatever was being parsed or searched is stale
    ++m_treeGeneration;
    m_pending = Pending { title, std::move(payload), jsonList, std::move(failed), std::move(run) };
    if (isVisible())
        parsePending();
}

void GuardsPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_pending)
        parsePending();
}

void GuardsPane::parsePending()
{
    // Its own count: a search typed while the tree is parsed applies to the tree once it is
    // there (setGuards searches it), it does not drop it.
    const int generation = ++m_treeGeneration;
    m_title->setText(tr("%1 — reading the guards…").arg(m_pending->title));
    m_work.start([this, generation, p = std::move(*m_pending)]() mutable {
        if (p.run && !p.jsonList)
            p.payload = restoreClippedPaths(p.payload, p.run->sourceFiles);
        auto tree = std::make_shared<GuardTree>(p.jsonList ? parseGuardList(p.payload) : parseGuardTree(p.payload));
        const int marked = p.failed ? findFailedGuard(*tree, *p.failed) : -1;
        auto index = GuardSearchIndex::of(*tree);
        QMetaObject::invokeMethod(
            this,
            [this, generation, title = p.title, tree, marked, index] {
                if (generation != m_treeGeneration)
                    return;
                setGuards(title, std::move(*tree), marked, index);
                Q_EMIT guardsShown(static_cast<int>(m_model->rowCount() > 0 ? m_model->searchIndex()->text.size() : 0));
            },
            Qt::QueuedConnection);
    });
    m_pending.reset();
}

void GuardsPane::applySearch(int generation, const QString &text, std::vector<char> visible)
{
    if (generation != m_generation)
        return; // the text changed since, or another tree was set
    const int matched = static_cast<int>(std::count(visible.begin(), visible.end(), 1));
    m_view->setUpdatesEnabled(false);
    m_model->setVisibleNodes(text.isEmpty() ? std::vector<char> {} : std::move(visible));
    m_view->expandAll();
    m_view->setUpdatesEnabled(true);
    showMarked();
    const int shown
        = text.isEmpty() ? static_cast<int>(m_model->searchIndex() ? m_model->searchIndex()->text.size() : 0) : matched;
    Q_EMIT searchApplied(shown);
}

void GuardsPane::showMarked()
{
    if (m_model->markedNode() < 0)
        return;
    const QModelIndex i = m_model->indexOfNode(m_model->markedNode());
    if (!i.isValid())
        return;
    m_view->setCurrentIndex(i);
    m_view->scrollTo(i, QAbstractItemView::PositionAtCenter);
}

void GuardsPane::setGuards(
    const QString &title, GuardTree tree, int marked, std::shared_ptr<const GuardSearchIndex> index)
{
    const double latency = tree.latencyUs;
    ++m_generation;
    ++m_treeGeneration;
    m_pending.reset();
    m_model->setTree(std::move(tree), marked, std::move(index));
    m_title->setText(latency >= 0 ? tr("%1 — guard latency %2 µs").arg(title).arg(latency, 0, 'f', 2) : title);
    if (!m_search->text().isEmpty()) {
        startSearch(); // the same search in the new tree
        return;
    }
    m_view->expandAll();
    for (int c = 0; c < GuardTreeModel::ColumnCount - 1; ++c)
        m_view->resizeColumnToContents(c);
    showMarked();
}

} // namespace cs::viewers
