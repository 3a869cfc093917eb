#include "core/analysis/explain.h"
#include "core/analysis/breakadvice.h"
#include "core/analysis/failuretext.h"
#include "core/analysis/graphbreak.h"
#include "core/analysis/recompilechains.h"
#include "core/analysis/userfunction.h"
#include "core/util/sourcefile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace cs {
namespace {

// What explain() writes itself (suggestions, restart outcomes) is translated; what PyTorch
// recorded (reasons, guards, hints) is shown as recorded.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Explain)
};

// Reads line `line` of a local file, caching files; empty when unreadable.
class SourceCache {
public:
    QString line(const QString &file, int line)
    {
        auto it = m_files.find(file);
        if (it == m_files.end())
            it = m_files.insert(file, sourceFileLines(file));
        return line >= 1 && line <= it->size() ? it->at(line - 1).trimmed() : QString();
    }

private:
    QHash<QString, QStringList> m_files;
};

QString firstLine(const QString &s)
{
    return s.section(QLatin1Char('\n'), 0, 0).trimmed();
}

struct Run {
    const std::vector<std::shared_ptr<const TraceLog>> &logs;
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews;
    const std::vector<std::shared_ptr<const ProfilerTrace>> &profiles;
};

// Operations in a Dynamo output graph payload: its annotated assignments (`name: "f32[..]" = op(..)`).
int graphOps(const std::string &payload)
{
    int ops = 0;
    size_t pos = 0;
    while (pos < payload.size()) {
        size_t end = payload.find('\n', pos);
        if (end == std::string::npos)
            end = payload.size();
        const std::string_view line(payload.data() + pos, end - pos);
        // `cos: "f32[4][1]cpu" = torch.cos(l_x_)`; before torch 2.5 without the annotation:
        // `cos = l_x_.cos();  l_x_ = None` (a call, not the placeholders' `l_x_ = L_x_`).
        const bool annotated
            = line.find("\" = ") != std::string_view::npos && line.find(": \"") != std::string_view::npos;
        const size_t eq = line.find(" = ");
        const bool plainCall = !annotated && eq != std::string_view::npos
            && line.find('(', eq) != std::string_view::npos && !line.substr(0, eq).ends_with(')')
            && line.find("def ") == std::string_view::npos && line.find("return ") == std::string_view::npos;
        if ((annotated || plainCall) && line.find('#') == std::string_view::npos)
            ++ops;
        pos = end + 1;
    }
    return ops;
}

// Profiler traces carry no rank: their regions are matched by compile id in single-rank runs.
void attachRuntime(const Run &run, Explanation &out)
{
    if (run.profiles.empty() || run.logs.size() != 1)
        return;
    const CompileOverview &ov = *run.overviews[0];
    for (BreakGroup &b : out.breaks)
        for (const CompileRef &ref : b.refs)
            for (const auto &trace : run.profiles)
                if (const CompiledRegionTime *t = trace->regionTime(ov.compiles[ref.compile].id.toString())) {
                    b.runtimeOutsideUs = std::max(0.0, b.runtimeOutsideUs) + t->outsideUs;
                    b.runtimeCalls += t->calls;
                    out.hasRuntime = true;
                }
}

// The tracing a break threw away: the breaking compile's `dynamo_time_before_restart_s`, when
// its analysis restarted for this break (its restart reason is the break's, or it hit no other).
double restartTimeOf(const CompileOverview &ov, const GraphBreakRecord &g)
{
    const CompileSummary &c = ov.compiles[g.compile];
    if (c.attempts <= 1 && c.restartReasons.isEmpty())
        return 0;
    int breaksInCompile = 0;
    for (const GraphBreakRecord &other : ov.graphBreaks)
        breaksInCompile += other.compile == g.compile;
    bool ours = breaksInCompile == 1;
    for (const QString &r : c.restartReasons)
        ours = ours || (!g.info.reason.isEmpty() && r.contains(g.info.reason));
    return ours ? std::max(0.0, c.timeBeforeRestartS) : 0;
}

