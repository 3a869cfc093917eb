#pragma once

#include "core/model/graphbreakinfo.h"
#include "core/model/tracelog.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace cs {

// torch.export calls in a structured trace (FORMATS §2.6, TORCH_DTRACE only): each
// `export` record ("start!", torch/export/_trace.py) opens one; the `exported_program` record
// (the printed ExportedProgram) closes it as exported. Without an `export` record
// (draft_export's own trace, older logs) the first export record outside any Dynamo compile
// opens one, kept when it holds a program or a problem. The records between tell what happened: the dynamic dimensions
// created (create_symbol), the guards added on them (guard_added, else guard_added_fast), and the problems: a dimension
// specialised to a constant (symbolic_shape_specialization), a guard on a data-dependent value
// (guard_on_data_dependent_error), a custom op without or with a mismatched fake kernel, a data-dependent value
// draft_export took from the real tensors (propagate_real_tensors_provenance), and the graph make_fx had traced when it
// failed (make_fx_fail_partial). An export without `exported_program` failed: the trace does not hold its exception, so
// the reason is the strongest of those problems.
struct ExportSymbolInfo {
    QString symbol; // s77
    QString source; // L['x'].size()[0]
    QString range; // [2, 32], as recorded
    QString value; // the example input's size
};

struct ExportEvent {
    // guard, specialization, data_dependent_guard, missing_fake_kernel, mismatched_fake_kernel,
    // real_tensor_value
    QString kind;
    QString text; // the expression, or the op
    QString detail; // specialization: value and reason; real_tensor_value: the value; mismatch: reason
    QStringList sources; // the input dimensions the expression is about (guard_added's symbol_to_sources)
    SourceFrame where; // the innermost frame of the user's code, when the stack has one
    uint32_t record = 0;
    int line = 0; // the record's header line in the trace
};

struct ExportAttempt {
    static constexpr uint32_t NoRecord = UINT32_MAX;
    int number = 0; // 1-based, in log order
    uint32_t firstRecord = 0;
    int line = 0; // first record's line in the trace
    bool started = false; // opened by an `export` record
    uint32_t programRecord = NoRecord; // exported_program
    int programLine = 0;
    uint32_t partialRecord = NoRecord; // make_fx_fail_partial: the graph traced before the failure
    std::vector<ExportSymbolInfo> symbols;
    std::vector<ExportEvent> guards;
    std::vector<ExportEvent> problems;

    bool exported() const { return programRecord != NoRecord; }
    // Why an export without a program failed, from its strongest problem; empty when exported.
    QString failure() const;
    // The problem failure() names (nullptr when exported or when the trace holds none).
    const ExportEvent *strongestProblem() const;
};

// A problem kind as people say it ("constraint violation", "data-dependent guard", ...), and
// what to change in the user's code for it.
QString exportProblemName(const QString &kind);
QString exportProblemSuggestion(const ExportEvent &problem);

std::vector<ExportAttempt> analyseExports(const TraceLog &log);

// The innermost frame of `frames` (outermost first) outside PyTorch's own package.
SourceFrame innermostUserFrame(const QList<SourceFrame> &frames);

} // namespace cs
