#include "viewers/models/breaksmodel.h"

#include "viewers/displaytext.h"

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
    const int column = index.column();
    if (role == Qt::ToolTipRole) {
        if (column == CostColumn || column == InvolvedColumn) {
            QStringList parts;
            for (const BreakGroup::Involved &i : b->involved)
                parts << (column == CostColumn
                        ? tr("%1: %2 s discarded").arg(i.compileId).arg(i.restartTimeS, 0, 'f', 3)
                        : tr("%1: %2").arg(i.compileId,
                            i.compileTimeS < 0 ? tr("not recorded")
                                               : QStringLiteral("%1 s").arg(i.compileTimeS, 0, 'f', 3)));
            return DisplayText::toolTip(parts.join(QLatin1Char('\n')));
        }
        return DisplayText::toolTip(b->explanation.isEmpty() ? b->reason : b->explanation);
    }
    if (role == Qt::TextAlignmentRole && column >= CountColumn && column <= InvolvedColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    const bool sort = role == SortRole;
    switch (column) {
    case LocationColumn:
        return sort
            ? QVariant(b->file + QLatin1Char(':') + QString::number(b->line).rightJustified(8, u'0'))
            : QVariant(QStringLiteral("%1:%2").arg(DisplayText::line(QFileInfo(b->file).fileName())).arg(b->line));
    case ReasonColumn:
        return sort ? b->reason : DisplayText::line(b->reason);
    case CountColumn:
        return b->count;
    case RuntimeColumn:
        if (sort)
            return b->runtimeOutsideUs;
        return b->hasRuntime() ? QVariant(QStringLiteral("%1 ms").arg(b->runtimeOutsideUs / 1000.0, 0, 'f', 3))
                               : QVariant(QStringLiteral("—"));
    case CostColumn:
        return sort ? QVariant(b->cost()) : QVariant(QStringLiteral("%1 s").arg(b->cost(), 0, 'f', 3));
    case InvolvedColumn:
        return sort ? QVariant(b->involvedTimeS())
                    : QVariant(QStringLiteral("%1 s").arg(b->involvedTimeS(), 0, 'f', 3));
    case CompilesColumn:
        return DisplayText::line(b->compileIds.join(QStringLiteral(", ")));
    }
    return {};
}

QVariant BreaksModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case RuntimeColumn:
            return tr("Host time in the breaking compiles' regions outside their compiled graphs, summed over every "
                      "call in the profiler traces loaded with the run");
        case CostColumn:
            return tr("Compile time the break added: the tracing Dynamo threw away when the break restarted its "
                      "analysis (dynamo_time_before_restart_s of each compile that hit it)");
        case InvolvedColumn:
            return tr("Compile time of the compile ids that hit the break and of the resume functions it created. "
                      "Not caused by the break alone: without it the same code would still compile, as one frame");
        }
        return {};
    }
    if (role != Qt::DisplayRole)
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
        return tr("Added compile time");
    case InvolvedColumn:
        return tr("Compiles around it");
    case CompilesColumn:
        return tr("Compile ids");
    }
    return {};
}

} // namespace cs::viewers
