#include "viewers/models/fleettablemodel.h"

#include "viewers/displaytext.h"

namespace cs::viewers {

FleetTableModel::FleetTableModel(std::vector<Column> columns, QObject *parent)
    : QAbstractTableModel(parent)
    , m_columns(std::move(columns))
{
}

void FleetTableModel::setRows(const QJsonArray &rows)
{
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

QJsonObject FleetTableModel::rowObject(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).toObject() : QJsonObject();
}

int FleetTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int FleetTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_columns.size());
}

QString FleetTableModel::seconds(double s)
{
    return QStringLiteral("%1 s").arg(s, 0, 'f', 3);
}

QString FleetTableModel::text(int row, int column) const
{
    if (column < 0 || column >= columnCount())
        return {};
    const Column &c = m_columns[static_cast<size_t>(column)];
    const QJsonObject o = rowObject(row);
    const QJsonValue v = o.value(c.key);
    switch (c.kind) {
    case Kind::Text:
        return DisplayText::line(v.toString());
    case Kind::Count:
        return v.isNull() || v.isUndefined() ? QString() : QString::number(v.toInteger());
    case Kind::Seconds:
        // A time not recorded is "–", as in the report, never an empty cell read as 0.
        return v.isNull() || v.isUndefined() ? QStringLiteral("–") : seconds(v.toDouble());
    case Kind::Site: {
        const QString file = o.value(QStringLiteral("file")).toString();
        const qint64 line = o.value(QStringLiteral("line")).toInteger();
        if (file.isEmpty())
            return tr("unknown");
        return DisplayText::line(line > 0 ? QStringLiteral("%1:%2").arg(file).arg(line) : file);
    }
    }
    return {};
}

QVariant FleetTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const Column &c = m_columns[static_cast<size_t>(index.column())];
    const QJsonObject o = rowObject(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return text(index.row(), index.column());
    case SortRole:
        switch (c.kind) {
        case Kind::Count:
        case Kind::Seconds:
            return o.value(c.key).toDouble();
        case Kind::Site:
            return QStringLiteral("%1:%2")
                .arg(o.value(QStringLiteral("file")).toString())
                .arg(o.value(QStringLiteral("line")).toInteger(), 10, 10, QLatin1Char('0'));
        case Kind::Text:
            return o.value(c.key).toString();
        }
        return {};
    case Qt::TextAlignmentRole:
        if (c.kind == Kind::Count || c.kind == Kind::Seconds)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole:
        if (c.kind == Kind::Text)
            return DisplayText::toolTip(o.value(c.key).toString());
        if (c.kind == Kind::Site)
            return DisplayText::toolTip(text(index.row(), index.column()));
        return {};
    default:
        return {};
    }
}

QVariant FleetTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    const Column &c = m_columns[static_cast<size_t>(section)];
    if (role == Qt::DisplayRole)
        return c.header;
    if (role == Qt::ToolTipRole && !c.toolTip.isEmpty())
        return c.toolTip;
    return {};
}

} // namespace cs::viewers
