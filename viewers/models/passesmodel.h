#pragma once

#include "core/graph/passpipeline.h"

#include <QAbstractTableModel>

namespace cs::viewers {

// Inductor's passes on each graph (passpipeline.h): one row per graph snapshot the trace holds,
// in log order, with the passes run since the snapshot before it in its stage and what they
// changed.
class PassesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { StageColumn, SnapshotColumn, NodesColumn, PassesColumn, ChangeColumn, ColumnCount };

    explicit PassesModel(QObject *parent = nullptr);
    void setStages(QList<PassStage> stages);
    const QList<PassStage> &stages() const { return m_stages; }
    // The row's stage and snapshot; the step into it (null for a stage's first snapshot).
    SnapshotRef refAt(const QModelIndex &index) const;
    const PassStep *stepInto(const QModelIndex &index) const;
    // The compile's first graph its passes changed, else its first graph (empty id: the run's;
    // log -1: the compile id in any log).
    QModelIndex firstRowOf(int log, const QString &compileId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<PassStage> m_stages;
    QList<SnapshotRef> m_rows;
};

} // namespace cs::viewers
