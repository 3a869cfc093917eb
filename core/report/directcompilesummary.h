#pragma once

#include "core/analysis/compileoverview.h"
#include "core/ingest/runloader.h"

#include <QJsonArray>
#include <QTextStream>

namespace cs {

// Inductor compiles no Dynamo frame started (AOTInductor: directcompiles.h), as summary says them:
// one line each, with the user's call, the target device and the time.
void writeDirectCompilesText(const CompileOverview &ov, QTextStream &s);

// summary --json `direct_compiles[]`: every log's, in log order.
QJsonArray directCompilesJson(const LoadedRun &run);

// Their compile time over the run's logs (totals.direct_compile_time_s).
double directCompileSeconds(const LoadedRun &run);

} // namespace cs
