#pragma once

#include "core/model/profile.h"
#include "core/storage/sqlite.h"
#include "core/util/result.h"

namespace cs::sql {

enum class Access {
    // A command that only reads (report --db, fusion --db, diff, the window's history): the file
    // is opened read-only and never created, migrated or switched to WAL; a database on a
    // read-only mount is read as it is.
    ReadOnly,
    // A command that saves (profile, ab): creates the file when missing, migrates an older
    // CompileScope schema, then switches to WAL.
    ReadWrite,
};

// The one CompileScope database (profiles, A/B runs): opened and checked before anything is
// changed. Refused untouched: a file that is not SQLite, a SQLite database of another program
// (tables, and no CompileScope schema version), one written by a newer CompileScope, and, for
// ReadOnly, a missing file or an older schema (a writing command upgrades it). Foreign keys on.
Result<Connection> openDatabase(const QString &path, Access access = Access::ReadWrite);

// The id of the machine row (hostname, CPU, GPU, driver, CUDA, torch, Triton), made when new.
Result<int64_t> machineRowId(Connection &db, const MachineInfo &m);

} // namespace cs::sql
