#include "core/ab/abstore.h"

#include "core/ab/abjson.h"
#include "core/ab/abreport.h"
#include "core/storage/database.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace cs {

using sql::Statement;

namespace {

std::optional<double> finite(double v, bool present = true)
{
    return present && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

QString settingsJson(const ab::AbSettings &s)
{
    const QJsonObject o { { QStringLiteral("modes"), QJsonArray::fromStringList(s.modes) },
        { QStringLiteral("processes"), s.processes }, { QStringLiteral("warmup"), s.warmup },
        { QStringLiteral("parity_calls"), s.parityCalls }, { QStringLiteral("cache"), s.cache },
        { QStringLiteral("timeout_s"), s.timeoutS }, { QStringLiteral("min_effect"), s.minEffect } };
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

MachineInfo machineOf(const ab::AbResult &r)
{
    MachineInfo m;
    m.hostname = r.runs.machine.hostname;
    m.cpu = r.runs.machine.cpuModel;
    m.gpu = r.stack.gpus.join(QStringLiteral(", "));
    m.driver = r.runs.machine.driver;
    m.cuda = r.stack.cuda;
    m.torch = r.stack.torch;
    m.triton = r.stack.triton;
    return m;
}

std::optional<double> column(const Statement &q, int c)
{
    return q.isNull(c) ? std::nullopt : std::optional<double>(q.real(c));
}

void bindOpt(Statement &s, int i, std::optional<double> v)
{
    if (v)
        s.bind(i, *v);
    else
        s.bindNull(i);
}

} // namespace

Result<std::unique_ptr<AbStore>> AbStore::open(const QString &path, sql::Access access)
{
    auto db = sql::openDatabase(path, access);
    if (!db)
        return db.error();
    return std::unique_ptr<AbStore>(new AbStore(std::move(db).value()));
}

Result<int64_t> AbStore::saveRun(const ab::AbResult &r)
{
    if (auto s = m_db.exec("BEGIN IMMEDIATE"); !s)
        return s.error();
    auto fail = [this](const QString &what) -> Result<int64_t> {
        Error e = m_db.error(what);
        (void)m_db.exec("ROLLBACK");
        return e;
    };
    const auto machine = sql::machineRowId(m_db, machineOf(r));
    if (!machine)
        return fail(machine.error().message);
    // The same A/B (its folder and its start) analysed again replaces its own row: `ab --analyse`
    // re-run on a folder updates the result instead of adding the run a second time.
    // The folder's canonical path is its identity: the same folder through a symlink is one A/B.
    const QString canonical = QFileInfo(r.runs.outDir).canonicalFilePath();
    const QString outDir = canonical.isEmpty() ? r.runs.outDir : canonical;
    int64_t existing = 0;
    if (!outDir.isEmpty()) {
        Statement find(m_db, "SELECT id FROM ab_run WHERE out_dir = ? AND started_at = ? ORDER BY id LIMIT 1");
        find.bind(1, outDir).bind(2, r.runs.start.toString(Qt::ISODateWithMs));
        if (find.step())
            existing = find.int64(0);
        if (find.failed())
            return fail(QStringLiteral("cannot look up the A/B run"));
    }
    if (existing) {
        for (const char *sql : { "DELETE FROM ab_result WHERE run_id = ?", "DELETE FROM ab_mode WHERE run_id = ?" }) {
            Statement del(m_db, sql);
            del.bind(1, existing);
            del.step();
            if (del.failed())
                return fail(QStringLiteral("cannot replace the A/B run"));
        }
    }
    Statement run(m_db,
        existing ? "UPDATE ab_run SET started_at = ?, finished_at = ?, machine_id = ?, command = ?, working_dir = ?, "
                   "out_dir = ?, settings = ?, outcome = ?, gate_tripped = ?, python = ?, result_json = ? WHERE id = ?"
                 : "INSERT INTO ab_run (started_at, finished_at, machine_id, command, working_dir, out_dir, settings, "
                   "outcome, gate_tripped, python, result_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    run.bind(1, r.runs.start.toString(Qt::ISODateWithMs))
        .bind(2, r.runs.end.toString(Qt::ISODateWithMs))
        .bind(3, machine.value())
        .bind(4, r.runs.command.join(QLatin1Char(' ')))
        .bind(5, r.runs.workingDir)
        .bind(6, outDir)
        .bind(7, settingsJson(r.runs.settings))
        .bind(8, r.outcome)
        .bind(9, int64_t(r.gateTripped ? 1 : 0))
        .bind(10, r.stack.python)
        .bind(11, QString::fromUtf8(ab::abJson(r, false)));
    if (existing)
        run.bind(12, existing);
    run.step();
    if (run.failed())
        return fail(QStringLiteral("cannot save the A/B run"));
    const int64_t id = existing ? existing : m_db.lastInsertId();
    Statement mode(m_db,
        "INSERT INTO ab_mode (run_id, mode, available, reason, processes, succeeded, failed, stderr_tail, "
        "peak_rss_bytes, peak_gpu_allocated_bytes, peak_gpu_reserved_bytes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    for (const ab::ModeSummary &m : r.modes) {
        mode.reset();
        mode.bind(1, id)
            .bind(2, m.mode)
            .bind(3, int64_t(m.available ? 1 : 0))
            .bind(4, m.reason)
            .bind(5, int64_t(m.runs))
            .bind(6, int64_t(m.succeeded))
            .bind(7, int64_t(m.failed))
            .bind(8, m.stderrTail)
            .bind(9, m.peakRss)
            .bind(10, m.peakGpuAllocated)
            .bind(11, m.peakGpuReserved);
        mode.step();
        if (mode.failed())
            return fail(QStringLiteral("cannot save the A/B modes"));
    }
    Statement res(m_db,
        "INSERT INTO ab_result (run_id, region, name, mode, status, metric, steady_n, median_ms, ci_low_ms, "
        "ci_high_ms, "
        "warmup_calls, warmup_ms, compile_ms, time_to_steady_s, speedup, speedup_low, speedup_high, break_even, "
        "break_even_low, break_even_high, recompiles, parity_checked, parity_failed, parity_max_abs, parity_max_rel, "
        "verdict, verdict_text) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
        "?)");
    for (const ab::RegionResult &g : r.regions)
        for (const ab::ModeResult &m : g.modes) {
            const bool measured = m.measured() && m.steady.n > 0;
            const bool speed = m.speedup && m.speedup->estimate > 0;
            int warm = 0;
            for (int w : m.warmupCalls)
                warm = std::max(warm, w);
            res.reset();
            res.bind(1, id).bind(2, g.key).bind(3, g.name).bind(4, m.mode).bind(5, m.status);
            res.bind(6, m.metric == ab::Metric::Gpu ? QStringLiteral("gpu") : QStringLiteral("wall"));
            res.bind(7, int64_t(m.steady.n));
            bindOpt(res, 8, finite(m.steady.median, measured));
            bindOpt(res, 9, finite(m.medianCi.low, measured && m.medianCi.valid));
            bindOpt(res, 10, finite(m.medianCi.high, measured && m.medianCi.valid));
            if (m.measured())
                res.bind(11, int64_t(warm));
            else
                res.bindNull(11);
            bindOpt(res, 12, finite(m.warmupMs, m.measured()));
            bindOpt(res, 13, finite(m.compileMs, m.measured()));
            bindOpt(res, 14, finite(m.timeToSteadyS, m.measured()));
            bindOpt(res, 15, finite(speed ? m.speedup->estimate : 0, speed));
            bindOpt(res, 16, finite(speed ? m.speedup->interval.low : 0, speed && m.speedup->interval.valid));
            bindOpt(res, 17, finite(speed ? m.speedup->interval.high : 0, speed && m.speedup->interval.valid));
            bindOpt(res, 18, finite(m.breakEvenCalls.estimate, m.breakEvenCalls.valid));
            bindOpt(res, 19, finite(m.breakEvenCalls.low, m.breakEvenCalls.valid));
            bindOpt(res, 20, finite(m.breakEvenCalls.high, m.breakEvenCalls.valid));
            res.bind(21, int64_t(m.recompiles)).bind(22, int64_t(m.parityChecked)).bind(23, int64_t(m.parityFailed));
            bindOpt(res, 24, m.parityMaxAbs);
            bindOpt(res, 25, m.parityMaxRel);
            res.bind(26, m.verdict).bind(27, ab::verdictText(m, false));
            res.step();
            if (res.failed())
                return fail(QStringLiteral("cannot save the A/B results"));
        }
    if (auto s = m_db.exec("COMMIT"); !s)
        return fail(s.error().message);
    return id;
}

Result<std::vector<AbStore::RunRow>> AbStore::runs()
{
    Statement q(m_db,
        "SELECT r.id, r.started_at, r.command, r.out_dir, r.outcome, m.torch, m.gpu, r.gate_tripped, "
        "(SELECT count(DISTINCT region) FROM ab_result WHERE run_id = r.id) "
        "FROM ab_run r JOIN machine m ON m.id = r.machine_id ORDER BY r.id DESC");
    std::vector<RunRow> out;
    while (q.step())
        out.push_back({ q.int64(0), QDateTime::fromString(q.text(1), Qt::ISODateWithMs), q.text(2), q.text(3),
            q.text(4), q.text(5), q.text(6), q.int64(7) != 0, static_cast<int>(q.int64(8)) });
    if (q.failed())
        return m_db.error(QStringLiteral("cannot list the A/B runs"));
    return out;
}

namespace {

constexpr const char *ResultColumns
    = "SELECT x.run_id, r.started_at, x.region, x.name, x.mode, x.status, x.metric, x.verdict, x.verdict_text, "
      "x.steady_n, x.recompiles, x.parity_checked, x.parity_failed, x.median_ms, x.ci_low_ms, x.ci_high_ms, x.speedup, "
      "x.speedup_low, x.speedup_high, x.break_even FROM ab_result x JOIN ab_run r ON r.id = x.run_id ";

AbStore::ResultRow resultRow(const Statement &q)
{
    AbStore::ResultRow row;
    row.runId = q.int64(0);
    row.startedAt = QDateTime::fromString(q.text(1), Qt::ISODateWithMs);
    row.region = q.text(2);
    row.name = q.text(3);
    row.mode = q.text(4);
    row.status = q.text(5);
    row.metric = q.text(6);
    row.verdict = q.text(7);
    row.verdictText = q.text(8);
    row.steadyN = static_cast<int>(q.int64(9));
    row.recompiles = static_cast<int>(q.int64(10));
    row.parityChecked = static_cast<int>(q.int64(11));
    row.parityFailed = static_cast<int>(q.int64(12));
    row.medianMs = column(q, 13);
    row.ciLowMs = column(q, 14);
    row.ciHighMs = column(q, 15);
    row.speedup = column(q, 16);
    row.speedupLow = column(q, 17);
    row.speedupHigh = column(q, 18);
    row.breakEven = column(q, 19);
    return row;
}

} // namespace

Result<std::vector<AbStore::ResultRow>> AbStore::results(int64_t runId)
{
    const QByteArray sql = QByteArray(ResultColumns) + "WHERE x.run_id = ? ORDER BY x.id";
    Statement q(m_db, sql.constData());
    q.bind(1, runId);
    std::vector<ResultRow> out;
    while (q.step())
        out.push_back(resultRow(q));
    if (q.failed())
        return m_db.error(QStringLiteral("cannot read the A/B results"));
    return out;
}

Result<std::vector<AbStore::ResultRow>> AbStore::history(const QString &region, const QString &mode)
{
    const QByteArray sql = QByteArray(ResultColumns) + "WHERE x.region = ? AND x.mode = ? ORDER BY x.run_id";
    Statement q(m_db, sql.constData());
    q.bind(1, region).bind(2, mode);
    std::vector<ResultRow> out;
    while (q.step())
        out.push_back(resultRow(q));
    if (q.failed())
        return m_db.error(QStringLiteral("cannot read the history"));
    return out;
}

Result<QByteArray> AbStore::resultJson(int64_t runId)
{
    Statement q(m_db, "SELECT result_json FROM ab_run WHERE id = ?");
    q.bind(1, runId);
    if (!q.step())
        return Error { QStringLiteral("no A/B run %1").arg(runId), m_db.path() };
    return q.text(0).toUtf8();
}

} // namespace cs
