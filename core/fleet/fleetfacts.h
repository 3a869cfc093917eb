#pragma once

#include "core/ingest/runloader.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace cs::fleet {

// Where a log sits in the fleet: its job (the folder of its trace, or what the indexer says)
// and rank (the log's own, from its name or envelope).
struct LogPlace {
    QString job; // empty: the name of the folder that holds the log
};

// The compact facts of one trace log (FLEET_FACTS.md, schema compilescope.fleet_facts/1):
// compiles with outcome and phase times, graph-break sites with the compile time they added,
// recompile causes, failures, cache lookups, kernel counts, stack versions and the manifest of
// a recorded run. Computed by the engine's own analyses (compile overview, rank facts,
// explain); nothing is analysed twice. `run` holds the one log.
QJsonObject logFacts(const LoadedRun &run, const QString &path, const LogPlace &place);

// The facts of a log that could not be read: status "unreadable" (missing, a folder, no
// permission) or "corrupt" (read, but no trace record in it), with the reason.
QJsonObject failedLogFacts(const QString &path, const LogPlace &place, const QString &status, const QString &error);

// The job a log belongs to when none is given: the name of its folder, the run folder above
// a recorded run's `trace/` folder.
QString jobOfPath(const QString &path);

// One line of JSON, no line break inside: what `fleet facts --json` prints per log.
QByteArray compactLine(const QJsonObject &o);

inline constexpr const char *FactsSchema = "compilescope.fleet_facts/1";

} // namespace cs::fleet
