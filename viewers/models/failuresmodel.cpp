#include "viewers/models/failuresmodel.h"

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
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case CompileColumn:
        return r.compileId;
    case FunctionColumn:
        return r.function;
    case TypeColumn:
        return tr("restart (%n)", nullptr, r.attempts - 1);
    case ReasonColumn:
        return r.reasons.value(0);
    case LocationColumn:
        return r.file.isEmpty() ? QString() : QStringLiteral("%1:%2").arg(QFileInfo(r.file).fileName()).arg(r.line);
    }
    return {};
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
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case CompileColumn:
        return f->compileId;
    case FunctionColumn:
        return f->function;
    case TypeColumn:
        return f->limitHit ? tr("recompile limit") : f->failType;
    case ReasonColumn:
        return f->reason;
    case LocationColumn:
        return f->file.isEmpty() ? QString() : QStringLiteral("%1:%2").arg(QFileInfo(f->file).fileName()).arg(f->line);
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
