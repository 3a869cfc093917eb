#include "viewers/models/breaksmodel.h"

#include <QFileInfo>

namespace cs::viewers {

BreaksModel::BreaksModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void BreaksModel::setBreaks(QList<BreakGroup> breaks)
{
    beginResetModel();
    m_breaks = std::move(breaks);
    endResetModel();
}

const BreakGroup *BreaksModel::breakAt(const QModelIndex &index) const
{
    return index.isValid() && index.row() < m_breaks.size() ? &m_breaks[index.row()] : nullptr;
}

QModelIndex BreaksModel::indexOf(const CompileRef &ref) const
{
    for (qsizetype i = 0; i < m_breaks.size(); ++i)
        if (m_breaks[i].refs.contains(ref))
            return index(static_cast<int>(i), 0);
    return {};
}

int BreaksModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_breaks.size());
}
int BreaksModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BreaksModel::data(const QModelIndex &index, int role) const
{
    const BreakGroup *b = breakAt(index);
    if (!b)
        return {};
    if (role == LogRole)
        return b->refs.isEmpty() ? -1 : b->refs.first().log;
    if (role == CompileRole)
        return b->refs.isEmpty() ? -1 : b->refs.first().compile;
    if (role == Qt::ToolTipRole)
        return b->explanation.isEmpty() ? b->reason : b->explanation;
    if (role == Qt::TextAlignmentRole && (index.column() == CountColumn || index.column() == CostColumn || index.column() == RuntimeColumn))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
    case LocationColumn:
        return QStringLiteral("%1:%2").arg(QFileInfo(b->file).fileName()).arg(b->line);
    case ReasonColumn:
        return b->reason;
    case CountColumn:
        return b->count;
    case RuntimeColumn:
        if (role == SortRole)
            return b->runtimeOutsideUs;
        return b->hasRuntime() ? QVariant(QStringLiteral("%1 ms").arg(b->runtimeOutsideUs / 1000.0, 0, 'f', 3))
                               : QVariant(QStringLiteral("—"));
    case CostColumn:
        return role == SortRole ? QVariant(b->cost()) : QVariant(QStringLiteral("%1 s").arg(b->cost(), 0, 'f', 3));
    case CompilesColumn:
        return b->compileIds.join(QStringLiteral(", "));
    }
    return {};
}

QVariant BreaksModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case LocationColumn:
        return tr("Location");
    case ReasonColumn:
        return tr("Reason");
    case CountColumn:
        return tr("Count");
    case RuntimeColumn:
        return tr("Time outside graphs");
    case CostColumn:
        return tr("Compile time");
    case CompilesColumn:
        return tr("Compile ids");
    }
    return {};
}

} // namespace cs::viewers
