// The first divergence between groups of ranks: the first position of the merged compile
// sequence where groups part, which ranks, and why (rankmodel.h's Divergence causes).
#include "core/ranks/rankdivergence.h"

#include "core/analysis/failuretext.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <map>

namespace cs::ranks {
namespace {

// The rank numbers of some of `a.ranks` (indices), in order.
QList<int> sortedRanks(const RankAnalysis &a, const QList<int> &members)
{
    QList<int> out = a.rankNumbers(members);
    std::sort(out.begin(), out.end());
    return out;
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
    if (u.failedGuardKeys != v.failedGuardKeys) {
        d.cause = C::Recompile;
        QString guard;
        for (qsizetype i = 0; i < u.failedGuardKeys.size(); ++i)
            if (!v.failedGuardKeys.contains(u.failedGuardKeys[i])) {
                guard = u.failedGuards.value(i);
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

} // namespace

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
            auto numbers = [&](const QList<int> &members) { return sortedRanks(a, members); };
            // What one part did: a recompile (its own failed guard) or a compile of its own. "only"
            // where no other part compiled here; beside another part, that this one's is its own.
            const bool alone = keyOrder.size() == 1;
            auto describe = [&](const RankCompile &u, const QString &on, Divergence::Cause &cause, QString &detail) {
                if (!u.failedGuards.isEmpty()) {
                    cause = Divergence::Cause::Recompile;
                    detail = (alone ? QStringLiteral("%1 recompiled on %2 only: %3")
                                    : QStringLiteral("%1 recompiled on %2, for a guard of its own: %3"))
                                 .arg(u.id, on, u.failedGuards.first());
                } else {
                    cause = Divergence::Cause::ExtraCompile;
                    detail = (alone ? QStringLiteral("%1 (%2) compiled on %3 only")
                                    : QStringLiteral("%1 (%2) compiled on %3, a compile of its own"))
                                 .arg(u.id, u.function, on);
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
        auto numbers = [&](const QList<int> &members) { return sortedRanks(a, members); };
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
        if (e.cause == Divergence::Cause::Cache && misses(ranks[first].compiles[i]) < misses(ranks[ref].compiles[i])) {
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

} // namespace cs::ranks
