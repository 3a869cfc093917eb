#pragma once

#include "core/analysis/explain.h"

#include <QAbstractItemModel>

namespace cs::viewers {

// Recompiled functions (storms first), each with its chain of recompiles.
class RecompilesModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { NameColumn, CategoryColumn, ChangeColumn, TimeColumn, ColumnCount };
    enum Role { LogRole = Qt::UserRole, CompileRole };

    explicit RecompilesModel(QObject *parent = nullptr);
    void setRecompiles(QList<FunctionRecompiles> functions);
    const FunctionRecompiles *functionAt(const QModelIndex &index) const; // function rows and their steps
    const RecompileStep *stepAt(const QModelIndex &index) const; // step rows only
    QModelIndex indexOf(const CompileRef &ref) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // internalId: 0 for function rows, function row + 1 for step rows.
    QList<FunctionRecompiles> m_functions;
};

} // namespace cs::viewers
