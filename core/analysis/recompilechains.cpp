#include "core/analysis/recompilechains.h"
#include "core/analysis/compilekind.h"
#include "core/analysis/guardfailure.h"
#include "core/analysis/userfunction.h"
#include "core/analysis/wrappedargument.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace cs {
namespace {

// Suggestions are translated under explain's context; what PyTorch recorded is shown as recorded.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Explain)
};

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
    if (before >= 0 && step.savedS >= 0 && before < step.savedS) { // unknown stays unknown: no bound either way
        step.savedS = before;
        step.savedRef = step.cacheEntryRef;
    }
}

} // namespace

void collectRecompiles(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews, Explanation &out)
{
    const bool multiRank = logs.size() > 1;
    for (size_t li = 0; li < logs.size(); ++li) {
        const CompileOverview &ov = *overviews[li];
        const int rank = logs[li]->rank;
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
                const QStringList wrapped = wrappedNames(c, *logs[li]);
                nameWrappedArgument(step.failure, wrapped);
                step.otherFailures = otherFailures(reasons, step.failure);
                for (GuardFailure &o : step.otherFailures)
                    nameWrappedArgument(o, wrapped);
                for (GuardFailure &o : step.otherFailures)
                    if (o.category == GuardFailure::Category::PythonValue && o.actual.isEmpty())
                        o.actual = newValueOf(o, c, *logs[li]);
                if (step.failure.category == GuardFailure::Category::PythonValue && step.failure.actual.isEmpty())
                    step.failure.actual = newValueOf(step.failure, c, *logs[li]);
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

void dropLongCompilesOfRecompiles(
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews, Explanation &out)
{
    // By compile id: in multi-rank runs a long compile is one finding for every rank (the longest
    // rank's), and any rank's recompile finding that counts that compile id counts it.
    auto idOf = [&](const CompileRef &r) { return overviews[size_t(r.log)]->compiles[size_t(r.compile)].id; };
    std::erase_if(out.longCompiles, [&](const LongCompile &l) {
        for (const FunctionRecompiles &r : out.recompiles)
            for (const RecompileStep &st : r.steps)
                if (st.savedS > 0 && st.savedRef.isValid() && idOf(st.savedRef) == idOf({ l.log, l.compile }))
                    return true;
        return false;
    });
}

} // namespace cs
