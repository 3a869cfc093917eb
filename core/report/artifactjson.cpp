#include "core/report/artifactjson.h"

#include "core/analysis/kernelcounts.h"
#include "core/report/exportsummary.h"

#include <QJsonArray>

#include <algorithm>
#include <map>

namespace cs {
namespace {

QJsonValue idOrNull(const std::optional<CompileId> &id)
{
    return id ? QJsonValue(id->toString()) : QJsonValue(QJsonValue::Null);
}
QJsonValue strOrNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

QJsonObject outputCodeJson(const OutputCode &code)
{
    QJsonArray kernels;
    for (const KernelDef &k : code.kernels) {
        QJsonObject o;
        o[QStringLiteral("name")] = k.name;
        o[QStringLiteral("kind")] = k.kind;
        o[QStringLiteral("heuristic")] = strOrNull(k.heuristic);
        o[QStringLiteral("source_nodes")] = QJsonArray::fromStringList(k.sourceNodes);
        o[QStringLiteral("aten_ops")] = QJsonArray::fromStringList(k.atenOps);
        o[QStringLiteral("line")] = k.line;
        o[QStringLiteral("end_line")] = k.endLine;
        kernels.append(o);
    }
    int external = 0;
    for (const KernelLaunch &l : code.launches)
        external += l.external;
    QJsonObject o;
    o[QStringLiteral("file")] = code.path;
    o[QStringLiteral("aot_id")] = strOrNull(code.aotId);
    o[QStringLiteral("kernels")] = kernels;
    o[QStringLiteral("launches")] = static_cast<int>(code.launches.size());
    o[QStringLiteral("extern_calls")] = external;
    return o;
}

QJsonObject textLogJson(const TextLog &t)
{
    QJsonArray breaks, recompiles, hints;
    for (const auto &b : t.graphBreaks) {
        QJsonObject o;
        o[QStringLiteral("id")] = idOrNull(b.compileId);
        o[QStringLiteral("line_in_log")] = b.line;
        o[QStringLiteral("reason")] = strOrNull(b.info.reason);
        o[QStringLiteral("file")] = strOrNull(b.info.file);
        o[QStringLiteral("line")] = b.info.line > 0 ? QJsonValue(b.info.line) : QJsonValue(QJsonValue::Null);
        o[QStringLiteral("duplicate")] = b.duplicate;
        breaks.append(o);
    }
    for (const auto &r : t.recompiles) {
        QJsonObject o;
        o[QStringLiteral("id")] = idOrNull(r.compileId);
        o[QStringLiteral("line_in_log")] = r.line;
        o[QStringLiteral("function")] = r.function;
        o[QStringLiteral("file")] = r.file;
        o[QStringLiteral("line")] = r.functionLine;
        o[QStringLiteral("reasons")] = QJsonArray::fromStringList(r.reasons);
        o[QStringLiteral("limit_hit")] = t.hitLimit(r);
        recompiles.append(o);
    }
    QJsonArray limits;
    for (const auto &l : t.limitHits) {
        QJsonObject o;
        o[QStringLiteral("id")] = idOrNull(l.compileId);
        o[QStringLiteral("line_in_log")] = l.line;
        o[QStringLiteral("setting")] = l.setting;
        o[QStringLiteral("value")] = l.value;
        o[QStringLiteral("function")] = l.function;
        o[QStringLiteral("file")] = l.file;
        o[QStringLiteral("line")] = l.functionLine;
        o[QStringLiteral("last_reason")] = l.lastReason;
        limits.append(o);
    }
    for (const auto &h : t.perfHints) {
        QJsonObject o;
        o[QStringLiteral("id")] = idOrNull(h.compileId);
        o[QStringLiteral("line_in_log")] = h.line;
        o[QStringLiteral("text")] = h.text;
        hints.append(o);
    }
    QJsonObject o;
    o[QStringLiteral("file")] = t.path;
    o[QStringLiteral("messages")] = static_cast<qint64>(t.messages.size());
    o[QStringLiteral("plain_lines")] = t.plainLines;
    o[QStringLiteral("graph_breaks")] = breaks;
    o[QStringLiteral("recompiles")] = recompiles;
    o[QStringLiteral("limit_hits")] = limits;
    o[QStringLiteral("perf_hints")] = hints;
    o[QStringLiteral("guard_dumps")] = t.guardDumps;
    o[QStringLiteral("fusion_messages")] = t.fusionMessages;
    o[QStringLiteral("kernels")] = QJsonArray::fromStringList(t.kernels);
    return o;
}

QJsonObject profileJson(const ProfilerTrace &p)
{
    // Kernels by total GPU time, the heaviest first.
    std::map<QString, std::pair<double, int>> byName;
    double total = 0;
    for (const ProfiledKernel &k : p.kernels) {
        auto &e = byName[k.name];
        e.first += k.durUs;
        ++e.second;
        total += k.durUs;
    }
    std::vector<std::pair<QString, std::pair<double, int>>> sorted(byName.begin(), byName.end());
    std::stable_sort(
        sorted.begin(), sorted.end(), [](const auto &a, const auto &b) { return a.second.first > b.second.first; });
    QJsonArray kernels;
    for (const auto &[name, e] : sorted) {
        QJsonObject o;
        o[QStringLiteral("name")] = name;
        o[QStringLiteral("total_us")] = e.first;
        o[QStringLiteral("count")] = e.second;
        kernels.append(o);
    }
    QJsonObject o;
    o[QStringLiteral("file")] = p.path;
    o[QStringLiteral("device")] = strOrNull(p.device);
    o[QStringLiteral("events")] = p.events;
    o[QStringLiteral("kernel_launches")] = static_cast<qint64>(p.kernels.size());
    o[QStringLiteral("kernel_time_us")] = total;
    o[QStringLiteral("kernels")] = kernels;
    o[QStringLiteral("compiled_regions")] = QJsonArray::fromStringList(p.compiledRegions());
    return o;
}

QJsonObject archiveJson(const Pt2Archive &a)
{
    QJsonObject o;
    o[QStringLiteral("file")] = a.path;
    o[QStringLiteral("kind")]
        = a.kind == Pt2Archive::Kind::AotInductor ? QStringLiteral("aotinductor") : QStringLiteral("exported_program");
    o[QStringLiteral("root")] = a.root;
    o[QStringLiteral("models")] = QJsonArray::fromStringList(a.models);
    o[QStringLiteral("device")] = strOrNull(a.device);
    o[QStringLiteral("torch_version")] = strOrNull(a.torchVersion);
    o[QStringLiteral("entries")] = a.entries;
    o[QStringLiteral("cubins")] = a.cubins;
    // Each exported program's interface (the full graph: `graph --graph export:<model>`).
    QJsonArray programs;
    for (const auto &p : a.programs) {
        programs.append(QJsonObject { { QStringLiteral("model"), p->model },
            { QStringLiteral("graph"), QStringLiteral("export:") + p->model },
            { QStringLiteral("nodes"), static_cast<qint64>(p->nodes.size()) },
            { QStringLiteral("inputs"), exportSpecsJson(*p, p->inputs) },
            { QStringLiteral("outputs"), exportSpecsJson(*p, p->outputs) },
            { QStringLiteral("subgraphs"), p->subgraphCount() }, { QStringLiteral("damaged"), p->damaged },
            { QStringLiteral("dynamic_dims"), QJsonArray::fromStringList(p->dynamicDims()) },
            { QStringLiteral("problems"), QJsonArray::fromStringList(p->problems) } });
    }
    o[QStringLiteral("programs")] = programs;
    // Each AOTInductor model's generated code: kernels, launches (extern ones marked), constants.
    QJsonArray models;
    for (const AotiModel &m : a.aotiModels) {
        QJsonArray kernels, launches, constants;
        for (const KernelDef &k : m.code.kernels)
            kernels.append(QJsonObject { { QStringLiteral("name"), k.name }, { QStringLiteral("kind"), k.kind },
                { QStringLiteral("file"), strOrNull(k.kernelPath) }, { QStringLiteral("line"), k.line },
                { QStringLiteral("source_nodes"), QJsonArray::fromStringList(k.sourceNodes) } });
        for (const KernelLaunch &l : m.code.launches)
            launches.append(QJsonObject { { QStringLiteral("kernel"), l.kernel }, { QStringLiteral("line"), l.line },
                { QStringLiteral("extern"), l.external },
                { QStringLiteral("branch"), strOrNull(branchNames(l.branch)) } });
        for (const ExportWeight &w : m.constants)
            constants.append(QJsonObject { { QStringLiteral("name"), w.name }, { QStringLiteral("kind"), w.kind },
                { QStringLiteral("dtype"), w.dtype }, { QStringLiteral("shape"), w.shape },
                { QStringLiteral("bytes"), static_cast<qint64>(w.bytes) } });
        models.append(QJsonObject { { QStringLiteral("name"), m.name },
            { QStringLiteral("wrapper"), strOrNull(m.code.path) },
            { QStringLiteral("files"), QJsonArray::fromStringList(m.files) }, { QStringLiteral("kernels"), kernels },
            { QStringLiteral("launches"), launches }, { QStringLiteral("constants"), constants } });
    }
    o[QStringLiteral("aoti_models")] = models;
    o[QStringLiteral("problems")] = QJsonArray::fromStringList(a.problems);
    return o;
}

QJsonObject debugRunJson(const DebugRun &r)
{
    QJsonArray graphs;
    for (const DebugGraph &g : r.graphs) {
        QJsonObject o;
        o[QStringLiteral("name")] = g.name;
        o[QStringLiteral("aot_id")] = strOrNull(g.aotId);
        o[QStringLiteral("stage")] = strOrNull(g.stage);
        o[QStringLiteral("files")] = QJsonArray::fromStringList(g.files);
        QStringList kernels;
        for (const KernelDef &k : g.outputCode.kernels)
            kernels << k.name;
        o[QStringLiteral("kernels")] = QJsonArray::fromStringList(kernels);
        graphs.append(o);
    }
    QJsonObject o;
    o[QStringLiteral("dir")] = r.path;
    o[QStringLiteral("has_dynamo_log")] = r.hasDynamoLog;
    o[QStringLiteral("graphs")] = graphs;
    return o;
}

} // namespace

void addArtifactSections(const LoadedRun &run, QJsonObject &root)
{
    QJsonArray inputs, textLogs, codes, profiles, archives, debugRuns;
    for (const auto &f : run.files) {
        QJsonObject o;
        o[QStringLiteral("path")] = f.path;
        o[QStringLiteral("format")] = formatName(f.format);
        inputs.append(o);
    }
    for (const auto &t : run.textLogs)
        textLogs.append(textLogJson(*t));
    for (const auto &c : run.outputCodes)
        codes.append(outputCodeJson(c));
    for (const auto &p : run.profiles)
        profiles.append(profileJson(*p));
    for (const auto &a : run.archives)
        archives.append(archiveJson(a));
    for (const auto &r : run.debugRuns)
        debugRuns.append(debugRunJson(r));
    root[QStringLiteral("inputs")] = inputs;
    root[QStringLiteral("text_logs")] = textLogs;
    root[QStringLiteral("output_code")] = codes;
    root[QStringLiteral("profiles")] = profiles;
    root[QStringLiteral("archives")] = archives;
    root[QStringLiteral("debug_runs")] = debugRuns;
}

} // namespace cs
