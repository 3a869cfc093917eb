#include "core/report/doc/reportfacts.h"

#include "core/analysis/compileoverview.h"
#include "core/fusion/reasons.h"
#include "core/ingest/runloader.h"
#include "core/report/fixlist.h"
#include "core/report/summaryjson.h"
#include "core/storage/profilestore.h"
#include "core/util/inerttext.h"
#include "core/util/json.h"
#include "core/util/versions.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <cmath>
#include <map>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

// The wall-clock span of one compilation_metrics record (the warm-up the report states).
void takeSpan(simdjson::dom::element m, ReportCompile &c, double &firstStartUs, double &lastEndUs)
{
    const auto start = json::number(m, "start_time_us");
    const auto end = json::number(m, "end_time_us");
    if (start) {
        c.startS = *start; // made relative once the first start is known
        firstStartUs = firstStartUs < 0 ? *start : std::min(firstStartUs, *start);
    }
    if (end)
        lastEndUs = std::max(lastEndUs, *end);
}

} // namespace

ReportOverview overviewFacts(const LoadedRun &run)
{
    ReportOverview o;
    simdjson::dom::parser parser;
    double firstStartUs = -1, lastEndUs = -1;
    for (size_t li = 0; li < run.logs.size(); ++li) {
        const TraceLog &log = *run.logs[li];
        const CompileOverview &ov = *run.overviews[li];
        double logStartUs = -1, logEndUs = -1, logCompileS = 0, logBackwardS = 0; // this log's warm-up
        o.records += static_cast<qint64>(log.records.size());
        o.diagnostics += static_cast<int>(log.diagnostics.size());
        o.graphBreaks += static_cast<int>(ov.graphBreaks.size());
        for (const CompileSummary &cs : ov.compiles) {
            ReportCompile c;
            c.id = cs.id.toString();
            c.rank = log.rank;
            // the user's function behind any wrapper, as summary and explain name it
            c.function = cs.displayFunction();
            c.file = cs.displayFile();
            c.line = cs.displayLine();
            c.status = CompileSummary::statusName(cs.status);
            c.statusText = CompileSummary::statusText(cs.status);
            c.limitHit = cs.kind == CompileKind::LimitHit;
            c.attempts = cs.attempts;
            c.graphBreaks = cs.graphBreaks;
            c.counts = cs.kernelCounts;
            c.compileTimeS = cs.compileTimeS;
            if (cs.phases.known())
                c.phases = { { QStringLiteral("dynamo"), cs.phases.dynamo },
                    { QStringLiteral("aot_autograd"), cs.phases.aotAutograd },
                    { QStringLiteral("inductor"), cs.phases.inductor },
                    { QStringLiteral("codegen"), cs.phases.codegen } };
            c.tritonCompileS = cs.phases.tritonCompile;
            c.recompileReason = cs.recompileReason();
            for (const auto &e : cs.cacheEvents)
                c.cache << QStringLiteral("%1: %2").arg(e.cache, e.result);
            for (auto it = cs.records.rbegin(); it != cs.records.rend(); ++it) {
                const TraceRecord &r = log.records[*it];
                if (log.eventName(r) != "compilation_metrics")
                    continue;
                if (const auto el = json::parse(parser, log.metadata(r)))
                    takeSpan(*el, c, logStartUs, logEndUs);
                break;
            }
            // The backward is compiled at the first backward call, after the forward's metrics were
            // written: its records end the warm-up when they come last.
            c.backwardS = cs.backwardCompileTimeS;
            if (cs.backwardCompileTimeS > 0) {
                for (const uint32_t i : cs.records) {
                    const TraceRecord &r = log.records[i];
                    if (log.eventName(r) != "bwd_compilation_metrics")
                        continue;
                    if (const auto el = json::parse(parser, log.metadata(r)))
                        if (const auto end = json::number(*el, "end_time_us"))
                            logEndUs = std::max(logEndUs, *end);
                }
                o.backwardCompileTimeS += cs.backwardCompileTimeS;
                logCompileS += cs.backwardCompileTimeS;
                logBackwardS += cs.backwardCompileTimeS;
            }
            o.compiles += cs.kind != CompileKind::LimitHit; // a limit hit compiled nothing
            o.limitHits += cs.kind == CompileKind::LimitHit;
            o.ok += cs.status == CompileSummary::Status::Ok;
            o.failed += cs.isFailure();
            o.empty += cs.status == CompileSummary::Status::EmptyGraph;
            o.missing += cs.status == CompileSummary::Status::Missing;
            o.recompiles += cs.isRecompile();

            if (cs.compileTimeS > 0) {
                o.compileTimeS += cs.compileTimeS;
                logCompileS += cs.compileTimeS;
            }
            if (c.tritonCompileS > 0)
                o.tritonCompileS += c.tritonCompileS;
            for (const ReportPhase &p : c.phases) {
                auto it = std::find_if(
                    o.phases.begin(), o.phases.end(), [&](const ReportPhase &q) { return q.key == p.key; });
                if (it == o.phases.end())
                    o.phases.push_back(p); // -1 when not recorded (yet)
                else if (p.seconds >= 0)
                    it->seconds = std::max(0.0, it->seconds) + p.seconds;
            }
            o.list.push_back(std::move(c));
        }
        for (const DirectCompile &dc : ov.directCompiles) {
            o.direct.push_back({ dc.api,
                dc.callerFile.isEmpty()
                    ? QString()
                    : QStringLiteral("%1:%2").arg(QFileInfo(dc.callerFile).fileName()).arg(dc.callerLine),
                dc.device, dc.seconds, dc.failType });
            o.directCompileS += std::max(0.0, dc.seconds);
        }
        if (logStartUs >= 0) {
            firstStartUs = firstStartUs < 0 ? logStartUs : std::min(firstStartUs, logStartUs);
            lastEndUs = std::max(lastEndUs, logEndUs);
        }
        if (logStartUs >= 0 && logEndUs > logStartUs && logCompileS >= o.warmupCompileS) {
            o.warmupWallS = (logEndUs - logStartUs) / 1e6;
            o.warmupCompileS = logCompileS;
            o.warmupBackwardS = logBackwardS;
            o.warmupRank = run.logs.size() > 1 && log.rank >= 0 ? log.rank : -1;
        }
    }
    o.diagnostics += static_cast<int>(run.notes.size());
    for (ReportCompile &c : o.list)
        c.startS = c.startS >= 0 && firstStartUs >= 0 ? (c.startS - firstStartUs) / 1e6 : -1;
    o.counts = runKernelCounts(run); // as summary --json totals
    return o;
}

