#pragma once

#include "core/analysis/explain.h"
#include "core/graph/aotunits.h"
#include "core/ingest/runloader.h"

#include <QAbstractItemModel>

#include <memory>

namespace cs::viewers {

// The compile overview as a tree: rank (only when there are several) → frame → compile id.
// A resume function's frame (torch_dynamo_resume_in_<fn>_at_<line>) sits under the frame
// it continues. A compile that DDPOptimizer split has a row per child graph under it (its
// bucket's parameters and bytes); a child row stands for its compile in refAt/compileAt.
// Rows are immutable snapshots of a LoadedRun; setRun() swaps the whole run.
class CompileTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    // Kernels: the compile's distinct kernels (core/analysis/kernelcounts.h), as `summary` prints
    // them; its launches are in the cell's tooltip and LaunchesRole (a column more would take the
    // names' room, tst_layout).
    enum Column { NameColumn, StatusColumn, TimeColumn, BreaksColumn, KernelsColumn, ColumnCount };
    enum Role { CompileIdRole = Qt::UserRole, LogIndexRole, CompileIndexRole, SortRole, LaunchesRole };

    explicit CompileTreeModel(QObject *parent = nullptr);
    ~CompileTreeModel() override;

    void setRun(std::shared_ptr<const LoadedRun> run);
    const LoadedRun *run() const { return m_run.get(); }
    // The compile behind an index, or nullptr for frame and rank rows.
    const CompileSummary *compileAt(const QModelIndex &index) const;
    CompileRef refAt(const QModelIndex &index) const;
    QModelIndex indexOf(const CompileRef &ref) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Node;
    void rebuild();
    QVariant childData(const Node *n, int col, int role) const;
    std::shared_ptr<const LoadedRun> m_run;
    std::unique_ptr<Node> m_root;
    std::vector<DdpSplit> m_splits; // the splits the child rows show
};

} // namespace cs::viewers
