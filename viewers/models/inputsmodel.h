#pragma once

#include "core/ingest/runloader.h"

#include <QAbstractTableModel>

#include <memory>

namespace cs::viewers {

// Every file of the loaded run with its recognised format and what it holds.
class InputsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { FileColumn, FormatColumn, ContentsColumn, ColumnCount };
    enum Role { PathRole = Qt::UserRole };

    explicit InputsModel(QObject *parent = nullptr);
    void setRun(std::shared_ptr<const LoadedRun> run);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString path, format, contents;
    };
    std::shared_ptr<const LoadedRun> m_run;
    QList<Row> m_rows;
};

} // namespace cs::viewers
