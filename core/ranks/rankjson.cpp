#include "core/ranks/rankformat.h"

#include "core/util/jsonvalue.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cs::ranks {
namespace {

using cs::orNull;

QJsonValue orNull(double v)
{
    return v < 0 ? QJsonValue() : QJsonValue(v);
}

QJsonArray strings(const QStringList &list)
{
    QJsonArray a;
    for (const QString &s : list)
        a.append(s);
    return a;
}

QJsonArray ints(const QList<int> &list)
{
    QJsonArray a;
    for (int i : list)
        a.append(i);
    return a;
}

QJsonObject phases(const diff::PhaseTimes &t)
{
    return QJsonObject { { QStringLiteral("dynamo"), orNull(t.dynamoS) },
        { QStringLiteral("aot_autograd"), orNull(t.aotS) }, { QStringLiteral("inductor"), orNull(t.inductorS) },
        { QStringLiteral("code_gen"), orNull(t.codegenS) }, { QStringLiteral("triton"), orNull(t.tritonS) },
        { QStringLiteral("autotune"), orNull(t.autotuneS) }, { QStringLiteral("backward"), orNull(t.backwardS) } };
}

QJsonObject compileJson(const RankCompile &c)
{
    QJsonArray cache, inputs, graphs, runtime;
    for (const CacheLookup &l : c.cache)
        cache.append(QJsonObject { { QStringLiteral("cache"), l.cache }, { QStringLiteral("result"), l.result },
            { QStringLiteral("reason"), orNull(l.reason) } });
    for (const InputTensor &t : c.inputs)
        inputs.append(QJsonObject { { QStringLiteral("source"), t.source }, { QStringLiteral("dtype"), t.dtype },
            { QStringLiteral("size"), t.size }, { QStringLiteral("stride"), t.stride },
            { QStringLiteral("device"), t.device } });
    for (const GraphFact &g : c.graphs)
        graphs.append(QJsonObject {
            { QStringLiteral("stage"), g.stage }, { QStringLiteral("digest"), QString::fromLatin1(g.digest) } });
    for (const RuntimeEstimate &e : c.runtime)
        runtime.append(QJsonObject { { QStringLiteral("estimated_ns"), orNull(e.totalNs) },
            { QStringLiteral("ops"), e.ops }, { QStringLiteral("estimated_ops"), e.estimatedOps },
            { QStringLiteral("collective_ns"), orNull(e.collectiveNs) },
            { QStringLiteral("collective_ops"), e.collectiveOps } });
    return QJsonObject {
        { QStringLiteral("id"), c.id },
        { QStringLiteral("overview_index"), c.overview },
        { QStringLiteral("function"), c.function },
        { QStringLiteral("file"), c.file },
        { QStringLiteral("line"), c.line },
        { QStringLiteral("status"), c.status },
        { QStringLiteral("attempts"), c.attempts },
        { QStringLiteral("fail_type"), orNull(c.failType) },
        { QStringLiteral("fail_reason"), orNull(c.failReason) },
        { QStringLiteral("graph_breaks"), strings(c.graphBreaks) },
        { QStringLiteral("failed_guards"), strings(c.failedGuards) },
        { QStringLiteral("compile_time_s"), orNull(c.compileSeconds()) },
        { QStringLiteral("phases_s"), phases(c.times) },
        { QStringLiteral("start_us"), orNull(c.times.startUs) },
        { QStringLiteral("end_us"), orNull(c.times.endUs) },
        { QStringLiteral("cache"), cache },
        { QStringLiteral("collectives"), strings(c.collectives) },
        { QStringLiteral("collectives_from"), orNull(c.collectivesFrom) },
        { QStringLiteral("inputs"), inputs },
        { QStringLiteral("graphs"), graphs },
        { QStringLiteral("guards_digest"), orNull(QString::fromLatin1(c.guardsDigest)) },
        { QStringLiteral("runtime_estimates"), runtime },
        { QStringLiteral("signature"), QString::fromLatin1(c.signature) },
    };
}

QJsonArray stragglersJson(const QList<Straggler> &list)
{
    QJsonArray out;
    for (const Straggler &s : list) {
        QJsonArray values;
        for (double v : s.values)
            values.append(orNull(v));
        out.append(QJsonObject { { QStringLiteral("compile_id"), s.compileId },
            { QStringLiteral("graph"), s.graph < 0 ? QJsonValue() : QJsonValue(s.graph) },
            { QStringLiteral("slowest_rank"), s.slowestRank }, { QStringLiteral("slowest"), s.slowest },
            { QStringLiteral("median"), s.median }, { QStringLiteral("ratio"), s.ratio() },
            { QStringLiteral("flagged"), s.flagged }, { QStringLiteral("values"), values } });
    }
    return out;
}

QJsonArray also(const Divergence &d)
{
    QJsonArray out;
    for (const Divergence::Part &p : d.also)
        out.append(QJsonObject { { QStringLiteral("ranks"), ints(p.ranks) },
            { QStringLiteral("compile_id"), p.compileId },
            { QStringLiteral("cause"), Divergence::causeName(p.cause) }, { QStringLiteral("detail"), p.detail } });
    return out;
}

} // namespace

