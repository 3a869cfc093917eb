#include "core/diff/compilediff.h"

#include "core/analysis/guardsource.h"
#include "core/diff/guardwording.h"
#include "core/model/compileid.h"

#include "core/diff/compilefacts.h"

#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <memory>

namespace cs::diff {
namespace {

QString idLabel(const LoadedRun &run, const SideCompile &s)
{
    return rankedCompileId(s.summary->id.toString(), s.rank, run.logs.size() > 1);
}

CompileSide sideOf(const LoadedRun &run, const SideCompile &s, CompileFacts &facts)
{
    const CompileSummary &c = *s.summary;
    CompileSide side;
    side.ref = s.ref;
    side.id = idLabel(run, s);
    side.rank = s.rank;
    side.status = CompileSummary::statusName(c.status);
    side.attempts = c.attempts;
    side.graphBreaks = c.graphBreaks;
    side.kernels = static_cast<int>(c.kernels.size());
    facts.fill(c, side);
    return side;
}

template <typename T> QStringList minus(const QList<T> &x, const QList<T> &y)
{
    QStringList out;
    for (const T &v : x)
        if (!y.contains(v))
            out << v;
    return out;
}

// Pairs items of A and B by the first key function that finds a partner, in order; unpaired
// items stay alone. `combine(a, b)` receives null for a missing side.
template <typename T, typename Out>
QList<Out> pairUp(const QList<T> &a, const QList<T> &b, const std::vector<QString (*)(const T &)> &keys,
    Out (*combine)(const T *, const T *))
{
    std::vector<int> partnerA(static_cast<size_t>(a.size()), -1), partnerB(static_cast<size_t>(b.size()), -1);
    for (auto key : keys) {
        QHash<QString, QList<int>> index;
        for (qsizetype j = 0; j < b.size(); ++j)
            if (partnerB[static_cast<size_t>(j)] < 0)
                if (const QString k = key(b[j]); !k.isEmpty())
                    index[k] << static_cast<int>(j);
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (partnerA[static_cast<size_t>(i)] >= 0)
                continue;
            const QString k = key(a[i]);
            for (int j : k.isEmpty() ? QList<int>() : index.value(k))
                if (partnerB[static_cast<size_t>(j)] < 0) {
                    partnerA[static_cast<size_t>(i)] = j;
                    partnerB[static_cast<size_t>(j)] = static_cast<int>(i);
                    break;
                }
        }
    }
    QList<Out> out;
    for (qsizetype i = 0; i < a.size(); ++i)
        out << combine(&a[i], partnerA[static_cast<size_t>(i)] >= 0 ? &b[partnerA[static_cast<size_t>(i)]] : nullptr);
    for (qsizetype j = 0; j < b.size(); ++j)
        if (partnerB[static_cast<size_t>(j)] < 0)
            out << combine(nullptr, &b[j]);
    return out;
}

Change changeOf(bool hasA, bool hasB, bool differs)
{
    return !hasB ? Change::OnlyInA : !hasA ? Change::OnlyInB : differs ? Change::Changed : Change::Unchanged;
}

QString fileName(const QString &path)
{
    return QFileInfo(path).fileName();
}

QString breakKey(const BreakGroup &g)
{
    return g.reason + u'|' + fileName(g.file) + u'|' + QString::number(g.line);
}
QString breakSourceKey(const BreakGroup &g)
{
    return g.sourceLine.isEmpty() ? QString() : g.reason + u'|' + fileName(g.file) + u'|' + g.sourceLine;
}

BreakChange combineBreaks(const BreakGroup *a, const BreakGroup *b)
{
    BreakChange c;
    const BreakGroup &g = b ? *b : *a;
    c.reason = g.reason;
    c.file = g.file;
    c.line = g.line;
    c.sourceLine = g.sourceLine;
    c.typeId = g.typeId;
    c.explanation = g.explanation;
    if (a) {
        c.countA = a->count;
        c.compilesA = a->compileIds;
    }
    if (b) {
        c.countB = b->count;
        c.compilesB = b->compileIds;
    }
    c.change = changeOf(a, b, a && b && (a->count != b->count || a->line != b->line));
    return c;
}

QString recompileKey(const FunctionRecompiles &f)
{
    return f.function + u'|' + fileName(f.file) + u'|' + QString::number(f.line);
}
// A method named with its class in one run and bare in the other (`IdentityModule.forward` and
// `forward`: one torch guarded the module's type, the other did not) is one function.
QString unqualified(const QString &function)
{
    return function.section(u'.', -1);
}
QString recompileMethodKey(const FunctionRecompiles &f)
{
    return unqualified(f.function) + u'|' + fileName(f.file) + u'|' + QString::number(f.line);
}
QString recompileLooseKey(const FunctionRecompiles &f)
{
    static const QRegularExpression at(QStringLiteral("_at_\\d+$"));
    return unqualified(f.function).remove(at) + u'|' + fileName(f.file);
}

RecompileChange combineRecompiles(const FunctionRecompiles *a, const FunctionRecompiles *b)
{
    RecompileChange c;
    const FunctionRecompiles &f = b ? *b : *a;
    c.function = f.function;
    c.file = f.file;
    c.line = f.line;
    QStringList keysA, keysB;
    auto take = [](const FunctionRecompiles *r, int &count, QStringList &texts, QStringList &keys, QStringList &dynamic,
                    bool &limit) {
        if (!r)
            return;
        count = r->recompileCount();
        limit = r->limitHit;
        for (const RecompileStep &s : r->steps) {
            texts << failureText(s.failure);
            if (const QString k = failureKey(s.failure); !keys.contains(k))
                keys << k;
            for (const QString &d : s.becameDynamic)
                if (!dynamic.contains(d))
                    dynamic << d;
        }
    };
    take(a, c.recompilesA, c.failuresA, keysA, c.dynamicA, c.limitHitA);
    take(b, c.recompilesB, c.failuresB, keysB, c.dynamicB, c.limitHitB);
    c.failuresGone = minus(keysA, keysB);
    c.failuresNew = minus(keysB, keysA);
    c.change = changeOf(a, b,
        c.recompilesA != c.recompilesB || !c.failuresGone.isEmpty() || !c.failuresNew.isEmpty()
            || c.limitHitA != c.limitHitB);
    return c;
}

QString failureCompileKey(const CompileFailure &f)
{
    return f.function + u'|' + fileName(f.file) + u'|' + QString::number(f.line) + u'|' + f.failType + u'|'
        + f.reason.section(u'\n', 0, 0);
}
QString failureLooseKey(const CompileFailure &f)
{
    return f.function + u'|' + f.failType;
}

FailureChange combineFailures(const CompileFailure *a, const CompileFailure *b)
{
    FailureChange c;
    const CompileFailure &f = b ? *b : *a;
    c.function = f.function;
    c.file = f.file;
    c.line = f.line;
    c.failType = f.failType;
    c.reason = f.reason;
    c.limitHit = f.limitHit;
    c.compileA = a ? a->compileId : QString();
    c.compileB = b ? b->compileId : QString();
    c.change = changeOf(a, b, a && b && a->reason.section(u'\n', 0, 0) != b->reason.section(u'\n', 0, 0));
    return c;
}

QString restartKey(const CompileRestart &r)
{
    return r.function + u'|' + fileName(r.file) + u'|' + QString::number(r.line);
}
QString restartLooseKey(const CompileRestart &r)
{
    return r.function;
}

RestartChange combineRestarts(const CompileRestart *a, const CompileRestart *b)
{
    RestartChange c;
    // A side with no restart of this function analysed it in one attempt (or never compiled it,
    // which the compiles say): 2 → 1, never 2 → 0.
    c.attemptsA = c.attemptsB = 1;
    const CompileRestart &r = b ? *b : *a;
    c.function = r.function;
    c.file = r.file;
    c.line = r.line;
    if (a) {
        c.attemptsA = a->attempts;
        c.reasonsA = a->reasons;
        c.beforeRestartA = a->timeBeforeRestartS;
    }
    if (b) {
        c.attemptsB = b->attempts;
        c.reasonsB = b->reasons;
        c.beforeRestartB = b->timeBeforeRestartS;
    }
    c.change = changeOf(a, b, a && b && (a->attempts != b->attempts || a->reasons != b->reasons));
    return c;
}

} // namespace

