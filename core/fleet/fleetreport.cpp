#include "core/fleet/fleetreport.h"

#include "core/stats/intervals.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QTextStream>

#include <algorithm>
#include <vector>

namespace cs::fleet {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Fleet)
};

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

// The ISO 8601 week (YYYY-Www, weeks from Monday; week 1 holds the year's first Thursday, so
// 2025-12-29 is in 2026-W01) of when the log compiled, else of its file's time, in UTC. SQLite
// before 3.46 has no %V: the week's Thursday (its Sunday, 'weekday 0', less three days) names
// the ISO year, and its day of that year the week.
const QString WeekThursday = QStringLiteral(
    "date(coalesce(l.start_us / 1e6, l.mtime_ms / 1e3), 'unixepoch', 'weekday 0', '-3 days')");
// No '%' before a digit in it: it is put into queries that QString::arg() fills afterwards.
const QString WeekExpr = QStringLiteral("strftime('%Y', ") + WeekThursday + QStringLiteral(") || '-W' || substr('0' || ((strftime('%j', ") + WeekThursday + QStringLiteral(") - 1) / 7 + 1), -2)");

QString groupExpr(const QString &by)
{
    if (by == QLatin1String("job"))
        return QStringLiteral("j.name");
    if (by == QLatin1String("week"))
        return WeekExpr;
    return QStringLiteral("coalesce(l.torch, 'unknown')");
}

