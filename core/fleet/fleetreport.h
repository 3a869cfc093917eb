#pragma once

#include "core/fleet/fleetstore.h"

#include <QJsonObject>
#include <QString>

namespace cs::fleet {

// What `fleet report` asks of a store (FLEET_STORE.md "Report queries").
struct ReportOptions {
    QString by = QStringLiteral("torch"); // torch, job, week: how compile time by phase is grouped
    // Cohorts to compare: KEY=VALUE with KEY torch, job (a glob) or week (YYYY-Www), or a bare
    // torch version. Empty: no comparison.
    QString cohortA, cohortB;
    int limit = 20; // rows per top list
};

// A cohort as a SQL condition on `logs` (alias l) with its bound value; error when malformed.
struct Cohort {
    QString key, value;
    QString condition() const; // "l.torch = ?" ...
    static Result<Cohort> parse(const QString &text);
};

// The report (schema compilescope.fleet_report/1): totals, top break sites by compile time
// added and by jobs hit, top recompile causes, compile time by phase per group, failing jobs,
// unreadable logs, and the cohort comparison. Every list comes from one SQL query.
Result<QJsonObject> fleetReport(FleetStore &store, const ReportOptions &options);

// The cohort comparison alone (the report's `compare`), for the Fleet view, which asks for it
// apart from the rest: two cohorts as ReportOptions takes them.
Result<QJsonObject> fleetCompare(FleetStore &store, const QString &cohortA, const QString &cohortB, int limit = 20);

// The same for people: strings from traces with control characters as visible escapes.
QString formatFleetReportText(const QJsonObject &report);

// One line saying what a comparison (the report's `compare`) found about compile time per log.
QString compareVerdict(const QJsonObject &comparison);

} // namespace cs::fleet
