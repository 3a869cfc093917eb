#include "core/fleet/fleetstore.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <sqlite3.h>

#include <algorithm>
#include <array>

#include <sys/stat.h>

namespace cs::fleet {
namespace {

constexpr qint64 SampleBytes = 64 * 1024;

// Index i takes the store from version i to i+1. Append only.
constexpr std::array<const char *, FleetStore::SchemaVersion> Migrations = {
    R"sql(
    CREATE TABLE fleet_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    INSERT INTO fleet_meta VALUES ('schema', 'compilescope.fleet_store');
    CREATE TABLE jobs (
        id   INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE
    );
    CREATE TABLE logs (
        id               INTEGER PRIMARY KEY,
        path             TEXT NOT NULL UNIQUE,
        size             INTEGER NOT NULL,
        mtime_ms         INTEGER NOT NULL,
        checksum         TEXT NOT NULL,
        status           TEXT NOT NULL,
        error            TEXT,
        job_id           INTEGER NOT NULL REFERENCES jobs(id),
        rank             INTEGER,
        torch            TEXT,
        triton           TEXT,
        cuda             TEXT,
        python           TEXT,
        start_us         REAL,
        records          INTEGER,
        compiles         INTEGER NOT NULL DEFAULT 0,
        graph_breaks     INTEGER NOT NULL DEFAULT 0,
        recompiles       INTEGER NOT NULL DEFAULT 0,
        failures         INTEGER NOT NULL DEFAULT 0,
        compile_time_s   REAL NOT NULL DEFAULT 0,
        dynamo_s         REAL NOT NULL DEFAULT 0,
        aot_autograd_s   REAL NOT NULL DEFAULT 0,
        inductor_s       REAL NOT NULL DEFAULT 0,
        code_gen_s       REAL NOT NULL DEFAULT 0,
        backward_s       REAL NOT NULL DEFAULT 0,
        distinct_kernels INTEGER NOT NULL DEFAULT 0,
        launches         INTEGER NOT NULL DEFAULT 0,
        manifest         TEXT,
        facts_ms         REAL,
        indexed_at       TEXT NOT NULL
    );
    CREATE INDEX logs_by_job ON logs(job_id);
    CREATE INDEX logs_by_torch ON logs(torch);
    CREATE TABLE compiles (
        log_id           INTEGER NOT NULL REFERENCES logs(id) ON DELETE CASCADE,
        compile_id       TEXT NOT NULL,
        function         TEXT,
        file             TEXT,
        line             INTEGER,
        status           TEXT NOT NULL,
        attempts         INTEGER NOT NULL,
        recompile        INTEGER NOT NULL,
        fail_type        TEXT,
        graph_breaks     INTEGER NOT NULL,
        compile_time_s   REAL,
        dynamo_s         REAL,
        aot_autograd_s   REAL,
        inductor_s       REAL,
        code_gen_s       REAL,
        triton_s         REAL,
        backward_s       REAL,
        start_us         REAL,
        distinct_kernels INTEGER NOT NULL,
        launches         INTEGER NOT NULL
    );
    CREATE INDEX compiles_by_log ON compiles(log_id);
    CREATE TABLE sites (
        id     INTEGER PRIMARY KEY,
        reason TEXT NOT NULL,
        file   TEXT NOT NULL,
        line   INTEGER NOT NULL,
        UNIQUE (file, line, reason)
    );
    CREATE TABLE break_sites (
        log_id     INTEGER NOT NULL REFERENCES logs(id) ON DELETE CASCADE,
        site_id    INTEGER NOT NULL REFERENCES sites(id),
        job_id     INTEGER NOT NULL REFERENCES jobs(id),
        count      INTEGER NOT NULL,
        added_s    REAL NOT NULL,
        involved_s REAL NOT NULL,
        library    TEXT
    );
    CREATE INDEX break_sites_by_log ON break_sites(log_id);
    CREATE INDEX break_sites_by_site ON break_sites(site_id, job_id, count, added_s, involved_s);
    CREATE TABLE causes (
        id       INTEGER PRIMARY KEY,
        category TEXT NOT NULL,
        source   TEXT NOT NULL,
        UNIQUE (category, source)
    );
    CREATE TABLE recompile_causes (
        log_id         INTEGER NOT NULL REFERENCES logs(id) ON DELETE CASCADE,
        cause_id       INTEGER NOT NULL REFERENCES causes(id),
        job_id         INTEGER NOT NULL REFERENCES jobs(id),
        function       TEXT,
        count          INTEGER NOT NULL,
        compile_time_s REAL NOT NULL,
        limit_hit      INTEGER NOT NULL
    );
    CREATE INDEX recompile_causes_by_log ON recompile_causes(log_id);
    CREATE INDEX recompile_causes_by_cause ON recompile_causes(cause_id, job_id, count, compile_time_s, limit_hit);
    CREATE TABLE failures (
        log_id     INTEGER NOT NULL REFERENCES logs(id) ON DELETE CASCADE,
        compile_id TEXT NOT NULL,
        function   TEXT,
        fail_type  TEXT,
        reason     TEXT,
        file       TEXT,
        line       INTEGER,
        limit_hit  INTEGER NOT NULL
    );
    CREATE INDEX failures_by_log ON failures(log_id);
    CREATE TABLE cache (
        log_id           INTEGER PRIMARY KEY REFERENCES logs(id) ON DELETE CASCADE,
        fx_graph_hit     INTEGER NOT NULL,
        fx_graph_miss    INTEGER NOT NULL,
        aotautograd_hit  INTEGER NOT NULL,
        aotautograd_miss INTEGER NOT NULL,
        bypass           INTEGER NOT NULL
    );
    )sql",
};

sql::Statement &bindValue(sql::Statement &s, int index, const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Bool:
        return s.bind(index, static_cast<int64_t>(v.toBool()));
    case QJsonValue::Double: {
        const double d = v.toDouble();
        if (std::abs(d) < 9e15 && d == static_cast<double>(static_cast<int64_t>(d))) // range first: no UB
            return s.bind(index, static_cast<int64_t>(d));
        return s.bind(index, d);
    }
    case QJsonValue::String:
        return s.bind(index, v.toString());
    default:
        return s.bindNull(index);
    }
}

