#pragma once

#include "core/storage/sqlite.h"

namespace cs::sql {

// The profile database schema, versioned with PRAGMA user_version. Reading the version and
// every migration it needs happen in one immediate transaction, so processes that open a new
// database together never both create it. A database written by a newer CompileScope
// (user_version above ours) is refused, never modified.
// 1: profiles; 2: A/B runs (abschema.h). The diff migration may take 3.
constexpr int SchemaVersion = 2;

Status migrate(Connection &db);

} // namespace cs::sql
