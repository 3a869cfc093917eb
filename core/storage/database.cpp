#include "core/storage/database.h"

#include "core/storage/schema.h"

namespace cs::sql {

Result<Connection> openDatabase(const QString &path)
{
    auto db = Connection::open(path);
    if (!db)
        return db.error();
    Connection &c = db.value();
    // Refuse files that are not SQLite before touching them. Another process may be creating
    // the same new database: wait for it (busy timeout and retries), and let migrate() create
    // the schema in one immediate transaction.
    if (auto s = c.execWaiting("SELECT count(*) FROM sqlite_master"); !s)
        return Error { QStringLiteral("not a CompileScope profile database (%1)").arg(s.error().message), path };
    if (auto s = c.execWaiting("PRAGMA journal_mode = WAL"); !s)
        return s.error();
    if (auto s = c.exec("PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL"); !s)
        return s.error();
    if (auto s = migrate(c); !s)
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