QString failureText(const GuardFailure &f)
{
    QString subject = f.subject;
    if (!f.dimension.isEmpty())
        subject += QStringLiteral("[%1]").arg(f.dimension);
    QString values;
    if (!f.expected.isEmpty() || !f.actual.isEmpty())
        values = f.actual.isEmpty() ? QStringLiteral(": expected %1").arg(f.expected)
                                    : QStringLiteral(": expected %1, actual %2").arg(f.expected, f.actual);
    else if (!f.guard.isEmpty())
        values = QStringLiteral(": ") + readableGuardText(f.guard);
    return QStringLiteral("%1 %2%3").arg(GuardFailure::categoryName(f.category), subject, values).simplified();
}

QString failureKey(const GuardFailure &f)
{
    QString k = GuardFailure::categoryName(f.category) + u' ' + f.subject;
    if (!f.dimension.isEmpty())
        k += QStringLiteral("[%1]").arg(f.dimension);
    if (f.category == GuardFailure::Category::Other || f.subject.isEmpty())
        k += u' ' + f.guard.section(u' ', 0, 2);
    return k.simplified();
}

namespace {

// Whether the function's source changed between the runs, as far as the logs show it: its first
// line (a line added above it moves it) and the source lines its Dynamo graph recorded. Read
// for a frame's first compile only, and only when the graphs' bytes differ.
void compareSource(
    const CompileSummary &x, const CompileSummary &y, const CompileFacts &fa, const CompileFacts &fb, CompilePair &p)
{
    if (x.id.frameCompile != 0 || y.id.frameCompile != 0 || x.function != y.function)
        return;
    p.lineA = x.line;
    p.lineB = y.line;
    p.sourceMoved = x.line > 0 && y.line > 0 && x.line != y.line;
    const QString da = fa.dynamoGraphDigest(x), db = fb.dynamoGraphDigest(y);
    if (!da.isEmpty() && da == db) {
        if (p.sourceMoved)
            p.differences << QStringLiteral("source");
        return;
    }
    // The same place holding other text: the file was edited (a graph that covers more or fewer
    // lines, as when a graph break goes, is no edit).
    const QHash<QString, QString> sa = fa.recordedSource(x), sb = fb.recordedSource(y);
    QStringList places = sa.keys();
    places.sort();
    for (const QString &place : std::as_const(places)) {
        const auto it = sb.constFind(place);
        if (it == sb.cend() || *it == sa.value(place))
            continue;
        p.sourceChanged = true;
        if (p.sourceOnlyA.size() < 5) {
            p.sourceOnlyA << place + QStringLiteral(": ") + sa.value(place);
            p.sourceOnlyB << place + QStringLiteral(": ") + *it;
        }
    }
    if (p.sourceMoved || p.sourceChanged)
        p.differences << QStringLiteral("source");
}

} // namespace

