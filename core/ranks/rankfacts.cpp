#include "core/ranks/rankfacts.h"

#include "core/diff/compilefacts.h"
#include "core/diff/ranknormal.h"
#include "core/util/json.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <map>

namespace cs::ranks {
namespace {

QString listText(simdjson::dom::element el)
{
    simdjson::dom::array a;
    if (el.get_array().get(a) != simdjson::SUCCESS)
        return {};
    QStringList parts;
    for (auto v : a) {
        int64_t i;
        double d;
        std::string_view s;
        if (v.get_int64().get(i) == simdjson::SUCCESS)
            parts << QString::number(i);
        else if (v.get_double().get(d) == simdjson::SUCCESS)
            parts << QString::number(d);
        else if (v.get_string().get(s) == simdjson::SUCCESS)
            parts << json::qstr(s);
        else
            parts << QStringLiteral("?");
    }
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString shortDtype(QString dtype)
{
    if (dtype.startsWith(QLatin1String("torch.")))
        dtype.remove(0, 6);
    return dtype;
}

// `device(type='cuda', index=1)` → cuda:# ; `device(type='cpu')` → cpu.
QString deviceText(const QString &raw)
{
    static const QRegularExpression typed(QStringLiteral(R"(type='(\w+)'(?:, index=\d+)?)"));
    const auto m = typed.match(raw);
    if (!m.hasMatch())
        return diff::normalizeRankText(raw);
    return raw.contains(QLatin1String("index=")) ? m.captured(1) + QStringLiteral(":#") : m.captured(1);
}

// The graph inputs the frame received, from the describe_tensor / describe_source records of
// the compile's last describer (a restart describes the inputs again).
QList<InputTensor> inputsOf(const TraceLog &log, const CompileSummary &c, simdjson::dom::parser &parser)
{
    struct Tensor {
        InputTensor t;
        bool described = false;
    };
    std::map<std::pair<int64_t, int64_t>, Tensor> tensors; // (describer, id)
    std::vector<std::pair<int64_t, int64_t>> order;
    int64_t lastDescriber = -1;
    for (uint32_t ri : c.records) {
        const TraceRecord &r = log.records[ri];
        const std::string_view event = log.eventName(r);
        const bool tensor = event == "describe_tensor";
        if (!tensor && event != "describe_source")
            continue;
        const auto el = json::parse(parser, log.metadata(r));
        if (!el)
            continue;
        const int64_t describer = json::integer(*el, "describer_id").value_or(0);
        const int64_t id = json::integer(*el, "id").value_or(-1);
        const auto key = std::make_pair(describer, id);
        auto [it, added] = tensors.try_emplace(key);
        if (added)
            order.push_back(key);
        if (tensor) {
            Tensor &t = it->second;
            t.described = true;
            t.t.dtype = shortDtype(json::str(*el, "dtype"));
            t.t.device = deviceText(json::str(*el, "device"));
            simdjson::dom::element v;
            if ((*el)["size"].get(v) == simdjson::SUCCESS)
                t.t.size = listText(v);
            if ((*el)["stride"].get(v) == simdjson::SUCCESS)
                t.t.stride = listText(v);
        } else {
            it->second.t.source = json::str(*el, "source");
            lastDescriber = std::max(lastDescriber, describer);
        }
    }
    QList<InputTensor> out;
    for (const auto &key : order) {
        const Tensor &t = tensors[key];
        if (key.first == lastDescriber && t.described && !t.t.source.isEmpty())
            out << t.t;
    }
    return out;
}

QByteArray guardsDigestOf(const TraceLog &log, const CompileSummary &c)
{
    if (c.guardsRecord == CompileSummary::NoRecord)
        return {};
    const TraceRecord &r = log.records[c.guardsRecord];
    // The guard dump ends with the time its check took on this process.
    return diff::normalizedDigest(
        log.source->view().substr(r.payloadBegin, r.payloadEnd - r.payloadBegin), "Guard latency =");
}

RuntimeEstimate runtimeOf(std::string_view payload, simdjson::dom::parser &parser, bool &ok)
{
    RuntimeEstimate e;
    const auto el = json::parse(parser, payload);
    simdjson::dom::array ops;
    ok = el && (*el)["ops"].get_array().get(ops) == simdjson::SUCCESS;
    if (!ok)
        return e;
    double total = 0, collectiveTotal = 0;
    for (auto op : ops) {
        // 0 or absent: Inductor did not estimate this op (off the GPU it writes 0).
        const double ns = std::max(0.0, json::number(op, "estimated_runtime_ns").value_or(0));
        const bool collective = json::str(op, "type") == QLatin1String("collective");
        total += ns;
        ++e.ops;
        if (ns > 0)
            ++e.estimatedOps;
        if (collective) {
            collectiveTotal += ns;
            ++e.collectiveOps;
        }
    }
    if (e.estimatedOps > 0) {
        e.totalNs = total;
        e.collectiveNs = collectiveTotal;
    }
    return e;
}

void appendExecutionOrder(std::string_view payload, simdjson::dom::parser &parser, QStringList &order)
{
    const auto el = json::parse(parser, payload);
    simdjson::dom::array runs;
    if (!el || (*el)["graph_execution_order"].get_array().get(runs) != simdjson::SUCCESS)
        return;
    for (auto run : runs)
        order << json::str(run, "compile_id");
}

} // namespace

// A failed guard as ranks compare it: rank specifics normalised (device indices, object ids) and
// the folders of the user's file dropped where PyTorch names it (FORMATS §2.11): the guard's
// location (`n == 0  # return x * n  # ome/a/p.py:36 in f`, clipped by PyTorch and mended from
// the rank's own frames) and the `User stack trace:` lines under it (`File "/home/a/p.py", line
// 36, in f`). Checkouts in other folders are the same code, as the compile's own file is.
QString failedGuardKey(const QString &reason)
{
    static const QRegularExpression location(QStringLiteral(R"(# (?:[^\n#]*/)?([^/\n#:]+:\d+ in ))")),
        stackFile(QStringLiteral(R"((File ")[^"\n]*/([^/"\n]+"))"));
    return diff::normalizeRankText(reason)
        .replace(location, QStringLiteral("# \\1"))
        .replace(stackFile, QStringLiteral("\\1\\2"));
}

namespace {

QByteArray signatureOf(const RankCompile &c)
{
    QCryptographicHash h(QCryptographicHash::Md5);
    auto add = [&h](const QString &s) {
        h.addData(s.toUtf8());
        h.addData(QByteArrayView("\x1f", 1));
    };
    add(c.id);
    add(c.function);
    add(QFileInfo(c.file).fileName());
    add(QString::number(c.line));
    add(c.status);
    add(QString::number(c.attempts));
    add(c.failType);
    for (const QString &b : c.graphBreaks)
        add(b);
    add(QStringLiteral("|guards"));
    for (const QString &g : c.failedGuardKeys)
        add(g);
    for (const GraphFact &g : c.graphs) {
        add(g.stage);
        add(QString::fromLatin1(g.digest));
    }
    add(QString::fromLatin1(c.guardsDigest));
    for (const InputTensor &t : c.inputs)
        add(t.text());
    add(QStringLiteral("|collectives"));
    for (const QString &op : c.collectives)
        add(op);
    for (const CacheLookup &l : c.cache)
        add(l.cache + u' ' + l.result);
    return h.result().toHex();
}

} // namespace

QStringList collectivesInOutputCode(const QString &code)
{
    return diff::collectivesInOutputCode(code);
}

RankRun readRank(const TraceLog &log, const CompileOverview &overview, int logIndex, const std::atomic<bool> *cancel)
{
    RankRun run;
    run.rank = log.rank;
    run.log = logIndex;
    run.path = log.source ? log.source->path() : QString();
    run.label = log.rank >= 0 ? QStringLiteral("rank %1").arg(log.rank) : QStringLiteral("log %1").arg(logIndex);
    run.torch = overview.torchVersion;
    if (!overview.torchCommit.isEmpty())
        run.torch += (run.torch.isEmpty() ? QStringLiteral("commit %1") : QStringLiteral(" (commit %1)"))
                         .arg(overview.torchCommit.left(12));
    diff::CompileFacts facts(log);
    simdjson::dom::parser parser;
    QHash<QString, int> seen;
    std::vector<QStringList> breaks(overview.compiles.size());
    for (const GraphBreakRecord &b : overview.graphBreaks)
        breaks[b.compile] << (b.info.reason.isEmpty() ? b.info.context : b.info.reason);
    for (size_t i = 0; i < overview.compiles.size(); ++i) {
        if (cancel && cancel->load())
            break;
        const CompileSummary &c = overview.compiles[i];
        RankCompile rc;
        rc.compileId = c.id;
        rc.id = c.id.toString();
        if (const int n = ++seen[rc.id]; n > 1)
            rc.id += QStringLiteral("#%1").arg(n);
        rc.overview = static_cast<int>(i);
        rc.function = c.displayFunction();
        rc.file = c.displayFile();
        rc.line = c.displayLine();
        rc.status = CompileSummary::statusName(c.status);
        rc.attempts = c.attempts;
        rc.failType = c.failType;
        rc.failReason = c.failReason;
        rc.graphBreaks = breaks[i];
        rc.failedGuards = c.recompileReasons;
        for (const QString &g : rc.failedGuards)
            rc.failedGuardKeys << failedGuardKey(g);
        diff::CompileSide side;
        facts.fill(c, side);
        rc.times = side.times;
        // The `before_*` snapshots are the previous stage's graph again (before_pre_grad is
        // Dynamo's, before_post_grad AOT's): digesting them adds nothing but time.
        for (const CompileSummary::Graph &g : c.graphList)
            if (!g.stage.startsWith(QLatin1String("before_")))
                rc.graphs << GraphFact { g.stage, diff::normalizedPayloadDigest(log, g.record), g.record };
        rc.guardsDigest = guardsDigestOf(log, c);
        if (c.guardsRecord != CompileSummary::NoRecord)
            rc.guardsRecord = c.guardsRecord;
        rc.inputs = inputsOf(log, c, parser);
        for (const QString &op : facts.collectives(c))
            rc.collectives << diff::normalizeRankText(op);
        if (!rc.collectives.isEmpty())
            rc.collectivesFrom = QStringLiteral("schedule");
        QStringList fromCode;
        for (uint32_t ri : c.records) {
            const TraceRecord &r = log.records[ri];
            if (log.eventName(r) == "inductor_output_code") {
                // Only code that calls a collective is decoded (output code is the bulk of a log).
                if (rc.collectivesFrom.isEmpty()
                    && log.source->view().substr(r.payloadBegin, r.payloadEnd - r.payloadBegin).find("c10d_functional")
                        != std::string_view::npos)
                    fromCode << collectivesInOutputCode(QString::fromStdString(log.payload(r)));
                continue;
            }
            if (log.eventName(r) != "artifact")
                continue;
            const std::string_view a = log.artifactName(r);
            if (a == "inductor_runtime_and_tensor_meta") {
                bool ok = false;
                const RuntimeEstimate e = runtimeOf(log.payload(r), parser, ok);
                if (ok)
                    rc.runtime << e;
            } else if (a.starts_with("fx_graph_cache_") || a.starts_with("aotautograd_cache_")) {
                const std::string_view result = a.substr(a.rfind('_') + 1);
                if (result != "hit" && result != "miss" && result != "bypass")
                    continue;
                CacheLookup l { a.starts_with("fx") ? QStringLiteral("fx_graph") : QStringLiteral("aotautograd"),
                    json::qstr(result), {} };
                if (result == "bypass")
                    if (const auto el = json::parse(parser, log.payload(r)))
                        l.reason = json::str(*el, "cache_bypass_reason");
                rc.cache << l;
            } else if (a == "graph_execution") { // normally outside any compile; read below
                continue;
            }
        }
        if (rc.collectivesFrom.isEmpty() && !fromCode.isEmpty()) {
            rc.collectives = fromCode;
            rc.collectivesFrom = QStringLiteral("output_code");
        }
        rc.signature = signatureOf(rc);
        run.compiles << rc;
    }
    for (const TraceRecord &r : log.records)
        if (r.hasPayload && log.eventName(r) == "artifact" && log.artifactName(r) == "graph_execution")
            appendExecutionOrder(log.payload(r), parser, run.executionOrder);
    // The collectives in the order the graphs ran, else each compiled graph's once.
    if (!run.executionOrder.isEmpty()) {
        for (const QString &id : run.executionOrder)
            if (const int k = run.indexOf(id); k >= 0)
                for (const QString &op : run.compiles[k].collectives)
                    run.collectives << CollectiveCall { id, op };
    } else {
        for (const RankCompile &c : run.compiles)
            for (const QString &op : c.collectives)
                run.collectives << CollectiveCall { c.id, op };
    }
    return run;
}

} // namespace cs::ranks
