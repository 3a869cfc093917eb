#pragma once

#include "core/analysis/autotunerejects.h"
#include "core/analysis/compileoverview.h"
#include "core/model/textlog.h"
#include "core/model/tracelog.h"

#include <QList>
#include <QString>

#include <memory>
#include <vector>

namespace cs {

// Every autotuning choice Inductor made in a run, with the candidates it timed (the kernel
// workbench's explorer, issue 44). Read from:
// - max-autotune's tables on stderr (`AUTOTUNE addmm(...)`, each timed choice, the benchmarking and
//   precompiling time) and its `Autotune Choices Stats`, the trace's `<op>_template_autotuning`
//   events (the winner, its time, how many choices; the tables' only source when stderr was not
//   kept) and the candidates dropped before timing (autotuneRejections);
// - the heuristic configs of pointwise and reduction kernels timed at their first launch
//   (triton_heuristics at DEBUG: `TORCH_LOGS=+torch._inductor.runtime.triton_heuristics`) and
//   coordinate descent's search from them (coordinate_descent_tuner at DEBUG).
// Strings are read from the logs: untrusted.
struct AutotuneCandidate {
    QString name; // triton_mm_17, addmm (ATen), or a heuristic config's text
    QString config; // the template config ("BLOCK_K=64, ..., num_warps=4"); empty for ATen
    double ms = -1; // as Inductor measured it; -1 when not timed (failed, or not listed)
    bool winner = false;
    bool aten = false; // the ATen (extern) kernel among template choices
    QString failure; // why it was dropped before timing (out of resource, ...)
    bool benchmarkFailed = false; // listed with `inf ms`: timed, but its benchmark failed
    int registers = -1, spills = -1; // heuristic configs: per thread, as Triton compiled them
    // A max-autotune table's percentage of the best (100.0% for the winner): finer than its times,
    // which it prints to four decimals of a ms (0.0081 and 0.0081 ms are 100.0% and 99.2%).
    double percentOfBest = -1;
};

struct AutotuneDecision {
    enum class Kind { Template, Heuristic, CoordinateDescent };
    Kind kind = Kind::Template;
    QString compileId; // "0/0"; "rank 1: 0/0" with several ranks; empty when not known
    bool compileAttributed = false; // the log named none: the last compile logged before it
    QString op; // template: the ATen op tuned (addmm, bmm, convolution); else the kernel
    QString kernel; // heuristic and coordinate descent: the kernel tuned; templates: empty
    QString winner; // the winning candidate's name (triton_mm_17, addmm, or a heuristic config)
    QString sizes, strides, dtypes; // of the op's inputs (templates)
    QList<AutotuneCandidate> candidates; // timed ones fastest first, then those without a time
    int choices = -1; // how many Inductor considered; -1 when not said
    int timed = -1; // how many it benchmarked ("for N choices"); -1 when not said
    int rows = -1; // how many the table listed (autotune_num_choices_displayed: 10 by default); -1 without a table
    double benchmarkS = -1, precompileS = -1; // what choosing cost the compile
    double winnerMs = -1, runnerUpMs = -1;
    QString runnerUp;
    // Coordinate descent: the heuristic's pick it started from, and how much it gained.
    QString baseline;
    double baselineMs = -1;
    int tried = 0;
    QString where; // the file and line it was read from
    bool fromText = false, fromTrace = false;

    int listed() const { return int(candidates.size()); }
    double winnerPercent = -1, runnerUpPercent = -1; // the table's, where it gave them
    // How much slower the second-best timed candidate is than the winner (1.07 = 7%); -1 when not known.
    double margin() const { return slowerBy(runnerUpMs, runnerUpPercent); }
    // How much slower a candidate of this time (and the table's percentage) is than the winner, from
    // whichever the table printed finer: its times have four decimals of a ms (±0.00005 ms), its
    // percentages one decimal (±0.05%), so close candidates of a fast kernel are told apart by the
    // percentages and a slow candidate (0.1% of the best) by its time; -1 when not known.
    double slowerBy(double ms, double percentOfBest) const
    {
        const bool times = winnerMs > 0 && ms > 0, percents = winnerPercent > 0 && percentOfBest > 0;
        if (percents && (!times || 0.05 / winnerPercent + 0.05 / percentOfBest < 0.00005 / winnerMs + 0.00005 / ms))
            return winnerPercent / percentOfBest;
        return times ? ms / winnerMs : -1;
    }
};

struct AutotuneExplorer {
    std::vector<AutotuneDecision> decisions; // templates in log order, then heuristic kernels
    // Where the logs hold less than every candidate (the formatters say what to set):
    int unlistedChoices = 0; // tables listing fewer candidates than were timed (autotune_num_choices_displayed)
    int traceOnlyChoices = 0; // template choices known from the trace alone (winner only: stderr not kept)
    bool heuristicsUnlogged = false; // templates tuned, but no pointwise/reduction config timings logged
    bool empty() const { return decisions.empty(); }
};

// The choices that made a kernel of the run: a pointwise/reduction kernel's own tuning (by its name),
// or for a template kernel (`triton_tem_fused_addmm_relu_0`) its compile's choices of the op its
// name holds, narrowed (when its code is given) to those whose winner's block sizes, warps and
// stages the code has. Pointers into `x`.
std::vector<const AutotuneDecision *> decisionsForKernel(
    const AutotuneExplorer &x, const QString &compileId, const QString &kernel, const QString &code = {});

AutotuneExplorer exploreAutotuning(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews,
    const std::vector<std::shared_ptr<const TextLog>> &textLogs, const std::vector<AutotuneRejection> &rejections);

} // namespace cs
