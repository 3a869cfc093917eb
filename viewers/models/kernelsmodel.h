#pragma once

#include "core/model/profile.h"
#include "core/profiling/kernelplan.h"
#include "core/profiling/roofline.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QSortFilterProxyModel>

namespace cs::viewers {

// Every kernel of a run (its plan) beside its latest measurement: minimum and median time,
// share of the measured total, bandwidth, spread, registers, or why it was not measured; for
// Triton kernels which autotune variant the row is. One row per distinct launch plan.
// Times: the minimum is the statistic Inductor's own benchmark reports (`output_code.py -k`:
// the fastest of its CUDA-event-timed launches); the median is the typical launch.
class KernelsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        KernelColumn,
        CompileColumn,
        GraphColumn,
        KindColumn,
        VariantColumn,
        MinColumn,
        MedianColumn,
        InductorColumn,
        ShareColumn,
        BandwidthColumn,
        RoofColumn, // % of the roof that bounds it (roofline.h)
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
    // `triton_poi_fused_add_14` → digits padded, so that `_2` sorts before `_14`.
    static QString naturalKey(const QString &name);
    static QString variantText(const KernelPlan &p);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    static QString keyOf(const QString &compileId, const QString &kernel, const QString &config);
    QVariant display(const KernelPlan &p, const KernelResult *r, const QString *failure, int column, bool sort) const;
    QString variantToolTip(const KernelPlan &p) const;
    void link();
    QList<KernelPlan> m_plans;
    struct Row { // by row of m_plans
        QString nameKey, compileKey; // naturalKey()s, to sort by
        const KernelResult *result = nullptr; // in m_results
        const QString *failure = nullptr; // in m_failures
        double roof = -1, sortKey = -1; // floor / median against the GPU's roofs (roofline.h); -1: not placed
        QString bound; // memory, compute, latency
    };
    QList<Row> m_rows;
    // By plan id where a measurement carries one (every profile since schema 2: two kernels of
    // one name in two graphs of a compile are two rows, each with its own time), else by keyOf.
    QHash<QString, KernelResult> m_results;
    QHash<QString, QString> m_failures; // kernel key (no config) → reason
    double m_totalUs = 0; // medians of the kernels the run used (no candidates, no whole packages)
    GpuPeaks m_peaks; // of the profile shown
};

// The rows shown: one compile id's kernels (also those it shares with another compile), and
// autotune candidates only when asked for.
class KernelsFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit KernelsFilter(QObject *parent = nullptr);
    void setCompile(const QString &compileId);
    void setShowCandidates(bool show);
    bool showsCandidates() const { return m_candidates; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_compile;
    bool m_candidates = false;
};

} // namespace cs::viewers
