#pragma once

#include "core/analysis/guardtree.h"

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace cs::viewers {

// What a guard search looks in: each node's text, case-folded once when the tree is set, and
// its parent. Immutable, so a search runs on it off the UI thread.
struct GuardSearchIndex {
    std::vector<QString> text; // kind, check, user code and location, lower case
    std::vector<int> parent;
    // The nodes to show for `needle`: those that contain it and their ancestors; all when empty.
    std::vector<char> visible(const QString &needle) const;
    // Made where the tree is parsed (off the UI thread): 8,700 guards take the UI thread 0.1 s.
    static std::shared_ptr<const GuardSearchIndex> of(const GuardTree &tree);
};

// One compile's guard tree; the guard behind a recompile can be marked.
class GuardTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { KindColumn, CheckColumn, SourceColumn, ColumnCount };
    enum Role { MarkedRole = Qt::UserRole };

    explicit GuardTreeModel(QObject *parent = nullptr);
    // `index`: the tree's search index when it was made beforehand (else made here).
    void setTree(GuardTree tree, int marked = -1, std::shared_ptr<const GuardSearchIndex> index = {});
    QModelIndex indexOfNode(int node) const;
    int markedNode() const { return m_marked; }
    int nodeOf(const QModelIndex &index) const { return index.isValid() ? static_cast<int>(index.internalId()) : -1; }
    std::shared_ptr<const GuardSearchIndex> searchIndex() const { return m_index; }
    // Shows only the nodes marked in `visible` (one per node, parents of shown nodes shown);
    // empty: all.
    void setVisibleNodes(std::vector<char> visible);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void link();
    GuardTree m_tree;
    QList<QList<int>> m_children; // per node; the last entry is the roots
    QList<int> m_row; // row of each node under its parent, -1 when a search hides it
    std::vector<char> m_visible;
    int m_marked = -1;
    std::shared_ptr<const GuardSearchIndex> m_index;
};

} // namespace cs::viewers
