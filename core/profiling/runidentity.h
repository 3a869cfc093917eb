#pragma once

#include <QString>

namespace cs {

struct LoadedRun;

// Which run a profile run measured, for the profile database (schema 2): profile runs with
// the same identity measured the same generated code. A digest of every rank's compile ids
// and the MD5s their trace records carry for graphs and generated code (no payload is read);
// without traces, of the loose output code, AOTInductor packages and debug folders. 16 hex
// digits; empty for no code.
QString runIdentity(const LoadedRun &run);

// The software the run's traces were compiled with, as JSON text ({"torch": ..., "triton":
// ..., "cuda": ...}, from the first compilation_metrics that says), "{}" when unknown.
QString runStackJson(const LoadedRun &run);

} // namespace cs
