#pragma once

#include "core/storage/sqlite.h"
#include "core/util/result.h"

#include <QJsonObject>
#include <QString>

namespace cs::fleet {

// What identifies a log file on disk for incremental indexing: path, size, modification time
// and a sampled checksum (FLEET_STORE.md: the size and the MD5 of its first and last 64 KiB,
// so that a check costs two reads, not the whole file, on shared storage).
struct LogStamp {
    QString path; // absolute, clean
    qint64 size = -1; // -1: cannot be read (missing, no permission)
    qint64 mtimeMs = -1;
    QString checksum;
    QString error; // why it cannot be read
    static LogStamp of(const QString &path);
};

// The fleet store: DIR/fleet.sqlite, schema compilescope.fleet_store (PRAGMA user_version,
// FLEET_STORE.md). One owner writes it (`fleet index`); readers open it read-only.
class FleetStore {
public:
    static QString databasePath(const QString &dir);
    // The database and the files SQLite keeps beside it (-wal, -shm, -journal): all of them are
    // the store, never an output of a command.
    static QStringList files(const QString &dir);
    // The store's folder for a path given as the store: the folder itself, or the folder of its
    // fleet.sqlite when the database file is named (`fleet report store/fleet.sqlite`).
    static QString folderOf(const QString &path);
    // Creates DIR and the database when missing (write), migrates an older schema, refuses a
    // newer one or a file that is not a fleet store.
    static Result<FleetStore> open(const QString &dir, bool readOnly = false);

    // True when the log is in the store with the same size, time and checksum: nothing to do.
    bool isCurrent(const LogStamp &stamp);
    // Writes one log's facts (FLEET_FACTS.md) in one transaction, replacing what the store had
    // for that path: a run killed between two logs resumes without duplicates.
    Status write(const LogStamp &stamp, const QJsonObject &facts);

    // The logs the store has under folder `dir` (absolute, clean), by path.
    QStringList pathsUnder(const QString &dir);
    // Removes these logs with their rows (and jobs left without a log) in one transaction:
    // logs deleted from their source since they were indexed. Returns how many were removed.
    Result<int> remove(const QStringList &paths);

    sql::Connection &connection() { return m_db; }

    static constexpr int SchemaVersion = 1;

private:
    explicit FleetStore(sql::Connection db)
        : m_db(std::move(db))
    {
    }
    sql::Connection m_db;
};

} // namespace cs::fleet
