#include "core/analysis/compileoverview.h"

#include <QCoreApplication>

#include "core/analysis/clippedpaths.h"
#include "core/analysis/compilerecords.h"
#include "core/analysis/inferredbreaks.h"
#include "core/analysis/kernelcounts.h"
#include "core/analysis/outputcode.h"
#include "core/model/tracekinds.h"
#include "core/util/json.h"
#include "core/util/jsonfields.h"
#include "core/util/parallel.h"

#include <QByteArray>
#include <QFileInfo>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <future>
#include <map>
#include <set>
#include <string_view>
#include <tuple>
#include <unordered_map>

namespace cs {
namespace {

// torch.export runs inside a compile id of its own without compiling anything for torch.compile:
// strict export resets Dynamo and captures as 0/0, and torch 2.15's non-strict export opens a
// fresh frame id (torch/export/_trace.py). Such an id holds describe_*, graph and export records
// but none that Dynamo's convert_frame writes for a compile (dynamo_start, compilation_metrics,
// recompile_reasons, guards, generated code): it is no compile, and its records count as outside
// compiles (export's own analysis reads them).
void dropExportContexts(CompileOverview &ov, const std::vector<bool> &byDynamo, const TraceLog &log)
{
    if (std::all_of(byDynamo.begin(), byDynamo.end(), [](bool b) { return b; }))
        return;
    std::vector<size_t> newIndex(ov.compiles.size(), SIZE_MAX);
    std::vector<CompileSummary> kept;
    for (size_t i = 0; i < ov.compiles.size(); ++i) {
        if (!byDynamo[i]) {
            ov.recordsOutsideCompiles += ov.compiles[i].records.size();
            for (const uint32_t r : ov.compiles[i].records)
                ++ov.recordsUnderNoCompile[log.kindName(log.records[r])];
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

QString CompileSummary::statusText(Status s)
{
    switch (s) {
    case Status::Ok:
        return QCoreApplication::translate("cs::CompileStatus", "ok");
    case Status::Failed:
        return QCoreApplication::translate("cs::CompileStatus", "failed");
    case Status::EmptyGraph:
        return QCoreApplication::translate("cs::CompileStatus", "empty");
    case Status::Missing: // as the compile tree says it: the log ends before its compilation_metrics
        return QCoreApplication::translate("cs::CompileStatus", "no metrics");
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

namespace {

// What the overview does with a record, decided once per kind (the names are interned: a log of
// millions of records has a few dozen kinds), so the loop over records compares no strings.
struct KindRole {
    enum class Role : uint8_t {
        Other,
        DynamoStart,
        Metrics,
        BwdMetrics,
        GraphBreak,
        RecompileReasons,
        CreateSymbol,
        Specialization,
        OutputCode,
        Guards,
        Provenance,
        Cache,
        CacheKey, // older torch's fx_graph_cache_hash: the key's components, no lookup result
        TorchVersion
    };
    std::string name; // "artifact:<name>" or the event
    Role role = Role::Other;
    bool starts = false; // dynamo_start, recompile_reasons: a new compile of a closed id
    bool byDynamo = false; // written only by Dynamo's convert_frame for a compile
    bool dynamoGraph = false;
    QString stage; // graph stage (tracekinds.h), empty for no graph
    bool cacheFx = false;
    std::string_view cacheResult; // hit, miss, bypass
    size_t count = 0;
};

KindRole roleOf(std::string name)
{
    using Role = KindRole::Role;
    KindRole k;
    static const std::pair<std::string_view, Role> Roles[] = { { "dynamo_start", Role::DynamoStart },
        { "compilation_metrics", Role::Metrics }, { "bwd_compilation_metrics", Role::BwdMetrics },
        { "artifact:dynamo_graph_break_reason", Role::GraphBreak },
        { "artifact:recompile_reasons", Role::RecompileReasons }, { "create_symbol", Role::CreateSymbol },
        { "symbolic_shape_specialization", Role::Specialization }, { "inductor_output_code", Role::OutputCode },
        { "dynamo_cpp_guards_str", Role::Guards }, { "dynamo_guards", Role::Guards },
        { "artifact:inductor_provenance_tracking_node_mappings", Role::Provenance },
        { "artifact:torch_version", Role::TorchVersion } };
    for (const auto &[n, role] : Roles)
        if (name == n)
            k.role = role;
    k.starts = k.role == Role::DynamoStart || k.role == Role::RecompileReasons;
    k.byDynamo = k.starts || k.role == Role::Metrics || k.role == Role::BwdMetrics || k.role == Role::Guards
        || k.role == Role::OutputCode;
    k.dynamoGraph = name == "dynamo_output_graph";
    k.stage = graphStageOf(name);
    if (name.starts_with("artifact:fx_graph_cache_") || name.starts_with("artifact:aotautograd_cache_")) {
        const std::string_view a = std::string_view(name).substr(9);
        const std::string_view result = a.substr(a.rfind('_') + 1);
        if (result == "hit" || result == "miss" || result == "bypass") {
            k.role = Role::Cache;
            k.cacheFx = a.starts_with("fx");
            k.cacheResult = result == "hit" ? "hit" : result == "miss" ? "miss" : "bypass";
        } else if (name == "artifact:fx_graph_cache_hash") {
            k.role = Role::CacheKey;
        }
    }
    k.name = std::move(name);
    return k;
}

// The roles of a log's kinds, by interned event id and, for artifacts, artifact id.
class KindTable {
public:
    explicit KindTable(const TraceLog &log)
        : m_log(log)
    {
    }
    KindRole &of(const TraceRecord &r)
    {
        const bool artifact = r.artifact != StringPool::None;
        std::vector<int32_t> &slots = artifact ? m_byArtifact : m_byEvent;
        const uint32_t id = artifact ? r.artifact : r.event;
        if (id >= slots.size())
            slots.resize(id + 1, -1);
        if (slots[id] < 0) {
            slots[id] = static_cast<int32_t>(m_roles.size());
            m_roles.push_back(roleOf(m_log.kindName(r)));
        }
        return m_roles[static_cast<size_t>(slots[id])];
    }
    // A kind of() has met: its role, read-only (the cores reading compiles share the table).
    const KindRole &known(const TraceRecord &r) const
    {
        const bool artifact = r.artifact != StringPool::None;
        return m_roles[static_cast<size_t>((artifact ? m_byArtifact : m_byEvent)[artifact ? r.artifact : r.event])];
    }
    const std::deque<KindRole> &roles() const { return m_roles; }

private:
    const TraceLog &m_log;
    std::vector<int32_t> m_byEvent, m_byArtifact;
    std::deque<KindRole> m_roles; // stable addresses
};

// What a compile's records say beyond where they belong (its start, metrics, breaks, reasons,
// symbols, generated code, cache lookups): parsed per compile, in log order. `found` collects
// what goes to the whole overview.
struct CompileFindings {
    QString torchVersion;
    QStringList unread, doubtful;
    std::vector<GraphBreakRecord> breaks;
};

void readCompile(const TraceLog &log, const KindTable &kinds, size_t index, CompileSummary &c, CompileFindings &found,
    simdjson::dom::parser &parser)
{
    using Role = KindRole::Role;
    for (const uint32_t i : c.records) {
        const TraceRecord &r = log.records[i];
        const KindRole &kind = kinds.known(r);
        switch (kind.role) {
        case Role::DynamoStart:
            takeDynamoStart(log, r, c, parser);
            break;
        case Role::Metrics:
            if (!takeMetrics(log, r, c, found.torchVersion, parser))
                found.unread << QStringLiteral("line %1: compilation_metrics of %2 (its JSON could not be read)")
                                    .arg(r.line)
                                    .arg(c.id.toString());
            else if (const auto said = CompileId::parse(c.metricsCompileId);
                     said && (said->frame != c.id.frame || said->frameCompile != c.id.frameCompile))
                found.doubtful << QStringLiteral("line %1: compilation_metrics of %2 says compile_id %3")
                                      .arg(QString::number(r.line), c.id.toString(), c.metricsCompileId);
            break;
        case Role::BwdMetrics:
            if (!takeBackwardMetrics(log, r, c, parser))
                found.unread << QStringLiteral("line %1: bwd_compilation_metrics of %2 (its JSON could not be read)")
                                    .arg(r.line)
                                    .arg(c.id.toString());
            break;
        case Role::GraphBreak:
            found.breaks.push_back({ index, i, parseGraphBreak(QString::fromStdString(log.payload(r))) });
            break;
        case Role::RecompileReasons:
            if (c.recompileReasons.isEmpty())
                c.recompileReasons = recompileReasons(log.payload(r));
            break;
        case Role::CreateSymbol:
            if (const auto el = json::parse(parser, log.metadata(r)))
                if (const QString source = json::str(*el, "source");
                    !source.isEmpty() && !c.dynamicSources.contains(source)) {
                    c.dynamicSources << source;
                    c.dynamicValues << json::str(*el, "val");
                }
            break;
        case Role::Specialization:
            // A symbol made for a source and then specialised to one value in the same compile
            // (`range_refined_to_singleton`: a guard `Eq(s86, 2)`): the source is static again.
            if (const auto el = json::parse(parser, log.metadata(r))) {
                simdjson::dom::array sources;
                if ((*el)["sources"].get_array().get(sources) == simdjson::SUCCESS)
                    for (auto v : sources) {
                        std::string_view src;
                        if (v.get_string().get(src) != simdjson::SUCCESS)
                            continue;
                        if (const qsizetype at = c.dynamicSources.indexOf(json::qstr(src)); at >= 0) {
                            c.dynamicSources.removeAt(at);
                            c.dynamicValues.removeAt(at);
                        }
                    }
            }
            break;
        case Role::OutputCode: {
            const OutputCode code = parseOutputCode(log, r);
            c.kernelCounts += countKernels(code);
            for (const KernelDef &k : code.kernels)
                c.kernels.push_back(k.name);
            break;
        }
        case Role::Cache: {
            const PayloadText payload(log, r);
            c.cacheEvents.push_back(
                cacheEvent(payload.view(), kind.cacheFx, kind.cacheResult, parser, payload.readAhead(json::ReadAhead)));
            if (kind.cacheFx)
                c.cudagraphsAsCompiled = std::max(c.cudagraphsAsCompiled, cudagraphsInCacheKey(payload.view()));
            break;
        }
        case Role::CacheKey:
            c.cudagraphsAsCompiled = std::max(c.cudagraphsAsCompiled, cudagraphsInCacheKey(PayloadText(log, r).view()));
            break;
        default:
            break;
        }
    }
}

// Every compile read on its own (readCompile), on every core: the compiles are independent, and
// their generated code and metrics are most of a big log's reading.
void readCompiles(const TraceLog &log, const KindTable &kinds, CompileOverview &ov)
{
    const size_t n = ov.compiles.size();
    std::vector<CompileFindings> found(n);
    // Chunks of about equal records, several per core, taken as each core is free.
    size_t total = 0;
    for (const CompileSummary &c : ov.compiles)
        total += c.records.size();
    const size_t chunks = std::min<size_t>(n, usableCores() * 8);
    std::vector<size_t> starts { 0 };
    for (size_t i = 0, acc = 0; i < n && chunks > 0; ++i) {
        acc += ov.compiles[i].records.size();
        if (acc * chunks >= total * starts.size() && i + 1 < n)
            starts.push_back(i + 1);
    }
    starts.push_back(n);
    parallelFor(starts.size() - 1, [&](size_t chunk) {
        simdjson::dom::parser parser;
        for (size_t i = starts[chunk]; i < starts[chunk + 1]; ++i)
            readCompile(log, kinds, i, ov.compiles[i], found[i], parser);
    });
    for (CompileFindings &f : found) {
        if (ov.torchVersion.isEmpty())
            ov.torchVersion = f.torchVersion;
        ov.unreadRecords << f.unread;
        ov.doubtfulRecords << f.doubtful;
        for (GraphBreakRecord &b : f.breaks)
            ov.graphBreaks.push_back(std::move(b));
    }
    std::stable_sort(ov.graphBreaks.begin(), ov.graphBreaks.end(),
        [](const GraphBreakRecord &a, const GraphBreakRecord &b) { return a.record < b.record; });
}

} // namespace

std::shared_ptr<const CompileOverview> buildCompileOverview(const TraceLog &log)
{
    using Role = KindRole::Role;
    auto ov = std::make_shared<CompileOverview>();
    // Exports read the log by themselves: on another core while the compiles are grouped.
    auto exports = std::async(std::launch::async, [&log] { return analyseExports(log); });
    std::unordered_map<CompileId, size_t> current; // the open compile of each id
    std::vector<bool> byDynamo; // a record only Dynamo's convert_frame writes for a compile
    simdjson::dom::parser parser;
    KindTable kinds(log);
    std::vector<uint32_t> directMetrics; // compilation_metrics outside any compile id
    for (uint32_t i = 0; i < log.records.size(); ++i) {
        const TraceRecord &r = log.records[i];
        KindRole &kind = kinds.of(r);
        ++kind.count;
        if (!r.compileId.isValid()) {
            ++ov->recordsOutsideCompiles;
            if (kind.role == Role::TorchVersion && ov->torchVersion.isEmpty())
                takeTorchVersion(log.payload(r), *ov, parser);
            else if (kind.role == Role::Metrics)
                directMetrics.push_back(i);
            continue;
        }
        const CompileId key = r.compileId.withoutAttempt();
        const int attempt = std::max(0, r.compileId.attempt);
        auto it = current.find(key);
        // A compile that PyTorch already closed with its metrics is not reopened by a new
        // start: the frame counter was reset (torch._dynamo.reset()) and this is a new compile.
        // A second Dynamo graph under a compile id already closed is another capture under a
        // reused id (strict torch.export resets Dynamo and captures as 0/0): a group of its own.
        const auto capturedAgain = [&] {
            const CompileSummary &open = ov->compiles[it->second];
            return kind.dynamoGraph && open.hasMetrics
                && std::any_of(open.graphList.begin(), open.graphList.end(),
                    [](const CompileSummary::Graph &g) { return g.stage == QLatin1String("dynamo"); });
        };
        if (it == current.end()
            || (attempt == 0 && (kind.starts || capturedAgain()) && ov->compiles[it->second].hasMetrics)) {
            const size_t index = ov->compiles.size();
            ov->compiles.emplace_back();
            ov->compiles.back().id = key;
            byDynamo.push_back(false);
            current[key] = index;
            it = current.find(key);
        }
        CompileSummary &c = ov->compiles[it->second];
        c.records.push_back(i);
        if (kind.byDynamo)
            byDynamo[it->second] = true;
        c.lastAttempt = std::max(c.lastAttempt, attempt);
        c.attempts = c.lastAttempt + 1;
        switch (kind.role) {
        case Role::Metrics:
            c.hasMetrics = true;
            c.metricsRecord = i;
            break;
        case Role::GraphBreak:
            ++c.graphBreaks;
            break;
        case Role::Guards:
            c.guardsRecord = i;
            break;
        case Role::Provenance:
            c.provenanceRecord = i;
            break;
        default:
            break; // read with the compile's other records below, on every core
        }
        if (!kind.stage.isEmpty())
            c.graphList.push_back(
                { kind.stage, i, r.subgraph == StringPool::None ? QString() : QString::fromUtf8(log.subgraphName(r)) });
    }
    for (const KindRole &k : kinds.roles())
        ov->recordKinds[k.name] += static_cast<int>(k.count);
    readCompiles(log, kinds, *ov);
    if (ov->torchVersion.isEmpty() || ov->torchCommit.isEmpty())
        takeTorchVersionFromRepro(log, *ov);
    dropExportContexts(*ov, byDynamo, log);
    inferGraphBreaksFromResumes(*ov);
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
    // Who a compile's frame wraps, from its guards (and, for a wrapper the guards do not name, the
    // stack and the Dynamo graph).
    const auto dynamoGraphOf = [&](const CompileSummary &c) {
        for (const CompileSummary::Graph &g : c.graphList)
            if (g.stage == QLatin1String("dynamo"))
                return log.payload(log.records[g.record]);
        return std::string();
    };
    const auto userOfCompile = [&](const CompileSummary &c) {
        const std::string guards = log.payload(log.records[c.guardsRecord]);
        if (isDynamoWrapperFrame(c.function, c.file))
            return userFunctionThroughDynamoWrapper(guards, dynamoGraphOf(c),
                !c.stack.isEmpty() && c.stack.front().function == QLatin1String("<module>") ? c.stack.front().file
                                                                                            : QString());
        WrapperEvidence evidence;
        std::string graph; // read only for a frame holding a function whose code it guards
        if (guardsShowWrapperCode(guards, c.function)) {
            evidence.calledByModuleCall = calledByModuleCall(c.stack);
            if (!c.stack.isEmpty() && c.stack.front().function == QLatin1String("<module>"))
                evidence.scriptFile = c.stack.front().file;
            graph = dynamoGraphOf(c);
            evidence.dynamoGraph = graph;
        }
        return userFunctionFromGuards(guards, c.function, evidence);
    };
    // A frame's code object is the same in every compile: who it wraps is read once per frame,
    // from the first of its compiles that installed guards. A decorator's wrapper shared by
    // several functions is one code object too: a recompile of it because the guard on the held
    // function's code failed (`___check_obj_id(fn.__code__, ...)`) wraps another function, read
    // from that compile's own guards. Dynamo's own wrapper (`inner`, external_utils.py) is one code
    // object for every callable compiled through it: each compile is read.
    // Each read is a search of a guard dump: the reads are made on every core.
    const auto readUsers = [&](const std::vector<size_t> &compiles) {
        std::vector<UserFunction> users(compiles.size());
        parallelFor(compiles.size(), [&](size_t j) { users[j] = userOfCompile(ov->compiles[compiles[j]]); });
        return users;
    };
    const auto guarded = [&](size_t i) {
        return ov->compiles[i].guardsRecord != CompileSummary::NoRecord && !ov->compiles[i].function.isEmpty();
    };
    std::map<std::pair<int, int>, size_t> firstOf;
    for (size_t i = 0; i < ov->compiles.size(); ++i)
        if (guarded(i))
            firstOf.try_emplace(frameKey[i], i);
    std::vector<size_t> firsts;
    for (const auto &[key, i] : firstOf)
        firsts.push_back(i);
    std::vector<UserFunction> firstUsers = readUsers(firsts);
    std::map<std::pair<int, int>, UserFunction> userOf;
    for (size_t j = 0; j < firsts.size(); ++j)
        userOf[frameKey[firsts[j]]] = std::move(firstUsers[j]);
    std::vector<size_t> others;
    for (size_t i = 0; i < ov->compiles.size(); ++i) {
        const CompileSummary &c = ov->compiles[i];
        if (!guarded(i) || firstOf[frameKey[i]] == i)
            continue;
        if (isDynamoWrapperFrame(c.function, c.file)
            || (userOf[frameKey[i]].isWrapped() && c.kind == CompileKind::Recompile
                && c.recompileReason().contains(QLatin1String(".__code__, "))))
            others.push_back(i);
    }
    std::vector<UserFunction> otherUsers = readUsers(others);
    std::map<size_t, UserFunction> ownUser;
    for (size_t j = 0; j < others.size(); ++j)
        if (otherUsers[j].isWrapped())
            ownUser[others[j]] = std::move(otherUsers[j]);
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
        if (const auto own = ownUser.find(i); own != ownUser.end())
            c.user = own->second;
        else if (const auto u = userOf.find(frameKey[i]); u != userOf.end())
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
        } else if (ownUser.count(i) && c.displayFunction() != f.displayFunction) {
            // A wrapper shared by several functions: the frame is the wrapper; each compile names its own.
            f.displayFunction = f.function;
            f.displayFile = f.file;
            f.displayLine = f.line;
            f.wrapperLabel.clear();
            f.wrapsSeveral = true;
        }
    }
    ov->exports = exports.get();
    ov->directCompiles = readDirectCompiles(log, directMetrics);
    // A guard's location in a recompile reason names the user's file whole, as the frames do.
    const auto locates = [](const CompileSummary &c) {
        return std::any_of(c.recompileReasons.begin(), c.recompileReasons.end(),
            [](const QString &r) { return r.contains(QLatin1String("  # ")); });
    };
    ov->sourceFiles = runSourceFiles(*ov);
    if (!ov->sourceFiles.isEmpty() && std::any_of(ov->compiles.begin(), ov->compiles.end(), locates))
        for (CompileSummary &c : ov->compiles)
            for (QString &reason : c.recompileReasons)
                reason = restoreClippedPaths(reason, ov->sourceFiles);
    return ov;
}

} // namespace cs
