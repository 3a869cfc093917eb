#include "core/report/guardcostreport.h"

#include "core/util/countedtext.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::GuardCost)
};

QJsonValue numberOrNull(double v)
{
    return v >= 0 ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

QString kindsText(const GuardCost &g)
{
    QStringList parts;
    for (const auto &[kind, n] : g.kinds.mid(0, 4))
        parts << QStringLiteral("%1 %2").arg(kind).arg(n);
    return parts.join(QStringLiteral(", "));
}

} // namespace

bool guardCostMatters(const GuardCostReport &r)
{
    for (const GuardCost &g : r.compiles)
        if (g.credibleUs() >= 100 || g.guardCount >= 1000)
            return true;
    return false;
}

GuardCostWeight guardCostWeight(const GuardCostReport &r)
{
    GuardCostWeight w;
    if (r.empty())
        return w;
    const GuardCost &g = r.compiles.front();
    const QString pct = QString::number(100 * g.share(), 'f', 1);
    if (g.share() >= GuardShareWorthCutting) {
        w.worth = 1;
        w.text = Tr::tr("Worth weighing: [%1]'s check is %2 % of its call's host time (cold); a lever below can win "
                        "part of that, at the price it names.")
                     .arg(g.compileId, pct);
    } else if (g.share() >= 0) {
        w.worth = 0;
        w.text = Tr::tr("Not worth a lever here: [%1]'s check is %2 % of its call's host time, and that is a cold "
                        "figure (a warm check is several times faster). Each lever below gives up a safety check "
                        "for at most that.")
                     .arg(g.compileId, pct);
    } else if (g.latencyUs >= 0) {
        w.text = Tr::tr("Weigh it first: at most %1 µs a call for [%2] (cold), against a call no profiler trace of "
                        "this run timed. Open the run with a profiler trace to have it weighed; below a tenth of "
                        "the call, keep the guards.")
                     .arg(QString::number(g.credibleUs(), 'f', 0), g.compileId);
    } else {
        w.text = Tr::tr("Weigh it first: no check was timed and no call profiled in this run; below a tenth of the "
                        "call, keep the guards.");
    }
    return w;
}

void writeGuardCostText(const GuardCostReport &r, QTextStream &s)
{
    if (!guardCostMatters(r))
        return;
    const QString heading = Tr::tr("Guard cost");
    s << heading << "\n" << QString(heading.size(), QLatin1Char('-')) << "\n";
    s << Tr::tr("Before each call Dynamo checks the guards of the frame's compiled code; the check is host time the "
                "call pays. Dynamo times one check with its cache flushed (a cold figure: a warm check is often "
                "several times faster).")
      << "\n";
    for (const GuardCost &g : r.compiles) {
        s << "[" << g.compileId << "] " << (g.function.isEmpty() ? QStringLiteral("?") : g.function) << ": "
          << (g.guardCount >= 0 ? Tr::tr("%n guard(s)", nullptr, g.guardCount) : Tr::tr("guards not counted"));
        if (g.shapeEnvGuards > 0)
            s << Tr::tr(" (%n on symbolic sizes)", nullptr, g.shapeEnvGuards);
        if (g.latencyUs >= 0)
            s << Tr::tr(", %1 µs a check").arg(g.latencyUs, 0, 'f', 0);
        if (g.outlier())
            s << Tr::tr(" — %1× rank %2's %3 µs for the same guards: one cold timing that far apart is the process "
                        "being busy when Dynamo timed it, not the guards; weighed at %3 µs")
                     .arg(QString::number(g.latencyUs / g.peerUs, 'f', 0), QString::number(g.peerRank),
                         QString::number(g.peerUs, 'f', 0));
        if (g.share() >= 0)
            s << Tr::tr(" (cold: %1 % of the call's %2 µs host time, %n call(s) profiled)", nullptr, g.calls)
                     .arg(100 * g.share(), 0, 'f', 1)
                     .arg(g.callUs, 0, 'f', 0);
        s << "\n";
        if (g.treeRead)
            s << "   "
              << Tr::tr("tree: %1 under %2, %3 deep; most: %4")
                     .arg(countedText(Tr::tr("%n leaf check(s)", nullptr, g.leafGuards), g.leafGuards),
                         countedText(Tr::tr("%n manager(s)", nullptr, g.managers), g.managers),
                         QString::number(g.depth), kindsText(g))
              << "\n";
        if (g.lambdaAtRoot > 0)
            s << "   " << Tr::tr("%n Python lambda guard(s) at the root, run on every call", nullptr, g.lambdaAtRoot)
              << "\n";
    }
    s << guardCostWeight(r).text << "\n";
    s << Tr::tr("To cut it:") << "\n";
    for (const QString &l : guardCostLevers(r))
        s << "   - " << l << "\n";
    s << "\n";
}

QJsonObject guardCostJson(const GuardCostReport &r)
{
    QJsonArray compiles;
    for (const GuardCost &g : r.compiles) {
        QJsonObject o;
        o[QStringLiteral("id")] = g.compileId;
        o[QStringLiteral("function")] = g.function.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(g.function);
        o[QStringLiteral("guard_count")] = g.guardCount >= 0 ? QJsonValue(g.guardCount) : QJsonValue(QJsonValue::Null);
        o[QStringLiteral("shape_env_guard_count")]
            = g.shapeEnvGuards >= 0 ? QJsonValue(g.shapeEnvGuards) : QJsonValue(QJsonValue::Null);
        o[QStringLiteral("latency_us")] = numberOrNull(g.latencyUs);
        o[QStringLiteral("peer_latency_us")] = numberOrNull(g.peerUs);
        o[QStringLiteral("peer_rank")] = g.peerRank >= 0 ? QJsonValue(g.peerRank) : QJsonValue(QJsonValue::Null);
        o[QStringLiteral("outlier")] = g.outlier();
        o[QStringLiteral("tree_read")] = g.treeRead;
        o[QStringLiteral("leaf_guards")] = g.leafGuards;
        o[QStringLiteral("managers")] = g.managers;
        o[QStringLiteral("depth")] = g.depth;
        o[QStringLiteral("lambda_guards")] = g.lambdaGuards;
        o[QStringLiteral("lambda_guards_at_root")] = g.lambdaAtRoot;
        QJsonObject kinds;
        for (const auto &[kind, n] : g.kinds)
            kinds[kind] = n;
        o[QStringLiteral("kinds")] = kinds;
        o[QStringLiteral("call_us")] = numberOrNull(g.callUs);
        o[QStringLiteral("calls_profiled")] = g.calls;
        o[QStringLiteral("share_of_call")] = numberOrNull(g.share());
        compiles.append(o);
    }
    QJsonObject root;
    root[QStringLiteral("compiles")] = compiles;
    root[QStringLiteral("compiles_with_guards")] = r.compilesWithGuards;
    root[QStringLiteral("total_latency_us")] = r.totalLatencyUs;
    root[QStringLiteral("matters")] = guardCostMatters(r);
    const GuardCostWeight weight = guardCostWeight(r);
    root[QStringLiteral("worth_cutting")] = weight.worth < 0 ? QJsonValue() : QJsonValue(weight.worth == 1);
    root[QStringLiteral("weight")] = r.empty() ? QJsonValue() : QJsonValue(weight.text);
    root[QStringLiteral("levers")] = QJsonArray::fromStringList(r.empty() ? QStringList() : guardCostLevers(r));
    return root;
}

} // namespace cs
