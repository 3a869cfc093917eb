#pragma once

#include "core/analysis/configsnapshot.h"
#include "core/analysis/explain.h"
#include "core/diff/diffinput.h"
#include "core/diff/globalstate.h"
#include "core/diff/timediff.h"
#include "core/diff/tracesummary.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cs::diff {

// What became of a thing between run A and run B.
enum class Change {
    Unchanged,
    Changed, // in both runs, different
    OnlyInA, // gone in B (a graph break fixed, a recompile removed)
    OnlyInB, // new in B
};
const char *changeName(Change c); // "unchanged", "changed", "only_in_a", "only_in_b"

// Compile time of one compile id by phase, in seconds, from compilation_metrics (FORMATS §2.8)
// plus the backward's bwd_compilation_metrics. The phases nest as PyTorch measures them:
// Dynamo's whole-frame time holds AOT autograd's, which holds Inductor's, which holds code
// generation and Triton compilation. -1 where the run did not record a phase.
struct PhaseTimes {
    double totalS = -1; // entire frame (duration_us), forward
    double dynamoS = -1, aotS = -1, inductorS = -1, codegenS = -1, tritonS = -1;
    double autotuneS = -1; // compile-time autotuning (select_algorithm benchmarks)
    double runtimeAutotuneS = -1; // first-call autotuning of Triton configs
    double backwardS = -1; // the lazily compiled backward (bwd_compilation_metrics)
    int fxCacheHits = 0, fxCacheMisses = 0, aotCacheHits = 0, aotCacheMisses = 0, cacheBypasses = 0;
    bool recorded = false; // a compilation_metrics record was read
    // When the forward's compile ran: compilation_metrics start_time_us / end_time_us (µs since
    // the epoch, the process's wall clock); -1 when not recorded.
    double startUs = -1, endUs = -1;
};

// One compile id of one side, with what the diff needs about it.
struct CompileSide {
    CompileRef ref;
    QString id; // "0/1", or "rank 1: 0/1" in multi-rank runs
    int rank = -1;
    QString status; // ok, failed, empty, missing
    int attempts = 1;
    int graphBreaks = 0;
    int kernels = 0; // defined in its generated code
    int graphNodes = -1, graphOps = -1, graphInputs = -1; // Dynamo graph (compilation_metrics)
    int guards = -1, shapeEnvGuards = -1;
    double guardLatencyUs = -1; // compilation_metrics.guard_latency_us (torch 2.12+)
    PhaseTimes times;
};

// A compile of A and its counterpart in B, matched by frame (function, file, first line) and
// by its order among that frame's compiles; ranks are matched rank to rank.
struct CompilePair {
    enum class Match { Frame, FileAndFunction, Function, None };
    Change change = Change::Unchanged;
    Match match = Match::None;
    QString function, file;
    int line = 0;
    int order = 0; // 0: the frame's first compile, 1: its first recompile, ...
    std::optional<CompileSide> a, b;
    QStringList guardsAdded, guardsRemoved; // leaf guards, normalised (object ids dropped)
    QList<StateChange>
        globalState; // the GLOBAL_STATE guard's entries that differ, key by key (not in guardsAdded/Removed)
    bool guardsChanged() const; // a guard added or removed, or a global-state entry both sides hold changed
    int guardsReworded = 0; // guards the two torch versions print differently (not in guardsAdded/Removed)
    bool guardsCompared = false; // both guard dumps were read
    int graphsChanged = 0; // graphs of this compile whose payload differs
    QStringList
        differences; // stable keys of what changed: status, graphs, guards, kernels, graph_breaks, attempts, source
    // The function's source between the runs, where the logs show it (a frame's first compile):
    // its first line moved, and the source lines its Dynamo graph recorded (`# File: ..., code:`)
    // differ. lineA/lineB: the recorded first lines.
    bool sourceMoved = false, sourceChanged = false;
    int lineA = 0, lineB = 0;
    QStringList sourceOnlyA, sourceOnlyB; // "f.py:12: code" of the places whose text differs (a few)
};

