#include "core/diff/compilefacts.h"

#include "core/analysis/guardtree.h"
#include "core/diff/ranknormal.h"
#include "core/util/json.h"

#include <QRegularExpression>

namespace cs::diff {
namespace {

double seconds(simdjson::dom::element m, const char *usKey)
{
    const auto us = json::number(m, usKey);
    return us ? *us / 1e6 : -1;
}

int count(simdjson::dom::element m, std::initializer_list<const char *> keys)
{
    int n = 0;
    for (const char *k : keys)
        n += static_cast<int>(json::integer(m, k).value_or(0));
    return n;
}

} // namespace

QString normalizedGuard(const QString &kind, const QString &body)
{
    // Object ids (___check_obj_id(x, 140439264606080)), type ids and addresses (0x7f...), and
    // device indices (check_tensor(..., device=1, ...)): ranknormal.h.
    const QString b = normalizeRankText(body.simplified());
    return kind.isEmpty() ? b : kind + QStringLiteral(": ") + b;
}

void CompileFacts::fill(const CompileSummary &c, CompileSide &side)
{
    side.times.totalS = c.compileTimeS;
    side.guards = c.guardCount;
    side.guardLatencyUs = c.guardLatencyUs;
    for (const CompileSummary::CacheEvent &e : c.cacheEvents) { // older logs: artifacts only
        const bool fx = e.cache == QLatin1String("fx_graph");
        if (e.result == QLatin1String("hit"))
            ++(fx ? side.times.fxCacheHits : side.times.aotCacheHits);
        else if (e.result == QLatin1String("miss"))
            ++(fx ? side.times.fxCacheMisses : side.times.aotCacheMisses);
        else
            ++side.times.cacheBypasses;
    }
    for (uint32_t ri : c.records) {
        const TraceRecord &r = m_log.records[ri];
        const std::string_view event = m_log.eventName(r);
        const bool backward = event == "bwd_compilation_metrics";
        if (event != "compilation_metrics" && !backward)
            continue;
        const std::string_view metadata = m_log.metadata(r);
        const auto el = json::parse(m_parser, metadata);
        if (!el) {
            m_loss.add(backward ? QStringLiteral("backward compile time (bwd_compilation_metrics)")
                                : QStringLiteral("compile times (compilation_metrics)"),
                parseError(m_parser, metadata));
            continue;
        }
        const simdjson::dom::element m = *el;
        PhaseTimes &t = side.times;
        if (backward) {
            if (const double s = seconds(m, "inductor_cumulative_compile_time_us"); s >= 0)
                t.backwardS = std::max(t.backwardS, 0.0) + s;
            continue;
        }
        t.recorded = true;
        t.dynamoS = seconds(m, "dynamo_cumulative_compile_time_us");
        if (t.dynamoS < 0)
            t.dynamoS = json::number(m, "entire_frame_compile_time_s").value_or(-1);
        t.aotS = seconds(m, "aot_autograd_cumulative_compile_time_us");
        if (t.aotS < 0)
            t.aotS = json::number(m, "backend_compile_time_s").value_or(-1);
        t.inductorS = seconds(m, "inductor_cumulative_compile_time_us");
        if (t.inductorS < 0)
            t.inductorS = json::number(m, "inductor_compile_time_s").value_or(-1);
        t.codegenS = seconds(m, "inductor_code_gen_cumulative_compile_time_us");
        if (t.codegenS < 0)
            t.codegenS = json::number(m, "code_gen_time_s").value_or(-1);
        t.tritonS = seconds(m, "triton_compile_time_us");
        t.startUs = json::number(m, "start_time_us").value_or(-1);
        if (t.startUs < 0) // older logs: start_time in seconds
            t.startUs = json::number(m, "start_time").value_or(-1e-6) * 1e6;
        t.endUs = json::number(m, "end_time_us").value_or(-1);
        if (t.endUs < 0 && t.startUs >= 0 && t.totalS >= 0)
            t.endUs = t.startUs + t.totalS * 1e6;
        t.autotuneS = seconds(m, "compile_time_autotune_time_us");
        t.runtimeAutotuneS = seconds(m, "runtime_triton_autotune_time_us");
        const int fxHits = count(m, { "inductor_fx_local_cache_hit_count", "inductor_fx_remote_cache_hit_count" });
        const int fxMisses = count(m, { "inductor_fx_local_cache_miss_count", "inductor_fx_remote_cache_miss_count" });
        const int aotHits = count(m, { "aotautograd_local_cache_hit_count", "aotautograd_remote_cache_hit_count" });
        const int aotMisses = count(m, { "aotautograd_local_cache_miss_count", "aotautograd_remote_cache_miss_count" });
        if (fxHits + fxMisses + aotHits + aotMisses > 0) { // the counters cover every cache event
            t.fxCacheHits = fxHits;
            t.fxCacheMisses = fxMisses;
            t.aotCacheHits = aotHits;
            t.aotCacheMisses = aotMisses;
        }
        side.graphNodes = static_cast<int>(json::integer(m, "graph_node_count").value_or(-1));
        side.graphOps = static_cast<int>(json::integer(m, "graph_op_count").value_or(-1));
        side.graphInputs = static_cast<int>(json::integer(m, "graph_input_count").value_or(-1));
        side.shapeEnvGuards = static_cast<int>(json::integer(m, "shape_env_guard_count").value_or(-1));
    }
}

QString CompileFacts::guardsDigest(const CompileSummary &c) const
{
    if (c.guardsRecord == CompileSummary::NoRecord)
        return {};
    const TraceRecord &r = m_log.records[c.guardsRecord];
    return r.hasPayload ? QString::fromLatin1(r.payloadMd5, 32) : QString();
}

namespace {

uint32_t dynamoGraphRecord(const CompileSummary &c)
{
    for (const CompileSummary::Graph &g : c.graphList)
        if (g.stage == QLatin1String("dynamo"))
            return g.record;
    return CompileSummary::NoRecord;
}

} // namespace

QString CompileFacts::dynamoGraphDigest(const CompileSummary &c) const
{
    const uint32_t ri = dynamoGraphRecord(c);
    if (ri == CompileSummary::NoRecord || !m_log.records[ri].hasPayload)
        return {};
    return QString::fromLatin1(m_log.records[ri].payloadMd5, 32);
}

QHash<QString, QString> CompileFacts::recordedSource(const CompileSummary &c) const
{
    const uint32_t ri = dynamoGraphRecord(c);
    if (ri == CompileSummary::NoRecord)
        return {};
    static constexpr std::string_view Code = ", code: ";
    static constexpr std::string_view In = " in ";
    QHash<QString, QString> out;
    forEachPayloadLine(m_log.source->view().substr(m_log.records[ri].payloadBegin,
                           m_log.records[ri].payloadEnd - m_log.records[ri].payloadBegin),
        [&](std::string_view line) {
            const size_t from = line.find(SourceLocationComment);
            if (from == std::string_view::npos)
                return;
            const size_t at = line.find(Code, from);
            const size_t in = line.find(In, from);
            if (at == std::string_view::npos || in == std::string_view::npos || in > at)
                return;
            // "/x/f.py:12" -> "f.py:12": two checkouts of one script are the same place.
            const std::string_view where
                = line.substr(from + SourceLocationComment.size(), in - from - SourceLocationComment.size());
            const size_t slash = where.find_last_of("/\\");
            const std::string_view shortWhere = slash == std::string_view::npos ? where : where.substr(slash + 1);
            out.insert(QString::fromUtf8(shortWhere.data(), static_cast<qsizetype>(shortWhere.size())),
                QString::fromUtf8(
                    line.data() + at + Code.size(), static_cast<qsizetype>(line.size() - at - Code.size()))
                    .trimmed());
        });
    return out;
}

QStringList CompileFacts::guards(const CompileSummary &c)
{
    if (c.guardsRecord == CompileSummary::NoRecord)
        return {};
    const TraceRecord &r = m_log.records[c.guardsRecord];
    const QString payload = QString::fromStdString(m_log.payload(r));
    const GuardTree tree = m_log.eventName(r) == "dynamo_guards" ? parseGuardList(payload) : parseGuardTree(payload);
    QStringList out;
    for (const GuardNode &n : tree.nodes)
        if (!n.kind.endsWith(QLatin1String("GuardManager")) && !n.body.isEmpty())
            out << normalizedGuard(n.kind, n.body);
    out.sort();
    return out;
}

QStringList CompileFacts::collectives(const CompileSummary &c)
{
    QStringList out;
    for (uint32_t ri : c.records) {
        const TraceRecord &r = m_log.records[ri];
        if (m_log.eventName(r) != "artifact" || m_log.artifactName(r) != "inductor_collective_schedule")
            continue;
        const auto el = json::parse(m_parser, m_log.payload(r));
        simdjson::dom::array ops;
        if (!el || el->get_array().get(ops) != simdjson::SUCCESS)
            continue;
        for (auto op : ops) {
            std::string_view s;
            if (op.get_string().get(s) == simdjson::SUCCESS)
                out << json::qstr(s);
        }
    }
    return out;
}

QStringList CompileFacts::collectivesOrCode(const CompileSummary &c)
{
    if (QStringList scheduled = collectives(c); !scheduled.isEmpty())
        return scheduled;
    QStringList out;
    for (uint32_t ri : c.records) {
        const TraceRecord &r = m_log.records[ri];
        // Only code that calls a collective is decoded (output code is the bulk of a log).
        if (m_log.eventName(r) == "inductor_output_code"
            && m_log.source->view().substr(r.payloadBegin, r.payloadEnd - r.payloadBegin).find("c10d_functional")
                != std::string_view::npos)
            out << collectivesInOutputCode(QString::fromStdString(m_log.payload(r)));
    }
    return out;
}

QStringList collectivesInOutputCode(const QString &code)
{
    // Only the calls in the wrapper (`call()`): the op's qualified name up to its opening paren.
    static const QRegularExpression call(QStringLiteral(R"(\btorch\.ops\.(_?c10d_functional\w*)\.(\w+)\.(\w+)\()"));
    QStringList out;
    const qsizetype start = code.indexOf(QLatin1String("def call("));
    if (start < 0)
        return out;
    auto it = call.globalMatch(code, start);
    while (it.hasNext()) {
        const auto m = it.next();
        out << QStringLiteral("torch.ops.%1.%2.%3").arg(m.captured(1), m.captured(2), m.captured(3));
    }
    return out;
}

QHash<QString, QString> CompileFacts::versions(const TraceLog &log)
{
    QHash<QString, QString> out;
    simdjson::dom::parser parser;
    for (const TraceRecord &r : log.records) {
        if (log.eventName(r) != "compilation_metrics")
            continue;
        const auto m = json::parse(parser, log.metadata(r));
        if (!m)
            continue;
        for (const auto &[key, field] :
            { std::pair { "torch", "pytorch_version" }, std::pair { "triton", "triton_version" },
                std::pair { "cuda", "cuda_version" }, std::pair { "python", "python_version" } })
            if (const QString v = json::str(*m, field); !v.isEmpty() && !out.contains(QLatin1String(key)))
                out.insert(QLatin1String(key), key == std::string_view("python") ? v.section(u' ', 0, 0) : v);
        if (out.size() == 4)
            break;
    }
    return out;
}

} // namespace cs::diff
