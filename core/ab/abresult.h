#pragma once

#include "core/ab/abrunset.h"
#include "core/stats/byprocess.h"
#include "core/stats/verdict.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace cs::ab {

// What an A/B found: plain values, made by analyse() (abanalysis.h) from an AbRunSet, shown by
// the CLI (abreport.h, abjson.h), the A/B view and kept in SQLite (core/ab/abstore.h).

enum class Metric {
    Wall, // time.perf_counter around the call (CPU programs)
    // CUDA events recorded on the current stream before and after the call: the span the call
    // takes on that stream, idle gaps between its kernels included (not the device's busy time,
    // not host time); every call of the region had one.
    Gpu,
};

struct Range {
    double estimate = 0, low = 0, high = 0;
    bool valid = false;
};

// One compiled region in one mode, over that mode's processes. Times in milliseconds.
struct ModeResult {
    QString mode;
    QString status; // measured, failed, unavailable, no_calls
    Metric metric = Metric::Wall;
    int processes = 0; // processes whose calls are counted
    QList<int> callsPerProcess;
    QList<std::vector<double>> series; // per process, every call in order (the metric)
    QList<int> warmupCalls; // per process: calls dropped before the steady state
    bool warmupFixed = false; // --warmup N instead of detection
    bool settled = true; // the detection found an end of the warm-up in every process
    double firstCallMs = 0; // median over processes
    double warmupMs = 0; // the warm-up calls' time, compile included (median over processes)
    double warmupExcessMs = 0; // what warm-up and recompiles cost beyond steady-state calls
    double compileMs = 0; // time in torch's compile callbacks for this region (median)
    double timeToSteadyS = 0; // process start to the first steady call (median)
    stats::Summary steady; // pooled steady calls of all processes
    // 95% interval of the steady median with the process as the unit (stats/byprocess.h: a
    // two-level bootstrap, processes then calls): as wide as the processes lie apart.
    stats::Interval medianCi;
    std::vector<double> steadySamples;
    stats::ProcessSamples steadyByProcess; // the same calls, per process
    QList<double> processMedians; // per process, the median of its steady calls (steadyByProcess[k]), made once
    // How far this mode's processes lie apart ((largest - smallest median) / smallest) and the
    // typical spread within one (median of IQR / median): the machine's noise, said in words
    // when the first is large (noiseNote in abreport.h).
    double processSpread = 0, withinSpread = 0;
    // The processes of this mode that ran to the end (exit code 0): `processes` may be fewer, when
    // a process's probe file is missing, empty or cut short (AbResult::probeGaps names them) or it
    // never called the region. The verdict says so, and is too_few_processes where 2 or more ran
    // but fewer than 2 are usable (in this mode or in eager).
    int processesRun = 0;
    // Host time per call: the median wall time (time.perf_counter around the call) of the steady
    // calls, whatever the metric. On a GPU the call returns once its kernels are queued, so this is
    // the launch side; the device's busy time is what `ab --why` reads from the traces.
    double hostMedianMs = 0;
    // Recompiles after the warm-up: calls counted (not errors, profiled or parity calls) and those
    // that compiled again. When at least half of them did, recompiling IS the steady state: the
    // steady calls are all calls after the warm-up, compiles included (steadyIncludesRecompiles),
    // so the mode is compared with eager at what a call really costs; the verdict and the gate
    // say so.
    int callsAfterWarmup = 0, recompilingCalls = 0;
    bool steadyIncludesRecompiles = false;
    // Against eager (not for eager itself):
    // The calls compared as independent samples (Hodges-Lehmann, Mann-Whitney, Welch): kept for
    // the minimum-sample check and as a reference in JSON; the verdict, the speedup, the saving
    // and the p-value shown come from byProcess.
    std::optional<stats::Comparison> vsEager;
    std::optional<stats::ProcessComparison> byProcess; // against eager, the process as the unit
    stats::Verdict processVerdict = stats::Verdict::TooFewSamples;
    std::optional<stats::RatioEstimate> speedup; // eager time / this mode's time: > 1 is faster
    bool processesAgree = true; // every process pair falls on the side of the verdict
    Range savingMs; // eager median - this median, with the interval of the shift
    Range breakEvenCalls; // calls until the compile cost is earned back; high = inf: maybe never
    bool breakEvenImmediate = false; // no extra warm-up cost: ahead from the first call
    int recompiles = 0; // compile ids with attempt > 0 (max over processes)
    QStringList compileIds, recompileIds;
    int parityChecked = 0, parityFailed = 0, paritySkipped = 0;
    int parityInputs = 0; // arguments' tensors and module buffers compared after the checked calls
    bool parityRandom = false; // the reference drew random numbers (compared from the same state)
    std::optional<double> parityMaxAbs, parityMaxRel;
    QString parityWorstOutput, paritySkipReason;
    // baseline, pays_off, no_significant_difference, slower, not_equivalent, failed,
    // too_few_calls, too_few_processes, unavailable, no_calls
    QString verdict;
    QString failure; // failed / unavailable: why
    bool processesDisagreeOnly = false; // faster or slower by the pooled interval, not by every process
    // Eager's process medians ÷ this mode's, the least (low) and the most (high) over every pair of
    // processes: where they straddle 1 the processes disagree, and no speedup is the answer.
    Range processSpeedups;
    // settings.record: the recorded run folder of this mode (absolute) and this region's compile
    // ids in it, to open its compile ids, graph breaks and kernels.
    QString recordedRun;
    QStringList recordedCompileIds;

