#pragma once

#include "core/analysis/autotunerejects.h"
#include "core/analysis/compileoverview.h"
#include "core/analysis/coverage.h"
#include "core/analysis/cudagraphcoverage.h"
#include "core/analysis/guardcost.h"
#include "core/analysis/guardfailure.h"
#include "core/analysis/longcompiles.h"
#include "core/analysis/repeatedblocks.h"
#include "core/model/artifacts.h"
#include "core/model/diagnostic.h"
#include "core/model/graphbreakinfo.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>

#include <memory>
#include <vector>

namespace cs {

// Where a compile sits in the run: which log (rank) and which of its overview's compiles.
struct CompileRef {
    int log = -1;
    int compile = -1;
    bool isValid() const { return log >= 0 && compile >= 0; }
    bool operator==(const CompileRef &) const = default;
};

// Graph breaks with the same reason at the same user location, across compiles and ranks.
//
// What a break costs in compile time, and what it does not: every graph break restarts
// Dynamo's analysis of the frame (the tracing before the break is thrown away, PyTorch
// records it as `dynamo_time_before_restart_s`), and the rest of the function compiles as a
// separate resume function. The restart is time the break added; the compiles around the
// break (the frame that hit it and its resume functions) would mostly be spent anyway, as
// one compile, without it. So `cost()` is the discarded tracing only, and the compile time of
// the compiles involved is kept apart (`involvedTimeS()`), each compile listed in `involved`.
struct BreakGroup {
    QString reason, file;
    int line = 0;
    QString sourceLine; // the user's line as the run recorded it; from the local file when the record has none
    bool sourceFromFile = false;
    // The same line of the file on disk when it no longer reads as recorded (the script was
    // edited after the run); empty when it matches or cannot be read.
    QString sourceOnDisk;
    QString explanation, url, typeId;
    QStringList hints;
    QStringList hintClasses; // PyTorch's class of the break (GraphBreakInfo::hintClasses)
    QList<SourceFrame> userStack;
    QString library; // the installed package whose code breaks (torch, transformers), or empty
    SourceFrame userCallSite; // for a library break: the innermost frame of the user's own code
    // What to do where CompileScope knows better than PyTorch's hints (a break inside a library
    // whose fix is known; a branch on a tensor's value, which capturing the value does not
    // remove); empty otherwise. PyTorch's hints are then shown as hints, not as the fix.
    QString advice;
    int count = 0;
    QStringList compileIds; // "0/0", or "rank 1: 0/0" in multi-rank runs
    QList<CompileRef> refs; // the compiles that hit the break (resume compiles excluded)
    double compileTimeS = 0; // compile time of the compiles that hit the break
    double resumeCompileTimeS = 0; // compile time of the resume functions it created
    double restartTimeS = 0; // tracing discarded when the break restarted analysis, summed
    QStringList resumeFunctions;
    struct Involved {
        QString compileId; // as in compileIds, "resume " included
        double compileTimeS = -1; // entire_frame_compile_time_s; -1 when not recorded
        double restartTimeS = 0; // of this break's restart in that compile
        bool resume = false;
    };
    QList<Involved> involved; // one per compileIds entry, same order
    // Compile time the break added, measured: the tracing its restarts discarded.
    double cost() const { return restartTimeS; }
    // A group of one break as PyTorch recorded it (reason, place, explanation, hints, stack).
    static BreakGroup of(const GraphBreakInfo &info)
    {
        BreakGroup b;
        b.reason = info.reason;
        b.file = info.file;
        b.line = info.line;
        b.explanation = info.explanation;
        b.hints = info.hints;
        b.url = info.url;
        b.typeId = info.typeId;
        b.hintClasses = info.hintClasses;
        b.userStack = info.userStack;
        return b;
    }
    // Compile time of every compile around the break (not caused by the break alone).
    double involvedTimeS() const { return compileTimeS + resumeCompileTimeS; }
    // From profiler traces: host time in the breaking compiles' regions outside their compiled
    // graphs and nested frames (the eager code the break leaves, guard lookup, prologue), summed
    // over every call in the traces. -1 when no trace has the compiles' regions.
    double runtimeOutsideUs = -1;
    int runtimeCalls = 0;
    bool hasRuntime() const { return runtimeOutsideUs >= 0; }
};

// One recompile: the new compile id and the guard of the most recent cache entry that failed.
struct RecompileStep {
    QString compileId;
    CompileRef ref;
    CompileRef cacheEntryRef; // the older compile whose guard failed
    GuardFailure failure; // PyTorch's first reason (the most recent cache entry)
    QList<GuardFailure> otherFailures; // distinct failures of the older cache entries
    QStringList reasons; // every cache entry's failure, most recent first
    QString suggestion;
    QString suggestionKind; // GuardAdvice::kind: mark_dynamic, static_cache, ...
    QStringList becameDynamic; // sources made symbolic in this compile (automatic dynamic shapes)
    QStringList becameDynamicReadable; // the same as the user writes them: "`attention_mask` dim 1"
    bool limitHit = false; // this compile hit recompile_limit / cache_size_limit
    // PyTorch's first reason is the newest cache entry's, but an older entry's failure is what this
    // compile made dynamic: that one is `failure` (the cause), the newest entry's is otherFailures[0].
    bool causeInOlderEntry = false;
    double compileTimeS = -1; // its backward's included; -1 when not recorded
    // Compile time the fix saves, about: this compile's where the change removes it (a dtype, a
    // value, an object); where PyTorch made something dynamic, marking it dynamic before the first
    // call leaves one compile of the two, so the cheaper of this one and the one it superseded (the
    // dynamic compile stays); 0 for the recompile limit's hit; -1 when no time is recorded.
    double savedS = -1;
    CompileRef savedRef; // the compile whose time savedS is
    // The function this compile held when its frame is a wrapper holding several in turn
    // (FrameSummary::wrapsSeveral: a shared decorator's wrapper, Dynamo's own `inner`); empty otherwise.
    QString function;
};

struct FunctionRecompiles {
    QString function, file; // the user's function (behind any wrapper), CompileSummary::displayFunction
    int line = 0;
    QString wrapper; // "wrapper (generic.py:937)" when Dynamo compiled a wrapper around it
    // A wrapper frame holding several functions in turn (a decorator's wrapper shared by several
    // functions; Dynamo's own `inner` for torch.compile of bound methods): `held` names them, `wrapper`
    // the frame, each step the one its compile held. `function` is the frame's for a decorator's
    // wrapper (the user's code), and the held functions ("A.f, A.g") for Dynamo's own.
    bool wrapsSeveral = false;
    QStringList held;
    int rank = -1;
    QStringList compileIds; // the whole chain, first compile included
    QList<RecompileStep> steps;
    bool limitHit = false;
    bool storm = false; // StormThreshold or more recompiles, or the recompile limit hit
    // PyTorch's recompiles among the steps: the recompile limit's step is none (compilekind.h).
    int recompileCount() const
    {
        return static_cast<int>(
            std::count_if(steps.begin(), steps.end(), [](const RecompileStep &s) { return !s.limitHit; }));
    }
    double recompileTimeS = 0; // compile time spent in recompiles (backwards included)
    double savedS = 0; // the steps' savedS added up: what fixing them all saves, about; ranks the finding
    static constexpr int StormThreshold = 4;
};

struct CompileFailure {
    CompileRef ref;
    QString compileId, function, failType, reason, file;
    int line = 0;
    int rank = -1;
    bool limitHit = false;
    int attempts = 1;
    QStringList restartReasons; // graph breaks that restarted analysis before it failed
    // A torch.export call that failed (TORCH_DTRACE): compileId "export N", ref invalid; the
    // location is the user's line of its strongest problem and `suggestion` what to change.
    bool exportCall = false;
    QString suggestion;
    // A failure PyTorch worded as a graph break (Unsupported under fullgraph=True): its structured
    // block, as a BreakGroup's. `suggestion` is then its first hint that says what to do.
    QString explanation, url;
    QStringList hints;
};

// A compile whose analysis restarted: why, how long the discarded attempts took, and what the
// attempt that stuck did differently (the graph it compiled and where it handed over).
struct CompileRestart {
    CompileRef ref;
    QString compileId, function, file;
    int line = 0;
    int attempts = 1;
    QStringList reasons; // first line of each restart reason
    // dynamo_time_before_restart_s: the discarded tracing; -1 where the log lost the compile's
    // compilation_metrics (a log cut short)
    double timeBeforeRestartS = 0;
    QString change; // what the final attempt did, in words
};

struct Explanation {
    Coverage coverage; // how much ran compiled: read first
    // Set when the input is no torch.compile run (only .pt2 archives, only profiler traces, only
    // TORCH_LOGS text): what it is, said in place of the coverage (runexplain.h archivesHeadline).
    QString input;
    QString inputHint; // what to run next on it
    // What the window points at where nothing is there to fix: the views that show such an input.
    enum class InputKind { Run, Archives, Profiles, TextLogs };
    InputKind inputKind = InputKind::Run;
    QList<BreakGroup> breaks; // most costly first
    QList<FunctionRecompiles> recompiles; // most recompile time first
    QList<CompileFailure> failures;
    QList<CompileFailure> limitHits; // failures that are recompile-limit hits
    QList<CompileRestart> restarts;
    CudaGraphCoverage cudagraphs; // which regions ran as CUDA graphs, and why the others did not
    GuardCostReport guardCost; // what the guards of the costliest compiles cost each call
    std::vector<RepeatedBlock> repeatedBlocks; // compiles of one graph holding many copies of a block
    std::vector<LongCompile> longCompiles; // single compiles that take much of the run's compile time
    std::vector<AutotuneRejection> autotuneRejections; // candidates max-autotune dropped (a note, not a finding)
    bool hasRuntime = false; // some break was timed from a profiler trace
    // What could not be read of the run's logs (lines cut short, broken records): everything
    // above is read off the rest. The count of warnings and errors, and the first of them.
    int readProblems = 0;
    Diagnostic firstReadProblem;
};

// Builds what-to-fix from the structured traces of a run, one log and overview per rank, and
// the profiler traces loaded with it (graph breaks are then ranked by time outside compiled
// regions first). Reads user source files as text (never runs them) to show their lines.
// `textLogs`: the run's TORCH_LOGS text, for what only it holds (CUDA-graph skips found at run time).
Explanation explainRun(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews,
    const std::vector<std::shared_ptr<const ProfilerTrace>> &profiles = {},
    const std::vector<std::shared_ptr<const TextLog>> &textLogs = {});

} // namespace cs
