#pragma once

#include "core/analysis/guardtree.h"

#include <QAbstractItemModel>

namespace cs::viewers {

// One compile's guard tree; the guard behind a recompile can be marked.
class GuardTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { KindColumn, CheckColumn, SourceColumn, ColumnCount };
    enum Role { MarkedRole = Qt::UserRole };

    explicit GuardTreeModel(QObject *parent = nullptr);
    void setTree(GuardTree tree, int marked = -1);
    QModelIndex indexOfNode(int node) const;
    int markedNode() const { return m_marked; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    GuardTree m_tree;
    QList<QList<int>> m_children; // per node; the last entry is the roots
    QList<int> m_row; // row of each node under its parent
    int m_marked = -1;
};

} // namespace cs::viewers