struct BreakChange {
    Change change = Change::Unchanged;
    QString reason, file;
    int line = 0;
    QString sourceLine, typeId, explanation;
    int countA = 0, countB = 0;
    QStringList compilesA, compilesB;
};

// Recompiles of one function: how many in each run, and which guard failures caused them.
struct RecompileChange {
    Change change = Change::Unchanged;
    QString function, file;
    int line = 0;
    int recompilesA = 0, recompilesB = 0;
    QStringList failuresA, failuresB; // "tensor_size x[0]: expected 8, actual 16"
    QStringList failuresGone, failuresNew; // by category and subject
    QStringList dynamicA, dynamicB; // sources made dynamic by automatic dynamic shapes
    bool limitHitA = false, limitHitB = false;
};

struct FailureChange {
    Change change = Change::Unchanged;
    QString function, file, failType, reason;
    int line = 0;
    QString compileA, compileB;
    bool limitHit = false;
};

struct RestartChange {
    Change change = Change::Unchanged;
    QString function, file;
    int line = 0;
    int attemptsA = 0, attemptsB = 0;
    QStringList reasonsA, reasonsB;
    double beforeRestartA = 0, beforeRestartB = 0; // -1: the log lost the compile's compilation_metrics
};

// What one run's fusion record (core/fusion's why-not) says about a pair of scheduler nodes.
struct FusionVerdict {
    QString verdict; // fused, rejected, never_scored, cannot_tell, overlap (WhyNotAnswer::verdictName)
    QString nodeA, nodeB; // the scheduler nodes asked about, as this run names them (op3, op7)
    QString decision; // the deciding line: "fusing op0_op1 with op3_op4", "cannot fuse op0_op1 with op3_op4: ..."
    QString reason, category; // a rejection's reason and its category (fusion/reasons.h)
    QStringList structural; // never scored: why no line could have been written
    QStringList settings; // Inductor settings that change the outcome
    QString log; // the text log holding the decision
    int line = 0; // its line there (1-based); 0 when no line decided
    QString answer; // the why-not paragraph, for people
};

// A fusion group of A whose nodes went to several groups in B (split), several groups of A
// that B computes in one (merged), or a group whose members changed (regrouped). Groups are
// kernels, or Inductor's final scheduler nodes where both runs recorded their fusion (a C++
// kernel can run several final nodes, so kernels alone can hide a split).
struct FusionChange {
    enum class Kind { Split, Merged, Regrouped };
    Kind kind = Kind::Regrouped;
    QStringList kernelsA, kernelsB;
    QStringList groupsA, groupsB; // final scheduler nodes (op0_op1_op3_op4); empty for kernel groups
    QStringList nodes; // the nodes concerned, as "target @ file:line"
    QString decision; // the fusion decision that differed, one line for people; empty when unknown
    std::optional<FusionVerdict> decisionA, decisionB; // each run's record about the pair that differs
};

// The same graph (stage and part) of a matched compile pair.
struct GraphDiff {
    Change change = Change::Unchanged;
    int compilePair = -1; // index into RunDiff::compiles
    QString stage, part; // dynamo, aot_joint, post_grad, ...; forward, backward, inference
    QString idA, idB; // graph ids as `graph --list` names them
    int nodesA = 0, nodesB = 0, edgesA = 0, edgesB = 0, kernelsA = 0, kernelsB = 0;
    bool identical = false; // the payloads are byte for byte the same (MD5)
    bool detailed = false; // nodes and fusion groups were compared
    QStringList nodesAdded, nodesRemoved; // "target @ file:line", one entry per node
    QList<FusionChange> fusion;
};

