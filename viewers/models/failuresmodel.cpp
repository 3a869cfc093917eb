#include "viewers/models/failuresmodel.h"

#include "viewers/displaytext.h"

#include <QFileInfo>

namespace cs::viewers {

FailuresModel::FailuresModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void FailuresModel::setFailures(const Explanation &e)
{
    beginResetModel();
    m_rows = e.limitHits + e.failures;
    m_restarts = e.restarts;
    endResetModel();
}

const CompileRestart *FailuresModel::restartAt(const QModelIndex &index) const
{
    const qsizetype i = index.isValid() ? index.row() - m_rows.size() : -1;
    return i >= 0 && i < m_restarts.size() ? &m_restarts[i] : nullptr;
}

const CompileFailure *FailuresModel::failureAt(const QModelIndex &index) const
{
    return index.isValid() && index.row() < m_rows.size() ? &m_rows[index.row()] : nullptr;
}

QModelIndex FailuresModel::indexOf(const CompileRef &ref) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].ref == ref)
            return index(static_cast<int>(i), 0);
    for (qsizetype i = 0; i < m_restarts.size(); ++i)
        if (m_restarts[i].ref == ref)
            return index(static_cast<int>(m_rows.size() + i), 0);
    return {};
}

int FailuresModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size() + m_restarts.size());
}
int FailuresModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FailuresModel::restartData(const CompileRestart &r, int column, int role) const
{
    if (role == LogRole)
        return r.ref.log;
    if (role == CompileRole)
        return r.ref.compile;
    if (role == Qt::ToolTipRole && column == ReasonColumn)
        return DisplayText::toolTip(r.reasons.join(QLatin1Char('\n')));
    if (role == Qt::ToolTipRole && (column == FunctionColumn || column == LocationColumn))
        return DisplayText::toolTip(column == FunctionColumn ? r.function : r.file);
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case CompileColumn:
        return DisplayText::line(r.compileId);
    case FunctionColumn:
        return DisplayText::line(r.function);
    case TypeColumn:
        return tr("restart (%n)", nullptr, r.attempts - 1);
    case ReasonColumn:
        return DisplayText::line(r.reasons.value(0));
    case LocationColumn:
        return location(r.file, r.line);
    }
    return {};
}

QString FailuresModel::location(const QString &file, int line)
{
    return file.isEmpty() ? QString()
                          : QStringLiteral("%1:%2").arg(DisplayText::line(QFileInfo(file).fileName())).arg(line);
}

QVariant FailuresModel::data(const QModelIndex &index, int role) const
{
    if (const CompileRestart *r = restartAt(index))
        return restartData(*r, index.column(), role);
    const CompileFailure *f = failureAt(index);
    if (!f)
        return {};
    if (role == LogRole)
        return f->ref.log;
    if (role == CompileRole)
        return f->ref.compile;
    if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case FunctionColumn:
            return DisplayText::toolTip(f->function);
        case TypeColumn:
            return DisplayText::toolTip(f->failType);
        case ReasonColumn:
            return DisplayText::toolTip(f->reason);
        case LocationColumn:
            return DisplayText::toolTip(f->file);
        }
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case CompileColumn:
        return DisplayText::line(f->compileId);
    case FunctionColumn:
        return DisplayText::line(f->function);
    case TypeColumn:
        return f->limitHit ? tr("recompile limit") : DisplayText::line(f->failType);
    case ReasonColumn:
        return DisplayText::line(f->reason);
    case LocationColumn:
        return location(f->file, f->line);
    }
    return {};
}

QVariant FailuresModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case CompileColumn:
        return tr("Compile id");
    case FunctionColumn:
        return tr("Function");
    case TypeColumn:
        return tr("Type");
    case ReasonColumn:
        return tr("Reason");
    case LocationColumn:
        return tr("Location");
    }
    return {};
}

} // namespace cs::viewers
