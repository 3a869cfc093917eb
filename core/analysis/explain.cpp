#include "core/analysis/explain.h"
#include "core/analysis/breakadvice.h"
#include "core/analysis/failuretext.h"
#include "core/analysis/graphbreak.h"
#include "core/analysis/userfunction.h"
#include "core/analysis/wrappedargument.h"
#include "core/util/sourcefile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
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

// PyTorch lists one failure per cache entry, most recent first, and only the first guard
// that failed in each; its guard managers reorder checks at run time, so which other guards
// would also have failed cannot be inferred. The first reason is PyTorch's own answer; the
// other entries' distinct failures are kept beside it (a call going back to float32 with a
// new `scale` fails 0/2 on dtype and 0/1 on `scale == 2.0`: both are worth seeing).
QList<GuardFailure> otherFailures(const QStringList &reasons, const GuardFailure &first)
{
    QList<GuardFailure> out;
    QStringList seen { GuardFailure::categoryName(first.category) + first.subject + first.dimension };
    for (qsizetype i = 1; i < reasons.size(); ++i) {
        const GuardFailure g = parseGuardFailure(reasons[i]);
        const QString key = GuardFailure::categoryName(g.category) + g.subject + g.dimension;
        if (!seen.contains(key)) {
            seen << key;
            out << g;
        }
    }
    return out;
}

// The guard's source as the guard tree prints it (`L['holder'].n`): the subject is the user's
// spelling (`holder.n`), which the tree never shows for nested or keyword sources.
QString scopedSource(const GuardFailure &g)
{
    return g.source.scoped.isEmpty() ? QStringLiteral("L['%1']").arg(g.subject) : g.source.scoped;
}

// Whether a compile made the subject of a failed guard dynamic: its symbol's source is the guard's
// (`L['scale']`), or the size (stride) at the failing index (`L['x'].size()[0]`).
bool madeDynamic(const GuardFailure &g, const QStringList &sources)
{
    const QString scoped = scopedSource(g);
    for (const QString &src : sources) {
        if (src == scoped || src == g.subject)
            return true;
        const QString method = g.category == GuardFailure::Category::TensorSize ? QStringLiteral(".size()")
            : g.category == GuardFailure::Category::Stride                      ? QStringLiteral(".stride()")
                                                                                : QString();
        if (method.isEmpty() || !src.startsWith(scoped + method))
            continue;
        if (g.dimension.isEmpty() || src == QStringLiteral("%1%2[%3]").arg(scoped, method, g.dimension))
            return true;
    }
    return false;
}

// The value a Python guard's subject had in the new compile: the symbol it became, or the
// EQUALS_MATCH guard the new compile installed for it.
QString newValueOf(const GuardFailure &g, const CompileSummary &c, const TraceLog &log)
{
    for (qsizetype i = 0; i < c.dynamicSources.size(); ++i) {
        const QString src = c.dynamicSources[i];
        if (src == scopedSource(g) || src == g.subject)
            return Tr::tr("%1 (now dynamic)").arg(c.dynamicValues.value(i));
    }
    if (c.guardsRecord == CompileSummary::NoRecord)
        return {};
    const QString guards = QString::fromStdString(log.payload(log.records[c.guardsRecord]));
    const QString needle = QStringLiteral("EQUALS_MATCH: %1 == ").arg(scopedSource(g));
    const qsizetype at = guards.indexOf(needle);
    if (at < 0)
        return {};
    const qsizetype end = guards.indexOf(QLatin1Char('\n'), at);
    return guards.mid(at + needle.size(), end < 0 ? -1 : end - at - needle.size())
        .section(QStringLiteral("  #"), 0, 0)
        .trimmed();
}

// When the log was last written: its file's time, or the archive's that holds it
// (`run.tar.xz/trace.log`); 0 when neither is a file here.
qint64 logWrittenMs(const TraceLog &log)
{
    if (!log.source)
        return 0;
    for (QFileInfo at(log.source->path()); !at.filePath().isEmpty() && at.filePath() != QLatin1String(".");
         at = QFileInfo(at.path())) {
        if (at.isFile())
            return at.lastModified().toMSecsSinceEpoch();
        if (at.path() == at.filePath())
            break;
    }
    return 0;
}

// What the wrapped function calls its decorator's `args[i]` (names[i]), read once per compile
// (wrappedargument.h); empty when not shown.
QStringList wrappedNames(const CompileSummary &c, const TraceLog &log)
{
    if (!c.user.isWrapped())
        return {};
    for (const CompileSummary::Graph &graph : c.graphList)
        if (graph.stage == QLatin1String("dynamo"))
            return wrappedArgumentNames(c.user, log.payload(log.records[graph.record]), logWrittenMs(log));
    return {};
}

