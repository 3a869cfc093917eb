#include "viewers/models/guardtreemodel.h"

#include "viewers/displaytext.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace cs::viewers {

GuardTreeModel::GuardTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

std::vector<char> GuardSearchIndex::visible(const QString &needle) const
{
    std::vector<char> show(text.size(), needle.isEmpty() ? 1 : 0);
    if (needle.isEmpty())
        return show;
    const QString lower = needle.toLower();
    for (size_t i = 0; i < text.size(); ++i) {
        if (show[i] || !text[i].contains(lower))
            continue;
        for (int n = static_cast<int>(i); n >= 0 && !show[n]; n = parent[n])
            show[n] = 1;
    }
    return show;
}

std::shared_ptr<const GuardSearchIndex> GuardSearchIndex::of(const GuardTree &tree)
{
    auto index = std::make_shared<GuardSearchIndex>();
    index->text.reserve(tree.nodes.size());
    index->parent.reserve(tree.nodes.size());
    for (const GuardNode &node : tree.nodes) {
        index->text.push_back(
            QStringList { node.kind, node.body, node.userSource, node.location }.join(QLatin1Char('\x1f')).toLower());
        index->parent.push_back(node.parent);
    }
    return index;
}

void GuardTreeModel::setTree(GuardTree tree, int marked, std::shared_ptr<const GuardSearchIndex> index)
{
    beginResetModel();
    m_tree = std::move(tree);
    m_marked = marked;
    m_visible.clear();
    link();
    m_index = index && index->text.size() == static_cast<size_t>(m_tree.nodes.size()) ? std::move(index)
                                                                                      : GuardSearchIndex::of(m_tree);
    endResetModel();
}

// Children lists of the nodes shown: all, or those a search keeps (with their ancestors).
void GuardTreeModel::link()
{
    const qsizetype n = m_tree.nodes.size();
    m_children = QList<QList<int>>(n + 1);
    m_row = QList<int>(n, -1);
    for (qsizetype i = 0; i < n; ++i) {
        if (!m_visible.empty() && !m_visible[static_cast<size_t>(i)])
            continue;
        const int p = m_tree.nodes[i].parent;
        QList<int> &siblings = m_children[p < 0 ? n : p];
        m_row[i] = static_cast<int>(siblings.size());
        siblings << static_cast<int>(i);
    }
}

void GuardTreeModel::setVisibleNodes(std::vector<char> visible)
{
    if (!visible.empty() && visible.size() != static_cast<size_t>(m_tree.nodes.size()))
        return; // a search of another tree
    // One reset, not a proxy's row-by-row removals: a view re-lays out once (a proxy filtering
    // a 48-layer model's 8,700 guards took the view 45 s of removals).
    beginResetModel();
    m_visible = std::move(visible);
    link();
    endResetModel();
}

QModelIndex GuardTreeModel::indexOfNode(int node) const
{
    return node >= 0 && node < m_tree.nodes.size() && m_row[node] >= 0
        ? createIndex(m_row[node], 0, static_cast<quintptr>(node))
        : QModelIndex();
}

QModelIndex GuardTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    const qsizetype list = parent.isValid() ? static_cast<qsizetype>(parent.internalId()) : m_tree.nodes.size();
    return createIndex(row, column, static_cast<quintptr>(m_children[list][row]));
}

QModelIndex GuardTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const int p = m_tree.nodes[static_cast<qsizetype>(child.internalId())].parent;
    return p < 0 ? QModelIndex() : indexOfNode(p);
}

int GuardTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0 || m_children.isEmpty())
        return 0;
    const qsizetype list = parent.isValid() ? static_cast<qsizetype>(parent.internalId()) : m_tree.nodes.size();
    return static_cast<int>(m_children[list].size());
}

int GuardTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant GuardTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const int node = static_cast<int>(index.internalId());
    const GuardNode &n = m_tree.nodes[node];
    if (role == MarkedRole)
        return node == m_marked;
    if (node == m_marked && role == Qt::BackgroundRole)
        return QBrush(QColor(0xff, 0xe0, 0xb2));
    if (node == m_marked && role == Qt::FontRole) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::ToolTipRole)
        return DisplayText::toolTip(n.location.isEmpty() ? n.body : n.body + QLatin1Char('\n') + n.location);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case KindColumn:
        return DisplayText::line(n.kind);
    case CheckColumn:
        return DisplayText::line(n.source.isEmpty() ? n.body : n.source);
    case SourceColumn:
        return DisplayText::line(n.userSource);
    }
    return {};
}

QVariant GuardTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KindColumn:
        return tr("Guard");
    case CheckColumn:
        return tr("Check");
    case SourceColumn:
        return tr("User code");
    }
    return {};
}

} // namespace cs::viewers
