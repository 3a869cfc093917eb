#include "viewers/models/cudagraphsmodel.h"

#include "viewers/displaytext.h"

#include <QFileInfo>

namespace cs::viewers {

CudaGraphsModel::CudaGraphsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CudaGraphsModel::setCoverage(const CudaGraphCoverage &c)
{
    beginResetModel();
    m_rows.clear();
    for (const CudaGraphRegion &r : c.regions)
        if (r.state != QLatin1String("off"))
            m_rows << r;
    endResetModel();
}

const CudaGraphRegion *CudaGraphsModel::regionAt(const QModelIndex &index) const
{
    return index.isValid() && index.row() < m_rows.size() ? &m_rows[index.row()] : nullptr;
}

QModelIndex CudaGraphsModel::indexOf(const CompileRef &ref) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].log == ref.log && m_rows[i].compile == ref.compile)
            return index(static_cast<int>(i), 0);
    return {};
}

int CudaGraphsModel::problems() const
{
    return static_cast<int>(std::count_if(m_rows.begin(), m_rows.end(), [](const CudaGraphRegion &r) {
        return r.state == QLatin1String("skipped") || r.state == QLatin1String("partitioned");
    }));
}

int CudaGraphsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int CudaGraphsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CudaGraphsModel::data(const QModelIndex &index, int role) const
{
    const CudaGraphRegion *r = regionAt(index);
    if (!r)
        return {};
    if (role == LogRole)
        return r->compile >= 0 ? r->log : -1;
    if (role == CompileRole)
        return r->compile;
    const SourceFrame where = cudaGraphRegionWhere(*r);
    if (role == Qt::ToolTipRole) {
        if (index.column() == ReasonColumn)
            return DisplayText::toolTip(cudaGraphRegionReason(*r));
        if (index.column() == LocationColumn)
            return DisplayText::toolTip(where.source);
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case CompileColumn:
        return DisplayText::line(r->compileId);
    case FunctionColumn:
        return DisplayText::line(r->function);
    case StateColumn:
        return r->state == QLatin1String("captured")   ? tr("captured")
            : r->state == QLatin1String("partitioned") ? tr("partitioned")
            : r->state == QLatin1String("skipped")     ? tr("skipped")
                                                       : tr("not known");
    case ReasonColumn:
        return DisplayText::line(cudaGraphRegionReason(*r));
    case LocationColumn:
        return where.line > 0
            ? QStringLiteral("%1:%2").arg(DisplayText::line(QFileInfo(where.file).fileName())).arg(where.line)
            : QString();
    case OutsideColumn:
        return r->launchesOutsideGraphs() >= 0 ? QVariant(r->launchesOutsideGraphs()) : QVariant();
    }
    return {};
}

QVariant CudaGraphsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case CompileColumn:
        return tr("Compile id");
    case FunctionColumn:
        return tr("Function");
    case StateColumn:
        return tr("CUDA graphs");
    case ReasonColumn:
        return tr("Reason");
    case LocationColumn:
        return tr("Location");
    case OutsideColumn:
        return tr("Launches outside graphs");
    }
    return {};
}

} // namespace cs::viewers
