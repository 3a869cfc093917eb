#pragma once

#include "core/analysis/explain.h"
#include "core/ingest/runloader.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace cs::viewers {

// What PyTorch said in its TORCH_LOGS text beyond graph breaks and recompiles: rejected
// max-autotune candidates (error lines with their traceback), perf hints, and the other
// errors and warnings, most severe first.
class MessagesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { LevelColumn, KindColumn, CompileColumn, MessageColumn, SourceColumn, ColumnCount };
    enum Role { LogRole = Qt::UserRole, CompileRole, SortRole };
    enum class Kind { AutotuneError, Error, Warning, PerfHint };
    struct Row {
        Kind kind;
        const TextLog *log;
        const LogMessage *message;
        CompileRef ref;
    };

    explicit MessagesModel(QObject *parent = nullptr);
    void setRun(std::shared_ptr<const LoadedRun> run);
    const Row *rowAt(const QModelIndex &index) const;
    QModelIndex indexOf(const CompileRef &ref) const;
    int count(Kind kind) const;
    // Every message of the run's TORCH_LOGS text (summary's "messages"), of which the rows are the
    // errors, warnings and perf hints.
    int logMessages() const { return m_logMessages; }
    static QString kindName(Kind kind);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const LoadedRun> m_run;
    std::vector<Row> m_rows;
    int m_logMessages = 0;
};

} // namespace cs::viewers
