#pragma once

#include "core/analysis/explain.h"

#include <QAbstractTableModel>

namespace cs::viewers {

// Failed compiles (recompile-limit hits first, then other failures), then restarted analyses.
class FailuresModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { CompileColumn, FunctionColumn, TypeColumn, ReasonColumn, LocationColumn, ColumnCount };
    enum Role { LogRole = Qt::UserRole, CompileRole };

    explicit FailuresModel(QObject *parent = nullptr);
    void setFailures(const Explanation &e);
    const CompileFailure *failureAt(const QModelIndex &index) const;
    const CompileRestart *restartAt(const QModelIndex &index) const;
    QModelIndex indexOf(const CompileRef &ref) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant restartData(const CompileRestart &r, int column, int role) const;
    static QString location(const QString &file, int line);
    QList<CompileFailure> m_rows;
    QList<CompileRestart> m_restarts; // rows after m_rows
};

} // namespace cs::viewers
