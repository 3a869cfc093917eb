#include "core/storage/database.h"

#include "core/storage/schema.h"
#include "core/util/inputfile.h"

#include <QFileInfo>

#include <unistd.h>

namespace cs::sql {

namespace {

// What the file holds before anything is changed: its schema version and whether it has any
// table at all (a SQLite file of another program has tables and version 0).
struct Found {
    int version = 0;
    int tables = 0;
    bool compileScope = false; // the tables every CompileScope schema has
};

Result<Found> inspect(Connection &c, const QString &path)
{
    // Refuse files that are not SQLite before touching them. Another process may be creating
    // the same new database: wait for it (busy timeout and retries).
    if (auto s = c.execWaiting("SELECT count(*) FROM sqlite_master"); !s)
        return Error { QStringLiteral("not a CompileScope profile database (%1)").arg(s.error().message), path };
    // One statement, so one snapshot: a process creating the schema commits the version and the
    // tables together, and a reader must never see the tables without the version.
    Found f;
    Statement q(c,
        "SELECT (SELECT user_version FROM pragma_user_version), count(*), "
        "coalesce(sum(name IN ('machine', 'profile_run', 'kernel_result')), 0) FROM sqlite_master WHERE type = "
        "'table'");
    if (!q.step())
        return c.error(QStringLiteral("cannot read the schema version and tables"));
    f.version = static_cast<int>(q.int64(0));
    f.tables = static_cast<int>(q.int64(1));
    f.compileScope = q.int64(2) == 3;
    if (f.version > SchemaVersion)
        return Error { QStringLiteral("this profile database was written by a newer CompileScope (schema %1; this "
                                      "version reads up to %2): open it with that version or use another file")
                           .arg(f.version)
                           .arg(SchemaVersion),
            path };
    if ((f.version == 0 && f.tables > 0) || (f.version > 0 && !f.compileScope))
        return Error { QStringLiteral("not a CompileScope profile database (a SQLite database of another program): "
                                      "left as it is"),
            path };
    return f;
}

} // namespace

Result<Connection> openDatabase(const QString &path, Access access)
{
    const bool exists = QFileInfo::exists(path);
    if (!exists && access == Access::ReadOnly)
        return Error { QStringLiteral("no such profile database (a command that only reads never creates one)"), path };
    if (exists) { // a FIFO or a device is never handed to SQLite
        auto file = openInputFile(path);
        if (!file)
            return file.error();
        ::close(file->fd);
    }
    auto db = Connection::open(path, access == Access::ReadOnly);
    if (!db)
        return db.error();
    Connection &c = db.value();
    const auto found = inspect(c, path);
    if (!found)
        return found.error();
    if (access == Access::ReadOnly) {
        if (found->version == 0)
            return Error { QStringLiteral("not a CompileScope profile database (empty)"), path };
        if (found->version < ReadableFromVersion)
            return Error { QStringLiteral("this profile database has an older schema (%1; this version reads %2): "
                                          "a command that saves to it (profile, ab) upgrades it first")
                               .arg(found->version)
                               .arg(ReadableFromVersion),
                path };
        if (auto s = c.exec("PRAGMA foreign_keys = ON; PRAGMA query_only = ON"); !s)
            return s.error();
        return db;
    }
    if (auto s = c.exec("PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL"); !s)
        return s.error();
    // migrate() creates or upgrades the schema in one immediate transaction (it checks the
    // version again inside it); WAL only once the file is known to be ours.
    if (auto s = migrate(c); !s)
        return s.error();
    if (auto s = c.execWaiting("PRAGMA journal_mode = WAL"); !s)
        return s.error();
    return db;
}

Result<int64_t> machineRowId(Connection &db, const MachineInfo &m)
{
    const auto bindAll = [&m](Statement &q) {
        q.bind(1, m.hostname)
            .bind(2, m.cpu)
            .bind(3, m.gpu)
            .bind(4, m.driver)
            .bind(5, m.cuda)
            .bind(6, m.torch)
            .bind(7, m.triton);
    };
    Statement ins(db,
        "INSERT OR IGNORE INTO machine (hostname, cpu, gpu, driver, cuda, torch, triton) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)");
    bindAll(ins);
    ins.step();
    if (ins.failed())
        return db.error(QStringLiteral("cannot record the machine"));
    Statement sel(db,
        "SELECT id FROM machine WHERE hostname = ? AND cpu = ? AND gpu = ? AND driver = ? "
        "AND cuda = ? AND torch = ? AND triton = ?");
    bindAll(sel);
    if (!sel.step())
        return db.error(QStringLiteral("cannot find the machine row"));
    return sel.int64(0);
}

} // namespace cs::sql
