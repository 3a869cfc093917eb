#pragma once

#include "core/model/profile.h"
#include "core/profiling/kernelplan.h"

#include <QAbstractTableModel>
#include <QHash>

namespace cs::viewers {

// Every kernel of a run (its plan) beside its latest measurement: time, share of the
// measured total, bandwidth, spread, registers, or why it was not measured.
class KernelsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        KernelColumn,
        CompileColumn,
        KindColumn,
        MedianColumn,
        ShareColumn,
        BandwidthColumn,
        SpreadColumn,
        RegistersColumn,
        ConfigColumn,
        StatusColumn,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole, CompileIdRole };

    explicit KernelsModel(QObject *parent = nullptr);
    void setPlans(const QList<KernelPlan> &plans);
    void setResults(const ProfileRun &run); // replaces the measurements shown
    const QList<KernelPlan> &plans() const { return m_plans; }
    const KernelPlan *planAt(const QModelIndex &index) const;
    const KernelResult *resultAt(const QModelIndex &index) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    static QString keyOf(const QString &compileId, const QString &kernel, const QString &config);
    QList<KernelPlan> m_plans;
    QHash<QString, KernelResult> m_results; // by keyOf
    QHash<QString, QString> m_failures; // kernel key (no config) → reason
    double m_totalUs = 0;
};

} // namespace cs::viewers