// Inductor's passes on the same graph of a matched compile pair (passpipeline.h): the stage's
// passes (their `pass.*` spans) and the pattern passes that changed the graph (they log the
// graph after them only then). Times are shown, never judged: a pass's time moves with the
// machine.
struct PassStageDiff {
    Change change = Change::Unchanged; // Changed: another set of passes ran, or other patterns matched
    int compilePair = -1; // index into RunDiff::compiles
    QString stage; // pre_grad, joint, post_grad:forward (with its region or unit: submod_2:pre_grad)
    QString idA, idB; // the stage as `graph --passes` names it
    int passesA = 0, passesB = 0; // spans
    double msA = -1, msB = -1; // the closed spans' times summed; -1 when none
    QStringList ranOnlyA, ranOnlyB; // passes that ran in one run only
    QStringList changedOnlyA, changedOnlyB; // pattern passes that changed the graph in one run only
};

// A kernel as one run generated it (or as a profile run measured it).
struct KernelSide {
    QString name, compileId, graph; // graph: forward, backward, inference or the AOT id
    QString kind, heuristic;
    QString codeHash; // of its source with its own name taken out
    QStringList sourceNodes, atenOps, sourceLines; // origins: post-grad nodes, ops, user lines
    int launches = 0;
    QString config; // measured launch config
    bool autotuneCandidate = false;
    QString source; // its definition in the generated code (shared with the parsed code, not copied)
};

// A kernel of A and the kernel of B that computes the same thing.
struct KernelPair {
    enum class Match { CodeHash, Origins, SimilarSource, None };
    Change change = Change::Unchanged; // Unchanged: the same code; Changed: same origins, other code
    Match match = Match::None;
    double similarity = 1; // of the generated sources (token shingles), 0..1
    int compilePair = -1;
    std::optional<KernelSide> a, b;
    std::optional<TimeDiff> time; // GPU (or CPU) time, from the profile database
};

// An autotuning choice (the explorer's, core/analysis/autotunedecisions.h): the winner of the same
// op on the same shapes (templates), or of the same kernel's configs, in each run. Candidates are
// compared here, never as kernels.
struct AutotuneChange {
    Change change = Change::Unchanged;
    QString kind; // template, heuristic, coordinate_descent
    QString compileId, op, kernel, shapes, dtypes;
    QString bestA, bestB, configA, configB;
    double bestMsA = -1, bestMsB = -1;
    int choicesA = 0, choicesB = 0;
};

// One version of the software stack in each run, and where it was read.
struct VersionRow {
    QString name; // torch, triton, cuda, driver, gpu, python
    QString a, b, sourceA, sourceB;
    bool differs() const { return !a.isEmpty() && !b.isEmpty() && a != b; }
};

// Where the ranks of one multi-rank run diverge from the first rank.
struct RankDivergence {
    int rankA = -1, rankB = -1;
    int compilesA = 0, compilesB = 0;
    QStringList onlyInA, onlyInB; // compile ids
    QStringList graphsDiffer, guardsDiffer, cacheDiffer, statusDiffer; // compile ids (with what differs)
    QStringList collectivesA, collectivesB; // the first collective schedule that differs
    QString collectivesCompile;
    bool same() const
    {
        return onlyInA.isEmpty() && onlyInB.isEmpty() && graphsDiffer.isEmpty() && guardsDiffer.isEmpty()
            && cacheDiffer.isEmpty() && statusDiffer.isEmpty() && collectivesCompile.isEmpty();
    }
};

struct Note {
    enum class Level { Info, Warning, Error };
    Level level = Level::Info;
    QString text;
};

struct DiffCounts {
    int compilesChanged = 0, compilesOnlyA = 0, compilesOnlyB = 0;
    int breaksFixed = 0, breaksNew = 0, recompilesChanged = 0, failuresGone = 0, failuresNew = 0;
    int guardsChanged = 0, graphsChanged = 0, kernelsChanged = 0, kernelsOnlyA = 0, kernelsOnlyB = 0;
    int autotuneChanged = 0, faster = 0, slower = 0, ranksDiverging = 0;
    int passesChanged = 0; // graphs whose passes differ (other passes ran, other patterns changed it)
    int tracesChanged = 0; // profiler traces with other launches or kernels per step, or other operators
};

