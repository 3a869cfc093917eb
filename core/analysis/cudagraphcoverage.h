#pragma once

#include "core/analysis/compileoverview.h"
#include "core/model/cudagraphlog.h"
#include "core/model/textlog.h"
#include "core/model/tracelog.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace cs {

// Which compiled regions ran as CUDA graphs, and why the others did not (README "CUDA graphs").
//
// A region is one compile (a frame's compiled graph; its forward and backward together). Its
// state, from every source that holds it:
// - `captured`: CUDA graphs were on for it and nothing kept any of its kernels out;
// - `partitioned`: graph partitioning kept some ops outside (CPU ops, device copies, ops that
//   cannot be captured: `outside` says which and why); the other partitions were captured;
// - `skipped`: Inductor ran the whole region without CUDA graphs (`skips` says why, as PyTorch
//   gave it); a skip found at run time (a mutated input) is only in TORCH_LOGS=cudagraphs;
// - `off`: the region compiled without CUDA graphs (default mode): nothing to diagnose;
// - `unknown`: CUDA graphs were on, no skip was recorded while compiling, but the log has no
//   `cudagraphs` lines to tell whether one happened at run time.
// Where the sources come from: the trace's FX graph cache key (`inductor_config[triton.cudagraphs]`:
// the mode as compiled; compilation_metrics' own snapshot does not see it), its
// `cudagraph_skip_reason`, its output code (partition functions and the launches in them), and
// TORCH_LOGS text (partition lines, skips, recordings).
struct CudaGraphRegion {
    QString compileId; // "0/0"; "rank 1: 0/0" in multi-rank runs
    int log = -1, compile = -1; // the trace compile (CompileRef), -1 when known from text only
    QString function; // the function as summary names it; empty when only text knew the region
    QString state; // captured, partitioned, skipped, off, unknown
    bool requested = false; // CUDA graphs were on for this compile (mode or config)
    QString requestedFrom; // fx_graph_cache key, torch_logs, cudagraph_skip_reason
    int partitions = 0, cudagraphable = 0; // from the partition lines, else the output code
    QList<CudaGraphOutsideNode> outside; // nodes kept out of CUDA graphs, with PyTorch's reason
    QList<CudaGraphSkipLine> skips;
    int launches = -1; // launches per call in its output code; -1 when no code was read
    int launchesInPartitions = -1; // of them, inside partition functions (what a graph can hold)
    int recordings = 0, rerecordings = 0; // `Recording function=` / `Re-recording function=` lines
    // The function (partition) recorded most often, when more than once: a graph per input size.
    QString recordedAgain;
    QStringList recordedSizes; // its first input's size at each recording, in order
    // Launches that run one by one, not inside a CUDA graph, each call: all of them when skipped,
    // those outside partitions when partitioned. -1 when unknown.
    int launchesOutsideGraphs() const;
};

struct CudaGraphCoverage {
    QList<CudaGraphRegion> regions; // in compile order (trace), then text-only regions
    int captured = 0, partitioned = 0, skipped = 0, off = 0, unknown = 0;
    int trees = 0; // `Recording cudagraph tree` lines (also made for regions later skipped)
    int distinctSizesWarned = -1; // `We have observed N distinct sizes` (largest N), -1 if none
    int rerecordLimitHits = 0;
    bool fromText = false; // TORCH_LOGS=cudagraphs lines were read
    // Some region was compiled for CUDA graphs: coverage means something.
    bool any() const { return captured + partitioned + skipped + unknown > 0; }
};

// What kept a region out of CUDA graphs, in one line (its first skip's reason, else the reasons
// of the ops kept outside, else the graph recorded per input size); empty when captured whole.
QString cudaGraphRegionReason(const CudaGraphRegion &r);
// The user's line that reason points at (a skip's `Found from` frame, else an outside op's).
SourceFrame cudaGraphRegionWhere(const CudaGraphRegion &r);

// Text logs are attributed to the trace when the run has one trace log (one process); with
// several, their regions are listed apart (no rank).
CudaGraphCoverage cudaGraphCoverage(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews,
    const std::vector<std::shared_ptr<const TextLog>> &textLogs);

} // namespace cs
