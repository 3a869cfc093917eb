#include "viewers/compare/diffmodel.h"

#include "viewers/displaytext.h"

#include <QColor>

namespace cs::viewers {

DiffTableModel::DiffTableModel(QStringList headers, QObject *parent)
    : QAbstractTableModel(parent)
    , m_headers(std::move(headers))
{
}

void DiffTableModel::setRows(QList<DiffRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

const DiffRow *DiffTableModel::rowAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows[row] : nullptr;
}

int DiffTableModel::firstRowOfPair(int pair) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        if (pair >= 0 && m_rows[i].pair == pair)
            return static_cast<int>(i);
    return -1;
}

int DiffTableModel::rowOfItem(int item) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        if (item >= 0 && m_rows[i].item == item)
            return static_cast<int>(i);
    return -1;
}

int DiffTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int DiffTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_headers.size());
}

QColor DiffTableModel::changeColour(diff::Change c)
{
    switch (c) {
    case diff::Change::OnlyInA:
        return QColor(0xff, 0xe3, 0xe3); // gone in B
    case diff::Change::OnlyInB:
        return QColor(0xd3, 0xf9, 0xd8); // new in B
    case diff::Change::Changed:
        return QColor(0xff, 0xf3, 0xbf);
    case diff::Change::Unchanged:
        break;
    }
    return {};
}

QString DiffTableModel::plainTip(const QString &text)
{
    return text.isEmpty() ? QString() : DisplayText::toolTip(text);
}

QVariant DiffTableModel::data(const QModelIndex &index, int role) const
{
    const DiffRow *r = index.isValid() ? rowAt(index.row()) : nullptr;
    if (!r || index.column() >= m_headers.size())
        return {};
    const int c = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return c < r->cells.size() ? DisplayText::line(r->cells[c]) : QString();
    case SortRole:
        return c < r->sort.size() && r->sort[c].isValid() ? r->sort[c] : QVariant(r->cells.value(c));
    case ChangeRole:
        return static_cast<int>(r->change);
    case PairRole:
        return r->pair;
    case ItemRole:
        return r->item;
    case Qt::ToolTipRole:
        return plainTip(r->tip.isEmpty() ? r->cells.value(c) : r->tip);
    case Qt::BackgroundRole:
        if (const QColor colour = changeColour(r->change); colour.isValid())
            return colour;
        return {};
    case Qt::ForegroundRole:
        if (c == r->deltaColumn && r->verdict != 0)
            return r->verdict < 0 ? QColor(0x2b, 0x8a, 0x3e) : QColor(0xc9, 0x2a, 0x2a);
        return {};
    default:
        return {};
    }
}

QVariant DiffTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= m_headers.size())
        return {};
    return m_headers[section];
}

} // namespace cs::viewers
