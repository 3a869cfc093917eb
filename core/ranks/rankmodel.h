#pragma once

#include "core/diff/rundiff.h"
#include "core/model/compileid.h"
#include "core/model/diagnostic.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace cs::ranks {

// What one rank of a distributed run did, and where the ranks part: plain values built once
// from a loaded run (rankfacts.h, rankcompare.h), read by `compilescope ranks`, `diff RUN`, the
// report's Ranks section and the window's Ranks view. The PyTorch facts each field rests on are
// in RANK_FACTS.md beside this file; the JSON form in RANKS_JSON.md.

// One cache lookup of a compile, in log order (FX graph cache: one per Inductor graph;
// AOTAutograd cache: one per AOT compile).
struct CacheLookup {
    QString cache; // fx_graph, aotautograd
    QString result; // hit, miss, bypass
    QString reason; // a bypass's cache_bypass_reason
};

// A tensor the compile's frame received (describe_tensor + describe_source of its last attempt),
// device index normalised (cuda:#).
struct InputTensor {
    QString source; // L['x'], L['self']._modules['fc']._parameters['weight']
    QString dtype; // float32
    QString size, stride; // [8, 16]
    QString device; // cpu, cuda:#
    bool operator==(const InputTensor &) const = default;
    QString text() const; // "L['x']: float32[8, 16] cpu"
};

// One graph payload of a compile: its stage and its digest with rank specifics normalised.
struct GraphFact {
    QString stage; // dynamo, aot_forward, post_grad, ... (tracekinds.h)
    QByteArray digest;
    uint32_t record = UINT32_MAX; // its payload's record in the rank's log (for the evidence)
    bool operator==(const GraphFact &o) const { return stage == o.stage && digest == o.digest; }
};

// Inductor's estimate for one compiled graph (inductor_runtime_and_tensor_meta, LOG_TLPARSE=1).
// Inductor writes 0 ns for an op it does not estimate (every op off the GPU, scheduler.py
// _get_estimated_runtime): such an op is counted in `ops` but has no estimate. A graph none of
// whose ops was estimated has no estimate at all: totalNs and collectiveNs are then -1.
struct RuntimeEstimate {
    double totalNs = -1, collectiveNs = -1;
    int ops = 0, collectiveOps = 0;
    int estimatedOps = 0; // ops with an estimate above 0 ns

    bool estimated() const { return totalNs >= 0; }
};

// One compile id of one rank, with everything the comparison needs.
struct RankCompile {
    QString id; // "0/1"; "0/1#2" for the second compile of that id (torch._dynamo.reset())
    CompileId compileId;
    int overview = -1; // index into the rank's CompileOverview::compiles (the tree's compile)
    QString function, file;
    int line = 0;
    QString status; // ok, failed, empty, missing (CompileSummary::statusName)
    int attempts = 1;
    QString failType, failReason;
    QStringList graphBreaks; // each graph break's reason, in log order
    QStringList failedGuards; // recompile_reasons: the guards that failed, newest cache entry first
    // The same, as ranks compare them (failedGuardKey): one rank's reason is another's when only
    // rank specifics or the folder of the guard's source file differ.
    QStringList failedGuardKeys;
    diff::PhaseTimes times; // compile time by phase, cache counters, start and end (µs since the epoch)
    QList<CacheLookup> cache;
    QStringList collectives; // the collectives its graphs issue, in order (normalised op names)
    QString collectivesFrom; // "schedule" (inductor_collective_schedule), "output_code", or empty
    QList<InputTensor> inputs;
    QList<GraphFact> graphs;
    QByteArray guardsDigest; // of its guard dump, normalised; empty when none
    uint32_t guardsRecord = UINT32_MAX; // its guard dump's record in the rank's log; UINT32_MAX: none
    QList<RuntimeEstimate> runtime; // one per compiled graph that logged an estimate
    // What must agree between ranks that did the same thing: id, function, outcome, attempts,
    // graph breaks, failed guards, graphs, guards, inputs, collectives and cache results. Never
    // times, cache keys or anything normalised away.
    QByteArray signature;

    double compileSeconds() const; // forward + backward compile time; -1 when not recorded
    double runtimeNs() const; // the estimates of its graphs added up; -1 when no graph has one
    QString cacheText() const; // "fx_graph hit, aotautograd miss"; empty when no lookup
};