// The comparison of two runs, as plain values (like analysis/ for one run). Every list holds
// unchanged entries too, so views can show both sides; `changed()` says whether anything
// differs, `regressed()` whether B is worse (DIFF_JSON.md defines both).
struct RunDiff {
    QString labelA, labelB;
    QString problemA, problemB; // a side that could not be read
    // Records of a side that hold facts (compile times, kernel source lines) and could not be
    // read: those facts are missing from the comparison, which says so in a note.
    int unreadFactsA = 0, unreadFactsB = 0;
    bool factsOverLimit = false; // some of them for a limit (memory, capacity, depth): exit 1
    // A side read only in part (an input of it unreadable; a log cut short, with corrupt lines or
    // payloads that fail their checksums): what it lacks there is missing from the comparison: exit 1.
    bool readInPartA = false, readInPartB = false;
    int logsA = 1, logsB = 1; // the trace logs (ranks) compared of each side
    QList<Note> notes;
    QList<VersionRow> versions;
    // The settings each run compiled with (compilation_metrics' config snapshots, torch 2.6+), as
    // the first log of each side recorded them: which differ.
    ConfigComparison config;
    QList<CompilePair> compiles;
    QList<BreakChange> breaks;
    QList<RecompileChange> recompiles;
    QList<FailureChange> failures;
    QList<RestartChange> restarts;
    QList<GraphDiff> graphs;
    QList<PassStageDiff> passes; // Inductor's passes per graph of each matched compile pair
    QList<KernelPair> kernels;
    QList<AutotuneChange> autotune;
    ProfileDiff profile;
    QList<TraceDiff> traces;
    QList<RankDivergence> ranks;

    DiffCounts counts() const;
    bool changed() const;
    bool regressed() const;
    bool sideUnread() const { return !problemA.isEmpty() || !problemB.isEmpty(); } // nothing was compared
};

// What each side holds in all: compiles, graph breaks, recompiles, failures, generated kernels
// (autotuning candidates left out); -1 for a side that could not be read (shown "?", never 0).
struct FindingTotals {
    int compilesA = 0, compilesB = 0, breaksA = 0, breaksB = 0, recompilesA = 0, recompilesB = 0;
    int failuresA = 0, failuresB = 0, kernelsA = 0, kernelsB = 0;
};
FindingTotals findingTotals(const RunDiff &diff);

// Compile time by phase summed over every compile of each side (PhaseTimes' fields, keys
// `dynamo`, `aot_autograd`, `inductor`, `code_gen`, `triton`, `autotune`, `runtime_autotune`,
// `backward`), only the phases some side recorded; and the cache lookups.
// A phase's seconds over every compile of each side; -1 where no compile of that side recorded
// it (aot_eager runs no Inductor, a cache hit no code generation): "–", never 0 s.
struct PhaseTotal {
    QString key;
    double a = -1, b = -1;
    bool compared() const { return a >= 0 && b >= 0; }
};
QList<PhaseTotal> phaseTotals(const RunDiff &diff);
// -1 for a side that could not be read.
struct CacheTotals {
    int hitsA = 0, missesA = 0, hitsB = 0, missesB = 0;
};
CacheTotals cacheTotals(const RunDiff &diff);

struct DiffOptions {
    TimeOptions time;
    double similarity = 0.6; // least source similarity for a kernel match by similar code
    qint64 graphBytes = 256ll << 20; // graph payload bytes read for node-level diffs, at most
};

// Compares two runs. Never fails: an unreadable side gives a note and empty lists for what
// needs it; everything the other inputs allow is still compared.
RunDiff diffRuns(const DiffInput &a, const DiffInput &b, const DiffOptions &options = {});

// Compares the ranks of one multi-rank run, each against the lowest rank.
RunDiff diffRanks(const DiffInput &run, const DiffOptions &options = {});

} // namespace cs::diff