std::vector<double> perLogTimes(sql::Connection &db, const Cohort &c)
{
    std::vector<double> out;
    const QByteArray text = (QStringLiteral("SELECT l.compile_time_s FROM logs l JOIN jobs j ON j.id = l.job_id "
                                            "WHERE l.status = 'ok' AND ")
        + c.condition())
                                .toUtf8();
    sql::Statement q(db, text.constData());
    q.bind(1, c.value);
    while (q.step())
        out.push_back(q.real(0));
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
                                                       : QStringLiteral("l.torch");
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

Result<QJsonObject> compare(sql::Connection &db, const Cohort &a, const Cohort &b, int limit)
{
    const std::vector<double> ta = perLogTimes(db, a), tb = perLogTimes(db, b);
    // A cohort that matches no log (a typo in a version) would compare with nothing and call
    // everything of the other side new: refused, with the values the store has.
    for (const auto &[c, t] : { std::pair { &a, &ta }, std::pair { &b, &tb } })
        if (t->empty())
            return Error { QStringLiteral("the cohort %1=%2 matches no indexed log; %3 in the store: %4")
                               .arg(c->key, c->value, c->key, knownValues(db, *c)),
                {} };
    QJsonObject o;
    o[QStringLiteral("a")] = QStringLiteral("%1=%2").arg(a.key, a.value);
    o[QStringLiteral("b")] = QStringLiteral("%1=%2").arg(b.key, b.value);
    // Sites of the `new` cohort that the `old` one never hit: %1 the old cohort's condition,
    // %2 the new one's (bound in that order).
    // A cohort's condition with its parameter numbered (?1, ?2): the new cohort's comes first
    // in the text.
    const auto numbered
        = [](const Cohort &c, int n) { return c.condition().replace(u'?', QStringLiteral("?%1").arg(n)); };
    // Whether the old cohort hit a site is probed per site of the new one (the index of
    // break_sites by site) instead of listing all the old cohort's sites: 30% less work on a
    // store of 10,000 jobs (bench_fleet.py). ?1 binds the old cohort's value, ?2 the new one's.
    const QString site = QStringLiteral(
        "WITH new AS (SELECT s.site_id, sum(s.count) AS n, total(s.added_s) AS added, count(DISTINCT s.job_id) AS "
        "jobs FROM break_sites s JOIN logs l ON l.id = s.log_id JOIN jobs j ON j.id = l.job_id WHERE %2 GROUP BY "
        "s.site_id) SELECT st.reason, st.file, st.line, new.n, new.added, new.jobs FROM new JOIN sites st ON st.id = "
        "new.site_id WHERE NOT EXISTS (SELECT 1 FROM break_sites s JOIN logs l ON l.id = s.log_id JOIN jobs j ON "
        "j.id = l.job_id WHERE s.site_id = new.site_id AND %1) ORDER BY new.added DESC, new.n DESC LIMIT %3");
    const QStringList siteNames { QStringLiteral("$reason"), QStringLiteral("$file"), QStringLiteral("line"),
        QStringLiteral("count"), QStringLiteral("added_s"), QStringLiteral("jobs") };
    auto appeared = rows(db, site.arg(numbered(a, 1), numbered(b, 2)).arg(limit), siteNames, { a.value, b.value });
    if (!appeared)
        return appeared.error();
    auto gone = rows(db, site.arg(numbered(b, 1), numbered(a, 2)).arg(limit), siteNames, { b.value, a.value });
    if (!gone)
        return gone.error();
    o[QStringLiteral("sites_appeared")] = appeared.value();
    o[QStringLiteral("sites_disappeared")] = gone.value();
    const QString causes = QStringLiteral(
        "WITH new AS (SELECT r.cause_id, sum(r.count) AS n, count(DISTINCT r.job_id) AS jobs FROM recompile_causes r "
        "JOIN logs l ON l.id = r.log_id JOIN jobs j ON j.id = l.job_id WHERE %2 GROUP BY r.cause_id) "
        "SELECT c.category, c.source, new.n, new.jobs FROM new JOIN causes c ON c.id = new.cause_id "
        "WHERE NOT EXISTS (SELECT 1 FROM recompile_causes r JOIN logs l ON l.id = r.log_id JOIN jobs j ON "
        "j.id = l.job_id WHERE r.cause_id = new.cause_id AND %1) ORDER BY new.n DESC LIMIT %3");
    const QStringList causeNames { QStringLiteral("$category"), QStringLiteral("$source"), QStringLiteral("count"),
        QStringLiteral("jobs") };
    auto newCauses = rows(db, causes.arg(numbered(a, 1), numbered(b, 2)).arg(limit), causeNames, { a.value, b.value });
    if (!newCauses)
        return newCauses.error();
    auto goneCauses = rows(db, causes.arg(numbered(b, 1), numbered(a, 2)).arg(limit), causeNames, { b.value, a.value });
    if (!goneCauses)
        return goneCauses.error();
    o[QStringLiteral("recompile_causes_appeared")] = newCauses.value();
    o[QStringLiteral("recompile_causes_disappeared")] = goneCauses.value();
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
    auto totals = rows(db,
        QStringLiteral("SELECT count(*), count(DISTINCT job_id), sum(status = 'ok'), sum(status <> 'ok'), sum(status = 'partial'), "
                       "sum(compiles), sum(graph_breaks), sum(recompiles), sum(failures), total(compile_time_s), "
                       "sum(distinct_kernels) FROM logs"),
        { QStringLiteral("logs"), QStringLiteral("jobs"), QStringLiteral("logs_ok"), QStringLiteral("logs_unreadable"),
            QStringLiteral("logs_partial"), QStringLiteral("compiles"), QStringLiteral("graph_breaks"), QStringLiteral("recompiles"),
            QStringLiteral("failures"), QStringLiteral("compile_time_s"), QStringLiteral("distinct_kernels") });
    if (!totals)
        return totals.error();
    r[QStringLiteral("totals")] = totals->first();
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
    auto byTime = rows(db, sites.arg(QStringLiteral("a.added DESC, a.n DESC")), siteNames);
    if (!byTime)
        return byTime.error();
    r[QStringLiteral("break_sites_by_time")] = byTime.value();
    auto byJobs = rows(db, sites.arg(QStringLiteral("a.jobs DESC, a.n DESC")), siteNames);
    if (!byJobs)
        return byJobs.error();
    r[QStringLiteral("break_sites_by_jobs")] = byJobs.value();
    auto causes = rows(db,
        QStringLiteral(
            "SELECT c.category, c.source, a.n, a.t, a.jobs, a.limits FROM (SELECT cause_id, sum(count) AS n, "
            "total(compile_time_s) AS t, count(DISTINCT job_id) AS jobs, sum(limit_hit) AS limits FROM "
            "recompile_causes GROUP BY cause_id) a JOIN causes c ON c.id = a.cause_id "
            "ORDER BY a.n DESC, a.t DESC LIMIT ")
            + lim,
        { QStringLiteral("$category"), QStringLiteral("$source"), QStringLiteral("count"),
            QStringLiteral("compile_time_s"), QStringLiteral("jobs"), QStringLiteral("limit_hits") });
    if (!causes)
        return causes.error();
    r[QStringLiteral("recompile_causes")] = causes.value();
    auto phases = rows(db,
        QStringLiteral("SELECT %1 AS g, count(*), count(DISTINCT l.job_id), sum(l.compiles), total(l.compile_time_s), "
                       "total(l.dynamo_s), total(l.aot_autograd_s), total(l.inductor_s), total(l.code_gen_s), "
                       "total(l.backward_s) FROM logs l JOIN jobs j ON j.id = l.job_id GROUP BY g ORDER BY g")
            .arg(groupExpr(options.by)),
        { QStringLiteral("$group"), QStringLiteral("logs"), QStringLiteral("jobs"), QStringLiteral("compiles"),
            QStringLiteral("compile_time_s"), QStringLiteral("dynamo_s"), QStringLiteral("aot_autograd_s"),
            QStringLiteral("inductor_s"), QStringLiteral("code_gen_s"), QStringLiteral("backward_s") });
    if (!phases)
        return phases.error();
    r[QStringLiteral("phases")] = phases.value();
    auto failing = rows(db,
        // The same count as the headline's (each log's failed compiles), so the two add up; the
        // first failure's type from the failures table where explain named one.
        QStringLiteral("SELECT j.name, sum(l.failures > 0), sum(l.failures), "
                       "(SELECT f2.fail_type FROM failures f2 JOIN logs l2 ON l2.id = f2.log_id WHERE l2.job_id = j.id "
                       "LIMIT 1) FROM jobs j JOIN logs l ON l.job_id = j.id "
                       "GROUP BY j.id HAVING sum(l.failures) > 0 ORDER BY sum(l.failures) DESC, j.name LIMIT ")
            + lim,
        { QStringLiteral("$job"), QStringLiteral("logs"), QStringLiteral("failures"),
            QStringLiteral("$first_fail_type") });
    if (!failing)
        return failing.error();
    r[QStringLiteral("failing_jobs")] = failing.value();
    auto unreadable = rows(db,
        QStringLiteral("SELECT l.path, j.name, l.status, l.error FROM logs l JOIN jobs j ON j.id = l.job_id "
                       "WHERE l.status <> 'ok' ORDER BY l.path LIMIT ")
            + lim,
        { QStringLiteral("$path"), QStringLiteral("$job"), QStringLiteral("$status"), QStringLiteral("$error") });
    if (!unreadable)
        return unreadable.error();
    r[QStringLiteral("unreadable_logs")] = unreadable.value();
    if (!options.cohortA.isEmpty()) {
        auto c = fleetCompare(store, options.cohortA, options.cohortB, options.limit);
        if (!c)
            return c.error();
        r[QStringLiteral("compare")] = c.value();
    } else
        r[QStringLiteral("compare")] = QJsonValue();
    return r;
}

QString formatFleetReportText(const QJsonObject &r)
{
    QString out;
    QTextStream s(&out);
    const QLocale c = QLocale::c();
    auto num = [](const QJsonObject &o, const char *key) { return o.value(QLatin1String(key)).toInt(); };
    auto sec = [&](const QJsonObject &o, const char *key) {
        return Tr::tr("%1 s").arg(c.toString(o.value(QLatin1String(key)).toDouble(), 'f', 2));
    };
    auto site = [](const QJsonObject &o) {
        const QString where = o.value(QStringLiteral("file")).toString();
        return QStringLiteral("%1:%2  %3")
            .arg(where.isEmpty() ? QStringLiteral("?") : where)
            .arg(o.value(QStringLiteral("line")).toInt())
            .arg(o.value(QStringLiteral("reason")).toString().simplified().left(100));
    };
    auto list = [&](const QString &key) { return r.value(key).toArray(); };
    const QJsonObject t = r.value(QStringLiteral("totals")).toObject();
    s << Tr::tr("Fleet: %1 logs of %2 jobs (%3 unreadable), %4 compiles, %5 graph breaks, %6 recompiles, %7 failures, "
                "%8 compile time")
             .arg(num(t, "logs"))
             .arg(num(t, "jobs"))
             .arg(num(t, "logs_unreadable"))
             .arg(num(t, "compiles"))
             .arg(num(t, "graph_breaks"))
             .arg(num(t, "recompiles"))
             .arg(num(t, "failures"))
             .arg(sec(t, "compile_time_s"))
      << "\n";
    auto sites = [&](const QString &title, const QString &key) {
        s << "\n" << title << "\n";
        for (const QJsonValue &v : list(key)) {
            const QJsonObject o = v.toObject();
            s << "  "
              << Tr::tr("%1 added, %2 breaks, %3 jobs").arg(sec(o, "added_s")).arg(num(o, "count")).arg(num(o, "jobs"))
              << "  " << site(o) << "\n";
        }
    };
    sites(Tr::tr("Graph-break sites by compile time added:"), QStringLiteral("break_sites_by_time"));
    sites(Tr::tr("Graph-break sites by jobs hit:"), QStringLiteral("break_sites_by_jobs"));
    s << "\n" << Tr::tr("Recompile causes:") << "\n";
    for (const QJsonValue &v : list(QStringLiteral("recompile_causes"))) {
        const QJsonObject o = v.toObject();
        s << "  "
          << Tr::tr("%1 recompiles, %2 jobs, %3").arg(num(o, "count")).arg(num(o, "jobs")).arg(sec(o, "compile_time_s"))
          << "  " << o.value(QStringLiteral("category")).toString() << " "
          << o.value(QStringLiteral("source")).toString() << "\n";
    }
    s << "\n" << Tr::tr("Compile time by phase, by %1:").arg(r.value(QStringLiteral("by")).toString()) << "\n";
    for (const QJsonValue &v : list(QStringLiteral("phases"))) {
        const QJsonObject o = v.toObject();
        s << "  "
          << Tr::tr("%1: %2 logs, %3 compiles, %4 (Dynamo %5, AOTAutograd %6, Inductor %7, code generation %8, "
                    "backward %9)")
                 .arg(o.value(QStringLiteral("group")).toString())
                 .arg(num(o, "logs"))
                 .arg(num(o, "compiles"))
                 .arg(sec(o, "compile_time_s"), sec(o, "dynamo_s"), sec(o, "aot_autograd_s"), sec(o, "inductor_s"),
                     sec(o, "code_gen_s"), sec(o, "backward_s"))
          << "\n";
    }
    s << "\n" << Tr::tr("Failing jobs:") << "\n";
    for (const QJsonValue &v : list(QStringLiteral("failing_jobs"))) {
        const QJsonObject o = v.toObject();
        const QString type = o.value(QStringLiteral("first_fail_type")).toString();
        s << "  "
          << (type.isEmpty()
                     ? Tr::tr("%1: %2 failures").arg(o.value(QStringLiteral("job")).toString()).arg(num(o, "failures"))
                     : Tr::tr("%1: %2 failures (%3)")
                           .arg(o.value(QStringLiteral("job")).toString())
                           .arg(num(o, "failures"))
                           .arg(type))
          << "\n";
    }
    if (const QJsonArray bad = list(QStringLiteral("unreadable_logs")); !bad.isEmpty()) {
        s << "\n" << Tr::tr("Unreadable logs:") << "\n";
        for (const QJsonValue &v : bad) {
            const QJsonObject o = v.toObject();
            s << "  " << o.value(QStringLiteral("path")).toString() << ": "
              << o.value(QStringLiteral("status")).toString() << ", "
              << o.value(QStringLiteral("error")).toString().simplified() << "\n";
        }
    }
    if (r.value(QStringLiteral("compare")).isObject()) {
        const QJsonObject cmp = r.value(QStringLiteral("compare")).toObject();
        s << "\n"
          << Tr::tr("Compared: %1 → %2")
                 .arg(cmp.value(QStringLiteral("a")).toString(), cmp.value(QStringLiteral("b")).toString())
          << "\n";
        const QJsonObject time = cmp.value(QStringLiteral("compile_time_per_log")).toObject();
        s << "  " << Tr::tr("compile time per log: %1 → %2").arg(sec(time, "mean_a_s"), sec(time, "mean_b_s"));
        if (time.contains(QStringLiteral("mean_change_s")))
            s << Tr::tr(", change %1 (95% interval %2 to %3)")
                     .arg(sec(time, "mean_change_s"), sec(time, "mean_change_low_s"), sec(time, "mean_change_high_s"));
        if (time.contains(QStringLiteral("shift_s")))
            s << "\n  "
              << Tr::tr("typical log's shift (Hodges-Lehmann) %1 (95% interval %2 to %3)")
                     .arg(sec(time, "shift_s"), sec(time, "shift_low_s"), sec(time, "shift_high_s"));
        s << "\n  " << Tr::tr("break sites that appeared:") << "\n";
        for (const QJsonValue &v : cmp.value(QStringLiteral("sites_appeared")).toArray())
            s << "    " << Tr::tr("%1 jobs").arg(num(v.toObject(), "jobs")) << "  " << site(v.toObject()) << "\n";
        s << "  " << Tr::tr("break sites that disappeared:") << "\n";
        for (const QJsonValue &v : cmp.value(QStringLiteral("sites_disappeared")).toArray())
            s << "    " << Tr::tr("%1 jobs").arg(num(v.toObject(), "jobs")) << "  " << site(v.toObject()) << "\n";
        const auto causes = [&](const QString &title, const char *key) {
            const QJsonArray list = cmp.value(QLatin1String(key)).toArray();
            s << "  " << title << (list.isEmpty() ? QStringLiteral(" ") + Tr::tr("none") : QString()) << "\n";
            for (const QJsonValue &v : list) {
                const QJsonObject o = v.toObject();
                s << "    " << Tr::tr("%1 recompiles").arg(num(o, "count")) << "  "
                  << o.value(QStringLiteral("category")).toString() << " "
                  << o.value(QStringLiteral("source")).toString() << "\n";
            }
        };
        causes(Tr::tr("recompile causes that appeared:"), "recompile_causes_appeared");
        causes(Tr::tr("recompile causes that disappeared:"), "recompile_causes_disappeared");
    }
    return out;
}

} // namespace cs::fleet
