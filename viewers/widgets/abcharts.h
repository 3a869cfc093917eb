#pragma once

#include "core/ab/abresult.h"

#include <QColor>

class QChart;

namespace cs::viewers {

// The two pictures of one compiled region in the A/B view, drawn into an existing chart (its
// series and axes are replaced):
//  - every call's time per process, one colour per mode, on a logarithmic axis so the compile
//    calls (seconds) and the steady state (micro- to milliseconds) both show; the calls the
//    analysis counted as warm-up are drawn as large points, the steady median as a dashed line;
//  - the distribution of the steady calls per mode as box plots (quartiles, whiskers at the
//    furthest call within 1.5 IQR), on a linear axis.
void drawCallSeries(QChart *chart, const ab::RegionResult &region);
void drawDistributions(QChart *chart, const ab::RegionResult &region);

// The colour of a mode, the same in both pictures and the table.
QColor modeColor(int modeIndex);

} // namespace cs::viewers