    bool measured() const { return status == QLatin1String("measured"); }
};

struct RegionResult {
    QString key, name, kind, file, siteFile, backend, note;
    int line = 0, siteLine = 0;
    QList<ModeResult> modes; // in the order of the settings
    const ModeResult *mode(const QString &name) const;
};

// A measured process that ran to the end but whose probe output is missing, empty or cut short:
// its calls are not (all) counted, and the result says so (mode, process, file, what is wrong).
struct ProbeGap {
    QString mode;
    int index = 0; // among the mode's processes, from 0 (shown from 1)
    QString file; // relative to the A/B folder: runs/NN-MODE-K/probe.jsonl
    QString what; // English: "missing", "empty", "cut short: ..."
    bool used = false; // what it holds was still read (cut short, not empty): its calls count
};

struct ModeSummary {
    QString mode;
    bool available = true;
    QString reason; // unavailable: why
    int runs = 0, succeeded = 0, failed = 0, skipped = 0;
    int probeGaps = 0; // succeeded processes whose probe output is missing, empty or cut short
    QStringList failures; // one line per failed process
    QString stderrTail; // of the first failed process
    // Medians over processes. GPU: the program's peak, the parity checks' own allocations left
    // out (they are in peakGpuParity); RSS is the whole process's, parity checks included.
    std::optional<qint64> peakRss, peakGpuAllocated, peakGpuReserved, peakGpuParity;
    bool parityRan = false; // some process ran parity calls (their CPU memory is in peakRss)
    // What its processes wrote on stderr (stderrnotes.h): grouped, counted, most telling first.
    QList<StderrNote> notes;
    qint64 notesDropped = 0; // occurrences of groups not listed
    QStringList notesTruncated; // processes whose stderr was longer than what was scanned
};

struct StackSummary {
    QString python, torch, torchGit, cuda, hip, triton;
    QStringList gpus, knownModes;
};

struct AbResult {
    QString error; // the A/B itself could not run (no folder, no probe) or could not be saved
    AbRunSet runs;
    // compared, nothing_to_compare, probe_not_loaded, eager_failed, failed_to_start, cancelled, error
    QString outcome;
    StackSummary stack;
    QList<ModeSummary> modes;
    QList<RegionResult> regions;
    QStringList problems; // unreadable probe lines, probe errors, several Python processes, ...
    QList<ProbeGap> probeGaps; // measured processes whose probe output is missing, empty or cut short
    bool gateTripped = false;
    QStringList gateReasons; // English, one per tripped region/mode

    const ModeSummary *modeSummary(const QString &mode) const;
};

} // namespace cs::ab
