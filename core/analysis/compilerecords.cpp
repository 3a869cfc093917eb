// What one record of a compile says, read into its CompileSummary (compileoverview.cpp decides
// which records belong to which compile; these read them).
#include "core/analysis/compilerecords.h"
#include "core/util/findtext.h"
#include "core/util/inerttext.h"

#include "core/util/json.h"
#include "core/util/jsonfields.h"

#include <QByteArray>
#include <QRegularExpression>

#include <algorithm>
#include <optional>
#include <string_view>

namespace cs {
namespace {

// A version or commit as a log wrote it, made one short line: a trace's string is shown in text
// output, where a line break or control character in it must not forge lines of its own.
QString versionLine(const QString &text, qsizetype max)
{
    return InertText::escapeControls(text.trimmed(), false).left(max);
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
    // A phase PyTorch left null did not run (a backend without Inductor: aot_eager): -1, said
    // as not recorded, never as 0.000 s.
    const auto aot = us("aot_autograd_cumulative_compile_time_us");
    const auto ind = us("inductor_cumulative_compile_time_us");
    const auto gen = us("inductor_code_gen_cumulative_compile_time_us");
    const double a = aot.value_or(0);
    // A nested time larger than its parent (clock skew, a partial record) is cut to the parent.
    const double i = a > 0 ? std::min(ind.value_or(0), a) : ind.value_or(0);
    const double g = i > 0 ? std::min(gen.value_or(0), i) : gen.value_or(0);
    p.dynamo = std::max(0.0, *total - a) / 1e6;
    p.aotAutograd = aot ? std::max(0.0, a - i) / 1e6 : -1;
    p.inductor = ind ? std::max(0.0, i - g) / 1e6 : -1;
    p.codegen = gen ? g / 1e6 : -1;
}

// The strings of a JSON array of strings as far as they can be read: a record cut short (a
// process killed mid-write, a log truncated) keeps its whole reasons, and a reason cut inside
// is kept with a mark that it is incomplete.
QStringList stringsOfCutArray(std::string_view s)
{
    QStringList out;
    size_t i = 1; // after '['
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\n' || s[i] == '\r' || s[i] == '\t' || s[i] == ','))
            ++i;
        if (i >= s.size() || s[i] != '"')
            break;
        std::string text;
        bool closed = false;
        for (++i; i < s.size(); ++i) {
            const char ch = s[i];
            if (ch == '"') {
                closed = true;
                ++i;
                break;
            }
            if (ch != '\\') {
                text += ch;
                continue;
            }
            if (++i >= s.size())
                break;
            switch (s[i]) {
            case 'n':
                text += '\n';
                break;
            case 't':
                text += '\t';
                break;
            case 'r':
                text += '\r';
                break;
            case 'u':
                if (i + 4 < s.size()) {
                    bool ok = false;
                    const uint code = QByteArray(s.data() + i + 1, 4).toUInt(&ok, 16);
                    if (ok)
                        text += QString(QChar(static_cast<char16_t>(code))).toStdString();
                    i += 4;
                } else {
                    i = s.size();
                }
                break;
            default:
                text += s[i]; // \" \\ \/ and anything else: the character itself
            }
        }
        QString reason = QString::fromStdString(text);
        if (!closed)
            reason += QStringLiteral(" … (cut short in the log)");
        if (!reason.trimmed().isEmpty())
            out << reason;
        if (!closed)
            break;
    }
    return out;
}

// The fields a reader wants of a big object, picked without building the rest (a compile's
// metrics are tens of kilobytes, a backward's up to megabytes); the whole text parsed when the
// picker cannot walk it, so damage is still said as before.
std::optional<simdjson::dom::element> parseFields(simdjson::dom::parser &parser, std::string_view text,
    std::initializer_list<std::string_view> keys, bool readAhead = false)
{
    if (const auto picked = json::pickFields(text, keys, readAhead))
        if (const auto el = json::parse(parser, *picked))
            return el;
    return json::parse(parser, text);
}

} // namespace

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

bool takeBackwardMetrics(const TraceLog &log, const TraceRecord &r, CompileSummary &c, simdjson::dom::parser &parser)
{
    const std::string_view meta = log.metadata(r);
    const auto el = parseFields(parser, meta, { "inductor_cumulative_compile_time_us", "inductor_compile_time_s" },
        log.readableAfter(meta, json::ReadAhead));
    if (!el)
        return false;
    std::optional<double> s;
    if (const auto us = json::number(*el, "inductor_cumulative_compile_time_us"))
        s = *us / 1e6;
    else
        s = json::number(*el, "inductor_compile_time_s");
    if (s && *s >= 0)
        c.backwardCompileTimeS = std::max(c.backwardCompileTimeS, 0.0) + *s;
    return true;
}

