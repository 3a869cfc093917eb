#include "viewers/widgets/guardspane.h"

#include "viewers/displaytext.h"
#include "viewers/models/guardtreemodel.h"
#include "viewers/widgets/elidedlabel.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QThread>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace cs::viewers {

// Shows the nodes a search found (and their ancestors): a lookup per row, no text matching.
class GuardFilterProxy : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setVisibleNodes(std::vector<char> visible)
    {
        m_visible = std::move(visible);
        invalidateFilter();
    }
    void clearFilter()
    {
        m_visible.clear();
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        if (m_visible.empty())
            return true;
        const int node
            = static_cast<const GuardTreeModel *>(sourceModel())->nodeOf(sourceModel()->index(row, 0, parent));
        return node >= 0 && static_cast<size_t>(node) < m_visible.size() && m_visible[node];
    }

private:
    std::vector<char> m_visible; // per node; empty: everything
};

namespace {

constexpr int TypingPauseMs = 120;

} // namespace

GuardsPane::GuardsPane(QWidget *parent)
    : QWidget(parent)
{
    m_model = new GuardTreeModel(this);
    m_proxy = new GuardFilterProxy(this);
    m_proxy->setSourceModel(m_model);
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
    m_view->setModel(m_proxy);
    m_view->setUniformRowHeights(true);
    m_view->header()->setStretchLastSection(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_search);
    layout->addWidget(m_view);
}

GuardsPane::~GuardsPane()
{
    for (QThread *t : std::as_const(m_workers)) {
        t->wait();
        delete t;
    }
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
    for (qsizetype i = 0; i < m_workers.size();) // reap finished workers
        if (m_workers[i]->isFinished())
            delete m_workers.takeAt(i);
        else
            ++i;
    QThread *t = QThread::create([this, generation, text, index] {
        std::vector<char> visible = index->visible(text);
        QMetaObject::invokeMethod(
            this,
            [this, generation, text, v = std::move(visible)]() mutable { applySearch(generation, text, std::move(v)); },
            Qt::QueuedConnection);
    });
    m_workers << t;
    t->start();
}

void GuardsPane::applySearch(int generation, const QString &text, std::vector<char> visible)
{
    if (generation != m_generation)
        return; // the text changed since, or another tree was set
    const int matched = static_cast<int>(std::count(visible.begin(), visible.end(), 1));
    m_view->setUpdatesEnabled(false);
    if (text.isEmpty())
        m_proxy->clearFilter();
    else
        m_proxy->setVisibleNodes(std::move(visible));
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
    const QModelIndex i = m_proxy->mapFromSource(m_model->indexOfNode(m_model->markedNode()));
    if (!i.isValid())
        return;
    m_view->setCurrentIndex(i);
    m_view->scrollTo(i, QAbstractItemView::PositionAtCenter);
}

void GuardsPane::setGuards(const QString &title, GuardTree tree, int marked)
{
    const double latency = tree.latencyUs;
    ++m_generation;
    m_proxy->clearFilter();
    m_model->setTree(std::move(tree), marked);
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
