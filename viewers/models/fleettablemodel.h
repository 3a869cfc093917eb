#pragma once

#include <QAbstractTableModel>
#include <QJsonArray>
#include <QJsonObject>

#include <vector>

namespace cs::viewers {

// One list of the fleet report (core/fleet/fleetreport.h: an array of row objects) as a
// sortable table: each column reads one key of the rows. Text from the store came from trace
// logs (break reasons, file names, guard sources, job names): shown inert (DisplayText).
class FleetTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class Kind {
        Text, // a string from the store
        Count, // an integer
        Seconds, // a time in seconds, shown "%1 s" with 3 decimals like the run's views
        Site, // file:line of a break site (keys "file" and "line")
    };
    struct Column {
        QString key;
        QString header;
        Kind kind = Kind::Text;
        QString toolTip; // the header's
    };
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit FleetTableModel(std::vector<Column> columns, QObject *parent = nullptr);
    void setRows(const QJsonArray &rows);
    QJsonObject rowObject(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // The cell as shown (tests and Copy).
    QString text(int row, int column) const;
    static QString seconds(double s);
    const std::vector<Column> &columns() const { return m_columns; }

private:
    std::vector<Column> m_columns;
    QJsonArray m_rows;
};

} // namespace cs::viewers