// `torchVersion` takes compilation_metrics' pytorch_version when it has none yet. False when the
// record's JSON cannot be read (a number beyond what JSON readers hold, damage).
bool takeMetrics(
    const TraceLog &log, const TraceRecord &r, CompileSummary &c, QString &torchVersion, simdjson::dom::parser &parser)
{
    // Every key read below and in takePhases.
    const std::string_view meta = log.metadata(r);
    const auto el = parseFields(parser, meta,
        { "co_name", "co_filename", "co_firstlineno", "compile_id", "fail_type", "fail_user_frame_filename",
            "fail_user_frame_lineno", "guard_count", "cache_size", "graph_node_count", "graph_op_count",
            "graph_input_count", "restart_reasons", "dynamo_time_before_restart_s", "fail_reason", "guard_latency_us",
            "shape_env_guard_count", "cudagraph_skip_reason", "pytorch_version", "recompile_reason",
            "entire_frame_compile_time_s", "duration_us", "dynamo_cumulative_compile_time_us", "has_guarded_code",
            "triton_compile_time_us", "aot_autograd_cumulative_compile_time_us", "inductor_cumulative_compile_time_us",
            "inductor_code_gen_cumulative_compile_time_us" },
        log.readableAfter(meta, json::ReadAhead));
    if (!el)
        return false;
    const auto m = *el;
    if (const QString fn = json::str(m, "co_name"); !fn.isEmpty())
        c.function = fn;
    if (const QString file = json::str(m, "co_filename"); !file.isEmpty())
        c.file = file;
    if (const auto line = json::integer(m, "co_firstlineno"))
        c.line = static_cast<int>(*line);
    c.metricsCompileId = json::str(m, "compile_id");
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
    c.shapeEnvGuardCount = static_cast<int>(json::integer(m, "shape_env_guard_count").value_or(-1));
    c.cudagraphSkipReason = json::str(m, "cudagraph_skip_reason");
    if (torchVersion.isEmpty())
        torchVersion = versionLine(json::str(m, "pytorch_version"), 80);
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
    std::string_view payload, bool fx, std::string_view result, simdjson::dom::parser &parser, bool readAhead)
{
    CompileSummary::CacheEvent e { fx ? QStringLiteral("fx_graph") : QStringLiteral("aotautograd"), json::qstr(result),
        {}, {} };
    if (const auto el = parseFields(
            parser, payload, { "key", "cache_status_detailed", "cache_bypass_reason", "reason" }, readAhead)) {
        e.key = json::str(*el, "key");
        e.detail = json::str(*el, "cache_status_detailed");
        if (e.detail.isEmpty())
            e.detail = json::str(*el, "cache_bypass_reason");
        if (e.detail.isEmpty())
            e.detail = json::str(*el, "reason");
    }
    return e;
}

int cudagraphsInCacheKey(std::string_view payload)
{
    constexpr std::string_view Key = "inductor_config[triton.cudagraphs]: ";
    const size_t at = findText(payload, Key);
    if (at == std::string_view::npos)
        return -1;
    const std::string_view v = payload.substr(at + Key.size(), 5);
    return v.starts_with("True") ? 1 : v.starts_with("False") ? 0 : -1;
}

// torch 2.12+: {"pytorch_version": "2.15.0+cu132", "commit": "d0f2...", "oss": true}, once per file.
void takeTorchVersion(const std::string &payload, CompileOverview &ov, simdjson::dom::parser &parser)
{
    if (const auto el = json::parse(parser, payload)) {
        ov.torchVersion = versionLine(json::str(*el, "pytorch_version"), 80);
        ov.torchCommit = versionLine(json::str(*el, "commit"), 40);
    }
}

void takeTorchVersionFromRepro(const TraceLog &log, CompileOverview &ov)
{
    int tried = 0; // a few scripts: one that has no version lines, the others will not have them either
    for (const TraceRecord &r : log.records) {
        if (log.artifactName(r) != "fx_graph_runnable")
            continue;
        if (++tried > 3)
            return;
        // The version lines come after the config lines, within the script's first few KB.
        const std::string text = log.payload(r);
        const auto after = [&](std::string_view key) {
            const size_t at = findText(text, key);
            if (at == std::string::npos)
                return QString();
            const size_t from = at + key.size();
            const size_t end = text.find('\n', from);
            return QString::fromUtf8(
                text.data() + from, static_cast<qsizetype>((end == std::string::npos ? text.size() : end) - from))
                .trimmed();
        };
        // A version already read (compilation_metrics' pytorch_version) keeps; its commit may come from here.
        const QString version = versionLine(after("\n# torch version: "), 80);
        if (version.isEmpty())
            continue;
        if (ov.torchVersion.isEmpty())
            ov.torchVersion = version;
        if (ov.torchCommit.isEmpty() && version == ov.torchVersion)
            ov.torchCommit = versionLine(after("\n# torch git version: "), 40);
        return;
    }
}

namespace {

// PyTorch pads a guard to the column of its comment ("___check_obj_id(fn, 1404...)            "): the
// padding is no part of the reason.
QString withoutTrailingBlanks(QString reason)
{
    static const QRegularExpression blanks(QStringLiteral("[ \\t]+(?=\\n|$)"));
    return reason.remove(blanks);
}

QStringList recompileReasonsAsWritten(const std::string &payload);

} // namespace

QStringList recompileReasons(const std::string &payload)
{
    QStringList out = recompileReasonsAsWritten(payload);
    for (QString &r : out)
        r = withoutTrailingBlanks(r);
    return out;
}

namespace {

QStringList recompileReasonsAsWritten(const std::string &payload)
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
        // Not valid JSON: an array cut short, read as far as it goes (never shown as "[").
        if (QStringList read = stringsOfCutArray(payload); !read.isEmpty())
            return read;
        return { QStringLiteral("(the reason was cut short in the log)") };
    }
    return { QString::fromStdString(payload) };
}

} // namespace

} // namespace cs
