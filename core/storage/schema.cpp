#include "core/storage/schema.h"

#include "core/storage/abschema.h"

#include <array>

namespace cs::sql {
namespace {

// Index i holds the statements that take version i to i+1. Append only; never edit a
// migration that has shipped.
constexpr std::array<const char *, SchemaVersion> Migrations = {
    R"sql(
    CREATE TABLE machine (
        id       INTEGER PRIMARY KEY,
        hostname TEXT NOT NULL DEFAULT '',
        cpu      TEXT NOT NULL DEFAULT '',
        gpu      TEXT NOT NULL DEFAULT '',
        driver   TEXT NOT NULL DEFAULT '',
        cuda     TEXT NOT NULL DEFAULT '',
        torch    TEXT NOT NULL DEFAULT '',
        triton   TEXT NOT NULL DEFAULT '',
        UNIQUE (hostname, cpu, gpu, driver, cuda, torch, triton)
    );
    CREATE TABLE profile_run (
        id          INTEGER PRIMARY KEY,
        started_at  TEXT NOT NULL,
        finished_at TEXT,
        machine_id  INTEGER NOT NULL REFERENCES machine(id),
        trace_path  TEXT NOT NULL DEFAULT '',
        settings    TEXT NOT NULL DEFAULT '{}'
    );
    CREATE TABLE kernel_result (
        id            INTEGER PRIMARY KEY,
        run_id        INTEGER NOT NULL REFERENCES profile_run(id) ON DELETE CASCADE,
        kernel        TEXT NOT NULL,
        compile_id    TEXT NOT NULL DEFAULT '',
        kind          TEXT NOT NULL DEFAULT '',
        config        TEXT NOT NULL DEFAULT '',
        median_us     REAL NOT NULL,
        min_us        REAL NOT NULL,
        max_us        REAL NOT NULL,
        spread        REAL NOT NULL,
        repeats       INTEGER NOT NULL,
        bytes         INTEGER,
        bandwidth_gbs REAL,
        registers     INTEGER,
        spills        INTEGER,
        shared_mem    INTEGER
    );
    CREATE INDEX kernel_result_by_kernel ON kernel_result(kernel, run_id);
    CREATE TABLE kernel_failure (
        id         INTEGER PRIMARY KEY,
        run_id     INTEGER NOT NULL REFERENCES profile_run(id) ON DELETE CASCADE,
        kernel     TEXT NOT NULL,
        compile_id TEXT NOT NULL DEFAULT '',
        reason     TEXT NOT NULL
    );
    )sql",
    AbMigration, // 1 -> 2: A/B runs (abschema.h)
    // 2 -> 3: run identity, plan ids, code hashes, launches and samples (diff)
    R"sql(
    ALTER TABLE profile_run ADD COLUMN run_identity TEXT NOT NULL DEFAULT '';
    ALTER TABLE profile_run ADD COLUMN label TEXT NOT NULL DEFAULT '';
    ALTER TABLE profile_run ADD COLUMN stack TEXT NOT NULL DEFAULT '{}';
    CREATE INDEX profile_run_by_identity ON profile_run(run_identity, started_at);
    ALTER TABLE kernel_result ADD COLUMN plan_id TEXT NOT NULL DEFAULT '';
    ALTER TABLE kernel_result ADD COLUMN code_hash TEXT NOT NULL DEFAULT '';
    ALTER TABLE kernel_result ADD COLUMN launches INTEGER;
    CREATE INDEX kernel_result_by_code ON kernel_result(code_hash);
    CREATE TABLE kernel_samples (
        result_id INTEGER PRIMARY KEY REFERENCES kernel_result(id) ON DELETE CASCADE,
        times_us  BLOB NOT NULL
    );
    )sql",
    // 3 -> 4: a failure names its plan (two kernels of one name in two graphs fail apart)
    R"sql(
    ALTER TABLE kernel_failure ADD COLUMN plan_id TEXT NOT NULL DEFAULT '';
    )sql",
};

} // namespace

Status migrate(Connection &db)
{
    // One immediate transaction around reading the version and migrating: a second process
    // opening the same new database waits (busy timeout), then finds the schema in place.
    if (auto s = db.execWaiting("BEGIN IMMEDIATE"); !s)
        return s;
    auto fail = [&db](Error e) -> Status {
        (void)db.exec("ROLLBACK");
        return e;
    };
    int version = 0;
    {
        Statement q(db, "PRAGMA user_version");
        if (!q.step())
            return fail(db.error(QStringLiteral("cannot read the schema version")));
        version = static_cast<int>(q.int64(0));
    }
    if (version > SchemaVersion)
        return fail(Error { QStringLiteral("this profile database was written by a newer CompileScope (schema %1; this "
                                           "version reads up to %2): open it with that version or use another file")
                                .arg(version)
                                .arg(SchemaVersion),
            db.path() });
    for (int v = version; v < SchemaVersion; ++v) {
        auto s = db.exec(Migrations[static_cast<size_t>(v)]);
        if (s) {
            const QByteArray bump = QByteArrayLiteral("PRAGMA user_version = ") + QByteArray::number(v + 1);
            s = db.exec(bump.constData());
        }
        if (!s)
            return fail(
                Error { QStringLiteral("schema migration %1 -> %2 failed: %3").arg(v).arg(v + 1).arg(s.error().message),
                    db.path() });
    }
    if (auto c = db.exec("COMMIT"); !c)
        return fail(c.error());
    return Ok {};
}

} // namespace cs::sql
