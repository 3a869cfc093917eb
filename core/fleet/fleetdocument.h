#pragma once

#include "core/report/doc/reportdocument.h"

#include <QJsonObject>

namespace cs::fleet {

// The fleet report (fleetReport's JSON) as a report document, for the existing HTML and
// Markdown writers (core/report/doc/reportwriters.h): totals, the top lists and the cohort
// comparison as tables, in the user's language, trace text made inert (reportCell).
ReportDocument fleetReportDocument(const QJsonObject &report, const QString &store);

} // namespace cs::fleet
