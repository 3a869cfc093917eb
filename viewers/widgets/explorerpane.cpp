#include "viewers/widgets/explorerpane.h"

#include "viewers/widgets/emptystate.h"
#include "viewers/widgets/sourceview.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeView>
#include <QVBoxLayout>

namespace cs::viewers {

ExplorerPane::ExplorerPane(QAbstractItemModel *model, Describe describe, QWidget *parent)
    : QWidget(parent)
    , m_describe(std::move(describe))
{
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(model);
    m_proxy->setSortRole(Qt::UserRole + 2);
    m_view = new QTreeView;
    m_view->setModel(m_proxy);
    m_view->setRootIsDecorated(model->rowCount() > 0 && model->hasChildren(model->index(0, 0)));
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->header()->setStretchLastSection(true);
    m_details = new QTextBrowser;
    m_details->setOpenExternalLinks(true);
    m_source = new SourceView;

    auto *copy = new QAction(tr("Copy as Text"), this);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copy, &QAction::triggered, this, [this] { QApplication::clipboard()->setText(detailsText()); });
    m_view->addAction(copy);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);

    auto *bottom = new QSplitter(Qt::Horizontal);
    bottom->addWidget(m_details);
    bottom->addWidget(m_source);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_view);
    split->addWidget(bottom);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    m_empty = new EmptyState(split);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_empty);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        show(current);
        if (!m_quiet)
            Q_EMIT currentChanged(m_proxy->mapToSource(current));
    });
}

void ExplorerPane::refresh()
{
    QAbstractItemModel *model = m_proxy->sourceModel();
    m_view->setRootIsDecorated(model->rowCount() > 0 && model->hasChildren(model->index(0, 0)));
    m_view->expandAll();
    for (int c = 0; c + 1 < model->columnCount(); ++c)
        m_view->resizeColumnToContents(c);
    m_details->clear();
    m_source->clear();
    m_plainText.clear();
    m_stale = false;
    m_shown = QPersistentModelIndex();
    if (model->rowCount() == 0 && !m_emptyTitle.isEmpty())
        m_empty->showMessage(m_emptyTitle, m_emptyDetail);
    else
        m_empty->showContent();
}

void ExplorerPane::setEmptyMessage(const QString &title, const QString &detail)
{
    m_emptyTitle = title;
    m_emptyDetail = detail;
    refresh();
}

// A hidden pane (another tab is shown) only notes what to show: selections flow through every
// view at each click, and laying out a finding's details (a long reason, a source file) is
// work for when the pane is shown.
void ExplorerPane::show(const QModelIndex &proxyIndex)
{
    m_shown = QPersistentModelIndex(proxyIndex);
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    const Details d = m_describe(m_proxy->mapToSource(proxyIndex));
    m_details->setHtml(d.html);
    m_plainText = d.plainText;
    m_source->showLocation(d.file, d.line, d.recordedSource, d.lineText);
}

void ExplorerPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        show(m_shown);
}

void ExplorerPane::selectQuietly(const QModelIndex &sourceIndex)
{
    const QModelIndex p = m_proxy->mapFromSource(sourceIndex);
    if (!p.isValid())
        return;
    m_quiet = true;
    m_view->setCurrentIndex(p);
    m_view->scrollTo(p);
    m_quiet = false;
}

QString ExplorerPane::detailsText() const
{
    if (m_stale)
        return m_shown.isValid() ? m_describe(m_proxy->mapToSource(m_shown)).plainText : QString();
    return m_plainText;
}

} // namespace cs::viewers
