#pragma once

#include "core/diff/rundiff.h"

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>
#include <QVariant>

namespace cs::viewers {

// One row of a comparison table: the cells of both runs side by side and the delta, what
// happened to the thing, and which compile pair it belongs to (for the shared selection).
struct DiffRow {
    QStringList cells; // as recorded; shown through DisplayText (escaped, elided)
    QList<QVariant> sort; // per column, when it sorts by something other than the text
    diff::Change change = diff::Change::Unchanged;
    int pair = -1; // index into RunDiff::compiles, -1 when none
    int item = -1; // index into the list the row came from
    QString tip; // plain text; shown escaped
    int deltaColumn = -1; // the column whose text is a time verdict's delta
    int verdict = 0; // -1 faster, +1 slower, 0 no call
};

// The tables of the compare window: rows built from a RunDiff (diffrows.h), coloured by what
// changed (only in A, only in B, changed), deltas by the verdict of their test.
class DiffTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role { ChangeRole = Qt::UserRole, PairRole, ItemRole, SortRole };

    explicit DiffTableModel(QStringList headers, QObject *parent = nullptr);
    void setRows(QList<DiffRow> rows);
    const DiffRow *rowAt(int row) const;
    int firstRowOfPair(int pair) const; // -1 when none
    int rowOfItem(int item) const; // the row made from item `item` of its list, -1 when none

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QColor changeColour(diff::Change c); // background: invalid for unchanged
    static QString plainTip(const QString &text); // untrusted text as a plain tooltip (DisplayText)

private:
    QStringList m_headers;
    QList<DiffRow> m_rows;
};

} // namespace cs::viewers
