#include "core/fleet/fleetreport.h"

#include "core/stats/intervals.h"
#include "core/util/inerttext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>

#include <algorithm>
#include <vector>

namespace cs::fleet {
namespace {

QJsonValue column(const sql::Statement &q, int col, bool real)
{
    if (q.isNull(col))
        return QJsonValue();
    return real ? QJsonValue(q.real(col)) : QJsonValue(static_cast<double>(q.int64(col)));
}

// Runs `sqlText` (with `?` bound to `binds`) and returns rows as objects named by `names`; a
// name ending in "_s" or "_us" is read as a real, "$" prefix as text.
Result<QJsonArray> rows(
    sql::Connection &db, const QString &sqlText, const QStringList &names, const QStringList &binds = {})
{
    const QByteArray text = sqlText.toUtf8();
    sql::Statement q(db, text.constData());
    if (!q.prepared())
        return db.error(QStringLiteral("cannot prepare a report query"));
    int i = 1;
    for (const QString &b : binds)
        q.bind(i++, b);
    QJsonArray out;
    while (q.step()) {
        QJsonObject o;
        for (int c = 0; c < names.size(); ++c) {
            QString name = names[c];
            if (name.startsWith(u'$')) {
                name.remove(0, 1);
                o[name] = q.isNull(c) ? QJsonValue() : QJsonValue(q.text(c));
            } else
                o[name] = column(q, c, name.endsWith(QLatin1String("_s")) || name.endsWith(QLatin1String("_us")));
        }
        out.append(o);
    }
    if (q.failed())
        return db.error(QStringLiteral("a report query failed"));
    return out;
}

// What is wrong when a list cannot be read: a damaged database is said as such, with what to do.
Error listError(const Error &e, const QString &list)
{
    const bool damaged = e.message.contains(QLatin1String("malformed"))
        || e.message.contains(QLatin1String("not a database")) || e.message.contains(QLatin1String("corrupt"));
    QString what = e.message;
    what.replace(QLatin1String("a report query failed: "), QString());
    what.replace(QLatin1String("cannot prepare a report query: "), QString());
    return Error { damaged ? QStringLiteral("the fleet store is damaged (SQLite: %1): %2 cannot be read; "
                                            "`sqlite3 fleet.sqlite .recover` may save the rest, or index the logs "
                                            "into a new store")
                                 .arg(what, list)
                           : QStringLiteral("%1 cannot be read (SQLite: %2)").arg(list, what),
        e.file };
}

// The ISO 8601 week (YYYY-Www, weeks from Monday; week 1 holds the year's first Thursday, so
// 2025-12-29 is in 2026-W01) of when the log compiled, else of its file's time, in UTC. SQLite
// before 3.46 has no %V: the week's Thursday (its Sunday, 'weekday 0', less three days) names
// the ISO year, and its day of that year the week.
const QString WeekThursday
    = QStringLiteral("date(coalesce(l.start_us / 1e6, l.mtime_ms / 1e3), 'unixepoch', 'weekday 0', '-3 days')");
// No '%' before a digit in it: it is put into queries that QString::arg() fills afterwards.
const QString WeekExpr = QStringLiteral("strftime('%Y', ") + WeekThursday
    + QStringLiteral(") || '-W' || substr('0' || ((strftime('%j', ") + WeekThursday
    + QStringLiteral(") - 1) / 7 + 1), -2)");

QString groupExpr(const QString &by)
{
    if (by == QLatin1String("job"))
        return QStringLiteral("j.name");
    if (by == QLatin1String("week"))
        return WeekExpr;
    return QStringLiteral("coalesce(l.torch, 'unknown')");
}

// The `ok` logs' compile times of both cohorts, from one pass over the logs (a log in both
// cohorts counts in both). The jobs table joins only for a job cohort.
void perLogTimes(
    sql::Connection &db, const Cohort &a, const Cohort &b, std::vector<double> &ta, std::vector<double> &tb)
{
    const bool jobs = a.key == QLatin1String("job") || b.key == QLatin1String("job");
    const QString ca = a.condition().replace(u'?', QStringLiteral("?1"));
    const QString cb = b.condition().replace(u'?', QStringLiteral("?2"));
    const QByteArray text = QStringLiteral("SELECT l.compile_time_s, %1, %2 FROM logs l %3 WHERE l.status = 'ok' AND "
                                           "((%1) OR (%2))")
                                .arg(ca, cb, jobs ? QStringLiteral("JOIN jobs j ON j.id = l.job_id") : QString())
                                .toUtf8();
    sql::Statement q(db, text.constData());
    q.bind(1, a.value);
    q.bind(2, b.value);
    while (q.step()) {
        if (q.int64(1))
            ta.push_back(q.real(0));
        if (q.int64(2))
            tb.push_back(q.real(0));
    }
}

// Graph-break sites (or recompile causes) that one cohort hit and the other never did, both
// ways, from one aggregation over the child table's rows of both cohorts' logs (one pass
// instead of an aggregation per side and a probe of the other side per row).
struct Change {
    QJsonArray appeared, disappeared;
};
Result<Change> appearedAndGone(sql::Connection &db, const Cohort &a, const Cohort &b, bool sites, int limit)
{
    const bool jobs = a.key == QLatin1String("job") || b.key == QLatin1String("job");
    const QString ca = a.condition().replace(u'?', QStringLiteral("?1"));
    const QString cb = b.condition().replace(u'?', QStringLiteral("?2"));
    // Per side: rows, sum(count), total(added_s) (sites only). The jobs a row was hit by are
    // counted afterwards for the rows shown only (a count(DISTINCT) per side over every row
    // took a third of the time).
    const QString side = QStringLiteral("sum(%1), sum(CASE WHEN %1 THEN x.count END), total(CASE WHEN %1 THEN %2 END)");
    const QString value = sites ? QStringLiteral("x.added_s") : QStringLiteral("0");
    const QString text = sites
        ? QStringLiteral(
            "SELECT st.reason, st.file, st.line, a.* FROM (SELECT x.site_id AS id, %1, %2 FROM break_sites "
            "x JOIN logs l ON l.id = x.log_id %3 WHERE (%4) OR (%5) GROUP BY x.site_id) a JOIN sites st ON "
            "st.id = a.id")
        : QStringLiteral("SELECT c.category, c.source, NULL, a.* FROM (SELECT x.cause_id AS id, %1, %2 FROM "
                         "recompile_causes x JOIN logs l ON l.id = x.log_id %3 WHERE (%4) OR (%5) GROUP BY x.cause_id) "
                         "a JOIN causes c ON c.id = a.id");
    const QByteArray sqlText
        = text.arg(side.arg(QStringLiteral("(") + ca + u')', value), side.arg(QStringLiteral("(") + cb + u')', value),
                  jobs ? QStringLiteral("JOIN jobs j ON j.id = l.job_id") : QString(), ca, cb)
              .toUtf8();
    sql::Statement q(db, sqlText.constData());
    if (!q.prepared())
        return db.error(QStringLiteral("cannot prepare a report query"));
    q.bind(1, a.value);
    q.bind(2, b.value);
    struct Row {
        QJsonObject o;
        double added;
        int64_t n, id;
        bool inA;
    };
    std::vector<Row> appeared, gone;
    while (q.step()) {
        // Columns: name (3), id, then A's rows, count, added, then B's.
        const int64_t rowsA = q.int64(4), rowsB = q.int64(7);
        if ((rowsA > 0) == (rowsB > 0))
            continue;
        const int at = rowsA > 0 ? 5 : 8; // the side that has it
        QJsonObject o;
        if (sites) {
            o[QStringLiteral("reason")] = q.text(0);
            o[QStringLiteral("file")] = q.text(1);
            o[QStringLiteral("line")] = double(q.int64(2));
            o[QStringLiteral("added_s")] = q.real(at + 1);
        } else {
            o[QStringLiteral("category")] = q.text(0);
            o[QStringLiteral("source")] = q.text(1);
        }
        o[QStringLiteral("count")] = double(q.int64(at));
        (rowsA > 0 ? gone : appeared).push_back({ o, q.real(at + 1), q.int64(at), q.int64(3), rowsA > 0 });
    }
    if (q.failed())
        return db.error(QStringLiteral("a report query failed"));
    const QByteArray jobsText
        = QStringLiteral("SELECT count(DISTINCT x.job_id) FROM %1 x JOIN logs l ON l.id = x.log_id "
                         "%2 WHERE x.%3 = ?3 AND CASE WHEN ?4 THEN %4 ELSE %5 END")
              .arg(sites ? QStringLiteral("break_sites") : QStringLiteral("recompile_causes"),
                  jobs ? QStringLiteral("JOIN jobs j ON j.id = l.job_id") : QString(),
                  sites ? QStringLiteral("site_id") : QStringLiteral("cause_id"), ca, cb)
              .toUtf8();
    auto jobsOf = [&](Row &row) -> Status {
        sql::Statement c(db, jobsText.constData());
        c.bind(1, a.value);
        c.bind(2, b.value);
        c.bind(3, row.id);
        c.bind(4, int64_t(row.inA));
        if (!c.step())
            return db.error(QStringLiteral("a report query failed"));
        row.o[QStringLiteral("jobs")] = double(c.int64(0));
        return Ok {};
    };
    // The same order as before: sites by compile time added, causes by count; ties by count,
    // then by name (stable across runs).
    auto order = [sites](const Row &x, const Row &y) {
        if (sites && x.added != y.added)
            return x.added > y.added;
        if (x.n != y.n)
            return x.n > y.n;
        return QJsonDocument(x.o).toJson(QJsonDocument::Compact) < QJsonDocument(y.o).toJson(QJsonDocument::Compact);
    };
    Change out;
    for (auto [side, into] : { std::pair { &appeared, &out.appeared }, std::pair { &gone, &out.disappeared } }) {
        std::sort(side->begin(), side->end(), order);
        for (size_t i = 0; i < side->size() && int(i) < limit; ++i) {
            if (auto st = jobsOf((*side)[i]); !st)
                return st.error();
            into->append((*side)[i].o);
        }
    }
    return out;
}

std::vector<double> thin(std::vector<double> v, size_t most = 500)
{
    if (v.size() <= most)
        return v;
    std::sort(v.begin(), v.end());
    std::vector<double> out;
    out.reserve(most);
    for (size_t i = 0; i < most; ++i)
        out.push_back(v[i * (v.size() - 1) / (most - 1)]);
    return out;
}

// The values a cohort's key takes in the store, for the message of a cohort that matches nothing.
QString knownValues(sql::Connection &db, const Cohort &c)
{
    const QString expr = c.key == QLatin1String("job") ? QStringLiteral("j.name")
        : c.key == QLatin1String("week")               ? WeekExpr
                                                       : QStringLiteral("coalesce(l.torch, 'unknown')");
    const QByteArray text = QStringLiteral("SELECT DISTINCT %1 FROM logs l JOIN jobs j ON j.id = l.job_id "
                                           "WHERE l.status = 'ok' ORDER BY 1 LIMIT 11")
                                .arg(expr)
                                .toUtf8();
    sql::Statement q(db, text.constData());
    QStringList values;
    while (q.step())
        values << q.text(0);
    if (values.size() > 10)
        values = values.mid(0, 10) << QStringLiteral("…");
    return values.join(QStringLiteral(", "));
}

// How many logs of a cohort are not read in full (partial, unreadable): a cohort of such logs
// only is not "no log", it is none that a comparison of compile times can take.
qint64 notReadInFull(sql::Connection &db, const Cohort &c)
{
    const QByteArray text = QStringLiteral("SELECT count(*) FROM logs l JOIN jobs j ON j.id = l.job_id "
                                           "WHERE l.status <> 'ok' AND (%1)")
                                .arg(c.condition())
                                .toUtf8();
    sql::Statement q(db, text.constData());
    q.bind(1, c.value);
    return q.step() ? q.int64(0) : 0;
}

Result<QJsonObject> compare(sql::Connection &db, const Cohort &a, const Cohort &b, int limit)
{
    if (a.key == b.key && a.value == b.value)
        return Error { QStringLiteral("--compare %1=%2 %1=%2 compares a cohort with itself: name two different cohorts")
                           .arg(a.key, a.value),
            {} };
    std::vector<double> ta, tb;
    perLogTimes(db, a, b, ta, tb);
    // A cohort that matches no log (a typo in a version) would compare with nothing and call
    // everything of the other side new: refused, with the values the store has.
    for (const auto &[c, t] : { std::pair { &a, &ta }, std::pair { &b, &tb } })
        if (t->empty()) {
            if (const qint64 damaged = notReadInFull(db, *c); damaged > 0)
                return Error { QStringLiteral(
                                   "the cohort %1=%2 has no log read in full (%3 partial or unreadable): "
                                   "cohorts are compared on logs read in full only; %4 with logs read in full: %5")
                                   .arg(c->key, c->value)
                                   .arg(damaged)
                                   .arg(c->key, knownValues(db, *c)),
                    {} };
            return Error { QStringLiteral("the cohort %1=%2 matches no indexed log; %3 in the store: %4")
                               .arg(c->key, c->value, c->key, knownValues(db, *c)),
                {} };
        }
    QJsonObject o;
    o[QStringLiteral("a")] = QStringLiteral("%1=%2").arg(a.key, a.value);
    o[QStringLiteral("b")] = QStringLiteral("%1=%2").arg(b.key, b.value);
    auto sites = appearedAndGone(db, a, b, true, limit);
    if (!sites)
        return sites.error();
    o[QStringLiteral("sites_appeared")] = sites->appeared;
    o[QStringLiteral("sites_disappeared")] = sites->disappeared;
    auto causes = appearedAndGone(db, a, b, false, limit);
    if (!causes)
        return causes.error();
    o[QStringLiteral("recompile_causes_appeared")] = causes->appeared;
    o[QStringLiteral("recompile_causes_disappeared")] = causes->disappeared;
    auto mean = [](const std::vector<double> &v) {
        double s = 0;
        for (double x : v)
            s += x;
        return v.empty() ? 0.0 : s / double(v.size());
    };
    QJsonObject time;
    time[QStringLiteral("logs_a")] = int(ta.size());
    time[QStringLiteral("logs_b")] = int(tb.size());
    time[QStringLiteral("mean_a_s")] = mean(ta);
    time[QStringLiteral("mean_b_s")] = mean(tb);
    if (ta.size() >= 2 && tb.size() >= 2) {
        const stats::Interval w = stats::welchInterval(ta, tb);
        time[QStringLiteral("mean_change_s")] = mean(tb) - mean(ta);
        time[QStringLiteral("mean_change_low_s")] = w.low;
        time[QStringLiteral("mean_change_high_s")] = w.high;
        // The shift of typical values from at most 500 evenly spaced order statistics of each
        // side (all pairwise differences of two 10,000-log cohorts would take a second).
        const stats::ShiftEstimate hl = stats::hodgesLehmannShift(thin(ta), thin(tb));
        time[QStringLiteral("shift_s")] = hl.estimate;
        time[QStringLiteral("shift_low_s")] = hl.interval.low;
        time[QStringLiteral("shift_high_s")] = hl.interval.high;
        time[QStringLiteral("significant")] = w.excludesZero();
    }
    o[QStringLiteral("compile_time_per_log")] = time;
    return o;
}

} // namespace

QString Cohort::condition() const
{
    if (key == QLatin1String("job"))
        return QStringLiteral("j.name GLOB ?");
    if (key == QLatin1String("week"))
        return WeekExpr + QStringLiteral(" = ?");
    // Logs that name no torch version are the cohort torch=unknown (the phases' group of them);
    // the parameter stays in the text so that binding is the same for every cohort.
    if (value == QLatin1String("unknown"))
        return QStringLiteral("(l.torch IS NULL AND ? IS NOT NULL)");
    return QStringLiteral("l.torch = ?");
}

Result<Cohort> Cohort::parse(const QString &text)
{
    Cohort c;
    const qsizetype eq = text.indexOf(u'=');
    if (eq < 0) {
        c.key = QStringLiteral("torch");
        c.value = text;
    } else {
        c.key = text.left(eq);
        c.value = text.mid(eq + 1);
    }
    if (c.key != QLatin1String("torch") && c.key != QLatin1String("job") && c.key != QLatin1String("week"))
        return Error { QStringLiteral("a cohort is torch=VERSION, job=GLOB or week=YYYY-Www, not %1").arg(text), {} };
    if (c.value.isEmpty())
        return Error { QStringLiteral("the cohort %1 names no value").arg(text), {} };
    return c;
}

Result<QJsonObject> fleetCompare(FleetStore &store, const QString &cohortA, const QString &cohortB, int limit)
{
    const auto a = Cohort::parse(cohortA), b = Cohort::parse(cohortB);
    if (!a)
        return a.error();
    if (!b)
        return b.error();
    return compare(store.connection(), a.value(), b.value(), limit);
}

Result<QJsonObject> fleetReport(FleetStore &store, const ReportOptions &options)
{
    sql::Connection &db = store.connection();
    QJsonObject r;
    r[QStringLiteral("schema")] = QStringLiteral("compilescope.fleet_report/1");
    r[QStringLiteral("by")] = options.by;
    // A list that cannot be read (a store damaged in the middle) is said in `errors` and left
    // empty; the lists that can be read are still reported.
    QJsonArray errors;
    Error firstError;
    int lists = 0;
    auto list = [&](const QString &key, const QString &what, const QString &sqlText, const QStringList &names) {
        ++lists;
        auto got = rows(db, sqlText, names);
        if (got) {
            r[key] = got.value();
            return;
        }
        const Error e = listError(got.error(), what);
        if (errors.isEmpty())
            firstError = e;
        errors.append(e.toString());
        r[key] = QJsonArray();
    };
    // Logs by status: ok + partial + unreadable (every other status) = logs.
    list(QStringLiteral("totals"), QStringLiteral("the totals"),
        QStringLiteral(
            "SELECT count(*), count(DISTINCT job_id), total(status = 'ok'), "
            "total(status NOT IN ('ok', 'partial')), total(status = 'partial'), "
            "total(compiles), total(graph_breaks), total(recompiles), total(failures), total(compile_time_s), "
            "total(distinct_kernels) FROM logs"),
        { QStringLiteral("logs"), QStringLiteral("jobs"), QStringLiteral("logs_ok"), QStringLiteral("logs_unreadable"),
            QStringLiteral("logs_partial"), QStringLiteral("compiles"), QStringLiteral("graph_breaks"),
            QStringLiteral("recompiles"), QStringLiteral("failures"), QStringLiteral("compile_time_s"),
            QStringLiteral("distinct_kernels") });
    {
        const QJsonArray t = r.value(QStringLiteral("totals")).toArray();
        r[QStringLiteral("totals")] = t.isEmpty() ? QJsonObject() : t.first().toObject();
    }
    list(QStringLiteral("logs_by_status"), QStringLiteral("the logs by status"),
        QStringLiteral("SELECT status, count(*) FROM logs GROUP BY status ORDER BY status"),
        { QStringLiteral("$status"), QStringLiteral("logs") });
    const QString lim = QString::number(options.limit);
    const QStringList siteNames { QStringLiteral("$reason"), QStringLiteral("$file"), QStringLiteral("line"),
        QStringLiteral("count"), QStringLiteral("added_s"), QStringLiteral("involved_s"), QStringLiteral("jobs"),
        QStringLiteral("logs") };
    // Aggregated per site id on the covering index, then named.
    const QString sites
        = QStringLiteral(
              "SELECT st.reason, st.file, st.line, a.n, a.added, a.involved, a.jobs, a.logs FROM (SELECT site_id, "
              "sum(count) AS n, total(added_s) AS added, total(involved_s) AS involved, count(DISTINCT job_id) AS "
              "jobs, "
              "count(*) AS logs FROM break_sites GROUP BY site_id) a JOIN sites st ON st.id = a.site_id ORDER BY %1 "
              "LIMIT ")
        + lim;
    list(QStringLiteral("break_sites_by_time"), QStringLiteral("the graph-break sites"),
        sites.arg(QStringLiteral("a.added DESC, a.n DESC")), siteNames);
    list(QStringLiteral("break_sites_by_jobs"), QStringLiteral("the graph-break sites"),
        sites.arg(QStringLiteral("a.jobs DESC, a.n DESC")), siteNames);
    list(QStringLiteral("recompile_causes"), QStringLiteral("the recompile causes"),
        QStringLiteral(
            "SELECT c.category, c.source, a.n, a.t, a.jobs, a.limits FROM (SELECT cause_id, sum(count) AS n, "
            "total(compile_time_s) AS t, count(DISTINCT job_id) AS jobs, sum(limit_hit) AS limits FROM "
            "recompile_causes GROUP BY cause_id) a JOIN causes c ON c.id = a.cause_id "
            "ORDER BY a.n DESC, a.t DESC LIMIT ")
            + lim,
        { QStringLiteral("$category"), QStringLiteral("$source"), QStringLiteral("count"),
            QStringLiteral("compile_time_s"), QStringLiteral("jobs"), QStringLiteral("limit_hits") });
    list(QStringLiteral("phases"), QStringLiteral("the compile time by phase"),
        // A phase no compile of the group recorded (no compile read: logs that could not be read or
        // compiled nothing; a backward in inference-only runs) has no time: null, shown "–", never
        // 0 s. Phases are summed from the compiles table, which keeps each compile's unrecorded
        // phases null (the logs table's sums cannot tell 0 s from not recorded).
        QStringLiteral("SELECT %1 AS g, count(*), count(DISTINCT l.job_id), sum(l.compiles), "
                       "CASE WHEN sum(l.compiles) > 0 THEN total(l.compile_time_s) END, "
                       "CASE WHEN sum(p.nd) > 0 THEN total(p.dynamo) END, "
                       "CASE WHEN sum(p.na) > 0 THEN total(p.aot) END, "
                       "CASE WHEN sum(p.ni) > 0 THEN total(p.inductor) END, "
                       "CASE WHEN sum(p.nc) > 0 THEN total(p.code_gen) END, "
                       "CASE WHEN sum(p.nb) > 0 THEN total(p.backward) END "
                       "FROM logs l JOIN jobs j ON j.id = l.job_id "
                       "LEFT JOIN (SELECT log_id, total(dynamo_s) AS dynamo, count(dynamo_s) AS nd, "
                       "total(aot_autograd_s) AS aot, count(aot_autograd_s) AS na, total(inductor_s) AS inductor, "
                       "count(inductor_s) AS ni, total(code_gen_s) AS code_gen, count(code_gen_s) AS nc, "
                       "total(backward_s) AS backward, count(backward_s) AS nb FROM compiles GROUP BY log_id) p "
                       "ON p.log_id = l.id GROUP BY g ORDER BY g")
            .arg(groupExpr(options.by)),
        { QStringLiteral("$group"), QStringLiteral("logs"), QStringLiteral("jobs"), QStringLiteral("compiles"),
            QStringLiteral("compile_time_s"), QStringLiteral("dynamo_s"), QStringLiteral("aot_autograd_s"),
            QStringLiteral("inductor_s"), QStringLiteral("code_gen_s"), QStringLiteral("backward_s") });
    // The cohorts a comparison can take: torch versions (no version: `unknown`) and ISO weeks of
    // the readable logs, in text order (weeks oldest first); the Fleet view's default comparison
    // comes from them.
    // Weeks from the logs' days (the week of each distinct day, not of each log: a tenth of the time
    // on 20,000 logs); the same ISO week as WeekExpr.
    const QString weekThursday = QStringLiteral("date(d * 86400, 'unixepoch', 'weekday 0', '-3 days')");
    const QString weeks = QStringLiteral("SELECT strftime('%Y', t) || '-W' || substr('0' || ((strftime('%j', t) - 1) / "
                                         "7 + 1), -2) AS g, sum(n) FROM (SELECT ")
        + weekThursday
        + QStringLiteral(" AS t, n FROM (SELECT CAST(coalesce(l.start_us / 1e6, l.mtime_ms / 1e3) / 86400 AS "
                         "INTEGER) AS d, count(*) AS n FROM logs l WHERE l.status = 'ok' GROUP BY d)) GROUP BY g ORDER "
                         "BY g");
    QJsonObject cohortValues;
    for (const auto &[key, sqlText] :
        { std::pair { QStringLiteral("torch"),
              QStringLiteral("SELECT coalesce(l.torch, 'unknown') AS g, count(*) FROM logs l WHERE l.status = 'ok' "
                             "GROUP BY g ORDER BY g") },
            std::pair { QStringLiteral("week"), weeks } }) {
        list(QStringLiteral("cohort_values"), QStringLiteral("the cohorts"), sqlText,
            { QStringLiteral("$value"), QStringLiteral("logs") });
        cohortValues[key] = r.value(QStringLiteral("cohort_values"));
    }
    r[QStringLiteral("cohort_values")] = cohortValues;
    list(QStringLiteral("failing_jobs"), QStringLiteral("the failing jobs"),
        // The same count as the headline's (each log's failed compiles), so the two add up; the
        // first failure's type from the failures table where explain named one.
        QStringLiteral("SELECT j.name, sum(l.failures > 0), sum(l.failures), "
                       "(SELECT f2.fail_type FROM failures f2 JOIN logs l2 ON l2.id = f2.log_id WHERE l2.job_id = j.id "
                       "AND f2.fail_type <> '' LIMIT 1) FROM jobs j JOIN logs l ON l.job_id = j.id "
                       "GROUP BY j.id HAVING sum(l.failures) > 0 ORDER BY sum(l.failures) DESC, j.name LIMIT ")
            + lim,
        { QStringLiteral("$job"), QStringLiteral("logs"), QStringLiteral("failures"),
            QStringLiteral("$first_fail_type") });
    list(QStringLiteral("unreadable_logs"), QStringLiteral("the logs not read in full"),
        QStringLiteral("SELECT l.path, j.name, l.status, l.error FROM logs l JOIN jobs j ON j.id = l.job_id "
                       "WHERE l.status <> 'ok' ORDER BY l.path LIMIT ")
            + lim,
        { QStringLiteral("$path"), QStringLiteral("$job"), QStringLiteral("$status"), QStringLiteral("$error") });
    r[QStringLiteral("errors")] = errors;
    if (errors.size() == lists) // nothing could be read: no report
        return firstError;
    if (!options.cohortA.isEmpty()) {
        auto c = fleetCompare(store, options.cohortA, options.cohortB, options.limit);
        if (!c)
            return c.error();
        r[QStringLiteral("compare")] = c.value();
    } else
        r[QStringLiteral("compare")] = QJsonValue();
    return r;
}

} // namespace cs::fleet
