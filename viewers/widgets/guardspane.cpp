#include "viewers/widgets/guardspane.h"

#include "viewers/models/guardtreemodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace cs::viewers {

GuardsPane::GuardsPane(QWidget *parent)
    : QWidget(parent)
{
    m_model = new GuardTreeModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setRecursiveFilteringEnabled(true);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);
    m_title = new QLabel(tr("Select a compile id to see its guards."));
    m_search = new QLineEdit;
    m_search->setPlaceholderText(tr("Search guards (e.g. L['x'], TENSOR_MATCH, == 2.0)"));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &t) {
        m_proxy->setFilterFixedString(t);
        m_view->expandAll();
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

void GuardsPane::setGuards(const QString &title, GuardTree tree, int marked)
{
    const double latency = tree.latencyUs;
    m_model->setTree(std::move(tree), marked);
    m_title->setText(latency >= 0 ? tr("%1 — guard latency %2 µs").arg(title).arg(latency, 0, 'f', 2) : title);
    m_view->expandAll();
    for (int c = 0; c < GuardTreeModel::ColumnCount - 1; ++c)
        m_view->resizeColumnToContents(c);
    if (marked >= 0) {
        const QModelIndex i = m_proxy->mapFromSource(m_model->indexOfNode(marked));
        m_view->setCurrentIndex(i);
        m_view->scrollTo(i, QAbstractItemView::PositionAtCenter);
    }
}

} // namespace cs::viewers