// Runs `sql` once with `values` bound in order.
Status insert(sql::Connection &db, const char *sqlText, const QList<QJsonValue> &values)
{
    sql::Statement s(db, sqlText);
    if (!s.prepared())
        return db.error(QStringLiteral("cannot prepare a fleet store statement"));
    int i = 1;
    for (const QJsonValue &v : values)
        bindValue(s, i++, v);
    s.step();
    if (s.failed())
        return db.error(QStringLiteral("cannot write to the fleet store"));
    return Ok {};
}

// What the database is (a profile database has a schema version too) and its version.
Result<int> schemaVersion(sql::Connection &db)
{
    int version = 0;
    {
        sql::Statement q(db, "PRAGMA user_version");
        if (!q.step())
            return db.error(QStringLiteral("cannot read the fleet store's schema version"));
        version = static_cast<int>(q.int64(0));
    }
    if (version > 0) {
        sql::Statement q(db, "SELECT value FROM fleet_meta WHERE key = 'schema'");
        if (!q.step() || q.text(0) != QLatin1String("compilescope.fleet_store"))
            return Error { QStringLiteral("not a CompileScope fleet store (a SQLite database of another kind)"),
                db.path() };
    }
    if (version > FleetStore::SchemaVersion)
        return Error { QStringLiteral("this fleet store was written by a newer CompileScope (schema %1; this version "
                                      "reads up to %2)")
                           .arg(version)
                           .arg(FleetStore::SchemaVersion),
            db.path() };
    if (version == 0) {
        sql::Statement q(db, "SELECT count(*) FROM sqlite_master");
        if (q.step() && q.int64(0) > 0)
            return Error { QStringLiteral("a SQLite database of another program, not a fleet store"), db.path() };
    }
    return version;
}

