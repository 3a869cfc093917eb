#pragma once

#include "core/analysis/cudagraphcoverage.h"
#include "core/analysis/explain.h"

#include <QAbstractTableModel>

namespace cs::viewers {

// The compiled regions that ran with CUDA graphs on (Explanation::cudagraphs): captured,
// partitioned, skipped or not known, with the reason and the line, and the launches each call
// still runs one by one. Regions compiled without CUDA graphs are counted, not listed.
class CudaGraphsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        CompileColumn,
        FunctionColumn,
        StateColumn,
        ReasonColumn,
        LocationColumn,
        OutsideColumn,
        ColumnCount
    };
    enum Role { LogRole = Qt::UserRole, CompileRole };

    explicit CudaGraphsModel(QObject *parent = nullptr);
    void setCoverage(const CudaGraphCoverage &c);
    const CudaGraphRegion *regionAt(const QModelIndex &index) const;
    QModelIndex indexOf(const CompileRef &ref) const;
    // Regions not captured whole: skipped or partitioned.
    int problems() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<CudaGraphRegion> m_rows;
};

} // namespace cs::viewers
