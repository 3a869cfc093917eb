#include "core/analysis/compileoverview.h"

#include "core/analysis/kernelcounts.h"

#include "core/analysis/outputcode.h"
#include "core/model/tracekinds.h"
#include "core/util/json.h"

#include <QFileInfo>

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <tuple>
#include <unordered_map>

namespace cs {
namespace {

void takeDynamoStart(const TraceLog &log, const TraceRecord &r, CompileSummary &c, simdjson::dom::parser &parser)
{
    if (!c.function.isEmpty())
        return;
    const auto el = json::parse(parser, log.metadata(r));
    if (!el)
        return;
    simdjson::dom::array stack;
    if ((*el)["stack"].get_array().get(stack) != simdjson::SUCCESS || stack.size() == 0)
        return;
    simdjson::dom::element last;
    for (auto f : stack) {
        last = f;
        SourceFrame sf;
        sf.function = json::str(f, "name");
        sf.line = static_cast<int>(json::integer(f, "line").value_or(0));
        sf.source = json::str(f, "loc");
        if (const auto fid = json::integer(f, "filename"))
            sf.file = json::qstr(log.stringAt(*fid));
        c.stack << sf;
    }
    c.function = json::str(last, "name");
    c.line = static_cast<int>(json::integer(last, "line").value_or(0));
    if (const auto fid = json::integer(last, "filename"))
        c.file = json::qstr(log.stringAt(*fid));
}

// The last compilation_metrics record of a compile decides (an attempt's record is replaced).
void takePhases(simdjson::dom::element m, CompileSummary::Phases &p)
{
    const auto us = [&](const char *key) { return json::number(m, key); };
    p = {};
    if (const auto t = us("triton_compile_time_us"))
        p.tritonCompile = *t / 1e6;
    const auto total = us("dynamo_cumulative_compile_time_us");
    if (!total)
        return;
    const double a = us("aot_autograd_cumulative_compile_time_us").value_or(0);
    const double ind = us("inductor_cumulative_compile_time_us").value_or(0);
    const double gen = us("inductor_code_gen_cumulative_compile_time_us").value_or(0);
    // A nested time larger than its parent (clock skew, a partial record) is cut to the parent.
    const double i = a > 0 ? std::min(ind, a) : ind;
    const double g = i > 0 ? std::min(gen, i) : gen;
    p.dynamo = std::max(0.0, *total - a) / 1e6;
    p.aotAutograd = std::max(0.0, a - i) / 1e6;
    p.inductor = std::max(0.0, i - g) / 1e6;
    p.codegen = g / 1e6;
}

// `torchVersion` takes compilation_metrics' pytorch_version when it has none yet. False when the
// record's JSON cannot be read (a number beyond what JSON readers hold, damage).
bool takeMetrics(
    const TraceLog &log, const TraceRecord &r, CompileSummary &c, QString &torchVersion, simdjson::dom::parser &parser)
{
    const auto el = json::parse(parser, log.metadata(r));
    if (!el)
        return false;
    const auto m = *el;
    if (const QString fn = json::str(m, "co_name"); !fn.isEmpty())
        c.function = fn;
    if (const QString file = json::str(m, "co_filename"); !file.isEmpty())
        c.file = file;
    if (const auto line = json::integer(m, "co_firstlineno"))
        c.line = static_cast<int>(*line);
    c.failType = json::str(m, "fail_type");
    c.failFile = json::str(m, "fail_user_frame_filename");
    c.failLine = static_cast<int>(json::integer(m, "fail_user_frame_lineno").value_or(0));
    c.guardCount = static_cast<int>(json::integer(m, "guard_count").value_or(-1));
    c.cacheSize = static_cast<int>(json::integer(m, "cache_size").value_or(-1));
    c.graphNodeCount = static_cast<int>(json::integer(m, "graph_node_count").value_or(-1));
    c.graphOpCount = static_cast<int>(json::integer(m, "graph_op_count").value_or(-1));
    c.graphInputCount = static_cast<int>(json::integer(m, "graph_input_count").value_or(-1));
    simdjson::dom::array restarts;
    if (m["restart_reasons"].get_array().get(restarts) == simdjson::SUCCESS)
        for (auto r : restarts) {
            std::string_view text;
            if (r.get_string().get(text) == simdjson::SUCCESS)
                c.restartReasons << json::qstr(text);
        }
    c.timeBeforeRestartS = json::number(m, "dynamo_time_before_restart_s").value_or(0);
    c.failReason = json::str(m, "fail_reason");
    c.guardLatencyUs = json::number(m, "guard_latency_us").value_or(-1);
    c.cudagraphSkipReason = json::str(m, "cudagraph_skip_reason");
    if (torchVersion.isEmpty())
        torchVersion = json::str(m, "pytorch_version");
    if (const QString reason = json::str(m, "recompile_reason"); !reason.isEmpty() && c.recompileReasons.isEmpty()) {
        c.recompileReasons = { reason }; // only the first reason; the artifact, when present, has them all
    }
    if (const auto s = json::number(m, "entire_frame_compile_time_s"))
        c.compileTimeS = *s;
    else if (const auto us = json::number(m, "duration_us"))
        c.compileTimeS = *us / 1e6;
    else if (const auto dynamo = json::number(m, "dynamo_cumulative_compile_time_us"))
        c.compileTimeS = *dynamo / 1e6; // records with neither: Dynamo's whole time holds every phase
    takePhases(m, c.phases);
    bool guarded = true;
    const bool hasGuarded = m["has_guarded_code"].get_bool().get(guarded) == simdjson::SUCCESS;
    if (!c.failType.isEmpty())
        c.status = CompileSummary::Status::Failed;
    else if (hasGuarded && !guarded)
        c.status = CompileSummary::Status::EmptyGraph;
    else
        c.status = CompileSummary::Status::Ok;
    return true;
}

// An fx_graph_cache_* / aotautograd_cache_* artifact: {"key": ..., "cache_status_detailed": ...,
// "components": [...]} (a bypass: {"cache_bypass_reason": ...}). The components (the key's
// inputs, large) are not decoded.
CompileSummary::CacheEvent cacheEvent(
    const TraceLog &log, const TraceRecord &r, bool fx, std::string_view result, simdjson::dom::parser &parser)
{
    CompileSummary::CacheEvent e { fx ? QStringLiteral("fx_graph") : QStringLiteral("aotautograd"), json::qstr(result),
        {}, {} };
    const std::string payload = log.payload(r);
    if (const auto el = json::parse(parser, payload)) {
        e.key = json::str(*el, "key");
        e.detail = json::str(*el, "cache_status_detailed");
        if (e.detail.isEmpty())
            e.detail = json::str(*el, "cache_bypass_reason");
        if (e.detail.isEmpty())
            e.detail = json::str(*el, "reason");
    }
    return e;
}

// torch 2.12+: {"pytorch_version": "2.15.0+cu132", "commit": "d0f2...", "oss": true}, once per file.
void takeTorchVersion(const std::string &payload, CompileOverview &ov, simdjson::dom::parser &parser)
{
    if (const auto el = json::parse(parser, payload)) {
        ov.torchVersion = json::str(*el, "pytorch_version");
        ov.torchCommit = json::str(*el, "commit");
    }
}

QStringList recompileReasons(const std::string &payload)
{
    // A single reason is raw text; several are a JSON array (FORMATS §2.5).
    if (!payload.empty() && payload.front() == '[') {
        simdjson::dom::parser p;
        if (const auto el = json::parse(p, payload)) {
            simdjson::dom::array arr;
            if (el->get_array().get(arr) == simdjson::SUCCESS) {
                QStringList out;
                for (auto v : arr) {
                    std::string_view s;
                    if (v.get_string().get(s) == simdjson::SUCCESS)
                        out << json::qstr(s);
                }
                return out;
            }
        }
    }
    return { QString::fromStdString(payload) };
}

// torch.export runs inside a compile id of its own without compiling anything for torch.compile:
// strict export resets Dynamo and captures as 0/0, and torch 2.15's non-strict export opens a
// fresh frame id (torch/export/_trace.py). Such an id holds describe_*, graph and export records
// but none that Dynamo's convert_frame writes for a compile (dynamo_start, compilation_metrics,
// recompile_reasons, guards, generated code): it is no compile, and its records count as outside
// compiles (export's own analysis reads them).
void dropExportContexts(CompileOverview &ov, const std::vector<bool> &byDynamo)
{
    if (std::all_of(byDynamo.begin(), byDynamo.end(), [](bool b) { return b; }))
        return;
    std::vector<size_t> newIndex(ov.compiles.size(), SIZE_MAX);
    std::vector<CompileSummary> kept;
    for (size_t i = 0; i < ov.compiles.size(); ++i) {
        if (!byDynamo[i]) {
            ov.recordsOutsideCompiles += ov.compiles[i].records.size();
            continue;
        }
        newIndex[i] = kept.size();
        kept.push_back(std::move(ov.compiles[i]));
    }
    ov.compiles = std::move(kept);
    std::vector<GraphBreakRecord> breaks;
    for (GraphBreakRecord &g : ov.graphBreaks)
        if (newIndex[g.compile] != SIZE_MAX) {
            g.compile = newIndex[g.compile];
            breaks.push_back(std::move(g));
        }
    ov.graphBreaks = std::move(breaks);
}

// dynamo_start's stack ends with the compiled frame; nn.Module's call machinery (`_call_impl`,
// `_wrapped_call_impl` in torch/nn/modules/module.py) just above it means the frame ran as a
// module's forward. torch.compile's own frames in between (eval_frame.py's `compile_wrapper`,
// `_fn`) are skipped.
bool calledByModuleCall(const QList<SourceFrame> &stack)
{
    for (qsizetype i = stack.size() - 2; i >= 0; --i) {
        const SourceFrame &caller = stack[i];
        if (caller.file.endsWith(QLatin1String("/_dynamo/eval_frame.py")))
            continue;
        return caller.function == QLatin1String("_call_impl") || caller.function == QLatin1String("_wrapped_call_impl")
            || caller.file.endsWith(QLatin1String("/torch/nn/modules/module.py"));
    }
    return false;
}

} // namespace

bool CompileOverview::newerTorch() const
{
    // "2.16.0+cu132", "2.16.0.dev20261201", "3.0.0"
    const QStringList parts = torchVersion.section(u'+', 0, 0).split(u'.');
    bool okMajor = false, okMinor = false;
    const int major = parts.value(0).toInt(&okMajor), minor = parts.value(1).toInt(&okMinor);
    return okMajor && okMinor && (major > 2 || (major == 2 && minor > KnownTorchMinor));
}

QString CompileSummary::statusName(Status s)
{
    switch (s) {
    case Status::Ok:
        return QStringLiteral("ok");
    case Status::Failed:
        return QStringLiteral("failed");
    case Status::EmptyGraph:
        return QStringLiteral("empty");
    case Status::Missing:
        return QStringLiteral("missing");
    }
    return {};
}

QString CompileSummary::displayFunction() const
{
    const QString fn = user.isWrapped() ? user.function : function;
    if (!user.moduleClass.isEmpty() && !fn.isEmpty() && !fn.startsWith(QLatin1String("torch_dynamo_resume_in_")))
        return user.moduleClass + QLatin1Char('.') + fn;
    return fn;
}

QString CompileSummary::wrapperLabel() const
{
    if (!user.isWrapped())
        return {};
    return line > 0 ? QStringLiteral("%1 (%2:%3)").arg(function, QFileInfo(file).fileName()).arg(line) : function;
}

std::shared_ptr<const CompileOverview> buildCompileOverview(const TraceLog &log)
{
    auto ov = std::make_shared<CompileOverview>();
    std::unordered_map<CompileId, size_t> current; // the open compile of each id
    std::vector<bool> byDynamo; // a record only Dynamo's convert_frame writes for a compile
    simdjson::dom::parser parser;
    for (uint32_t i = 0; i < log.records.size(); ++i) {
        const TraceRecord &r = log.records[i];
        const std::string kind = log.kindName(r);
        ++ov->recordKinds[kind];
        if (!r.compileId.isValid()) {
            ++ov->recordsOutsideCompiles;
            if (kind == "artifact:torch_version" && ov->torchVersion.isEmpty())
                takeTorchVersion(log.payload(r), *ov, parser);
            continue;
        }
        const CompileId key = r.compileId.withoutAttempt();
        const int attempt = std::max(0, r.compileId.attempt);
        auto it = current.find(key);
        // A compile that PyTorch already closed with its metrics is not reopened by a new
        // start: the frame counter was reset (torch._dynamo.reset()) and this is a new compile.
        const bool starts = kind == "dynamo_start" || kind == "artifact:recompile_reasons";
        // A second Dynamo graph under a compile id already closed is another capture under a
        // reused id (strict torch.export resets Dynamo and captures as 0/0): a group of its own.
        const auto capturedAgain = [&] {
            const CompileSummary &open = ov->compiles[it->second];
            return kind == "dynamo_output_graph" && open.hasMetrics
                && std::any_of(open.graphList.begin(), open.graphList.end(),
                    [](const CompileSummary::Graph &g) { return g.stage == QLatin1String("dynamo"); });
        };
        if (it == current.end()
            || (attempt == 0 && (starts || capturedAgain()) && ov->compiles[it->second].hasMetrics)) {
            const size_t index = ov->compiles.size();
            ov->compiles.emplace_back();
            ov->compiles.back().id = key;
            byDynamo.push_back(false);
            current[key] = index;
            it = current.find(key);
        }
        CompileSummary &c = ov->compiles[it->second];
        c.records.push_back(i);
        if (kind == "dynamo_start" || kind == "compilation_metrics" || kind == "bwd_compilation_metrics"
            || kind == "artifact:recompile_reasons" || kind == "dynamo_cpp_guards_str" || kind == "dynamo_guards"
            || kind == "inductor_output_code")
            byDynamo[it->second] = true;
        c.lastAttempt = std::max(c.lastAttempt, attempt);
        c.attempts = c.lastAttempt + 1;
        if (kind == "dynamo_start") {
            takeDynamoStart(log, r, c, parser);
        } else if (kind == "compilation_metrics") {
            if (!takeMetrics(log, r, c, ov->torchVersion, parser))
                ov->unreadRecords << QStringLiteral("line %1: compilation_metrics of %2 (its JSON could not be read)")
                                         .arg(r.line)
                                         .arg(key.toString());
            c.hasMetrics = true;
            c.metricsRecord = i;
        } else if (kind == "artifact:dynamo_graph_break_reason") {
            ++c.graphBreaks;
            ov->graphBreaks.push_back({ it->second, i, parseGraphBreak(QString::fromStdString(log.payload(r))) });
        } else if (kind == "artifact:recompile_reasons" && c.recompileReasons.isEmpty()) {
            c.recompileReasons = recompileReasons(log.payload(r));
        } else if (kind == "create_symbol") {
            if (const auto el = json::parse(parser, log.metadata(r)))
                if (const QString source = json::str(*el, "source");
                    !source.isEmpty() && !c.dynamicSources.contains(source)) {
                    c.dynamicSources << source;
                    c.dynamicValues << json::str(*el, "val");
                }
        } else if (kind == "symbolic_shape_specialization") {
            // A symbol made for a source and then specialised to one value in the same compile
            // (`range_refined_to_singleton`: a guard `Eq(s86, 2)`): the source is static again.
            if (const auto el = json::parse(parser, log.metadata(r))) {
                simdjson::dom::array sources;
                if ((*el)["sources"].get_array().get(sources) == simdjson::SUCCESS)
                    for (auto v : sources) {
                        std::string_view s;
                        if (v.get_string().get(s) != simdjson::SUCCESS)
                            continue;
                        if (const qsizetype at = c.dynamicSources.indexOf(json::qstr(s)); at >= 0) {
                            c.dynamicSources.removeAt(at);
                            c.dynamicValues.removeAt(at);
                        }
                    }
            }
        } else if (kind == "inductor_output_code") {
            const OutputCode code = parseOutputCode(log.payload(r));
            c.kernelCounts += countKernels(code);
            for (const KernelDef &k : code.kernels)
                if (!c.kernels.contains(k.name))
                    c.kernels.push_back(k.name);
        }
        if (const QString stage = graphStageOf(kind); !stage.isEmpty()) {
            c.graphList.push_back({ stage, i });
        } else if (kind == "dynamo_cpp_guards_str" || kind == "dynamo_guards") {
            c.guardsRecord = i;
        } else if (kind == "artifact:inductor_provenance_tracking_node_mappings") {
            c.provenanceRecord = i;
        } else if (kind.starts_with("artifact:fx_graph_cache_") || kind.starts_with("artifact:aotautograd_cache_")) {
            const std::string_view a = std::string_view(kind).substr(9);
            const size_t cut = a.rfind('_');
            const std::string_view result = a.substr(cut + 1);
            if (result == "hit" || result == "miss" || result == "bypass")
                c.cacheEvents.push_back(cacheEvent(log, r, a.starts_with("fx"), result, parser));
        }
    }
    dropExportContexts(*ov, byDynamo);
    for (const auto &[kind, count] : ov->recordKinds)
        if (!isKnownTraceKind(kind))
            ov->unknownKinds << QString::fromStdString(kind);
    // Frame ids start again at 0 after torch._dynamo.reset(): a frame's first compile (x/0) seen
    // again opens a new frame, so two functions never share one.
    std::vector<std::pair<int, int>> frameKey(ov->compiles.size());
    {
        std::map<int, int> generation;
        std::set<int> opened;
        // The same code (name, file, first line) compiled first again under another frame id: its
        // cache was dropped (torch._dynamo.reset(), torch.export's own reset, reset_code_caches).
        std::set<std::tuple<int, QString, QString, int>> codeSeen;
        for (size_t i = 0; i < ov->compiles.size(); ++i) {
            CompileSummary &c = ov->compiles[i];
            if (c.id.frameCompile == 0 && !opened.insert(c.id.frame).second)
                ++generation[c.id.frame];
            frameKey[i] = { c.id.frame, generation[c.id.frame] };
            bool seenBefore = false;
            if (c.id.frameCompile == 0 && !c.function.isEmpty() && c.line > 0)
                seenBefore = !codeSeen.insert({ c.id.compiledAutograd, c.function, c.file, c.line }).second;
            c.kind = compileKindOf(c, generation[c.id.frame] > 0 || seenBefore);
        }
    }
    // A frame's code object is the same in every compile: read who it wraps once per frame, from
    // the first of its compiles that installed guards.
    std::map<std::pair<int, int>, UserFunction> userOf;
    for (size_t i = 0; i < ov->compiles.size(); ++i) {
        const CompileSummary &c = ov->compiles[i];
        if (c.guardsRecord == CompileSummary::NoRecord || userOf.count(frameKey[i]) || c.function.isEmpty())
            continue;
        const std::string guards = log.payload(log.records[c.guardsRecord]);
        WrapperEvidence evidence;
        std::string graph; // read only for a wrapper the guards do not name (torch 2.13+)
        if (guardsShowUnnamedWrapper(guards, c.function)) {
            evidence.calledByModuleCall = calledByModuleCall(c.stack);
            if (!c.stack.isEmpty() && c.stack.front().function == QLatin1String("<module>"))
                evidence.scriptFile = c.stack.front().file;
            for (const CompileSummary::Graph &g : c.graphList)
                if (g.stage == QLatin1String("dynamo")) {
                    graph = log.payload(log.records[g.record]);
                    break;
                }
            evidence.dynamoGraph = graph;
        }
        userOf[frameKey[i]] = userFunctionFromGuards(guards, c.function, evidence);
    }
    std::map<std::pair<int, int>, size_t> frames;
    for (size_t i = 0; i < ov->compiles.size(); ++i) {
        CompileSummary &c = ov->compiles[i];
        std::sort(c.kernels.begin(), c.kernels.end());
        ov->totalGraphBreaks += c.graphBreaks;
        ov->totalRecompiles += c.kind == CompileKind::Recompile;
        ov->totalCompiledAgain += c.kind == CompileKind::CompiledAgain;
        ov->totalLimitHits += c.kind == CompileKind::LimitHit;
        ov->totalFailures += c.isFailure();
        auto [fit, inserted] = frames.try_emplace(frameKey[i], ov->frames.size());
        if (inserted) {
            ov->frames.emplace_back();
            ov->frames.back().frame = c.id.frame;
        }
        FrameSummary &f = ov->frames[fit->second];
        f.compiles.push_back(i);
        if (const auto u = userOf.find(frameKey[i]); u != userOf.end())
            c.user = u->second;
        if (f.function.isEmpty()) {
            f.function = c.function;
            f.file = c.file;
            f.line = c.line;
        } else if (c.function.isEmpty()) {
            // A recompile-limit hit records no co_name: it is the frame's function all the same.
            c.function = f.function;
            c.file = f.file;
            c.line = f.line;
        }
        if (f.displayFunction.isEmpty() && !c.function.isEmpty()) {
            f.displayFunction = c.displayFunction();
            f.displayFile = c.displayFile();
            f.displayLine = c.displayLine();
            f.wrapperLabel = c.wrapperLabel();
        }
    }
    ov->exports = analyseExports(log);
    return ov;
}

} // namespace cs
