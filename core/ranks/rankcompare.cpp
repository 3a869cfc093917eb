#include "core/ranks/rankcompare.h"

#include "core/analysis/failuretext.h"
#include "core/diff/ranknormal.h"
#include "core/ranks/rankdivergence.h"
#include "core/ranks/rankfacts.h"
#include "core/util/parallel.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <map>

namespace cs::ranks {
namespace {

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

QList<RankGroup> groupRanks(const QList<RankRun> &ranks)
{
    std::map<QByteArray, QList<int>> bySequence;
    std::vector<QByteArray> order;
    for (qsizetype i = 0; i < ranks.size(); ++i) {
        QCryptographicHash h(QCryptographicHash::Md5);
        for (const RankCompile &c : ranks[i].compiles)
            h.addData(c.signature);
        const QByteArray key = h.result();
        if (!bySequence.count(key))
            order.push_back(key);
        bySequence[key] << static_cast<int>(i);
    }
    QList<RankGroup> groups;
    for (const QByteArray &key : order)
        groups << RankGroup { bySequence[key] };
    // The largest first; among equals, the one holding the lowest rank (order of appearance).
    std::stable_sort(groups.begin(), groups.end(),
        [](const RankGroup &a, const RankGroup &b) { return a.members.size() > b.members.size(); });
    return groups;
}

// Every compile id of every rank in one order: each rank's ids keep their order, an id first
// seen on a later rank goes after the id that precedes it there.
QStringList mergeIds(const QList<QStringList> &sequences)
{
    QStringList rows;
    QHash<QString, qsizetype> pos; // rebuilt after an insertion moved the rows (ranks mostly agree)
    bool stale = false;
    for (const QStringList &seq : sequences) {
        qsizetype previous = -1;
        for (const QString &id : seq) {
            if (stale) {
                pos.clear();
                for (qsizetype i = 0; i < rows.size(); ++i)
                    pos.insert(rows[i], i);
                stale = false;
            }
            if (const auto it = pos.constFind(id); it != pos.constEnd()) {
                previous = std::max(previous, *it);
                continue;
            }
            rows.insert(++previous, id);
            if (previous == rows.size() - 1)
                pos.insert(id, previous); // appended: nothing moved
            else
                stale = true;
        }
    }
    return rows;
}

QList<MatrixRow> buildMatrix(const QList<RankRun> &ranks)
{
    QList<QStringList> sequences;
    for (const RankRun &r : ranks) {
        QStringList ids;
        for (const RankCompile &c : r.compiles)
            ids << c.id;
        sequences << ids;
    }
    QList<MatrixRow> rows;
    for (const QString &id : mergeIds(sequences)) {
        MatrixRow row;
        row.compileId = id;
        QByteArray first;
        bool any = false;
        for (const RankRun &r : ranks) {
            const int k = r.indexOf(id);
            row.cells << k;
            if (k < 0) {
                row.differs = true;
                continue;
            }
            if (!any)
                first = r.compiles[k].signature;
            else if (r.compiles[k].signature != first)
                row.differs = true;
            any = true;
        }
        rows << row;
    }
    return rows;
}

std::optional<CollectiveDivergence> firstCollectiveDivergence(const RankAnalysis &a)
{
    const QList<RankRun> &ranks = a.ranks;
    bool executed = !ranks.isEmpty();
    for (const RankRun &r : ranks)
        executed = executed && !r.executionOrder.isEmpty();
    QStringList order;
    if (executed) {
        QList<QStringList> sequences;
        for (const RankRun &r : ranks) {
            QStringList unique;
            for (const QString &id : r.executionOrder)
                if (!unique.contains(id))
                    unique << id;
            sequences << unique;
        }
        order = mergeIds(sequences);
    }
    for (const MatrixRow &row : a.matrix) // graphs that never ran (or no order recorded) after
        if (!order.contains(row.compileId))
            order << row.compileId;
    for (const QString &id : order) {
        std::vector<std::pair<int, const QStringList *>> have; // rank index, its collectives
        for (qsizetype r = 0; r < ranks.size(); ++r)
            if (const int k = ranks[r].indexOf(id); k >= 0)
                have.emplace_back(static_cast<int>(r), &ranks[r].compiles[k].collectives);
        if (have.size() < 2)
            continue;
        bool same = true;
        qsizetype longest = 0;
        for (const auto &[r, ops] : have) {
            same = same && *ops == *have.front().second;
            longest = std::max(longest, ops->size());
        }
        if (same)
            continue;
        for (qsizetype i = 0; i < longest; ++i) {
            std::map<QString, QList<int>> byOp;
            std::vector<QString> opOrder;
            for (const auto &[r, ops] : have) {
                const QString op = ops->value(i);
                if (!byOp.count(op))
                    opOrder.push_back(op);
                byOp[op] << ranks[r].rank;
            }
            if (byOp.size() <= 1)
                continue;
            CollectiveDivergence c;
            c.compileId = id;
            c.index = static_cast<int>(i);
            c.executionOrder = executed;
            for (const QString &op : opOrder) {
                CollectiveDivergence::Side s;
                s.ranks = byOp[op];
                s.op = op;
                for (const auto &[r, ops] : have)
                    if (ranks[r].rank == s.ranks.first())
                        s.sequence = *ops;
                c.sides << s;
            }
            return c;
        }
    }
    return std::nullopt;
}

QList<Straggler> stragglers(const RankAnalysis &a, bool runtime)
{
    QList<Straggler> out;
    for (const MatrixRow &row : a.matrix) {
        int graphs = runtime ? 0 : 1;
        if (runtime)
            for (qsizetype r = 0; r < a.ranks.size(); ++r)
                if (row.cells[r] >= 0)
                    graphs = std::max(graphs, static_cast<int>(a.ranks[r].compiles[row.cells[r]].runtime.size()));
        for (int g = 0; g < graphs; ++g) {
            Straggler s;
            s.compileId = row.compileId;
            s.graph = runtime ? g : -1;
            std::vector<double> present;
            for (qsizetype r = 0; r < a.ranks.size(); ++r) {
                double v = -1;
                if (row.cells[r] >= 0) {
                    const RankCompile &c = a.ranks[r].compiles[row.cells[r]];
                    v = runtime ? (g < c.runtime.size() ? c.runtime[g].totalNs : -1) : c.compileSeconds();
                }
                s.values << v;
                if (v >= 0) {
                    present.push_back(v);
                    if (s.slowestRank < 0 || v > s.slowest) {
                        s.slowest = v;
                        s.slowestRank = a.ranks[r].rank;
                    }
                }
            }
            if (present.size() < 2)
                continue;
            s.median = median(present);
            s.flagged = runtime ? s.slowest > 0 && s.slowest >= 1.1 * s.median
                                : s.slowest >= 1.5 * s.median && s.slowest - s.median >= 1.0;
            out << s;
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const Straggler &x, const Straggler &y) {
        if (x.flagged != y.flagged)
            return x.flagged;
        return x.slowest - x.median > y.slowest - y.median;
    });
    return out;
}

} // namespace

RankAnalysis compareRanks(QList<RankRun> ranks)
{
    RankAnalysis a;
    a.ranks = std::move(ranks);
    for (RankRun &r : a.ranks) {
        r.index.clear();
        for (qsizetype i = 0; i < r.compiles.size(); ++i)
            r.index.insert(r.compiles[i].id, static_cast<int>(i));
    }
    a.groups = groupRanks(a.ranks);
    for (qsizetype g = 0; g < a.groups.size(); ++g)
        for (int m : a.groups[g].members)
            a.ranks[m].group = static_cast<int>(g);
    a.matrix = buildMatrix(a.ranks);
    a.divergence = firstDivergence(a);
    a.collectiveDivergence = firstCollectiveDivergence(a);
    a.compileStragglers = stragglers(a, false);
    a.runtimeStragglers = stragglers(a, true);
    // A damaged log (truncated, corrupt lines) is read as far as it goes: where the ranks part
    // on a rank whose log is damaged, the part may be the damage. Said first, and with the cause.
    QHash<int, const RankRun *> byNumber;
    for (const RankRun &r : a.ranks) {
        byNumber.insert(r.rank, &r);
        for (const Diagnostic &p : r.problems)
            a.readingProblems << p.toString();
    }
    auto damageOf = [&](const QList<int> &numbers, QList<int> &damaged, QStringList &caveats) {
        for (int n : numbers)
            if (const RankRun *r = byNumber.value(n); r && r->damaged() && !damaged.contains(n)) {
                damaged << n;
                caveats << r->damageCaveat();
            }
    };
    if (auto &d = a.divergence)
        damageOf(d->ranks + d->otherRanks, d->damagedRanks, d->damage);
    if (auto &c = a.collectiveDivergence)
        for (const auto &side : c->sides)
            damageOf(side.ranks, c->damagedRanks, c->damage);
    // A divergence with an intact log on each side holds whatever the damaged logs lost.
    auto intactAmong = [&](const QList<int> &numbers) {
        for (int n : numbers)
            if (const RankRun *r = byNumber.value(n); r && !r->damaged())
                return true;
        return false;
    };
    if (auto &d = a.divergence)
        d->holdsAmongIntact = intactAmong(d->ranks) && intactAmong(d->otherRanks);
    if (auto &c = a.collectiveDivergence) {
        int sides = 0;
        for (const auto &side : c->sides)
            sides += intactAmong(side.ranks);
        c->holdsAmongIntact = sides >= 2;
    }
    if (a.ranks.size() < 2)
        a.notes << QStringLiteral("one rank: nothing to compare");
    bool unnumbered = false, collectives = false, schedules = true;
    QHash<int, int> seen;
    for (const RankRun &r : a.ranks) {
        unnumbered = unnumbered || r.rank < 0;
        if (r.rank >= 0 && seen[r.rank]++ == 1)
            a.notes << QStringLiteral("rank %1 has several logs (a restarted job?): each is compared as a rank")
                           .arg(r.rank);
        for (const RankCompile &c : r.compiles) {
            collectives = collectives || !c.collectives.isEmpty();
            schedules = schedules && c.collectivesFrom != QLatin1String("output_code");
        }
    }
    if (unnumbered)
        a.notes << QStringLiteral("some logs carry no rank (no torch.distributed): they are named by their order");
    if (!collectives && a.ranks.size() > 1)
        a.notes << QStringLiteral(
            "no compiled graph issues collectives (Inductor's collective schedule is empty): "
            "collectives outside compiled graphs, such as DDP's gradient all-reduce, are not seen");
    if (collectives && !schedules)
        a.notes << QStringLiteral(
            "some collective sequences come from the generated code (no collective schedule was logged)");
    return a;
}

} // namespace cs::ranks
