#pragma once

#include "core/analysis/compileoverview.h"
#include "core/model/tracelog.h"

#include <QString>
#include <QStringList>

#include <simdjson.h>

#include <string>
#include <string_view>

namespace cs {

// dynamo_start: the compiled function, its file and line, and the user's call stack.
void takeDynamoStart(const TraceLog &log, const TraceRecord &r, CompileSummary &c, simdjson::dom::parser &parser);
// compilation_metrics; `torchVersion` takes its pytorch_version when it has none yet. False when
// the record's JSON cannot be read (a number beyond what JSON readers hold, damage).
bool takeMetrics(
    const TraceLog &log, const TraceRecord &r, CompileSummary &c, QString &torchVersion, simdjson::dom::parser &parser);
// bwd_compilation_metrics: the backward's compile time added to c.backwardCompileTimeS
// (inductor_cumulative_compile_time_us, else inductor_compile_time_s). False when unreadable.
bool takeBackwardMetrics(const TraceLog &log, const TraceRecord &r, CompileSummary &c, simdjson::dom::parser &parser);
// An fx_graph_cache_* / aotautograd_cache_* artifact (`fx`: the FX graph cache; `result`: hit,
// miss, bypass). `readAhead`: json::ReadAhead bytes past the payload can be read.
CompileSummary::CacheEvent cacheEvent(
    std::string_view payload, bool fx, std::string_view result, simdjson::dom::parser &parser, bool readAhead = false);
// An FX graph cache key's `inductor_config[triton.cudagraphs]: True|False` component (in the
// fx_graph_cache_* lookups and older torch's fx_graph_cache_hash): 1, 0, or -1 when absent.
int cudagraphsInCacheKey(std::string_view payload);
// torch 2.12+'s torch_version artifact, once per file.
void takeTorchVersion(const std::string &payload, CompileOverview &ov, simdjson::dom::parser &parser);
// Logs with neither the torch_version artifact nor a version in compilation_metrics (torch 2.6–2.11)
// still name it in the header of each fx_graph_runnable repro script (`# torch version:
// 2.9.0a0+git2249284`, `# torch git version: 2249284...`): read from the first such record.
void takeTorchVersionFromRepro(const TraceLog &log, CompileOverview &ov);
// recompile_reasons: one reason as raw text, several as a JSON array (read as far as it goes
// when the record was cut short).
QStringList recompileReasons(const std::string &payload);

} // namespace cs