// One collective a rank issues, and the compiled graph that issues it.
struct CollectiveCall {
    QString compileId;
    QString op; // torch.ops._c10d_functional.all_reduce_.default
};

// One rank (one trace log) of the run.
struct RankRun {
    int rank = -1; // from the log (file name or envelope); -1 for a log without one
    int log = -1; // index into LoadedRun::logs / overviews
    QString path;
    QString label; // "rank 1", or "log 2" for a log without a rank
    // The torch that wrote its log (torch_version record, compilation_metrics or the repro
    // script): "2.9.0 (commit 2249284abc12)"; empty when the log does not say.
    QString torch;
    QList<RankCompile> compiles; // in log order
    // graph_execution: the compile ids of compiled graphs in the order they ran (only when the
    // job recorded it, torch._inductor.debug.record_and_log_graph_execution_order).
    QStringList executionOrder;
    // Every collective the rank issues, graph by graph: in execution order when recorded, else
    // in compile order (each compiled graph once).
    QList<CollectiveCall> collectives;
    int group = -1; // index into RankAnalysis::groups
    // What went wrong reading its log (the trace reader's warnings and errors: a truncated
    // file, corrupt lines, bad checksums), in file order. What the log lost is not compared.
    QList<Diagnostic> problems;
    QHash<QString, int> index; // compile id → index into `compiles` (compareRanks fills it)

    int indexOf(const QString &compileId) const; // -1 when the rank has no such compile
    double compileSeconds() const;
    bool damaged() const { return !problems.isEmpty(); }
    bool truncated() const; // its log ends early (a cut-off file or compressed stream)
    // For a place where the ranks part and this rank takes part: "rank 1's log is truncated at
    // line 864: what is missing there may be the damage, not a divergence"; empty when undamaged.
    QString damageCaveat() const;
};

// Ranks whose sequences of compiles are identical (same signatures in the same order).
struct RankGroup {
    QList<int> members; // indices into RankAnalysis::ranks, lowest rank first
};

// The first place where the ranks part: the compile at `position` of their sequences.
struct Divergence {
    enum class Cause {
        Recompile, // a recompile only some ranks made: a guard failed there only
        ExtraCompile, // a compile (a new frame) only some ranks made: another code path, a graph break
        Missing, // some ranks stopped compiling here (their sequence ended)
        Order, // the same compiles in another order
        Status, // the same compile ended otherwise (failed, empty graph)
        Cache, // a cache miss (or bypass) only some ranks had
        GraphBreak, // a graph break only some ranks had
        Collectives, // the compiled graph issues other collectives: a different branch
        Inputs, // the frame received other inputs (shape, dtype, stride)
        Graph, // another graph from the same frame: a different branch taken
        Guards, // the same graph under other guards
        Other,
    };
    int position = -1;
    QString compileId; // the compile of `ranks` at that position (empty when they had none)
    QString otherCompileId; // the compile of `otherRanks` there (empty when none)
    QList<int> ranks; // rank numbers that did the unusual thing
    QList<int> otherRanks;
    Cause cause = Cause::Other;
    QString detail; // one line for people: the failed guard, the cache lookups, the graph break
    QStringList evidence; // per-side facts, "rank 1: ...", "ranks 0, 2: ..."
    QList<int> damagedRanks; // rank numbers on either side whose log is damaged (RankRun::problems)
    QStringList damage; // their RankRun::damageCaveat(): the divergence may be the damage
    // Some rank on each side has an intact log: the divergence holds whatever the damage lost.
    bool holdsAmongIntact = true;
    // Other ranks that part at the same position in another way (another compile, another
    // guard): each with its own compile id and cause. `ranks` above is the earliest of them.
    struct Part {
        QList<int> ranks;
        QString compileId;
        Cause cause = Cause::Other;
        QString detail;
    };
    QList<Part> also;

    static QString causeName(Cause c); // stable, for JSON: recompile, extra_compile, missing, ...
};

// The first collective whose sequence differs between ranks: the likely hang.
struct CollectiveDivergence {
    QString compileId; // the compiled graph where the sequences part
    int index = -1; // position in that graph's collectives
    bool executionOrder = false; // graphs taken in their recorded execution order
    struct Side {
        QList<int> ranks;
        QString op; // empty: these ranks issue no collective there
        QStringList sequence; // the graph's collectives on these ranks
    };
    QList<Side> sides;
    QList<int> damagedRanks; // as in Divergence
    QStringList damage;
    bool holdsAmongIntact = true; // two sides hold a rank whose log is intact
};

