#pragma once

#include "core/model/profile.h"
#include "core/storage/sqlite.h"
#include "core/util/result.h"

namespace cs::sql {

// The one CompileScope database (profiles, A/B runs): opened, checked to be SQLite, WAL mode,
// foreign keys on, and migrated to this version's schema. Shared by every store.
Result<Connection> openDatabase(const QString &path);

// The id of the machine row (hostname, CPU, GPU, driver, CUDA, torch, Triton), made when new.
Result<int64_t> machineRowId(Connection &db, const MachineInfo &m);

} // namespace cs::sql
