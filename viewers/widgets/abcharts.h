#pragma once

#include "core/ab/abresult.h"

#include <QColor>
#include <QPointF>

#include <vector>

class QChart;

namespace cs::viewers {

// The two pictures of one compiled region in the A/B view, drawn into an existing chart (its
// series and axes are replaced):
//  - every call's time per process, one colour per mode, on a logarithmic axis so the compile
//    calls (seconds) and the steady state (micro- to milliseconds) both show; the calls the
//    analysis counted as warm-up are drawn as large points. Up to DenseCalls calls per process,
//    a line per process and the steady median as a dashed line; beyond (thousands of calls, where
//    lines would be a solid band), per mode the running median of the steady calls of all its
//    processes, the band of their 10th to 90th percentiles, and the calls far outside it as dots
//    (callBands);
//  - the distribution of the steady calls per mode as box plots (quartiles, whiskers at the
//    furthest call within 1.5 IQR), on a linear axis.
void drawCallSeries(QChart *chart, const ab::RegionResult &region);
void drawDistributions(QChart *chart, const ab::RegionResult &region);

// The colour of a mode, the same in both pictures and the table.
QColor modeColor(int modeIndex);

constexpr int DenseCalls = 400;

// A mode's steady calls summarised along the call index: at most `maxPoints` bins of consecutive
// calls; for each, over a window of calls around it (all processes), the median and the 10th and
// 90th percentiles. An outlier is a steady call above p90 + 2 (p90 - p10) or below p10 - 2 (p90 -
// p10) of its window (at least 5% of the median away), at most MaxOutliers of them (the furthest).
struct CallBands {
    std::vector<QPointF> median, low, high; // x: call index (bin centre), y: ms
    std::vector<QPointF> outliers; // x: call index, y: ms
    qint64 outliersFound = 0; // before the cap
};
constexpr int MaxOutliers = 3000;
CallBands callBands(const ab::ModeResult &mode, int maxPoints = 600);

} // namespace cs::viewers
