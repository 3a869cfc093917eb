#pragma once

#include "core/model/profile.h"
#include "core/storage/database.h"
#include "core/storage/sqlite.h"
#include "core/util/result.h"

#include <memory>
#include <vector>

namespace cs {

// Profile results in SQLite: the memory of every profile run (DESIGN.md). WAL mode, so
// readers never block the profiler; each run is saved in one transaction, so a crash loses
// at most the run in flight. One owner thread per store.
class ProfileStore {
public:
    // Read-only unless a command saves (sql::Access, core/storage/database.h).
    static Result<std::unique_ptr<ProfileStore>> open(const QString &path, sql::Access access = sql::Access::ReadOnly);

    Result<int64_t> saveRun(const ProfileRun &run);
    Result<std::vector<ProfileRun>> runs(); // without results, newest first
    Result<ProfileRun> run(int64_t id); // with results, their samples, and failures
    // Profile runs (without results) of the run with this identity, newest first; runs saved
    // before schema 2 (no identity) match by the trace path they were measured from.
    Result<std::vector<ProfileRun>> runsOf(const QString &identity, const QString &tracePath = {});
    struct HistoryPoint {
        int64_t runId;
        QDateTime startedAt;
        QString gpu;
        double medianUs;
        double minUs;
    };
    // A kernel's results across runs; narrowed to one compile id, one launch config and one plan
    // id when given (kernel names repeat across graphs, and autotune candidates share a name);
    // results saved before plan ids (schema 2) match any plan id.
    Result<std::vector<HistoryPoint>> history(
        const QString &kernel, const QString &compileId = {}, const QString &config = {}, const QString &planId = {});

private:
    explicit ProfileStore(sql::Connection db)
        : m_db(std::move(db))
    {
    }
    Result<int64_t> machineId(const MachineInfo &m);
    sql::Connection m_db;
};

} // namespace cs
