#pragma once

#include "core/util/result.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>
#include <vector>

namespace cs::ab {

// What the A/B probe (app/probe) wrote for one Python process: app/probe/PROBE_JSON.md.

struct ProbeCall {
    int index = 0; // the region's call number, from 0
    double t = 0; // seconds since the process started, at the call's start
    double wallMs = 0;
    std::optional<double> gpuMs;
    QStringList compiles; // compile ids Dynamo compiled during the call
    double compileMs = 0;
    bool error = false, parity = false;
    bool profiled = false; // `ab --why`: ran under torch.profiler, not a steady call
};

struct ParityOutput {
    QString path, dtype, note;
    QList<qint64> shape;
    qint64 numel = 0, mismatched = 0, nanMismatch = 0, infMismatch = 0;
    std::optional<double> maxAbs, maxRel;
    double rtol = 0, atol = 0;
    bool ok = true;
};

struct ParityCheck {
    int call = 0;
    std::optional<bool> ok; // none: not checked (`skipped` says why)
    QString skipped;
    QList<ParityOutput> outputs; // outputs, then arguments ("input PATH") and buffers ("buffer NAME")
    int inputsCompared = 0; // arguments' tensors and module buffers compared after the call
    bool random = false; // the reference drew random numbers (compared: the same generator state)
};

struct CompileEvent {
    QString id, trigger; // trigger: dynamo, lazy_backward, cudagraph_recording
    int region = 0; // 0: none known
    int call = -1; // -1: outside the region's calls
    double t = 0, ms = 0;
    QList<QPair<QString, int>> graphBreaks; // `ab --why`: reasons Dynamo counted in this compile
    // `ab --why`: where in the user's code each break is (untrusted: the program's file names).
    struct BreakSite {
        QString file, reason;
        int line = 0;
    };
    QList<BreakSite> breakSites;
};

// `ab --why`: the torch.profiler trace of a few steady calls of one region.
struct WhyTrace {
    int first = 0, last = 0; // the calls traced (ProfilerStep#first..last in the trace)
    QString trace; // file name beside the probe file (untrusted: only its file name is used)
    double ms = 0;
};

struct ProbeRegion {
    int id = 0;
    QString key, name, kind, file, siteFile, source, appliedMode, scriptMode, backend, note;
    int line = 0, siteLine = 0;
    std::vector<ProbeCall> calls; // sorted by index
    QList<ParityCheck> parity;
    QList<WhyTrace> why;
    QStringList cudagraphSkips; // `ab --why`: the reasons Inductor skipped CUDA graphs
};

struct GpuMemory {
    int device = 0;
    QString name, capability;
    qint64 maxAllocated = 0, maxReserved = 0; // the program's, the parity checks' own left out
    std::optional<qint64> parityAllocated; // the most the parity checks needed beyond the program's
};

struct ProbeProcess {
    qint64 pid = 0, forkedFrom = 0;
    QString mode, rank, python, torch, torchGit, cuda, hip, triton;
    QStringList knownModes; // empty: never asked (no torch.compile)
    double startT = 0; // seconds since process start when the probe loaded
    bool torchImported = false, ended = false;
    std::optional<double> endT;
    std::optional<qint64> peakRss; // the whole process's: parity checks included
    int parityWindows = 0; // parity calls (their allocations kept out of the GPU peaks)
    bool cudaUsed = false;
    QList<GpuMemory> gpus;
    QList<ProbeRegion> regions;
    QHash<int, qsizetype> regionIndex; // region id → index in `regions` (the first of an id)
    QList<CompileEvent> compiles;
    QStringList errors; // probe_error messages
    QString unknownMode; // the mode this torch lacks (probe_error kind unknown_mode)
    // `ab --why`: the process traced (a region's why record, or a call run under the profiler),
    // and the time of its first call run under the profiler, any region (infinity: none). The
    // profiler stays attached after it and slows every region's later calls.
    bool traced = false;
    double tracedFromT = std::numeric_limits<double>::infinity();

    const ProbeRegion *region(int id) const;
    int callCount() const;
};

struct ProbeOutput {
    QList<ProbeProcess> processes; // in the order they first wrote
    // Lines that could not be read or held nonsense, with their number: the first few, then
    // one line saying how many more there were (`problemCount` counts them all).
    QStringList problems;
    qint64 problemCount = 0;
    qint64 rejected = 0; // records dropped for nonsense values (negative, non-finite or absurd)
    bool missing = false; // readProbeOutput: there was no file at all
    qint64 fileBytes = 0; // readProbeOutput: the file's size
    bool endsMidLine = false; // the last line has no newline (the file was cut short while written)
    // The process whose numbers count: rank 0, else the one with the most calls, else the first.
    const ProbeProcess *main() const;
};

// What a probe file may cost. A real one holds a few hundred bytes per call: 256 MiB is about
// a million calls. A longer line is no record the probe writes.
struct ProbeLimits {
    uint64_t maxFileBytes = 256ull << 20;
    size_t maxLineBytes = 1u << 20;
    int problemsListed = 20;
};

// Reads the JSON-lines file, opened like every input (core/util/inputfile.h: a FIFO or a
// device is refused) and walked line by line from its memory map. A missing file is an empty
// output (the probe never loaded); a file over the cap is an error; a malformed or oversized
// line, or a record with nonsense values (a negative, non-finite or absurd time, a negative
// call index), is a problem naming the line, that record is dropped, and the rest is read.
Result<ProbeOutput> readProbeOutput(const QString &path, const ProbeLimits &limits = {});
ProbeOutput parseProbeOutput(
    std::string_view text, const QString &fileName = QString(), const ProbeLimits &limits = {});
inline ProbeOutput parseProbeOutput(const QByteArray &text, const QString &fileName = QString())
{
    return parseProbeOutput(std::string_view(text.constData(), static_cast<size_t>(text.size())), fileName);
}

} // namespace cs::ab