QJsonObject ranksJson(const RankAnalysis &a)
{
    QJsonObject o;
    o[QStringLiteral("schema")] = QStringLiteral("compilescope.ranks/1");
    o[QStringLiteral("inputs")] = strings(a.inputs);
    o[QStringLiteral("agree")] = a.agreeFully();
    o[QStringLiteral("headline")] = ranksHeadline(a);
    o[QStringLiteral("torch_builds")] = a.torchBuilds.isEmpty() ? QJsonValue() : QJsonValue(a.torchBuilds);
    QJsonArray ranks;
    for (const RankRun &r : a.ranks) {
        QJsonArray compiles, collectives;
        for (const RankCompile &c : r.compiles)
            compiles.append(compileJson(c));
        for (const CollectiveCall &c : r.collectives)
            collectives.append(
                QJsonObject { { QStringLiteral("compile_id"), c.compileId }, { QStringLiteral("op"), c.op } });
        QJsonArray problems;
        for (const Diagnostic &d : r.problems)
            problems.append(QJsonObject { { QStringLiteral("line"), static_cast<qint64>(d.line) },
                { QStringLiteral("severity"), d.severity == Diagnostic::Severity::Error ? QStringLiteral("error")
                                                                                       : QStringLiteral("warning") },
                { QStringLiteral("message"), d.message } });
        ranks.append(QJsonObject { { QStringLiteral("rank"), r.rank < 0 ? QJsonValue() : QJsonValue(r.rank) },
            { QStringLiteral("problems"), problems }, { QStringLiteral("truncated"), r.truncated() },
            { QStringLiteral("label"), r.label }, { QStringLiteral("path"), r.path }, { QStringLiteral("log"), r.log },
            { QStringLiteral("torch"), r.torch.isEmpty() ? QJsonValue() : QJsonValue(r.torch) },
            { QStringLiteral("group"), r.group }, { QStringLiteral("compile_time_s"), r.compileSeconds() },
            { QStringLiteral("compiles"), compiles }, { QStringLiteral("execution_order"), strings(r.executionOrder) },
            { QStringLiteral("collectives"), collectives } });
    }
    o[QStringLiteral("ranks")] = ranks;
    QJsonArray groups;
    for (const RankGroup &g : a.groups)
        groups.append(QJsonObject { { QStringLiteral("ranks"), ints(a.rankNumbers(g.members)) },
            { QStringLiteral("members"), ints(g.members) },
            { QStringLiteral("compiles"), a.ranks[g.members.first()].compiles.size() } });
    o[QStringLiteral("groups")] = groups;
    QJsonArray matrix;
    for (const MatrixRow &row : a.matrix) {
        QJsonArray cells;
        for (int c : row.cells)
            cells.append(c < 0 ? QJsonValue() : QJsonValue(c));
        matrix.append(QJsonObject { { QStringLiteral("compile_id"), row.compileId }, { QStringLiteral("cells"), cells },
            { QStringLiteral("differs"), row.differs } });
    }
    o[QStringLiteral("matrix")] = matrix;
    if (const auto &d = a.divergence)
        o[QStringLiteral("divergence")] = QJsonObject { { QStringLiteral("position"), d->position },
            { QStringLiteral("compile_id"), orNull(d->compileId) },
            { QStringLiteral("other_compile_id"), orNull(d->otherCompileId) },
            { QStringLiteral("ranks"), ints(d->ranks) }, { QStringLiteral("other_ranks"), ints(d->otherRanks) },
            { QStringLiteral("cause"), Divergence::causeName(d->cause) }, { QStringLiteral("detail"), d->detail },
            { QStringLiteral("evidence"), strings(d->evidence) },
            { QStringLiteral("damaged_ranks"), ints(d->damagedRanks) },
            { QStringLiteral("damage"), strings(d->damage) },
            { QStringLiteral("holds_among_intact"), d->holdsAmongIntact }, { QStringLiteral("also"), also(*d) } };
    else
        o[QStringLiteral("divergence")] = QJsonValue();
    if (const auto &c = a.collectiveDivergence) {
        QJsonArray sides;
        for (const auto &s : c->sides)
            sides.append(QJsonObject { { QStringLiteral("ranks"), ints(s.ranks) },
                { QStringLiteral("op"), orNull(s.op) }, { QStringLiteral("sequence"), strings(s.sequence) } });
        o[QStringLiteral("collective_divergence")]
            = QJsonObject { { QStringLiteral("compile_id"), c->compileId }, { QStringLiteral("index"), c->index },
                  { QStringLiteral("execution_order"), c->executionOrder }, { QStringLiteral("sides"), sides },
                  { QStringLiteral("damaged_ranks"), ints(c->damagedRanks) },
                  { QStringLiteral("damage"), strings(c->damage) },
                  { QStringLiteral("holds_among_intact"), c->holdsAmongIntact } };
    } else {
        o[QStringLiteral("collective_divergence")] = QJsonValue();
    }
    o[QStringLiteral("stragglers")] = QJsonObject { { QStringLiteral("compile"), stragglersJson(a.compileStragglers) },
        { QStringLiteral("runtime"), stragglersJson(a.runtimeStragglers) } };
    o[QStringLiteral("reliable")] = !a.unreliable();
    o[QStringLiteral("reading_problems")] = strings(a.readingProblems);
    QJsonArray unread;
    for (const RankAnalysis::UnreadLog &u : a.unreadLogs)
        unread.append(QJsonObject { { QStringLiteral("rank"), u.rank }, { QStringLiteral("path"), u.path },
            { QStringLiteral("why"), u.why } });
    o[QStringLiteral("unread_logs")] = unread;
    QJsonArray missing;
    for (const auto &[first, last] : a.missingRanges)
        missing.append(QJsonObject { { QStringLiteral("first"), first }, { QStringLiteral("last"), last } });
    o[QStringLiteral("missing_ranks")] = missing;
    o[QStringLiteral("missing_rank_count")] = a.missingCount();
    o[QStringLiteral("left_out")] = strings(a.leftOut);
    o[QStringLiteral("notes")] = strings(a.readingProblems + a.notes);
    return o;
}

QByteArray formatRanksJson(const RankAnalysis &a)
{
    return QJsonDocument(ranksJson(a)).toJson(QJsonDocument::Indented);
}

} // namespace cs::ranks
