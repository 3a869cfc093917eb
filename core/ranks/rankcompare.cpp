#include "core/ranks/rankcompare.h"

#include "core/diff/ranknormal.h"
#include "core/ranks/rankfacts.h"
#include "core/analysis/failuretext.h"
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

QString ranksText(const QList<int> &ranks)
{
    QStringList s;
    for (int r : ranks)
        s << QString::number(r);
    return (ranks.size() == 1 ? QStringLiteral("rank ") : QStringLiteral("ranks ")) + s.join(QStringLiteral(", "));
}

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

int misses(const RankCompile &c)
{
    int n = 0;
    for (const CacheLookup &l : c.cache)
        n += l.result != QLatin1String("hit");
    return n;
}

QString dynamoDigest(const RankCompile &c)
{
    for (const GraphFact &g : c.graphs)
        if (g.stage == QLatin1String("dynamo"))
            return QString::fromLatin1(g.digest);
    return {};
}

QString opName(const QString &op)
{
    // torch.ops._c10d_functional.all_reduce_.default → all_reduce_
    const QStringList parts = op.split(u'.');
    return parts.size() >= 2 ? parts[parts.size() - 2] : op;
}

QString opsText(const QStringList &ops)
{
    QStringList names;
    for (const QString &op : ops)
        names << opName(op);
    return names.isEmpty() ? QStringLiteral("none") : names.join(QStringLiteral(", "));
}

// Why `u` (on `ranks`) is not `v` (on `others`): the same compile id, other signatures.
void explainSameId(const RankCompile &u, const RankCompile &v, Divergence &d)
{
    using C = Divergence::Cause;
    const QString on = ranksText(d.ranks), off = ranksText(d.otherRanks);
    auto side = [&](const QString &who, const QString &what) { d.evidence << who + QStringLiteral(": ") + what; };
    if (u.status != v.status) {
        d.cause = C::Status;
        d.detail = QStringLiteral("%1 ended %2 on %3, %4 on %5").arg(u.id, u.status, on, v.status, off);
        if (!u.failReason.isEmpty())
            side(on, u.failType + QStringLiteral(": ") + failureHeadline(u.failReason));
        if (!v.failReason.isEmpty())
            side(off, v.failType + QStringLiteral(": ") + failureHeadline(v.failReason));
        return;
    }
    if (u.graphBreaks != v.graphBreaks) {
        d.cause = C::GraphBreak;
        QStringList only;
        for (const QString &b : u.graphBreaks)
            if (!v.graphBreaks.contains(b))
                only << b;
        d.detail = only.isEmpty() ? QStringLiteral("%1 breaks %2 time(s) on %3, %4 on %5")
                                        .arg(u.id)
                                        .arg(u.graphBreaks.size())
                                        .arg(on)
                                        .arg(v.graphBreaks.size())
                                        .arg(off)
                                  : QStringLiteral("graph break in %1 on %2 only: %3").arg(u.id, on, only.first());
        side(on, u.graphBreaks.join(QStringLiteral("; ")));
        side(off, v.graphBreaks.join(QStringLiteral("; ")));
        return;
    }
    if (u.failedGuards != v.failedGuards) {
        d.cause = C::Recompile;
        QString guard;
        for (const QString &g : u.failedGuards)
            if (!v.failedGuards.contains(g)) {
                guard = g;
                break;
            }
        d.detail = QStringLiteral("%1 recompiled for another reason on %2: %3")
                       .arg(u.id, on, guard.isEmpty() ? u.failedGuards.value(0) : guard);
        side(on, u.failedGuards.join(QStringLiteral("; ")));
        side(off, v.failedGuards.join(QStringLiteral("; ")));
        return;
    }
    if (u.collectives != v.collectives) {
        d.cause = C::Collectives;
        d.detail = QStringLiteral("%1 issues other collectives on %2 (%3) than on %4 (%5): a different branch taken")
                       .arg(u.id, on, opsText(u.collectives), off, opsText(v.collectives));
        side(on, u.collectives.join(QStringLiteral(", ")));
        side(off, v.collectives.join(QStringLiteral(", ")));
        return;
    }
    if (u.inputs != v.inputs) {
        d.cause = C::Inputs;
        QString a, b;
        for (qsizetype i = 0; i < std::max(u.inputs.size(), v.inputs.size()); ++i) {
            const QString x = i < u.inputs.size() ? u.inputs[i].text() : QStringLiteral("none");
            const QString y = i < v.inputs.size() ? v.inputs[i].text() : QStringLiteral("none");
            if (x != y) {
                a = x;
                b = y;
                break;
            }
        }
        d.detail = QStringLiteral("%1 received other inputs on %2: %3 (%4: %5)").arg(u.id, on, a, off, b);
        side(on, a);
        side(off, b);
        return;
    }
    if (dynamoDigest(u) != dynamoDigest(v)) {
        d.cause = C::Graph;
        d.detail
            = QStringLiteral("%1 captured another graph on %2 than on %3: a different branch taken").arg(u.id, on, off);
        return;
    }
    if (misses(u) != misses(v) || u.cacheText() != v.cacheText()) {
        d.cause = C::Cache;
        d.detail = QStringLiteral("%1: %2 on %3, %4 on %5")
                       .arg(u.id, u.cacheText().isEmpty() ? QStringLiteral("no cache lookup") : u.cacheText(), on,
                           v.cacheText().isEmpty() ? QStringLiteral("no cache lookup") : v.cacheText(), off);
        for (const CacheLookup &l : u.cache)
            if (!l.reason.isEmpty())
                side(on, QStringLiteral("%1 bypass: %2").arg(l.cache, l.reason));
        // What the miss cost: the others wait at their next collective while these ranks compile.
        if (u.compileSeconds() >= 0 && v.compileSeconds() >= 0) {
            side(on, QStringLiteral("compiled %1 in %2 s").arg(u.id).arg(u.compileSeconds(), 0, 'f', 3));
            side(off, QStringLiteral("compiled %1 in %2 s").arg(v.id).arg(v.compileSeconds(), 0, 'f', 3));
        }
        return;
    }
    if (u.graphs != v.graphs) {
        d.cause = C::Graph;
        QStringList stages;
        for (qsizetype i = 0; i < std::max(u.graphs.size(), v.graphs.size()); ++i) {
            const GraphFact *x = i < u.graphs.size() ? &u.graphs[i] : nullptr;
            const GraphFact *y = i < v.graphs.size() ? &v.graphs[i] : nullptr;
            if (!x || !y || !(*x == *y))
                if (const QString s = x ? x->stage : y->stage; !stages.contains(s))
                    stages << s;
        }
        d.detail = QStringLiteral("%1: other %2 graph(s) on %3 than on %4").arg(u.id, stages.join(u'/'), on, off);
        return;
    }
    if (u.guardsDigest != v.guardsDigest) {
        d.cause = C::Guards;
        d.detail = QStringLiteral("%1: the same graph under other guards on %2 than on %3").arg(u.id, on, off);
        return;
    }
    d.cause = C::Other;
    d.detail = QStringLiteral("%1 differs on %2 (attempts %3, %4 on %5)")
                   .arg(u.id, on)
                   .arg(u.attempts)
                   .arg(v.attempts)
                   .arg(off);
}

