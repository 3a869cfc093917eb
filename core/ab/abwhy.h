#pragma once

#include "core/ab/abresult.h"

#include <QByteArray>
#include <QJsonArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cs::ab {

// `ab --why`: for each region and compiled mode that is slower than eager, whose speedup
// interval includes 1, that recompiles after its warm-up or whose compile never paid for itself
// in the run, the causes ranked by how much of the gap to eager each one explains, with the
// evidence measured in that A/B and the next step to try.
//
// The evidence comes from what the probe recorded (calls, compiles, graph-break reasons, CUDA
// graph skips, peaks) and from the torch.profiler traces of a few steady calls per region and
// mode (the last process of each mode, `ab --why`), read with the engine's chrome trace readers:
// ChromeTraceReader's compiled-region times (graph calls, time outside the graphs) and the
// trace summary of core/diff (steps, operators, kernels, device time).
//
// The gap is per call: this mode's steady median minus eager's, plus what recompiles after
// the warm-up cost per call. In the traces the call splits into Python and wrappers, guard
// evaluation ("TorchDynamo Cache Lookup"), time in the compiled regions outside their graphs,
// the graphs, and eager operators outside any region; eager's call into Python and operators.
// Overhead is the compiled call's host time outside the graphs beyond eager's host time
// outside its operators. On a GPU the call is overhead-bound when its host time (the probe's
// wall time of the steady calls) exceeds the GPU's busy time (the kernels in the trace): the GPU
// idles waiting for launches, and the part of the CUDA-event span (the metric) beyond the busy
// time and beyond eager's span is overhead. A graph break (more
// than one compiled frame per call) turns the time in the regions outside their graphs into
// eager islands. Kernels: the graphs' time (the device time on a GPU) against eager's
// operators. Each trace's host parts are scaled to its mode's measured steady median
// (the profiler lengthens a call, mostly in proportion), so the parts add up to the measured
// gap; compile time inside traced calls (a recompiling region) is taken out first and counted
// as the recompiles' cause from the probe's records. What the causes leave of the gap (or the
// savings they outweigh, compiled kernels faster than eager's) is said as unexplained.

struct WhyCause {
    // overhead, graph_breaks, recompiles, cudagraphs_skipped, slower_kernels, not_amortised, memory
    QString kind;
    double explainsMs = 0; // of the per-call gap; 0 for what is no part of it (inGap false)
    // explainsMs / gap when the gap is positive; above 1 when the cause costs more than the whole
    // gap (other parts of the compiled call are faster than eager's); 0 otherwise.
    double share = 0;
    // The steady per-call gap is what the cause explains. False for not_amortised (the compile is
    // paid once, not per steady call: spreadMs says what it costs per call of this run) and memory.
    bool inGap = true;
    double spreadMs = -1; // not_amortised: the compile and warm-up excess spread over the calls made
    // The evidence and the next step: an English template (translated by whyCauseText) with
    // its %1.. arguments, measured in this A/B.
    const char *evidence = "";
    QStringList evidenceArgs;
    // A second sentence of evidence where one applies (graph_breaks: the host syncs at the breaks).
    const char *evidenceMore = "";
    QStringList evidenceMoreArgs;
    const char *next = "";
    QStringList details; // break reasons, skip reasons, kernels: untrusted text from the program's torch
    // graph_breaks: where in the user's code each break is (file as the program named it,
    // inert text; line), with the break's reason; the details list them first, "file.py:12: reason".
    struct Site {
        QString file, reason;
        int line = 0;
    };
    QList<Site> sites;
    // recompiles: every call after the warm-up compiled again, so there is no steady call to
    // compare: the gap is the compiled calls' median, compile included, against eager's.
    bool everyCall = false;
};

// Per call, from one mode's trace (µs).
// One kind of kernel in a traced call, per call: grouped by the CPU operator that launched it
// (`aten::mm` for an extern call) or, for Inductor's own kernels, by their name, which lists
// the ATen operators they were generated from (`triton_poi_fused_addmm_gelu_0`).
struct WhyKernelGroup {
    QString op; // aten::mm, triton_poi_fused_addmm_gelu_0; the GPU kernel's name where nothing links it
    QString kernel; // the GPU kernel's name (the first seen)
    double us = 0, launches = 0; // per call
    // No ATen operator launched it: the CPU span that did (a CUDA graph replay's
    // "## Call CompiledFxGraph … ##"), or empty where nothing links it. Inductor's kernels are
    // grouped by their names then (which list their operators); library kernels stand alone.
    QString launcher = {};
    bool linked = true; // an ATen operator, or an Inductor kernel's own name, says what it does
};

