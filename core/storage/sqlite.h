#pragma once

#include "core/util/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string>

struct sqlite3;
struct sqlite3_stmt;

namespace cs::sql {

// A database and the files SQLite keeps beside it (-wal, -shm, -journal): all of them belong to
// it, and none may be overwritten as another command's output.
QStringList databaseFiles(const QString &path);

// Thin RAII wrappers over the SQLite C API. Prepared statements only; errors come back as
// values carrying SQLite's message. One connection has one owner thread.
class Connection {
public:
    static Result<Connection> open(const QString &path, bool readOnly = false);
    Connection(Connection &&o) noexcept
        : m_db(o.m_db)
        , m_path(std::move(o.m_path))
        , m_unmergedWal(o.m_unmergedWal)
    {
        o.m_db = nullptr;
    }
    Connection &operator=(Connection &&o) noexcept;
    ~Connection();

    sqlite3 *handle() const { return m_db; }
    const QString &path() const { return m_path; }
    // A read-only connection that reads the database file as is (immutable: its -shm is missing
    // or not writable) while a -wal beside it holds writes not yet merged: they are not seen.
    bool unmergedWal() const { return m_unmergedWal; }
    Status exec(const char *sql);
    // exec() that waits out SQLITE_BUSY for up to `timeoutMs`. SQLite may answer BUSY at once,
    // without calling the busy handler, where waiting could deadlock (a journal-mode change, a
    // lock upgrade); for statements outside a transaction, retrying is safe.
    Status execWaiting(const char *sql, int timeoutMs = BusyTimeoutMs);
    static constexpr int BusyTimeoutMs = 15000;
    Error error(const QString &what) const;
    int64_t lastInsertId() const;

private:
    Connection(sqlite3 *db, QString path)
        : m_db(db)
        , m_path(std::move(path))
    {
    }
    sqlite3 *m_db = nullptr;
    QString m_path;
    bool m_unmergedWal = false;
};

class Statement {
public:
    Statement(const Connection &db, const char *sql);
    ~Statement();
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    bool prepared() const { return m_stmt != nullptr; }
    Statement &bind(int index, int64_t v);
    Statement &bind(int index, double v);
    Statement &bind(int index, const QString &v);
    Statement &bindBlob(int index, const QByteArray &v);
    Statement &bindNull(int index);
    template <typename T> Statement &bind(int index, const std::optional<T> &v)
    {
        return v ? bind(index, static_cast<std::conditional_t<std::is_integral_v<T>, int64_t, double>>(*v))
                 : bindNull(index);
    }

    // Returns true while rows come; false at the end. Errors set `failed()`.
    bool step();
    bool failed() const { return m_failed; }
    void reset();

    int64_t int64(int col) const;
    double real(int col) const;
    QString text(int col) const;
    QByteArray blob(int col) const;
    bool isNull(int col) const;

private:
    sqlite3_stmt *m_stmt = nullptr;
    bool m_failed = false;
};

} // namespace cs::sql