std::optional<Divergence> firstDivergence(const RankAnalysis &a)
{
    const QList<RankRun> &ranks = a.ranks;
    if (a.groups.size() <= 1)
        return std::nullopt;
    qsizetype longest = 0;
    for (const RankRun &r : ranks)
        longest = std::max(longest, r.compiles.size());
    for (qsizetype i = 0; i < longest; ++i) {
        std::map<QByteArray, QList<int>> parts; // signature at i → rank indices ("" = ended)
        std::vector<QByteArray> partOrder;
        for (qsizetype r = 0; r < ranks.size(); ++r) {
            const QByteArray key = i < ranks[r].compiles.size() ? ranks[r].compiles[i].signature : QByteArray();
            if (!parts.count(key))
                partOrder.push_back(key);
            parts[key] << static_cast<int>(r);
        }
        if (parts.size() <= 1)
            continue;
        Divergence d;
        d.position = static_cast<int>(i);
        auto idAt = [&](int r) { return i < ranks[r].compiles.size() ? ranks[r].compiles[i].id : QString(); };
        // Ranks whose compile here is one some other (unfinished or not) rank never made.
        QList<int> unusual, usual;
        for (qsizetype r = 0; r < ranks.size(); ++r) {
            const QString id = idAt(static_cast<int>(r));
            bool elsewhere = true;
            for (qsizetype o = 0; o < ranks.size() && !id.isEmpty(); ++o)
                if (o != r && ranks[o].indexOf(id) < 0)
                    elsewhere = false;
            (id.isEmpty() || elsewhere ? usual : unusual) << static_cast<int>(r);
        }
        if (!unusual.isEmpty()) {
            // The unusual ranks split by what they compiled here: each part keeps its own
            // compile id and its own cause (two ranks can part in two ways at once). The one
            // that compiled first (by the clock; ties: the lowest rank) is the divergence.
            std::map<QByteArray, QList<int>> byKey;
            std::vector<QByteArray> keyOrder;
            for (int r : unusual) {
                const QByteArray key = ranks[r].compiles[i].id.toUtf8() + '\n' + ranks[r].compiles[i].signature;
                if (!byKey.count(key))
                    keyOrder.push_back(key);
                byKey[key] << r;
            }
            auto started = [&](const QByteArray &key) {
                double t = -1;
                for (int r : byKey[key])
                    if (const double s = ranks[r].compiles[i].times.startUs; s >= 0 && (t < 0 || s < t))
                        t = s;
                return t;
            };
            std::stable_sort(keyOrder.begin(), keyOrder.end(), [&](const QByteArray &x, const QByteArray &y) {
                const double tx = started(x), ty = started(y);
                if (tx >= 0 && ty >= 0 && tx != ty)
                    return tx < ty;
                return tx >= 0 && ty < 0;
            });
            auto numbers = [&](const QList<int> &members) {
                QList<int> out;
                for (int r : members)
                    out << ranks[r].rank;
                std::sort(out.begin(), out.end());
                return out;
            };
            // What one part did: a recompile (its own failed guard) or a compile of its own.
            auto describe = [&](const RankCompile &u, const QString &on, Divergence::Cause &cause, QString &detail) {
                if (!u.failedGuards.isEmpty()) {
                    cause = Divergence::Cause::Recompile;
                    detail = QStringLiteral("%1 recompiled on %2 only: %3").arg(u.id, on, u.failedGuards.first());
                } else {
                    cause = Divergence::Cause::ExtraCompile;
                    detail = QStringLiteral("%1 (%2) compiled on %3 only").arg(u.id, u.function, on);
                }
            };
            const QList<int> chosen = byKey[keyOrder.front()];
            d.ranks = numbers(chosen);
            QList<int> rest = usual;
            for (size_t k = 1; k < keyOrder.size(); ++k)
                rest << byKey[keyOrder[k]];
            d.otherRanks = numbers(rest);
            const RankCompile &u = ranks[chosen.first()].compiles[i];
            d.compileId = u.id;
            for (int r : usual)
                if (!idAt(r).isEmpty()) {
                    d.otherCompileId = idAt(r);
                    break;
                }
            const QString on = ranksText(d.ranks);
            describe(u, on, d.cause, d.detail);
            if (!u.failedGuards.isEmpty())
                d.evidence << on + QStringLiteral(": ") + u.failedGuards.join(QStringLiteral("; "));
            for (size_t k = 1; k < keyOrder.size(); ++k) {
                const QList<int> &members = byKey[keyOrder[k]];
                const RankCompile &w = ranks[members.first()].compiles[i];
                Divergence::Part part;
                part.ranks = numbers(members);
                part.compileId = w.id;
                describe(w, ranksText(part.ranks), part.cause, part.detail);
                d.evidence << ranksText(part.ranks) + QStringLiteral(": ") + part.detail;
                d.also << part;
            }
            if (!usual.isEmpty()) {
                QString other;
                for (int r : usual)
                    if (!idAt(r).isEmpty()) {
                        other = idAt(r);
                        break;
                    }
                d.evidence << ranksText(numbers(usual))
                        + (other.isEmpty() ? QStringLiteral(": nothing more compiled")
                                           : QStringLiteral(": %1 here").arg(other));
            }
            return d;
        }
        // Every compile here exists on the other ranks too: the same id with other facts, or
        // another order. The reference part: the largest, ties to the one of the lowest rank.
        std::vector<QByteArray> bySize = partOrder;
        // The reference part: the largest; ties: the one with more intact logs (a damaged log
        // is the likelier odd one out), then the one of the lowest rank.
        auto intact = [&](const QByteArray &key) {
            qsizetype n = 0;
            for (int r : parts[key])
                n += !ranks[r].damaged();
            return n;
        };
        std::stable_sort(bySize.begin(), bySize.end(), [&](const QByteArray &x, const QByteArray &y) {
            if (parts[x].size() != parts[y].size())
                return parts[x].size() > parts[y].size();
            return intact(x) > intact(y);
        });
        QByteArray reference = bySize.front();
        if (reference.isEmpty() && bySize.size() > 1) // ranks that ended are never the reference
            reference = bySize[1];
        const int ref = parts[reference].first();
        QList<int> other;
        for (const QByteArray &key : partOrder)
            if (key != reference)
                other << parts[key];
        std::sort(other.begin(), other.end());
        const int first = other.first();
        if (idAt(first).isEmpty() || idAt(first) != idAt(ref)) {
            d.cause = idAt(first).isEmpty() ? Divergence::Cause::Missing : Divergence::Cause::Order;
            for (int r : other)
                d.ranks << ranks[r].rank;
            for (int r : parts[reference])
                d.otherRanks << ranks[r].rank;
            d.compileId = idAt(first);
            d.otherCompileId = idAt(ref);
            d.detail = d.compileId.isEmpty()
                ? QStringLiteral("%1 compiled nothing after their compile #%2; %3 went on with %4")
                      .arg(ranksText(d.ranks))
                      .arg(i)
                      .arg(ranksText(d.otherRanks), d.otherCompileId)
                : QStringLiteral("%1 compiled %2 where %3 compiled %4 (the same compiles in another order)")
                      .arg(ranksText(d.ranks), d.compileId, ranksText(d.otherRanks), d.otherCompileId);
            return d;
        }
        // Each part that is not the reference is told against the reference on its own: two
        // parts that differ in two ways keep their own cause. The part of the lowest rank first.
        auto numbers = [&](const QList<int> &members) {
            QList<int> out;
            for (int r : members)
                out << ranks[r].rank;
            std::sort(out.begin(), out.end());
            return out;
        };
        auto explain = [&](const QList<int> &us, const QList<int> &them) {
            Divergence e;
            e.position = d.position;
            e.ranks = numbers(us);
            e.otherRanks = numbers(them);
            const RankCompile &x = ranks[us.first()].compiles[i], &y = ranks[them.first()].compiles[i];
            e.compileId = x.id;
            e.otherCompileId = y.id;
            explainSameId(x, y, e);
            return e;
        };
        const QByteArray firstKey = ranks[first].compiles[i].signature;
        QList<int> usIdx = parts[firstKey];
        Divergence e = explain(usIdx, parts[reference]);
        // A cache difference is told from the ranks that missed: they compiled, the others waited.
        if (e.cause == Divergence::Cause::Cache
            && misses(ranks[first].compiles[i]) < misses(ranks[ref].compiles[i])) {
            usIdx = parts[reference];
            e = explain(usIdx, parts[firstKey]);
        }
        QList<int> rest;
        for (qsizetype r = 0; r < ranks.size(); ++r)
            if (!usIdx.contains(static_cast<int>(r)))
                rest << static_cast<int>(r);
        for (const QByteArray &key : partOrder) {
            if (key == reference || key == firstKey)
                continue;
            if (key.isEmpty()) {
                e.evidence << ranksText(numbers(parts[key])) + QStringLiteral(": nothing more compiled");
                continue;
            }
            const Divergence p = explain(parts[key], parts[reference]);
            e.also << Divergence::Part { p.ranks, p.compileId, p.cause, p.detail };
            e.evidence << ranksText(p.ranks) + QStringLiteral(": ") + p.detail;
        }
        e.otherRanks = numbers(rest);
        return e;
    }
    return std::nullopt;
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

namespace {

// dedicated_log_torch_trace_rank_3_ab12cd.log (and compressed): the name torch gives a rank's
// trace log (torch/_logging/_internal.py, _init_trace_logging's dedicated log).
int rankLogNumber(const QString &path)
{
    static const QRegularExpression name(QStringLiteral(R"(^dedicated_log_torch_trace_rank_(\d+)(?:_[^/]*)?\.log)"));
    const auto m = name.match(QFileInfo(path).fileName());
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QString printableStart(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray head = f.read(60);
    QString out;
    for (const char ch : head) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '\n' || c == '\r')
            break;
        out += c >= 0x20 && c < 0x7f ? QChar(QLatin1Char(ch)) : QChar(u'?');
    }
    return out;
}

// Rank logs beside the logs read (in the folders given and the folders of the logs) that the
// loader could not read: an empty file, a file that holds no trace record.
QList<RankAnalysis::UnreadLog> unreadRankLogs(const LoadedRun &run)
{
    QSet<QString> read, folders;
    for (const auto &log : run.logs) {
        const QFileInfo fi(log->source->path());
        read.insert(fi.absoluteFilePath());
        folders.insert(fi.absolutePath());
    }
    QHash<QString, QString> noted; // path → the loader's note on it
    for (const Diagnostic &d : run.notes) {
        const QFileInfo fi(d.file);
        if (rankLogNumber(d.file) >= 0)
            noted.insert(fi.absoluteFilePath(), d.message);
    }
    for (const QString &in : run.inputs)
        if (const QFileInfo fi(in); fi.isDir())
            folders.insert(fi.absoluteFilePath());
    QSet<QString> candidates(noted.keyBegin(), noted.keyEnd());
    for (const QString &folder : folders) {
        const QDir dir(folder);
        for (const QFileInfo &fi : dir.entryInfoList({ QStringLiteral("dedicated_log_torch_trace_rank_*") }, QDir::Files))
            candidates.insert(fi.absoluteFilePath());
    }
    QList<RankAnalysis::UnreadLog> out;
    for (const QString &path : candidates) {
        const int rank = rankLogNumber(path);
        if (rank < 0 || read.contains(path))
            continue;
        const QFileInfo fi(path);
        QString why;
        if (fi.size() == 0)
            why = QStringLiteral("the file is empty");
        else if (noted.contains(path)) // what the loader said of it (a read error, a cap)
            why = noted.value(path);
        else if (const QString start = printableStart(path); !start.isEmpty())
            why = QStringLiteral("not a trace log (it starts: %1)").arg(start);
        else
            why = QStringLiteral("not a trace log");
        out << RankAnalysis::UnreadLog { rank, QDir::toNativeSeparators(path), why };
    }
    std::sort(out.begin(), out.end(), [](const auto &x, const auto &y) {
        return x.rank != y.rank ? x.rank < y.rank : x.path < y.path;
    });
    return out;
}

// A payload's lines as compared: rank specifics normalised, lines holding `skip` left out.
QStringList comparedLines(const TraceLog &log, uint32_t record, QLatin1String skip)
{
    if (record >= log.records.size())
        return {};
    const QStringList all = diff::normalizeRankText(QString::fromStdString(log.payload(log.records[record])))
                                .split(u'\n');
    QStringList out;
    for (const QString &l : all)
        if (!l.contains(skip))
            out << l;
    return out;
}

QString evidenceLine(const QString &line)
{
    QString t = line.simplified();
    for (QChar &c : t)
        if (!c.isPrint())
            c = u'?';
    return t.size() > 200 ? t.left(199) + QChar(0x2026) : t;
}

// For a divergence of guards or graphs: the first line that differs between the two sides'
// payloads (guard dump, or the first graph stage whose digest differs), as evidence.
void addPayloadEvidence(const LoadedRun &run, RankAnalysis &a)
{
    if (!a.divergence)
        return;
    Divergence &d = *a.divergence;
    using C = Divergence::Cause;
    if ((d.cause != C::Guards && d.cause != C::Graph) || d.ranks.isEmpty() || d.otherCompileId.isEmpty())
        return;
    QList<int> inAlso;
    for (const Divergence::Part &p : d.also)
        inAlso << p.ranks;
    const RankRun *x = nullptr, *y = nullptr;
    for (const RankRun &r : a.ranks) {
        if (!x && r.rank == d.ranks.first() && r.indexOf(d.compileId) >= 0)
            x = &r;
        if (!y && d.otherRanks.contains(r.rank) && !inAlso.contains(r.rank) && r.indexOf(d.otherCompileId) >= 0)
            y = &r;
    }
    if (!x || !y || x->log < 0 || y->log < 0 || size_t(x->log) >= run.logs.size() || size_t(y->log) >= run.logs.size())
        return;
    const RankCompile &u = x->compiles[x->indexOf(d.compileId)];
    const RankCompile &v = y->compiles[y->indexOf(d.otherCompileId)];
    uint32_t ru = UINT32_MAX, rv = UINT32_MAX;
    QString what;
    QLatin1String skip("Guard latency =");
    if (d.cause == C::Guards) {
        ru = u.guardsRecord;
        rv = v.guardsRecord;
        what = QStringLiteral("guards");
    } else {
        skip = QLatin1String(diff::SourceLocationComment.data(), qsizetype(diff::SourceLocationComment.size()));
        for (qsizetype i = 0; i < std::min(u.graphs.size(), v.graphs.size()); ++i)
            if (!(u.graphs[i] == v.graphs[i])) {
                ru = u.graphs[i].record;
                rv = v.graphs[i].record;
                what = u.graphs[i].stage + QStringLiteral(" graph");
                break;
            }
    }
    if (ru == UINT32_MAX || rv == UINT32_MAX)
        return;
    const QStringList lu = comparedLines(*run.logs[size_t(x->log)], ru, skip);
    const QStringList lv = comparedLines(*run.logs[size_t(y->log)], rv, skip);
    for (qsizetype k = 0; k < std::max(lu.size(), lv.size()); ++k) {
        const QString p = lu.value(k), q = lv.value(k);
        if (p == q)
            continue;
        const QString none = QStringLiteral("(no line %1)").arg(k + 1);
        d.evidence << QStringLiteral("%1: %2 line %3: %4")
                          .arg(ranksText({ x->rank }), what)
                          .arg(k + 1)
                          .arg(k < lu.size() ? evidenceLine(p) : none);
        d.evidence << QStringLiteral("%1: %2 line %3: %4")
                          .arg(ranksText({ y->rank }), what)
                          .arg(k + 1)
                          .arg(k < lv.size() ? evidenceLine(q) : none);
        return;
    }
}

QString rankListText(const QList<int> &ranks)
{
    QStringList s;
    for (int r : ranks)
        s << QString::number(r);
    return s.join(QStringLiteral(", "));
}

} // namespace

