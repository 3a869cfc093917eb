#pragma once

#include "core/ingest/debugdir/schedulerir.h"
#include "core/model/artifacts.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace cs {

struct LoadedRun;

// Where a graph's IR, generated code and provenance can come from besides the fusion log.

// A TORCH_COMPILE_DEBUG graph folder; its IR files are read on first use.
struct DebugSource {
    const DebugGraph *graph = nullptr;
    QString runName; // run_<date>-pid_<pid>
    QString compileId; // from the trace (its output code carries the same AOT ID), when known
    bool claimed = false;
    std::shared_ptr<const SchedulerIr> pre() const { return ir(QStringLiteral("ir_pre_fusion.txt"), m_pre); }
    std::shared_ptr<const SchedulerIr> post() const { return ir(QStringLiteral("ir_post_fusion.txt"), m_post); }
    QString path(const QString &file) const;
    std::string text(const QString &file) const; // empty when absent
    QString wrapperFile() const; // output_code.py, or output_code.cpp (AOTInductor)

private:
    std::shared_ptr<const SchedulerIr> ir(const QString &file, std::shared_ptr<const SchedulerIr> &cache) const;
    mutable std::shared_ptr<const SchedulerIr> m_pre, m_post;
    mutable bool m_preRead = false, m_postRead = false;
};

// A generated wrapper in a trace (`inductor_output_code`) with the provenance record that
// follows it in the same compile; the payloads are read on use.
struct TraceLog;
struct TraceCode {
    QString compileId; // as the trace's overview prints it (attempt dropped)
    int rank = -1;
    QString aotId, part; // from `# AOT ID: ['0_forward']`
    QString origin; // <log>:<line>
    bool claimed = false;
    const TraceLog *log = nullptr;
    uint32_t record = 0;
    int provenanceRecord = -1;
    std::string code() const;
    QHash<QString, QStringList> provenance() const; // cppCodeToPost
};

std::vector<DebugSource> debugSources(const LoadedRun &run);
std::vector<TraceCode> traceCodes(const LoadedRun &run);

// `0_forward` (an AOT ID) or `model__0_forward_1` / `model__0_forward_1.0` (a debug graph
// name) → aot id and part; `model___0.1` (AOTInductor) → empty part.
void splitAotName(const QString &name, QString &aotId, QString &part);

// The compile a log line's id names, as the trace's overview prints it (`1/0_1` → `1/0`).
QString compileKey(const QString &logCompileId);

} // namespace cs
