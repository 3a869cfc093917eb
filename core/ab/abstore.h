#pragma once

#include "core/ab/abresult.h"
#include "core/storage/database.h"
#include "core/storage/sqlite.h"
#include "core/util/result.h"

#include <QDateTime>

#include <memory>
#include <optional>
#include <vector>

namespace cs {

// A/B results in the CompileScope database (abschema.h), so runs accumulate: each
// `compilescope ab` is one ab_run with its modes and one ab_result row per region and mode,
// saved in one transaction. One owner thread per store.
class AbStore {
public:
    // Read-only unless a command saves (sql::Access, core/storage/database.h).
    static Result<std::unique_ptr<AbStore>> open(const QString &path, sql::Access access = sql::Access::ReadOnly);

    Result<int64_t> saveRun(const ab::AbResult &result);

    struct RunRow {
        int64_t id = 0;
        QDateTime startedAt;
        QString command, outDir, outcome, torch, gpu;
        bool gateTripped = false;
        int regions = 0;
    };
    Result<std::vector<RunRow>> runs(); // newest first

    struct ResultRow {
        int64_t runId = 0;
        QDateTime startedAt;
        QString region, name, mode, status, metric, verdict, verdictText;
        int steadyN = 0, recompiles = 0, parityChecked = 0, parityFailed = 0;
        std::optional<double> medianMs, ciLowMs, ciHighMs, speedup, speedupLow, speedupHigh, breakEven;
    };
    Result<std::vector<ResultRow>> results(int64_t runId);
    // One region in one mode across every stored run, oldest first.
    Result<std::vector<ResultRow>> history(const QString &region, const QString &mode);
    // The stored result of a run (schema compilescope.ab/1, without per-call series).
    Result<QByteArray> resultJson(int64_t runId);

private:
    explicit AbStore(sql::Connection db)
        : m_db(std::move(db))
    {
    }
    sql::Connection m_db;
};

} // namespace cs