RankAnalysis analyseRanks(const LoadedRun &run, unsigned threads, const std::atomic<bool> *cancel)
{
    QList<RankRun> ranks(static_cast<qsizetype>(run.logs.size()));
    parallelFor(
        run.logs.size(),
        [&](size_t i) {
            RankRun &r = ranks[static_cast<qsizetype>(i)];
            r = readRank(*run.logs[i], *run.overviews[i], static_cast<int>(i), cancel);
            for (const Diagnostic &d : run.logs[i]->diagnostics)
                if (d.severity != Diagnostic::Severity::Note)
                    r.problems << d;
        },
        threads);
    // Among rank logs, a log without a rank is no rank of this job (another job's log, a
    // single-process run): left out of the comparison and named, never "rank -1".
    QStringList leftOut;
    const bool anyRank = std::any_of(ranks.begin(), ranks.end(), [](const RankRun &r) { return r.rank >= 0; });
    if (anyRank)
        for (qsizetype i = ranks.size() - 1; i >= 0; --i)
            if (ranks[i].rank < 0) {
                leftOut.prepend(ranks[i].path);
                ranks.removeAt(i);
            }
    const QList<RankAnalysis::UnreadLog> unread = unreadRankLogs(run);
    RankAnalysis a = compareRanks(std::move(ranks));
    a.inputs = run.inputs;
    addPayloadEvidence(run, a);
    a.leftOut = leftOut;
    a.unreadLogs = unread;
    // An unreadable rank log is a damaged rank: said first, with the reading problems.
    QStringList unreadText;
    for (const RankAnalysis::UnreadLog &u : unread)
        unreadText << QStringLiteral("%1: rank %2's log could not be read: %3").arg(u.path).arg(u.rank).arg(u.why);
    a.readingProblems = unreadText + a.readingProblems;
    for (const QString &path : leftOut)
        a.notes << QStringLiteral("%1 carries no rank (a log of another job, or of one process?): left out of the "
                                  "comparison")
                       .arg(QDir::toNativeSeparators(path));
    // Gaps in the rank numbers: those ranks have no log here.
    QSet<int> seen;
    int highest = -1;
    for (const RankRun &r : a.ranks)
        if (r.rank >= 0) {
            seen.insert(r.rank);
            highest = std::max(highest, r.rank);
        }
    for (const RankAnalysis::UnreadLog &u : unread) {
        seen.insert(u.rank);
        highest = std::max(highest, u.rank);
    }
    for (int n = 0; n < highest; ++n)
        if (!seen.contains(n))
            a.missingRanks << n;
    if (!a.missingRanks.isEmpty()) {
        QList<int> read;
        for (const RankRun &r : a.ranks)
            read << r.rank;
        a.notes.prepend(QStringLiteral("%1 no log: the verdict rests on the ranks read (%2)")
                            .arg(a.missingRanks.size() == 1
                                    ? QStringLiteral("rank %1 has").arg(a.missingRanks.first())
                                    : QStringLiteral("ranks %1 have").arg(rankListText(a.missingRanks)),
                                rankListText(read)));
    }
    return a;
}

} // namespace cs::ranks
