#pragma once

#include "core/ingest/runloader.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace cs::viewers {

// Every diagnostic of a run (bad lines, checksum mismatches, skipped files) in one table.
class DiagnosticsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { SeverityColumn, FileColumn, LineColumn, MessageColumn, ColumnCount };

    explicit DiagnosticsModel(QObject *parent = nullptr);
    void setRun(std::shared_ptr<const LoadedRun> run);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const LoadedRun> m_run;
    std::vector<const Diagnostic *> m_rows;
};

} // namespace cs::viewers