Status migrate(sql::Connection &db, bool readOnly)
{
    // One snapshot for the version and the tables (another indexer may make the schema between
    // two reads of a store that is new).
    if (auto s = db.execWaiting("BEGIN"); !s)
        return s;
    auto version = schemaVersion(db);
    (void)db.exec("COMMIT");
    if (!version)
        return version.error();
    if (version.value() == FleetStore::SchemaVersion)
        return Ok {};
    if (readOnly)
        return Error { QStringLiteral("the fleet store is empty or older: run `compilescope fleet index` on it"),
            db.path() };
    // Two first `fleet index` runs on a new store race here: the write lock first, then the
    // version again (the other may have created the schema while this one waited for it).
    if (auto s = db.execWaiting("BEGIN IMMEDIATE"); !s)
        return s;
    version = schemaVersion(db);
    if (!version) {
        (void)db.exec("ROLLBACK");
        return version.error();
    }
    for (int v = version.value(); v < FleetStore::SchemaVersion; ++v) {
        auto s = db.exec(Migrations[static_cast<size_t>(v)]);
        if (s)
            s = db.exec((QByteArrayLiteral("PRAGMA user_version = ") + QByteArray::number(v + 1)).constData());
        if (!s) {
            (void)db.exec("ROLLBACK");
            return s;
        }
    }
    return db.exec("COMMIT");
}

// Each file of the store that exists is a regular file (links followed), and fleet.sqlite, when
// it has bytes, starts as every SQLite database does.
Status checkStoreFiles(const QString &dir)
{
    for (const QString &file : FleetStore::files(dir)) {
        const QByteArray native = QFile::encodeName(file);
        struct stat st { };
        if (::stat(native.constData(), &st) != 0)
            continue;
        if (!S_ISREG(st.st_mode))
            return Error { S_ISFIFO(st.st_mode)
                    ? QStringLiteral("a FIFO (named pipe), not a fleet store's file: not opened")
                    : QStringLiteral("not a regular file: not a fleet store's file, not opened"),
                file };
    }
    QFile db(FleetStore::databasePath(dir));
    if (db.size() == 0 || !db.open(QIODevice::ReadOnly))
        return Ok {}; // a new store, or one SQLite will say it cannot open
    static constexpr char Magic[] = "SQLite format 3"; // and its NUL: the first 16 bytes
    if (db.read(16) != QByteArray(Magic, 16))
        return Error { QStringLiteral("not a SQLite database (another program's file?): not a fleet store, left as "
                                      "it is"),
            db.fileName() };
    return Ok {};
}

} // namespace

LogStamp LogStamp::of(const QString &path)
{
    LogStamp s;
    const QFileInfo fi(path);
    s.path = QDir::cleanPath(fi.absoluteFilePath());
    QFile f(s.path);
    if (!fi.exists()) {
        s.error = QStringLiteral("no such file");
        return s;
    }
    if (!fi.isFile()) {
        s.error = QStringLiteral("not a regular file");
        return s;
    }
    if (!f.open(QIODevice::ReadOnly)) {
        s.error = f.errorString();
        return s;
    }
    s.size = fi.size();
    s.mtimeMs = fi.lastModified().toMSecsSinceEpoch();
    QCryptographicHash h(QCryptographicHash::Md5);
    h.addData(QByteArray::number(s.size));
    h.addData(f.read(SampleBytes));
    if (s.size > SampleBytes && f.seek(std::max(SampleBytes, s.size - SampleBytes)))
        h.addData(f.read(SampleBytes));
    s.checksum = QString::fromLatin1(h.result().toHex());
    return s;
}

QString FleetStore::databasePath(const QString &dir)
{
    return QDir(dir).filePath(QStringLiteral("fleet.sqlite"));
}

QString FleetStore::folderOf(const QString &path)
{
    const QFileInfo named(path);
    return named.fileName() == QLatin1String("fleet.sqlite") && named.exists() && !named.isDir() ? named.path() : path;
}

