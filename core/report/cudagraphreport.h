#pragma once

#include "core/analysis/cudagraphcoverage.h"

#include <QJsonObject>
#include <QString>
#include <QTextStream>

namespace cs {

struct LoadedRun;

// The run's CUDA-graph coverage (cudagraphcoverage.h), from its traces and TORCH_LOGS text.
CudaGraphCoverage runCudaGraphCoverage(const LoadedRun &run);

// "CUDA graphs: 3 compiled regions: 1 captured, 1 partitioned, 1 skipped" and one line per
// region that was not simply captured (the reason, where, what to change); empty when no
// region compiled for CUDA graphs.
QString cudaGraphCoverageText(const CudaGraphCoverage &c);

// explain's numbered findings from `n` + 1 on: each region whose CUDA graphs were skipped or
// partitioned, or that recorded a graph per input size, most launches left outside graphs first,
// with what to change; then a note when CUDA graphs were on but no TORCH_LOGS=cudagraphs lines
// say what happened at run time. Returns the last finding's number.
int writeCudaGraphFindings(const CudaGraphCoverage &c, QTextStream &s, int n);

// `cudagraphs` in summary and explain JSON (SUMMARY_JSON.md).
QJsonObject cudaGraphCoverageJson(const CudaGraphCoverage &c);

} // namespace cs
