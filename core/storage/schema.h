#pragma once

#include "core/storage/sqlite.h"

namespace cs::sql {

// The profile database schema, versioned with PRAGMA user_version. Each migration takes
// the schema from version N-1 to N inside one transaction. A database written by a newer
// CompileScope (user_version above ours) is refused, never modified.
// 1: machines, profile runs, kernel results and failures.
// 2: which run a profile run measured (identity, label, the traces' stack), each result's plan
//    id, code hash and launches per call, and every repeat's time (kernel_samples), so that
//    profile runs of many runs stay comparable and `diff` can test differences.
constexpr int SchemaVersion = 2;

Status migrate(Connection &db);

} // namespace cs::sql
