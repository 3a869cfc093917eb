#pragma once

#include "core/ab/abresult.h"

#include <QAbstractTableModel>

#include <memory>

namespace cs::viewers {

// The A/B table: one row per compiled region and mode, with the steady-state median and its
// 95% interval, the speedup over eager and its interval, warm-up, compile time, break-even,
// recompiles, parity, peak memory against eager and the verdict in words. Every string from the
// user's program (region names, failures) is shown as plain text.
class AbResultsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        RegionColumn,
        ModeColumn,
        MedianColumn,
        IntervalColumn,
        SpeedupColumn,
        WarmupColumn,
        CompileColumn,
        BreakEvenColumn,
        RecompilesColumn,
        ParityColumn,
        MemoryColumn,
        VerdictColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole, // numbers as numbers
        VerdictRole, // the verdict code: pays_off, slower, ...
        RegionRole, // index into AbResult::regions
    };

    explicit AbResultsModel(QObject *parent = nullptr);
    void setResult(std::shared_ptr<const ab::AbResult> result);
    const ab::AbResult *result() const { return m_result.get(); }
    const ab::RegionResult *regionAt(const QModelIndex &index) const;
    const ab::ModeResult *modeAt(const QModelIndex &index) const;
    QModelIndex indexOf(int region, const QString &mode) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const ab::RegionResult &g, const ab::ModeResult &m, int column) const;
    QVariant sortValue(const ab::ModeResult &m, int column) const;
    std::shared_ptr<const ab::AbResult> m_result;
    struct Row {
        int region, mode;
    };
    QList<Row> m_rows;
};

} // namespace cs::viewers
