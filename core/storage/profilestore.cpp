#include "core/storage/profilestore.h"

#include "core/storage/database.h"

#include <QtEndian>

namespace cs {

using sql::Statement;

namespace {

// Samples as little-endian IEEE doubles, in measurement order.
QByteArray encodeSamples(const std::vector<double> &samples)
{
    QByteArray out(static_cast<qsizetype>(samples.size() * sizeof(double)), Qt::Uninitialized);
    for (size_t i = 0; i < samples.size(); ++i)
        qToLittleEndian(samples[i], out.data() + i * sizeof(double));
    return out;
}

std::vector<double> decodeSamples(const QByteArray &blob)
{
    std::vector<double> out(static_cast<size_t>(blob.size()) / sizeof(double));
    for (size_t i = 0; i < out.size(); ++i)
        out[i] = qFromLittleEndian<double>(blob.constData() + i * sizeof(double));
    return out;
}

} // namespace

Result<std::unique_ptr<ProfileStore>> ProfileStore::open(const QString &path, sql::Access access)
{
    auto db = sql::openDatabase(path, access);
    if (!db)
        return db.error();
    return std::unique_ptr<ProfileStore>(new ProfileStore(std::move(db).value()));
}

Result<int64_t> ProfileStore::machineId(const MachineInfo &m)
{
    return sql::machineRowId(m_db, m);
}

Result<int64_t> ProfileStore::saveRun(const ProfileRun &run)
{
    if (auto s = m_db.execWaiting("BEGIN IMMEDIATE"); !s)
        return s.error();
    auto fail = [this](const QString &what) -> Result<int64_t> {
        Error e = m_db.error(what);
        (void)m_db.exec("ROLLBACK");
        return e;
    };
    const auto machine = machineId(run.machine);
    if (!machine)
        return fail(machine.error().message);
    Statement ins(m_db,
        "INSERT INTO profile_run (started_at, finished_at, machine_id, trace_path, settings, run_identity, label, "
        "stack) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
    ins.bind(1, run.startedAt.toString(Qt::ISODateWithMs))
        .bind(2, run.finishedAt.toString(Qt::ISODateWithMs))
        .bind(3, machine.value())
        .bind(4, run.tracePath)
        .bind(5, run.settings.isEmpty() ? QStringLiteral("{}") : run.settings)
        .bind(6, run.runIdentity)
        .bind(7, run.label)
        .bind(8, run.stack.isEmpty() ? QStringLiteral("{}") : run.stack);
    ins.step();
    if (ins.failed())
        return fail(QStringLiteral("cannot save the profile run"));
    const int64_t runId = m_db.lastInsertId();
    Statement res(m_db,
        "INSERT INTO kernel_result (run_id, kernel, compile_id, kind, config, median_us, min_us, "
        "max_us, spread, repeats, bytes, bandwidth_gbs, registers, spills, shared_mem, plan_id, code_hash, launches) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    Statement samples(m_db, "INSERT INTO kernel_samples (result_id, times_us) VALUES (?, ?)");
    for (const KernelResult &k : run.results) {
        res.reset();
        res.bind(1, runId).bind(2, k.kernel).bind(3, k.compileId).bind(4, k.kind).bind(5, k.config);
        res.bind(6, k.medianUs).bind(7, k.minUs).bind(8, k.maxUs).bind(9, k.spread).bind(10, int64_t(k.repeats));
        res.bind(11, k.bytes).bind(12, k.bandwidthGBs).bind(13, k.registers).bind(14, k.spills).bind(15, k.sharedMem);
        res.bind(16, k.planId).bind(17, k.codeHash).bind(18, k.launches);
        res.step();
        if (res.failed())
            return fail(QStringLiteral("cannot save the result of %1").arg(k.kernel));
        if (k.samplesUs.empty())
            continue;
        samples.reset();
        samples.bind(1, m_db.lastInsertId()).bindBlob(2, encodeSamples(k.samplesUs));
        samples.step();
        if (samples.failed())
            return fail(QStringLiteral("cannot save the samples of %1").arg(k.kernel));
    }
    Statement fl(
        m_db, "INSERT INTO kernel_failure (run_id, kernel, compile_id, reason, plan_id) VALUES (?, ?, ?, ?, ?)");
    for (const KernelFailure &f : run.failures) {
        fl.reset();
        fl.bind(1, runId).bind(2, f.kernel).bind(3, f.compileId).bind(4, f.reason).bind(5, f.planId);
        fl.step();
        if (fl.failed())
            return fail(QStringLiteral("cannot save the failure of %1").arg(f.kernel));
    }
    if (auto s = m_db.exec("COMMIT"); !s)
        return fail(s.error().message);
    return runId;
}

Result<std::vector<ProfileRun>> ProfileStore::runs()
{
    Statement q(m_db,
        "SELECT r.id, r.started_at, r.finished_at, r.trace_path, r.settings, m.hostname, m.cpu, m.gpu, "
        "m.driver, m.cuda, m.torch, m.triton, r.run_identity, r.label, r.stack FROM profile_run r "
        "JOIN machine m ON m.id = r.machine_id ORDER BY r.started_at DESC, r.id DESC");
    std::vector<ProfileRun> out;
    while (q.step()) {
        ProfileRun r;
        r.id = q.int64(0);
        r.startedAt = QDateTime::fromString(q.text(1), Qt::ISODateWithMs);
        r.finishedAt = QDateTime::fromString(q.text(2), Qt::ISODateWithMs);
        r.tracePath = q.text(3);
        r.settings = q.text(4);
        r.machine = { q.text(5), q.text(6), q.text(7), q.text(8), q.text(9), q.text(10), q.text(11) };
        r.runIdentity = q.text(12);
        r.label = q.text(13);
        r.stack = q.text(14);
        out.push_back(std::move(r));
    }
    if (q.failed())
        return m_db.error(QStringLiteral("cannot list profile runs"));
    return out;
}

Result<ProfileRun> ProfileStore::run(int64_t id)
{
    auto all = runs();
    if (!all)
        return all.error();
    auto it = std::find_if(all->begin(), all->end(), [id](const ProfileRun &r) { return r.id == id; });
    if (it == all->end())
        return Error { QStringLiteral("no profile run %1").arg(id), m_db.path() };
    ProfileRun r = std::move(*it);
    Statement q(m_db,
        "SELECT k.kernel, k.compile_id, k.kind, k.config, k.median_us, k.min_us, k.max_us, k.spread, k.repeats, "
        "k.bytes, k.bandwidth_gbs, k.registers, k.spills, k.shared_mem, k.plan_id, k.code_hash, k.launches, "
        "s.times_us FROM kernel_result k LEFT JOIN kernel_samples s ON s.result_id = k.id WHERE k.run_id = ? "
        "ORDER BY k.id");
    q.bind(1, id);
    while (q.step()) {
        KernelResult k;
        k.kernel = q.text(0);
        k.compileId = q.text(1);
        k.kind = q.text(2);
        k.config = q.text(3);
        k.medianUs = q.real(4);
        k.minUs = q.real(5);
        k.maxUs = q.real(6);
        k.spread = q.real(7);
        k.repeats = static_cast<int>(q.int64(8));
        if (!q.isNull(9))
            k.bytes = q.int64(9);
        if (!q.isNull(10))
            k.bandwidthGBs = q.real(10);
        if (!q.isNull(11))
            k.registers = static_cast<int>(q.int64(11));
        if (!q.isNull(12))
            k.spills = static_cast<int>(q.int64(12));
        if (!q.isNull(13))
            k.sharedMem = static_cast<int>(q.int64(13));
        k.planId = q.text(14);
        k.codeHash = q.text(15);
        if (!q.isNull(16))
            k.launches = static_cast<int>(q.int64(16));
        k.samplesUs = decodeSamples(q.blob(17));
        r.results.push_back(std::move(k));
    }
    int version = 0; // a schema-3 file opened read-only has no failure plan ids
    if (Statement v(m_db, "PRAGMA user_version"); v.step())
        version = static_cast<int>(v.int64(0));
    Statement f(m_db,
        version >= 4 ? "SELECT kernel, compile_id, reason, plan_id FROM kernel_failure WHERE run_id = ? ORDER BY id"
                     : "SELECT kernel, compile_id, reason, '' FROM kernel_failure WHERE run_id = ? ORDER BY id");
    f.bind(1, id);
    while (f.step())
        r.failures.push_back({ f.text(0), f.text(1), f.text(2), f.text(3) });
    if (q.failed() || f.failed())
        return m_db.error(QStringLiteral("cannot read profile run %1").arg(id));
    return r;
}

Result<std::vector<ProfileRun>> ProfileStore::runsOf(const QString &identity, const QString &tracePath)
{
    auto all = runs();
    if (!all)
        return all.error();
    std::vector<ProfileRun> out;
    for (ProfileRun &r : all.value())
        if ((!identity.isEmpty() && r.runIdentity == identity)
            || (!tracePath.isEmpty() && r.tracePath == tracePath && r.runIdentity.isEmpty()))
            out.push_back(std::move(r));
    return out;
}

Result<std::vector<ProfileStore::HistoryPoint>> ProfileStore::history(
    const QString &kernel, const QString &compileId, const QString &config, const QString &planId)
{
    Statement q(m_db,
        "SELECT r.id, r.started_at, m.gpu, k.median_us, k.min_us FROM kernel_result k "
        "JOIN profile_run r ON r.id = k.run_id JOIN machine m ON m.id = r.machine_id "
        "WHERE k.kernel = ? AND (? = '' OR k.compile_id = ?) AND (? = '' OR k.config = ?) "
        "AND (? = '' OR k.plan_id = '' OR k.plan_id = ?) ORDER BY r.started_at, r.id");
    q.bind(1, kernel)
        .bind(2, compileId)
        .bind(3, compileId)
        .bind(4, config)
        .bind(5, config)
        .bind(6, planId)
        .bind(7, planId);
    std::vector<HistoryPoint> out;
    while (q.step())
        out.push_back(
            { q.int64(0), QDateTime::fromString(q.text(1), Qt::ISODateWithMs), q.text(2), q.real(3), q.real(4) });
    if (q.failed())
        return m_db.error(QStringLiteral("cannot read the history of %1").arg(kernel));
    return out;
}

} // namespace cs