std::vector<ReportVersion> versionFacts(const LoadedRun &run)
{
    std::vector<ReportVersion> out;
    const std::pair<const char *, const char *> keys[] = { { "pytorch_version", "PyTorch" },
        { "triton_version", "Triton" }, { "cuda_version", "CUDA" }, { "python_version", "Python" } };
    simdjson::dom::parser parser;
    QSet<QString> seen;
    // The torch the overview read (torch 2.12+'s torch_version record, else compilation_metrics, else
    // the repro script's header), with the commit where it has one; the rest from compilation_metrics.
    for (size_t i = 0; i < run.overviews.size() && !seen.contains(QStringLiteral("pytorch_version")); ++i) {
        const CompileOverview *ov = run.overviews[i].get();
        if (!ov || ov->torchVersion.isEmpty())
            continue;
        seen.insert(QStringLiteral("pytorch_version"));
        out.push_back({ QStringLiteral("PyTorch"), ov->torchVersion, QStringLiteral("trace") });
    }
    for (const auto &log : run.logs) {
        for (const TraceRecord &r : log->records) {
            if (size_t(seen.size()) == std::size(keys))
                break;
            if (log->eventName(r) != "compilation_metrics")
                continue;
            const auto el = json::parse(parser, log->metadata(r));
            if (!el)
                continue;
            for (const auto &[key, name] : keys) {
                const QString v = json::str(*el, key);
                if (v.isEmpty() || seen.contains(QLatin1String(key)))
                    continue;
                seen.insert(QLatin1String(key));
                out.push_back({ QLatin1String(name), InertText::escapeControls(v, false).left(80),
                    QStringLiteral("compilation_metrics") });
            }
        }
    }
    std::sort(out.begin(), out.end(), [&](const ReportVersion &a, const ReportVersion &b) {
        auto rank = [&](const QString &n) {
            for (size_t i = 0; i < std::size(keys); ++i)
                if (n == QLatin1String(keys[i].second))
                    return i;
            return std::size(keys);
        };
        return rank(a.name) < rank(b.name);
    });
    for (const auto &ov : run.overviews)
        if (ov && !ov->torchCommit.isEmpty()) {
            const auto torch = std::find_if(
                out.begin(), out.end(), [](const ReportVersion &v) { return v.name == QLatin1String("PyTorch"); });
            out.insert(torch == out.end() ? out.begin() : torch + 1,
                { QStringLiteral("PyTorch commit"), ov->torchCommit.left(12), QStringLiteral("trace") });
            break;
        }
    // The torch a .pt2 was saved with (its archive says it): beside a trace's, or alone.
    for (const Pt2Archive &a : run.archives)
        if (!a.torchVersion.isEmpty() && !seen.contains(QStringLiteral("pt2:") + a.torchVersion)) {
            seen.insert(QStringLiteral("pt2:") + a.torchVersion);
            out.push_back({ QStringLiteral("PyTorch"), a.torchVersion, QFileInfo(a.path).fileName() });
        }
    out.push_back({ QStringLiteral("CompileScope"), BuildVersions::compileScope(), QStringLiteral("report") });
    return out;
}