// Per compile id (or graph), the slowest rank against the median of all ranks that have it.
struct Straggler {
    QString compileId;
    int graph = -1; // for runtime estimates: which of the compile's graphs; -1 for compile times
    int slowestRank = -1;
    double slowest = 0, median = 0; // seconds (compile time) or nanoseconds (runtime estimate)
    QList<double> values; // per rank in RankAnalysis::ranks order; -1 where the rank has none
    bool flagged = false; // slowest ≥ 1.5 × median and ≥ 1 s more (compile) / ≥ 1.1 × (runtime)
    double ratio() const { return median > 0 ? slowest / median : 0; }
};

// A row of the matrix compile ids × ranks.
struct MatrixRow {
    QString compileId;
    QList<int> cells; // per rank: index into RankRun::compiles, -1 where that rank has no such compile
    bool differs = false; // missing on some rank, or some signature differs
};

struct RankAnalysis {
    QStringList inputs;
    QList<RankRun> ranks; // in rank order
    QList<RankGroup> groups; // the largest first; ties: the one holding the lowest rank first
    QList<MatrixRow> matrix; // every compile id of any rank, merged in log order
    std::optional<Divergence> divergence;
    std::optional<CollectiveDivergence> collectiveDivergence;
    QList<Straggler> compileStragglers; // every compile id on two ranks or more, worst first
    QList<Straggler> runtimeStragglers;
    QStringList notes; // what limits the answer (one rank, no rank numbers, no collectives recorded)
    // The ranks' torch builds when they differ ("ranks 0, 1 torch 2.9.0 (commit 2249284abc12); rank 2
    // torch ..."): what differs between them may be the build. Said first, with the reading problems.
    QString torchBuilds;
    // Every rank's reading problems, "path:line: message" (Diagnostic::toString), rank by rank:
    // told before anything else, since a damaged log can look like a divergence.
    QStringList readingProblems;
    // A file named as a rank log (dedicated_log_torch_trace_rank_N) beside the logs read that
    // could not be read at all (empty, not a trace log): a damaged rank, never left out silently.
    struct UnreadLog {
        int rank = -1;
        QString path;
        QString why; // "the file is empty", "not a trace log (it starts: ...)"
    };
    QList<UnreadLog> unreadLogs;
    // Gaps in the rank numbers (0 up to the highest rank seen): ranks with no log at all, as
    // ranges (first, last), never expanded one by one (a file named rank_2000000000 is one range).
    // The verdict rests on the ranks read.
    QList<std::pair<int, int>> missingRanges;
    qint64 missingCount() const
    {
        qint64 n = 0;
        for (const auto &[first, last] : missingRanges)
            n += qint64(last) - first + 1;
        return n;
    }
    // Logs without a rank among rank logs (another job's log, a single-process run): left out
    // of the comparison, named by their path in a note.
    QStringList leftOut;

    bool diverges() const { return groups.size() > 1 || collectiveDivergence.has_value(); }
    // The ranks read agree (one group, no collective divergence). A rank log that could not be
    // read at all makes that no verdict: see unreliable().
    bool agree() const { return !diverges(); }
    // The verdict `ranks` gives exit 0 for (JSON "agree"): the ranks agree and every rank log was read.
    bool agreeFully() const { return agree() && unreadLogs.isEmpty(); }
    // No verdict to trust (`ranks` exits 1, not 0 or 3): a rank log could not be read and the
    // ranks read agree, or the divergence (or the likely hang) rests on a damaged log only —
    // what differs may be the damage. A divergence that holds among intact ranks stays one.
    bool unreliable() const
    {
        if (!diverges())
            return !unreadLogs.isEmpty();
        return (divergence && !divergence->damage.isEmpty() && !divergence->holdsAmongIntact)
            || (collectiveDivergence && !collectiveDivergence->damage.isEmpty()
                && !collectiveDivergence->holdsAmongIntact);
    }
    QList<int> rankNumbers(const QList<int> &members) const;
};

// Rank numbers as the text and notes say them: "0, 2" and "rank 1" / "ranks 0, 2".
QString rankNumbersText(const QList<int> &ranks);
QString ranksText(const QList<int> &ranks);
// Ranges of rank numbers: "1, 4–19999999".
QString rankRangesText(const QList<std::pair<int, int>> &ranges);

} // namespace cs::ranks