void collectBreaks(const Run &run, Explanation &out, SourceCache &sources)
{
    const bool multiRank = run.logs.size() > 1;
    QHash<QString, int> index;
    std::vector<QSet<QString>> listed; // per group: its compileIds, for lookups in constant time
    for (size_t li = 0; li < run.logs.size(); ++li) {
        const CompileOverview &ov = *run.overviews[li];
        const int rank = run.logs[li]->rank;
        // Resume functions by name, read once per log.
        QHash<QString, QList<int>> resumes;
        if (!ov.graphBreaks.empty())
            for (size_t ci = 0; ci < ov.compiles.size(); ++ci)
                if (ov.compiles[ci].function.startsWith(QLatin1String("torch_dynamo_resume_in_")))
                    resumes[ov.compiles[ci].function] << static_cast<int>(ci);
        for (const GraphBreakRecord &g : ov.graphBreaks) {
            const CompileSummary &c = ov.compiles[g.compile];
            const QString key
                = g.info.reason + QLatin1Char('\x1f') + g.info.file + QLatin1Char(':') + QString::number(g.info.line);
            auto it = index.find(key);
            if (it == index.end()) {
                BreakGroup b = BreakGroup::of(g.info);
                b.library = libraryOf(b.file);
                if (!b.library.isEmpty()) {
                    for (qsizetype si = b.userStack.size() - 1; si >= 0; --si)
                        if (libraryOf(b.userStack[si].file).isEmpty()) {
                            b.userCallSite = b.userStack[si];
                            break;
                        }
                }
                // The line as recorded is the truth about the run; the file may have been edited since.
                const QString onDisk = sources.line(b.file, b.line);
                for (qsizetype si = b.userStack.size() - 1; si >= 0 && b.sourceLine.isEmpty(); --si)
                    if (b.userStack[si].line == b.line && b.userStack[si].file == b.file)
                        b.sourceLine = b.userStack[si].source.trimmed();
                if (b.sourceLine.isEmpty()) {
                    b.sourceLine = onDisk;
                    b.sourceFromFile = !onDisk.isEmpty();
                } else if (!onDisk.isEmpty() && onDisk != b.sourceLine) {
                    b.sourceOnDisk = onDisk;
                }
                b.advice = libraryBreakAdvice(b, ov);
                if (b.advice.isEmpty())
                    b.advice = valueBranchAdvice(b);
                out.breaks << b;
                listed.resize(out.breaks.size());
                it = index.insert(key, static_cast<int>(out.breaks.size() - 1));
            }
            BreakGroup &b = out.breaks[*it];
            QSet<QString> &ids = listed[static_cast<size_t>(*it)];
            ++b.count;
            const QString id = rankedCompileId(c.id.toString(), rank, multiRank);
            if (!ids.contains(id)) {
                const double restart = restartTimeOf(ov, g);
                ids.insert(id);
                b.compileIds << id;
                b.involved << BreakGroup::Involved { id, c.compileTimeS, restart, false };
                b.refs << CompileRef { static_cast<int>(li), static_cast<int>(g.compile) };
                b.compileTimeS += std::max(0.0, c.compileTimeS);
                b.restartTimeS += restart;
            }
            for (int ri : resumes.value(resumeFunctionAfter(c.function, c.file, g.info))) {
                const CompileSummary &r = ov.compiles[static_cast<size_t>(ri)];
                const QString rid = QStringLiteral("resume ") + rankedCompileId(r.id.toString(), rank, multiRank);
                if (!b.resumeFunctions.contains(r.function))
                    b.resumeFunctions << r.function;
                if (!ids.contains(rid)) {
                    ids.insert(rid);
                    b.compileIds << rid;
                    b.involved << BreakGroup::Involved { rid, r.compileTimeS, 0, true };
                    b.resumeCompileTimeS += std::max(0.0, r.compileTimeS);
                }
            }
        }
    }
}

// Time outside compiled regions first (what the user pays on every call), then the compile
// time the break added, then the compile time around it.
void rankBreaks(Explanation &out)
{
    std::stable_sort(out.breaks.begin(), out.breaks.end(), [](const BreakGroup &a, const BreakGroup &b) {
        if (a.runtimeOutsideUs != b.runtimeOutsideUs)
            return a.runtimeOutsideUs > b.runtimeOutsideUs;
        if (a.cost() != b.cost())
            return a.cost() > b.cost();
        return a.involvedTimeS() != b.involvedTimeS() ? a.involvedTimeS() > b.involvedTimeS() : a.count > b.count;
    });
}