QStringList FleetStore::files(const QString &dir)
{
    return sql::databaseFiles(databasePath(dir));
}

Result<FleetStore> FleetStore::open(const QString &dir, bool readOnly)
{
    const QString path = databasePath(dir);
    if (readOnly && !QFileInfo::exists(path))
        return Error { QStringLiteral("no fleet store here (fleet.sqlite): index logs into it first"), dir };
    if (!readOnly && !QDir().mkpath(dir))
        return Error { QStringLiteral("cannot create the store's folder"), dir };
    // Before SQLite opens anything: a FIFO, a device or a folder in a store file's place would
    // block or fail inside SQLite, and a file that is not SQLite's is another program's.
    if (auto s = checkStoreFiles(dir); !s)
        return s.error();
    auto db = sql::Connection::open(path, readOnly);
    if (!db)
        return db.error();
    if (!readOnly) {
        // Another program's database is refused before its journal mode is changed.
        if (auto s = db->execWaiting("BEGIN"); !s)
            return s.error();
        auto version = schemaVersion(db.value());
        (void)db->exec("COMMIT");
        if (!version)
            return version.error();
        if (auto s = db->execWaiting("PRAGMA journal_mode = WAL"); !s)
            return s.error();
        (void)db->exec("PRAGMA synchronous = NORMAL");
    }
    (void)db->exec("PRAGMA foreign_keys = ON");
    if (auto s = migrate(db.value(), readOnly); !s)
        return s.error();
    return FleetStore(std::move(db).value());
}

bool FleetStore::isCurrent(const LogStamp &stamp)
{
    // A task that crashed (its process or its node died) is tried again; a log that the engine
    // could not read, or that hung it, is not until it changes.
    sql::Statement q(m_db, "SELECT size, mtime_ms, checksum FROM logs WHERE path = ? AND status <> 'crashed'");
    q.bind(1, stamp.path);
    return q.step() && q.int64(0) == stamp.size && q.int64(1) == stamp.mtimeMs && q.text(2) == stamp.checksum;
}

QStringList FleetStore::pathsUnder(const QString &dir)
{
    // A range on the unique index of paths: "dir/" <= path < "dir0" ('0' follows '/').
    sql::Statement q(m_db, "SELECT path FROM logs WHERE path >= ? AND path < ? ORDER BY path");
    const QString base = dir.endsWith(u'/') ? dir.chopped(1) : dir;
    q.bind(1, base + u'/');
    q.bind(2, base + u'0');
    QStringList out;
    while (q.step())
        out << q.text(0);
    return out;
}

Result<int> FleetStore::remove(const QStringList &paths)
{
    if (paths.isEmpty())
        return 0;
    if (auto s = m_db.execWaiting("BEGIN IMMEDIATE"); !s)
        return s.error();
    int removed = 0;
    for (const QString &path : paths) {
        sql::Statement d(m_db, "DELETE FROM logs WHERE path = ?");
        d.bind(1, path);
        d.step();
        if (d.failed()) {
            Error e = m_db.error(QStringLiteral("cannot remove a log from the fleet store"));
            (void)m_db.exec("ROLLBACK");
            return e;
        }
        removed += sqlite3_changes(m_db.handle());
    }
    // Child rows went with their logs (ON DELETE CASCADE); a job is a name with logs.
    if (auto s = m_db.exec("DELETE FROM jobs WHERE id NOT IN (SELECT job_id FROM logs)"); !s) {
        (void)m_db.exec("ROLLBACK");
        return s.error();
    }
    if (auto c = m_db.exec("COMMIT"); !c) {
        (void)m_db.exec("ROLLBACK");
        return c.error();
    }
    return removed;
}

