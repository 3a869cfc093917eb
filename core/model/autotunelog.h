#pragma once

#include "core/model/compileid.h"

#include <QList>
#include <QString>

#include <optional>

namespace cs {

// What a TORCH_LOGS text log (stderr) says about Inductor's autotuning (FORMAT.md "Autotuning").
// Every string is read from the log: untrusted.

// One timed choice of a max-autotune table: `  triton_mm_17 0.0126 ms 100.0% ACC_TYPE=..., num_warps=4`
// (a Triton template config), `  addmm 0.0179 ms 70.3% ` (the ATen kernel), `  x inf ms 0.0% ...`
// (a choice whose benchmark failed).
struct AutotuneTableChoice {
    QString name; // triton_mm_17, addmm, bias_addmm, ...
    double ms = -1; // Inductor's benchmark; -1 when failed (inf) or not a number
    bool failed = false; // its benchmark failed (`inf ms`): Inductor could not run it
    double percentOfBest = -1; // the table's percentage; -1 when not given
    QString config; // the choice's description as printed (empty for ATen kernels)
};

// `AUTOTUNE addmm(2048x1536, 2048x512, 512x1536)` and the lines under it (select_algorithm's
// log_results): the choices timed for one op, fastest first; only the fastest
// `autotune_num_choices_displayed` (10 by default) are listed.
struct AutotuneTable {
    int line = 0; // of the AUTOTUNE line, 1-based
    int rank = -1; // from a `[rank<N>]:` lead on its lines
    std::optional<CompileId> compileId; // of the last tagged message before it (the table has none)
    QString op; // addmm, bmm, convolution, mm, ...
    QString sizes; // "2048x1536, 2048x512, 512x1536"
    QString strides, dtypes; // "[0, 1], [512, 1], [1, 512]" / "torch.float16, ..." (torch 2.6+)
    QList<AutotuneTableChoice> choices;
    // `SingleProcess AUTOTUNE benchmarking takes 0.3355 seconds and 0.0401 seconds precompiling
    // for 21 choices`: -1 / false where the line (or a part of it: older torch) is missing.
    double benchmarkS = -1, precompileS = -1;
    int timedChoices = -1; // "for N choices": how many were benchmarked (the table may list fewer)
    bool subprocess = false;
    // `Autotune Choices Stats:` and its JSON line, printed just before the table (torch 2.6+).
    int numChoices = -1, numTritonChoices = -1;
    QString bestKernel;
    double bestMs = -1;
};

// One config of a pointwise or reduction kernel benchmarked at its first launch:
// `XBLOCK: 128, num_warps: 4, num_ctas: 1, num_stages: 1, maxnreg: None: 0.005120, nreg 18,
// nspill 0, #shared-mem 0` (triton_heuristics.py at DEBUG).
struct HeuristicConfigTiming {
    QString config; // "XBLOCK: 128, num_warps: 4, num_ctas: 1, num_stages: 1, maxnreg: None"
    double ms = -1;
    int registers = -1, spills = -1;
    QString sharedMemory; // as printed ("0", "None", bytes)
};

// `Benchmark all input configs for triton_poi_fused_add_0, get:` and its configs.
struct HeuristicBenchmark {
    int line = 0;
    int rank = -1;
    // The message's; autotuning at the first launch logs none: then the last compile logged before
    // it (`attributed`), whose first call launched the kernel.
    std::optional<CompileId> compileId;
    bool attributed = false;
    QString kernel;
    QList<HeuristicConfigTiming> configs;
};

// Coordinate descent's tuning of one kernel (coordinate_descent_tuner.py at DEBUG): `Baseline
// Config ..., baseline timing 0.005120`, `Try config ... got ...`, `Improve from ... -> ...`.
struct CoordescTuning {
    int line = 0;
    int rank = -1;
    std::optional<CompileId> compileId; // as HeuristicBenchmark's
    bool attributed = false;
    QString kernel; // from the log's "for <kernel>" where it says so; else empty
    QString baseline, best;
    double baselineMs = -1, bestMs = -1;
    int tried = 0, improvements = 0;
    // Each config tried with its time (triton_heuristics' `COORDESC: <config>: <ms>, nreg ...`).
    QList<HeuristicConfigTiming> trials;
};

struct AutotuneLog {
    QList<AutotuneTable> tables;
    QList<HeuristicBenchmark> heuristics;
    QList<CoordescTuning> coordesc;
    bool empty() const { return tables.isEmpty() && heuristics.isEmpty() && coordesc.isEmpty(); }
};

} // namespace cs