void collectFailures(const Run &run, Explanation &out)
{
    const bool multiRank = run.logs.size() > 1;
    for (size_t li = 0; li < run.logs.size(); ++li) {
        const auto &compiles = run.overviews[li]->compiles;
        for (size_t ci = 0; ci < compiles.size(); ++ci) {
            const CompileSummary &c = compiles[ci];
            if (c.status != CompileSummary::Status::Failed)
                continue;
            CompileFailure f;
            f.ref = { static_cast<int>(li), static_cast<int>(ci) };
            f.compileId = rankedCompileId(c.id.toString(), run.logs[li]->rank, multiRank);
            f.function = c.displayFunction();
            if (f.function.isEmpty()) // a limit hit records no function; its frame's other compiles do
                for (const FrameSummary &fr : run.overviews[li]->frames)
                    if (fr.frame == c.id.frame) {
                        f.function = fr.displayFunction.isEmpty() ? fr.function : fr.displayFunction;
                        f.file = fr.displayFunction.isEmpty() ? fr.file : fr.displayFile;
                        f.line = fr.displayFunction.isEmpty() ? fr.line : fr.displayLine;
                    }
            f.failType = c.failType;
            f.reason = failureHeadline(c.failReason);
            if (c.kind != CompileKind::LimitHit) {
                // PyTorch's block (Explanation, Hint, the graph-break page) where the reason has one.
                const GraphBreakInfo why = parseGraphBreak(c.failReason);
                f.explanation = why.explanation;
                f.hints = why.hints;
                f.url = why.url;
                for (const QString &h : why.hints)
                    if (isActionableHint(h)) {
                        f.suggestion = h;
                        break;
                    }
            }
            if (!c.failFile.isEmpty() || !c.file.isEmpty()) {
                f.file = c.failFile.isEmpty() ? c.displayFile() : c.failFile;
                f.line = c.failFile.isEmpty() ? c.displayLine() : c.failLine;
            }
            f.rank = run.logs[li]->rank;
            f.limitHit = c.kind == CompileKind::LimitHit;
            if (f.limitHit) {
                // The setting to change and its value, from the record's full text.
                const RecompileLimit l = recompileLimitOf(c.failReason);
                f.suggestion = l.value >= 0
                    ? Tr::tr("`torch._dynamo.config.%1` = %2: raise it only if this many compiles are expected; "
                             "otherwise fix the recompiles of this function")
                          .arg(l.setting)
                          .arg(l.value)
                    : Tr::tr("`torch._dynamo.config.%1` was reached: raise it only if this many compiles are "
                             "expected; otherwise fix the recompiles of this function")
                          .arg(l.setting);
            }
            f.attempts = c.attempts;
            for (const QString &r : c.restartReasons)
                f.restartReasons << failureHeadline(r);
            (f.limitHit ? out.limitHits : out.failures) << f;
        }
    }
}

// torch.export calls that failed, as failures: the strongest problem's user line and what to change.
void collectExportFailures(const Run &run, Explanation &out)
{
    const bool multiRank = run.logs.size() > 1;
    for (size_t li = 0; li < run.logs.size(); ++li)
        for (const ExportAttempt &a : run.overviews[li]->exports) {
            if (a.exported())
                continue;
            CompileFailure f;
            f.exportCall = true;
            f.ref = { static_cast<int>(li), -1 };
            f.compileId = rankedCompileId(QStringLiteral("export %1").arg(a.number), run.logs[li]->rank, multiRank);
            f.function = QStringLiteral("torch.export");
            f.reason = a.failure();
            f.rank = run.logs[li]->rank;
            const ExportEvent *p = a.strongestProblem();
            f.failType = p ? exportProblemName(p->kind) : Tr::tr("export failed");
            if (p && !p->where.file.isEmpty()) {
                f.file = p->where.file;
                f.line = p->where.line;
            }
            f.suggestion = p ? exportProblemSuggestion(*p) : QString();
            out.failures << f;
        }
}