std::vector<ReportFix> fixFacts(const Explanation &e, int max)
{
    std::vector<ReportFix> out;
    for (const Fix &f : fixList(e)) {
        if (static_cast<int>(out.size()) >= max)
            break;
        const ReportSection section = f.kind == Fix::Kind::CudaGraphs                ? ReportSection::Runtime
            : f.kind == Fix::Kind::Recompiles                                        ? ReportSection::Recompiles
            : f.kind == Fix::Kind::GraphBreak                                        ? ReportSection::Breaks
            : f.kind == Fix::Kind::RepeatedBlock || f.kind == Fix::Kind::LongCompile ? ReportSection::Compiles
                                                                                     : ReportSection::Failures;
        out.push_back({ Fix::kindName(f.kind), f.title, f.detail, f.change, f.costS, reportSectionKey(section) });
    }
    return out;
}

std::vector<ReportFusionGraph::Apart> nodesThatStayedApart(const FusionGraph &g, const FusionSummary &s, int max)
{
    auto size = [&](int final) {
        const FinalNode &f = g.finals[size_t(final)];
        if (f.members.empty())
            return 0.0;
        const SchedNode &n = g.nodes[size_t(f.members.front())];
        bool ok = false;
        const double numel = n.numel.toDouble(&ok);
        const double rnumel = n.rnumel.toDouble();
        return ok ? numel * std::max(1.0, rnumel) : 0.0;
    };
    std::vector<int> alone = s.alone;
    std::stable_sort(alone.begin(), alone.end(), [&](int a, int b) { return size(a) > size(b); });
    std::vector<ReportFusionGraph::Apart> out;
    for (int i : alone) {
        if (static_cast<int>(out.size()) >= max)
            break;
        const FinalNode &f = g.finals[size_t(i)];
        ReportFusionGraph::Apart a;
        a.node = f.name;
        a.kernel = f.kernel.name;
        if (!f.members.empty()) {
            const SchedNode &n = g.nodes[size_t(f.members.front())];
            a.numel = n.rnumel.isEmpty() || n.rnumel == QLatin1String("1") ? n.numel
                                                                           : n.numel + QStringLiteral(" × ") + n.rnumel;
            const int member = f.members.front();
            QHash<QString, int> byCategory;
            for (const FusionDecision &d : g.decisions) {
                if (d.kind != FusionDecision::Kind::Reject || (d.nodeA != member && d.nodeB != member))
                    continue;
                ++a.rejects;
                ++byCategory[d.category];
                if (a.example.isEmpty())
                    a.example = d.text;
            }
            QString top;
            for (auto it = byCategory.cbegin(); it != byCategory.cend(); ++it)
                if (top.isEmpty() || it.value() > byCategory.value(top)
                    || (it.value() == byCategory.value(top) && it.key() < top))
                    top = it.key();
            a.reason = !top.isEmpty() ? FusionReasons::category(top).title
                : !g.hasDecisions()   ? Tr::tr("no fusion log: the run did not record decisions")
                                      : Tr::tr("never scored with another node (no line names it)");
        }
        out.push_back(std::move(a));
    }
    return out;
}

ReportProfile profileFacts(const ProfileRun &run, ProfileStore &store, const QString &db)
{
    ReportProfile p;
    p.db = db;
    p.runId = run.id;
    p.startedAt = run.startedAt;
    p.gpu = run.machine.gpu;
    p.cpu = run.machine.cpu;
    p.driver = run.machine.driver;
    p.torch = run.machine.torch;
    for (const KernelResult &r : run.results) {
        ReportKernel k;
        k.kernel = r.kernel;
        k.compileId = r.compileId;
        k.kind = r.kind;
        k.config = r.config;
        k.medianUs = r.medianUs;
        k.minUs = r.minUs;
        k.maxUs = r.maxUs;
        k.spread = r.spread;
        k.repeats = r.repeats;
        k.bytes = r.bytes;
        k.bandwidthGBs = r.bandwidthGBs;
        if (const auto h = store.history(r.kernel, r.compileId, r.config, r.planId)) {
            for (const ProfileStore::HistoryPoint &pt : h.value())
                k.history.push_back({ pt.runId, pt.startedAt, pt.medianUs, pt.minUs });
            std::sort(k.history.begin(), k.history.end(),
                [](const ReportKernel::Point &a, const ReportKernel::Point &b) { return a.runId < b.runId; });
        }
        p.totalMedianUs += r.medianUs;
        p.kernels.push_back(std::move(k));
    }
    std::stable_sort(p.kernels.begin(), p.kernels.end(),
        [](const ReportKernel &a, const ReportKernel &b) { return a.medianUs > b.medianUs; });
    for (const KernelFailure &f : run.failures)
        p.failures.emplace_back(f.kernel, f.reason);
    return p;
}

} // namespace cs