// The failure's subject in the wrapped function's words; the source as recorded stays in `source.raw`.
void nameWrappedArgument(GuardFailure &g, const QStringList &names)
{
    static const QRegularExpression index(QStringLiteral(R"re(^args\[(\d+)\]$)re"));
    if (names.isEmpty() || g.source.rootKind != GuardSource::Root::PositionalArgument)
        return;
    const auto m = index.match(g.source.root);
    const QString name = m.hasMatch() ? names.value(m.captured(1).toInt()) : QString();
    if (name.isEmpty())
        return;
    g.source.rootKind = GuardSource::Root::Argument;
    g.source.root = name;
    g.source.readable = name + g.source.path;
    g.subject = g.source.readable;
}

// A source made dynamic (`L['args'][1].size()[0]`) said as the user wrote it: "`x` dim 0".
QString readableDynamic(const QString &symbolSource, const QStringList &names)
{
    static const QRegularExpression positional(QStringLiteral(R"re(^L\[['"]args['"]\]\[(\d+)\])re"));
    if (const auto m = positional.match(symbolSource); m.hasMatch())
        if (const QString name = names.value(m.captured(1).toInt()); !name.isEmpty())
            return readableDimension(QStringLiteral("L['%1']").arg(name) + symbolSource.mid(m.capturedLength(0)));
    return readableDimension(symbolSource);
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

// A compile's time with its backward's; -1 when neither is recorded.
double timeOf(const CompileSummary &c)
{
    return c.compileTimeS < 0 && c.backwardCompileTimeS <= 0 ? -1 : compileTimeWithBackwardS(c);
}

// What fixing a step saves (RecompileStep::savedS), once its cause and cache entry are known.
void sizeSaving(RecompileStep &step, const CompileOverview &ov, bool causeDynamic)
{
    step.compileTimeS = timeOf(ov.compiles[size_t(step.ref.compile)]);
    step.savedRef = step.ref;
    step.savedS = step.limitHit ? 0 : step.compileTimeS;
    if (step.limitHit || !causeDynamic || !step.cacheEntryRef.isValid())
        return;
    const double before = timeOf(ov.compiles[size_t(step.cacheEntryRef.compile)]);
    if (before >= 0 && (step.savedS < 0 || before < step.savedS)) {
        step.savedS = before;
        step.savedRef = step.cacheEntryRef;
    }
}

void collectRecompiles(const Run &run, Explanation &out)
{
    const bool multiRank = run.logs.size() > 1;
    for (size_t li = 0; li < run.logs.size(); ++li) {
        const CompileOverview &ov = *run.overviews[li];
        const int rank = run.logs[li]->rank;
        for (const FrameSummary &f : ov.frames) {
            FunctionRecompiles fr;
            fr.function = f.displayFunction.isEmpty() ? f.function : f.displayFunction;
            fr.file = f.displayFunction.isEmpty() ? f.file : f.displayFile;
            fr.line = f.displayFunction.isEmpty() ? f.line : f.displayLine;
            fr.wrapper = f.wrapperLabel;
            fr.rank = rank;
            if (f.wrapsSeveral) {
                QStringList held;
                for (size_t ci : f.compiles)
                    if (const QString name = ov.compiles[ci].displayFunction(); !name.isEmpty() && !held.contains(name))
                        held << name;
                fr.held = held;
                if (isDynamoWrapperFrame(f.function, f.file))
                    fr.function = held.join(QStringLiteral(", "));
                fr.wrapper = f.line > 0
                    ? QStringLiteral("%1 (%2:%3)").arg(f.function, QFileInfo(f.file).fileName()).arg(f.line)
                    : f.function;
                fr.wrapsSeveral = true;
            }
            QStringList dynamicSoFar; // symbols are re-created in every compile; report only new ones
            for (size_t ci : f.compiles) {
                const CompileSummary &c = ov.compiles[ci];
                QStringList newlyDynamic;
                for (const QString &src : c.dynamicSources)
                    if (!dynamicSoFar.contains(src))
                        newlyDynamic << src;
                dynamicSoFar << newlyDynamic;
                fr.compileIds << rankedCompileId(c.id.toString(), rank, multiRank);
                // PyTorch's recompiles (a cached entry's guard failed) and the limit hit that ends them;
                // a frame compiled again with no guard failure is no recompile (compilekind.h).
                if (c.kind != CompileKind::Recompile && c.kind != CompileKind::LimitHit)
                    continue;
                RecompileStep step;
                step.compileId = rankedCompileId(c.id.toString(), rank, multiRank);
                step.ref = { static_cast<int>(li), static_cast<int>(ci) };
                step.reasons = c.recompileReasons;
                const QStringList &reasons = c.recompileReasons;
                step.failure = parseGuardFailure(reasons.value(0));
                const QStringList wrapped = wrappedNames(c, *run.logs[li]);
                nameWrappedArgument(step.failure, wrapped);
                step.otherFailures = otherFailures(reasons, step.failure);
                for (GuardFailure &o : step.otherFailures)
                    nameWrappedArgument(o, wrapped);
                for (GuardFailure &o : step.otherFailures)
                    if (o.category == GuardFailure::Category::PythonValue && o.actual.isEmpty())
                        o.actual = newValueOf(o, c, *run.logs[li]);
                if (step.failure.category == GuardFailure::Category::PythonValue && step.failure.actual.isEmpty())
                    step.failure.actual = newValueOf(step.failure, c, *run.logs[li]);
                // An older entry's failure this compile made dynamic is the cause: the newest entry
                // failed on something the older one already allowed (`x` back to float32 after a
                // float16 call, while `scale` is new to both).
                if (!madeDynamic(step.failure, newlyDynamic))
                    for (qsizetype oi = 0; oi < step.otherFailures.size(); ++oi)
                        if (madeDynamic(step.otherFailures[oi], newlyDynamic)) {
                            std::swap(step.failure, step.otherFailures[oi]);
                            step.otherFailures.move(oi, 0);
                            step.causeInOlderEntry = true;
                            break;
                        }
                for (size_t oi : f.compiles)
                    if (ov.compiles[oi].id.toString() == step.failure.cacheEntry)
                        step.cacheEntryRef = { static_cast<int>(li), static_cast<int>(oi) };
                step.becameDynamic = newlyDynamic;
                for (const QString &src : newlyDynamic)
                    step.becameDynamicReadable << readableDynamic(src, wrapped);
                step.limitHit = c.kind == CompileKind::LimitHit;
                // Where no failure names what became dynamic (a source spelled otherwise), it is taken
                // to be the cause's.
                const bool causeDynamic = madeDynamic(step.failure, newlyDynamic)
                    || (!newlyDynamic.isEmpty()
                        && std::none_of(step.otherFailures.begin(), step.otherFailures.end(),
                            [&](const GuardFailure &o) { return madeDynamic(o, newlyDynamic); }));
                sizeSaving(step, ov, causeDynamic);
                if (f.wrapsSeveral)
                    step.function = c.displayFunction();
                const GuardAdvice advice = adviceFor(step.failure, causeDynamic && !step.limitHit);
                step.suggestionKind = advice.kind;
                const RecompileLimit limit = recompileLimitOf(c.failReason);
                step.suggestion = step.limitHit
                    ? (limit.value >= 0 ? Tr::tr("The recompile limit was hit (`torch._dynamo.config.%1` = %2): this "
                                                 "call now runs eagerly. Fix the guard below rather than raising the "
                                                 "limit, unless the set of values is small and known. ")
                                              .arg(limit.setting)
                                              .arg(limit.value)
                                        : Tr::tr("The recompile limit was hit: this call now runs eagerly. Fix the "
                                                 "guard below rather than raising `torch._dynamo.config.%1`, unless "
                                                 "the set of values is small and known. ")
                                              .arg(limit.setting))
                        + advice.text
                    : advice.text;
                fr.limitHit = fr.limitHit || step.limitHit;
                if (!step.limitHit) // the limit's check compiles nothing: its time is no recompile's
                    fr.recompileTimeS += std::max(0.0, step.compileTimeS);
                fr.savedS += std::max(0.0, step.savedS);
                fr.steps << step;
            }
            if (fr.steps.isEmpty())
                continue;
            // Hitting the recompile limit is a storm whatever the limit was set to.
            fr.storm = fr.recompileCount() >= FunctionRecompiles::StormThreshold || fr.limitHit;
            out.recompiles << fr;
        }
    }
    std::stable_sort(
        out.recompiles.begin(), out.recompiles.end(), [](const FunctionRecompiles &a, const FunctionRecompiles &b) {
            return a.steps.size() != b.steps.size() ? a.steps.size() > b.steps.size() : a.savedS > b.savedS;
        });
}

// A long compile whose time a recompile finding counts as saved is that finding's: one finding
// per second of compile time.
void dropLongCompilesOfRecompiles(Explanation &out)
{
    std::erase_if(out.longCompiles, [&](const LongCompile &l) {
        for (const FunctionRecompiles &r : out.recompiles)
            for (const RecompileStep &st : r.steps)
                if (st.savedS > 0 && st.savedRef == CompileRef { l.log, l.compile })
                    return true;
        return false;
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
        text += Tr::tr(" up to line %1 (%2)").arg(stopped).arg(firstLine(g.info.reason));
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
            r.timeBeforeRestartS = c.timeBeforeRestartS;
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
    SourceCache sources;
    collectBreaks(run, out, sources);
    attachRuntime(run, out);
    rankBreaks(out);
    collectRecompiles(run, out);
    dropLongCompilesOfRecompiles(out);
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
