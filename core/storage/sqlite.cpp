#include "core/storage/sqlite.h"

#include "core/util/inputfile.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QThread>
#include <QUrl>

#include <sqlite3.h>
#include <sys/statvfs.h>

namespace cs::sql {

QStringList databaseFiles(const QString &path)
{
    return { path, path + QStringLiteral("-wal"), path + QStringLiteral("-shm"), path + QStringLiteral("-journal") };
}

Result<Connection> Connection::open(const QString &path, bool readOnly)
{
    sqlite3 *db = nullptr;
    bool unmergedWal = false;
    QByteArray name = path.toUtf8();
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    if (readOnly) {
        // A URI, so that SQLite itself can never create the file or write to it (mode=ro). On a
        // read-only file system there is no -shm to share either: the file cannot change under
        // us there, and `immutable` lets SQLite read a WAL database without one.
        flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI;
        const QString absolute = QFileInfo(path).absoluteFilePath();
        struct statvfs fs { };
        const bool readOnlyMount
            = ::statvfs(QFile::encodeName(absolute).constData(), &fs) == 0 && (fs.f_flag & ST_RDONLY) != 0;
        // A WAL database whose -shm is not there (no connection has it open: a live writer
        // always has one) or cannot be written (a read-only copy or share): a read-only
        // connection would leave a -shm and a -wal it cannot remove next to someone's file (a
        // test fixture, a shared folder), or fail where it cannot create them. Nothing is being
        // written to it, so it is read as is; writes still in a -wal (a writer killed before
        // its checkpoint) are not seen then (unmergedWal()).
        const auto header = readInputHead(absolute, 20);
        const bool walMode = header && header.value().size() == 20 && header.value().at(18) == 2;
        const QFileInfo shm(absolute + QStringLiteral("-shm"));
        const bool noShm = walMode && (!shm.exists() || !shm.isWritable());
        const bool immutable = readOnlyMount || noShm;
        unmergedWal = immutable && QFileInfo(absolute + QStringLiteral("-wal")).size() > 0;
        name = QByteArrayLiteral("file:") + QUrl::toPercentEncoding(absolute, "/")
            + (immutable ? QByteArrayLiteral("?mode=ro&immutable=1") : QByteArrayLiteral("?mode=ro"));
    }
    const int rc = sqlite3_open_v2(name.constData(), &db, flags | SQLITE_OPEN_FULLMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        Error e { QStringLiteral("cannot open database: %1")
                      .arg(QString::fromUtf8(db ? sqlite3_errmsg(db) : sqlite3_errstr(rc))),
            path };
        sqlite3_close(db);
        return e;
    }
    sqlite3_busy_timeout(db, BusyTimeoutMs);
    Connection c(db, path);
    c.m_unmergedWal = unmergedWal;
    return c;
}

Connection &Connection::operator=(Connection &&o) noexcept
{
    if (this != &o) {
        sqlite3_close(m_db);
        m_db = o.m_db;
        m_path = std::move(o.m_path);
        m_unmergedWal = o.m_unmergedWal;
        o.m_db = nullptr;
    }
    return *this;
}

Connection::~Connection()
{
    sqlite3_close(m_db);
}

Status Connection::exec(const char *sql)
{
    char *msg = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &msg) != SQLITE_OK) {
        Error e { QString::fromUtf8(msg ? msg : "unknown SQLite error"), m_path };
        sqlite3_free(msg);
        return e;
    }
    return Ok {};
}

Status Connection::execWaiting(const char *sql, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        char *msg = nullptr;
        const int rc = sqlite3_exec(m_db, sql, nullptr, nullptr, &msg);
        if (rc == SQLITE_OK)
            return Ok {};
        const bool busy = (rc & 0xff) == SQLITE_BUSY || (rc & 0xff) == SQLITE_LOCKED;
        Error e { QString::fromUtf8(msg ? msg : "unknown SQLite error"), m_path };
        sqlite3_free(msg);
        if (!busy || clock.elapsed() > timeoutMs)
            return e;
        QThread::msleep(10 + static_cast<unsigned long>(clock.elapsed() % 17)); // de-synchronise the waiters
    }
}

Error Connection::error(const QString &what) const
{
    return Error { QStringLiteral("%1: %2").arg(what, QString::fromUtf8(sqlite3_errmsg(m_db))), m_path };
}

int64_t Connection::lastInsertId() const
{
    return sqlite3_last_insert_rowid(m_db);
}

Statement::Statement(const Connection &db, const char *sql)
{
    if (sqlite3_prepare_v2(db.handle(), sql, -1, &m_stmt, nullptr) != SQLITE_OK) {
        m_stmt = nullptr;
        m_failed = true;
    }
}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

Statement &Statement::bind(int index, int64_t v)
{
    if (m_stmt)
        sqlite3_bind_int64(m_stmt, index, v);
    return *this;
}

Statement &Statement::bind(int index, double v)
{
    if (m_stmt)
        sqlite3_bind_double(m_stmt, index, v);
    return *this;
}

Statement &Statement::bind(int index, const QString &v)
{
    if (m_stmt) {
        const QByteArray utf8 = v.toUtf8();
        sqlite3_bind_text(m_stmt, index, utf8.constData(), static_cast<int>(utf8.size()), SQLITE_TRANSIENT);
    }
    return *this;
}

Statement &Statement::bindBlob(int index, const QByteArray &v)
{
    if (m_stmt)
        sqlite3_bind_blob(m_stmt, index, v.constData(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
    return *this;
}

Statement &Statement::bindNull(int index)
{
    if (m_stmt)
        sqlite3_bind_null(m_stmt, index);
    return *this;
}

bool Statement::step()
{
    if (!m_stmt)
        return false;
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc != SQLITE_DONE)
        m_failed = true;
    return false;
}

void Statement::reset()
{
    if (m_stmt) {
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt);
    }
}

int64_t Statement::int64(int col) const
{
    return sqlite3_column_int64(m_stmt, col);
}
double Statement::real(int col) const
{
    return sqlite3_column_double(m_stmt, col);
}
bool Statement::isNull(int col) const
{
    return sqlite3_column_type(m_stmt, col) == SQLITE_NULL;
}

QString Statement::text(int col) const
{
    const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, col));
    return p ? QString::fromUtf8(p, sqlite3_column_bytes(m_stmt, col)) : QString();
}

QByteArray Statement::blob(int col) const
{
    const auto *p = static_cast<const char *>(sqlite3_column_blob(m_stmt, col));
    return p ? QByteArray(p, sqlite3_column_bytes(m_stmt, col)) : QByteArray();
}

} // namespace cs::sql
