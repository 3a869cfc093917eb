#pragma once

#include "core/analysis/cudagraphcoverage.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <vector>

namespace cs {

struct LoadedRun;

// The run's CUDA-graph coverage (cudagraphcoverage.h), from its traces and TORCH_LOGS text.
CudaGraphCoverage runCudaGraphCoverage(const LoadedRun &run);

// "CUDA graphs: 3 compiled regions: 1 captured, 1 partitioned, 1 skipped" and one line per
// region that was not simply captured (the reason, where, what to change); empty when no
// region compiled for CUDA graphs.
QString cudaGraphCoverageText(const CudaGraphCoverage &c);

// The regions that are findings (CUDA graphs skipped or partitioned, or a graph recorded per
// input size), most launches left outside graphs first: indices into c.regions.
std::vector<int> cudaGraphFindingRegions(const CudaGraphCoverage &c);

// One such region in words (translated; the trace's names in them are untrusted plain text).
struct CudaGraphFinding {
    QString title; // what happened to which region
    QStringList lines; // where (a skip's line), the ops kept outside, or the sizes recorded
    QStringList lineChanges; // for a partition: what to change for each op kept outside
    QString change; // what to change (the first op's, for a partition)
    QString cost; // the launches each call runs outside a CUDA graph, when known
};
CudaGraphFinding cudaGraphFinding(const CudaGraphRegion &r);

// explain's numbered finding `n` + 1 for one region. Returns its number.
int writeCudaGraphFinding(const CudaGraphRegion &r, QTextStream &s, int n);
// The note for regions whose CUDA graphs were on but no TORCH_LOGS=cudagraphs lines say what
// happened at run time; nothing when there are none.
void writeCudaGraphUnknownNote(const CudaGraphCoverage &c, QTextStream &s);

// `cudagraphs` in summary and explain JSON (SUMMARY_JSON.md).
QJsonObject cudaGraphCoverageJson(const CudaGraphCoverage &c);

} // namespace cs
