#pragma once

#include "core/analysis/explain.h"

#include <QAbstractTableModel>

namespace cs::viewers {

// Graph breaks grouped by reason and location, most costly first. Each time column says in its
// header tooltip how it is derived (BreakGroup in core/analysis/explain.h).
class BreaksModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        LocationColumn,
        ReasonColumn,
        CountColumn,
        RuntimeColumn,
        CostColumn, // compile time the break added: its restarts' discarded tracing
        InvolvedColumn, // compile time of the compiles around it (not caused by it alone)
        CompilesColumn,
        ColumnCount
    };
    enum Role { LogRole = Qt::UserRole, CompileRole, SortRole };

    explicit BreaksModel(QObject *parent = nullptr);
    void setBreaks(QList<BreakGroup> breaks);
    const BreakGroup *breakAt(const QModelIndex &index) const;
    QModelIndex indexOf(const CompileRef &ref) const; // first break hit by that compile

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<BreakGroup> m_breaks;
};

} // namespace cs::viewers