QList<CompilePair> diffCompiles(const LoadedRun *a, const std::vector<SideCompile> &compilesA, const LoadedRun *b,
    const std::vector<SideCompile> &compilesB, const std::vector<CompileMatch> &matches, FactLoss *lossA,
    FactLoss *lossB)
{
    std::vector<std::unique_ptr<CompileFacts>> factsA, factsB;
    auto factsFor = [](const LoadedRun *run, std::vector<std::unique_ptr<CompileFacts>> &cache, int log) {
        if (cache.empty())
            cache.resize(run->logs.size());
        auto &f = cache[static_cast<size_t>(log)];
        if (!f)
            f = std::make_unique<CompileFacts>(*run->logs[static_cast<size_t>(log)]);
        return f.get();
    };
    QList<CompilePair> out;
    out.reserve(static_cast<qsizetype>(matches.size()));
    for (const CompileMatch &m : matches) {
        CompilePair p;
        p.match = m.how;
        const SideCompile *sa = m.a >= 0 ? &compilesA[static_cast<size_t>(m.a)] : nullptr;
        const SideCompile *sb = m.b >= 0 ? &compilesB[static_cast<size_t>(m.b)] : nullptr;
        CompileFacts *fa = sa ? factsFor(a, factsA, sa->ref.log) : nullptr;
        CompileFacts *fb = sb ? factsFor(b, factsB, sb->ref.log) : nullptr;
        if (sa)
            p.a = sideOf(*a, *sa, *fa);
        if (sb)
            p.b = sideOf(*b, *sb, *fb);
        const CompileSummary &c = sb ? *sb->summary : *sa->summary;
        // Named as every other view names it (`BertModel.forward`, not the wrapper's frame).
        p.function = c.displayFunction().isEmpty() ? c.function : c.displayFunction();
        p.file = c.displayFile().isEmpty() ? c.file : c.displayFile();
        p.line = c.displayFile().isEmpty() ? c.line : c.displayLine();
        p.order = c.id.frameCompile >= 0 ? c.id.frameCompile : 0;
        if (sa && sb) {
            const CompileSummary &x = *sa->summary, &y = *sb->summary;
            if (p.a->status != p.b->status)
                p.differences << QStringLiteral("status");
            if (x.attempts != y.attempts)
                p.differences << QStringLiteral("attempts");
            if (x.graphBreaks != y.graphBreaks)
                p.differences << QStringLiteral("graph_breaks");
            if (x.kernels.size() != y.kernels.size())
                p.differences << QStringLiteral("kernels");
            if (p.a->graphNodes != p.b->graphNodes || p.a->graphOps != p.b->graphOps)
                p.differences << QStringLiteral("graph_size");
            compareSource(x, y, *fa, *fb, p);
            const QString da = fa->guardsDigest(x), db = fb->guardsDigest(y);
            if (!da.isEmpty() && !db.isEmpty()) {
                p.guardsCompared = true;
                if (da != db) { // read the dumps only when their bytes differ
                    const QStringList ga = fa->guards(x), gb = fb->guards(y);
                    p.guardsAdded = minus(gb, ga);
                    p.guardsRemoved = minus(ga, gb);
                    p.globalState = takeGlobalStateChanges(p.guardsAdded, p.guardsRemoved);
                    p.guardsReworded = takeRewordedGuards(p.guardsAdded, p.guardsRemoved);
                }
                if (p.guardsChanged())
                    p.differences << QStringLiteral("guards");
            }
        }
        p.change = changeOf(sa, sb, !p.differences.isEmpty());
        out << p;
    }
    for (auto [facts, loss] : { std::pair(&factsA, lossA), std::pair(&factsB, lossB) })
        if (loss)
            for (const auto &f : *facts)
                if (f)
                    loss->merge(f->loss());
    return out;
}

QList<BreakChange> diffBreaks(const Explanation &a, const Explanation &b)
{
    return pairUp<BreakGroup, BreakChange>(a.breaks, b.breaks, { breakKey, breakSourceKey }, combineBreaks);
}

QList<RecompileChange> diffRecompiles(const Explanation &a, const Explanation &b)
{
    return pairUp<FunctionRecompiles, RecompileChange>(
        a.recompiles, b.recompiles, { recompileKey, recompileMethodKey, recompileLooseKey }, combineRecompiles);
}

QList<FailureChange> diffFailures(const Explanation &a, const Explanation &b)
{
    return pairUp<CompileFailure, FailureChange>(
        a.failures, b.failures, { failureCompileKey, failureLooseKey }, combineFailures);
}

QList<RestartChange> diffRestarts(const Explanation &a, const Explanation &b)
{
    return pairUp<CompileRestart, RestartChange>(
        a.restarts, b.restarts, { restartKey, restartLooseKey }, combineRestarts);
}

} // namespace cs::diff