// Says what the attempt that stuck did after a restart: the graph it compiled and where the
// rest of the function went.
QString restartChange(const Run &run, size_t li, size_t ci)
{
    const CompileOverview &ov = *run.overviews[li];
    const TraceLog &log = *run.logs[li];
    const CompileSummary &c = ov.compiles[ci];
    if (c.status == CompileSummary::Status::Failed)
        return Tr::tr("attempt %1 failed as well (%2)").arg(c.attempts - 1).arg(c.failType);
    // A graph when one was recorded: compilation_metrics' count where it has one (it is the attempt
    // that compiled), else the graph's lines; no graph record and no operation is "no graph".
    int ops = -1;
    for (const CompileSummary::Graph &g : c.graphList)
        if (g.stage == QLatin1String("dynamo"))
            ops = c.graphOpCount >= 0 ? c.graphOpCount : graphOps(log.payload(log.records[g.record]));
    if (ops < 0 && c.graphOpCount > 0)
        ops = c.graphOpCount;
    QString text = ops >= 0 ? Tr::tr("attempt %1 compiled a graph of %n operation(s)", nullptr, ops).arg(c.attempts - 1)
                            : Tr::tr("attempt %1 compiled no graph").arg(c.attempts - 1);
    for (const GraphBreakRecord &g : ov.graphBreaks) {
        if (g.compile != ci)
            continue;
        int stopped = g.info.line;
        const QString resume = resumeFunctionAfter(c.function, c.file, g.info, &stopped);
        // The line is in the frame Dynamo compiled; where the compile is shown by the user's function
        // a wrapper called (CompileSummary::displayFile), the frame's file is named with it.
        text += c.file == c.displayFile() || c.file.isEmpty()
            ? Tr::tr(" up to line %1 (%2)").arg(QString::number(stopped), firstLine(g.info.reason))
            : Tr::tr(" up to line %1 of %2 (%3)")
                  .arg(QString::number(stopped), QFileInfo(c.file).fileName(), firstLine(g.info.reason));
        // The resume function's compile this one led to: the first that began after it ended (a
        // recompile of the function resumes in a recompile of its resume function).
        const CompileSummary *next = nullptr;
        for (const CompileSummary &r : ov.compiles)
            if (r.function == resume && r.id.frame > c.id.frame) {
                if (!next)
                    next = &r;
                if (!r.records.empty() && !c.records.empty() && r.records.front() > c.records.back()) {
                    next = &r;
                    break;
                }
            }
        if (next)
            text += Tr::tr("; the rest runs in %1 (compile %2)").arg(next->function, next->id.toString());
        break;
    }
    return text;
}

void collectRestarts(const Run &run, Explanation &out)
{
    const bool multiRank = run.logs.size() > 1;
    for (size_t li = 0; li < run.logs.size(); ++li) {
        const auto &compiles = run.overviews[li]->compiles;
        for (size_t ci = 0; ci < compiles.size(); ++ci) {
            const CompileSummary &c = compiles[ci];
            if (c.attempts <= 1 && c.restartReasons.isEmpty())
                continue;
            CompileRestart r;
            r.ref = { static_cast<int>(li), static_cast<int>(ci) };
            r.compileId = rankedCompileId(c.id.toString(), run.logs[li]->rank, multiRank);
            r.function = c.displayFunction();
            r.file = c.displayFile();
            r.line = c.displayLine();
            r.attempts = c.attempts;
            for (const QString &reason : c.restartReasons)
                r.reasons << restartReasonText(firstLine(reason));
            r.timeBeforeRestartS = c.hasMetrics ? c.timeBeforeRestartS : -1;
            r.change = restartChange(run, li, ci);
            out.restarts << r;
        }
    }
}

} // namespace

Explanation explainRun(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews,
    const std::vector<std::shared_ptr<const ProfilerTrace>> &profiles,
    const std::vector<std::shared_ptr<const TextLog>> &textLogs)
{
    const Run run { logs, overviews, profiles };
    Explanation out;
    out.coverage = coverageOf(logs, overviews);
    out.cudagraphs = cudaGraphCoverage(logs, overviews, textLogs);
    out.guardCost = guardCosts(logs, overviews, profiles);
    out.repeatedBlocks = repeatedBlocks(logs, overviews);
    out.longCompiles = longCompiles(logs, overviews, out.repeatedBlocks);
    out.autotuneRejections = autotuneRejections(logs, overviews, textLogs);
    SourceCache sources;
    collectBreaks(run, out, sources);
    attachRuntime(run, out);
    rankBreaks(out);
    collectRecompiles(logs, overviews, out);
    dropLongCompilesOfRecompiles(overviews, out);
    collectRestarts(run, out);
    collectFailures(run, out);
    collectExportFailures(run, out);
    for (const auto &log : logs)
        for (const Diagnostic &d : log->diagnostics)
            if (d.severity != Diagnostic::Severity::Note && out.readProblems++ == 0)
                out.firstReadProblem = d;
    return out;
}

} // namespace cs
