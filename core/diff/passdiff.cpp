#include "core/diff/passdiff.h"

#include "core/graph/passpipeline.h"

#include <QRegularExpression>

#include <deque>
#include <map>

namespace cs::diff {
namespace {

// A stage within its compile: region, unit (a piece, a DDP child), stage and part. An AOT
// compilation named by its AOT id (`aot3`, `aot#2`) is keyed by its order in the compile: AOT ids
// count across the process, so the same compile's units carry other ids in another run.
QStringList stageKeys(const std::vector<const PassStage *> &stages)
{
    static const QRegularExpression aotUnit(QStringLiteral(R"(^aot(#?)\d+$)"));
    QStringList out;
    QStringList aotOrder;
    for (const PassStage *s : stages) {
        QString unit = s->unit;
        if (aotUnit.match(unit).hasMatch()) {
            if (!aotOrder.contains(unit))
                aotOrder << unit;
            unit = QStringLiteral("aot@%1").arg(aotOrder.indexOf(unit));
        }
        QString key = s->stage;
        if (!s->part.isEmpty())
            key += QLatin1Char(':') + s->part;
        if (!unit.isEmpty())
            key = unit + QLatin1Char(':') + key;
        out << (s->region.isEmpty() ? key : s->region + QLatin1Char(':') + key);
    }
    return out;
}

// The key as the output shows it: the unit as it is named in the run.
QString stageLabel(const PassStage &s)
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
        auto add = [&](const PassStage *x, const PassStage *y) {
            PassStageDiff d;
            d.compilePair = int(m);
            d.stage = stageLabel(x ? *x : *y);
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
        // Pairs by key and order among the stages of that key (a compile's second forward).
        const QStringList keysA = stageKeys(sa), keysB = stageKeys(sb);
        std::map<QString, std::deque<size_t>> unpairedB;
        for (size_t j = 0; j < sb.size(); ++j)
            unpairedB[keysB[qsizetype(j)]].push_back(j);
        std::vector<bool> pairedB(sb.size(), false);
        for (size_t i = 0; i < sa.size(); ++i) {
            const PassStage *y = nullptr;
            if (auto it = unpairedB.find(keysA[qsizetype(i)]); it != unpairedB.end() && !it->second.empty()) {
                y = sb[it->second.front()];
                pairedB[it->second.front()] = true;
                it->second.pop_front();
            }
            add(sa[i], y);
        }
        for (size_t j = 0; j < sb.size(); ++j)
            if (!pairedB[j])
                add(nullptr, sb[j]);
    }
    return out;
}

} // namespace cs::diff
