#pragma once

#include "core/storage/sqlite.h"

namespace cs::sql {

// The profile database schema, versioned with PRAGMA user_version. Reading the version and
// every migration it needs happen in one immediate transaction, so processes that open a new
// database together never both create it. A database written by a newer CompileScope
// (user_version above ours) is refused, never modified.
// 1: machines, profile runs, kernel results and failures.
// 2: A/B runs (abschema.h).
// 3: which run a profile run measured (identity, label, the traces' stack), each result's plan
//    id, code hash and launches per call, and every repeat's time (kernel_samples), so that
//    profile runs of many runs stay comparable and `diff` can test differences.
// 4: a failure's plan id (kernel_failure.plan_id).
constexpr int SchemaVersion = 4;
// What a read-only open accepts without migrating: schema 4 only added a column, which reads as
// empty in a schema-3 file (profilestore.cpp), so a command that only reads never needs a write.
constexpr int ReadableFromVersion = 3;

Status migrate(Connection &db);

} // namespace cs::sql
