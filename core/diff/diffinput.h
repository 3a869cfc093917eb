#pragma once

#include "core/analysis/explain.h"
#include "core/ingest/runloader.h"
#include "core/model/profile.h"
#include "core/run/runmanifest.h"
#include "core/util/result.h"

#include <QString>

#include <memory>
#include <optional>
#include <utility>

namespace cs::diff {

// One side of a comparison: a loaded run, a profile run of the profile database, or both.
struct DiffInput {
    QString label; // as the user named it
    std::shared_ptr<const LoadedRun> run; // null when only a profile run could be read
    std::shared_ptr<const Explanation> explanation; // of `run`; computed by prepare() when absent
    int rank = -1; // compare only this rank of `run`: prepare() makes it a run of its own
    std::optional<ProfileRun> profile; // measured kernel times with their samples
    QString profileSource; // "FILE#RUN"
    std::optional<run::RunManifest> manifest; // `record`'s manifest.json of a run folder
    QString databaseProblem; // InputOptions::database could not be used, and why
    QString manifestProblem; // a manifest.json that is there and could not be read, and why
    QString problem; // non-empty: this side could not be read, and why

    bool readable() const { return problem.isEmpty() && (run || profile); }
};

struct InputOptions {
    QString database; // a profile database to take each side's latest matching profile run from
    TraceReadOptions trace;
};

// Opens what a user names as one side of `diff`: anything `summary` opens (a file or a
// folder), or `db:FILE#RUN` (a run of a profile database, with the traces it was measured
// from when they are still there). Never fails: an unreadable side comes back with `problem`
// set, so the other side is still compared.
DiffInput openDiffInput(const QString &operand, const InputOptions &options = {});
// A side made of a run already loaded (the report's run, the app's window), with the newest
// matching profile run of `options.database` as openDiffInput gives it, and prepared.
DiffInput diffInputOf(std::shared_ptr<const LoadedRun> run, const QString &label, const InputOptions &options = {},
    std::shared_ptr<const Explanation> explanation = {});
// Both sides, opened at once (two threads).
std::pair<DiffInput, DiffInput> openDiffInputs(const QString &a, const QString &b, const InputOptions &options = {});

// Completes an input made from an already loaded run (the app's window): its manifest and
// explanation. Does nothing that is already there.
void prepare(DiffInput &input);

// Whether paths dropped together are two runs to compare rather than the files of one run:
// exactly two, and both folders, or both files that are neither ranks of one run (`rank_N`
// in both names) nor a trace log beside its profiler trace (`.json` on one side only).
// A side that is not there makes it false (opened as one run, which reports it).
bool looksLikeTwoRuns(const QStringList &paths);

} // namespace cs::diff