struct WhyTraceFacts {
    QString trace; // relative to the A/B folder
    int calls = 0; // steps traced
    double callUs = 0, pythonUs = 0, guardsUs = 0, graphUs = 0, regionOutsideUs = 0, opsUs = 0;
    double deviceUs = 0, kernels = 0, launches = 0;
    int frames = 0; // compiled frames (compile ids) run per call
    bool gpu = false;
    double compileUs = 0; // compile callbacks inside the traced calls (a recompiling region), per call
    // Host syncs per call (a tensor's .item(), a blocking copy, a synchronize: TraceSummary), the
    // host's time blocked in them, and the GPU's idle time after them until its next launch.
    double syncs = 0, syncWaitUs = 0, syncIdleUs = 0;
    QList<WhyKernelGroup> kernelGroups; // GPU: by device time per call, largest first
    // The host times under the profiler are longer than without it (several times on a GPU, where
    // CUPTI records every launch): every host part of the call is divided by callUs / (the measured
    // steady median), so the parts add up to the median; device time is kept as traced.
    double scale = 1;
};

struct WhyEntry {
    QString region, mode; // region key
    // slower, interval_includes_1, no_significant_difference, recompiles, not_amortised,
    // processes_disagree, too_few_processes; pays_off: faster and earned back, nothing to explain
    // (every compared region and mode has an entry, so no view leaves one out unsaid)
    QString reason;
    double eagerMs = 0, modeMs = 0, gapMs = 0; // per call
    QList<WhyCause> causes; // ranked, most of the gap first
    double unexplainedMs = 0; // gap not covered by the causes (negative: they cover more)
    std::optional<WhyTraceFacts> modeTrace, eagerTrace;
    QString note; // no traces: why (English; an unreadable trace is named with its reason)
};

// What tracing for --why cost: the processes that traced (the last of each mode; their calls
// from the first traced one on are not measured) and how much longer they ran than the
// untraced processes of their mode (median), against the whole A/B's process time.
struct WhyTraceCost {
    int processes = 0;
    double extraS = 0, totalS = 0;
};
WhyTraceCost whyTraceCost(const AbRunSet &runs);

struct WhyReport {
    bool traced = false; // the A/B was run with --why (its traces may be there)
    WhyTraceCost cost;
    QList<WhyEntry> entries;
    QStringList problems; // unreadable traces, "runs/…/why-r1-….json.gz: why", each once
    int compared = 0; // region × compiled mode pairs measured beside a measured eager
    QStringList notMeasured; // modes (eager too) whose every process failed: nothing of them to explain
    const WhyEntry *entry(const QString &region, const QString &mode) const;
};

// Reads the traces of result.runs (the A/B folder) and explains every region and mode asked about.
WhyReport explainWhy(const AbResult &result);

// Words in the user's language (`translated`) or English (JSON).
QString whyCauseTitle(const QString &kind, bool translated);
QString whyCauseEvidence(const WhyCause &c, bool translated);
QString whyCauseNext(const WhyCause &c, bool translated);
QString whyReasonText(const QString &reason, bool translated);
// What a cause explains of the entry's gap, for people: "123 µs per call (96% of the gap)",
// "207 µs per call, more than the 130 µs gap: other parts were faster"; for not_amortised the
// compile spread over the calls made; empty for memory. Text report, report table and window.
QString whyExplainsText(const WhyCause &c, const WhyEntry &e);
// The "Why?" part of the text report, and its JSON (AB_JSON.md, key "why"); one entry's
// headline ("REGION — MODE: slower than eager; gap +12 µs per call ...") and its ranked causes.
QString whyText(const WhyReport &why);
// "Tracing: 4 processes traced a few calls (...); they ran 3.2 s longer than ..., 5% of ...";
// empty where nothing traced.
QString whyCostText(const WhyReport &why);
QString whyHeadline(const WhyEntry &e);
QString whyEntryText(const WhyEntry &e, const QString &indent = QString());
QJsonArray whyJson(const WhyReport &why);
// abJson(result) with "why" added.
QByteArray abJsonWithWhy(const AbResult &result, const WhyReport &why);

} // namespace cs::ab
