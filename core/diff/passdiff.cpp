#include "core/diff/passdiff.h"

#include "core/graph/passpipeline.h"

#include <map>

namespace cs::diff {
namespace {

// A stage within its compile: region, unit (a piece, a DDP child), stage and part.
QString stageKey(const PassStage &s)
{
    QString key = s.stage;
    if (!s.part.isEmpty())
        key += QLatin1Char(':') + s.part;
    if (!s.unit.isEmpty())
        key = s.unit + QLatin1Char(':') + key;
    return s.region.isEmpty() ? key : s.region + QLatin1Char(':') + key;
}

// The stages of each compile of a run: (log, compile id) → stages in log order.
using StagesOf = std::map<std::pair<int, QString>, std::vector<const PassStage *>>;

StagesOf stagesByCompile(const QList<PassStage> &stages)
{
    StagesOf out;
    for (const PassStage &s : stages)
        out[{ s.log, s.compileId }].push_back(&s);
    return out;
}

std::vector<const PassStage *> stagesOf(const StagesOf &all, const LoadedRun &run, const SideCompile &c)
{
    if (!c.ref.isValid() || size_t(c.ref.log) >= run.overviews.size())
        return {};
    const auto &compiles = run.overviews[size_t(c.ref.log)]->compiles;
    if (size_t(c.ref.compile) >= compiles.size())
        return {};
    const auto it = all.find({ c.ref.log, compiles[size_t(c.ref.compile)].id.toString() });
    return it == all.end() ? std::vector<const PassStage *>() : it->second;
}

QStringList passNames(const PassStage &s)
{
    QStringList out;
    for (const PassRun &p : s.passes)
        if (!out.contains(p.name))
            out << p.name;
    return out;
}

QStringList patternPasses(const PassStage &s)
{
    QStringList out;
    for (const PassSnapshot &snap : s.snapshots)
        if (!snap.pass.isEmpty() && !out.contains(snap.pass))
            out << snap.pass;
    return out;
}

QStringList minus(const QStringList &a, const QStringList &b)
{
    QStringList out;
    for (const QString &x : a)
        if (!b.contains(x))
            out << x;
    return out;
}

double closedMs(const PassStage &s)
{
    return s.passes.isEmpty() ? -1 : s.ms();
}

} // namespace

QList<PassStageDiff> diffPasses(const LoadedRun &a, const std::vector<SideCompile> &compilesA, const LoadedRun &b,
    const std::vector<SideCompile> &compilesB, const std::vector<CompileMatch> &matches)
{
    const QList<PassStage> stagesA = listPassStages(a, false), stagesB = listPassStages(b, false);
    QList<PassStageDiff> out;
    if (stagesA.isEmpty() && stagesB.isEmpty())
        return out;
    const StagesOf byA = stagesByCompile(stagesA), byB = stagesByCompile(stagesB);
    for (size_t m = 0; m < matches.size(); ++m) {
        const auto sa
            = matches[m].a >= 0 ? stagesOf(byA, a, compilesA[size_t(matches[m].a)]) : std::vector<const PassStage *>();
        const auto sb
            = matches[m].b >= 0 ? stagesOf(byB, b, compilesB[size_t(matches[m].b)]) : std::vector<const PassStage *>();
        // Pairs by key and order among the stages of that key (a compile's second forward).
        std::vector<bool> usedB(sb.size(), false);
        auto add = [&](const PassStage *x, const PassStage *y) {
            PassStageDiff d;
            d.compilePair = int(m);
            d.stage = stageKey(x ? *x : *y);
            if (x) {
                d.idA = x->id;
                d.passesA = int(x->passes.size());
                d.msA = closedMs(*x);
            }
            if (y) {
                d.idB = y->id;
                d.passesB = int(y->passes.size());
                d.msB = closedMs(*y);
            }
            const QStringList ranA = x ? passNames(*x) : QStringList(), ranB = y ? passNames(*y) : QStringList();
            const QStringList patA = x ? patternPasses(*x) : QStringList(),
                              patB = y ? patternPasses(*y) : QStringList();
            d.ranOnlyA = minus(ranA, ranB);
            d.ranOnlyB = minus(ranB, ranA);
            d.changedOnlyA = minus(patA, patB);
            d.changedOnlyB = minus(patB, patA);
            d.change = !x ? Change::OnlyInB
                : !y      ? Change::OnlyInA
                : d.ranOnlyA.isEmpty() && d.ranOnlyB.isEmpty() && d.changedOnlyA.isEmpty() && d.changedOnlyB.isEmpty()
                ? Change::Unchanged
                : Change::Changed;
            out.append(d);
        };
        for (const PassStage *x : sa) {
            const QString key = stageKey(*x);
            const PassStage *y = nullptr;
            for (size_t j = 0; j < sb.size() && !y; ++j)
                if (!usedB[j] && stageKey(*sb[j]) == key) {
                    y = sb[j];
                    usedB[j] = true;
                }
            add(x, y);
        }
        for (size_t j = 0; j < sb.size(); ++j)
            if (!usedB[j])
                add(nullptr, sb[j]);
    }
    return out;
}

} // namespace cs::diff
