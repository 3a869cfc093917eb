#pragma once

#include "core/analysis/exportattempts.h"
#include "core/ingest/runexplain.h"
#include "core/ingest/runloader.h"
#include "core/model/exportedprogram.h"

#include <QJsonArray>
#include <QStringList>
#include <QTextStream>

#include <memory>

namespace cs {

// What an exported program takes and gives, in words every output shares (summary, report):
// `inputs: user_input x f32[s77, 16], ...`, `outputs: ...`, `dynamic dims: s77: [3, 64]`
// (`none`). Parameters, buffers and constants are counted, not listed.
struct ProgramInterface {
    QString inputs, outputs, dynamicDims;
    int stateInputs = 0; // parameters, buffers, tensor constants, custom objects, tokens
};
ProgramInterface programInterface(const ExportedProgram &p);

// The program an export in a trace printed (exported_program), read with readPrintedProgram;
// null when it produced none.
std::shared_ptr<const ExportedProgram> tracedProgram(const TraceLog &log, const ExportAttempt &a);

// The graph ids graph --list gives the export's program and its partial graph (graphcatalog.h).
QString exportGraphId(const LoadedRun &run, size_t log, const ExportAttempt &a, bool partial = false);

// A guard or problem of a trace export in one line, with the user's line it came from.
QString exportEventText(const ExportEvent &e);

// A program's signature entries as JSON: kind, name, target, and the value's dtype and shape
// (a symbolic value's expression as its shape).
QJsonArray exportSpecsJson(const ExportedProgram &p, const std::vector<ExportSpec> &specs);

// `compilescope summary`: the exports of one trace, each with its program's interface or why
// it failed, its dynamic dimensions, guards and problems (nothing when the log has none).
void writeExportText(const LoadedRun &run, size_t log, QTextStream &out);

// summary --json `exports[]` (SUMMARY_JSON.md).
QJsonArray exportsJson(const LoadedRun &run);

// The run's .pt2 archives whose program could not be read (a damaged or foreign model.json) or
// is structurally broken (ExportedProgram::damaged), one line each naming the file: the answer
// given on such a run is not complete (`summary` and a window's --screenshot exit 1).
QStringList incompletePrograms(const LoadedRun &run);

} // namespace cs