Status FleetStore::write(const LogStamp &stamp, const QJsonObject &f)
{
    if (auto s = m_db.execWaiting("BEGIN IMMEDIATE"); !s)
        return s;
    auto fail = [this](Error e) -> Status {
        (void)m_db.exec("ROLLBACK");
        return e;
    };
    auto run = [&](const char *sqlText, const QList<QJsonValue> &values) { return insert(m_db, sqlText, values); };
    if (auto s = run("DELETE FROM logs WHERE path = ?", { stamp.path }); !s)
        return fail(s.error());
    const QString job = f.value(QStringLiteral("job")).toString();
    if (auto s = run("INSERT OR IGNORE INTO jobs(name) VALUES (?)", { job }); !s)
        return fail(s.error());
    const QJsonObject versions = f.value(QStringLiteral("versions")).toObject();
    const QJsonObject totals = f.value(QStringLiteral("totals")).toObject();
    const QJsonObject kernels = f.value(QStringLiteral("kernels")).toObject();
    const QJsonValue manifest = f.value(QStringLiteral("manifest"));
    // Compile time by phase over the log's compiles, kept on the log for the reports.
    double phase[5] = { 0, 0, 0, 0, 0 };
    for (const QJsonValue &cv : f.value(QStringLiteral("compiles")).toArray()) {
        const QJsonObject p = cv.toObject().value(QStringLiteral("phases")).toObject();
        int k = 0;
        for (const char *name : { "dynamo", "aot_autograd", "inductor", "code_gen", "backward" })
            phase[k++] += std::max(0.0, p.value(QLatin1String(name)).toDouble());
    }
    auto s = run(R"sql(INSERT INTO logs(path, size, mtime_ms, checksum, status, error, job_id, rank, torch, triton,
        cuda, python, start_us, records, compiles, graph_breaks, recompiles, failures, compile_time_s, dynamo_s,
        aot_autograd_s, inductor_s, code_gen_s, backward_s, distinct_kernels, launches, manifest, facts_ms, indexed_at)
        VALUES (?, ?, ?, ?, ?, ?, (SELECT id FROM jobs WHERE name = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
        ?, ?, ?, ?, ?, ?, ?))sql",
        { stamp.path, double(stamp.size), double(stamp.mtimeMs), stamp.checksum, f.value(QStringLiteral("status")),
            f.value(QStringLiteral("error")), job, f.value(QStringLiteral("rank")),
            versions.value(QStringLiteral("torch")), versions.value(QStringLiteral("triton")),
            versions.value(QStringLiteral("cuda")), versions.value(QStringLiteral("python")),
            f.value(QStringLiteral("start_us")), f.value(QStringLiteral("records")),
            totals.value(QStringLiteral("compiles")).toInt(), totals.value(QStringLiteral("graph_breaks")).toInt(),
            totals.value(QStringLiteral("recompiles")).toInt(), totals.value(QStringLiteral("failures")).toInt(),
            totals.value(QStringLiteral("compile_time_s")).toDouble(), phase[0], phase[1], phase[2], phase[3], phase[4],
            kernels.value(QStringLiteral("distinct_kernels")).toInt(),
            kernels.value(QStringLiteral("launches")).toInt(),
            manifest.isObject()
                ? QJsonValue(QString::fromUtf8(QJsonDocument(manifest.toObject()).toJson(QJsonDocument::Compact)))
                : QJsonValue(),
            f.value(QStringLiteral("facts_ms")), QDateTime::currentDateTimeUtc().toString(Qt::ISODate) });
    if (!s)
        return fail(s.error());
    const QJsonValue logId(double(m_db.lastInsertId()));
    const QJsonValue jobId = [&]() -> QJsonValue {
        sql::Statement q(m_db, "SELECT id FROM jobs WHERE name = ?");
        q.bind(1, job);
        return q.step() ? QJsonValue(double(q.int64(0))) : QJsonValue();
    }();
    auto text = [](const QJsonValue &v) { return QJsonValue(v.toString()); }; // null -> ""
    for (const QJsonValue &cv : f.value(QStringLiteral("compiles")).toArray()) {
        const QJsonObject c = cv.toObject();
        const QJsonObject p = c.value(QStringLiteral("phases")).toObject();
        s = run(R"sql(INSERT INTO compiles VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))sql",
            { logId, c.value(QStringLiteral("id")), c.value(QStringLiteral("function")),
                c.value(QStringLiteral("file")), c.value(QStringLiteral("line")), c.value(QStringLiteral("status")),
                c.value(QStringLiteral("attempts")), c.value(QStringLiteral("recompile")),
                c.value(QStringLiteral("fail_type")), c.value(QStringLiteral("graph_breaks")),
                c.value(QStringLiteral("compile_time_s")), p.value(QStringLiteral("dynamo")),
                p.value(QStringLiteral("aot_autograd")), p.value(QStringLiteral("inductor")),
                p.value(QStringLiteral("code_gen")), p.value(QStringLiteral("triton")),
                p.value(QStringLiteral("backward")), c.value(QStringLiteral("start_us")),
                c.value(QStringLiteral("distinct_kernels")), c.value(QStringLiteral("launches")) });
        if (!s)
            return fail(s.error());
    }
    for (const QJsonValue &bv : f.value(QStringLiteral("break_sites")).toArray()) {
        const QJsonObject b = bv.toObject();
        const QList<QJsonValue> site { text(b.value(QStringLiteral("reason"))), text(b.value(QStringLiteral("file"))),
            b.value(QStringLiteral("line")).toInt() };
        s = run("INSERT OR IGNORE INTO sites(reason, file, line) VALUES (?, ?, ?)", site);
        if (s)
            s = run(
                "INSERT INTO break_sites VALUES (?, (SELECT id FROM sites WHERE reason = ? AND file = ? AND line = ?), "
                "?, ?, ?, ?, ?)",
                { logId, site[0], site[1], site[2], jobId, b.value(QStringLiteral("count")),
                    b.value(QStringLiteral("compile_time_added_s")).toDouble(),
                    b.value(QStringLiteral("involved_compile_time_s")).toDouble(),
                    b.value(QStringLiteral("library")) });
        if (!s)
            return fail(s.error());
    }
    for (const QJsonValue &rv : f.value(QStringLiteral("recompile_causes")).toArray()) {
        const QJsonObject r = rv.toObject();
        const QList<QJsonValue> cause { text(r.value(QStringLiteral("category"))),
            text(r.value(QStringLiteral("source"))) };
        s = run("INSERT OR IGNORE INTO causes(category, source) VALUES (?, ?)", cause);
        if (s)
            s = run(
                "INSERT INTO recompile_causes VALUES (?, (SELECT id FROM causes WHERE category = ? AND source = ?), "
                "?, ?, ?, ?, ?)",
                { logId, cause[0], cause[1], jobId, r.value(QStringLiteral("function")),
                    r.value(QStringLiteral("count")), r.value(QStringLiteral("compile_time_s")).toDouble(),
                    r.value(QStringLiteral("limit_hit")) });
        if (!s)
            return fail(s.error());
    }
    for (const QJsonValue &xv : f.value(QStringLiteral("failures")).toArray()) {
        const QJsonObject x = xv.toObject();
        s = run("INSERT INTO failures VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            { logId, x.value(QStringLiteral("id")), x.value(QStringLiteral("function")),
                x.value(QStringLiteral("fail_type")), x.value(QStringLiteral("reason")),
                x.value(QStringLiteral("file")), x.value(QStringLiteral("line")),
                x.value(QStringLiteral("limit_hit")) });
        if (!s)
            return fail(s.error());
    }
    if (f.value(QStringLiteral("cache")).isObject()) {
        const QJsonObject c = f.value(QStringLiteral("cache")).toObject();
        s = run("INSERT INTO cache VALUES (?, ?, ?, ?, ?, ?)",
            { logId, c.value(QStringLiteral("fx_graph_hit")), c.value(QStringLiteral("fx_graph_miss")),
                c.value(QStringLiteral("aotautograd_hit")), c.value(QStringLiteral("aotautograd_miss")),
                c.value(QStringLiteral("bypass")) });
        if (!s)
            return fail(s.error());
    }
    if (auto c = m_db.exec("COMMIT"); !c)
        return fail(c.error());
    return Ok {};
}

} // namespace cs::fleet
